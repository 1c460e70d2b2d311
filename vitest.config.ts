import path from "node:path";
import { defineConfig } from "vitest/config";
import { splitTestFiles } from "./tests/setup/needs-database.js";
import LongestFirst from "./tests/setup/sequencer.js";

const root = import.meta.dirname;
// Two projects, split by need (tests/setup/needs-database.ts): "unit" starts no database; "db" shares one
// embedded PostgreSQL per run, each file on its own copy of a migrated template database.
const { database, pure } = splitTestFiles(root, ["tests", "engine", "lib"]);

export default defineConfig({
  resolve: { alias: { "@": path.resolve(root) } },
  test: {
    exclude: ["e2e/**", "node_modules/**", ".data/**"],
    environment: "node",
    // Budgets against a hang, not speed checks: a 2-core machine under other load takes several times the usual
    // (whole games played through lib/ took over 30 s there).
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Two workers suit the 2-core machines; files of both projects share them.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // No JSON line per request on the tests' output (tests/metrics catch theirs with a sink of their own).
    env: { NEXTAUTH_SECRET: "test-secret-that-is-long-enough-0123456789", BAZAAR_LOG_REQUESTS: "0" },
    reporters: ["default", "./tests/setup/run-summary-reporter.ts"],
    sequence: { sequencer: LongestFirst },
    projects: [
      // Pure files share their worker's modules (no fresh process per file: a third of their CPU time); a stubbed
      // environment variable is undone after each test, so none leaks into the next file.
      {
        extends: true,
        test: {
          name: "unit",
          include: pure,
          isolate: false,
          unstubEnvs: true,
          // Parsed with the rest of the environment (lib/env.ts), never connected to: nothing listens on port 9.
          env: { DATABASE_URL: "postgresql://unit-tests-have-no-database@127.0.0.1:9/none" },
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: database,
          // Prisma's 5-s transaction limit measures a starved machine here, not a long transaction (lib/db/client.ts).
          // The same for a write waiting on a row and a transaction between its statements (lib/db/timeouts.ts).
          env: {
            BAZAAR_TX_TIMEOUT_MS: "30000",
            BAZAAR_LOCK_TIMEOUT_MS: "30000",
            BAZAAR_IDLE_TX_TIMEOUT_MS: "60000",
            BAZAAR_QUERY_TIMEOUT_MS: "90000",
          },
          globalSetup: ["tests/setup/database.ts"],
          setupFiles: ["tests/setup/database-file.ts"],
        },
      },
    ],
  },
});
