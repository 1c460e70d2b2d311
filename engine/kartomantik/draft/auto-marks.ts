// A draft log as its readers see it once proxies are over: each bid that a later autoBids event of the same auction
// names is marked `auto` ("offerta automatica"). Readers are sent the bids without the mark while the proxy is secret
// (eventsFor), and the autoBids event when it is not any more: this puts the two together on any stretch of the log.
import type { DraftEvent } from "./types";

/** The log's events, one list per entry, oldest first, with the revealed automatic bids marked. */
export function markRevealed(entries: readonly (readonly DraftEvent[])[]): DraftEvent[][] {
  const out: DraftEvent[][] = [];
  // Backwards: an autoBids event comes after the bids it names; a "chosen" opens their auction.
  let named = new Set<string>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const events = entries[i]!;
    const marked: DraftEvent[] = [];
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      if (e.type === "autoBids") for (const amount of e.amounts) named.add(`${e.player}:${amount}`);
      if (e.type === "chosen") named = new Set();
      marked.push(e.type === "bid" && !e.auto && named.has(`${e.player}:${e.amount}`) ? { ...e, auto: true } : e);
    }
    out.push(marked.reverse());
  }
  return out.reverse();
}
