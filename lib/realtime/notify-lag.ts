// NOTIFY lag for /metrics: every announcement carries the time it was made (`at`, ms since the
// epoch, last in its JSON: at the write's commit), and each instance's LISTEN connection measures
// how long it took to arrive. Across machines the clocks' skew adds to it (NTP keeps it small).
import { appMetrics } from "@/lib/metrics/app-metrics";

/** The payload with its announcement time, as the last field (read back without parsing it all). */
export const stamped = <P extends object>(payload: P): P & { at: number } => ({ ...payload, at: Date.now() });

const AT = '"at":';

/** The announcement time a payload carries, or null. */
export function stampOf(payload: string): number | null {
  const i = payload.lastIndexOf(AT);
  if (i < 0) return null;
  const at = Number.parseInt(payload.slice(i + AT.length), 10);
  return Number.isFinite(at) ? at : null;
}

export function noteNotifyLag(channel: string, payload: string, now = Date.now()): void {
  const at = stampOf(payload);
  if (at !== null) appMetrics().notifyLag.observe(Math.max(0, now - at) / 1000, { channel });
}
