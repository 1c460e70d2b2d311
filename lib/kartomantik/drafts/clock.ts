// The optional bid clock (event-rules §3.8): whoever still has to answer when it runs out is
// recorded as passing. Any app instance may sweep; the row lock makes it happen once.
import { applyDraft } from "@/engine/kartomantik/draft";
import { pool } from "@/lib/db/pool";
import { draftOfEvent, writeDraft } from "@/lib/kartomantik/drafts/aggregate";
import type { Append } from "@/lib/kartomantik/drafts/records";
import { storeResults } from "@/lib/kartomantik/drafts/results";
import { backgroundError, backgroundOk } from "@/lib/db/outage";

export async function sweepClocks(): Promise<number> {
  const { rows } = await pool().query<{ eventId: string }>(
    `SELECT "eventId" FROM "Draft" WHERE status = 'running' AND "clockDeadline" <= now() LIMIT 20`,
  );
  let passes = 0;
  for (const { eventId } of rows) passes += await expire(eventId);
  return passes;
}

async function expire(eventId: string): Promise<number> {
  const { result } = await writeDraft(draftOfEvent(eventId), {
    load: async (client, { row }) => {
      const { rows } = await client.query<{ due: boolean }>(
        `SELECT "clockDeadline" <= now() AS due FROM "Draft" WHERE id = $1`,
        [row.id],
      );
      return { due: !!rows[0]?.due };
    },
    reduce: async (client, { row }, { due }) => {
      const entries: Append[] = [];
      if (row.status !== "running" || !due || !row.state.auction) return { result: 0, entries };
      let state = row.state;
      for (const player of [...row.state.auction.awaiting]) {
        const result = applyDraft(state, { type: "pass", player });
        if ("error" in result) break;
        state = result.state;
        const status = state.finished ? "finished" : "running";
        entries.push({
          kind: "pass",
          actor: "clock",
          payload: { type: "pass", player },
          events: result.events,
          state,
          status,
        });
        if (state.finished) await storeResults(client, row.seatIds, state);
      }
      return { result: entries.length, entries };
    },
  });
  return result;
}

let timer: ReturnType<typeof setInterval> | undefined;

export function startClockSweeper(everyMs = 500): void {
  if (timer) return;
  let running = false;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepClocks()
      .then(backgroundOk, (err) => backgroundError("bid clock sweep", err))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref?.();
}
