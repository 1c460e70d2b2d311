// Proxy bids ("offri fino a X") are private: their X, and while they run even that they exist, reach only their
// player. Every log entry leaves the server through here, filtered for its viewer (a player index; null for the
// projector, the organizer and the export): another player's proxy events are left out, their automatic bids are
// plain bids until the engine's autoBids event makes them public, an entry that set or cancelled a proxy reads as
// the bid it made, and one that made none is not sent at all.
import { eventsFor } from "@/engine/kartomantik/draft/proxy";
import type { DraftEvent } from "@/engine/kartomantik/draft/types";
import type { LogEntry } from "@/lib/kartomantik/drafts/log";

/** Log kinds of a proxy set or cancelled: "proxy" when it answered the auction (bids or passes), "proxy_quiet" when
 * nothing public happened (no news for anyone, nor a stale reason). */
export const PROXY_KINDS = { answered: "proxy", quiet: "proxy_quiet" } as const;

export const proxyKind = (events: readonly DraftEvent[]): string =>
  events.some((e) => e.type === "bid" || e.type === "passed") ? PROXY_KINDS.answered : PROXY_KINDS.quiet;

const isProxyKind = (kind: string) => kind === PROXY_KINDS.answered || kind === PROXY_KINDS.quiet;

/** Whether an entry holds anything only some viewers may see (the public copy then is not everyone's). */
export const hasPrivate = (entry: Pick<LogEntry, "kind" | "events">): boolean =>
  isProxyKind(entry.kind) || entry.events.some((e) => e.type === "proxy" || ("auto" in e && e.auto));

/** The entry as `viewer` may see it, or null when it shows them nothing. */
export function entryFor<E extends Pick<LogEntry, "kind" | "events">>(entry: E, viewer: number | null): E | null {
  if (!hasPrivate(entry)) return entry;
  const events = eventsFor(entry.events, viewer, () => false);
  if (!isProxyKind(entry.kind)) return { ...entry, events };
  // Their own proxy's entry (set or cancelled: its first event) is seen by its player as it is. Another proxy event
  // of theirs in it — theirs used up by this one — does not make it theirs: it reads as the bid it made.
  const setter = entry.events[0];
  if (setter?.type === "proxy" && setter.player === viewer) return { ...entry, events };
  const first = events.find((e) => e.type === "bid");
  if (!first) return null;
  return { ...entry, kind: first.matched ? "match" : "bid", events };
}

export function entriesFor<E extends Pick<LogEntry, "kind" | "events">>(entries: readonly E[], viewer: number | null) {
  return entries.map((e) => entryFor(e, viewer)).filter((e): e is E => e !== null);
}

interface Exported {
  kind: string;
  events: DraftEvent[];
  payload: unknown;
  undoneBy: number | null;
}

/** The log's export as the organizer may read it: whole, except the auction still open, whose proxies are secret —
 * its entries are filtered like the projector's, and a proxy's entry carries the tap it reads as. */
export function exportedEntries<E extends Exported>(entries: readonly E[]): E[] {
  let openFrom: number | null = null;
  entries.forEach((entry, i) => {
    if (entry.undoneBy !== null) return;
    if (entry.events.some((e) => e.type === "chosen")) openFrom = i;
    if (entry.events.some((e) => e.type === "acquired" || e.type === "finished")) openFrom = null;
  });
  if (openFrom === null) return [...entries];
  const from: number = openFrom;
  const out = entries.slice(0, from);
  for (const entry of entries.slice(from)) {
    const shown = entry.undoneBy === null ? entryFor(entry, null) : entry;
    if (!shown) continue;
    if (shown.kind === entry.kind) out.push(shown);
    else {
      const bid = shown.events.find((e) => e.type === "bid")!;
      const payload =
        shown.kind === "match"
          ? { type: "match", player: bid.player }
          : { type: "bid", player: bid.player, amount: bid.amount };
      out.push({ ...shown, payload });
    }
  }
  return out;
}
