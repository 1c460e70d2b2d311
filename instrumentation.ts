// Runs once when the Next.js server starts: fail fast on a bad environment.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    env();
    // Every instance sweeps expired bid clocks; the draft row lock makes each expiry count once.
    const { startClockSweeper } = await import("@/lib/drafts/clock");
    startClockSweeper();
  }
}
