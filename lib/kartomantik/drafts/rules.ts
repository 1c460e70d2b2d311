// The rules a draft write follows on both of its paths (the locked transaction, lib/kartomantik/drafts/play.ts,
// and the one-statement fast path, lib/kartomantik/drafts/fast-play.ts): stated once here.
import type { DraftState } from "@/engine/kartomantik/draft/types";

/** What the bid clock does with this write: a new question restarts it, a pass keeps it. */
export type ClockMode = "reset" | "keep" | "clear";

/** The bid clock runs while an auction awaits answers; a new bid restarts it, a pass does not. */
export function clockMode(kind: string, state: DraftState): ClockMode {
  if (!state.auction || state.auction.awaiting.length === 0) return "clear";
  return kind === "pass" ? "keep" : "reset";
}

/** The draft row's new "clockDeadline" by the database's clock, `mode` being the SQL parameter
 * that holds the ClockMode (the deadline is the database's: every instance sees the same). */
export const clockDeadlineSql = (mode: string) => `CASE
         WHEN ${mode} = 'reset' AND "clockSeconds" IS NOT NULL THEN now() + make_interval(secs => "clockSeconds")
         WHEN ${mode} = 'keep' THEN "clockDeadline"
         ELSE NULL END`;

/** Whether a client that missed the entries of these kinds may still act: only passes by others
 * may have happened since it looked; anything else is news it must see (an unknown kind too). */
export const freshAfter = (missedKinds: readonly (string | undefined)[]): boolean =>
  missedKinds.every((kind) => kind === "pass");
