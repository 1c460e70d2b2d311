// The run command's refusals: clear messages and a non-zero exit, never a hang.
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { CONNECT_TIMEOUT_MS } from "@/lib/db/connect-timeout";

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

  it("says in words that DATABASE_URL's server refuses connections, without its password", async () => {
    const closed = await occupy(25763);
    closed.close();
    const run = serve({ PORT: "3963", DATABASE_URL: "postgresql://bazaar:secret-word@127.0.0.1:25763/bazaar" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The database of DATABASE_URL (127.0.0.1:25763/bazaar, user bazaar) cannot be used");
    expect(run.stderr).toContain("is PostgreSQL running");
    expect(run.stderr).not.toContain("secret-word");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("a server at DATABASE_URL that never answers stops the start after the connection wait, with the reason", async () => {
    // Accepts (the kernel completes each connection while this process waits for the child) and never answers.
    const silent = await occupy(25764);
    try {
      const run = serve({ PORT: "3964", DATABASE_URL: "postgresql://bazaar:x@127.0.0.1:25764/bazaar" });
      expect(run.error).toBeUndefined();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("127.0.0.1:25764/bazaar");
      expect(run.stderr).toContain(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`);
    } finally {
      silent.close();
    }
  });
});
