// End-to-end flows against the production build (`next build` first; `npm test` does it).
// Every run starts from empty data directories: per worker a fresh embedded PostgreSQL and demo seed, and its
// own app server (e2e/workers.ts: E2E_WORKERS, E2E_PORT, E2E_PG_PORT).
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "./e2e/browser";
import { currentServer, E2E_HEARTBEAT_MS, E2E_METRICS_TOKEN, e2eWorkers, workerServer } from "./e2e/workers";

const workers = e2eWorkers();
// Measured on the 2-worker run (docs/testing.md): the longest files, longest tier first; a file missing here only
// starts later. The third tier holds the serial files of 20–40 s: one of them started last left the other worker idle
// for half a minute at the end (session 43); the short flows that follow them even the workers out.
const TIERS = [
  /(^|\/)(tables|game|team-app-game|game-names)\.spec\.ts$/,
  /(^|\/)(bot-seats|a11y-games|a11y-more|a11y|projector-tournament|deploy-nginx)\.spec\.ts$/,
  /(^|\/)(draft|incantesium-events|tournament|foundation|incantesium|multiplayer|pwa|decks)\.spec\.ts$/,
];

export default defineConfig({
  testDir: "e2e",
  // Tests of a file without `mode: "serial"` may run on different workers (each creates its own event).
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], [path.resolve(import.meta.dirname, "e2e/slowest-reporter.ts")]],
  // Bounds on waiting for behaviour, far beyond what three workers on a loaded 2-core machine need.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    // This config is loaded again in each worker, where TEST_PARALLEL_INDEX names the worker's own server.
    baseURL: currentServer().url,
    locale: "it-IT",
    // No trace by default: recording one (its screencast and DOM snapshots) cost a quarter of the flows' time on 2
    // cores (docs/testing.md). E2E_TRACE=1 keeps one for each failed flow, to look at with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch(),
  },
  // The longest files (serial ones playing whole games, then the a11y tours) are queued first, so that no worker is
  // left alone with one of them at the end. Every project is "chromium" (`--project chromium` selects them all).
  projects: [
    { name: "chromium", testMatch: TIERS[0], use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testMatch: TIERS[1], use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testMatch: TIERS[2], use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: TIERS, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: Array.from({ length: workers }, (_, i) => {
    const server = workerServer(i);
    return {
      command: `rm -rf ${server.dataDir} && node --import tsx scripts/serve.ts`,
      url: `${server.url}/api/health`,
      name: `app ${i}`,
      env: {
        PORT: String(server.port),
        BAZAAR_PG_PORT: String(server.pgPort),
        BAZAAR_DATA_DIR: server.dataDir,
        // Every context here reaches the app at 127.0.0.1; without this, links and QR codes would
        // point at the LAN address (as phones at a venue need), which holds other cookies.
        PUBLIC_URL: server.url,
        NEXT_TELEMETRY_DISABLED: "1",
        // Incantesium events may carry a fixed test seed only on this server (lib/events/events.ts).
        BAZAAR_TEST_SEEDS: "1",
        // The test-only game (Carta più alta) is offered only here (lib/game-registry/offered.ts).
        BAZAAR_TEST_GAMES: "1",
        // Two servers, two browsers and their databases share the machine's cores: Prisma's 5-s transaction limit
        // would measure that, not a long transaction (lib/db/client.ts).
        BAZAAR_TX_TIMEOUT_MS: "30000",
        BAZAAR_LOCK_TIMEOUT_MS: "30000",
        BAZAAR_IDLE_TX_TIMEOUT_MS: "60000",
        BAZAAR_QUERY_TIMEOUT_MS: "90000",
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        // A ping on every live stream every 4 s (15 s otherwise): a dead stream is seen in seconds
        // (phone-network.spec).
        BAZAAR_SSE_HEARTBEAT_MS: String(E2E_HEARTBEAT_MS),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      // serve.ts stops Next.js and PostgreSQL cleanly on SIGTERM (SIGKILL would orphan postgres).
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    };
  }),
});
