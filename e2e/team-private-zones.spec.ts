// A 2v2 teammate's hidden cards never reach the other phone (issue 29 §1; its "Done when": "an e2e flow plays a 2v2
// game on four phones through a 'from your hand' choice and checks that no teammate's card id reaches the other
// phone"). ../shared/rules/kartomantik-modalita-aggiuntive.txt, "Modalità 2vs2": the team shares Interzone, Field and
// Confrontation Zone, but "Limbo, Mazzo, Mano, e Bacino Empatico rimangono invece separati" — so Recalibrate's "put a
// card from your hand on the bottom of your deck" is about its player's hand alone (the engine once offered the
// teammate's hand too, and sent its ids to the phone).
// Set up through the API (event, seats, decks, the organizer's 2v2 table: Anna & Bruno against Carla & Dario), then
// the four phones open the game. The opening (mulligans, First Manifestations, passes) is answered through each
// phone's act endpoint until Anna's team holds priority; Anna (dealt Recalibrate by the event's fixed seed) plays it
// on her phone and answers its choice there. Everything Anna's phone received —
// every SSE message (read from the browser's network layer) and every response body — is searched for the ids of
// the cards the other three seats hold hidden (hand, deck, face-down exile: read from the organizer's judge view).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { deck21 } from "./flows";
import {
  baseURL,
  demoSet,
  firstStreamMessage,
  itName,
  loginAsDemo,
  newDesktop,
  newPhone,
  PHONE_360,
  t,
  type DemoCard,
} from "./support";

/** The engine's per-viewer message on a game's stream (lib/kartomantik/games/views.ts), as far as this flow reads
 * it. */
interface CardView {
  iid: string;
  def: string;
}
interface PlayerView {
  hand: CardView[] | null;
  deck: CardView[] | null;
  deckCount: number;
  deckSeen: CardView[];
  exile: CardView[] | null;
  [zone: string]: unknown;
}
interface Decision {
  player: number;
  kind: string;
  options?: string[];
}
type Action = { type: string; choice?: string[]; card?: string; [key: string]: unknown };
interface GameMessage {
  seq: number;
  view: {
    phase: string;
    turn: number;
    players: PlayerView[];
    seats: { side: number[] };
    stack: { card: CardView | null }[];
    stalemate: CardView[];
    decisions: Decision[];
  };
  legal?: Action[];
  acting: { seats: number[]; decision: boolean };
}

interface Phone {
  name: string;
  context: BrowserContext;
  page: Page;
  seatId: string;
  /** Its engine seat (the table's seat order). */
  seat: number;
  /** Every SSE message's data and every response body the phone received, in arrival order. */
  received: string[];
  bodies: Promise<void>[];
  /** Its newest game message. */
  latest: GameMessage | null;
  /** Every game message, for the cards it showed face up. */
  messages: GameMessage[];
}

const NAMES = ["Anna", "Carla", "Bruno", "Dario"];
/** The event's fixed seed (the e2e server takes one: lib/random-seed.ts): its deal puts Recalibrate in Anna's hand. */
const DEAL_SEED = 1;
/** Recalibrate (bzd-189, cost 0): "Put a card from your hand on the bottom of your deck, then draw a card." */
const RECALIBRATE = demoSet.find((c) => c.id === "bzd-189")!;
/** Anna's 2v2 deck ("2vs2 Creazione del Mazzo": 21 distinct cards, ≤ 400 points): Recalibrate in a will's place. */
const ANNA_DECK = [...deck21.filter((c) => c.type !== "manifestation").slice(0, 7), RECALIBRATE, ...deck21.slice(8)];
/** Where a card another seat holds is face up for Anna (Limbo and vessels are open zones; a shown hand card, a deck
 * card revealed to all): the rules revealed it, it is no secret. */
const PUBLIC = ["limbo", "interzone", "field", "vessel", "confrontation", "shownHand", "deckSeen"];

