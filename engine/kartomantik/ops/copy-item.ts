// The `copyItem` op: a token copy of your will on the stack goes on the stack under you, each target kept or changed.
import { defOf, isManifestation, type Ctx } from "../core";
import { ask, copyCard } from "../effects";
import { legalTargets, pushItem } from "../triggers";
import type { Resolving } from "../types";
import type { OpOf, Step } from "./op";

export function copyItemOp(ctx: Ctx, r: Resolving, _op: OpOf<"copyItem">): Step {
  const { s } = ctx;
  const you = r.item.controller;
  // r.count: 0 = make the copy; 1 + i = choosing target i of the copy.
  if (r.count === 0) {
    const t = r.item.targets[0];
    const item = s.stack.find((it) => `S${it.id}` === t);
    if (!item || item.kind !== "card" || isManifestation(s, item.card)) return "done";
    const iid = copyCard(s, item.card, you);
    pushItem(ctx, {
      id: ++s.nextId,
      kind: "card",
      card: iid,
      controller: you,
      targets: [...item.targets],
      support: false,
      x: item.x,
    });
    r.count = 1;
  }
  // "You can choose a new target for the copy": each target in turn, among those legal for the copy's controller
  // (§3.2 Bersagli: "Il bersaglio deve essere valido sia quando l'effetto viene messo in Pila, sia quando si risolve"),
  // the current one first when it is still legal, none taken by an earlier target of the copy. The original's target
  // may not be legal for the copier (another player's "target manifestation you control", a "target opponent" that is
  // the copier itself): then the only legal one is taken, or the copier chooses; with none the current one stays (and
  // does nothing on resolution). A target the original left empty (optional targets) stays empty unless there is a
  // choice, as before.
  const copy = s.stack[s.stack.length - 1]!;
  const specs = copy.kind === "card" ? (defOf(s, copy.card).script.targets ?? []) : [];
  while (r.count - 1 < specs.length) {
    const i = r.count - 1;
    const current = copy.targets[i] ?? "";
    const earlier = copy.targets.slice(0, i);
    const legal = legalTargets(s, you, copy.kind === "card" ? copy.card : null, specs[i]!).filter(
      (x) => !earlier.includes(x),
    );
    const options = legal.includes(current) ? [current, ...legal.filter((x) => x !== current)] : legal;
    if (options.length > 1) {
      const a = ask(ctx, r, you, "choose", options, 1, 1, "target of the copy");
      if (!a) return "wait";
      copy.targets[i] = a[0]!;
    } else if (options.length === 1 && current !== "") copy.targets[i] = options[0]!;
    r.count++;
  }
  r.count = 0;
  return "done";
}
