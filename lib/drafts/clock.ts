// The optional bid clock (event-rules §3.8): whoever still has to answer when it runs out is
// recorded as passing. Any app instance may sweep; the row lock makes it happen once.
import { applyDraft } from "@/engine/draft";
import { pool, withTransaction } from "@/lib/db/pool";
import { appendAction, lockDraftOfEvent, type DraftRow } from "@/lib/drafts/records";
import { clockMode } from "@/lib/drafts/play";
import { storeResults } from "@/lib/drafts/results";
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
  return withTransaction(async (client) => {
    let row: DraftRow = await lockDraftOfEvent(client, eventId);
    const { rows } = await client.query<{ due: boolean }>(`SELECT "clockDeadline" <= now() AS due FROM "Draft" WHERE id = $1`, [row.id]);
    if (row.status !== "running" || !rows[0]?.due || !row.state.auction) return 0;
    let passes = 0;
    for (const player of [...row.state.auction.awaiting]) {
      const result = applyDraft(row.state, { type: "pass", player });
      if ("error" in result) break;
      const status = result.state.finished ? "finished" : "running";
      const seq = await appendAction(client, row, {
        kind: "pass",
        actor: "clock",
        payload: { type: "pass", player },
        events: result.events,
        state: result.state,
        status,
        clock: clockMode("pass", result.state),
      });
      row = { ...row, seq, stateSeq: seq, state: result.state, status };
      passes++;
      if (result.state.finished) await storeResults(client, row.seatIds, result.state);
    }
    return passes;
  });
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
