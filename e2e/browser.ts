// How the flows launch Chromium (playwright.config.ts, and tests that drive a browser themselves):
// Debian's chromium when present (Playwright cannot download its own browser on these machines),
// with the networking flags that keep it from flooding the closed network.
// The flows run in Debian's `chromium-headless-shell` when it is installed (.ci/run installs it): the
// old headless shell that Playwright itself uses for headless runs, a fraction of the full browser's
// CPU on a 2-core machine. A flow that needs the full browser (installing the app: pwa.spec.ts)
// asks for it.
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const SYSTEM_SHELL = "/usr/bin/chromium-headless-shell";

function executable(kind: "shell" | "full"): string | undefined {
  // E2E_CHROMIUM=full runs every flow in the full browser (to compare, or to look at one with a display).
  if (kind === "shell" && process.env.E2E_CHROMIUM !== "full" && existsSync(SYSTEM_SHELL)) return SYSTEM_SHELL;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

export const chromiumLaunch = (kind: "shell" | "full" = "shell"): LaunchOptions => ({
  executablePath: executable(kind),
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
