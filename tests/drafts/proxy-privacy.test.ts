// Proxy bids ("offri fino a X") through the server: set and cancelled by the seat's own device through the draft's
// action route, written and replayed like a tap, cancelled when the seat goes to the bot; and private — X, and while
// the proxy runs even that it exists, reach no other phone, the projector, the organizer's console or the log export,
// nor an error; once it is used up or the auction ends, the log names its bids as automatic (markRevealed).
// Rules: ../shared/spec/event-rules.md §3.2–3.4 (the bids a proxy makes are the taps those sections allow).
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ organizer: null as null | { id: string; email: string; name: string } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => state.organizer }));

const { markRevealed, proxyOf } = await import("@/engine/kartomantik/draft");
const { db } = await import("@/lib/db/client");
const { draftLog } = await import("@/lib/kartomantik/drafts/control");
const { draftPageData } = await import("@/lib/kartomantik/drafts/page-data");
const { draftStream } = await import("@/lib/kartomantik/drafts/draft-stream");
const { setBotSeat } = await import("@/lib/kartomantik/drafts/bot-seats");
const logRoute = (await import("../setup/mount")).mounted("kartomantik", "events/[eventId]/draft/log");
const { readSse } = await import("../setup/sse");
const { draftNight } = await import("./setup");

type Night = Awaited<ReturnType<typeof draftNight>>;
type Message = { entries: { kind: string; events: { type: string }[] }[]; view: { me?: { proxy: number | null } } };
const ctx = (eventId: string) => ({ params: Promise.resolve({ eventId }) });

beforeEach(() => {
  state.organizer = null;
});

/** X as a value in JSON (a property's value or an array's element), never digits inside an id or a time. */
const asValue = (x: number) => new RegExp(`[:\\[,]${x}[,\\]}]`);
/** What only a proxy's player may see: its events, its entries' kinds, the marks on its bids, the engine's lists. */
const MARKERS = /"max"|"auto"|"autoBids"|"proxies"|"usedUp"|"kind":"proxy|"type":"proxy"/;

/** Every payload `viewer` (a player index; null: projector and organizer) gets while the streams opened at the start
 * (`live`) watched: the streams from the start, the page's first render, and for the organizer the log download. */
async function payloads(night: Night, viewer: number | null, live: Awaited<ReturnType<typeof openStreams>>) {
  const out: [string, string][] = [];
  const resumed = readSse<Message>(draftStream({ draftId: night.draftId, lastEventId: 0, player: viewer }));
  const seq = (await night.current()).seq;
  await resumed.until(() => resumed.messages.some((m) => m.id === seq));
  await live.get(viewer)!.until(() => live.get(viewer)!.messages.some((m) => m.id === seq));
  resumed.close();
  out.push([`stream from 0 (${viewer})`, JSON.stringify(resumed.messages)]);
  out.push([`live stream (${viewer})`, JSON.stringify(live.get(viewer)!.messages)]);
  out.push([`page (${viewer})`, pageText(await draftPageData(night.event.id, "it", viewer))]);
  if (viewer === null) {
    state.organizer = { id: night.organizer.id, email: "org@test.it", name: "Org" };
    const log = await logRoute.GET(new Request("http://test/api"), ctx(night.event.id));
    expect(log.status).toBe(200);
    out.push(["log download", await log.text()]);
    out.push(["draftLog", JSON.stringify(await draftLog(night.event.id))]);
  }
  return out;
}

/** A page's data but its card catalogue (whose points are public numbers of their own). */
const pageText = (page: Awaited<ReturnType<typeof draftPageData>>) => JSON.stringify({ ...page, cards: undefined });

/** A live stream per viewer, opened now (no Last-Event-ID: the current view, then every change as it comes), each
 * once it has sent that view: a stream still opening when the next action commits would start after it. */
async function openStreams(night: Night, viewers: (number | null)[]) {
  const live = new Map(
    viewers.map((v) => [v, readSse<Message>(draftStream({ draftId: night.draftId, lastEventId: null, player: v }))]),
  );
  const { seq } = await night.current();
  for (const stream of live.values()) await stream.until(() => stream.messages.some((m) => m.id === seq));
  return live;
}

/** Three seats: the chooser, P (who sets the proxy) and B (who taps against it). */
async function auction(night: Night) {
  const start = await night.current();
  const chooser = start.state.active!;
  const p = (chooser + 1) % 3;
  const b = (chooser + 2) % 3;
  await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
  return { chooser, p, b };
}

