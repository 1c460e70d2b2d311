// Runs once when the Next.js server starts: fail fast on a bad environment.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    env();
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
