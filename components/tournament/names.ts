import { isOpen } from "@/engine/tournament";
import {
  confirmedGames,
  isBye,
  progressOf,
  sidePoints,
  sideTotals,
  sideIndexOf,
  sidesOfMatch,
  type MatchView,
  type RoundRef,
  type TournamentView,
} from "@/lib/tournament/shape";

export const nameOf = (view: Pick<TournamentView, "players">, seatId: string | null) =>
  seatId === null ? "" : (view.players.find((p) => p.seatId === seatId)?.name ?? "?");

/** A signed number with a real minus sign (−10). */
export const pts = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

/** Per-game scores, one number per place or side: "100:40 · 80:90 · 55:−10". */
export const gamesText = (games: readonly (readonly number[])[]) => games.map((g) => g.map(pts).join(":")).join(" · ");

/** The confirmed games' points per side ("100:40" for a duel), game by game. */
export const confirmedText = (m: MatchView) => gamesText(confirmedGames(m).map((g) => sidePoints(m, g.points)));

/** Each side's confirmed points in all. */
export const confirmedTotals = (m: MatchView): number[] =>
  confirmedGames(m).reduce(
    (sum, g) => sidePoints(m, g.points).map((p, i) => p + (sum[i] ?? 0)),
    sidesOfMatch(m).map(() => 0),
  );

export type T = (key: string, values?: Record<string, string | number>) => string;

/** Values per side as a score, in the order given: "2–1", "120–80"; `sep` " – " for a result line. */
export const sideScore = (values: readonly number[], sep = "–") => values.map(pts).join(sep);

/** Points per side: "100 – 40" for two sides, "120 · 80 · 55" for a pod. */
export const scoreText = (points: readonly number[]) => sideScore(points, points.length === 2 ? " – " : " · ");

/** Games won per side: "2–1" for two sides, "1 · 0 · 1" for a pod (each place). */
export const winsScore = (wins: readonly number[]) => (wins.length === 2 ? sideScore(wins) : wins.join(" · "));

/** Games won per side: "Partite 2–1" for two sides, "1 · 0 · 1" for a pod. */
export const winsText = (t: T, wins: readonly number[]) =>
  wins.length === 2 ? t("gamesWon", { score: sideScore(wins) }) : wins.join(" · ");

/** A match's state in words (`t`: the "tournament" messages): a Bo3 with games recorded and more to play is
 * "in corso, 1–0" (the games won so far per side), not "da giocare". On a player's phone (`mySide`), their side's
 * wins come first, as their results do. */
export function matchStatusText(
  t: T,
  m: Pick<MatchView, "status" | "seats" | "played"> & { live?: number | null },
  mySide?: number,
): string {
  const { games, wins } = progressOf(m);
  const ordered = mySide === undefined ? wins : [wins[mySide] ?? 0, ...wins.filter((_, i) => i !== mySide)];
  if (m.status === "scheduled" && games > 0) return t("status.inProgress", { score: winsScore(ordered) });
  // Its first game being played on the app: under way, not "to play" beside "game 1 on the app".
  if (m.status === "scheduled" && m.live != null) return t("status.playing");
  return t(`status.${m.status}`);
}

/** "Turno 2" or "Spareggio 1 · turno 1". */
export function roundLabel(t: T, ref: RoundRef) {
  return ref.kind === "tiebreak"
    ? t("tiebreakRound", { stage: ref.stage, round: ref.round })
    : t("round", { round: ref.round });
}

/** The rounds being played as one heading: "Turno 2"; with several tied groups playing off at once
 * (playingRounds), "Spareggi 1, 2" — each group's round is on its tables. */
export function roundsLabel(t: T, refs: readonly RoundRef[]) {
  if (refs.length < 2) return refs[0] ? roundLabel(t, refs[0]) : "";
  return t("tiebreakStages", { stages: refs.map((r) => r.stage).join(", ") });
}

/** Still waiting for a result: the engine's one rule of what is open (as playingRounds and the standings read it). */
export const isOpenMatch = (m: Pick<MatchView, "status">) => isOpen(m);

/** Whom `me` plays at a table, as their phone lists it: a duel's opponent, a 2v2's other team ("Carla & Dario": the
 * teammate is named apart), a pod's everyone else; null for a bye (a seat resting, or a 2v2 team alone: never a
 * match against the teammate). */
export function opponentsText(view: Pick<TournamentView, "players">, m: MatchView, me: string): string | null {
  if (isBye(m)) return null;
  const sides = sidesOfMatch(m);
  const mySide = sideIndexOf(m, me);
  const others = sides.length === 2 ? sides[1 - mySide]! : sides.flat().filter((id) => id !== me);
  return others.map((id) => nameOf(view, id)).join(sides.length === 2 ? " & " : " · ");
}

/** Who plays: "Anna – Bruno" (a duel), "Anna & Bruno – Carla & Dario" (a 2v2), "Anna · Bruno · Carla"
 * (a Free-for-All pod, in table order). */
export function playersText(view: Pick<TournamentView, "players">, m: MatchView) {
  return playersParts(view, m)
    .map((part, i) => (i > 0 ? part.sep : "") + part.name)
    .join("");
}

/** playersText in its parts: each player's name and the separator before it (" & " within a team, " – " between a
 * duel's two sides, " · " in a pod), so that a line may break between names and never inside one. */
export function playersParts(view: Pick<TournamentView, "players">, m: MatchView): { name: string; sep: string }[] {
  const sides = sidesOfMatch(m);
  const between = sides.length > 2 ? " · " : " – ";
  return sides.flatMap((seats, s) =>
    seats.map((id, i) => ({ name: nameOf(view, id), sep: i > 0 ? " & " : s > 0 ? between : "" })),
  );
}

/** A pod's points so far per player, in table order ("120 · 80 · 55"); null for two sides. */
export const podPoints = (m: MatchView): string | null =>
  sidesOfMatch(m).length > 2 ? sideTotals(m).map(pts).join(" · ") : null;

/** Who has the bye: a player, or a 2v2 team alone ("Anna & Bruno"). */
export const byeName = (view: Pick<TournamentView, "players">, m: MatchView) =>
  m.seats.map((s) => nameOf(view, s.seatId)).join(" & ");
