import { gameSlots } from "@/components/game-registry/slots";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";
import { isOpenMatch, nameOf, type T } from "../names";
import { seenBy } from "./seenBy";

/** What every part of a player's match page reads: the match seen from their seat, names as they
 * read them ("Tu" for themselves), the game's slots, and whether the match still takes answers. */
export function matchPage(eventId: string, view: TournamentView, match: MatchView, me: string, t: T) {
  const name = (seatId: string) => (seatId === me ? t("you") : nameOf(view, seatId));
  return {
    eventId,
    view,
    match,
    me,
    seen: seenBy(match, me),
    name,
    /** A side's players: "Tu", "Carla & Dario". */
    sideName: (seats: readonly string[]) => seats.map(name).join(" & "),
    slots: gameSlots(view.game),
    open: isOpenMatch(match),
  };
}

export type MatchPage = ReturnType<typeof matchPage>;
