"use client";
import { useRef, useState } from "react";
import { useLiveSource } from "@/components/useLiveSource";
import type { IncMessage } from "@/lib/incantesium/views";

/** The live challenge over SSE (reconnects and resumes after the last seq seen); keeps a short log. */
export function useIncStream(gameId: string, as: "player" | "spectator" | "judge") {
  const [message, setMessage] = useState<IncMessage | null>(null);
  const [log, setLog] = useState<IncMessage["log"]>([]);
  const latest = useRef(-1);
  const online = useLiveSource(`/api/incantesium/${gameId}/stream?as=${as}`, "game", (text) => {
    const next = JSON.parse(text) as IncMessage;
    if (next.seq <= latest.current) return;
    latest.current = next.seq;
    setMessage(next);
    setLog((old) => [...old, ...next.log].slice(-40));
  });
  return { message, log, online };
}
