import { markRevealed } from "@/engine/kartomantik/draft/auto-marks";
import type { DraftEvent } from "@/engine/kartomantik/draft/types";
import type { CardInfo } from "@/lib/kartomantik/cards/localize";
import type { StreamEntry } from "@/components/kartomantik/draft/useDraftStream";
import { ENGINE_KINDS } from "@/lib/kartomantik/drafts/undo";

type T = (key: string, values?: Record<string, string | number>) => string;

/** One readable line per log entry (engine events or an organizer's act). */
export function describeEntry(entry: StreamEntry, t: T, players: string[], cards: Record<string, CardInfo>): string[] {
  const name = (p: number) => players[p] ?? `#${p + 1}`;
  const card = (id: string) => cards[id]?.name ?? "?";
  // The bot's own moves (its seat chose, bid or passed) say so.
  const by = (p: number) => (entry.actor.startsWith("bot:") ? `${name(p)} (${t("botTag")})` : name(p));
  if (![...ENGINE_KINDS, "start"].includes(entry.kind)) return [t("logOrganizer", { what: t(`ops.${entry.kind}`) })];
  return entry.events.flatMap((e: DraftEvent) => {
    switch (e.type) {
      case "chosen":
        return [t("logChose", { name: by(e.player), card: card(e.cardId) })];
      case "bid": {
        const line = t(e.matched ? "logMatched" : "logBid", { name: by(e.player), amount: e.amount });
        return [e.auto ? t("logAuto", { line }) : line];
      }
      case "passed":
        return [t("logPassed", { name: by(e.player) })];
      case "acquired":
        return [
          e.free
            ? t("logFree", { name: name(e.player), card: card(e.cardId) })
            : t("logAcquired", { name: name(e.player), card: card(e.cardId), price: e.price }),
        ];
      case "turnSkipped":
        return [t("logSkipped", { name: name(e.player) })];
      case "tableDealt":
        return [t("logTable", { no: e.tableNo })];
      case "finished":
        return [t("logFinished")];
      default:
        return [];
    }
  });
}

/** The log (newest first) with each bid marked automatic once its proxy is over (the server sends the autoBids event
 * then, and plain bids before). */
export function withAutoMarks(log: StreamEntry[]): StreamEntry[] {
  const oldestFirst = [...log].reverse();
  const marked = markRevealed(oldestFirst.map((e) => e.events));
  return oldestFirst.map((e, i) => ({ ...e, events: marked[i]! })).reverse();
}
