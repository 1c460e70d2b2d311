// The deployment of docs/deploy.md, run: two app instances on one PostgreSQL (the worker's) behind nginx with TLS and
// deploy/nginx/bazaar.conf, round robin, no stickiness (e2e/deploy.ts). Over https only, through nginx: the organizer
// signs in (a Secure session cookie, the origin check passing with PUBLIC_URL), four phones join (Secure device
// cookies) and open their draft pages, the projector its board; their live streams are spread over both instances.
// The phones bid in turn; every screen shows each acknowledged action. Mid-draft, with a bid in flight, one instance
// is killed (SIGKILL to all its processes): its phones' streams reconnect through nginx to the other, the draft goes
// on, every screen follows, and the log holds every acknowledged action once, in order, and nothing else.
import { expect, test, type BrowserContext, type Page, type Response } from "@playwright/test";
import { deploy, getTrusting, type Deployment, type Instance } from "./deploy";
import { DESKTOP, PHONE, PROJECTOR, demoLogin, draftStreamView, type PlayView } from "./support";

const NAMES = ["Ada", "Bruno", "Carla", "Dario"];
/** Acknowledged actions before the kill, and after it. */
const BEFORE = 8;
const AFTER = 8;
/** Bids go up to this, then everyone passes: an auction of a few raises over both instances. */
const TOP_BID = 25;

let deployment: Deployment | undefined;
const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const c of contexts) await c.close();
  await deployment?.stop();
});

/** nginx's $upstream_addr lists every instance tried ("dead:port, alive:port" after a refused connection): the last
 * one answered. */
const lastTried = (header: string | null | undefined) => header?.split(", ").at(-1) ?? "?";

interface Screen {
  page: Page;
  /** The instance that served each live stream this page opened (nginx's X-Bazaar-Upstream), oldest first. */
  streams: string[];
}

/** A browser context on the public https address (the test's certificate is self-signed). */
async function screen(browser: import("@playwright/test").Browser, device: object): Promise<Screen> {
  const context = await browser.newContext({
    ...device,
    baseURL: deployment!.url,
    ignoreHTTPSErrors: true,
    locale: "it-IT",
  });
  contexts.push(context);
  const page = await context.newPage();
  const streams: string[] = [];
  page.on("response", (res: Response) => {
    if (res.request().resourceType() === "eventsource" && res.url().includes("/draft/stream"))
      streams.push(lastTried(res.headers()["x-bazaar-upstream"]));
  });
  return { page, streams };
}

interface Answer {
  status: number;
  text: string;
  upstream: string | null;
}

