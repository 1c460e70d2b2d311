// Abuse limits on the real servers (issue 16 §7, §9; issue 30 §4, §9): two app instances on one
// PostgreSQL share the login and join-code throttles; signing out ends the session on both; a seat
// link ignores a forged X-Forwarded-Host. Through our app server, whose proxy appends the
// connecting address.
import { execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganizer } from "@/lib/auth/organizers";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { createEvent } from "@/lib/events/events";
import { joinEvent } from "@/lib/events/seats";
import { miniCatalog, unique } from "../setup/fixtures";
import { startApp } from "./app";

const PORTS = [3984, 3985] as const;
const base = (port: number) => `http://127.0.0.1:${port}`;
const running: ChildProcess[] = [];
const PASSWORD = "una password lunga abbastanza";

beforeAll(async () => {
  execFileSync("bash", ["scripts/ensure.sh", "build"], { stdio: "ignore", timeout: 240_000 });
  await Promise.all(PORTS.map((p) => startApp(p, running)));
}, 300_000);

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Addresses of this run alone (127.x.y.z all reach the loopback): the throttles' windows are
 * per address and shared through PostgreSQL, so other test files' failed logins and joins from
 * 127.0.0.1 would fill them too, and so would an earlier run within the window. */
const RUN = `127.${1 + (process.pid % 250)}.${Date.now() % 250}`;
const runAddress = (n: number) => `${RUN}.${n}`;
const HERE = runAddress(1);

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!);

type Answer = { status: number; cookies: string[]; text: string; retryAfter: string | undefined };

/** One request from a given local address: node:http, which can bind one. */
function sendFrom(
  localAddress: string,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, localAddress, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!),
          text,
          retryAfter: res.headers["retry-after"] as string | undefined,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** next-auth's credentials login as its client does it; the answer and the cookies to send next. */
async function login(
  port: number,
  email: string,
  password: string,
  { from = HERE, extra = {} }: { from?: string; extra?: Record<string, string> } = {},
) {
  const csrf = await sendFrom(from, port, "GET", "/api/auth/csrf", {});
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email, password, json: "true" }).toString();
  const res = await sendFrom(
    from,
    port,
    "POST",
    "/api/auth/callback/credentials",
    { "content-type": "application/x-www-form-urlencoded", cookie: csrf.cookies.join("; "), ...extra },
    body,
  );
  return { res, cookie: [...csrf.cookies, ...res.cookies.filter((c) => c.includes("session-token"))].join("; ") };
}

const sessionEmail = async (port: number, cookie: string) =>
  (
    (await (await fetch(`${base(port)}/api/auth/session`, { headers: { cookie } })).json()) as {
      user?: { email?: string };
    }
  ).user?.email ?? null;

describe("abuse limits on two app instances", () => {
  it("wrong passwords for one account, spread over both instances: the 11th is 429 with Retry-After, the right one still signs in", async () => {
    const email = `${unique("brute")}@test.it`;
    await createOrganizer({ email, name: "Org", password: PASSWORD });
    for (let i = 0; i < 10; i++) {
      // A different forged address each time changes nothing: the proxy's own entry is the one counted.
      const { res } = await login(PORTS[i % 2]!, email, `wrong-${i}-password`, {
        extra: { "x-forwarded-for": `198.51.100.${i}` },
      });
      expect(res.status).toBe(401);
    }
    for (const port of PORTS) {
      const { res } = await login(port, email, "wrong-again-password");
      expect(res.status).toBe(429);
      expect(Number(res.retryAfter)).toBeGreaterThan(800);
      const body = JSON.parse(res.text) as { url: string; error: { code: string } };
      expect(body.error.code).toBe("too_many_requests");
      // next-auth's client reads the error from `url`: on the host the browser used (issue 30 §9),
      // not the port Next.js listens on behind the app server.
      expect(new URL(body.url).searchParams.get("error")).toBe("too_many_requests");
      expect(new URL(body.url).origin).toBe(base(port));
    }
    // Issue 30 §4: the right password from that address signs in (a venue shares one address).
    const right = await login(PORTS[0], email, PASSWORD);
    expect(right.res.status).toBe(200);
    expect(await sessionEmail(PORTS[0], right.cookie)).toBe(email);
    // The owner, from another address, is not locked out by someone else's guesses.
    const owner = await login(PORTS[1], email, PASSWORD, { from: runAddress(2) });
    expect(owner.res.status).toBe(200);
    expect(await sessionEmail(PORTS[1], owner.cookie)).toBe(email);
  }, 60_000);

  it("signing out on one instance ends the session on both: the old cookie no longer works", async () => {
    const email = `${unique("out")}@test.it`;
    await createOrganizer({ email, name: "Org", password: PASSWORD });
    const { res, cookie } = await login(PORTS[0], email, PASSWORD);
    expect(res.status).toBe(200);
    expect(await sessionEmail(PORTS[1], cookie)).toBe(email);
    const events = (c: string) =>
      fetch(`${base(PORTS[1])}/api/events`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: c },
        body: "{}",
      });
    expect((await events(cookie)).status).toBe(400);
    const csrfRes = await fetch(`${base(PORTS[0])}/api/auth/csrf`, { headers: { cookie } });
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const withCsrf = [cookie, ...cookiesOf(csrfRes)].join("; ");
    const out = await fetch(`${base(PORTS[0])}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: withCsrf },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    expect(out.status).toBe(200);
    for (const port of PORTS) expect(await sessionEmail(port, cookie)).toBeNull();
    expect((await events(cookie)).status).toBe(401);
  }, 60_000);

  it("join-code guesses over both instances: the 21st is 429; a seat link ignores a forged X-Forwarded-Host", async () => {
    const join = (port: number, code: string) =>
      sendFrom(
        runAddress(3),
        port,
        "POST",
        "/api/join",
        { "content-type": "application/json" },
        JSON.stringify({ code, name: "M" }),
      );
    for (let i = 0; i < 20; i++) expect((await join(PORTS[i % 2]!, `QQ${i}ZZZ`)).status).toBe(404);
    const refused = await join(PORTS[1], "QQQZZZ");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    const email = `${unique("links")}@test.it`;
    const organizer = await createOrganizer({ email, name: "Org", password: PASSWORD });
    const set = await importCatalog(miniCatalog(), { source: "cli" });
    const event = await createEvent(organizer.id, {
      name: "Friday",
      game: "kartomantik",
      format: "draft_bazaar",
      bestOf: 3,
      cardSetId: set.setId,
    });
    const { seat } = await joinEvent(randomBytes(32).toString("base64url"), { code: event.joinCode, name: "Anna" });
    const { cookie } = await login(PORTS[0], email, PASSWORD);
    const res = await fetch(`${base(PORTS[0])}/api/events/${event.id}/seats/${seat.id}/link`, {
      method: "POST",
      headers: { cookie, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).not.toContain("evil.example");
    expect(url).toMatch(/^http:\/\/[^/]+\/claim\/[\w-]{32}$/);
  }, 60_000);
});
