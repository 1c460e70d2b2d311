// The ranking of an Incantesium team (2v2) or pod ("Tutti contro tutti") event, README ruling G5: as a
// 1v1 Incantesium event, matches won first, then the gems won (the score); as Kartomantik's team and pod
// events (engine/tournament rankByPoints), no tiebreak matches, fewer matches lost next, and entrants
// still level share the rank. A match is one challenge, so its one game won (the most gems alone, the
// side that reached the rulebook's target) is the match won.
import {
  rankByPoints,
  type MatchRecord,
  type PlayerRecord,
  type StandingRow,
  type TiebreakPlan,
} from "@/engine/tournament";

const key = (r: StandingRow) => [r.gamesWon, r.score, -r.gamesLost];

function compare(x: StandingRow, y: StandingRow): number {
  const [kx, ky] = [key(x), key(y)];
  for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return ky[i]! - kx[i]!;
  return 0;
}

export function rankIncantesiumTables(players: readonly PlayerRecord[], matches: readonly MatchRecord[]): TiebreakPlan {
  const plan = rankByPoints(players, matches);
  const rows = plan.rows
    .slice()
    .sort((x, y) => compare(x, y) || x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
  rows.forEach((r, i) => (r.rank = i > 0 && compare(rows[i - 1]!, r) === 0 ? rows[i - 1]!.rank : i + 1));
  return { ...plan, rows };
}
