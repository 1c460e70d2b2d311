// Password work off the event loop (lib/auth/password-pool.ts): a bcrypt hash or compare runs in a
// worker thread while the event loop keeps turning; hashes made before (bcryptjs on the event loop,
// $2a$ and $2b$) still verify; a worker that crashes fails only its own job and the next job gets a
// fresh one; past the waiting limit a job is refused `busy`; an idle pool keeps no process alive.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordPool, passwordWorkers, PasswordWorkerFailed, type PasswordPool } from "@/lib/auth/password-pool";

// "correct horse" at cost 12, as bcryptjs 2 wrote it ($2a$) on the event loop.
const OLD_HASH = "$2a$12$wTidXRGQzqwYkFjisgbOi.iiMnNReY0PJlZNXYiie0k.Z/yk6zDSi";
// A cheap hash for the pool's own tests: its cost changes nothing in how the pool runs it.
const CHEAP = "$2b$04$gmFBt2zAopHu4rebDuKV2.NHlYnDb80RweiSjzwiXA1BV9gZeAXoy";

const pools: PasswordPool[] = [];
const opened = (options: Parameters<typeof passwordPool>[0] = {}) => {
  const pool = passwordPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** How many times a setImmediate chain turned while `work` ran. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns++;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const result = await work();
  running = false;
  return { result, turns };
}

describe("password work", () => {
  it("hashes and checks in a worker while the event loop keeps turning", async () => {
    const before = passwordWorkers().stats().answered;
    // bcryptjs on the event loop yields every ~100 ms: a handful of turns in half a second of CPU.
    const hashed = await turnsDuring(() => hashPassword("correct horse"));
    expect(hashed.result).toMatch(/^\$2b\$12\$.{53}$/);
    expect(hashed.turns).toBeGreaterThan(200);
    const checked = await turnsDuring(() => verifyPassword("correct horse", hashed.result));
    expect(checked.result).toBe(true);
    expect(checked.turns).toBeGreaterThan(200);
    expect(passwordWorkers().stats()).toMatchObject({ answered: before + 2, running: 0, waiting: 0 });
  });

  it("verifies a hash bcryptjs wrote before ($2a$, cost 12); a wrong password or a malformed hash is false", async () => {
    expect(await verifyPassword("correct horse", OLD_HASH)).toBe(true);
    expect(await verifyPassword("correct horse", OLD_HASH.replace("$2a$", "$2b$"))).toBe(true);
    expect(await verifyPassword("wrong horse", OLD_HASH)).toBe(false);
    expect(await verifyPassword("correct horse", "x")).toBe(false);
  });

  it("a worker that crashes fails only its own job: the job waiting behind it and the next one are answered", async () => {
    const file = path.resolve("tests/auth/faulty-password-worker.mjs");
    const pool = opened({ workers: 1, file });
    const crashed = pool.compare("crash the worker", CHEAP);
    const waiting = pool.compare("correct horse", CHEAP);
    await expect(crashed).rejects.toBeInstanceOf(PasswordWorkerFailed);
    await expect(waiting).resolves.toBe(true);
    await expect(pool.compare("wrong horse", CHEAP)).resolves.toBe(false);
    expect(pool.stats()).toMatchObject({ answered: 2, failed: 1, running: 0, waiting: 0 });
  });

  it("refuses a job `busy` (503) once as many wait as it allows; the queued ones are answered, then new ones again", async () => {
    const pool = opened({ workers: 1, maxWaiting: 2 });
    const accepted = [0, 1, 2].map(() => pool.compare("correct horse", CHEAP));
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 2 });
    await expect(pool.compare("correct horse", CHEAP)).rejects.toMatchObject({ code: "busy", status: 503 });
    expect(await Promise.all(accepted)).toEqual([true, true, true]);
    await expect(pool.hash("another", 4)).resolves.toMatch(/^\$2b\$04\$/);
    expect(pool.stats()).toMatchObject({ answered: 4, refused: 1, failed: 0 });
  });

  it("runs at most `workers` jobs at once; the rest wait and are answered", async () => {
    const pool = opened({ workers: 2 });
    const running: number[] = [];
    const jobs = [0, 1, 2, 3].map(() =>
      pool.compare("correct horse", CHEAP).then(() => running.push(pool.stats().running)),
    );
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 2 });
    await Promise.all(jobs);
    expect(Math.max(...running)).toBeLessThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ answered: 4, running: 0, waiting: 0 });
  });

  it("keeps no process alive once idle: a process that checked a password exits by itself", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/auth/password-idle-child.ts", CHEAP], {
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: "true" });
  });
});
