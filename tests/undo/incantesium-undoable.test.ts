// Taking back an Incantesium action (a product feature of the phones, not a rule: the rulebook has no
// undo; what it must keep is "Preparazione": hands hidden from the other mages, the mana deck from all).
// Self-play in every mode: whenever `undoable` says yes, no viewer (each seat, a spectator) was shown a
// card, a count or a random result by the action; it says no after every draw; and the approvers are
// the other sides.
import { describe, expect, it } from "vitest";
import { apply, CASTE_CARDS, createGame, DECK, isRuleError, playChallenge, viewFor } from "@/engine/incantesium";
import type { GameState, Mode, Viewer } from "@/engine/incantesium";
import { undoApprovers, undoable } from "@/engine/incantesium/undo";
import { incKnown, missingFrom } from "./known-cards";

const ids = new Set([...DECK, ...CASTE_CARDS].map((c) => c.id));
const isCard = (s: string) => ids.has(s);
const counts = (s: GameState, v: Viewer) => {
  const view = viewFor(s, v);
  return `${view.seats.map((x) => x.handCount).join()}|${view.manaCount}|${view.flowCount}|${s.rng.join()}`;
};

function selfPlay(mode: Mode, players: number, seed: number) {
  const viewers: Viewer[] = [...Array(players).keys(), "spectator"];
  const seen = new Map<Viewer, Set<string>>(viewers.map((v) => [v, new Set<string>()]));
  for (const v of viewers) incKnown(viewFor(createGame({ seed, mode, players }), v), isCard, seen.get(v)!);
  const tally = { yes: 0, no: 0, drawsYes: 0 };
  playChallenge({
    seed,
    mode,
    players,
    bots: ["random", "heuristic"],
    maxActions: 400,
    onStep: (before, action, after) => {
      const applied = apply(before, action);
      if (isRuleError(applied)) throw new Error("replayed action refused");
      const yes = undoable(before, action, after, applied.events);
      for (const v of viewers) {
        const learned = incKnown([viewFor(after, v), applied.events], isCard);
        if (yes) {
          expect(missingFrom(learned, seen.get(v)!), `seed ${seed} ${mode} ${action.type}, viewer ${v}`).toEqual([]);
          expect(counts(after, v), `seed ${seed} ${mode} ${action.type}: counts for ${v}`).toBe(counts(before, v));
        }
        for (const k of learned) seen.get(v)!.add(k);
      }
      tally[yes ? "yes" : "no"]++;
      if (yes && applied.events.some((e) => e.type === "drew")) tally.drawsYes++;
    },
  });
  return tally;
}

describe("Incantesium: undoable", () => {
  it.each([
    ["duel", 2],
    ["ffa", 4],
    ["2v2", 4],
  ] as const)(
    "%s: a yes never shows a viewer a card, a count or a random result; draws say no",
    (mode, players) => {
      let yes = 0;
      let no = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const t = selfPlay(mode, players, seed);
        yes += t.yes;
        no += t.no;
        expect(t.drawsYes).toBe(0);
      }
      expect(yes).toBeGreaterThan(0);
      expect(no).toBeGreaterThan(0);
    },
    120_000,
  );

  it("approvers: the other mage in a duel, the pair in 2v2, each other mage in a Free-for-All", () => {
    expect(undoApprovers(createGame({ seed: 1, mode: "duel", players: 2 }), 0)).toEqual([[1]]);
    const team = createGame({ seed: 1, mode: "2v2", players: 4 });
    const mine = team.sides.find((s) => s.seats.includes(0))!.seats;
    expect(undoApprovers(team, 0)).toEqual([[0, 1, 2, 3].filter((p) => !mine.includes(p))]);
    expect(undoApprovers(createGame({ seed: 1, mode: "ffa", players: 3 }), 1)).toEqual([[0], [2]]);
  });
});
