// "Undo the last completed auction (and what followed it)" (event-rules §3.10) over the log.
import type { DraftAction, DraftEvent } from "@/engine/kartomantik/draft/types";
import { PROXY_KINDS } from "@/lib/kartomantik/drafts/proxy-privacy";

/** The log entries an undo can take back: the players' actions (engine input), proxies set or cancelled too. */
export const ENGINE_KINDS = ["choose", "bid", "match", "pass", PROXY_KINDS.answered, PROXY_KINDS.quiet];

export interface ActiveEntry {
  seq: number;
  action: DraftAction;
  events: DraftEvent[];
}

/** The seq of the `choose` that opened the last auction that ended in an acquisition, or null. */
export function undoFrom(entries: ActiveEntry[]): number | null {
  let lastChoose: number | null = null;
  let target: number | null = null;
  for (const entry of entries) {
    if (entry.action.type === "choose") lastChoose = entry.seq;
    if (entry.events.some((e) => e.type === "acquired")) target = lastChoose;
  }
  return target;
}
