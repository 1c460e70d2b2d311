// What a background loop (bid clock, hub sweeps, presence) or a request does with an error: an
// outage of the database is logged when it starts, again at most once a minute while it lasts, and
// when it ends — not at every tick (the bid clock ticks every 500 ms) nor for every request;
// anything else is logged in full each time, with where it happened.
import { isDatabaseUnavailable, unavailableReason } from "@/lib/db/unavailable";

const REPEAT_MS = 60_000;
const holder = globalThis as unknown as { bazaarOutage?: { since: number; logged: number } | null };

/** Reports an error met in `where`. */
export function backgroundError(where: string, err: unknown): void {
  if (!isDatabaseUnavailable(err)) {
    console.error(`${where} failed:`, err);
    return;
  }
  const now = Date.now();
  const outage = holder.bazaarOutage;
  if (outage && now - outage.logged < REPEAT_MS) return;
  holder.bazaarOutage = { since: outage?.since ?? now, logged: now };
  const reason = unavailableReason(err);
  console.error(
    `database unavailable (${where}: ${reason})${outage ? ` for ${Math.round((now - outage.since) / 1000)} s` : ""}; retrying until it is back`,
  );
}

/** Called when database work succeeded: ends a logged outage. */
export function backgroundOk(): void {
  const outage = holder.bazaarOutage;
  if (!outage) return;
  holder.bazaarOutage = null;
  console.error(`database back after ${((Date.now() - outage.since) / 1000).toFixed(1)} s`);
}
