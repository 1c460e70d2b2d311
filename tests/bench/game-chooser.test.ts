// bench:game's players (scripts/bench/game-chooser.ts, scripts/bench/ken-driver.ts): every action they
// send is one the engine accepts, drawn from the `legal` of the seats' own messages (the messages the
// app streams: lib/kartomantik/games/views.ts, lib/incantesium/views.ts) — in a duel, a Free-for-All
// of four and a 2v2 of both games; a concession never; and Ken's score changes are never refused.
import { describe, expect, it } from "vitest";
import { apply, createGame, isRuleError, type GameMode, type GameState } from "@/engine/kartomantik";
import * as inc from "@/engine/incantesium";
import { foldScorepad, refuseOp, shownGame, type ScoreEntry } from "@/engine/ken";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { incMessage } from "@/lib/incantesium/views";
import { choosable, chooseMove, NEVER_CHOSEN, type SeatMessage } from "@/scripts/bench/game-chooser";
import { tournamentDecoder } from "@/scripts/bench/game-setup";
import { chooseScoreOp } from "@/scripts/bench/ken-driver";
import { SeededRandom } from "@/scripts/bench/random";
import { demoDecks } from "../kartomantik/sets";

const STEPS = 250;

function kartomantikGame(mode: GameMode, seats: number): GameState {
  const decks = demoDecks().slice(0, seats);
  return createGame({ seed: [1, 2, 3, 4], decks, mode }).state;
}

/** Plays `STEPS` actions (or to the end) of a Kartomantik game with the chooser on every seat's message. */
function playKartomantik(mode: GameMode, seats: number, seed: number): { types: Set<string>; steps: number } {
  let state = kartomantikGame(mode, seats);
  const random = new SeededRandom(seed, 0);
  const types = new Set<string>();
  let steps = 0;
  for (let seq = 1; steps < STEPS && !state.result; seq++) {
    const messages = state.players.map((_, p) => gameMessage("g", seq, "running", state, [], p) as SeatMessage);
    const move = chooseMove(messages, seq, random);
    expect(move, `someone may act at step ${steps}`).not.toBeNull();
    const { seat, action } = move!;
    expect(messages[seat]!.legal).toContainEqual(action);
    expect(NEVER_CHOSEN.has(action.type)).toBe(false);
    // The server sets the seat from the device (lib/kartomantik/games/play.ts rules.action).
    const applied = apply(state, { ...action, player: seat } as Parameters<typeof apply>[1]);
    if (isRuleError(applied)) throw new Error(`refused: ${JSON.stringify(action)} → ${JSON.stringify(applied)}`);
    state = applied.state;
    types.add(action.type);
    steps++;
  }
  return { types, steps };
}

function playIncantesium(mode: inc.Mode, seats: number, seed: number): { steps: number } {
  let state = inc.createGame({ seed: [5, 6, 7, seed], mode, players: seats });
  const random = new SeededRandom(seed, 1);
  let steps = 0;
  for (let seq = 1; steps < STEPS && inc.actor(state) !== null; seq++) {
    const messages = state.seats.map((_, p) => incMessage("g", seq, "running", state, [], p) as SeatMessage);
    const move = chooseMove(messages, seq, random);
    expect(move).not.toBeNull();
    expect(move!.seat).toBe(inc.actor(state));
    const applied = inc.apply(state, { ...move!.action, seat: move!.seat } as inc.Action);
    if (inc.isRuleError(applied)) throw new Error(`refused: ${JSON.stringify(move)} → ${JSON.stringify(applied)}`);
    state = applied.state;
    steps++;
  }
  return { steps };
}

describe("bench:game chooser", () => {
  it.each([
    ["duel", 2],
    ["ffa", 4],
    ["2v2", 4],
  ] as const)("Kartomantik %s: every chosen action is legal for its seat and the engine accepts it", (mode, seats) => {
    const { types, steps } = playKartomantik(mode, seats, 7);
    expect(steps).toBeGreaterThan(20);
    expect(types.size).toBeGreaterThan(1);
  });

  it.each([
    ["duel", 2],
    ["ffa", 4],
    ["2v2", 4],
  ] as const)("Incantesium %s: the acting seat's legal actions only, and the engine accepts each", (mode, seats) => {
    expect(playIncantesium(mode, seats, 11).steps).toBeGreaterThan(20);
  });

  it("asks no seat whose message is of an older seq, of a game over, or that offers only a concession", () => {
    const legal = [{ type: "pass" }];
    expect(choosable({ seq: 4, status: "running", legal }, 5)).toEqual([]);
    expect(choosable({ seq: 5, status: "finished", legal }, 5)).toEqual([]);
    expect(choosable({ seq: 5, status: "running", legal: [{ type: "concede" }] }, 5)).toEqual([]);
    const random = new SeededRandom(1);
    const messages = [
      { seq: 5, status: "running", legal: [{ type: "concede" }] },
      null,
      { seq: 5, status: "running", legal },
    ];
    for (let i = 0; i < 20; i++) expect(chooseMove(messages, 5, random)).toEqual({ seat: 2, action: { type: "pass" } });
    expect(chooseMove([{ seq: 4, status: "running", legal }], 5, random)).toBeNull();
  });

  it("the same seed draws the same moves", () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed, 3);
      const messages = [0, 1, 2, 3].map((p) => ({
        seq: 1,
        status: "running",
        legal: [{ type: `a${p}` }, { type: `b${p}` }],
      }));
      return Array.from({ length: 30 }, () => chooseMove(messages, 1, random));
    };
    expect(draw(9)).toEqual(draw(9));
    expect(draw(9)).not.toEqual(draw(10));
  });
});

describe("bench:game --game ken", () => {
  it("its score changes are never refused on a running scorepad played to a declared end", () => {
    const end = { kind: "declared" } as const;
    const random = new SeededRandom(34, 0);
    const entries: ScoreEntry[] = [];
    const at = "2026-12-05T21:00:00.000Z";
    for (let n = 1; n <= 500; n++) {
      const state = foldScorepad(entries, end, 1);
      const op = chooseScoreOp(random, shownGame(state).phase);
      const actor = `seat:${random.int(2)}`;
      expect(refuseOp(state, end, op, actor, new Date(at))).toBeNull();
      entries.push({ n, actor, at, op });
    }
    expect(new Set(entries.map((e) => e.op.op))).toEqual(new Set(["points", "advance"]));
  });

  it("a tournament message delivers every seq up to its version once; a version seen again is a duplicate", () => {
    const decode = tournamentDecoder();
    expect(decode({ version: 7 }).entries).toEqual([]);
    expect(decode({ version: 8 }).entries).toEqual([{ seq: 8 }]);
    expect(decode({ version: 11 }).entries).toEqual([{ seq: 9 }, { seq: 10 }, { seq: 11 }]);
    expect(decode({ version: 11 })).toEqual({ entries: [{ seq: 11 }], view: { seq: 11 } });
  });
});
