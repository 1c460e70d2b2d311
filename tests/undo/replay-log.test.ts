// The log of an engine game with actions taken back (a product feature, not a rule; lib/engine-games/
// undo-log.ts, state.ts replayLog): for random legal play in which some actions that revealed nothing
// are asked back, accepted and undone, replaying the whole log (requests, answers, undos and all) gives
// exactly the state that replaying only the actions never taken back gives; after each undo the state
// is exactly the state before the action, so every viewer's view is what it was before it; and the
// tail the phones are shown says what may be asked at every step.
import { describe, expect, it } from "vitest";
import { apply, createGame, isRuleError, viewFor } from "@/engine/kartomantik";
import type { GameAction, GameEvent, GameState } from "@/engine/kartomantik";
import { actor, randomBot } from "@/engine/kartomantik/bots";
import { actionSeat, undoApprovers, undoable } from "@/engine/kartomantik/undo";
import { seedRng } from "@/engine/shared/rng";
import type { GameKind } from "@/lib/engine-games/kind";
import { replayLog, type ReadEntry, type Replayer } from "@/lib/engine-games/state";
import { NO_UNDO, undoView } from "@/lib/engine-games/undo-log";
import { demoDecks } from "../kartomantik/sets";

const rules: Replayer<GameState, GameAction, GameEvent> = {
  kind: { label: "test" } as GameKind,
  apply: (s, a) => {
    const r = apply(s, a);
    return isRuleError(r) ? { code: r.error } : r;
  },
  undo: { undoable, seatOf: actionSeat, approvers: undoApprovers },
};

function play(seed: number) {
  const decks = demoDecks();
  const start = createGame({ seed, decks: [decks[seed % decks.length]!, decks[(seed + 1) % decks.length]!] }).state;
  let state = start;
  const log: ReadEntry[] = [{ seq: 1, actor: "system", action: { type: "start" }, events: [] }];
  const kept: GameAction[] = [];
  let rng = seedRng(seed * 7 + 1);
  let undos = 0;
  // The replay so far (its state is `state`): each step replays only the entries after it.
  let cur = { seq: 1, state: start, tail: NO_UNDO };
  for (let i = 0; i < 300 && !state.result; i++) {
    const p = actor(state);
    if (p === null) break;
    const [action, next] = randomBot(state, p, rng);
    rng = next;
    const r = apply(state, action);
    if (isRuleError(r)) throw new Error("bot action refused");
    const seq = log.length + 1;
    log.push({ seq, actor: `seat:s${p}`, action, events: r.events });
    // The tail after this action, as the phones are shown it.
    const { tail } = replayLog(rules, "g", cur, log.slice(-1));
    const yes = undoable(state, action, r.state, r.events);
    expect(undoView(tail, p, ["", ""], true, 0).offer).toBe(yes);
    expect(undoView(tail, 1 - p, ["", ""], true, 0).offer).toBe(false);
    if (yes && (seq + seed) % 3 === 0) {
      const groups = undoApprovers(r.state, p);
      log.push(
        {
          seq: seq + 1,
          actor: `seat:s${p}`,
          action: { type: "undoAsk", of: seq, seat: p, groups, expires: 1 },
          events: [],
        },
        {
          seq: seq + 2,
          actor: "seat:x",
          action: { type: "undoAnswer", ask: seq + 1, seat: groups[0]![0], accept: true },
          events: [],
        },
        { seq: seq + 3, actor: "seat:x", action: { type: "undo", of: seq, by: "approval" }, events: [] },
      );
      const back = replayLog(rules, "g", cur, log.slice(-4));
      expect(back.state).toEqual(state);
      for (const v of [0, 1, "spectator"] as const) expect(viewFor(back.state, v)).toEqual(viewFor(state, v));
      expect(back.tail.undone).toEqual({ of: seq, by: "approval" });
      expect(undoView(back.tail, p, ["", ""], true, 0).offer).toBe(false);
      undos++;
      cur = { seq: seq + 3, state, tail: back.tail };
      continue;
    }
    kept.push(action);
    state = r.state;
    cur = { seq, state, tail };
  }
  return { start, log, kept, state, undos };
}

describe("a log with actions taken back", () => {
  it("replays to the state of the actions never taken back; each undo is the state before its action", () => {
    let undos = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { start, log, kept, state, undos: n } = play(seed);
      let plain = start;
      for (const a of kept) {
        const r = apply(plain, a);
        if (isRuleError(r)) throw new Error("kept action refused");
        plain = r.state;
      }
      expect(plain).toEqual(state);
      expect(replayLog(rules, "g", { seq: 1, state: start, tail: NO_UNDO }, log).state).toEqual(state);
      undos += n;
    }
    expect(undos).toBeGreaterThan(3);
  }, 120_000);
});
