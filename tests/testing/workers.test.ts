// Playwright on several workers (issue 31 §1): each worker's app server, PostgreSQL and data folder
// (e2e/workers.ts), moved by E2E_PORT / E2E_PG_PORT / E2E_WORKERS; and no flow pinned to one server.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentServer, e2eWorkers, workerServer } from "@/e2e/workers";

const root = path.resolve(import.meta.dirname, "../..");
afterEach(() => vi.unstubAllEnvs());

describe("the flows' servers", () => {
  it("worker i has ports base + i and a data folder of its own", () => {
    vi.stubEnv("E2E_PORT", "3960");
    vi.stubEnv("E2E_PG_PORT", "25841");
    expect(workerServer(0)).toEqual({
      port: 3960,
      pgPort: 25841,
      dataDir: path.join(root, ".data/e2e-0"),
      url: "http://127.0.0.1:3960",
    });
    expect(workerServer(1)).toMatchObject({ port: 3961, pgPort: 25842, dataDir: path.join(root, ".data/e2e-1") });
  });

  it("a worker's server is its parallel index's (Playwright's TEST_PARALLEL_INDEX), shared beyond E2E_WORKERS", () => {
    vi.stubEnv("E2E_PORT", "3960");
    vi.stubEnv("E2E_WORKERS", "2");
    vi.stubEnv("TEST_PARALLEL_INDEX", "1");
    expect(currentServer().port).toBe(3961);
    vi.stubEnv("TEST_PARALLEL_INDEX", "3");
    expect(currentServer().port).toBe(3961);
  });

  it("three workers by default; a count or port that is not a positive integer is refused, naming the variable", () => {
    vi.stubEnv("E2E_WORKERS", "");
    expect(e2eWorkers()).toBe(3);
    vi.stubEnv("E2E_WORKERS", "two");
    expect(() => e2eWorkers()).toThrow(/E2E_WORKERS must be a positive integer, got "two"/);
    vi.stubEnv("E2E_PORT", "-1");
    expect(() => workerServer(0)).toThrow(/E2E_PORT/);
  });

  it("no flow or helper names a fixed port or data folder: each reaches its own worker's server", () => {
    const pinned = readdirSync(path.join(root, "e2e"))
      .filter((f) => f.endsWith(".ts") && f !== "workers.ts")
      .filter((f) =>
        /\b(3917|25741)\b|\.data\/e2e\b|127\.0\.0\.1:\d/.test(readFileSync(path.join(root, "e2e", f), "utf8")),
      );
    expect(pinned).toEqual([]);
  });
});
