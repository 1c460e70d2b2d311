// The Punti Ordine scorepad of a Ken il Guerriero match ("qualcosa per registrare il punteggio, che
// sarà definito sotto forma di Punti Ordine (carta e matita sono sufficienti)"): the state is the
// fold of the match's entries (who, when, what), so an undo is an entry too and nothing is erased.
// Pure: the server folds the stored entries, the phones the ones they were sent.
import { needsAnotherGame, type BestOf } from "../tournament";

/** The phases of a turn (Puntata), in order: "Fase di ORDINE e DISIMPEGNO Fase di PESCATA Fase di
 * PRESENTAZIONE Fase di COMBATTIMENTO Fase di EPILOGO". */
export const KEN_PHASES = ["ordine", "pescata", "presentazione", "combattimento", "epilogo"] as const;
export type KenPhase = (typeof KEN_PHASES)[number];

/** Why points change: the Verdi counted in Ordine e Disimpegno, a defeated Vita's points, a
 * Preludio's cost at the start, Ocra points gained or lost (a Luogo), anything else, the organizer's
 * correction. */
export const KEN_SCORE_REASONS = [
  "verdi_ordine",
  "vita_sconfitta",
  "preludio_costo",
  "ocra_guadagnati",
  "ocra_persi",
  "altro",
  "correzione",
] as const;
export type KenScoreReason = (typeof KEN_SCORE_REASONS)[number];

/** Points by colour; "altri" holds points of no colour (a Preludio's cost: "partire con un negativo
 * di Punti Ordine"). */
export const KEN_SCORE_COLOURS = ["verdi", "ocra", "altri"] as const;
export type KenScoreColour = (typeof KEN_SCORE_COLOURS)[number];

/** The lowest a colour's count may go, or null for none. Ocra are the points of the Luoghi a player
 * holds ("Luoghi Abitati: Queste carte danno Punti Ordine a chi li possiede") and are lost with
 * them ("nel caso lo perdessi … perdi i Punti Ocra"), so a player never has fewer than 0 (Carte
 * Luogo). A negative start is a Preludio's cost, of no colour (Carte Preludio); the Verdi counted in
 * Ordine e Disimpegno are added to the total and the text names no floor for them. */
export const KEN_COLOUR_FLOOR: Record<KenScoreColour, number | null> = { verdi: null, ocra: 0, altri: null };

export type Side = "a" | "b";

export type KenEndRule =
  | { kind: "target"; points: number }
  | { kind: "turns"; turns: number }
  | { kind: "time"; minutes: number }
  | { kind: "declared" };

export type ScoreOp =
  | { op: "points"; seat: Side; colour: KenScoreColour; delta: number; reason: KenScoreReason }
  | { op: "advance"; draws?: 1 | 2 | 3 }
  | { op: "first"; seat: Side }
  | { op: "end"; winner?: Side | "draw" }
  | { op: "undo"; target: number };

/** One stored entry: its number in the match's scorepad (1, 2, …), who wrote it and when. */
export interface ScoreEntry {
  n: number;
  actor: string;
  at: string;
  op: ScoreOp;
}

export type Points = Record<KenScoreColour, number>;

export interface KenGameState {
  game: number;
  first: Side;
  turn: number;
  /** Whose turn it is. */
  active: Side;
  phase: KenPhase;
  /** Cards drawn in this turn's Pescata (1–3), once said. */
  draws: number | null;
  points: Record<Side, Points>;
  /** When the game's first entry was written (a time limit counts from it). */
  startedAt: string | null;
  ended: { winner: Side | "draw"; by: KenEndRule["kind"] } | null;
}

export interface ScorepadState {
  games: KenGameState[];
  /** The game being played (the last one), null once the match is decided. */
  current: number | null;
  /** The match's result once decided, a game per entry and a number per place (side a's first): 1 for
   * a game won, 0 for a game lost (0–0 a draw). */
  result: number[][] | null;
  /** Entry numbers taken back by an undo. */
  undone: number[];
  /** The entry an undo would take back now, with its author. */
  undoable: { n: number; actor: string } | null;
  seq: number;
}

export type ScoreRefusal =
  | "ken_game_over"
  | "ken_game_not_over"
  | "ken_undo_nothing"
  | "ken_undo_not_yours"
  | "ken_first_after_start"
  | "ken_ocra_below_zero";

export const total = (p: Points) => p.verdi + p.ocra + p.altri;
const zero = (): Points => ({ verdi: 0, ocra: 0, altri: 0 });

function newGame(game: number, first: Side): KenGameState {
  return {
    game,
    first,
    turn: 1,
    active: first,
    phase: "ordine",
    draws: null,
    points: { a: zero(), b: zero() },
    startedAt: null,
    ended: null,
  };
}

