// Issue 30 §3: /api/health says when the disk is full — the data folder's filesystem below the
// minimum free space (statfs), or a write refused for a full disk moments ago — with 503,
// Retry-After and the reason in the organizer's language; a request meeting a database that is
// away while the disk is full is told "disk full", not "try again"; healthy again by itself.
import { afterEach, describe, expect, it } from "vitest";
import { DISK_FULL_MEMORY_MS, noteDiskFull, noteWriteOk } from "@/lib/db/disk";
import { encode } from "next-auth/jwt";
import { health } from "@/lib/http/health";
import { healthRoute } from "@/lib/http/health-route";
import { errorPayload } from "@/lib/http/route-core";
import it_ from "@/messages/it.json";
import en from "@/messages/en.json";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:54730"), { code: "ECONNREFUSED" });
afterEach(() => {
  delete process.env.BAZAAR_MIN_FREE_MB;
  noteWriteOk();
});

describe("/api/health and a full disk", () => {
  it("is 200 when the database answers and the disk has room", async () => {
    expect(await health("it", false)).toMatchObject({ status: 200, body: { ok: true, database: "ok" } });
  });

  it("is 503 disk_full when the data folder's filesystem has less free space than the minimum", async () => {
    // More than any disk has: the data folder's filesystem counts as full.
    process.env.BAZAAR_MIN_FREE_MB = String(2 ** 40);
    const answer = await health("it", true);
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("10");
    expect(answer.body).toMatchObject({
      ok: false,
      database: "disk_full",
      code: "disk_full",
      message: it_.errors.disk_full,
      reason: expect.stringMatching(/^\d+ MB free on the disk of \//),
    });
    // A database that is away meanwhile is away because of it: the answer says what to do.
    const payload = errorPayload(refused, "en", "POST /api/x");
    expect(payload).toMatchObject({ status: 503, headers: { "retry-after": "10" } });
    expect(payload.body.error).toEqual({ code: "disk_full", message: en.errors.disk_full });
  });

  it("is 503 disk_full for a while after a write was refused for a full disk, 200 once one succeeds", async () => {
    noteDiskFull('could not extend file "base/1/2": No space left on device');
    expect(await health("en", true)).toMatchObject({
      status: 503,
      body: {
        code: "disk_full",
        reason: expect.stringContaining("No space left on device"),
        message: en.errors.disk_full,
      },
    });
    noteWriteOk();
    expect((await health("en", false)).status).toBe(200);
    // Nothing succeeded, but the last refusal is long past: healthy again.
    noteDiskFull("No space left on device", Date.now() - DISK_FULL_MEMORY_MS - 1);
    expect((await health("en", false)).status).toBe(200);
    // Without a full disk, a database that is away is just that.
    expect(errorPayload(refused, "en").body.error.code).toBe("database_unavailable");
  });
});

describe("/api/health's detail", () => {
  const secret = process.env.NEXTAUTH_SECRET!;
  async function ask(cookie: string | null) {
    const ctx = { header: (name: string) => (name === "cookie" ? cookie : null), locale: "en" } as Parameters<
      typeof healthRoute.handle
    >[0];
    return (await (healthRoute.handle(ctx, undefined) as Promise<Response>)).json() as Promise<Record<string, unknown>>;
  }

  it("names the data folder only to an organizer: a session cookie this server signed, read without the database", async () => {
    process.env.BAZAAR_MIN_FREE_MB = String(2 ** 40);
    const organizer = await encode({ token: { sub: "org-1" }, secret });
    const mine = await ask(`bz_locale=en; next-auth.session-token=${organizer}`);
    expect(mine).toMatchObject({ code: "disk_full", reason: expect.stringMatching(/MB free on the disk of \//) });
    // Anyone else is told what is wrong, not where: no cookie, another server's cookie, a forged one.
    const other = await encode({ token: { sub: "org-1" }, secret: "another-server-secret-0123456789abcdef" });
    for (const cookie of [null, `next-auth.session-token=${other}`, "next-auth.session-token=eyJhbGciOi.forged"]) {
      const answer = await ask(cookie);
      expect(answer).toMatchObject({ ok: false, code: "disk_full", message: en.errors.disk_full });
      expect(answer).not.toHaveProperty("reason");
    }
  });
});
