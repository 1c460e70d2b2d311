// A player's draft action: one short transaction with the draft row locked. Duplicates (same
// idempotency key) get the original answer; stale requests get the current truth and a reason.
import { z } from "zod";
import { applyDraft } from "@/engine/draft";
import type { DraftAction, DraftState, RuleError } from "@/engine/draft/types";
import { withTransaction } from "@/lib/db/pool";
import { AppError, type ErrorCode } from "@/lib/errors";
import { hashToken } from "@/lib/players/device-key";
import { draftHub } from "@/lib/realtime/draft-hub";
import { appendAction, entriesAfter, lockForPlay, type DraftRow } from "@/lib/drafts/records";
import type { DraftStatus } from "@/lib/drafts/log";
import { forget, knownPlayer, remember, tryFastPlay } from "@/lib/drafts/fast-play";
import { storeResults } from "@/lib/drafts/results";
import { viewFor, type DraftViewMessage } from "@/lib/drafts/views";

export const playInput = z.object({
  type: z.enum(["choose", "bid", "match", "pass"]),
  cardId: z.string().max(64).optional(),
  amount: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  /** The last sequence number this client had seen. */
  seenSeq: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(100),
});
export type PlayInput = z.infer<typeof playInput>;

export interface PlayResult {
  seq: number;
  duplicate: boolean;
  view: DraftViewMessage;
}

export function ruleError(err: RuleError, names: string[] = []): AppError {
  const params: Record<string, string | number> = { ...err.params, rule: err.rule };
  // Messages name players, the engine counts them by index.
  for (const key of ["active", "bidder", "chooser"]) {
    const index = err.params?.[key];
    if (typeof index === "number") params[`${key}Name`] = names[index] ?? `#${index + 1}`;
  }
  return new AppError(`rule_${err.error}` as ErrorCode, params);
}

async function seatNames(client: Parameters<typeof entriesAfter>[0], seatIds: string[]): Promise<string[]> {
  const { rows } = await client.query<{ id: string; displayName: string }>(`SELECT id, "displayName" FROM "Seat" WHERE id = ANY($1)`, [seatIds]);
  return seatIds.map((id) => rows.find((r) => r.id === id)?.displayName ?? "?");
}

function toAction(input: PlayInput, player: number): DraftAction {
  switch (input.type) {
    case "choose":
      return { type: "choose", player, cardId: input.cardId ?? "" };
    case "bid":
      return { type: "bid", player, amount: input.amount ?? 0 };
    default:
      return { type: input.type, player };
  }
}

/** Only passes by others may have happened since the client looked; anything else is news it must see. */
async function assertFresh(client: Parameters<typeof entriesAfter>[0], row: DraftRow, seenSeq: number, player: number) {
  if (seenSeq >= row.seq) return;
  const missed = await entriesAfter(client, row.id, seenSeq);
  if (missed.every((e) => e.kind === "pass")) return;
  const best = row.state.auction?.best;
  if (best && best.player !== player) {
    const { rows } = await client.query<{ displayName: string }>(`SELECT "displayName" FROM "Seat" WHERE id = $1`, [row.seatIds[best.player]]);
    throw new AppError("draft_stale_bid", { amount: best.amount, name: rows[0]?.displayName ?? `#${best.player + 1}` }, { view: viewFor(row, player) });
  }
  throw new AppError("draft_stale", {}, { view: viewFor(row, player) });
}

/** The bid clock runs while an auction awaits answers; a new bid restarts it, a pass does not. */
export function clockMode(kind: string, state: DraftState): "reset" | "keep" | "clear" {
  if (!state.auction || state.auction.awaiting.length === 0) return "clear";
  return kind === "pass" ? "keep" : "reset";
}

export async function play(eventId: string, device: string, input: PlayInput): Promise<PlayResult> {
  const deviceKeyHash = hashToken(device);
  const known = knownPlayer(eventId, deviceKeyHash);
  if (known !== null) {
    const fast = await tryFastPlay(eventId, deviceKeyHash, { type: input.type, action: toAction(input, known), seenSeq: input.seenSeq, idempotencyKey: input.idempotencyKey });
    if (fast) return fast;
  }
  return playLocked(eventId, deviceKeyHash, input);
}

/** The locked transaction: decides every case (refusals, duplicates, stale requests, the end). */
async function playLocked(eventId: string, deviceKeyHash: string, input: PlayInput): Promise<PlayResult> {
  const outcome = await withTransaction(async (client) => {
    const { row, seatId, duplicate } = await lockForPlay(client, eventId, deviceKeyHash, input.idempotencyKey);
    if (!seatId) throw new AppError("not_seated");
    const actor = `seat:${seatId}`;
    const player = row.seatIds.indexOf(seatId);
    if (player < 0) throw new AppError("not_in_draft");
    remember(row, deviceKeyHash, seatId);
    // The key is looked up for this seat only: another seat's request with the same key is new.
    if (duplicate) return { result: { seq: duplicate.seq, duplicate: true, view: viewFor(row, player) } };
    if (row.status === "paused") throw new AppError("draft_paused", {}, { view: viewFor(row, player) });
    if (row.status === "finished") throw new AppError("draft_finished", {}, { view: viewFor(row, player) });
    await assertFresh(client, row, input.seenSeq, player);
    const result = applyDraft(row.state, toAction(input, player));
    if ("error" in result) throw ruleError(result, await seatNames(client, row.seatIds));
    const state: DraftState = result.state;
    const status: DraftStatus = state.finished ? "finished" : "running";
    const clock = clockMode(input.type, state);
    // The bid clock's deadline is computed by the database; let the hub read it when one runs.
    const deliverLocally = !(row.clockSeconds && clock !== "clear");
    const seq = await appendAction(client, row, {
      kind: input.type,
      actor,
      payload: toAction(input, player),
      events: result.events,
      idempotencyKey: input.idempotencyKey,
      state,
      status,
      clock,
      publishedLocally: deliverLocally,
    });
    if (state.finished) await storeResults(client, row.seatIds, state);
    const committed = { ...row, seq, stateSeq: seq, status, state, clockDeadline: null };
    const entry = { seq, kind: input.type, actor, events: result.events, undoneBy: null };
    const local = deliverLocally ? { entry, snapshot: { seq, status, state, clockDeadline: null } } : null;
    return { result: { seq, duplicate: false, view: viewFor(committed, player) }, draftId: row.id, local, committed: { row: committed, seatId, kind: input.type } };
  });
  // The clock's deadline is the database's: a row with a running clock is re-read next time.
  if (outcome.committed) {
    const { row, seatId, kind } = outcome.committed;
    if (row.clockSeconds) forget(eventId);
    else remember(row, deviceKeyHash, seatId, kind);
  }
  // Committed: this instance's streams get it straight away; other instances hear the NOTIFY.
  if (outcome.draftId) draftHub().published(outcome.draftId, outcome.result.seq, outcome.local);
  return outcome.result;
}