let organizer: { context: BrowserContext; page: Page };
let phones: Phone[] = [];

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phones = await Promise.all(
    NAMES.map(async (name, seat) => {
      const { context, page } = await newPhone(browser, info, PHONE_360);
      return { name, context, page, seatId: "", seat, received: [], bodies: [], latest: null, messages: [] };
    }),
  );
});

test.afterAll(async () => {
  for (const c of [organizer, ...phones]) await c.context.close();
});

/** Records what the phone receives: SSE messages as the browser's network layer parses them (every event, whatever
 * the page listens to), and the body of every other response. */
async function record(phone: Phone) {
  const cdp = await phone.context.newCDPSession(phone.page);
  cdp.on("Network.eventSourceMessageReceived", (e) => {
    phone.received.push(e.data);
    if (e.eventName !== "game") return;
    const message = JSON.parse(e.data) as GameMessage;
    phone.messages.push(message);
    if (!phone.latest || message.seq >= phone.latest.seq) phone.latest = message;
  });
  await cdp.send("Network.enable");
  phone.page.on("response", (res) => {
    if ((res.headers()["content-type"] ?? "").includes("text/event-stream")) return;
    if (new URL(res.url()).pathname.startsWith("/_next/static/")) return;
    phone.bodies.push(
      res.text().then(
        (text) => void phone.received.push(text),
        () => {},
      ),
    );
  });
}

/** A request from the phone's (or the organizer's) own context, as its page would send it; the answer's body is
 * recorded as received by a phone. */
