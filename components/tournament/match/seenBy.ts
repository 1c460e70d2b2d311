import { sideIndexOf, sidesOfMatch, type MatchView } from "@/lib/tournament/shape";

/** A match as one of its players sees it: the sides (sidesOfMatch order), theirs first in `order`,
 * and who the result still waits for. A report counts once every other side has answered it
 * (event-rules §7: the opponent confirms; at a table each other side, a 2v2 team by either player). */
export function seenBy(match: Pick<MatchView, "seats" | "status" | "reportedBy" | "report" | "live">, me: string) {
  const sides = sidesOfMatch(match);
  const mine = sideIndexOf(match, me);
  const others = sides.map((_, i) => i).filter((i) => i !== mine);
  const order = mine < 0 ? others : [mine, ...others];
  const reporter = match.reportedBy ? sideIndexOf(match, match.reportedBy) : -1;
  const confirmedBy = match.report?.confirmedBy ?? [];
  const answered = (side: number) => side === reporter || confirmedBy.some((id) => sideIndexOf(match, id) === side);
  const reported = match.status === "reported";
  const open = reported || match.status === "scheduled" || match.status === "disputed";
  // One source per game: while a game runs on the app, the app records it (no paper form).
  const live = open ? match.live : null;
  const playable = live === null && (match.status === "scheduled" || match.status === "disputed");
  return {
    sides,
    /** Side indexes, mine first, then the others in table order. */
    order,
    /** Values per side (sidesOfMatch order) read from my side: mine first. */
    fromMine: <V>(perSide: readonly V[]): V[] => order.map((i) => perSide[i]!),
    /** Two sides (a duel, a 2v2): a score reads mine – theirs. A pod's 3–5 have no opponent side. */
    versus: sides.length === 2,
    /** Each place's points tell more than the sides' totals: a 2v2 team's two players ("2vs2 Calcolo dei
     * Punti": the team sums both), or a pod's 3–5 players, who read a score only with their names. */
    byPlace: match.seats.length > sides.length || sides.length > 2,
    /** The report waits for my side's answer. */
    awaitingMe: reported && mine >= 0 && !answered(mine),
    /** The sides a report still waits for, mine first. */
    waitingFor: reported ? order.filter((i) => !answered(i)).map((i) => sides[i]!) : [],
    /** How many sides must confirm a report: every side but the reporter's. */
    needed: sides.length - 1,
    confirmedBy,
    /** The game being played on the app now, while the match is open. */
    live,
    /** The next game may start on the app. */
    playable,
    /** I may send a result on paper: the match waits for one, or for answers to mine (a new report
     * replaces it). Never once it counts. */
    mayReport: playable || (live === null && reported && match.reportedBy === me),
  };
}

export type MatchSeen = ReturnType<typeof seenBy>;
