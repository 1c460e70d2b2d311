// Standings and tiebreaks (event-rules §6): a player's match points are their game points summed
// over the regular matches; score = match points − debt; ranked by score. Wins, losses and draws
// per game are information only. A tie for first place is settled by tiebreak matches among the
// tied players (3 or more: a round robin among them, repeated among those still tied); tiebreak
// results order only the tied players and are never added to the score.
//
// Points this module fixes where the rules are silent (event-rules asks us to say so):
// - A tiebreak round robin ranks the tied players by tiebreak matches won (a drawn match is half
//   a win); those still level at the top play another round robin among themselves — and with the
//   organizer's extension to every rank, so does each group still level below the top (each its own
//   stage, played at the same time as the others).
// - A dropped player cannot play a tiebreak: tied for first, they rank after the tied players who
//   are still in.
// - A bye scores nothing (§6); a match not played (a dropped player's) scores nothing for either.
import { gameWinners, outcome } from "./results";
import type { MatchRecord, PlayerRecord, RankKey, StandingRow } from "./types";

const OPEN: ReadonlySet<string> = new Set(["scheduled", "reported", "disputed"]);

export const isOpen = (m: Pick<MatchRecord, "status">): boolean => OPEN.has(m.status);

/** What ranks a row: its rank keys in order (the score; in Incantesium the matches won, then the
 * score). One number, so that equal keys are the ties everywhere below (each key stays far below
 * the factor). */
const RANK_FACTOR = 100_000;
function rankKeys(rows: readonly StandingRow[], rankBy: readonly RankKey[]) {
  const value = (r: StandingRow, key: RankKey) => (key === "score" ? r.score : r.matchesWon);
  return new Map(rows.map((r) => [r.id, rankBy.reduce((sum, key) => sum * RANK_FACTOR + value(r, key), 0)]));
}

/** Standings from the regular matches alone, ranked by score; equal scores share a rank. */
export function standings(
  players: readonly PlayerRecord[],
  matches: readonly MatchRecord[],
  rankBy: readonly RankKey[] = ["score"],
): StandingRow[] {
  const rows = new Map<string, StandingRow>(
    players.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        matchPoints: 0,
        debt: p.debt,
        score: 0,
        matchesWon: 0,
        gamesWon: 0,
        gamesLost: 0,
        gamesDrawn: 0,
        matchesPlayed: 0,
        matchesNotPlayed: 0,
        dropped: p.dropped,
        rank: 0,
        tiebreak: null,
      },
    ]),
  );
  for (const m of matches) {
    if (m.kind !== "regular") continue;
    const sides = m.sides.map((id) => rows.get(id));
    if (sides.length < 2 || sides.some((r) => !r)) continue;
    const at = sides as StandingRow[];
    if (m.status === "not_played") {
      for (const r of at) r.matchesNotPlayed++;
      continue;
    }
    if (m.status !== "confirmed") continue;
    for (const g of m.games) {
      const winners = gameWinners(g);
      at.forEach((r, i) => {
        if (!winners.includes(i)) r.gamesLost++;
        else if (winners.length === 1) r.gamesWon++;
        else r.gamesDrawn++;
        r.matchPoints += g.points[i] ?? 0;
      });
    }
    const won = outcome(m.games, at.length).winner;
    if (won !== null) at[won]!.matchesWon++;
    for (const r of at) r.matchesPlayed++;
  }
  for (const r of rows.values()) r.score = r.matchPoints - r.debt;
  const key = rankKeys([...rows.values()], rankBy);
  const k = (r: StandingRow) => key.get(r.id)!;
  const sorted = [...rows.values()].sort(
    (x, y) => k(y) - k(x) || x.name.localeCompare(y.name) || x.id.localeCompare(y.id),
  );
  sorted.forEach((r, i) => (r.rank = i > 0 && k(sorted[i - 1]!) === k(r) ? sorted[i - 1]!.rank : i + 1));
  return sorted;
}

/** Which ties are played off: first place only (the default, event-rules §6), or every rank
 * (the organizer's extension). */
export type TiebreakScope = "first" | "all";

