// Issue #16 against the production app server (scripts/serve.ts → app server → fast lane and
// Next.js) on real PostgreSQL: §1 no request crashes a process, §6 cross-site requests and
// framing, §8 bad input is a 4xx, §10 CSV exports carry no formula.
import { execFileSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startApp } from "./app";
import { send, type RawAnswer } from "./raw-http";
import { buildWorld, signIn } from "./world";
import { seatA } from "@/tests/tournament/places";

const PORT = 3978;
// A configured origin other than the host the test connects to (as a LAN or public URL would be).
const PUBLIC_URL = "http://bazaar.test:3978";
const running: ChildProcess[] = [];
let app: ChildProcess;
let world: Awaited<ReturnType<typeof buildWorld>>;
let organizer = "";
let log = "";

beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure.sh", "build"], { stdio: "ignore", timeout: 240_000 });
  const before = process.env.PUBLIC_URL;
  process.env.PUBLIC_URL = PUBLIC_URL;
  try {
    app = await startApp(PORT, running);
  } finally {
    if (before === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = before;
  }
  app.stdout!.on("data", (d: Buffer) => (log += d));
  app.stderr!.on("data", (d: Buffer) => (log += d));
  world = await buildWorld();
  organizer = await signIn(PORT, world.email, world.password);
}, 300_000);

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
});