const other = (s: Side): Side => (s === "a" ? "b" : "a");
const byTotals = (g: KenGameState): Side | "draw" => {
  const a = total(g.points.a),
    b = total(g.points.b);
  return a > b ? "a" : b > a ? "b" : "draw";
};
const scoreOf = (g: KenGameState): number[] =>
  g.ended?.winner === "a" ? [1, 0] : g.ended?.winner === "b" ? [0, 1] : [0, 0];
const records = (games: number[][]) => games.map((points) => ({ points }));

/** Whether `op` may be written now (null) or why not. `now` is the server's clock (a time limit). */
export function refuseOp(
  state: ScorepadState,
  end: KenEndRule,
  op: ScoreOp,
  actor: string,
  now: Date,
): ScoreRefusal | null {
  if (op.op === "undo") {
    if (!state.undoable) return "ken_undo_nothing";
    return state.undoable.actor === actor ? null : "ken_undo_not_yours";
  }
  if (state.current === null) return "ken_game_over";
  const game = shownGame(state);
  if (op.op === "first" && game.startedAt !== null) return "ken_first_after_start";
  if (op.op === "points") {
    const floor = KEN_COLOUR_FLOOR[op.colour];
    // Only the Ocra have a floor (KEN_COLOUR_FLOOR): the one refusal a colour can give.
    if (floor !== null && game.points[op.seat][op.colour] + op.delta < floor) return "ken_ocra_below_zero";
  }
  if (op.op === "end") {
    if (end.kind === "declared") return op.winner ? null : "ken_game_not_over";
    if (end.kind === "time" && game.startedAt)
      return now.getTime() - Date.parse(game.startedAt) >= end.minutes * 60_000 ? null : "ken_game_not_over";
    return "ken_game_not_over";
  }
  return null;
}

/** The scorepad after `entries` (in order), under the event's end rule and the match's best-of. */
export function foldScorepad(entries: readonly ScoreEntry[], end: KenEndRule, bestOf: BestOf): ScorepadState {
  const undone = new Set<number>();
  for (const e of entries) if (e.op.op === "undo") undone.add(e.op.target);
  const games: KenGameState[] = [newGame(1, "a")];
  let effective: ScoreEntry | null = null;
  for (const e of entries) {
    if (e.op.op === "undo" || undone.has(e.n)) continue;
    const done = games.map(scoreOf).slice(0, games.filter((g) => g.ended).length);
    if (!needsAnotherGame(bestOf, records(done))) break;
    let game = games.at(-1)!;
    if (game.ended) {
      // The next game: the loser of the previous one starts (a draw: the other player than before).
      const w = game.ended.winner;
      game = newGame(game.game + 1, w === "draw" ? other(game.first) : other(w));
      games.push(game);
    }
    effective = e;
    const op = e.op;
    if (op.op !== "first") game.startedAt ??= e.at;
    if (op.op === "first") {
      game.first = op.seat;
      game.active = op.seat;
    } else if (op.op === "points") {
      game.points[op.seat][op.colour] += op.delta;
      if (end.kind === "target") {
        const reached = (["a", "b"] as const).filter((s) => total(game.points[s]) >= end.points);
        if (reached.length) game.ended = { winner: byTotals(game), by: "target" };
      }
    } else if (op.op === "advance") {
      if (game.phase === "pescata" && op.draws) game.draws = op.draws;
      const i = KEN_PHASES.indexOf(game.phase);
      if (i < KEN_PHASES.length - 1) {
        game.phase = KEN_PHASES[i + 1]!;
      } else if (end.kind === "turns" && game.turn >= end.turns) {
        game.ended = { winner: byTotals(game), by: "turns" };
      } else {
        game.turn += 1;
        game.active = other(game.active);
        game.phase = "ordine";
        game.draws = null;
      }
    } else if (op.op === "end") {
      game.ended = { winner: end.kind === "declared" ? op.winner! : byTotals(game), by: end.kind };
    }
  }
  const ended = games.filter((g) => g.ended).map(scoreOf);
  const decided = !needsAnotherGame(bestOf, records(ended));
  const last = games.at(-1)!;
  return {
    games,
    current: decided ? null : last.ended ? last.game + 1 : last.game,
    result: decided ? ended : null,
    undone: [...undone],
    undoable: effective ? { n: effective.n, actor: effective.actor } : null,
    seq: entries.at(-1)?.n ?? 0,
  };
}

/** The game to show: the current one, or a fresh next game once the last one ended. */
export function shownGame(state: ScorepadState): KenGameState {
  const last = state.games.at(-1)!;
  if (state.current === null || state.current === last.game) return last;
  const w = last.ended!.winner;
  return newGame(last.game + 1, w === "draw" ? other(last.first) : other(w));
}
