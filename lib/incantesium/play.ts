// Incantesium played on phones, the server authoritative, on the engine-game path
// Kartomantik games take too (lib/engine-games/act.ts: every accepted action is appended to the
// challenge's log with the next sequence number with the row locked, NOTIFY at commit; a retry or
// a stale client is answered; bot seats move after the commit that gave them the turn, in writes of
// their own: lib/engine-games/bots.ts): here Incantesium's rules on it. A tournament challenge
// that ends writes its gems as the match's result (lib/incantesium/results.ts).
//
// Why a table of its own (IncGame, IncAction) and not EngineGame with an `engine` column: the state,
// the config (seed and options, no decks), the seats (2–5, sides) and the result (gems per side)
// differ, and every Kartomantik reader of EngineGame (its hub, bots, replay, results, the match's
// "one running game" checks) would otherwise have to learn to skip Incantesium rows; one missed
// filter would hand an Incantesium state to engine/kartomantik. Two tables keep each engine's rows typed.
import type { Seed } from "@/engine/shared/rng";
import { BOTS, actor as actorOf, apply, createGame, type BotName } from "@/engine/incantesium";
import type { Action, GameEvent, GameState, Mode } from "@/engine/incantesium";
import { actionSeat, undoApprovers, undoable } from "@/engine/incantesium/undo";
import { judgeUndoIn, undoIn, type JudgeUndoInput, type UndoInput } from "@/lib/engine-games/undo";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { actIn, startGame, type ActInput, type GameEntry, type GameRow, type GameRules } from "@/lib/engine-games/act";
import { botsOf } from "@/lib/engine-games/bots";
import { SEARCHING_BOTS } from "@/lib/incantesium/bot-levels";
import { CHALLENGES } from "@/lib/incantesium/kind";
import { recordChallenge } from "@/lib/incantesium/results";

export { INC_CHANNEL } from "@/lib/incantesium/kind";
export { actInput as incActInput, type ActAnswer as IncActAnswer } from "@/lib/engine-games/act";

export interface IncRow extends GameRow<GameState> {
  seatIds: string[];
  config: { seed: Seed };
}

/** A log entry and the state after it (the row keeps one every few entries: lib/engine-games/state.ts). */
export type IncEntry = GameEntry<GameState, GameEvent>;

/** Incantesium's rules on the shared engine-game path (lib/engine-games/act.ts). */
const rules: GameRules<IncRow, GameState, Action, GameEvent> = {
  kind: CHALLENGES,
  columns: Prisma.sql`id, "eventId", "matchId", "seatIds", bots, status, config, seq`,
  botGames: (client) =>
    client.incGame.findMany({
      where: { status: "running", bots: { hasSome: Object.keys(BOTS) } },
      select: { id: true, seq: true },
    }),
  overRule: "Obiettivo",
  action: (body, seat) => ({ ...body, seat }) as Action,
  // The engine's refusal is already { code, rule }.
  apply,
  over: (state) => state.phase === "over",
  botLimit: () => 5000,
  botTurn(row, state) {
    const seat = actorOf(state);
    if (seat === null || !row.bots[seat]) return null;
    const name = row.bots[seat]!;
    const bot = BOTS[name as BotName] ?? BOTS.heuristic;
    // A searching level thinks in the bot worker (lib/engine-games/bot-pool.ts), off the event loop.
    const offload = SEARCHING_BOTS.has(name) ? { engine: "incantesium", bot: name, seat } : undefined;
    return {
      actor: "bot",
      // The bot's randomness comes from the game's seed (and the position).
      seed: row.config.seed,
      move(rng) {
        const [action] = bot(state, seat, rng);
        if (!action) throw new Error(`Incantesium bot at seat ${seat} has no legal action`);
        return action;
      },
      offload,
    };
  },
  ended,
  // An action that revealed nothing may be taken back with the other sides' approval.
  undo: { undoable, seatOf: actionSeat, approvers: undoApprovers },
};

