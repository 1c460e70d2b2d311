// Runs once when the Next.js server starts: fail fast on a bad environment.
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    env();
    // The server's time per step and the gauges /metrics reads (only when it is configured).
    const { installMetrics } = await import("@/lib/metrics/install");
    installMetrics();
    // Every instance sweeps expired bid clocks; the draft row lock makes each expiry count once.
    const { startClockSweeper } = await import("@/lib/kartomantik/drafts/clock");
    startClockSweeper();
    // Every instance also looks for bot moves nobody made (an instance that died after a person's
    // commit, before its bots moved); the game row's seq makes each move happen once.
    const { startBotSweeper } = await import("@/lib/engine-games/bots");
    const { GAME_MODULES } = await import("@/lib/game-registry/modules");
    const engines = await Promise.all(GAME_MODULES.flatMap((g) => (g.engine ? [g.engine()] : [])));
    // The draft bot's seats too (lib/kartomantik/drafts/bot-driver.ts): the draft's seq does the same.
    const { draftBots } = await import("@/lib/kartomantik/drafts/bot-driver");
    startBotSweeper([...engines.map((e) => e.bots()), draftBots()]);
  }
}

// A page, action or route that failed on the server: one JSON error line with the digest the error
// page shows (app/error.tsx), the route's pattern (never the path: it may hold a seat link or a
// code) and the request id.
export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logError } = await import("@/lib/metrics/log");
  const { requestIdOf } = await import("@/lib/metrics/request-id");
  const header = (name: string) => {
    const v = request.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  };
  const digest = (err as { digest?: unknown }).digest;
  logError(
    {
      requestId: requestIdOf(header),
      where: `${request.method} ${context.routePath} (${context.routeType})`,
      digest: typeof digest === "string" ? digest : undefined,
    },
    err,
  );
};
