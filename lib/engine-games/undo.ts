// Taking back an action in an engine game (a product feature: the phones' "Annulla l'ultima mossa";
// the log's entries: lib/engine-games/log-notes.ts). A seat asks to take back its last engine action
// while nothing has been revealed since (the engine's pure undoable, and no other engine action
// after it); the other sides answer (one answer per side: in 2v2 either opponent, never the
// teammate); once every side accepted, the same write appends the undo, whose state is the state
// before that action. A refusal ends the request. Play is not held: any engine action after it (the
// asker's own included) leaves the asked action no longer the last, and the request lapses; so does
// one nobody answered in time (checked when answered, no timer). The event's organizer takes back
// the last engine action without asking anyone, logged as theirs. Identity is the device's seat or
// the organizer's session, never the body.
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { botsOf } from "@/lib/engine-games/bots";
import { seatToMove, type ActAnswer } from "@/lib/engine-games/act";
import type { UndoAnswer, UndoAsk, UndoTaken } from "@/lib/engine-games/log-notes";
import { rowStatement, type Asked } from "@/lib/engine-games/row-statement";
import {
  askOf,
  type GameAggregate,
  type GameEntry,
  type GameRow,
  type GameRules,
  type GameTx,
  type StoredRow,
} from "@/lib/engine-games/rules";
import { writeGame } from "@/lib/engine-games/write-game";
import { gameStates, type GameStates } from "@/lib/engine-games/state-cache";
import { readLog, replayLog } from "@/lib/engine-games/state";
import { NO_UNDO, UNDO_ANSWER_MS, undoOpen, undoWaiting, type UndoTail } from "@/lib/engine-games/undo-log";
import { runWrite, type Command, type Loaded } from "@/lib/write/kernel";

/** A seat's undo request or its answer to one. */
export const undoInput = z.discriminatedUnion("op", [
  z.object({ op: z.literal("ask"), seenSeq: z.number().int().min(0), idempotencyKey: z.string().min(8).max(100) }),
  z.object({
    op: z.literal("answer"),
    ask: z.number().int().min(1),
    accept: z.boolean(),
    idempotencyKey: z.string().min(8).max(100),
  }),
]);
export type UndoInput = z.infer<typeof undoInput>;

/** The organizer's undo: the last action of the state they saw. */
export const judgeUndoInput = z.object({
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});
export type JudgeUndoInput = z.infer<typeof judgeUndoInput>;

/** The state before the engine action at `of`: the row's snapshot (never past an action that may be
 * taken back: lib/engine-games/state.ts) and the entries up to it. */
async function stateBefore<R extends GameRow<S>, S, A, Ev>(
  c: GameTx,
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  of: number,
): Promise<S> {
  const [stored] = await c.query<StoredRow<R>>(rowStatement(rules.kind.tables, rules.columns, gameId, -1));
  if (!stored || stored.state === null || stored.stateSeq >= of) throw new AppError("undo_unavailable");
  const log = await readLog(c.query, rules.kind, gameId, stored.stateSeq, of - 1);
  const start = { seq: stored.stateSeq, state: stored.state, tail: NO_UNDO };
  return replayLog(rules, gameId, start, log).state;
}

/** The undo entry of the action at `of`: its state is the state before it. */
async function taken<R extends GameRow<S>, S, A, Ev>(
  c: GameTx,
  rules: GameRules<R, S, A, Ev>,
  row: R,
  actor: string,
  of: number,
  by: UndoTaken["by"],
): Promise<GameEntry<S, Ev>> {
  const action: UndoTaken = { type: "undo", of, by };
  return { actor, action, events: [], state: await stateBefore(c, rules, row.id, of), snapshot: "always" };
}

const note = <S, Ev>(actor: string, action: UndoAsk | UndoAnswer, state: S): GameEntry<S, Ev> => ({
  actor,
  action,
  events: [],
  state,
  snapshot: "never",
});

/** One undo write: committed, announced; the bots move after it if the game waits for one. `asked`: a
 * seat's request, whose device and key the lock looks up (lib/engine-games/row-statement.ts). */
async function undoWrite<R extends GameRow<S>, S, A, Ev, X extends Loaded>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  states: GameStates | undefined,
  asked: Asked | undefined,
  command: (
    aggregate: GameAggregate<R, S, Ev>,
  ) => Omit<Command<GameTx, R, X, GameEntry<S, Ev>, boolean>, "retried" | "admit">,
): Promise<ActAnswer> {
  const { codes } = rules.kind;
  const work = async (c: GameTx, aggregate: GameAggregate<R, S, Ev>) => {
    const out = await runWrite(c, aggregate, {
      ...command(aggregate),
      retried: () => false,
      admit: (_tx, row) => {
        if (!rules.undo) throw new AppError("undo_not_supported");
        if (row.status !== "running")
          throw new AppError(codes.refused, { code: "game_over", rule: rules.overRule }, { seq: row.seq });
      },
    });
    return { seq: out.seq, duplicate: out.duplicate, undone: out.result };
  };
  const { seq, duplicate, undone } = await writeGame(rules, gameId, states ?? gameStates(), work, asked);
  if (undone) botsOf(rules).kick(gameId);
  return { seq, duplicate };
}

