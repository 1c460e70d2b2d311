import { CAP_PER_TABLE } from "@/engine/kartomantik/draft";
import type { PublicDraft } from "@/lib/kartomantik/drafts/views";

/** Who chooses the next card as things stand (rules §2, §3.5–3.6): a chooser outbid by another
 * player chooses again; otherwise, once the card is taken, the snake moves on past the players
 * who already hold two cards of this table. "lastCard" when this is the table's last card (a new
 * table, or the end, follows); null when nobody is to choose. */
export function nextChooser(d: PublicDraft): number | "lastCard" | null {
  if (d.finished || d.active === null) return null;
  const auction = d.auction;
  if (auction?.best && auction.best.player !== auction.chooser) return auction.chooser;
  if (d.table.length <= 1) return "lastCard";
  // The card goes to the chooser (nobody bid, or they matched) or, with no auction yet, to the active player.
  const winner = auction ? auction.chooser : d.active;
  const taken = (p: number) => (d.takenThisTable[p]?.length ?? 0) + (p === winner ? 1 : 0);
  for (let i = d.turnIndex + 1; i < d.turnOrder.length; i++) {
    const p = d.turnOrder[i]!;
    if (taken(p) < CAP_PER_TABLE) return p;
  }
  return null;
}
