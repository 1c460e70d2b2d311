// The draft bot's moves, never inside anyone's transaction (as the engine games' bots,
// lib/engine-games/bots.ts): after a commit the driver reads the draft without a lock, plans the bot
// seats' next moves there (engine/kartomantik/draft/bot: CPU, no lock held) from each seat's own
// view, and appends them as those seats' actions (actor "bot:seat:<id>") through the draft's write
// path, only if the draft is still at the seq it planned from with the same bot seats (else it
// plans again, and a seat taken back is not played). Several instances may drive one draft: the
// seq check makes one of them write each move, and the moves' randomness (from the draft and the
// seq) makes every driver plan the same one. A crash between a commit and the bot's move stalls
// nothing: every instance sweeps every few seconds for drafts a bot plays that stay at a seq nobody
// looked at. Once the draft is over, the driver has each bot seat's deck built and saved
// (lib/kartomantik/drafts/bot-decks.ts), so the event can lock its decks.
import { createHash } from "node:crypto";
import { applyDraft, draftView } from "@/engine/kartomantik/draft";
import type { DraftState } from "@/engine/kartomantik/draft/types";
import { draftBotMove } from "@/engine/kartomantik/draft/bot";
import type { DeckCard } from "@/engine/kartomantik/deck-rules/types";
import { seedRng, type Seed } from "@/engine/shared/rng";
import { pool } from "@/lib/db/pool";
import { backgroundError, backgroundOk } from "@/lib/db/outage";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors";
import { draftOfEvent, writeDraft } from "@/lib/kartomantik/drafts/aggregate";
import type { DraftStatus } from "@/lib/kartomantik/drafts/log";
import type { Append } from "@/lib/kartomantik/drafts/records";
import { storeResults } from "@/lib/kartomantik/drafts/results";
import { cardsOf } from "@/lib/kartomantik/drafts/bot-cards";
import { saveBotDecks } from "@/lib/kartomantik/drafts/bot-decks";
import { replayTail, TAIL_SQL, type TailEntry } from "@/lib/kartomantik/drafts/snapshots";
import { sweepDue } from "@/lib/write/sweep-due";

/** At most this many bot moves per write: the row is locked only to append them. */
const BATCH = 12;

interface BotRow {
  id: string;
  eventId: string;
  seq: number;
  status: DraftStatus;
  seatIds: string[];
  bots: number[];
  state: DraftState;
}

/** The draft as committed, read without a lock (one statement: the snapshot and its tail agree). */
export async function readDraft(eventId: string): Promise<BotRow | null> {
  const { rows } = await pool().query<BotRow & { stateSeq: number; tail: TailEntry[] }>(
    `SELECT d.id, d."eventId", d.seq, d.status, d."seatIds", COALESCE(d."botSeats", '{}') AS bots, d.state, d."stateSeq",
       ${TAIL_SQL} AS tail
     FROM "Draft" d WHERE d."eventId" = $1`,
    [eventId],
  );
  const found = rows[0];
  if (!found) return null;
  const { stateSeq, tail, ...row } = found;
  return { ...row, state: replayTail(row.state, stateSeq, row.seq, tail) };
}

/** The seed of the bot's move at `seq` of a draft: the same on every instance, apart from the
 * draft's own (secret) seed. */
function moveSeed(draftId: string, seq: number): Seed {
  const h = createHash("sha256").update(`draft-bot:${draftId}:${seq}`).digest();
  return [h.readUInt32LE(0), h.readUInt32LE(4), h.readUInt32LE(8), h.readUInt32LE(12)];
}

/** The bot seat that must act now: the active one choosing, or the first awaited in an auction. */
function botToAct(state: DraftState, bots: readonly number[]): number | null {
  if (state.finished) return null;
  const waiting = state.auction ? state.auction.awaiting : state.active === null ? [] : [state.active];
  return waiting.find((p) => bots.includes(p)) ?? null;
}

/** The bot seats' moves from `row`, until a person must act, the draft ends, or the batch is full. */
export function planBotMoves(
  row: BotRow,
  cards: ReadonlyMap<string, DeckCard>,
): { state: DraftState; moves: Append[] } {
  const moves: Append[] = [];
  let state = row.state;
  while (moves.length < BATCH) {
    const player = botToAct(state, row.bots);
    if (player === null) break;
    const move = draftBotMove(
      { view: draftView(state), player, cards },
      seedRng(moveSeed(row.id, row.seq + moves.length + 1)),
    );
    if (!move) break;
    const applied = applyDraft(state, move[0]);
    if ("error" in applied) throw new Error(`draft bot move refused: ${JSON.stringify(move[0])} → ${applied.error}`);
    state = applied.state;
    const status: DraftStatus = state.finished ? "finished" : "running";
    const actor = `bot:seat:${row.seatIds[player]}`;
    moves.push({ kind: move[0].type, actor, payload: move[0], events: applied.events, state, status });
  }
  return { state, moves };
}

