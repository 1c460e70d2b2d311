// A player's draft action as the route receives it, the engine action it means, and the answer
// (lib/kartomantik/drafts/aggregate.ts writes it). The player is the device's seat, never the body's.
import { z } from "zod";
import { PG_INT_MAX } from "@/lib/db/int";
import type { DraftAction } from "@/engine/kartomantik/draft/types";
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";

export const playInput = z.object({
  type: z.enum(["choose", "bid", "match", "pass", "proxy"]),
  cardId: z.string().max(64).optional(),
  amount: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  /** A proxy's most ("offri fino a X"); null or absent cancels it. */
  max: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
  /** The last sequence number this client had seen (a PostgreSQL integer, as every seq). */
  seenSeq: z.number().int().min(0).max(PG_INT_MAX),
  idempotencyKey: z.string().min(8).max(100),
});
export type PlayInput = z.infer<typeof playInput>;

export interface PlayResult {
  seq: number;
  duplicate: boolean;
  view: DraftViewMessage;
}

export function toAction(input: PlayInput, player: number): DraftAction {
  switch (input.type) {
    case "choose":
      return { type: "choose", player, cardId: input.cardId ?? "" };
    case "bid":
      return { type: "bid", player, amount: input.amount ?? 0 };
    case "proxy":
      return { type: "proxy", player, max: input.max ?? null };
    default:
      return { type: input.type, player };
  }
}
