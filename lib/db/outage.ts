// What a background loop (bid clock, hub sweeps, presence) or a request does with an error: an
// outage of the database is logged when it starts, again at most once a minute while it lasts, and
// when it ends — not at every tick (the bid clock ticks every 500 ms) nor for every request;
// anything else is logged in full each time, with where it happened. A full disk is remembered for
// /api/health (lib/db/disk.ts).
import { noteDiskFull } from "@/lib/db/disk";
import { currentFault, databaseFault, unavailableReason } from "@/lib/db/unavailable";

const REPEAT_MS = 60_000;
type Outage = { since: number; logged: number; last: number };
const holder = globalThis as unknown as { bazaarOutage?: Outage | null; bazaarDiskOutage?: Outage | null };

/** Reports an error met in `where`. */
export function backgroundError(where: string, err: unknown): void {
  const fault = currentFault(err);
  if (!fault) {
    console.error(`${where} failed:`, err);
    return;
  }
  const reason = unavailableReason(err);
  // A full disk refuses writes while reads go on (and end the outage of a database that was away):
  // it is logged on its own, once a minute while writes keep failing.
  const key = fault === "disk_full" ? "bazaarDiskOutage" : "bazaarOutage";
  if (databaseFault(err) === "disk_full") noteDiskFull(reason);
  const now = Date.now();
  // A full disk with no refusal for a minute was over (nothing says when writes succeed again).
  const outage = key === "bazaarDiskOutage" && now - (holder[key]?.last ?? 0) > REPEAT_MS ? null : holder[key];
  if (outage && now - outage.logged < REPEAT_MS) return void (outage.last = now);
  holder[key] = { since: outage?.since ?? now, logged: now, last: now };
  const what = fault === "disk_full" ? "disk full: free space on the database's server" : "database unavailable";
  const since = outage ? ` for ${Math.round((now - outage.since) / 1000)} s` : "";
  console.error(`${what} (${where}: ${reason})${since}; retrying until it is back`);
}

/** Called when database work succeeded: ends a logged outage. */
export function backgroundOk(): void {
  const outage = holder.bazaarOutage;
  if (!outage) return;
  holder.bazaarOutage = null;
  console.error(`database back after ${((Date.now() - outage.since) / 1000).toFixed(1)} s`);
}
