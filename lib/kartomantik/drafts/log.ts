// What the draft's writers, its views and its realtime hub share: the channel, the row's status
// and a log entry. A leaf module, so that none of them imports another to name these.
import type { DraftEvent } from "@/engine/kartomantik/draft/types";

export const DRAFT_CHANNEL = "bazaar_draft";

export type DraftStatus = "running" | "paused" | "finished";

export interface LogEntry {
  seq: number;
  kind: string;
  actor: string;
  events: DraftEvent[];
  undoneBy: number | null;
}
