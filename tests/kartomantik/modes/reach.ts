// What one seat receives from the server — its view (decisions with their options and sources included) and its share
// of the events — searched for card ids it must not learn: "a card's id … is information too, and a teammate is another
// viewer".
import { eventsFor, viewFor, type GameState } from "@/engine/kartomantik";
import type { Scenario } from "../dsl";

/** The ids among `ids` that reach `viewer` now: in `viewFor` or in `eventsFor` of every event so far. */
export function reaching(s: Scenario, viewer: number | "spectator", ids: readonly string[]): string[] {
  const text = JSON.stringify([viewFor(s.state, viewer), eventsFor(s.events, viewer, s.state.seats)]);
  return ids.filter((id) => text.includes(`"${id}"`));
}

/** The seats of a match other than `but`, spectators too. */
export const viewersBut = (s: GameState, ...but: number[]): (number | "spectator")[] => [
  ...[...s.players.keys()].filter((p) => !but.includes(p)),
  "spectator",
];