/** A player's action in an Incantesium challenge (answered once it is committed; the bots follow in the background). */
export const incAct = (gameId: string, device: string, input: ActInput) => actIn(rules, gameId, device, input);

/** A seat's request to take back its last action, or its answer to another side's (lib/engine-games/undo.ts). */
export const incUndo = (gameId: string, device: string, input: UndoInput) => undoIn(rules, gameId, device, input);

/** The organizer takes back the challenge's last action. */
export const incJudgeUndo = (gameId: string, organizerId: string, input: JudgeUndoInput) =>
  judgeUndoIn(rules, gameId, organizerId, input);

/** The kind's rules on the shared path (a second bot driver in a test plays another instance). */
export { rules as incRules };

/** This instance's driver of the challenges' bots (lib/engine-games/bots.ts). */
export const incBots = () => botsOf(rules);

/** Resolves once no bot of the challenge has a move to make (a person must act, or it is over). */
export const incBotsSettled = (gameId: string) => incBots().settled(gameId);

/** The challenge's bots start moving once the write that made it has committed. */
export function incBotsMove<T extends { gameId: string }>(opened: T): T {
  incBots().kick(opened.gameId);
  return opened;
}

/** The end of a challenge: its result on the row and, for a tournament match, in the standings. */
async function ended(tx: Tx, row: Pick<IncRow, "id" | "eventId" | "matchId" | "seatIds">, state: GameState) {
  const entries = await tx.incAction.findMany({ where: { gameId: row.id }, select: { events: true } });
  // Gems won per side: every gem taken in the challenge (README ruling G1: in 1v1 the winner ends
  // with all three, so the gems held would say nothing about the loser's rounds).
  const gems = state.sides.map(() => 0);
  for (const e of entries)
    for (const ev of e.events as unknown as GameEvent[]) if (ev.type === "gem") gems[ev.side]! += 1;
  const result = { winner: state.winner, gems };
  await tx.incGame.update({ where: { id: row.id }, data: { result } });
  if (row.matchId) await recordChallenge(tx, { ...row, matchId: row.matchId }, state, gems);
}

export interface NewChallenge {
  eventId: string;
  matchId: string | null;
  mode: Mode;
  seatIds: string[];
  bots: string[];
  /** The event's optional rules (lib/incantesium/settings.ts incRulesOf): castesChosen only when chosen (K5). */
  options: { castes: boolean; spirits: boolean; castesChosen?: boolean };
  seed: Seed;
}

/** Creates the row and its first entry (the start); the caller starts the bots once it has committed
 * (incBotsMove). */
export async function createChallenge(tx: Tx, data: NewChallenge): Promise<string> {
  // castesEachRound: the castes are dealt before every round (README ruling K3); a config stored before that rule
  // lacks it, and its replay (access.ts incReplayStep) deals them once, as that challenge was played.
  const config = {
    seed: data.seed,
    mode: data.mode,
    players: data.seatIds.length,
    ...data.options,
    castesEachRound: true,
    // Ruling M4: a chain stays open while any card is left (absent in a config stored before: replayed without).
    chainOpenWithMagus: true,
    // Ruling T5: the pair alternates after a lone mage leaves reviving its ally (absent before: replayed without).
    pairAlternatesAfterRevival: true,
    // Ruling H1: a card coming into a hand gets an id nobody else saw (absent before: replayed without).
    freshHandIds: true,
  };
  const state = createGame(config);
  const created = await tx.incGame.create({
    data: {
      eventId: data.eventId,
      matchId: data.matchId,
      mode: data.mode,
      seatIds: data.seatIds,
      bots: data.bots,
      config,
      state: state as unknown as object,
      seq: 0,
    },
  });
  const row: IncRow = {
    id: created.id,
    eventId: data.eventId,
    matchId: data.matchId,
    seatIds: data.seatIds,
    bots: data.bots,
    status: "running",
    config,
    state,
    seq: 0,
    stateSeq: 0,
  };
  await startGame(rules, tx, row, {
    actor: "system",
    action: { type: "start", ...config, seed: undefined },
    events: [],
    state,
  });
  return created.id;
}
