// Abuse limits on the public entry points (issue 16 §7, issue 30 §4 §8), through the real route
// handlers and PostgreSQL: join-code, seat-link and team-code guesses and signups are throttled per
// address with 429 and Retry-After — a right code or link is never refused for others' wrong ones;
// signup needs a strong password, answers a taken email like a new one, and follows
// ORGANIZER_SIGNUP (open | invite | closed).
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");
state.headers = new Headers({ host: "bazaar.test" });

const { DEVICE_COOKIE } = await import("@/lib/players/device");
const joinRoute = await import("@/app/api/join/route");
const claimRoute = await import("@/app/api/claim/route");
const signupRoute = await import("@/app/api/organizers/route");
const invitesRoute = await import("@/app/api/organizers/invites/route");
const { db } = await import("@/lib/db/client");
const { verifyPassword } = await import("@/lib/auth/password");
const { signUp } = await import("@/lib/auth/signup");
const { importCatalog } = await import("@/lib/kartomantik/cards/import");
const { createEvent } = await import("@/lib/events/events");
const { miniCatalog, unique } = await import("../setup/fixtures");
const teamRoute = await import("@/app/api/events/[eventId]/team/route");
const { joinEvent, issueSeatLink } = await import("@/lib/events/seats");
const { eventForPage } = await import("@/lib/events/code-lookup");
const { hashToken } = await import("@/lib/players/device-key");
const { teamNight } = await import("../teams/setup");

const ctx = { params: Promise.resolve({}) };
/** A request as our app server forwards it: the connecting address last in X-Forwarded-For. */
const post = (body: unknown, forwardedFor: string) =>
  new Request("http://bazaar.test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
  });
