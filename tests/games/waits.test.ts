// Who the game waits for (lib/kartomantik/games/views.ts `waits`): the game page's banner, the seats' marks and the
// phone's buzz read it or the legal actions (issue 33 §2: "said once and right"), so the two must name the same seats
// in every state of a game — a duel, a Free-for-All pod of five, a 2v2 table (rulebook §4.2 decisions;
// kartomantik-modalita-aggiuntive "Modalità 2vs2", "La Priorità": either teammate may use the team's priority
// outside the stack), including simultaneous decisions (every seat's mulligan, each team's First Manifestation).
import { describe, expect, it } from "vitest";
import { legalActions, type GameMode } from "@/engine/kartomantik";
import { randomBot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { waitsNow } from "@/lib/kartomantik/games/views";
import { demoDecks } from "../kartomantik/sets";

const TABLES: [GameMode, number][] = [
  ["duel", 2],
  ["ffa", 5],
  ["2v2", 4],
];

describe.each(TABLES)("%s, %i seats", (mode, n) => {
  it("in every state the seats the game waits for are exactly those with legal actions", () => {
    const decks = demoDecks();
    let states = 0;
    let several = 0;
    let teamPriority = 0;
    for (const seed of [1, 2, 3]) {
      const seats = Array.from({ length: n }, (_, i) => decks[(seed + i) % decks.length]!);
      playMatch(
        { seed, decks: mode === "2v2" ? seats.map((d) => d.slice(0, 21)) : seats, mode },
        seats.map(() => randomBot),
        {
          onEvents: (_, s) => {
            const waits = waitsNow(s);
            const waited = waits.flatMap((w) => w.seats).sort();
            const legal = s.players.flatMap((_, p) => (legalActions(s, p).length > 0 ? [p] : []));
            expect(waited, `seed ${seed}, ${s.phase}`).toEqual(legal);
            // No seat is asked twice at once.
            expect(new Set(waited).size).toBe(waited.length);
            states++;
            if (waits.length > 1) several++;
            if (waits.some((w) => w.decision === null && w.team)) {
              teamPriority++;
              const w = waits[0]!;
              expect(w.seats).toHaveLength(2);
              expect(s.seats.side[w.seats[0]!]).toBe(s.seats.side[w.seats[1]!]);
            }
          },
        },
      );
    }
    expect(states).toBeGreaterThan(50);
    // Not vacuous: the simultaneous decisions and (2v2) the team's priority came up.
    expect(several).toBeGreaterThan(0);
    if (mode === "2v2") expect(teamPriority).toBeGreaterThan(0);
    else expect(teamPriority).toBe(0);
  });
});
