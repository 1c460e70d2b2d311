// The organizer hands a draft seat to the draft bot and takes it back (event-rules §3.10: replacing
// an absent player is the organizer's act, in the audit log). The seats are the draft row's
// "botSeats", changed under its lock with a log entry; the bot's moves come after the commit, from
// the driver (lib/kartomantik/drafts/bot-driver.ts), never inside this write.
import { z } from "zod";
import { applyDraft, isRuleError, proxyOf } from "@/engine/kartomantik/draft";
import type { DraftAction } from "@/engine/kartomantik/draft/types";
import { proxyKind } from "@/lib/kartomantik/drafts/proxy-privacy";
import { AppError } from "@/lib/errors";
import { draftOfEvent, writeDraft } from "@/lib/kartomantik/drafts/aggregate";
import { draftBots } from "@/lib/kartomantik/drafts/bot-driver";

export const botSeatInput = z.object({ seatId: z.string().min(1).max(64), bot: z.boolean() });

/** Log kinds of the two acts (shown in every screen's log). */
export const BOT_KINDS = { on: "bot_on", off: "bot_off" } as const;

/** Hands the seat to the bot (bot: true) or takes it back. Asking for what already is changes
 * nothing and logs nothing. Returns the seats the bot plays now. */
export async function setBotSeat(organizerId: string, eventId: string, input: z.infer<typeof botSeatInput>) {
  const { seq, result: bots } = await writeDraft(draftOfEvent(eventId), {
    load: (_client, { row }) => {
      const player = row.seatIds.indexOf(input.seatId);
      if (player < 0) throw new AppError("draft_seat_unknown");
      return { player };
    },
    admit: (_client, { row }) => {
      if (row.status === "finished") throw new AppError("draft_op_not_now", { op: "bot", status: row.status });
    },
    reduce: async (client, { row }, { player }) => {
      if (row.bots.includes(player) === input.bot) return { result: row.bots, entries: [] };
      const bots = input.bot ? [...row.bots, player].sort((a, b) => a - b) : row.bots.filter((p) => p !== player);
      await client.query(`UPDATE "Draft" SET "botSeats" = $2 WHERE id = $1`, [row.id, bots]);
      const actor = `organizer:${organizerId}`;
      const entry = {
        kind: input.bot ? BOT_KINDS.on : BOT_KINDS.off,
        actor,
        payload: { player, seatId: input.seatId },
        events: [],
        state: row.state,
        status: row.status,
      };
      // A player who leaves to the bot leaves their proxy too: cancelled as they would, an engine action in the log.
      if (!input.bot || proxyOf(row.state, player) === null) return { result: bots, entries: [entry] };
      const cancel: DraftAction = { type: "proxy", player, max: null };
      const cancelled = applyDraft(row.state, cancel);
      if (isRuleError(cancelled)) throw new Error(`proxy cancel refused: ${cancelled.error}`);
      const state = cancelled.state;
      const quiet = { kind: proxyKind(cancelled.events), actor, payload: cancel, events: cancelled.events, state };
      return { result: bots, entries: [entry, { ...quiet, status: row.status }] };
    },
  });
  // Committed: the bot may have to answer at once.
  if (bots.length) draftBots().kick(eventId);
  return { seq, bots };
}
