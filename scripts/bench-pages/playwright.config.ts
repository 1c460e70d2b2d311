// `npm run bench:pages` and `npm run bench:draft-start`: the e2e setup (production build, fresh data directory,
// E2E_PORT) running a benchmark of this folder instead of the flows (page weight; the draft's start). Build first.
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

const root = path.resolve(import.meta.dirname, "../..");
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: /\.bench\.ts$/,
  timeout: 300_000,
  webServer: { ...server!, cwd: root },
});
