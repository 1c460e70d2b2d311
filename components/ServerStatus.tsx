"use client";
// The organizer console's word on the server itself: while /api/health says the disk is full or the
// database is away, a banner with its reason in the organizer's language (lib/http/health.ts) and
// the detail (how much space is left, where), so they know what to do; gone once it is healthy.
import { useEffect, useState } from "react";

const POLL_S = 5;

interface Unhealthy {
  code: "disk_full" | "database_unavailable";
  message: string;
  reason: string;
}

export function ServerStatus() {
  const [problem, setProblem] = useState<Unhealthy | null>(null);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const res = await fetch("/api/health", { cache: "no-store" });
        const body = (await res.json()) as { ok: boolean } & Partial<Unhealthy>;
        if (stopped) return;
        setProblem(
          body.ok || !body.code ? null : { code: body.code, message: body.message ?? "", reason: body.reason ?? "" },
        );
      } catch {
        /* the server itself is unreachable: the pages say so on their own */
      }
    };
    void check();
    const id = setInterval(() => void check(), POLL_S * 1000);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, []);
  if (!problem) return null;
  return (
    <div role="alert" data-testid="server-status" data-code={problem.code} className="error-box space-y-1">
      <p className="font-semibold">{problem.message}</p>
      <p className="text-xs">{problem.reason}</p>
    </div>
  );
}
