import type { GameScore } from "@/engine/tournament";
import {
  isMultiSeat,
  sideTotals,
  sidesOfMatch,
  type MatchView,
  type RoundRef,
  type TournamentView,
} from "@/lib/tournament/shape";

export const nameOf = (view: Pick<TournamentView, "players">, seatId: string | null) =>
  seatId === null ? "" : (view.players.find((p) => p.seatId === seatId)?.name ?? "?");

/** A signed number with a real minus sign (−10). */
export const pts = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

/** Per-game scores, "100:40 · 80:90 · 55:−10". */
export const gamesText = (games: GameScore[]) => games.map((g) => `${pts(g.a)}:${pts(g.b)}`).join(" · ");

export const totals = (games: GameScore[]) => games.reduce((s, g) => ({ a: s.a + g.a, b: s.b + g.b }), { a: 0, b: 0 });

type T = (key: string, values?: Record<string, string | number>) => string;

/** "Turno 2" or "Spareggio 1 · turno 1". */
export function roundLabel(t: T, ref: RoundRef) {
  return ref.kind === "tiebreak"
    ? t("tiebreakRound", { stage: ref.stage, round: ref.round })
    : t("round", { round: ref.round });
}

export const isOpenMatch = (m: MatchView) =>
  m.status === "scheduled" || m.status === "reported" || m.status === "disputed";

/** Who plays: "Anna – Bruno" (a duel), "Anna & Bruno – Carla & Dario" (a 2v2), "Anna · Bruno · Carla"
 * (a Free-for-All pod, in table order). */
export function playersText(view: Pick<TournamentView, "players">, m: MatchView) {
  if (!isMultiSeat(m)) return `${nameOf(view, m.a)} – ${nameOf(view, m.b)}`;
  const sides = sidesOfMatch(m).map((seats) => seats.map((id) => nameOf(view, id)).join(" & "));
  return sides.join(sides.length > 2 ? " · " : " – ");
}

/** A pod's points so far per player, in table order ("120 · 80 · 55"); null for two sides. */
export const podPoints = (m: MatchView): string | null =>
  sidesOfMatch(m).length > 2 ? sideTotals(m).map(pts).join(" · ") : null;

/** Who has the bye: a player, or a 2v2 team alone ("Anna & Bruno"). */
export const byeName = (view: Pick<TournamentView, "players">, m: MatchView) =>
  m.seats.length ? m.seats.map((s) => nameOf(view, s.seatId)).join(" & ") : nameOf(view, m.a);
