// The op registry: one handler per op of the vocabulary (cards/schema.ts), each in its own module. The table's type
// names every op, so an op without a handler (or a handler for the wrong op) fails to compile.
import { powerOp } from "./power";
import { setPowerOp } from "./set-power";
import { swapPowerOp } from "./swap-power";
import { drawOp } from "./draw";
import { discardOp } from "./discard";
import { pointsOp } from "./points";
import { destroyOp } from "./destroy";
import { moveOp } from "./move";
import { countersOp } from "./counters";
import { keywordOp } from "./keyword";
import { loseEffectsOp } from "./lose-effects";
import { temperamentOp } from "./temperament";
import { chainOp } from "./chain";
import { neutralizeOp } from "./neutralize";
import { lookOp } from "./look";
import { revealHandOp } from "./reveal-hand";
import { essenceOp } from "./essence";
import { chooseOp } from "./choose";
import { mayOp } from "./may";
import { ifOp } from "./if";
import { memoryOp } from "./memory";
import { flagOp } from "./flag";
import { tokenOp } from "./token";
import { showOp } from "./show";
import { discardChosenOp } from "./discard-chosen";
import { shuffleDeckOp } from "./shuffle-deck";
import { exhaustOp } from "./exhaust";
import { supportOp } from "./support";
import { lookHandOp } from "./look-hand";
import { rollOp } from "./roll";
import { tokenCopyOp } from "./token-copy";
import { giveControlOp } from "./give-control";
import { markOp } from "./mark";
import { copyItemOp } from "./copy-item";
import { playFromLimboOp } from "./play-from-limbo";
import { retargetOp } from "./retarget";
import { linkOp } from "./link";
import { swapControlOp } from "./swap-control";
import { unlessPaysOp } from "./unless-pays";
import { distributeOp } from "./distribute";
import { modeOp } from "./mode";
import { customOp } from "./custom";
import type { Op } from "../cards/schema";
import type { Ctx } from "../core";
import type { Resolving } from "../types";
import type { OpHandler, Step } from "./op";

const OPS: { [K in Op["op"]]: OpHandler<Extract<Op, { op: K }>> } = {
  power: powerOp,
  setPower: setPowerOp,
  basePower: setPowerOp,
  swapPower: swapPowerOp,
  draw: drawOp,
  discard: discardOp,
  points: pointsOp,
  destroy: destroyOp,
  move: moveOp,
  counters: countersOp,
  keyword: keywordOp,
  loseEffects: loseEffectsOp,
  temperament: temperamentOp,
  chain: chainOp,
  neutralize: neutralizeOp,
  look: lookOp,
  revealHand: revealHandOp,
  essence: essenceOp,
  choose: chooseOp,
  may: mayOp,
  if: ifOp,
  memory: memoryOp,
  flag: flagOp,
  token: tokenOp,
  show: showOp,
  discardChosen: discardChosenOp,
  shuffleDeck: shuffleDeckOp,
  exhaust: exhaustOp,
  support: supportOp,
  lookHand: lookHandOp,
  roll: rollOp,
  tokenCopy: tokenCopyOp,
  giveControl: giveControlOp,
  mark: markOp,
  copyItem: copyItemOp,
  playFromLimbo: playFromLimboOp,
  retarget: retargetOp,
  link: linkOp,
  swapControl: swapControlOp,
  unlessPays: unlessPaysOp,
  distribute: distributeOp,
  mode: modeOp,

  custom: customOp,
};

/** The ops the registry runs (for tests: the same names as the schema's). */
export const OP_NAMES = Object.keys(OPS);

export function runOp(ctx: Ctx, r: Resolving, op: Op): Step {
  const run = OPS[op.op] as OpHandler<Op> | undefined;
  // Loaded scripts are validated (cards/schema.ts); an op that is none of the vocabulary's is a bug, not a no-op.
  if (!run) throw new Error(`engine: unknown op ${JSON.stringify(op.op)}`);
  return run(ctx, r, op);
}

/** Runs the resolving item until it finishes or waits on a decision. */
export function continueResolving(ctx: Ctx): "done" | "wait" {
  const r = ctx.s.resolving;
  if (!r) return "done";
  for (;;) {
    const frame = r.frames[r.frames.length - 1];
    if (!frame) return "done";
    if (frame.pc >= frame.ops.length) {
      r.frames.pop();
      continue;
    }
    const op = frame.ops[frame.pc] as Op;
    const depth = r.frames.length;
    const step = runOp(ctx, r, op);
    if (step === "wait") return "wait";
    // An op that pushed a nested frame ("then") has already moved on; advance the caller's pc.
    const caller = r.frames[depth - 1];
    if (caller) caller.pc++;
  }
}
