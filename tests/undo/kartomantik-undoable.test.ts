// Taking back a Kartomantik action (a product feature of the phones, not a rule: the rulebook has no
// undo; what it must keep is §1.3, hands and decks hidden, exile face down). Self-play in every mode:
// whenever `undoable` says yes, no viewer (each seat, a spectator) learned a card, a count or a random
// result from the action — what they know after it is what they knew before — so going back to the
// state before it shows nobody anything new. And it says yes often enough to matter, no after a draw.
import { describe, expect, it } from "vitest";
import { createGame, eventsFor, viewFor, type GameMode, type GameState, type Viewer } from "@/engine/kartomantik";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { undoApprovers, undoable } from "@/engine/kartomantik/undo";
import { kartoKnown, missingFrom } from "./known-cards";
import { demoDecks } from "../kartomantik/sets";

/** The counts a viewer sees (hands, decks, exiles) and the state's randomness. */
const counts = (s: GameState, v: Viewer) =>
  viewFor(s, v)
    .players.map((p) => `${p.handCount}/${p.deckCount}/${p.exileCount}`)
    .join() + `|${s.rng.join()}`;

function selfPlay(mode: GameMode, seats: number, seed: number) {
  const decks = demoDecks();
  const config = { seed, decks: Array.from({ length: seats }, (_, i) => decks[(seed + i) % decks.length]!), mode };
  let before: GameState | null = null;
  const viewers: Viewer[] = [...Array(seats).keys(), "spectator"];
  // What each viewer has been shown so far: every view and every event of the game up to now.
  const seen = new Map<Viewer, Set<string>>(viewers.map((v) => [v, new Set<string>()]));
  const tally = { yes: 0, no: 0, drawsYes: 0 };
  playMatch(config, Array(seats).fill(randomBot), {
    pure: true,
    onEvents: (events, after, action) => {
      const yes = !!before && !!action && undoable(before, action, after, events);
      for (const v of viewers) {
        const learned = kartoKnown([viewFor(after, v), eventsFor(events, v, after.seats)]);
        if (yes) {
          expect(missingFrom(learned, seen.get(v)!), `seed ${seed} ${mode} ${action!.type}, viewer ${v}`).toEqual([]);
          expect(counts(after, v), `seed ${seed} ${mode} ${action!.type}: counts for ${v}`).toBe(counts(before!, v));
        }
        for (const k of learned) seen.get(v)!.add(k);
      }
      if (before && action) tally[yes ? "yes" : "no"]++;
      if (yes && events.some((e) => e.type === "drew")) tally.drawsYes++;
      before = after;
    },
  });
  return tally;
}

describe("Kartomantik: undoable", () => {
  it.each([
    ["duel", 2],
    ["ffa", 3],
    ["2v2", 4],
  ] as const)(
    "%s: a yes never lets a viewer learn a card, a count or a random result; some actions say yes",
    (mode, seats) => {
      let yes = 0;
      let no = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const t = selfPlay(mode, seats, seed);
        yes += t.yes;
        no += t.no;
        expect(t.drawsYes).toBe(0);
      }
      expect(yes).toBeGreaterThan(0);
      expect(no).toBeGreaterThan(0);
    },
    120_000,
  );

  it("approvers: the other seat in a duel, the opposing team (one group) in 2v2, each other seat in a Free-for-All", () => {
    const decks = demoDecks();
    const start = (mode: GameMode, n: number) =>
      createGame({ seed: 3, decks: Array.from({ length: n }, (_, i) => decks[i % decks.length]!), mode }).state;
    expect(undoApprovers(start("duel", 2), 0)).toEqual([[1]]);
    expect(undoApprovers(start("2v2", 4), 1)).toEqual([[0, 2]]);
    expect(undoApprovers(start("ffa", 4), 2)).toEqual([[0], [1], [3]]);
  });
});
