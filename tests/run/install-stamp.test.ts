// `npm start` right after a plain `npm ci` does not install again (issue 17 §13): npm's postinstall
// records what it installed, the stamp the run command compares with package.json and the lock.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const STAMP = "node_modules/.bazaar-deps";
let saved = "";

beforeAll(() => {
  execFileSync("bash", ["scripts/ensure.sh", "build"], { stdio: "ignore", timeout: 240_000 });
  saved = readFileSync(STAMP, "utf8");
}, 300_000);

afterAll(() => writeFileSync(STAMP, saved));

describe("the install stamp", () => {
  it("is written by npm's postinstall, so the next npm start goes straight to serving", () => {
    rmSync(STAMP);
    // What `npm ci` runs after installing (package.json's postinstall), here without reinstalling.
    execFileSync("npm", ["run", "--silent", "postinstall"], { stdio: "ignore", timeout: 240_000 });
    // Checked before start.sh runs: without the stamp it would reinstall node_modules for real.
    expect(readFileSync(STAMP, { encoding: "utf8", flag: "a+" })).toBe(saved);
    // start.sh with a PORT it refuses: everything before serving runs, then it stops at once.
    const run = spawnSync("bash", ["scripts/start.sh"], {
      env: { ...process.env, PORT: "not-a-port" },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.stderr).toContain('PORT must be a TCP port number, got "not-a-port"');
    expect(run.stdout + run.stderr).not.toContain("Installing dependencies");
  }, 300_000);
});