export interface TiebreakPlan {
  /** The ranking: by score, each tie being played off ordered by the tiebreaks played so far. */
  rows: StandingRow[];
  /** Every regular match is confirmed, not played or a bye. */
  regularDone: boolean;
  /** Tiebreak stages that no longer fit the standings (a later correction): to be voided. */
  obsoleteStages: number[];
  /** Tiebreak round robins to create now, each among these players (standings order). */
  create: { stage: number; players: string[] }[];
  /** Voided tiebreak stages that fit the standings again (a correction taken back): to be restored as they were
   * when voided, results and all, instead of a new stage among the same players. Once restored, plan again: a
   * restored stage that was played decides what comes after it. */
  restore: number[];
  /** The tiebreak stages being played. */
  playing: number[];
  /** Nothing left to play: the ranking is final. */
  finished: boolean;
}

/** Tiebreak wins ×2 (a draw is 1) per player in one stage. */
function stageScores(stage: readonly MatchRecord[]): Map<string, number> {
  const scores = new Map<string, number>();
  for (const m of stage) {
    for (const id of m.sides) scores.set(id, scores.get(id) ?? 0);
    if (m.sides.length < 2 || m.status !== "confirmed") continue;
    const w = outcome(m.games, m.sides.length).winner;
    if (w === null) for (const id of m.sides) scores.set(id, scores.get(id)! + 1);
    else scores.set(m.sides[w]!, scores.get(m.sides[w]!)! + 2);
  }
  return scores;
}

const sameSet = (x: readonly string[], y: ReadonlySet<string>) => x.length === y.size && x.every((id) => y.has(id));
const playersOf = (stage: readonly MatchRecord[]) => new Set(stage.flatMap((m) => m.sides));

/** Standings plus what the tiebreaks need next (event-rules §6). */
export function resolveTiebreaks(
  players: readonly PlayerRecord[],
  matches: readonly MatchRecord[],
  scope: TiebreakScope = "first",
  rankBy: readonly RankKey[] = ["score"],
): TiebreakPlan {
  const rows = standings(players, matches, rankBy);
  const key = rankKeys(rows, rankBy);
  const k = (r: StandingRow) => key.get(r.id)!;
  const regularDone = !matches.some((m) => m.kind === "regular" && isOpen(m));
  const live = matches.filter((m) => m.kind === "tiebreak" && m.status !== "void");
  const stageNos = [...new Set(live.map((m) => m.stage))].sort((x, y) => x - y);
  const stageOf = new Map(stageNos.map((no) => [no, live.filter((m) => m.stage === no)]));
  // Stages a correction voided whole: each may fit a tie again.
  const voided = matches.filter((m) => m.kind === "tiebreak" && m.status === "void" && !stageOf.has(m.stage));
  const voidedNos = [...new Set(voided.map((m) => m.stage))].sort((x, y) => x - y);
  const voidedOf = new Map(voidedNos.map((no) => [no, voided.filter((m) => m.stage === no)]));
  const restore: number[] = [];
  let nextStageNo = Math.max(0, ...matches.filter((m) => m.kind === "tiebreak").map((m) => m.stage)) + 1;

  // Tiebreak information per player (never part of the score).
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const m of live) {
    if (m.sides.length < 2 || m.status !== "confirmed") continue;
    const w = outcome(m.games, m.sides.length).winner;
    m.sides.forEach((id, side) => {
      const row = byId.get(id);
      if (!row) return;
      row.tiebreak ??= { won: 0, drawn: 0, lost: 0 };
      if (w === null) row.tiebreak.drawn++;
      else if (w === side) row.tiebreak.won++;
      else row.tiebreak.lost++;
    });
  }

  // The ties played off: equal scores, first place only unless every rank.
  const scores = [...new Set(rows.map(k))];
  const tiedScores = new Set(
    scores.filter((sc, i) => (scope === "all" || i === 0) && rows.filter((r) => k(r) === sc).length > 1),
  );
  const keys = new Map<string, number[]>();
  const create: TiebreakPlan["create"] = [];
  const playing: number[] = [];
  const claimed = new Set<number>();
  const obsolete = new Set<number>();

  if (regularDone) {
    for (const score of tiedScores) {
      const active = rows.filter((r) => k(r) === score && !r.dropped).map((r) => r.id);
      for (const id of active) keys.set(id, []);
      if (active.length < 2) continue;
      // This tie's stages: those played among some of its players only.
      const mine = stageNos.filter((no) => [...playersOf(stageOf.get(no)!)].every((id) => active.includes(id)));
      mine.forEach((no) => claimed.add(no));
      // Its stages form a tree: each group still level after a stage plays the next one among
      // themselves — the top group only (first place), or every group (every rank). A group's stage is
      // the first one after its parent's among exactly its players; one that fits no group is obsolete.
      const used = new Set<number>();
      const groups: { players: string[]; after: number }[] = [{ players: active, after: 0 }];
      for (let group = groups.shift(); group; group = groups.shift()) {
        const { players: ids, after } = group;
        const stageNo = mine.find((no) => no > after && !used.has(no) && sameSet(ids, playersOf(stageOf.get(no)!)));
        if (stageNo === undefined) {
          // The same players' stage voided by an earlier correction: the tie is back as it was
          // (that correction taken back), so is the stage, with whatever was played of it — not a new one to play.
          const back = voidedNos.find(
            (no) => no > after && !restore.includes(no) && sameSet(ids, playersOf(voidedOf.get(no)!)),
          );
          if (back !== undefined) restore.push(back);
          else create.push({ stage: nextStageNo++, players: ids });
          continue;
        }
        used.add(stageNo);
        const stage = stageOf.get(stageNo)!;
        if (stage.some(isOpen)) {
          playing.push(stageNo);
          continue;
        }
        const got = stageScores(stage);
        for (const id of ids) keys.get(id)!.push(got.get(id) ?? 0);
        const levels = [...new Set(ids.map((id) => got.get(id) ?? 0))].sort((x, y) => y - x);
        for (const level of scope === "all" ? levels : levels.slice(0, 1)) {
          const next = ids.filter((id) => (got.get(id) ?? 0) === level);
          if (next.length > 1) groups.push({ players: next, after: stageNo });
        }
      }
      for (const no of mine) if (!used.has(no)) obsolete.add(no);
    }
  }
  for (const no of stageNos) if (!claimed.has(no)) obsolete.add(no);

  const inTie = (r: StandingRow) => tiedScores.has(k(r));
  const compareKeys = (x: number[], y: number[]) => {
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const d = (y[i] ?? -1) - (x[i] ?? -1);
      if (d) return d;
    }
    return 0;
  };
  const cmp = (x: StandingRow, y: StandingRow) => {
    if (k(x) !== k(y)) return k(y) - k(x);
    if (!inTie(x)) return 0;
    if (x.dropped !== y.dropped) return x.dropped ? 1 : -1;
    if (x.dropped) return 0;
    return compareKeys(keys.get(x.id) ?? [], keys.get(y.id) ?? []);
  };
  const ranked = rows.slice().sort((x, y) => cmp(x, y) || x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
  ranked.forEach((r, i) => (r.rank = i > 0 && cmp(ranked[i - 1]!, r) === 0 ? ranked[i - 1]!.rank : i + 1));
  return {
    rows: ranked,
    regularDone,
    obsoleteStages: [...obsolete].sort((x, y) => x - y),
    create,
    restore,
    playing,
    finished: regularDone && create.length === 0 && restore.length === 0 && playing.length === 0,
  };
}

