// Throttling counters in PostgreSQL (issue 16 §7): fixed windows, atomic under a burst. Several
// app instances share them: tests/run/abuse.test.ts.
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hit, refund, type Rule } from "@/lib/abuse/throttle";
import { db } from "@/lib/db/client";

const rule = (limit = 3, windowSeconds = 600): Rule => ({
  bucket: `test:${randomBytes(6).toString("hex")}`,
  limit,
  windowSeconds,
});

describe("throttle counters", () => {
  it("lets `limit` attempts through per window, then says how many seconds to wait", async () => {
    const r = rule(3, 600);
    expect([await hit([r]), await hit([r]), await hit([r])]).toEqual([0, 0, 0]);
    const wait = await hit([r]);
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    // Another bucket is not affected; a request over any of its rules is refused.
    const other = rule(3, 60);
    expect(await hit([other])).toBe(0);
    expect(await hit([other, r])).toBeGreaterThan(590);
  });

  it("a refunded attempt (a success) gives its place back", async () => {
    const r = rule(2);
    await hit([r]);
    await hit([r]);
    await refund([r]);
    expect(await hit([r])).toBe(0);
    expect(await hit([r])).toBeGreaterThan(0);
  });

  it("an ended window starts again", async () => {
    const r = rule(1, 600);
    await hit([r]);
    expect(await hit([r])).toBeGreaterThan(0);
    const stored = createHash("sha256").update(r.bucket).digest("hex");
    await db().$executeRaw`UPDATE "Throttle" SET "resetAt" = now() - interval '1 second' WHERE bucket = ${stored}`;
    expect(await hit([r])).toBe(0);
  });

  it("40 attempts at once: exactly the limit get through (one upsert each, no read-then-write race)", async () => {
    const r = rule(10);
    const waits = await Promise.all(Array.from({ length: 40 }, () => hit([r])));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
  });
});
