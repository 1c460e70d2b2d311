// End-to-end flows against the production build (`next build` first; `npm test` does it).
// Every run starts from an empty data directory: fresh embedded PostgreSQL, fresh demo seed.
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./e2e/browser";

// Overridable so two checkouts on one machine can run their flows side by side.
const PORT = Number(process.env.E2E_PORT ?? 3917);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 25741);
const DATA_DIR = ".data/e2e";
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "it-IT",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch(),
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx scripts/serve.ts`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      BAZAAR_PG_PORT: String(PG_PORT),
      BAZAAR_DATA_DIR: DATA_DIR,
      // Every context here reaches the app at 127.0.0.1; without this, links and QR codes would
      // point at the LAN address (as phones at a venue need), which holds other cookies.
      PUBLIC_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      // Incantesium events may carry a fixed test seed only on this server (lib/events/events.ts).
      BAZAAR_TEST_SEEDS: "1",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // serve.ts stops Next.js and PostgreSQL cleanly on SIGTERM (SIGKILL would orphan postgres).
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
