// The `custom` escape hatch: a named handler for card text no op expresses, written next to its
// card's script (beta.ts, demo.ts: the third argument of `named`). A handler gets the interpreter's
// helpers as `kit` (effects.ts passes them), so the card modules need not import the interpreter.
import type { Ctx } from "../core";
import type { Cost } from "../tribute";
import type { Decision, Modifier, Resolving, StackItem } from "../types";
import type { Ref } from "./schema";

export type CustomStep = "done" | "wait";
type ModInput = Modifier extends infer M ? (M extends Modifier ? Omit<M, "ts"> : never) : never;

/** The interpreter's helpers a handler may use (engine/kartomantik/effects.ts). */
export interface CustomKit {
  cardRefs(ctx: Ctx, r: Resolving, ref: Ref): string[];
  drawCards(ctx: Ctx, p: number, n: number): number;
  destroyCard(ctx: Ctx, id: string): void;
  discardCards(ctx: Ctx, p: number, ids: string[]): void;
  emitDiscard(ctx: Ctx, p: number, n: number): void;
  addPoints(ctx: Ctx, p: number, delta: number): void;
  addMod(ctx: Ctx, id: string, mod: ModInput): void;
  /** `control`: "under the control of that player" (otherwise its owner's, §3.2 "Zone di Gioco"). */
  enterSupport(ctx: Ctx, id: string, player: number, played: boolean, byPlay?: boolean, control?: number): void;
  noSupport(s: Ctx["s"], p: number): boolean;
  noPlayedSupport(s: Ctx["s"], p: number): boolean;
  doTribute(ctx: Ctx, p: number, cost: Cost, cards: string[]): void;
  paymentOptions(s: Ctx["s"], p: number, cost: Cost): string[];
  ask(
    ctx: Ctx,
    r: Resolving,
    player: number,
    kind: Decision["kind"],
    options: string[],
    min: number,
    max: number,
    prompt: string,
  ): string[] | null;
  pickFirst(ctx: Ctx, r: Resolving, player: number, pool: string[], prompt: string): CustomStep | { picked: string };
  willTargets(ctx: Ctx, r: Resolving, card: string, offset: number): CustomStep | "ready";
  tokenCopyOf(ctx: Ctx, r: Resolving, ref: Ref): "done";
  sourceOf(item: StackItem): string;
}

export type CustomHandler = (ctx: Ctx, r: Resolving, kit: CustomKit) => CustomStep;
export type CustomHandlers = Readonly<Record<string, CustomHandler>>;

/** The names of the `custom` ops a script uses, wherever they are nested. */
export function customNames(script: unknown): string[] {
  const names: string[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === "object") {
      const o = x as Record<string, unknown>;
      if (o.op === "custom" && typeof o.name === "string") names.push(o.name);
      Object.values(o).forEach(walk);
    }
  };
  walk(script);
  return names;
}