const get = (path: string, headers: Record<string, string> = {}) => send(PORT, { method: "GET", path, headers });
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(PORT, {
    method: "POST",
    path,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const code = (a: RawAnswer) => (JSON.parse(a.text) as { error?: { code: string } }).error?.code;
const alive = async () => {
  expect(app.exitCode).toBeNull();
  expect((await get("/api/health")).status).toBe(200);
};

describe("issue #16 §1 no request can crash a process", () => {
  it("an out-of-range resume id on the public projector stream is a 400 (fast lane), and the server stays up", async () => {
    const id = world.draft.event.id;
    const query = await get(`/api/kartomantik/events/${id}/draft/stream?as=projector&lastEventId=3000000000`);
    expect([query.status, code(query)]).toEqual([400, "invalid_input"]);
    const header = await get(`/api/kartomantik/events/${id}/draft/stream?as=projector`, {
      "last-event-id": "99999999999",
    });
    expect([header.status, code(header)]).toEqual([400, "invalid_resume_id"]);
    const junk = await get(`/api/kartomantik/events/${id}/draft/stream?as=phone`, {
      "last-event-id": "12abc",
      cookie: `bz_device=${world.draft.devices[0]}`,
    });
    expect([junk.status, code(junk)]).toEqual([400, "invalid_resume_id"]);
    await alive();
    // A valid resume id still opens the stream.
    const ok = await get(`/api/kartomantik/events/${id}/draft/stream?as=projector`, { "last-event-id": "1" });
    expect(ok.status).toBe(200);
    expect(ok.headers["content-type"]).toContain("text/event-stream");
  });

  it("the same on the Next.js streams: organizer draft stream, tournament stream, game stream", async () => {
    const big = { "last-event-id": "4294967296", cookie: organizer };
    const draft = await get(`/api/kartomantik/events/${world.draft.event.id}/draft/stream?as=organizer`, big);
    const tour = await get(`/api/events/${world.tour.event.id}/tournament/stream`, big);
    const game = await get(`/api/games/kartomantik/${world.game.gameId}/stream?as=judge`, big);
    const gameQuery = await get(`/api/games/kartomantik/${world.game.gameId}/stream?as=judge&lastEventId=2147483648`, {
      cookie: organizer,
    });
    expect([draft, tour, game].map((a) => [a.status, code(a)])).toEqual([
      [400, "invalid_resume_id"],
      [400, "invalid_resume_id"],
      [400, "invalid_resume_id"],
    ]);
    expect(gameQuery.status).toBe(400);
    await alive();
  });

  it("a malformed cookie on the fast lane is ignored, not a crash", async () => {
    const res = await postJson(
      `/api/kartomantik/events/${world.draft.event.id}/draft/play`,
      { type: "pass", seenSeq: 0, idempotencyKey: randomUUID() },
      { cookie: "NEXT_LOCALE=%ZZ; bz_device=%E0%A4%A" },
    );
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
    await alive();
  });
});

describe("issue #16 §6 cross-site requests and framing", () => {
  const control = (body: string, headers: Record<string, string>) =>
    send(PORT, {
      method: "POST",
      path: `/api/kartomantik/events/${world.draft.event.id}/draft/control`,
      headers: { cookie: organizer, ...headers },
      body,
    });
  const status = async () => (await db().draft.findUniqueOrThrow({ where: { id: world.draft.draftId } })).status;

  it("a cross-origin text/plain POST with the organizer's cookie does not pause the draft (403, the reason given)", async () => {
    const res = await control(JSON.stringify({ op: "pause" }), {
      "content-type": "text/plain",
      origin: "http://127.0.0.1:8080",
    });
    expect([res.status, code(res)]).toEqual([403, "cross_site_refused"]);
    expect(JSON.parse(res.text).error.message).toContain("http://127.0.0.1:8080");
    // Same host, no Origin (an old browser): the text/plain body alone is refused.
    const plain = await control(JSON.stringify({ op: "pause" }), { "content-type": "text/plain" });
    expect([plain.status, code(plain)]).toEqual([403, "body_type_refused"]);
    const bySite = await control(JSON.stringify({ op: "pause" }), {
      "content-type": "application/json",
      "sec-fetch-site": "same-site",
    });
    expect([bySite.status, code(bySite)]).toEqual([403, "cross_site_refused"]);
    expect(await status()).toBe("running");
  });

  it("a cross-origin form post does not create an event", async () => {
    const count = await db().event.count({ where: { organizerId: world.organizer.id } });
    const form = "name=Evil&format=constructed&bestOf=1&cardSetId=" + world.tour.event.cardSetId;
    const cross = await send(PORT, {
      method: "POST",
      path: "/api/events",
      headers: {
        cookie: organizer,
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://127.0.0.1:3001",
      },
      body: form,
    });
    expect([cross.status, code(cross)]).toEqual([403, "cross_site_refused"]);
    const sameHostForm = await send(PORT, {
      method: "POST",
      path: "/api/events",
      headers: {
        cookie: organizer,
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://127.0.0.1:${PORT}`,
      },
      body: form,
    });
    expect([sameHostForm.status, code(sameHostForm)]).toEqual([403, "body_type_refused"]);
    expect(await db().event.count({ where: { organizerId: world.organizer.id } })).toBe(count);
  });

  it("the fast lane's bid refuses a cross-origin post and a non-JSON one; nothing is appended", async () => {
    const path = `/api/kartomantik/events/${world.draft.event.id}/draft/play`;
    const seq = (await db().draft.findUniqueOrThrow({ where: { id: world.draft.draftId } })).seq;
    const body = { type: "pass", seenSeq: seq, idempotencyKey: randomUUID() };
    const cookie = `bz_device=${world.draft.devices[0]}`;
    const cross = await postJson(path, body, { cookie, origin: "http://evil.test" });
    expect([cross.status, code(cross)]).toEqual([403, "cross_site_refused"]);
    const plain = await send(PORT, {
      method: "POST",
      path,
      headers: { cookie, "content-type": "text/plain" },
      body: JSON.stringify(body),
    });
    expect([plain.status, code(plain)]).toEqual([403, "body_type_refused"]);
    expect((await db().draft.findUniqueOrThrow({ where: { id: world.draft.draftId } })).seq).toBe(seq);
  });

  it("the app's own origins pass: the request's host (http or https, as a phone by LAN IP) and PUBLIC_URL", async () => {
    const pause = await control(JSON.stringify({ op: "pause" }), {
      "content-type": "application/json",
      origin: `http://127.0.0.1:${PORT}`,
    });
    expect(pause.status).toBe(200);
    const resume = await control(JSON.stringify({ op: "resume" }), {
      "content-type": "application/json",
      origin: PUBLIC_URL,
      "sec-fetch-site": "same-origin",
    });
    expect(resume.status).toBe(200);
    const byLanIp = await send(PORT, {
      method: "POST",
      path: "/api/locale",
      headers: { host: "192.168.1.20:3978", origin: "http://192.168.1.20:3978", "content-type": "application/json" },
      body: '{"locale":"en"}',
    });
    expect(byLanIp.status).toBe(200);
    const tls = await send(PORT, {
      method: "POST",
      path: "/api/locale",
      headers: {
        "x-forwarded-host": "bazaar.example",
        origin: "https://bazaar.example",
        "content-type": "application/json",
      },
      body: '{"locale":"en"}',
    });
    expect(tls.status).toBe(200);
    expect(await status()).toBe("running");
  });

  it("sign-in refuses a cross-origin post", async () => {
    const res = await send(PORT, {
      method: "POST",
      path: "/api/auth/callback/credentials",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1:9" },
      body: `email=${world.email}&password=${world.password}`,
    });
    expect([res.status, code(res)]).toEqual([403, "cross_site_refused"]);
  });

  it("security headers on every answer: a page, Next.js API, the fast lane (JSON and stream), the app server's refusal", async () => {
    const answers = [
      await get("/"),
      await get("/login"),
      await get("/api/health"),
      await postJson(`/api/kartomantik/events/${world.draft.event.id}/draft/play`, {}),
      await get(`/api/kartomantik/events/${world.draft.event.id}/draft/stream?as=projector`),
      await get("/api/kartomantik/events/%ZZ/draft"),
    ];
    for (const a of answers) {
      expect(a.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(a.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(a.headers["x-frame-options"]).toBe("DENY");
      expect(a.headers["x-content-type-options"]).toBe("nosniff");
      expect(a.headers["referrer-policy"]).toBe("same-origin");
      expect(a.headers["permissions-policy"]).toContain("camera=()");
    }
  });

  it("cookies get Secure when served over https (a TLS proxy's X-Forwarded-Proto), not over plain http", async () => {
    const bid = (proto?: string) =>
      postJson(
        `/api/kartomantik/events/${world.draft.event.id}/draft/play`,
        { type: "pass", seenSeq: 0, idempotencyKey: randomUUID() },
        proto ? { "x-forwarded-proto": proto } : {},
      );
    expect(String((await bid("https")).headers["set-cookie"])).toMatch(/bz_device=.*; Secure/);
    expect(String((await bid()).headers["set-cookie"])).not.toContain("Secure");
    const join = (proto?: string) =>
      postJson("/api/join", { code: "NOPE00", name: "X" }, proto ? { "x-forwarded-proto": proto } : {});
    expect(String((await join("https")).headers["set-cookie"])).toMatch(/bz_device=.*; Secure/i);
    expect(String((await join()).headers["set-cookie"])).not.toMatch(/secure/i);
  });
});

describe("issue #16 §8 bad input gets a 4xx naming the field", () => {
  it("NUL and lone surrogates in body fields: join, organizer sign-up, event name", async () => {
    const join = await postJson("/api/join", { code: world.tour.event.joinCode, name: "An\u0000na" });
    expect([join.status, JSON.parse(join.text).error]).toEqual([
      400,
      expect.objectContaining({ code: "invalid_text", details: { field: "name", reason: "control_character" } }),
    ]);
    const surrogate = await postJson(
      "/api/join",
      { code: world.tour.event.joinCode, name: "\ud800Anna" },
      { cookie: "NEXT_LOCALE=en" },
    );
    expect(JSON.parse(surrogate.text).error).toMatchObject({
      code: "invalid_text",
      message: "The field “name” contains a character that is not allowed (U+D800): remove it and try again.",
    });
    const signup = await postJson("/api/organizers", { email: "x@y.it", name: "N\u0000", password: "12345678" });
    expect([signup.status, code(signup)]).toEqual([400, "invalid_text"]);
    const event = await postJson(
      "/api/events",
      { name: "E\u0000", format: "constructed", bestOf: 1, cardSetId: world.tour.event.cardSetId },
      { cookie: organizer },
    );
    expect([event.status, code(event)]).toEqual([400, "invalid_text"]);
  });

  it("a NUL idempotency key on draft play, report, game act and organizer result", async () => {
    const { draft, tour, match, game } = world;
    const key = "k\u0000";
    const answers = [
      await postJson(
        `/api/kartomantik/events/${draft.event.id}/draft/play`,
        { type: "pass", seenSeq: 1, idempotencyKey: key },
        { cookie: `bz_device=${draft.devices[0]}` },
      ),
      await postJson(
        `/api/events/${tour.event.id}/matches/${match.id}/report`,
        { games: [[10, 0]], version: match.version, idempotencyKey: key },
        { cookie: `bz_device=${tour.deviceOf(seatA(match))}` },
      ),
      await postJson(
        `/api/games/kartomantik/${game.gameId}/act`,
        { action: { type: "pass" }, seenSeq: 1, idempotencyKey: key },
        { cookie: `bz_device=${game.device}` },
      ),
      await send(PORT, {
        method: "PUT",
        path: `/api/events/${tour.event.id}/matches/${match.id}`,
        headers: { cookie: organizer, "content-type": "application/json" },
        body: JSON.stringify({ games: [[10, 0]], version: match.version, idempotencyKey: key }),
      }),
    ];
    expect(answers.map((a) => [a.status, code(a)])).toEqual(Array(4).fill([400, "invalid_text"]));
  });

  it("?q=%00 and bad percent-encoding in API and page paths are 400, not 500", async () => {
    const q = await get(`/api/kartomantik/card-sets/${world.tour.event.cardSetId}/cards?q=%00`);
    expect([q.status, code(q)]).toEqual([400, "invalid_path"]);
    for (const seg of ["%00", "%ZZ", "%ED%A0%80"]) {
      const api = await get(`/api/events/${seg}/tournament`);
      const page = await get(`/projector/${seg}`, { cookie: organizer });
      expect([api.status, code(api), page.status, code(page)]).toEqual([400, "invalid_path", 400, "invalid_path"]);
    }
    const cards = await get(`/kartomantik/cards/${world.tour.event.cardSetId}?q=%00`);
    expect(cards.status).toBe(400);
    await alive();
  });
});

describe("issue #16 §10 CSV exports", () => {
  it("a player named =HYPERLINK(…) is exported as text, not as a formula", async () => {
    const { tour } = world;
    const name = '=HYPERLINK("http://evil.example","premio")';
    await db().seat.update({ where: { id: tour.seatIds[0]! }, data: { displayName: name } });
    for (const kind of ["standings", "pairings"]) {
      const res = await get(`/api/events/${tour.event.id}/tournament/export?kind=${kind}&format=csv`, {
        cookie: organizer,
      });
      expect(res.status).toBe(200);
      const cells = Papa.parse<string[]>(res.text).data.flat();
      expect(cells).toContain(`'${name}`);
      expect(cells.filter((c) => /^[=+@\t\r]/.test(c) || /^-(?!\d+$)/.test(c))).toEqual([]);
    }
  });
});

describe("the log", () => {
  it("no unhandled rejection was logged across these requests", () => {
    expect(log).not.toContain("unhandled rejection");
    expect(log).not.toMatch(/unexpected error in/);
  });
});
