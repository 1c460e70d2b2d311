import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { PortInUseError, startEmbeddedPostgres } from "@/lib/db/embedded";

const dir = path.resolve(".data/test-embedded-pg");
const PORT = 25751;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe("embedded PostgreSQL", () => {
  it("initialises once, keeps data across restarts and stops cleanly", async () => {
    rmSync(dir, { recursive: true, force: true });
    const first = await startEmbeddedPostgres({ dataDir: dir, port: PORT, database: "keep" });
    await query(first.url, "CREATE TABLE kept (v int); INSERT INTO kept VALUES (42)");
    await first.stop();
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
    const second = await startEmbeddedPostgres({ dataDir: dir, port: PORT, database: "keep" });
    expect(await query(second.url, "SELECT v FROM kept")).toEqual([{ v: 42 }]);
    // Every commit is durable before anyone is told: fsync and synchronous commits stay on, the
    // WAL is flushed with O_DSYNC writes.
    const settings = await query(
      second.url,
      "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method') ORDER BY name",
    );
    expect(settings).toEqual([
      { name: "fsync", setting: "on" },
      { name: "full_page_writes", setting: "on" },
      { name: "synchronous_commit", setting: "on" },
      { name: "wal_sync_method", setting: "open_datasync" },
    ]);
    await second.stop();
  });

  it("says clearly when its port is taken instead of hanging", async () => {
    const blocker: Server = createServer().listen(PORT + 1, "127.0.0.1");
    await new Promise((r) => blocker.once("listening", r));
    try {
      const err = await startEmbeddedPostgres({ dataDir: dir, port: PORT + 1, database: "x" }).catch((e) => e);
      expect(err).toBeInstanceOf(PortInUseError);
      expect(err.message).toMatch(/Port 25752 is already in use.*BAZAAR_PG_PORT/);
    } finally {
      blocker.close();
    }
  });

  it("recovers the data dir from a postgres orphaned by a SIGKILLed parent", async () => {
    const script = `import { startEmbeddedPostgres } from "@/lib/db/embedded";
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)}, port: ${PORT}, database: "keep" });
      console.log("up"); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (d) => String(d).includes("up") && resolve());
      child.once("exit", () => reject(new Error("child exited before starting postgres")));
    });
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const again = await startEmbeddedPostgres({ dataDir: dir, port: PORT, database: "keep" });
    expect(await query(again.url, "SELECT v FROM kept")).toEqual([{ v: 42 }]);
    await again.stop();
  });
});
