"use client";
import { useEffect, useRef, useState } from "react";
import type { GameMessage } from "@/lib/games/views";

/** The live game over SSE (EventSource resumes with Last-Event-ID by itself); keeps a short log. */
export function useGameStream(gameId: string, as: "player" | "spectator" | "judge") {
  const [message, setMessage] = useState<GameMessage | null>(null);
  const [log, setLog] = useState<GameMessage["log"]>([]);
  const [online, setOnline] = useState(true);
  const latest = useRef(-1);

  useEffect(() => {
    const source = new EventSource(`/api/games/${gameId}/stream?as=${as}`);
    source.addEventListener("game", (e) => {
      const next = JSON.parse((e as MessageEvent<string>).data) as GameMessage;
      setOnline(true);
      if (next.seq <= latest.current) return;
      latest.current = next.seq;
      setMessage(next);
      setLog((old) => [...old, ...next.log].slice(-60));
    });
    source.onopen = () => setOnline(true);
    source.onerror = () => setOnline(false);
    return () => source.close();
  }, [gameId, as]);

  return { message, log, online };
}