async function call(who: Page, method: "get" | "post" | "put", url: string, data?: unknown, phone?: Phone) {
  const res = await who.request[method](url, { headers: { origin: baseURL(test.info()) }, data });
  const text = await res.text();
  phone?.received.push(text);
  expect(res.ok(), `${method.toUpperCase()} ${url}: ${text}`).toBe(true);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Polling for a stream message: it comes within milliseconds on an idle machine. */
const FAST = { intervals: [20, 50, 100] };

/** Every phone has the game's newest message (each receives one per entry of the game's log). */
async function synced(seq = 0) {
  await expect
    .poll(() => {
      const seqs = phones.map((p) => p.latest?.seq ?? -1);
      return Math.min(...seqs) >= Math.max(seq, ...seqs);
    }, FAST)
    .toBe(true);
}

/** Actions sent through the act endpoint (the flow's annotation says how the opening went). */
let moves = 0;

/** One action through the phone's act endpoint (what its buttons post), then every phone has its result. */
async function act(phone: Phone, action: Action) {
  moves++;
  const seenSeq = phone.latest!.seq;
  const answer = await call(
    phone.page,
    "post",
    `/api/games/kartomantik/${gameId}/act`,
    { action, seenSeq, idempotencyKey: `e2e-${phone.name}-${seenSeq}-${action.type}` },
    phone,
  );
  await synced(answer.seq as number);
}

/** Plays on until `done` holds on Anna's phone: whoever must act keeps the hand (mulligan), passes, or takes the first
 * option (a team decision, a First Manifestation). */
async function playUntil(done: (m: GameMessage) => boolean, what: string): Promise<GameMessage> {
  for (let step = 0; ; step++) {
    await synced();
    const m = anna().latest!;
    if (done(m)) return m;
    expect(step, `${what} within 300 moves`).toBeLessThan(300);
    const mover = phones.find((p) => m.acting.seats.includes(p.seat) && p.latest!.legal?.length);
    expect(mover, `someone may act at seq ${m.seq}`).toBeDefined();
    const legal = mover!.latest!.legal!.filter((a) => a.type !== "concede");
    await act(
      mover!,
      legal.find((a) => a.type === "decide" && a.choice?.[0] === "keep") ??
        legal.find((a) => a.type === "pass") ??
        legal[0]!,
    );
  }
}

/** The organizer's judge view of the game now: the first message of its judge stream. */
async function judgeView(): Promise<GameMessage["view"]> {
  const data = await firstStreamMessage(organizer.page, `/api/games/kartomantik/${gameId}/stream?as=judge`);
  return (JSON.parse(data) as GameMessage).view;
}

let gameId = "";
const anna = () => phones[0]!;
const bruno = () => phones[2]!;
const ids = (cards: (CardView | null)[] | null | undefined) => (cards ?? []).flatMap((c) => (c ? [c.iid] : []));
const nameOf = (def: string) => itName(demoSet.find((c) => c.id === def)!);
/** An id as it appears in JSON (or in JSON inside a page's script: with escaped quotes). */
const quoted = (id: string) => new RegExp(`\\\\?"${id}\\\\?"`);

test("2v2 on four phones: Recalibrate's “from your hand” offers Anna her own hand only; no hidden card id of the other seats, her teammate's included, reaches her phone", async () => {
  test.setTimeout(120_000);
  const org = organizer.page;
  await loginAsDemo(org);

  // The event (2v2, the bundled demo set), four seats, their decks, the organizer's 2v2 table: seats 1 & 3 (Anna,
  // Bruno) against 2 & 4 (Carla, Dario).
  const { sets } = (await call(org, "get", "/api/kartomantik/card-sets")) as { sets: { id: string; source: string }[] };
  const setId = sets.find((s) => s.source === "bundled")!.id;
  const { cards } = (await call(org, "get", `/api/kartomantik/card-sets/${setId}/cards`)) as {
    cards: { id: string; externalId: string }[];
  };
  const idOf = (c: DemoCard) => cards.find((x) => x.externalId === c.id)!.id;
  const event = await call(org, "post", "/api/events", {
    name: "Coppie: mani separate",
    format: "constructed",
    bestOf: 1,
    cardSetId: setId,
    mode: "2v2",
    testSeed: DEAL_SEED,
  });
  const eventId = event.id as string;
  for (const phone of phones) {
    const joined = await call(phone.page, "post", "/api/join", { code: event.joinCode, name: phone.name }, phone);
    phone.seatId = (joined.seat as { id: string }).id;
    const deck = phone === anna() ? ANNA_DECK : deck21;
    await call(phone.page, "put", `/api/kartomantik/events/${eventId}/deck`, { cardIds: deck.map(idOf) }, phone);
  }
  const table = await call(org, "post", `/api/events/${eventId}/tables`, {
    mode: "2v2",
    seats: phones.map((p) => ({ seatId: p.seatId })),
  });
  gameId = table.gameId as string;

  // The four phones open the game; Anna's shows Bruno as her teammate and nobody's hand.
  await Promise.all(
    phones.map(async (phone) => {
      await record(phone);
      await phone.page.goto(`/play/${eventId}/games/kartomantik/${gameId}`);
      await expect(phone.page.getByTestId("game-phone")).toBeVisible();
    }),
  );
  await synced();
  expect(anna().latest!.view.seats.side[0]).toBe(anna().latest!.view.seats.side[bruno().seat]);
  const annaPage = anna().page;
  await expect(annaPage.getByTestId("their-side").filter({ hasText: "Bruno" }).getByTestId("teammate")).toBeVisible();
  await expect(annaPage.getByTestId("their-hand")).toHaveCount(0);

  // The opening, until Anna's team holds priority in a Reaction Phase.
  await playUntil(
    (m) =>
      m.view.phase === "reaction" &&
      m.view.decisions.length === 0 &&
      m.view.stack.length === 0 &&
      m.acting.seats.includes(anna().seat),
    "Anna's team holds priority",
  );
  // Recalibrate in Anna's hand: the event's fixed seed deals it to her.
  const mine = () => anna().latest!.view.players[anna().seat]!;
  expect(
    mine().hand!.some((c) => c.def === RECALIBRATE.id),
    "the fixed seed deals Recalibrate to Anna",
  ).toBe(true);
  const recalibrate = mine().hand!.find((c) => c.def === RECALIBRATE.id)!.iid;
  const opening = `turn ${anna().latest!.view.turn}, ${moves} moves`;

  // Anna plays it on her phone; the others pass; its choice is asked on her phone.
  const play = annaPage
    .locator('[data-testid="game-action"][data-action="playWill"]')
    .filter({ hasText: t("game.playWill", { name: itName(RECALIBRATE) }) });
  await play.tap();
  await expect.poll(() => anna().latest!.view.stack.some((it) => it.card?.iid === recalibrate), FAST).toBe(true);
  const asked = await playUntil(
    (m) => m.view.decisions.some((d) => d.player === anna().seat && d.kind === "choose"),
    "Recalibrate's choice",
  );
  const hand = ids(mine().hand);
  const mateHand = ids(bruno().latest!.view.players[bruno().seat]!.hand);
  // Not vacuous: Bruno holds cards a leaking choice would offer ("a card": any type).
  expect(mateHand.length).toBeGreaterThan(0);
  const decision = asked.view.decisions.find((d) => d.player === anna().seat)!;
  expect.soft([...decision.options!].sort(), "the choice's options are Anna's hand").toEqual([...hand].sort());
  expect.soft(decision.options!.filter((id) => mateHand.includes(id))).toEqual([]);
  // Her phone offers exactly her hand's cards, by name.
  const asking = t("game.decision", { prompt: t("game.kind.choose") });
  await expect(annaPage.getByTestId("game-actions")).toContainText(asking);
  const options = annaPage.locator('[data-testid="game-action"][data-action="decide"]');
  await expect.soft(options, "one button per card of Anna's hand").toHaveCount(hand.length, { timeout: 5_000 });
  expect.soft((await options.allTextContents()).map((s) => s.trim()).sort(), "the buttons name Anna's hand").toEqual(
    mine()
      .hand!.map((c) => nameOf(c.def))
      .sort(),
  );

  // She answers on her phone: the first card goes to the bottom of her deck, then she draws.
  const chosen = (asked.legal!.find((a) => a.type === "decide")!.choice ?? [])[0]!;
  await options.first().tap();
  await expect
    .poll(() => anna().latest!.view.decisions.length === 0 && !ids(mine().hand).includes(chosen), FAST)
    .toBe(true);
  // The choice is gone from her phone (with it, maybe every action of hers: the priority is another seat's).
  await expect(annaPage.getByTestId("game-actions").filter({ hasText: asking })).toHaveCount(0);
  await synced();

  // The hidden cards of the other three seats now, from the judge's view; Bruno's hand as his own phone shows it.
  const judge = await judgeView();
  expect(ids(judge.players[bruno().seat]!.hand).sort()).toEqual(
    ids(bruno().latest!.view.players[bruno().seat]!.hand).sort(),
  );
  await Promise.all(phones.flatMap((p) => p.bodies));
  const received = anna().received.join("\n");
  // Cards the rules showed Anna (face up in a public zone, on the stack) are not secrets.
  const revealed = new Set(
    anna().messages.flatMap((m) => [
      ...m.view.players.flatMap((pv) => PUBLIC.flatMap((zone) => ids(pv[zone] as CardView[]))),
      ...ids(m.view.stalemate),
      ...ids(m.view.stack.map((it) => it.card)),
    ]),
  );
  // The capture sees ids: Anna's own hand, and Bruno's on his own phone.
  for (const id of hand) expect(received).toMatch(quoted(id));
  for (const id of mateHand) expect(bruno().received.join("\n")).toMatch(quoted(id));
  for (const other of phones.filter((p) => p !== anna())) {
    const pv = judge.players[other.seat]!;
    const hidden = [...ids(pv.hand), ...ids(pv.deck), ...ids(pv.exile)].filter((id) => !revealed.has(id));
    expect(hidden.length, `${other.name}'s hidden cards`).toBeGreaterThan(10);
    const leaked = hidden.filter((id) => quoted(id).test(received));
    expect(leaked, `${other.name}'s hidden card ids on Anna's phone`).toEqual([]);
  }
  test.info().annotations.push({
    type: "game",
    description: `Anna's team held priority at ${opening}; her phone received ${anna().messages.length} game messages, ${received.length} characters`,
  });
});
