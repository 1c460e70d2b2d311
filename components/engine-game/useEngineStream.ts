"use client";
import { useReducer, useState } from "react";
import { useRouter } from "next/navigation";
import type { ApiError } from "@/components/api";
import { useSendAction } from "@/components/net/useSendAction";
import { useLiveSource } from "@/components/useLiveSource";
import { emptyStream, receive, type StreamMessage, type StreamState } from "./streamState";

/** The action type a game's message offers its player (`legal`). */
type ActionOf<M> = M extends { legal?: (infer A)[] } ? A : never;

/**
 * An engine game live on a page, whichever engine: its messages over SSE (useLiveSource reconnects
 * and resumes after the last seq seen; streamState.ts keeps the newest and a short log) and the
 * player's moves. A move carries the seq the player saw (the server refuses a stale one and says
 * the current seq) and one idempotency key per move, kept across retries and repeated taps.
 */
export function useEngineStream<M extends StreamMessage>(urls: { stream: string; act: string }, keep: number) {
  const [state, dispatch] = useReducer(
    (s: StreamState<M>, next: M) => receive(s, next, keep),
    null,
    () => emptyStream<M>(),
  );
  const router = useRouter();
  // A player's stream ends with this when the seat went to another phone (a seat link): the join page says why.
  const seatLost = (text: string) => {
    const { eventId } = JSON.parse(text) as { eventId: string };
    router.replace(`/join?left=${encodeURIComponent(eventId)}`);
  };
  const online = useLiveSource(urls.stream, "game", (text) => dispatch(JSON.parse(text) as M), { seat: seatLost });
  const post = useSendAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  /** True when the server took the move. */
  async function send(action: ActionOf<M>): Promise<boolean> {
    setBusy(true);
    // The move on the position it was tapped on is the intent: the same move tapped again on that position before an
    // answer keeps its key. The same move on a later position (a pass at the next priority) is another intent; with
    // the earlier key it would be answered as a duplicate and never applied.
    const res = await post(urls.act, { action, seenSeq: state.message!.seq });
    setBusy(false);
    setError(res.ok ? null : res.error);
    return res.ok;
  }

  return { message: state.message, log: state.log, online, send, busy, error };
}
