// The replay of an engine game from its log (seed + decks + actions; the engine is deterministic):
// the judge's view after any step, for the organizer's replay viewer. Replaying the whole log also
// proves it: the final state must equal the stored state (its snapshot with the entries after it).
import type { Seed } from "@/engine/shared/rng";
import { eventSetId } from "@/lib/kartomantik/cards/sets";
import {
  apply,
  createGame,
  eventsFor,
  isRuleError,
  viewFor,
  type GameAction,
  type GameEvent,
  type GameMode,
  type GameState,
  type GameView,
} from "@/engine/kartomantik";
import { KARTOMANTIK_KIND } from "@/lib/kartomantik/games/kind";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { deckDefs, defsOfSet } from "@/lib/kartomantik/games/cards";
import { isLogNote, isUndoTaken } from "@/lib/engine-games/log-notes";
import { loadGame } from "@/lib/engine-games/rules";
import { gameRules } from "@/lib/kartomantik/games/play";

export interface ReplayStep {
  step: number;
  steps: number;
  actor: string;
  action: unknown;
  events: GameEvent[];
  view: GameView;
}

async function loadForReplay(gameId: string, organizerId: string) {
  const game = await db().engineGame.findUnique({
    where: { id: gameId, kind: KARTOMANTIK_KIND },
    include: {
      event: { select: { organizerId: true, cardSetId: true } },
      actions: { orderBy: { seq: "asc" }, select: { seq: true, actor: true, action: true } },
    },
  });
  if (!game) throw new AppError("game_not_found");
  if (game.event.organizerId !== organizerId) throw new AppError("forbidden");
  return game;
}

/** Replays the log up to `step` (1 = the start) and returns the judge's view there. */
export async function replayStep(gameId: string, organizerId: string, step: number): Promise<ReplayStep> {
  return replayLoaded(gameId, await loadForReplay(gameId, organizerId), step);
}

async function replayLoaded(
  gameId: string,
  game: Awaited<ReturnType<typeof loadForReplay>>,
  step: number,
): Promise<ReplayStep> {
  // One deck per seat; a duel's config has no mode (the engine's default for two decks).
  const config = game.config as { seed: Seed; decks: string[][]; mode?: GameMode };
  const defs = await defsOfSet(eventSetId(game.event.cardSetId));
  const created = createGame({
    seed: config.seed,
    decks: config.decks.map((d) => deckDefs(defs, d)),
    ...(config.mode ? { mode: config.mode } : {}),
  });
  const steps = game.actions.length;
  const target = Math.min(Math.max(1, step), steps);
  let state: GameState = created.state;
  let events: GameEvent[] = created.events;
  const at = new Map<number, GameState>([[game.actions[0]?.seq ?? 1, state]]);
  for (const entry of game.actions.slice(1, target)) {
    // Seats handed to the bot, an undo request or answer (lib/engine-games/log-notes.ts): not the game's moves;
    // an undo goes back to the state before the action it takes back.
    if (isLogNote(entry.action)) {
      if (isUndoTaken(entry.action)) state = at.get(entry.action.of - 1) ?? state;
      events = [];
    } else {
      const result = apply(state, entry.action as unknown as GameAction);
      if (isRuleError(result)) throw new Error(`replay of game ${gameId} refused step ${entry.seq}: ${result.error}`);
      state = result.state;
      events = result.events;
    }
    at.set(entry.seq, state);
  }
  const shown = game.actions[target - 1]!;
  return {
    step: target,
    steps,
    actor: shown.actor,
    action: shown.action,
    events: eventsFor(events, "judge"),
    view: viewFor(state, "judge"),
  };
}

/** Whether replaying the whole log gives the stored snapshot (the log is the truth). */
export async function replayMatchesSnapshot(gameId: string, organizerId: string): Promise<boolean> {
  // The snapshot first, then the log up to its seq (written in the snapshot's transaction, so all there): bots move
  // on their own after each commit, and a log read before the snapshot could be a move behind it.
  const stored = (await loadGame(db(), gameRules, gameId))?.row;
  const game = await loadForReplay(gameId, organizerId);
  if (!stored) throw new AppError("game_not_found");
  const last = await replayLoaded(gameId, game, game.actions.filter((a) => a.seq <= stored.seq).length);
  return canonical(last.view) === canonical(viewFor(stored.state, "judge"));
}

/** JSON with sorted keys: PostgreSQL's jsonb stores object keys in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
