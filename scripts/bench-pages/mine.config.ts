// `npm run bench:pages`: the e2e setup (production build, fresh data directory, E2E_PORT) running the
// page-weight benchmark in this folder instead of the flows. `next build` first.
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

const root = path.resolve(import.meta.dirname, "../..");
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "mine.bench.ts",
  timeout: 300_000,
  webServer: { ...server!, cwd: root },
});
