// The run command's refusals: clear messages and a non-zero exit, never a hang.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";

function serve(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...base, BAZAAR_DATA_DIR: ".data/test-serve", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

async function occupy(port: number) {
  const server = createServer().listen(port, "0.0.0.0");
  await new Promise((r) => server.once("listening", r));
  return server;
}

describe("npm start refusals", () => {
  it("names a taken web port and how to choose another", async () => {
    const blocker = await occupy(3961);
    try {
      const run = serve({ PORT: "3961" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("Port 3961 is already in use");
      expect(run.stderr).toContain("PORT=");
    } finally {
      blocker.close();
    }
  });

  it("names a taken database port", async () => {
    const blocker = await occupy(25761);
    try {
      const run = serve({ PORT: "3962", BAZAAR_PG_PORT: "25761" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("Port 25761 is already in use");
      expect(run.stderr).toContain("BAZAAR_PG_PORT");
    } finally {
      blocker.close();
    }
  });

  it("refuses a malformed PORT", () => {
    const run = serve({ PORT: "eighty" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PORT must be a TCP port number");
  });
});
