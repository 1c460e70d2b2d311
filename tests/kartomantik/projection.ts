// The observable outcome of a match, independent of how the state lays its zones out: every
// card's zone and characteristics, each player's zones in order, scores and the result. Golden
// replays compare it so that a change of state layout (which changes the state's hash) can be
// shown not to change anything a player could observe.
import type { GameState } from "@/engine/kartomantik";

type Lists = Record<string, unknown>;
/** Zones that may live on a player or on the player's side, depending on the layout. */
const SIDE_ZONES = ["confrontation", "interzone", "field"] as const;

function sideZones(s: GameState, p: number): Lists {
  const layout = s as unknown as { sides?: Lists[]; seats?: { side: number[] } };
  if (layout.sides && layout.seats) {
    const side = layout.sides[layout.seats.side[p]!]!;
    const out: Lists = {};
    for (const z of SIDE_ZONES) out[z] = side[z];
    return out;
  }
  const pl = s.players[p] as unknown as Lists;
  return Object.fromEntries(SIDE_ZONES.map((z) => [z, pl[z]]));
}

export function projection(s: GameState): unknown {
  return {
    turn: s.turn,
    phase: s.phase,
    result: s.result,
    stalemate: s.stalemate,
    cards: Object.fromEntries(
      Object.entries(s.cards).map(([id, c]) => [
        id,
        [c.def, c.owner, c.controller, c.zone, c.exhausted, c.counters, c.mods, c.enteredAs, c.memory],
      ]),
    ),
    players: s.players.map((pl, p) => ({
      hand: pl.hand,
      deck: pl.deck,
      limbo: pl.limbo,
      vessel: pl.vessel,
      exile: pl.exile,
      effectPoints: pl.effectPoints,
      essence: pl.essence,
      ...sideZones(s, p),
    })),
  };
}