const address = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join(".")}`;
const device = () => randomBytes(32).toString("base64url");

async function newEvent() {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const set = await importCatalog(miniCatalog(), { source: "cli" });
  return createEvent(organizer.id, {
    name: "Friday",
    game: "kartomantik",
    format: "draft_bazaar",
    bestOf: 3,
    cardSetId: set.setId,
  });
}

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("join-code guesses", () => {
  it("the 21st unknown code from one address within 10 minutes is refused with 429 and Retry-After; other addresses join", async () => {
    const event = await newEvent();
    const guesser = address();
    for (let i = 0; i < 20; i++) {
      const res = await joinRoute.POST(post({ code: `ZZ${i}QQQ`, name: "Mallory" }, guesser), ctx);
      expect(res.status).toBe(404);
    }
    const refused = await joinRoute.POST(post({ code: "ZZZQQQ", name: "Mallory" }, guesser), ctx);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await refused.json()).error).toEqual({
      code: "too_many_requests",
      message: `Troppi tentativi: riprova tra ${Math.ceil(wait / 60)} minuti.`,
    });
    // Writing another address in front does not reset the count.
    expect((await joinRoute.POST(post({ code: "ZZZQQR", name: "Mallory" }, `192.0.2.7, ${guesser}`), ctx)).status).toBe(
      429,
    );
    expect(await db().seat.count({ where: { eventId: event.id } })).toBe(0);
    state.cookies.set(DEVICE_COOKIE, device());
    expect((await joinRoute.POST(post({ code: event.joinCode, name: "Anna" }, address()), ctx)).status).toBe(200);
  });

  it("issue 30 §4: after 20 wrong codes from an address, a right code from that address still joins (one NAT, one room)", async () => {
    const event = await newEvent();
    const venue = address();
    for (let i = 0; i < 20; i++)
      expect((await joinRoute.POST(post({ code: `YY${i}QQQ`, name: "X" }, venue), ctx)).status).toBe(404);
    expect((await joinRoute.POST(post({ code: "YYYQQQ", name: "X" }, venue), ctx)).status).toBe(429);
    for (const name of ["Anna", "Bruno"]) {
      state.cookies.set(DEVICE_COOKIE, device());
      const res = await joinRoute.POST(post({ code: event.joinCode.toLowerCase(), name }, venue), ctx);
      expect(res.status).toBe(200);
    }
    expect(await db().seat.count({ where: { eventId: event.id } })).toBe(2);
    // The pages that look a code up (/j/CODE, the projector) find it too; an unknown one is null.
    const header = (name: string) => (name === "x-forwarded-for" ? venue : null);
    expect((await eventForPage(event.joinCode, header))?.id).toBe(event.id);
    expect(await eventForPage("QQQQQQ", header)).toBeNull();
    // Wrong codes from there are still refused.
    expect((await joinRoute.POST(post({ code: "YYYQQR", name: "X" }, venue), ctx)).status).toBe(429);
  });

  it("joins that succeed, or fail for another reason than the code, do not count (a room behind one address)", async () => {
    const event = await newEvent();
    const venue = address();
    state.cookies.set(DEVICE_COOKIE, device());
    for (let i = 0; i < 25; i++)
      expect((await joinRoute.POST(post({ code: event.joinCode, name: "Anna" }, venue), ctx)).status).toBe(200);
    state.cookies.set(DEVICE_COOKIE, device());
    for (let i = 0; i < 25; i++)
      expect((await joinRoute.POST(post({ code: event.joinCode, name: "anna" }, venue), ctx)).status).toBe(409);
  });
});

describe("seat-link claims", () => {
  it("the 11th invalid link from one address within 10 minutes is refused with 429", async () => {
    const from = address();
    state.cookies.set(DEVICE_COOKIE, device());
    for (let i = 0; i < 10; i++)
      expect((await claimRoute.POST(post({ token: randomBytes(24).toString("base64url") }, from), ctx)).status).toBe(
        410,
      );
    const refused = await claimRoute.POST(post({ token: randomBytes(24).toString("base64url") }, from), ctx);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Issue 30 §4: a valid link from that address still moves its seat.
    const event = await newEvent();
    const { seat } = await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    const { token } = await issueSeatLink(event.organizerId, event.id, seat.id);
    const phone = device();
    state.cookies.set(DEVICE_COOKIE, phone);
    const claimed = await claimRoute.POST(post({ token }, from), ctx);
    expect(claimed.status).toBe(200);
    expect((await db().seat.findUniqueOrThrow({ where: { id: seat.id } })).deviceKeyHash).toBe(hashToken(phone));
  });
});

describe("team-code guesses (issue 30 §8)", () => {
  const join = (eventId: string, phone: string, code: string, from: string) => {
    state.cookies.set(DEVICE_COOKIE, phone);
    return teamRoute.POST(post({ op: "join", code }, from), { params: Promise.resolve({ eventId }) });
  };

  it("a seat's 11th wrong code in 10 minutes is refused unchecked; past 20 per address a wrong code is 429, a right one joins", async () => {
    const n = await teamNight(5);
    const eventId = n.event.id;
    const venue = address();
    state.cookies.set(DEVICE_COOKIE, n.devices[0]!);
    const created = await teamRoute.POST(post({ op: "create" }, venue), { params: Promise.resolve({ eventId }) });
    const { team } = (await created.json()) as { team: { code: string } };
    const wrong = (i: number) => `W${String.fromCharCode(65 + (i % 26))}${i % 10}Z`;
    // Seat 1 guesses 10 times: each a 404; then even the right code is refused for that seat.
    for (let i = 0; i < 10; i++) expect((await join(eventId, n.devices[1]!, wrong(i), venue)).status).toBe(404);
    const own = await join(eventId, n.devices[1]!, team.code, venue);
    expect(own.status).toBe(429);
    expect(Number(own.headers.get("retry-after"))).toBeGreaterThan(500);
    // Seat 2, same address: 10 more wrong (the address's 20), then the address refuses its wrong codes…
    for (let i = 10; i < 20; i++) expect((await join(eventId, n.devices[2]!, wrong(i), venue)).status).toBe(404);
    expect((await join(eventId, n.devices[3]!, wrong(20), venue)).status).toBe(429);
    // …but not a right one: seat 3 joins the team from the same address.
    expect((await join(eventId, n.devices[3]!, team.code, venue)).status).toBe(200);
    expect(await db().seat.count({ where: { teamId: { not: null }, eventId } })).toBe(2);
  });
});

describe("organizer signup", () => {
  const input = (email: string, password = "mazzo di carte lungo", name = "Nuova") => ({ email, name, password });

  it("a taken email gets exactly the answer a new one gets, and the account stays as it was", async () => {
    const email = `${unique("taken")}@test.it`;
    const first = await signupRoute.POST(post(input(email), address()), ctx);
    const again = await signupRoute.POST(
      post(input(email.toUpperCase(), "un'altra password lunga", "Intrusa"), address()),
      ctx,
    );
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    const stored = await db().organizer.findUniqueOrThrow({ where: { email } });
    expect(stored.name).toBe("Nuova");
    expect(await verifyPassword("mazzo di carte lungo", stored.passwordHash)).toBe(true);
    expect(await db().organizer.count({ where: { email } })).toBe(1);
  });

  it("passwords: at least 10 characters and not a common one, with the reason", async () => {
    const short = await signupRoute.POST(post(input(`${unique("p")}@test.it`, "carte123"), address()), ctx);
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatchObject({
      code: "password_too_short",
      message: "La password deve avere almeno 10 caratteri.",
    });
    for (const common of ["1234567890", "Password123", "qwertyuiop", "aaaaaaaaaaaa"]) {
      const res = await signupRoute.POST(post(input(`${unique("p")}@test.it`, common), address()), ctx);
      expect((await res.json()).error?.code, common).toBe("password_common");
    }
    expect(await db().organizer.count({ where: { email: { startsWith: "p-" } } })).toBe(0);
  });

  it("the 11th signup from one address within an hour is refused with 429", async () => {
    const from = address();
    for (let i = 0; i < 10; i++)
      expect((await signupRoute.POST(post(input(`${unique("many")}@test.it`), from), ctx)).status).toBe(200);
    const refused = await signupRoute.POST(post(input(`${unique("many")}@test.it`), from), ctx);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
  });

  it("ORGANIZER_SIGNUP=invite: only with an organizer's invite link, once; closed: never", async () => {
    const email = `${unique("inv")}@test.it`;
    await expect(signUp(input(email), "invite")).rejects.toMatchObject({ code: "signup_invite_required", status: 403 });
    expect((await invitesRoute.POST(post({}, address()), ctx)).status).toBe(401);
    const inviter = await db().organizer.create({
      data: { email: `${unique("host")}@test.it`, name: "Host", passwordHash: "x" },
    });
    state.organizer = { id: inviter.id, email: inviter.email, name: inviter.name };
    const { url } = (await (await invitesRoute.POST(post({}, address()), ctx)).json()) as { url: string };
    expect(url).toMatch(/^http:\/\/bazaar\.test\/signup\?invite=[\w-]{32}$/);
    const token = new URL(url).searchParams.get("invite")!;
    await expect(signUp({ ...input(email), invite: "not-an-invite-token" }, "invite")).rejects.toMatchObject({
      code: "signup_invite_invalid",
    });
    expect(await signUp({ ...input(email), invite: token }, "invite")).toEqual({ ok: true });
    expect(await db().organizer.count({ where: { email } })).toBe(1);
    await expect(signUp({ ...input(`${unique("inv2")}@test.it`), invite: token }, "invite")).rejects.toMatchObject({
      code: "signup_invite_invalid",
      status: 410,
    });
    await expect(signUp(input(`${unique("closed")}@test.it`), "closed")).rejects.toMatchObject({
      code: "signup_closed",
      status: 403,
    });
  });
});
