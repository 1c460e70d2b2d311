"use client";
import { useRef, useState } from "react";
import { useLiveSource } from "@/components/useLiveSource";
import type { GameMessage } from "@/lib/games/views";

/** The live game over SSE (useLiveSource: reconnects and resumes after the last seq seen); keeps a short log. */
export function useGameStream(gameId: string, as: "player" | "spectator" | "judge") {
  const [message, setMessage] = useState<GameMessage | null>(null);
  const [log, setLog] = useState<GameMessage["log"]>([]);
  const latest = useRef(-1);

  const online = useLiveSource(`/api/games/${gameId}/stream?as=${as}`, "game", (text) => {
    const next = JSON.parse(text) as GameMessage;
    if (next.seq <= latest.current) return;
    latest.current = next.seq;
    setMessage(next);
    setLog((old) => [...old, ...next.log].slice(-60));
  });

  return { message, log, online };
}
