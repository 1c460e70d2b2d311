// The replay of an engine game from its log (seed + decks + actions; the engine is deterministic):
// the judge's view after any step, for the organizer's replay viewer. Replaying the whole log also
// proves it: the final state must equal the stored state (its snapshot with the entries after it).
import type { Seed } from "@/engine/shared/rng";
import { eventSetId } from "@/lib/kartomantik/cards/sets";
import {
  apply,
  createGame,
  eventsFor,
  type GameConfig,
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
import { replayTo, ReplayStates, type ReplaySource } from "@/lib/engine-games/replay-steps";
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

/** The game and its event's organizer and set, with the log's length (its entries are read as a step needs them). */
async function loadForReplay(gameId: string, organizerId: string) {
  const game = await db().engineGame.findUnique({
    where: { id: gameId, kind: KARTOMANTIK_KIND },
    select: {
      config: true,
      event: { select: { organizerId: true, cardSetId: true } },
      _count: { select: { actions: true } },
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
  states?: ReplayStates,
): Promise<ReplayStep> {
  const steps = game._count.actions;
  const target = Math.min(Math.max(1, step), steps);
  if (target < 1) throw new Error(`replay of game ${gameId}: the log is empty`);
  const { at, entry } = await replayTo(await replaySource(gameId, game), target, states);
  return {
    step: target,
    steps,
    actor: entry.actor,
    action: entry.action,
    events: eventsFor(at.events, "judge"),
    view: viewFor(at.state, "judge"),
  };
}

/** The game's log from its config (seed, one deck per seat; a duel's has no mode: the engine's default for two
 * decks) and its event's card set. */
async function replaySource(
  gameId: string,
  game: Awaited<ReturnType<typeof loadForReplay>>,
): Promise<ReplaySource<GameState, GameEvent>> {
  const config = game.config as { seed: Seed; decks: string[][]; mode?: GameMode; options?: GameConfig["options"] };
  const defs = await defsOfSet(eventSetId(game.event.cardSetId));
  return {
    gameId,
    // The set's definitions are one object until the set changes; the config is the row's, the same for its life.
    basis: [defs, JSON.stringify(game.config)],
    start: () =>
      createGame({
        seed: config.seed,
        decks: config.decks.map((d) => deckDefs(defs, d)),
        ...(config.mode ? { mode: config.mode } : {}),
        ...(config.options ? { options: config.options } : {}),
      }),
    apply: (state, entry) => {
      const result = apply(state, entry.action as GameAction);
      if (isRuleError(result)) throw new Error(`replay of game ${gameId} refused step ${entry.seq}: ${result.error}`);
      return result;
    },
    read: (after, upTo) =>
      db().engineAction.findMany({
        where: { gameId, seq: { gt: after, lte: upTo } },
        orderBy: { seq: "asc" },
        select: { id: true, seq: true, actor: true, action: true },
      }),
  };
}

/** Whether replaying the whole log gives the stored snapshot (the log is the truth). */
export async function replayMatchesSnapshot(gameId: string, organizerId: string): Promise<boolean> {
  // The snapshot first, then the log up to its seq (written in the snapshot's transaction, so all there): bots move
  // on their own after each commit, and a log read before the snapshot could be a move behind it.
  const stored = (await loadGame(db(), gameRules, gameId))?.row;
  const game = await loadForReplay(gameId, organizerId);
  if (!stored) throw new AppError("game_not_found");
  // From the start, none of this process's kept states: the proof is the log alone.
  const last = await replayLoaded(gameId, game, stored.seq, new ReplayStates());
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