describe("proxy bids on the server", () => {
  it("X and the proxy's existence reach only its player while it runs; after it, the log marks its bids automatic", async () => {
    const night = await draftNight(3);
    const { chooser, p, b } = await auction(night);
    const live = await openStreams(night, [null, chooser, p, b]);
    const X = 35;
    const set = await night.as(p).play({ type: "proxy", max: X });
    // It answered at once, as a tap would (§3.2: the opening is 5), and its player's answer says so.
    expect(set.view.draft.auction?.best).toEqual({ player: p, amount: 5 });
    expect(set.view.me?.proxy).toBe(X);
    await night.as(b).play({ type: "bid", amount: 10 });
    const outbid = await night.as(b).play({ type: "bid", amount: 20 });
    // §3.4: outbid, the proxy raised by the minimum step each time (15, then 25).
    expect((await night.current()).state.auction?.best).toEqual({ player: p, amount: 25 });
    expect(outbid.view.me?.proxy).toBeNull();
    // A refusal B gets says nothing of the proxy either.
    const refused = await night
      .as(b)
      .play({ type: "bid", amount: 25 })
      .catch((e: unknown) => e);
    expect(JSON.stringify(refused)).toMatch(/bid_not_above_best/);
    expect(JSON.stringify(refused)).not.toMatch(asValue(X));

    for (const viewer of [null, chooser, b])
      for (const [name, text] of await payloads(night, viewer, live)) {
        expect(text, name).not.toMatch(asValue(X));
        expect(text, name).not.toMatch(MARKERS);
      }
    // The search would see it: P's own payloads carry X and the marks.
    for (const [name, text] of await payloads(night, p, live)) {
      if (name.startsWith("page")) expect(text, name).toMatch(/"proxy":35/);
      else expect(text, name).toMatch(/"max":35/);
    }

    // B goes on through the card to its end: 30 is answered with 35 (= X), 40 uses the proxy up.
    await night.as(b).play({ type: "bid", amount: 30 });
    expect((await night.current()).state.auction?.best).toEqual({ player: p, amount: 35 });
    await night.as(b).play({ type: "bid", amount: 40 });
    await night.as(chooser).play({ type: "pass" });
    const after = await night.current();
    // §3.6: B pays their bid; P spent nothing.
    expect(after.state.auction).toBeNull();
    expect(after.state.lastSale).toMatchObject({ player: b, price: 40 });
    expect(after.state.spent[b]).toBe(40);
    expect(after.state.spent[p]).toBe(0);

    // Over: every reader's log names P's four bids as automatic, and B's as taps.
    for (const viewer of [null, b]) {
      const page = (await draftPageData(night.event.id, "en", viewer))!;
      const bids = markRevealed(page.log.map((e) => e.events))
        .flat()
        .filter((e) => e.type === "bid");
      expect(bids.map((e) => [e.player, e.amount, e.auto ?? false])).toEqual([
        [p, 5, true],
        [b, 10, false],
        [p, 15, true],
        [b, 20, false],
        [p, 25, true],
        [b, 30, false],
        [p, 35, true],
        [b, 40, false],
      ]);
    }
    // The export, whole once the auction is over, replays from its actions: the proxy is among them.
    const exported = await draftLog(night.event.id);
    expect(exported.actions.map((a) => a.payload)).toContainEqual({ type: "proxy", player: p, max: X });
    for (const s of live.values()) s.close();
  });

  it("a proxy that answers nothing (its player holds the best bid) is not news: another's older view may still bid", async () => {
    const night = await draftNight(3);
    const { p, b } = await auction(night);
    await night.as(p).play({ type: "bid", amount: 10 });
    const seen = (await night.current()).seq;
    const quiet = await night.as(p).play({ type: "proxy", max: 50 });
    expect(quiet.view.me?.proxy).toBe(50);
    // B had not seen the proxy (nobody but P can): their bid is accepted, and the proxy answers it.
    await night.as(b).play({ type: "bid", amount: 15, seenSeq: seen });
    expect((await night.current()).state.auction?.best).toEqual({ player: p, amount: 20 });
    // Nobody else is sent the quiet entry.
    const projector = await draftPageData(night.event.id, "it", null);
    expect(projector!.log.map((e) => e.kind)).not.toContain("proxy_quiet");
    expect(pageText(projector)).not.toMatch(asValue(50));
  });

  it("a proxy that uses another's up: that other player learns their proxy is spent, not that a proxy beat it", async () => {
    // Found by a pages audit: P's copy of B's entry kept its kind "proxy" (P's own usedUp event made it read as P's
    // own proxy's entry), so P's page and stream told P that B had a proxy running.
    const night = await draftNight(3);
    const { chooser, p, b } = await auction(night);
    await night.as(p).play({ type: "proxy", max: 10 });
    await night.as(b).play({ type: "proxy", max: 25 });
    const now = await night.current();
    // P's proxy opened at 5; B's answers 10, which P's (up to 10) cannot raise: it is used up, P passes.
    expect(now.state.auction?.best).toEqual({ player: b, amount: 10 });
    expect(proxyOf(now.state, b)).toBe(25);
    const entriesOf = async (viewer: number | null) => {
      const page = (await draftPageData(night.event.id, "it", viewer))!;
      const seatIds = (await db().draft.findUniqueOrThrow({ where: { id: night.draftId } })).seatIds;
      return page.log.filter((e) => e.actor === `seat:${seatIds[b]}`);
    };
    for (const viewer of [null, chooser, p]) {
      const seen = await entriesOf(viewer);
      expect(
        seen.map((e) => e.kind),
        `viewer ${viewer}`,
      ).toEqual(["bid"]);
      expect(JSON.stringify(seen), `viewer ${viewer}`).not.toContain(`"max":25`);
    }
    // P is told its own proxy was used up (its own information), and B's bid reads as a plain bid.
    const pSees = (await entriesOf(p))[0]!.events;
    expect(pSees).toContainEqual(expect.objectContaining({ type: "proxy", player: p, usedUp: true }));
    expect(pSees.filter((e) => e.type === "proxy" && e.player === b)).toEqual([]);
    // B sees its own entry as it is.
    expect((await entriesOf(b)).map((e) => e.kind)).toEqual(["proxy"]);
  });

  it("a seat handed to the bot (its player left) leaves no proxy behind, and no one else learns there was one", async () => {
    const night = await draftNight(3);
    const { p } = await auction(night);
    await night.as(p).play({ type: "proxy", max: 60 });
    expect(proxyOf((await night.current()).state, p)).toBe(60);
    const seatIds = (await db().draft.findUniqueOrThrow({ where: { id: night.draftId } })).seatIds;
    await setBotSeat(night.organizer.id, night.event.id, { seatId: seatIds[p]!, bot: true });
    const now = await night.current();
    expect(proxyOf(now.state, p)).toBeNull();
    const projector = await draftPageData(night.event.id, "it", null);
    expect(pageText(projector)).not.toMatch(MARKERS);
    expect(pageText(projector)).not.toMatch(asValue(60));
  });
});
