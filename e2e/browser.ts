// How the flows launch Chromium (playwright.config.ts, and tests that drive a browser themselves):
// Debian's chromium when present (Playwright cannot download its own browser on these machines),
// with the networking flags that keep it from flooding the closed network.
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export const chromiumLaunch = (): LaunchOptions => ({
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