/** A request from the page itself (its cookies, its Origin), as the app's own code sends it. */
function send(page: Page, method: string, url: string, body?: unknown, form = false): Promise<Answer> {
  return page.evaluate(
    async ([method, url, body, form]) => {
      const headers: Record<string, string> = {};
      let payload: string | undefined;
      if (body !== undefined && form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else if (body !== undefined) {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(body);
      }
      try {
        const res = await fetch(url, { method, headers, body: payload });
        return { status: res.status, text: await res.text(), upstream: res.headers.get("x-bazaar-upstream") };
      } catch (err) {
        return { status: 0, text: String(err), upstream: null };
      }
    },
    [method, url, body, form] as const,
  );
}

async function call<T>(page: Page, method: string, url: string, body?: unknown, form = false): Promise<T> {
  const answer = await send(page, method, url, body, form);
  expect(answer.status, `${method} ${url}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
  return (answer.text ? JSON.parse(answer.text) : {}) as T;
}

interface Acked {
  seq: number;
  kind: string;
  seatId: string;
  amount: number | null;
  cardId: string | null;
}

type Action = { type: "choose"; cardId: string } | { type: "bid"; amount: number } | { type: "pass" };

/** What a phone does with its legal actions: choose the first card, raise to TOP_BID, then pass. */
function decide(view: PlayView): Action {
  const legal = view.me!.legal;
  if (legal.choose.length) return { type: "choose", cardId: legal.choose[0]! };
  if (legal.minBid !== null && legal.minBid <= TOP_BID) return { type: "bid", amount: legal.minBid };
  expect(legal.pass, `a phone asked may pass: ${JSON.stringify(legal)}`).toBe(true);
  return { type: "pass" };
}

/** One action from a phone; when its instance dies under it (a 502, or no answer), the phone sends it again with
 * the same idempotency key, as the app's phone page does. */
async function act(
  page: Page,
  eventId: string,
  seenSeq: number,
  action: Action,
): Promise<{ seq: number; servedBy: string }> {
  const body = { ...action, seenSeq, idempotencyKey: crypto.randomUUID() };
  for (let attempt = 1; ; attempt++) {
    const answer = await send(page, "POST", `/api/kartomantik/events/${eventId}/draft/play`, body);
    if (answer.status === 200)
      return { seq: (JSON.parse(answer.text) as { seq: number }).seq, servedBy: lastTried(answer.upstream) };
    expect([0, 502, 503, 504], `${JSON.stringify(action)}: ${answer.status} ${answer.text.slice(0, 300)}`).toContain(
      answer.status,
    );
    expect(attempt, "the action is answered within a few tries").toBeLessThan(30);
    await page.waitForTimeout(Math.min(1000, 100 * attempt));
  }
}

/** The upstream of the stream a screen holds now. */
const current = (s: Screen) => s.streams.at(-1);

test("two instances behind nginx with TLS: one killed mid-draft, its phones go on through the other", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  deployment = await deploy(2);
  const [first, second] = deployment.instances as [Instance, Instance];

  // Plain http is sent to https.
  const redirect = await getTrusting(`http://127.0.0.1:${deployment.httpPort}/organizer`, deployment.dir);
  expect(redirect.status).toBe(301);
  expect(redirect.location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/organizer$/);

  // The organizer signs in over https: the session cookie is Secure; PUBLIC_URL is one of the app's origins.
  const org = await screen(browser, DESKTOP);
  await org.page.goto("/login");
  const { csrfToken } = await call<{ csrfToken: string }>(org.page, "GET", "/api/auth/csrf");
  const login = demoLogin();
  await call(org.page, "POST", "/api/auth/callback/credentials", { csrfToken, ...login, json: "true" }, true);
  const session = (await org.page.context().cookies()).find((c) => c.name.includes("session-token"));
  expect(session, "signed in").toBeDefined();
  expect(session!.secure).toBe(true);
  const { sets } = await call<{ sets: { id: string; name: string }[] }>(org.page, "GET", "/api/kartomantik/card-sets");
  const set = sets.find((s) => s.name === "Bazaar Demo");
  expect(set, "the demo set is installed").toBeDefined();
  const { id: eventId, joinCode } = await call<{ id: string; joinCode: string }>(org.page, "POST", "/api/events", {
    name: "Draft dietro nginx",
    format: "draft_bazaar",
    bestOf: 1,
    mode: "duel",
    cardSetId: set!.id,
  });

  // Four phones join by the code's page; their device cookies are Secure too.
  const phones: (Screen & { seatId: string; player: number })[] = [];
  for (const name of NAMES) {
    const phone = await screen(browser, PHONE);
    await phone.page.goto(`/j/${joinCode}`);
    const { seat } = await call<{ seat: { id: string } }>(phone.page, "POST", "/api/join", { code: joinCode, name });
    const device = (await phone.page.context().cookies()).find((c) => c.name === "bz_device");
    expect(device?.secure, `${name}'s device cookie is Secure`).toBe(true);
    phones.push({ ...phone, seatId: seat.id, player: -1 });
  }
  await call(org.page, "POST", `/api/kartomantik/events/${eventId}/draft`, {
    composition: { wills: 12, minor: 8, medium: 11, major: 5 },
    acceptShortDraft: false,
    clockSeconds: null,
  });

  const projector = await screen(browser, PROJECTOR);
  await projector.page.goto(`/projector/${joinCode}`);
  await expect(projector.page.getByTestId("draft-board")).toBeVisible();
  for (const phone of phones) {
    await phone.page.goto(`/play/${eventId}`);
    await expect(phone.page.getByTestId("draft-phone")).toBeVisible();
    phone.player = (await draftStreamView(phone.page, eventId)).me!.player;
  }
  const screens: Screen[] = [...phones, projector];
  await expect.poll(() => screens.every((s) => s.streams.length > 0), { message: "every screen is live" }).toBe(true);
  // Round robin: the phones' streams land on both instances, unless chance put them all on one; then a phone
  // reloads (a new stream, the next instance in turn) until both hold some.
  for (let i = 0; new Set(phones.map(current)).size < 2; i++) {
    expect(i, "the phones' streams spread over both instances").toBeLessThan(12);
    const phone = phones[i % phones.length]!;
    const opened = phone.streams.length;
    await phone.page.reload();
    await expect
      .poll(() => phone.streams.length, { message: "the reloaded page is live again" })
      .toBeGreaterThan(opened);
  }
  for (const s of screens) expect([first.upstream, second.upstream]).toContain(current(s));

  const byPlayer = new Map(phones.map((p) => [p.player, p]));
  const acked: Acked[] = [];
  /** The instance that answered each acknowledged action. */
  const servedBy: string[] = [];
  /** Every screen, phones and projector, shows the state at `seq`. */
  const allShow = async (seq: number) => {
    for (const p of phones) await expect(p.page.getByTestId("draft-phone")).toHaveAttribute("data-seq", String(seq));
    await expect(projector.page.getByTestId("draft-board")).toHaveAttribute("data-seq", String(seq));
  };
  /** The next action: the phone asked (or whose turn it is) reads its own legal moves and sends one. */
  const next = async (killing?: Instance) => {
    const anyView = await draftStreamView(phones[0]!.page, eventId);
    const d = anyView.draft;
    const actor = byPlayer.get(d.auction ? d.auction.awaiting[0]! : d.active!)!;
    const view = await draftStreamView(actor.page, eventId);
    const action = decide(view);
    // The kill lands while this action is on its way (or just before or after it: each must hold).
    const [answer] = await Promise.all([act(actor.page, eventId, view.seq, action), killing?.kill()]);
    servedBy.push(answer.servedBy);
    acked.push({
      seq: answer.seq,
      kind: action.type,
      seatId: actor.seatId,
      amount: action.type === "bid" ? action.amount : null,
      cardId: action.type === "choose" ? action.cardId : null,
    });
    await allShow(answer.seq);
  };

  for (let i = 0; i < BEFORE; i++) await next();
  expect(
    acked.some((a) => a.kind === "bid"),
    "the phones bid",
  ).toBe(true);

  // The instance holding the most phone streams dies, with an action in flight.
  const doomed = phones.filter((p) => current(p) === first.upstream).length >= 2 ? first : second;
  const survivor = doomed === first ? second : first;
  const orphans = screens.filter((s) => current(s) === doomed.upstream);
  const openedBefore = orphans.map((s) => s.streams.length);
  expect(orphans.length).toBeGreaterThan(0);
  await next(doomed);
  for (let i = 1; i < AFTER; i++) await next();
  // Its screens reconnect through nginx to the other instance (the pages also poll, so the sequence numbers above do
  // not prove it by themselves); every screen ends on the survivor.
  for (const [i, s] of orphans.entries())
    await expect
      .poll(() => s.streams.length, { message: "a new stream after the kill" })
      .toBeGreaterThan(openedBefore[i]!);
  for (const s of screens)
    await expect.poll(() => current(s), { message: "streams on the survivor" }).toBe(survivor.upstream);
  expect(servedBy.slice(BEFORE + 1)).toEqual(Array(AFTER - 1).fill(survivor.upstream));
  // Which instance answered the actions before the kill (round robin among all the pages' requests: not asserted).
  test.info().annotations.push({ type: "served by", description: servedBy.join(" ") });
  expect(doomed.process.signalCode ?? doomed.process.exitCode).not.toBeNull();

  // The log: every acknowledged action once, in order, as it was sent, and nothing else.
  const log = await call<{
    actions: {
      seq: number;
      kind: string;
      actor: string;
      undoneBy: number | null;
      payload: { amount?: number; cardId?: string };
    }[];
  }>(org.page, "GET", `/api/kartomantik/events/${eventId}/draft/log`);
  const played = log.actions.filter((a) => a.kind !== "start");
  expect(
    played.map((a) => ({
      seq: a.seq,
      kind: a.kind,
      seatId: a.actor.replace(/^seat:/, ""),
      amount: a.payload.amount ?? null,
      cardId: a.payload.cardId ?? null,
    })),
  ).toEqual(acked);
  expect(played.every((a) => a.undoneBy === null)).toBe(true);
  expect(acked.map((a) => a.seq)).toEqual(acked.map((_, i) => acked[0]!.seq + i));
});
