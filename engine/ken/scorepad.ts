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

/** What a reason says about its entry: the colours it may have and its sign (1 a gain, -1 a loss, null
 * either). The Verdi counted in Ordine e Disimpegno are Verdi the player in turn "aggiunge al proprio
 * totale"; a Preludio's cost makes a player "partire con un negativo di Punti Ordine", of no colour;
 * Ocra gained or lost say so. Our copy of the rulebook names no colour for a defeated Vita's points:
 * like "altro" and the organizer's "correzione" it may have any colour and sign. */
export const KEN_REASON_RULES: Record<KenScoreReason, { colours: readonly KenScoreColour[]; sign: 1 | -1 | null }> = {
  verdi_ordine: { colours: ["verdi"], sign: 1 },
  vita_sconfitta: { colours: ["verdi", "ocra", "altri"], sign: null },
  preludio_costo: { colours: ["altri"], sign: -1 },
  ocra_guadagnati: { colours: ["ocra"], sign: 1 },
  ocra_persi: { colours: ["ocra"], sign: -1 },
  altro: { colours: ["verdi", "ocra", "altri"], sign: null },
  correzione: { colours: ["verdi", "ocra", "altri"], sign: null },
};

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
  /** `seat` has run out of its Futuro and loses the game, whatever the event's end condition and the totals
   * ("Si perde la partita se si finisce il mazzo del Futuro", Carte Preludio, Mazzo Episodio). */
  | { op: "futuro"; seat: Side }
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
  /** How it ended: the event's end condition, or "futuro" (a player ran out of their Futuro and lost). */
  ended: { winner: Side | "draw"; by: KenEndRule["kind"] | "futuro" } | null;
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
  | "ken_ocra_below_zero"
  | "ken_draws_required"
  | "ken_draws_outside_pescata"
  | "ken_reason_mismatch"
  | "ken_verdi_not_now"
  | "ken_preludio_after_start";

export const total = (p: Points) => p.verdi + p.ocra + p.altri;
const zero = (): Points => ({ verdi: 0, ocra: 0, altri: 0 });

/** The phase a turn opens with: Ordine e Disimpegno, but "Nel proprio primo Turno, solo in questo caso,
 * non avendo ancora carte in gioco questa Fase è da saltare" — each player's first turn (turns 1 and 2)
 * opens at the Pescata. */
export const openingPhase = (turn: number): KenPhase => (turn <= 2 ? "pescata" : "ordine");

function newGame(game: number, first: Side): KenGameState {
  return {
    game,
    first,
    turn: 1,
    active: first,
    phase: openingPhase(1),
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

/** Whether a `points` entry may be written in `game` now (null) or why not: its reason against its
 * colour and sign (KEN_REASON_RULES), the Verdi of Ordine e Disimpegno ("il giocatore di Turno conta i
 * propri Punti Ordine Verdi … e li aggiunge al proprio totale": the player in turn, in that phase), a
 * Preludio's cost ("Queste carte devono essere giocate prima di iniziare la partita": while the game is
 * in its first turn, before any turn has changed), the Ocra floor. The phones use it to offer only what
 * the server accepts. */
export function refusePoints(
  game: KenGameState,
  op: Extract<ScoreOp, { op: "points" }>,
): Exclude<ScoreRefusal, "ken_game_over"> | null {
  const rule = KEN_REASON_RULES[op.reason];
  if (!rule.colours.includes(op.colour) || (rule.sign !== null && Math.sign(op.delta) !== rule.sign))
    return "ken_reason_mismatch";
  if (op.reason === "verdi_ordine" && (op.seat !== game.active || game.phase !== "ordine")) return "ken_verdi_not_now";
  if (op.reason === "preludio_costo" && game.turn !== 1) return "ken_preludio_after_start";
  const floor = KEN_COLOUR_FLOOR[op.colour];
  // Only the Ocra have a floor (KEN_COLOUR_FLOOR): the one refusal a colour can give.
  if (floor !== null && game.points[op.seat][op.colour] + op.delta < floor) return "ken_ocra_below_zero";
  return null;
}

/**
 * Whether `op` may be written now (null) or why not. `now` is the server's clock (a time limit). Only new
 * entries are checked: foldScorepad never calls it, so a log written under older rules still folds.
 */
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
  if (op.op === "points") return refusePoints(game, op);
  // "Un giocatore deve sempre Pescare almeno 1 carta e mai più di 3": the Pescata is left saying how many,
  // and only the Pescata.
  if (op.op === "advance" && game.phase === "pescata" && !op.draws) return "ken_draws_required";
  if (op.op === "advance" && game.phase !== "pescata" && op.draws !== undefined) return "ken_draws_outside_pescata";
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
  // Logs written before openingPhase opened every turn at Ordine e Disimpegno, left by an `advance` without
  // draws (the phones' "next phase"). A player's first turn now opens at the Pescata, where such an advance
  // is refused (refuseOp): one met as a first turn's first advance is an older entry that left Ordine, and
  // the turn stays at its Pescata, so a stored log folds as it did. Games whose current turn is a first
  // turn no `advance` has left yet:
  const skippedOrdine = new Set<KenGameState>(games);
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
      skippedOrdine.add(game);
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
      const legacyOrdine = skippedOrdine.delete(game) && game.phase === "pescata" && !op.draws;
      // Draws said outside the Pescata (refused now, accepted before) change nothing.
      if (game.phase === "pescata" && op.draws) game.draws = op.draws;
      const i = KEN_PHASES.indexOf(game.phase);
      if (legacyOrdine) {
        // An older entry leaving Ordine e Disimpegno: the turn is at its Pescata already.
      } else if (i < KEN_PHASES.length - 1) {
        game.phase = KEN_PHASES[i + 1]!;
      } else if (end.kind === "turns" && game.turn >= end.turns) {
        game.ended = { winner: byTotals(game), by: "turns" };
      } else {
        game.turn += 1;
        game.active = other(game.active);
        game.phase = openingPhase(game.turn);
        game.draws = null;
        if (game.turn <= 2) skippedOrdine.add(game);
      }
    } else if (op.op === "end") {
      game.ended = { winner: end.kind === "declared" ? op.winner! : byTotals(game), by: end.kind };
    } else if (op.op === "futuro") {
      // The one loss our copy of the rulebook states, whatever the end condition the organizer chose.
      game.ended = { winner: other(op.seat), by: "futuro" };
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