const sameSeats = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

/** The planned moves appended if the draft is where they were planned; whether they were. */
export async function writeMoves(row: BotRow, plan: { state: DraftState; moves: Append[] }): Promise<boolean> {
  try {
    await writeDraft(draftOfEvent(row.eventId), {
      load: () => ({}),
      // Planned at row.seq for these bot seats: any write since (a person's bid, a seat taken back,
      // a pause, another driver's moves) makes the plan stale.
      stale: (_client, { row: now }) =>
        now.seq !== row.seq || now.status !== "running" || !sameSeats(now.bots, row.bots)
          ? new AppError("draft_stale")
          : null,
      reduce: async (client, { row: now }) => {
        if (plan.state.finished) await storeResults(client, now.seatIds, plan.state);
        return { result: null, entries: plan.moves };
      },
    });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === "draft_stale") return false;
    throw err;
  }
}

export interface DraftBots {
  /** Plays the draft's bot seats until a person must act or it ends (joins a drain under way). */
  settled(eventId: string): Promise<void>;
  /** The same in the background: errors are logged, a later sweep tries again. */
  kick(eventId: string): void;
  /** Starts the drafts a bot must move in (or whose bot decks are missing) that nobody drives:
   * first every one not looked at here at its seq, then those whose seq stayed put since the
   * previous sweep (another instance's drain moves them meanwhile). Returns the events started. */
  sweep(): Promise<string[]>;
}

export function draftBotDriver(): DraftBots {
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  /** Event → the seq at which this driver found nothing for the bot to do. */
  const looked = new Map<string, number>();
  const sweeping = sweepDue(looked);

  async function drain(eventId: string): Promise<void> {
    let row = await readDraft(eventId);
    for (let moved = 0; row;) {
      if (row.status === "finished" && row.bots.length) {
        await saveBotDecks(row);
        looked.set(eventId, row.seq);
        return;
      }
      if (row.status !== "running" || row.bots.length === 0) break;
      if (moved > 10_000) throw new Error(`draft of ${eventId}: the bot did not stop`);
      const plan = planBotMoves(row, await cardsOf(row.id));
      if (plan.moves.length === 0) break;
      if (await writeMoves(row, plan)) {
        moved += plan.moves.length;
        const status: DraftStatus = plan.state.finished ? "finished" : "running";
        row = { ...row, seq: row.seq + plan.moves.length, state: plan.state, status };
      } else row = await readDraft(eventId);
    }
    if (row) looked.set(eventId, row.seq);
  }

  function settled(eventId: string): Promise<void> {
    const under = running.get(eventId);
    if (under) {
      // A write after the drain's last read may have handed a turn to the bot: look once more.
      under.again = true;
      return under.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        await drain(eventId);
        while (entry.again) {
          entry.again = false;
          await drain(eventId);
        }
      } catch (err) {
        // A bug (a refused bot move) is not retried at every sweep; an outage is.
        if (!isDatabaseUnavailable(err)) {
          const row = await readDraft(eventId).catch(() => null);
          if (row) looked.set(eventId, row.seq);
        }
        throw err;
      } finally {
        running.delete(eventId);
      }
    })();
    running.set(eventId, entry);
    return entry.done;
  }

  function kick(eventId: string): void {
    settled(eventId).then(backgroundOk, (err) => backgroundError(`draft bot of ${eventId}`, err));
  }

  async function sweep(): Promise<string[]> {
    const { rows } = await pool().query<{ eventId: string; seq: number }>(
      `SELECT d."eventId", d.seq FROM "Draft" d
       WHERE cardinality(d."botSeats") > 0 AND (d.status = 'running' OR (d.status = 'finished' AND EXISTS (
         SELECT 1 FROM unnest(d."botSeats") p WHERE NOT EXISTS (SELECT 1 FROM "Deck" k WHERE k."seatId" = d."seatIds"[p + 1]))))`,
    );
    const due = sweeping.due(
      rows.map((r) => ({ id: r.eventId, seq: r.seq })),
      running,
    );
    for (const id of due) kick(id);
    return due;
  }

  return { settled, kick, sweep };
}

const holder = globalThis as unknown as { bazaarDraftBots?: DraftBots };

/** This instance's driver (one per process: Next's bundles share it through globalThis). */
export const draftBots = (): DraftBots => (holder.bazaarDraftBots ??= draftBotDriver());