/**
 * Team (2v2) and Free-for-All pod events play no tiebreak matches: a play-off
 * between two teams or within a pod is not a table the event has. Ranked by the game's rank keys
 * (the score; Incantesium's matches won, then gems); equal keys are broken by, in order: (1) more
 * games won (the most points at the table alone), (2) more games drawn (the most points, shared),
 * (3) fewer games lost; still level, they share the rank (listed by name).
 */
export function rankByPoints(
  players: readonly PlayerRecord[],
  matches: readonly MatchRecord[],
  rankBy: readonly RankKey[] = ["score"],
): TiebreakPlan {
  const rows = standings(players, matches, rankBy);
  const keys = rankKeys(rows, rankBy);
  const key = (r: StandingRow) => [keys.get(r.id)!, r.gamesWon, r.gamesDrawn, -r.gamesLost];
  const cmp = (x: StandingRow, y: StandingRow) => {
    const [kx, ky] = [key(x), key(y)];
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return ky[i]! - kx[i]!;
    return 0;
  };
  rows.sort((x, y) => cmp(x, y) || x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
  rows.forEach((r, i) => (r.rank = i > 0 && cmp(rows[i - 1]!, r) === 0 ? rows[i - 1]!.rank : i + 1));
  const regularDone = !matches.some((m) => m.kind === "regular" && isOpen(m));
  return { rows, regularDone, obsoleteStages: [], create: [], restore: [], playing: [], finished: regularDone };
}
