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