const tailOf = (row: GameRow<unknown>): UndoTail => row.undo ?? NO_UNDO;

/** A seat asks to take back its last action, or answers another side's request. */
export function undoIn<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  device: string,
  input: UndoInput,
  states?: GameStates,
): Promise<ActAnswer> {
  return undoWrite(rules, gameId, states, askOf(device, input.idempotencyKey), (aggregate) => ({
    key: input.idempotencyKey,
    load: (_c, row) => {
      const seat = seatToMove(rules.kind, row, device, aggregate.deviceSeat());
      return { seat, actor: `seat:${row.seatIds[seat]}` };
    },
    stale: (_tx, row) =>
      input.op === "ask" && input.seenSeq !== row.seq
        ? new AppError(rules.kind.codes.stale, {}, { seq: row.seq })
        : null,
    reduce: (c, row, { seat, actor }) =>
      input.op === "ask" ? ask(c, rules, row, seat, actor) : answer(c, rules, row, seat, actor, input),
  }));
}

async function ask<R extends GameRow<S>, S, A, Ev>(
  c: GameTx,
  rules: GameRules<R, S, A, Ev>,
  row: R,
  seat: number,
  actor: string,
) {
  const { last, ask: asked } = tailOf(row);
  if (!last || last.seat !== seat) throw new AppError("undo_none");
  if (!last.undoable) throw new AppError("undo_revealing");
  if (asked?.of === last.seq) throw new AppError("undo_asked");
  // A side the bot plays alone accepts at once (a practice game): only people are asked.
  const sides = rules.undo!.approvers(row.state, seat);
  const groups = sides.map((g) => g.filter((p) => !row.bots[p])).filter((g) => g.length > 0);
  const request: UndoAsk = { type: "undoAsk", of: last.seq, seat, groups, expires: Date.now() + UNDO_ANSWER_MS };
  const entries = [note<S, Ev>(actor, request, row.state)];
  if (groups.length > 0) return { result: false, entries };
  const bot = sides.flat()[0] ?? seat;
  const accepted: UndoAnswer = { type: "undoAnswer", ask: row.seq + 1, seat: bot, accept: true };
  entries.push(note("bot", accepted, row.state), await taken(c, rules, row, "bot", last.seq, "approval"));
  return { result: true, entries };
}

async function answer<R extends GameRow<S>, S, A, Ev>(
  c: GameTx,
  rules: GameRules<R, S, A, Ev>,
  row: R,
  seat: number,
  actor: string,
  input: Extract<UndoInput, { op: "answer" }>,
) {
  const { ask: asked } = tailOf(row);
  if (!asked || asked.seq !== input.ask) throw new AppError("undo_not_asked");
  if (asked.outcome !== "open") throw new AppError("undo_answered");
  if (!undoOpen(asked, Date.now())) throw new AppError("undo_expired");
  if (asked.seat === seat) throw new AppError("undo_own_request");
  // One answer per side: a teammate of the asker, or a side that answered already, is not asked.
  if (!undoWaiting(asked).some((g) => g.includes(seat))) throw new AppError("undo_not_approver");
  const reply: UndoAnswer = { type: "undoAnswer", ask: asked.seq, seat, accept: input.accept };
  const entries = [note<S, Ev>(actor, reply, row.state)];
  const all = input.accept && undoWaiting(asked).length === 1;
  if (all) entries.push(await taken(c, rules, row, actor, asked.of, "approval"));
  return { result: all, entries };
}

/** The event's organizer (the judge's view) takes back the game's last engine action, without asking. */
export function judgeUndoIn<R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  gameId: string,
  organizerId: string,
  input: JudgeUndoInput,
  states?: GameStates,
): Promise<ActAnswer> {
  return undoWrite(rules, gameId, states, undefined, () => ({
    key: input.idempotencyKey,
    load: async (c, row) => {
      const [event] = await c.query<{ organizerId: string }>(
        Prisma.sql`SELECT "organizerId" FROM "Event" WHERE id = ${row.eventId}`,
      );
      if (event?.organizerId !== organizerId) throw new AppError("forbidden");
      return { actor: `organizer:${organizerId}` };
    },
    stale: (_tx, row) =>
      input.seenSeq !== row.seq ? new AppError(rules.kind.codes.stale, {}, { seq: row.seq }) : null,
    reduce: async (c, row, { actor }) => {
      const { last } = tailOf(row);
      if (!last) throw new AppError("undo_none");
      return { result: true, entries: [await taken(c, rules, row, actor!, last.seq, "organizer")] };
    },
  }));
}
