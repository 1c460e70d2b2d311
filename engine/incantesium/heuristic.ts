// The heuristic bot's rules of thumb, scoring one action from what a seat sees: attacks over cures, a cure worth what
// the decks can still give, Pozione when poisoned, Barriera against big attacks, Veleno and Illusione. A search's
// playouts use it too (search/rollout.ts), on a light view built from the state (no copy of the hands).
import { ATTACKS, baseDef, cardDef, follows } from "./cards";
import type { Action, Caste } from "./types";
import type { GameView } from "./view";

/** Ruling K5's bots choose a caste by a plain preference, attacks over cures as in play: Ventaria (an extra attack
 * with each Aria), Voltafiamma (Fuoco attacks 1 stronger), Oscurante and Animaluce (a cure whenever anyone casts Buio
 * or Luce on the flow), Spaccaterra (a cure with its Terra), Liquido (Acqua cures 1 stronger). */
export const CASTE_PREFERENCE: readonly Caste[] = [
  "ventaria",
  "voltafiamma",
  "oscurante",
  "animaluce",
  "spaccaterra",
  "liquido",
];

function casteWorth(card: string): number {
  const def = cardDef(card);
  return def.kind === "caste" ? CASTE_PREFERENCE.length - CASTE_PREFERENCE.indexOf(def.caste) : -1;
}

/** What the score reads of a view. */
export interface ScoreView {
  seats: readonly { handCount: number; out: boolean; poisons: readonly string[] }[];
  sides: GameView["sides"];
  pending: GameView["pending"];
  chain: GameView["chain"];
  /** Null only while the castes are chosen (no card dealt yet). */
  flowTop: string | null;
  manaCount: number;
  flowCount: number;
}

/** Whether the seat has an ally still in the round (2v2). */
function liveAlly(v: ScoreView, seat: number): boolean {
  const side = v.sides.find((x) => x.seats.includes(seat));
  return side !== undefined && side.seats.some((i) => i !== seat && !v.seats[i]!.out);
}

export function score(v: ScoreView, seat: number, a: Action): number {
  const me = v.seats[seat]!;
  const handOf = (i: number | undefined) => (i === undefined ? 0 : v.seats[i]!.handCount);
  switch (a.type) {
    case "pass":
      return 0;
    case "barrier": {
      const t = v.pending!.threat;
      // An ally's spell is the team's choice ("possono ... decidere insieme"): not worth a Barriera.
      if (v.sides.some((side) => side.seats.includes(t.from) && side.seats.includes(seat))) return -1;
      if (t.k === "swap") return handOf(t.from) < handOf(t.target) ? 5 : -1;
      return t.k === "poison" ? 3 : (t.n ?? 0) >= 2 ? (t.n ?? 0) : -1;
    }
    case "magus":
      return 100;
    case "stop":
      return 0.1;
    case "spiritDraw":
      return 0;
    case "spiritCast":
      return 1;
    case "chooseCaste":
      return casteWorth(a.caste);
    case "cast": {
      const def = cardDef(a.card);
      const top = baseDef(v.flowTop!)!;
      if (def.kind === "base") {
        const poisoned = me.poisons.length > 0;
        const followsTop = follows(def.element, top.element);
        if (!v.chain && !followsTop) return -def.power;
        const power = poisoned ? 1 : def.power + (v.chain?.charge ?? 0);
        // A cure draws no more than the mana deck (and the flow deck under its top) can give.
        const gain = ATTACKS[def.element] ? power * 1.2 : Math.min(power, v.manaCount + v.flowCount - 1);
        // Finish off the weakest opponent; prefer chains that can go on.
        const bonus = def.combo ? 0.5 : 0;
        const target = a.attack === undefined ? 0 : 10 - Math.min(10, handOf(a.attack));
        // One's own cure over an ally's. Without a cure named the cure is one's own (ruling T1); the first spell of a
        // turn names none in 2v2 only when it cannot cure (T4), scored as it was with its own cure named before T4.
        const ownCure = a.cure === seat || (a.cure === undefined && !v.chain && liveAlly(v, seat));
        return gain + bonus + target * 0.01 + (ownCure ? 0.01 : 0);
      }
      if (def.kind !== "extra") return -10;
      switch (def.spell) {
        case "pozione":
          return me.poisons.length > 0 && a.target === seat ? 6 : v.seats[a.target!]!.out ? 7 : 2.5;
        case "copia":
          return top.power + 0.2;
        case "veleno":
          return 2 + handOf(a.target) * 0.05;
        case "illusione":
          return (handOf(a.target) - (me.handCount - 1)) * 0.8;
        case "creatura":
          return a.target === seat ? 1.5 : 1.2;
        case "barriera":
          return -3;
      }
    }
  }
}
