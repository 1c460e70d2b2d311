"use client";
import { useReducer, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { ApiError } from "@/components/api";
import { useSendAction } from "@/components/net/useSendAction";
import { useLiveSource } from "@/components/useLiveSource";
import {
  emptyStream,
  receive,
  refusalAt,
  shownRefusal,
  type Refusal,
  type StreamMessage,
  type StreamState,
} from "./streamState";

/** The action type a game's message offers its player (`legal`). */
type ActionOf<M> = M extends { legal?: (infer A)[] } ? A : never;

/**
 * An engine game live on a page, whichever engine: its messages over SSE (useLiveSource reconnects
 * and resumes after the last seq seen; streamState.ts keeps the newest and a short log) and the
 * player's moves. A move carries the seq the player saw (the server refuses a stale one and says
 * the current seq) and one idempotency key per move, kept across retries and repeated taps. A refusal is shown
 * until the player's next move is taken or a newer state arrives (streamState.ts shownRefusal).
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
  // The newest seq the stream brought, at once (the reducer's state is the render's, maybe behind).
  const newest = useRef(-1);
  const online = useLiveSource(
    urls.stream,
    "game",
    (text) => {
      const message = JSON.parse(text) as M;
      newest.current = Math.max(newest.current, message.seq);
      dispatch(message);
    },
    { seat: seatLost },
  );
  const post = useSendAction();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal<ApiError> | null>(null);

  /** True when the server took the move. */
  async function send(action: ActionOf<M>): Promise<boolean> {
    setBusy(true);
    // The move on the position it was tapped on is the intent: the same move tapped again on that position before an
    // answer keeps its key. The same move on a later position (a pass at the next priority) is another intent; with
    // the earlier key it would be answered as a duplicate and never applied.
    const res = await post(urls.act, { action, seenSeq: state.message!.seq });
    setBusy(false);
    setRefusal(res.ok ? null : refusalAt(res.error, newest.current));
    return res.ok;
  }

  const error = shownRefusal(refusal, state.message?.seq);
  return { message: state.message, log: state.log, online, send, busy, error };
}
