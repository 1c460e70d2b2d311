// The `retarget` op: a stack item gets a new target, legal for it.
import { cardOf, sourceOf, type Ctx } from "../core";
import { ask, isOnField } from "../effects";
import { legalTargets } from "../triggers";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function retargetOp(ctx: Ctx, r: Resolving, _op: OpOf<"retarget">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  const t = r.item.targets[0];
  const item = s.stack.find((it) => `S${it.id}` === t);
  if (!item || (item.kind !== "card" && item.kind !== "ability")) return "done";
  const def = s.defs[item.kind === "card" ? cardOf(s, item.card).def : item.def]!;
  const ability = item.kind === "ability" ? def.script.abilities?.[item.ability] : undefined;
  const specs =
    item.kind === "card"
      ? (def.script.targets ?? [])
      : ability && ability.kind !== "static"
        ? (ability.targets ?? [])
        : [];
  // Options "i>new": which of its targets on the field changes, and to what (legal for the item).
  const options: string[] = [];
  item.targets.forEach((x, i) => {
    const spec = specs[i];
    if (!spec || s.cards[x] === undefined || !isOnField(s, x)) return;
    for (const y of legalTargets(s, item.controller, sourceOf(item), spec))
      if (!item.targets.includes(y)) options.push(`${i}>${y}`);
  });
  if (options.length === 0) return "done";
  const a = ask(ctx, r, you, "choose", options, 1, 1, "new target");
  if (!a) return "wait";
  const [i, y] = a[0]!.split(">");
  item.targets[Number(i)] = y!;
  return "done";
}
