// What an engine game's page keeps of its live stream (components/engine-game/useEngineStream.ts),
// as pure functions: the same for a Kartomantik game and an Incantesium challenge.

/** The part of a game's stream message (lib/kartomantik/games/views.ts, lib/incantesium/views.ts) the page's
 * stream handling reads: its sequence number and the log entries new since the last message. */
export interface StreamMessage {
  seq: number;
  log: { seq: number }[];
}

/** The newest message seen and a short log of the entries received so far, oldest first. */
export interface StreamState<M extends StreamMessage> {
  message: M | null;
  log: M["log"];
}

export const emptyStream = <M extends StreamMessage>(): StreamState<M> => ({ message: null, log: [] });

/** A message from the stream: a newer one replaces the view and adds its entries to the log (at
 * most `keep`, the newest); one no newer than the last seen (a resumed stream's repeat, a late
 * answer) changes nothing, and the very state is returned so that nothing renders again. */
export function receive<M extends StreamMessage>(state: StreamState<M>, next: M, keep: number): StreamState<M> {
  if (state.message && next.seq <= state.message.seq) return state;
  return { message: next, log: [...state.log, ...next.log].slice(-keep) as M["log"] };
}

/** Who looks at a game page: one of its players, a spectator or the judge. */
export type PageViewer = "player" | "spectator" | "judge";

/** Where a game's stream and moves are, below its API base (`/api/games/<kind>/<id>`):
 * the stream as this viewer sees it, and the moves. */
export function engineUrls(base: string, as: PageViewer) {
  return { stream: `${base}/stream?as=${as}`, act: `${base}/act` };
}

/** A move's refusal (or failure) as the page keeps it: the error, and the newest state it is about. */
export interface Refusal<E> {
  error: E;
  seq: number;
}

/** A refusal that came when the newest state the page had seen was `seen`: about that state, or about the one the
 * server says is current (a stale or refused move's details carry its seq), whichever is newer. */
export function refusalAt<E extends object>(error: E, seen: number): Refusal<E> {
  const details = (error as { details?: { seq?: unknown } }).details;
  const told = typeof details?.seq === "number" ? details.seq : -1;
  return { error, seq: Math.max(seen, told) };
}

/** The refusal to show while the page is at `seq`: none once a newer state has come (another player's move, a
 * bot's): the refusal was about a position no longer on screen, and the player's next tap is on the new one. */
export function shownRefusal<E>(refusal: Refusal<E> | null, seq: number | undefined): E | null {
  return refusal && (seq ?? -1) <= refusal.seq ? refusal.error : null;
}
