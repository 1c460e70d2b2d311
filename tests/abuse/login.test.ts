// Login throttling (lib/auth/login-throttle.ts) around a stand-in for next-auth's handler, on real
// PostgreSQL counters. Issue 30 §4: wrong passwords from one address are answered 429 past their
// limit, but the right password from that address still signs in — an organizer is never locked
// out by others' mistakes at the same venue; guessing one account stays bounded (checked before the
// password, from anywhere). §9: the throttled answer points the browser at the host it used, not
// at the port Next.js listens on behind the app server. A login refused for too much password work
// waiting (lib/auth/password-pool.ts) is 503 `busy` and counts as no attempt.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
const { throttledAuth } = await import("@/lib/auth/login-throttle");

const RIGHT = "la password giusta";
const BUSY = "checked by no worker";
let checked = 0;
/** next-auth's credentials callback: a session cookie for the right password, else 401. */
const nextAuth = throttledAuth(async (req: Request) => {
  checked++;
  const form = new URLSearchParams(await req.text());
  if (form.get("password") === RIGHT)
    return new Response("{}", { status: 200, headers: { "set-cookie": "next-auth.session-token=abc; Path=/" } });
  // What next-auth answers when authorize throws `busy` (too much password work waiting).
  if (form.get("password") === BUSY)
    return Response.json({ url: "http://localhost:34107/api/auth/error?error=busy" }, { status: 401 });
  return Response.json({ url: "http://localhost:34107/login?error=CredentialsSignin" }, { status: 401 });
});

const address = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;
/** A login as Next.js sees it behind the app server: its own port in the URL, the browser's Host. */
const login = (email: string, password: string, from: string) =>
  nextAuth(
    new Request("http://localhost:34107/api/auth/callback/credentials", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "192.168.1.20:3000",
        "x-forwarded-for": from,
      },
      body: new URLSearchParams({ email, password, csrfToken: "x", json: "true" }).toString(),
    }),
    {},
  );
const email = () => `${randomBytes(4).toString("hex")}@test.it`;

describe("login throttling", () => {
  it("past 10 wrong passwords for an account from one address: 429 for wrong ones, the right one signs in", async () => {
    const anna = email();
    const venue = address();
    for (let i = 0; i < 10; i++) expect((await login(anna, `wrong ${i}`, venue)).status).toBe(401);
    const refused = await login(anna, "wrong again", venue);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    const right = await login(anna, RIGHT, venue);
    expect(right.status).toBe(200);
    expect(right.headers.getSetCookie().join()).toContain("session-token=abc");
  });

  it("past 30 wrong passwords from one address (other accounts): another organizer there still signs in", async () => {
    const venue = address();
    for (let i = 0; i < 30; i++) expect((await login(email(), "wrong", venue)).status).toBe(401);
    expect((await login(email(), "wrong", venue)).status).toBe(429);
    expect((await login(email(), RIGHT, venue)).status).toBe(200);
  });

  it("guessing one account is bounded: past 100 attempts from anywhere the password is not even checked", async () => {
    const target = email();
    for (let i = 0; i < 100; i++) await login(target, `guess ${i}`, address());
    const before = checked;
    const refused = await login(target, RIGHT, address());
    expect(refused.status).toBe(429);
    expect(checked).toBe(before);
  }, 60_000);

  it("§9: the throttled answer sends the browser back to the host it used", async () => {
    const bob = email();
    const from = address();
    for (let i = 0; i < 10; i++) await login(bob, `wrong ${i}`, from);
    const refused = await login(bob, "wrong", from);
    expect(refused.status).toBe(429);
    const { url, error } = (await refused.json()) as { url: string; error: { code: string } };
    expect(error.code).toBe("too_many_requests");
    expect(url).toBe("http://192.168.1.20:3000/login?error=too_many_requests");
  });

  it("a login refused `busy` is 503 with Retry-After, back to the host the browser used, and counts as no attempt", async () => {
    const carla = email();
    const from = address();
    for (let i = 0; i < 12; i++) {
      const busy = await login(carla, BUSY, from);
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
      const { url, error } = (await busy.json()) as { url: string; error: { code: string } };
      expect(error.code).toBe("busy");
      expect(url).toBe("http://192.168.1.20:3000/login?error=busy");
    }
    // Past 10 busy answers from one address for one account: a wrong password is still only wrong.
    expect((await login(carla, "wrong", from)).status).toBe(401);
  });
});
