// The live streams' heartbeat, as both ends know it. Every stream (lib/realtime/sse.ts eventStream: drafts, engine
// games, Incantesium's running event, the tournament) sends a `ping` event as it opens and every heartbeat after, its
// data the interval in ms. A named event, not an SSE comment: EventSource hides comments from the page, which then
// cannot tell a quiet stream from a dead one (a Wi-Fi access point, a proxy or a NAT that dropped it without a word,
// a half-open TCP connection) and would show "In linea" over a screen that no longer follows. The page
// (components/liveSource.ts) takes a stream that brings neither a message nor a ping for DEAD_AFTER_BEATS heartbeats
// for dead.

/** The heartbeat unless BAZAAR_SSE_HEARTBEAT_MS says otherwise; also what a page assumes before its first ping. */
export const HEARTBEAT_MS = 15_000;
export const MIN_HEARTBEAT_MS = 1_000;
export const MAX_HEARTBEAT_MS = 60_000;

/** 2.5 heartbeats: a ping may come up to one and a half heartbeats late (a busy server's timers, a phone's radio
 * waking, a congested access point) without a false alarm; 37.5 s at the default heartbeat. */
export const DEAD_AFTER_BEATS = 2.5;

export const PING_EVENT = "ping";

/** The ping as written on the wire: no space after the colons (a few bytes on every ping of every stream). Without an
 * `id` field it leaves the stream's last event id as it was (Last-Event-ID resume is unchanged). */
export const pingText = (heartbeatMs: number): string => `event:${PING_EVENT}\ndata:${heartbeatMs}\n\n`;

/** The heartbeat a ping announces; HEARTBEAT_MS for anything out of bounds or garbled. */
export function heartbeatOf(data: string): number {
  const ms = Number(data);
  return Number.isInteger(ms) && ms >= MIN_HEARTBEAT_MS && ms <= MAX_HEARTBEAT_MS ? ms : HEARTBEAT_MS;
}
