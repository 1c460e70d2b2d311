// A player's draft action, a command of the write kernel (lib/write/kernel.ts): its fast path
// first (lib/kartomantik/drafts/fast-play.ts, one statement), else one short transaction with the draft row
// locked. Duplicates (same idempotency key) get the original answer; stale requests get the
// current truth and a reason.
import { z } from "zod";
import { applyDraft } from "@/engine/kartomantik/draft";
import type { PoolClient } from "pg";
import type { DraftAction, DraftState, RuleError } from "@/engine/kartomantik/draft/types";
import { afterCommit } from "@/lib/db/pool";
import { AppError, type ErrorCode } from "@/lib/errors";
import { hashToken } from "@/lib/players/device-key";
import { entriesAfter, lockForPlay, type Append, type DraftRow, type PlayLock } from "@/lib/kartomantik/drafts/records";
import type { DraftStatus } from "@/lib/kartomantik/drafts/log";
import { writeDraft } from "@/lib/kartomantik/drafts/aggregate";
import { clockMode, freshAfter } from "@/lib/kartomantik/drafts/rules";
import type { Command } from "@/lib/write/kernel";
import { forget, knownPlayer, remember, tryFastPlay } from "@/lib/kartomantik/drafts/fast-play";
import { storeResults } from "@/lib/kartomantik/drafts/results";
import { viewFor, type DraftViewMessage } from "@/lib/kartomantik/drafts/views";

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
  const { rows } = await client.query<{ id: string; displayName: string }>(
    `SELECT id, "displayName" FROM "Seat" WHERE id = ANY($1)`,
    [seatIds],
  );
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

/** The stale answer when the client missed more than passes by others (lib/kartomantik/drafts/rules.ts). */
async function staleness(
  client: Parameters<typeof entriesAfter>[0],
  row: DraftRow,
  seenSeq: number,
  player: number,
): Promise<AppError | null> {
  if (seenSeq >= row.seq) return null;
  const missed = await entriesAfter(client, row.id, seenSeq);
  if (freshAfter(missed.map((e) => e.kind))) return null;
  const best = row.state.auction?.best;
  if (best && best.player !== player) {
    const { rows } = await client.query<{ displayName: string }>(`SELECT "displayName" FROM "Seat" WHERE id = $1`, [
      row.seatIds[best.player],
    ]);
    return new AppError(
      "draft_stale_bid",
      { amount: best.amount, name: rows[0]?.displayName ?? `#${best.player + 1}` },
      { view: viewFor(row, player) },
    );
  }
  return new AppError("draft_stale", {}, { view: viewFor(row, player) });
}

export async function play(eventId: string, device: string, input: PlayInput): Promise<PlayResult> {
  const deviceKeyHash = hashToken(device);
  const known = knownPlayer(eventId, deviceKeyHash);
  // The common case in one statement, when this instance's cache can decide it; else the lock.
  const fastPath = async () => {
    if (known === null) return null;
    const fast = await tryFastPlay(eventId, deviceKeyHash, {
      type: input.type,
      action: toAction(input, known),
      seenSeq: input.seenSeq,
      idempotencyKey: input.idempotencyKey,
    });
    return fast && { result: fast, seq: fast.seq, duplicate: false };
  };
  const outcome = await writeDraft(
    (client) => lockForPlay(client, eventId, deviceKeyHash, input.idempotencyKey),
    playCommand(eventId, deviceKeyHash, input),
    fastPath,
  );
  return outcome.result;
}

/** The locked transaction: decides every case (refusals, duplicates, stale requests, the end). */
function playCommand(
  eventId: string,
  deviceKeyHash: string,
  input: PlayInput,
): Command<PoolClient, PlayLock, { actor: string; player: number; seatId: string }, Append, PlayResult> {
  return {
    // The key is looked up for this seat only: another seat's request with the same key is new.
    key: input.idempotencyKey,
    load: (_client, { row, seatId }) => {
      if (!seatId) throw new AppError("not_seated");
      const player = row.seatIds.indexOf(seatId);
      if (player < 0) throw new AppError("not_in_draft");
      remember(row, deviceKeyHash, seatId);
      return { actor: `seat:${seatId}`, player, seatId };
    },
    retried: (_client, { row }, { player }, seq) => ({ seq, duplicate: true, view: viewFor(row, player) }),
    admit: (_client, { row }, { player }) => {
      if (row.status === "paused") throw new AppError("draft_paused", {}, { view: viewFor(row, player) });
      if (row.status === "finished") throw new AppError("draft_finished", {}, { view: viewFor(row, player) });
    },
    stale: (client, { row }, { player }) => staleness(client, row, input.seenSeq, player),
    reduce: async (client, { row }, { actor, player, seatId }) => {
      const action = toAction(input, player);
      const result = applyDraft(row.state, action);
      if ("error" in result) throw ruleError(result, await seatNames(client, row.seatIds));
      const state: DraftState = result.state;
      const status: DraftStatus = state.finished ? "finished" : "running";
      const clock = clockMode(input.type, state);
      if (state.finished) await storeResults(client, row.seatIds, state);
      const seq = row.seq + 1;
      const committed = { ...row, seq, stateSeq: seq, status, state, clockDeadline: null };
      // The clock's deadline is the database's: a row with a running clock is re-read next time.
      afterCommit(client, () =>
        row.clockSeconds ? forget(eventId) : remember(committed, deviceKeyHash, seatId, input.type),
      );
      // With a bid clock running, the streams read the deadline the database computed.
      const publishedLocally = !(row.clockSeconds && clock !== "clear");
      return {
        result: { seq, duplicate: false, view: viewFor(committed, player) },
        entries: [{ kind: input.type, actor, payload: action, events: result.events, state, status, publishedLocally }],
      };
    },
  };
}
