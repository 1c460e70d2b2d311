// A Draft Bazaar night end to end, through the screens only: the organizer creates an event with
// the bundled demo set, three phones join by code, the projector shows the code, then the board.
// A whole table is played on the phones (a matched auction, a lost one, a free card, refused
// bids, a reload in the middle of an auction, the 2-card cap), then the organizer pauses,
// resumes, undoes the last auction and exports the log.
//
// Nothing assumes who starts (the d6 is seeded per draft): the first player is read from the
// phones. Every step is checked on every screen against a small model of the rules
// (shared/spec/event-rules.md §1–3), written from the spec and not from the engine.
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { a11yTour } from "./a11y";
import {
  brokenWords,
  createDemoDraftEvent,
  errorBox,
  hydrated,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  phoneWithTurn,
  seatLinkFrom,
  t,
  tapClaim,
} from "./support";

test.describe.configure({ mode: "serial" });

const EVENT_NAME = "Bazaar al mercato coperto";
const NAMES = ["Alba", "Bruno", "Carla"] as const;
const PER_PLAYER = 36; // default composition 12 + 8 + 11 + 5
/** Live updates (SSE) must reach every screen by themselves within a couple of seconds. */
const LIVE = { timeout: 4_000 };
/** Pages that poll (seat page every 4 s, projector every 3 s) get one poll plus rendering. */
const POLL = { timeout: 12_000 };

interface Screen {
  context: BrowserContext;
  page: Page;
}
interface Phone extends Screen {
  player: number;
  name: string;
}

let organizer: Screen;
let projector: Screen;
const phones: Phone[] = [];
let eventId = "";
let joinCode = "";
let model: DraftModel;

// ---- The rules as a model (event-rules §2–3), to know what every screen must show ----

interface Auction {
  chooser: number;
  card: string;
  best: { player: number; amount: number } | null;
  awaiting: number[];
}

class DraftModel {
  tableNo = 1;
  deckLeft: number;
  tableCards: number;
  order: number[];
  turnIndex = 0;
  active: number;
  auction: Auction | null = null;
  taken: number[];
  hands: string[][];
  spent: number[];
  paused = false;
  skipped: number[] = [];
  /** How the latest card left the table: every screen shows it while no auction is open. */
  lastSale: { card: string; chooser: number; winner: number; price: number } | null = null;

  readonly players: number;
  readonly first: number;

  constructor(players: number, first: number) {
    this.players = players;
    this.first = first;
    const sweep = Array.from({ length: players }, (_, i) => (first + i) % players);
    this.order = [...sweep, ...sweep.slice().reverse()];
    this.tableCards = 2 * players;
    this.deckLeft = players * PER_PLAYER - this.tableCards;
    this.active = first;
    this.taken = Array.from({ length: players }, () => 0);
    this.hands = Array.from({ length: players }, () => []);
    this.spent = Array.from({ length: players }, () => 0);
  }

  save(): string {
    return JSON.stringify(this);
  }

  restore(saved: string): void {
    Object.assign(this, JSON.parse(saved));
  }

  eligible(): number[] {
    return this.taken.flatMap((n, p) => (n < 2 ? [p] : []));
  }

  choose(player: number, card: string): void {
    expect(player, "only the active player chooses").toBe(this.active);
    const others = this.eligible().filter((p) => p !== player);
    this.auction = { chooser: player, card, best: null, awaiting: others };
    if (others.length === 0) this.settle(); // §3.5: nobody may bid, the card is taken at once
  }

  bid(player: number, amount: number): void {
    const a = this.auction!;
    a.best = { player, amount };
    a.awaiting = this.eligible().filter((p) => p !== player);
  }

  match(player: number): void {
    this.bid(player, this.auction!.best!.amount);
  }

  pass(player: number): void {
    const a = this.auction!;
    a.awaiting = a.awaiting.filter((p) => p !== player);
    if (a.awaiting.length === 0) this.settle();
  }

  private settle(): void {
    const { chooser, best, card } = this.auction!;
    const winner = best?.player ?? chooser;
    this.auction = null;
    this.taken[winner] = this.taken[winner]! + 1;
    this.hands[winner]!.push(card);
    this.spent[winner] = this.spent[winner]! + (best?.amount ?? 0);
    this.lastSale = { card, chooser, winner, price: best?.amount ?? 0 };
    this.tableCards -= 1;
    if (this.tableCards === 0) this.newTable();
    else if (winner !== chooser)
      this.active = chooser; // §2: the loser chooses again
    else this.advance();
  }

  private advance(): void {
    for (let i = this.turnIndex + 1; i < this.order.length; i++) {
      const p = this.order[i]!;
      if (this.taken[p]! >= 2) {
        this.skipped.push(p);
        continue;
      }
      this.turnIndex = i;
      this.active = p;
      return;
    }
    throw new Error("snake exhausted with cards on the table");
  }

  private newTable(): void {
    this.tableNo += 1;
    this.tableCards = 2 * this.players;
    this.deckLeft -= this.tableCards;
    this.turnIndex = 0;
    this.active = this.first;
    this.taken = this.taken.map(() => 0);
  }

  /** The buttons a phone must offer now: exactly the legal actions, nothing else. */
  buttons(player: number): string[] {
    const a = this.auction;
    if (this.paused || !a || !a.awaiting.includes(player)) return [];
    const min = a.best ? a.best.amount + 5 : 5;
    const match =
      a.best && a.chooser === player && a.best.player !== player ? [t("draft.match", { amount: a.best.amount })] : [];
    const bid = (amount: number) => (a.best ? t("draft.raiseTo", { amount }) : t("draft.bidOpen", { amount }));
    return [...match, bid(min), bid(min + 5), t("draft.bidExact"), t("draft.pass")];
  }
}

// ---- Locators and actions ----

const nameOf = (p: number) => NAMES[p]!;
const names = (list: number[]) => list.map(nameOf).join(", ");
/** On a player's own phone they are "you (name)". */
const nameFor = (viewer: number) => (p: number) => (p === viewer ? t("draft.you", { name: nameOf(p) }) : nameOf(p));
const namesFor = (viewer: number, list: number[]) => list.map(nameFor(viewer)).join(", ");

/** The last result as the screens word it (components/kartomantik/draft/LastSale.tsx), for `viewer`'s phone or
 * for all. */
function lastSaleText(m: DraftModel, viewer: number | null): string | null {
  const s = m.lastSale;
  if (!s) return null;
  const values = { name: nameOf(s.winner), card: s.card, price: s.price };
  let text: string;
  if (viewer !== null && s.chooser === viewer && s.winner !== viewer) text = t("draft.lastSaleLost", values);
  else if (viewer !== null && s.winner === viewer)
    text = s.price === 0 ? t("draft.lastSaleMineFree", values) : t("draft.lastSaleMine", values);
  else text = s.price === 0 ? t("draft.logFree", values) : t("draft.logAcquired", values);
  return `${t("draft.lastSale")}: ${text}`;
}
const actions = (ph: Phone) => ph.page.getByTestId("actions").getByRole("button");
const action = (ph: Phone, label: string) =>
  ph.page.getByTestId("actions").getByRole("button", { name: label, exact: true });
const tableButtons = (ph: Phone) => ph.page.getByTestId("table").getByRole("button");
const playerRows = (page: Page) => page.getByTestId("board-players").locator("tbody tr");
const dots = (n: number) => "●".repeat(n) + "○".repeat(2 - n);

async function fillJoinForm(page: Page, name: string): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByLabel(t("join.code")) });
  await hydrated(form);
  await page.getByLabel(t("join.name")).fill(name);
  await page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
}

/** The active player taps the first card on their table (it is shown in full) and chooses it. */
async function chooseCard(ph: Phone): Promise<{ id: string; name: string }> {
  await expect(ph.page.getByTestId("turn")).toHaveText(t("draft.yourTurn"));
  const card = tableButtons(ph).first();
  const id = (await card.getByTestId("card-tile").getAttribute("data-card-id"))!;
  const name = (await card.getAttribute("aria-label"))!;
  await card.tap();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await expect(ph.page.getByTestId("card-detail")).toContainText(name);
  await expect(actions(ph)).toHaveText([t("draft.choose")]);
  await action(ph, t("draft.choose")).tap();
  return { id, name };
}

/** Someone who is not choosing taps a card to read it: it is shown, but there is nothing to do with it. */
async function readCard(ph: Phone, m: DraftModel): Promise<void> {
  const card = tableButtons(ph).last();
  const name = (await card.getAttribute("aria-label"))!;
  await card.tap();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await expect(ph.page.getByTestId("card-detail")).toContainText(name);
  const buttons = m.buttons(ph.player);
  if (buttons.length) await expect(actions(ph)).toHaveText(buttons);
  else await expect(actions(ph)).toHaveCount(0);
  await card.tap();
  await expect(card).toHaveAttribute("aria-pressed", "false");
}

async function tapAction(ph: Phone, label: string): Promise<void> {
  await action(ph, label).tap();
  await expect(errorBox(ph.page)).toHaveCount(0);
}

async function expectBoard(page: Page, m: DraftModel): Promise<void> {
  const board = page.getByTestId("draft-board");
  await expect(board.getByTestId("board-table")).toHaveText(t("draft.table", { no: m.tableNo }), LIVE);
  await expect(board.getByText(t("draft.deckLeft", { count: m.deckLeft }), { exact: true })).toBeVisible(LIVE);
  if (m.paused) await expect(board.getByTestId("board-status")).toHaveText(t("draft.paused"), LIVE);
  else await expect(board.getByTestId("board-status")).toHaveCount(0, LIVE);
  await expect(board.getByTestId("board-cards").getByTestId("card-tile")).toHaveCount(m.tableCards, LIVE);
  const a = m.auction;
  if (a) {
    await expect(board.getByTestId("board-turn")).toHaveCount(0, LIVE);
    await expect(board.getByTestId("board-auction")).toContainText(
      t("draft.chosenBy", { name: nameOf(a.chooser) }),
      LIVE,
    );
    await expect(board.getByTestId("board-auction")).toContainText(a.card, LIVE);
    await expect(board.getByTestId("board-best")).toHaveText(
      a.best ? t("draft.bestBid", { amount: a.best.amount, name: nameOf(a.best.player) }) : t("draft.noBid"),
      LIVE,
    );
    // While paused nobody has to answer: the projector shows the pause in their place.
    if (m.paused && page === projector.page) await expect(board.getByTestId("board-awaiting")).toHaveCount(0, LIVE);
    else
      await expect(board.getByTestId("board-awaiting")).toHaveText(
        a.awaiting.length ? t("draft.awaiting", { names: names(a.awaiting) }) : t("draft.nobodyAwaiting"),
        LIVE,
      );
  } else {
    await expect(board.getByTestId("board-best")).toHaveCount(0, LIVE);
    await expect(board.getByTestId("board-turn")).toHaveText(t("draft.turnOf", { name: nameOf(m.active) }), LIVE);
    const sale = lastSaleText(m, null);
    if (sale) await expect(board.getByTestId("last-sale")).toHaveText(sale, LIVE);
    else await expect(board.getByTestId("last-sale")).toHaveCount(0, LIVE);
  }
  const rows = playerRows(page);
  await expect(rows).toHaveCount(m.players);
  for (let p = 0; p < m.players; p++) {
    await expect(rows.nth(p).locator("td")).toHaveText(
      [nameOf(p), dots(m.taken[p]!), String(m.hands[p]!.length), String(m.spent[p])],
      LIVE,
    );
  }
}

function barStatus(m: DraftModel, player: number): string {
  const a = m.auction;
  if (m.taken[player]! >= 2) return t("draft.barCapped");
  if (a)
    return a.chooser === player && !a.best
      ? t("draft.barWaitOpening")
      : a.awaiting.length
        ? t("draft.barWaitOthers", { names: namesFor(player, a.awaiting) })
        : t("draft.nobodyAwaiting");
  return m.active === player ? t("draft.barPick") : t("draft.barWaitTurn", { name: nameOf(m.active) });
}

async function expectPhone(ph: Phone, m: DraftModel): Promise<void> {
  const { page, player } = ph;
  await expect(page.getByTestId("draft-phone")).toBeVisible();
  if (m.paused) await expect(page.getByText(t("draft.paused"), { exact: true })).toBeVisible(LIVE);
  else await expect(page.getByText(t("draft.paused"), { exact: true })).toHaveCount(0, LIVE);
  const a = m.auction;
  if (a) {
    await expect(page.getByTestId("turn")).toHaveCount(0, LIVE);
    const you = nameFor(player);
    await expect(page.getByTestId("auction")).toContainText(
      a.chooser === player ? t("draft.chosenByYou") : t("draft.chosenBy", { name: nameOf(a.chooser) }),
      LIVE,
    );
    await expect(page.getByTestId("auction").getByTestId("card-tile")).toContainText(a.card, LIVE);
    await expect(page.getByTestId("best-bid")).toHaveText(
      a.best ? t("draft.bestBid", { amount: a.best.amount, name: you(a.best.player) }) : t("draft.noBid"),
      LIVE,
    );
    if (m.paused) await expect(page.getByTestId("awaiting")).toHaveCount(0, LIVE);
    else
      await expect(page.getByTestId("awaiting")).toHaveText(
        a.awaiting.length ? t("draft.awaiting", { names: namesFor(player, a.awaiting) }) : t("draft.nobodyAwaiting"),
        LIVE,
      );
    await expect(page.getByTestId("last-sale")).toHaveCount(0, LIVE);
  } else {
    await expect(page.getByTestId("auction")).toHaveCount(0, LIVE);
    await expect(page.getByTestId("turn")).toHaveText(
      m.active === player ? t("draft.yourTurn") : t("draft.turnOf", { name: nameOf(m.active) }),
      LIVE,
    );
    const sale = lastSaleText(m, player);
    if (sale) await expect(page.getByTestId("last-sale")).toHaveText(sale, LIVE);
    else await expect(page.getByTestId("last-sale")).toHaveCount(0, LIVE);
  }
  const buttons = m.buttons(player);
  if (buttons.length) await expect(actions(ph)).toHaveText(buttons, LIVE);
  else {
    await expect(actions(ph)).toHaveCount(0, LIVE);
    // With nothing to tap, the thumb zone says why (and nothing at all while paused).
    if (m.paused) await expect(page.getByTestId("bar-status")).toHaveCount(0, LIVE);
    else await expect(page.getByTestId("bar-status")).toHaveText(barStatus(m, player), LIVE);
  }
  await expect(tableButtons(ph)).toHaveCount(m.tableCards, LIVE);
  await expect(page.getByTestId("my-table-count")).toHaveText(
    `${t("draft.myCardsTable", { count: m.taken[player]! })} · ${t("draft.myCardsTotal", { count: m.hands[player]!.length, total: PER_PLAYER })} · ${t("draft.spent", { points: m.spent[player]! })}`,
    LIVE,
  );
}

/** Every screen agrees with the model: the three phones, the projector and the organizer's board. */
async function expectScreens(m: DraftModel): Promise<void> {
  for (const ph of phones) await expectPhone(ph, m);
  await expectBoard(projector.page, m);
  await expectBoard(organizer.page, m);
}

const logLine = (text: string): Locator =>
  organizer.page
    .getByTestId("board-log")
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

// ---- The flow ----

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  projector = await newProjector(browser, info);
  for (const [player, name] of NAMES.entries()) phones.push({ ...(await newPhone(browser, info)), player, name });
});

test.afterAll(async () => {
  for (const s of [organizer, projector, ...phones]) await s?.context.close();
});

test("a fresh Draft Bazaar event with the demo set; the projector shows the code and the seats as they join", async () => {
  const org = organizer.page;
  await loginAsDemo(org);
  ({ eventId, joinCode } = await createDemoDraftEvent(org, EVENT_NAME));
  await expect(org.getByRole("heading", { level: 1 })).toHaveText(EVENT_NAME);
  expect(joinCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

  // The projector is public: no login, just the code.
  const proj = projector.page;
  await proj.goto(`/projector/${joinCode}`);
  await expect(proj.getByRole("heading", { name: EVENT_NAME })).toBeVisible();
  await expect(proj.getByTestId("join-code")).toHaveText(joinCode);
  await expect(proj.getByTestId("projector-seats").getByRole("listitem")).toHaveCount(0);
  await expect(proj.getByTestId("draft-board")).toHaveCount(0);

  for (const ph of phones) {
    await ph.page.goto(`/j/${joinCode}`);
    await fillJoinForm(ph.page, ph.name);
    await expect(ph.page).toHaveURL(`/play/${eventId}`);
    await expect(ph.page.getByTestId("my-name")).toHaveText(t("seat.you", { name: ph.name }));
  }
  // The projector and the organizer's page pick up the seats by themselves.
  await expect(proj.getByTestId("projector-seats").getByRole("listitem")).toHaveText(
    NAMES.map((n, i) => `${i + 1}. ${n}`),
    POLL,
  );
  await expect(org.getByTestId("seat-name")).toHaveText([...NAMES], POLL);
});

test("the organizer starts the draft; phones and projector switch to it by themselves; the d6 rolls are shown", async () => {
  const org = organizer.page;
  const console_ = org.getByTestId("draft-console");
  for (const [pile, n] of [
    ["wills", 12],
    ["minor", 8],
    ["medium", 11],
    ["major", 5],
  ] as const) {
    await expect(console_.getByLabel(t(`draft.piles.${pile}`))).toHaveValue(String(n));
  }
  await expect(console_.getByTestId("per-player")).toHaveText(t("draft.perPlayer", { sum: PER_PLAYER }));
  const start = console_.getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  // A composition shorter than a deck says what it leads to (event-rules §4: decks of exactly 30); back to 36.
  await expect(console_.getByTestId("short-no-deck")).toHaveCount(0);
  await console_.getByLabel(t("draft.piles.wills")).fill("2");
  await expect(console_.getByTestId("short-no-deck")).toHaveText(t("draft.shortNoDeck", { size: 30 }));
  await console_.getByLabel(t("draft.piles.wills")).fill("12");
  await expect(console_.getByTestId("short-no-deck")).toHaveCount(0);
  await expect(start).toBeEnabled();
  await start.click();
  await expect(org.getByRole("button", { name: t("draft.pause"), exact: true })).toBeVisible();
  await expect(org.getByTestId("draft-board")).toBeVisible();
  // Nothing sold yet: nothing to undo.
  await expect(org.getByTestId("draft-undo")).toBeDisabled();

  // No reloads: the seat pages poll every 4 s, the projector's code page every 3 s.
  for (const ph of phones) await expect(ph.page.getByTestId("draft-phone")).toBeVisible(POLL);
  await expect(projector.page.getByTestId("draft-board")).toBeVisible(POLL);
  await expect(projector.page.getByTestId("join-code")).toHaveCount(0);

  // Exactly one phone is told to choose: that is the first player.
  const first = await phoneWithTurn(
    phones.map((ph) => ph.page),
    LIVE.timeout,
  );

  // The rolls on the organizer's board, all of them: everyone rolls a d6, ties re-roll, the highest starts (§1).
  const rolls = org.getByTestId("board-rolls");
  await expect(rolls).toBeVisible();
  const text = (await rolls.textContent())!.trim();
  const prefix = `${t("draft.rolls")}: `;
  expect(text.startsWith(prefix), text).toBe(true);
  const [rollsPart, firstPart, ...rest] = text.slice(prefix.length).split(" · ");
  expect(rest).toEqual([]);
  expect(firstPart).toBe(t("draft.firstPlayer", { name: nameOf(first) }));
  const rounds = rollsPart!.split(" → ").map((round) =>
    round.split(", ").map((entry) => {
      const m = /^(.+) ([1-6])$/.exec(entry);
      expect(m, `a roll "${entry}"`).not.toBeNull();
      return { name: m![1]!, value: Number(m![2]) };
    }),
  );
  expect(rounds[0]!.map((r) => r.name)).toEqual([...NAMES]);
  for (let i = 0; i < rounds.length; i++) {
    const high = Math.max(...rounds[i]!.map((r) => r.value));
    const top = rounds[i]!.filter((r) => r.value === high).map((r) => r.name);
    if (i < rounds.length - 1)
      expect(
        rounds[i + 1]!.map((r) => r.name),
        "only the tied players roll again",
      ).toEqual(top);
    else expect(top).toEqual([nameOf(first)]);
  }
  // The projector shows the last roll (which of them, after ties) and who starts: short enough for one line or two.
  const last = rounds
    .at(-1)!
    .map((r) => `${r.name} ${r.value}`)
    .join(", ");
  const heading = rounds.length > 1 ? t("draft.rollsAgain", { round: rounds.length }) : t("draft.rolls");
  await expect(projector.page.getByTestId("board-rolls")).toHaveText(
    `${heading}: ${last} · ${t("draft.firstPlayer", { name: nameOf(first) })}`,
  );

  model = new DraftModel(NAMES.length, first);
  await expectScreens(model);
  // Any card can be read on any phone; only the active player is offered to choose it.
  await readCard(phones[(first + 1) % 3]!, model);
  for (const ph of phones) await expect(ph.page.getByTestId("connection")).toHaveText(t("draft.connected"));
});

test("table 1 on the phones: match and win, lose and choose again, a free card, refused bids, a reload, the cap", async () => {
  const m = model;
  // Seats clockwise from the first player: A starts, then B, then C; the snake is A B C C B A.
  const A = phones[m.first]!;
  const B = phones[(m.first + 1) % 3]!;
  const C = phones[(m.first + 2) % 3]!;
  const taken: Record<number, string[]> = { 0: [], 1: [], 2: [] };
  const record = (card: { id: string }, winner: Phone) => taken[winner.player]!.push(card.id);

  // (a) A chooses; C's refused bids change nothing; B opens; A matches; everyone passes: A pays 5.
  let card = await chooseCard(A);
  m.choose(A.player, card.name);
  await expectScreens(m);
  await readCard(C, m);
  await C.page.getByLabel(t("draft.amount")).fill("12");
  await action(C, t("draft.bidExact")).tap();
  await expect(errorBox(C.page)).toHaveText(t("errors.rule_bid_not_multiple_of_5"));
  // The reason shows in the thumb zone, on screen, not below the page's end.
  await expect(errorBox(C.page)).toBeInViewport({ ratio: 1 });
  await C.page.getByLabel(t("draft.amount")).fill("3");
  await action(C, t("draft.bidExact")).tap();
  await expect(errorBox(C.page)).toHaveText(t("errors.rule_bid_below_minimum", { minimum: 5 }));
  await expectScreens(m);

  await tapAction(B, t("draft.bidOpen", { amount: 5 }));
  m.bid(B.player, 5);
  await expectScreens(m);
  // A refusal answers the draft as it was: once it moves on, the reason goes.
  await expect(errorBox(C.page)).toHaveCount(0, LIVE);
  // Equal to the best bid is not a raise: refused with the bid it must beat.
  await C.page.getByLabel(t("draft.amount")).fill("5");
  await action(C, t("draft.bidExact")).tap();
  await expect(errorBox(C.page)).toHaveText(t("errors.rule_bid_not_above_best", { best: 5, bidderName: B.name }));
  await expectScreens(m);

  await tapAction(A, t("draft.match", { amount: 5 }));
  m.match(A.player);
  await expectScreens(m);
  await tapAction(B, t("draft.pass"));
  m.pass(B.player);
  await expectScreens(m);
  await tapAction(C, t("draft.pass"));
  m.pass(C.player);
  record(card, A);
  await expectScreens(m);
  expect(m.active).toBe(B.player);
  await expect(logLine(t("draft.logMatched", { name: A.name, amount: 5 }))).toHaveCount(1);
  await expect(logLine(t("draft.logAcquired", { name: A.name, card: card.name, price: 5 }))).toHaveCount(1);

  // (b) B chooses; C opens, B matches, C raises by 10; B's phone reloads mid-auction; B and A
  // pass: C pays 15 and B, who lost, chooses again.
  card = await chooseCard(B);
  m.choose(B.player, card.name);
  await expectScreens(m);
  await tapAction(C, t("draft.bidOpen", { amount: 5 }));
  m.bid(C.player, 5);
  await expectScreens(m);
  await tapAction(B, t("draft.match", { amount: 5 }));
  m.match(B.player);
  await expectScreens(m);
  await tapAction(C, t("draft.raiseTo", { amount: 15 }));
  m.bid(C.player, 15);
  await expectScreens(m);

  // (e) The reload: the same best bid, the same legal buttons, and it can still act.
  await B.page.reload();
  await hydrated(B.page.getByTestId("draft-phone"));
  await expect(B.page.getByTestId("best-bid")).toHaveText(t("draft.bestBid", { amount: 15, name: C.name }));
  await expect(actions(B)).toHaveText([
    t("draft.match", { amount: 15 }),
    t("draft.raiseTo", { amount: 20 }),
    t("draft.raiseTo", { amount: 25 }),
    t("draft.bidExact"),
    t("draft.pass"),
  ]);
  await expectScreens(m);
  await tapAction(B, t("draft.pass"));
  m.pass(B.player);
  await expectScreens(m);
  await tapAction(A, t("draft.pass"));
  m.pass(A.player);
  record(card, C);
  await expectScreens(m);
  expect(m.active).toBe(B.player);
  await expect(B.page.getByTestId("turn")).toHaveText(t("draft.yourTurn"));
  // B is told who outbid them (expectScreens checked every phone's and the projector's wording).
  await expect(B.page.getByTestId("last-sale")).toHaveText(
    `${t("draft.lastSale")}: ${t("draft.lastSaleLost", { name: C.name, card: card.name, price: 15 })}`,
  );

  // (c) B chooses again and nobody opens: B takes it free; the snake moves on to C.
  card = await chooseCard(B);
  m.choose(B.player, card.name);
  await expectScreens(m);
  await tapAction(A, t("draft.pass"));
  m.pass(A.player);
  await expectScreens(m);
  await tapAction(C, t("draft.pass"));
  m.pass(C.player);
  record(card, B);
  await expectScreens(m);
  expect(m.active).toBe(C.player);
  await expect(logLine(t("draft.logFree", { name: B.name, card: card.name }))).toHaveCount(1);

  // C chooses; A bids an exact 15 and wins (C passes): A has 2 cards from this table, C chooses again.
  card = await chooseCard(C);
  m.choose(C.player, card.name);
  await expectScreens(m);
  await A.page.getByLabel(t("draft.amount")).fill("15");
  await tapAction(A, t("draft.bidExact"));
  m.bid(A.player, 15);
  await expectScreens(m);
  await tapAction(B, t("draft.pass"));
  m.pass(B.player);
  await expectScreens(m);
  await tapAction(C, t("draft.pass"));
  m.pass(C.player);
  record(card, A);
  await expectScreens(m);
  expect(m.spent[A.player]).toBe(20);
  expect(m.active).toBe(C.player);

  // The cap: A, with 2 cards from this table, sees the auction but gets no buttons; only B answers.
  card = await chooseCard(C);
  m.choose(C.player, card.name);
  expect(m.auction!.awaiting).toEqual([B.player]);
  await expectScreens(m);
  await expect(A.page.getByTestId("auction")).toBeVisible();
  await expect(actions(A)).toHaveCount(0);
  await tapAction(B, t("draft.pass"));
  m.pass(B.player);
  record(card, C);
  // C is capped now: C's second snake turn is skipped and B chooses.
  expect(m.skipped).toEqual([C.player]);
  expect(m.active).toBe(B.player);
  await expectScreens(m);
  await expect(logLine(t("draft.logSkipped", { name: C.name }))).toHaveCount(1);

  // The last card: nobody else may bid, so B takes it at once and table 2 is dealt (A starts again).
  card = await chooseCard(B);
  m.choose(B.player, card.name);
  record(card, B);
  expect(m.tableNo).toBe(2);
  await expectScreens(m);
  await expect(projector.page.getByTestId("board-table")).toHaveText(t("draft.table", { no: 2 }));
  await expect(logLine(t("draft.logTable", { no: 2 }))).toHaveCount(1);
  for (const ph of phones) {
    await expect(playerRows(projector.page).nth(ph.player).locator("td").nth(2)).toHaveText("2");
    // "Carte": the two cards this player took from table 1.
    const details = ph.page.locator("details").filter({ has: ph.page.getByTestId("my-cards") });
    await details.locator("summary").tap();
    const mine = ph.page.getByTestId("my-cards").getByTestId("card-tile");
    await expect(mine).toHaveCount(2);
    await expect(mine.first()).toBeVisible();
    expect((await mine.evaluateAll((els) => els.map((el) => el.getAttribute("data-card-id")))).sort()).toEqual(
      taken[ph.player]!.slice().sort(),
    );
    expect(await brokenWords(ph.page)).toEqual([]);
  }
  expect(m.spent).toEqual(phones.map((ph) => (ph === A ? 20 : ph === C ? 15 : 0)));
  // A phone shows everyone's cards and points spent too (to judge how high to bid).
  const others = A.page.locator("details").filter({ has: A.page.getByTestId("phone-players") });
  await others.locator("summary").tap();
  const rows = A.page.getByTestId("phone-players").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  for (let p = 0; p < 3; p++) {
    await expect(rows.nth(p).locator("td")).toHaveText([
      nameFor(A.player)(p),
      dots(m.taken[p]!),
      String(m.hands[p]!.length),
      String(m.spent[p]),
    ]);
  }
});

test("the organizer pauses and resumes mid-auction, undoes the last auction, and exports the log with the undo", async () => {
  const m = model;
  const org = organizer.page;
  const A = phones[m.first]!;
  const B = phones[(m.first + 1) % 3]!;
  const C = phones[(m.first + 2) % 3]!;

  const beforeAuction = m.save();
  const card = await chooseCard(A);
  m.choose(A.player, card.name);
  await expectScreens(m);
  await tapAction(B, t("draft.bidOpen", { amount: 5 }));
  m.bid(B.player, 5);
  await expectScreens(m);

  // Shaky network: C's phone reloads and the server answers its stream with an error (as a proxy
  // does while the app restarts). A browser's EventSource gives up on an HTTP error; the page must
  // open a new stream by itself and still get what happens next (the pause below).
  let refused = 0;
  const STREAM = /\/draft\/stream\?/;
  await C.page.route(STREAM, (route) =>
    refused++ === 0 ? route.fulfill({ status: 503, body: "busy" }) : route.fallback(),
  );
  await C.page.reload();
  await expect(C.page.getByTestId("connection")).toHaveText(t("draft.reconnecting"), LIVE);
  await expect(C.page.getByTestId("connection")).toHaveText(t("draft.connected"), LIVE);
  expect(refused).toBe(2);
  await C.page.unroute(STREAM);

  // Pause: every phone says so and offers nothing.
  const pause = org.getByRole("button", { name: t("draft.pause"), exact: true });
  await hydrated(pause);
  await pause.click();
  m.paused = true;
  await expect(org.getByRole("button", { name: t("draft.resume"), exact: true })).toBeVisible();
  await expectScreens(m);
  for (const ph of phones) await expect(actions(ph)).toHaveCount(0);

  // Resume: the auction goes on where it was.
  await org.getByRole("button", { name: t("draft.resume"), exact: true }).click();
  m.paused = false;
  await expect(org.getByRole("button", { name: t("draft.pause"), exact: true })).toBeVisible();
  await expectScreens(m);
  await tapAction(A, t("draft.pass"));
  m.pass(A.player);
  await expectScreens(m);
  await tapAction(C, t("draft.pass"));
  m.pass(C.player);
  await expectScreens(m);
  expect(m.spent[B.player]).toBe(5);
  expect(m.hands[B.player]).toHaveLength(3);

  // Undo the last auction (confirmed, named): B's card and points go back, A chooses again.
  const sold = m.lastSale!;
  expect(sold).toMatchObject({ card: card.name, winner: B.player, price: 5 });
  org.once("dialog", (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toBe(t("draft.undoConfirmSale", { card: card.name, name: B.name, price: 5 }));
    void dialog.accept();
  });
  await org.getByRole("button", { name: t("draft.undo"), exact: true }).click();
  m.restore(beforeAuction);
  expect(m.spent[B.player]).toBe(0);
  await expectScreens(m);
  await expect(logLine(t("draft.logOrganizer", { what: t("draft.ops.undo") }))).toHaveCount(1);
  // What the undo took back stays in the log, struck through.
  await expect(logLine(t("draft.logAcquired", { name: B.name, card: card.name, price: 5 }))).toHaveAttribute(
    "data-undone",
    "true",
  );
  await expect(logLine(t("draft.logChose", { name: A.name, card: card.name })).first()).toHaveAttribute(
    "data-undone",
    "true",
  );
  for (const ph of phones) await expect(ph.page.getByTestId("undone")).toHaveText(t("draft.undone"), LIVE);
  await expect(errorBox(org)).toHaveCount(0);
  // Issue 23 §3: the struck-through lines are still readable (contrast), on the console and on a phone.
  const { problems, check } = a11yTour();
  await check(org, "organizer draft log with an undo");
  await check(C.page, "phone draft after an undo", true);
  expect(problems).toEqual([]);
  // Reloaded pages start from the stored log: the phone still says so, the organizer's log still
  // shows the undo and what it took back.
  await C.page.reload();
  await expect(C.page.getByTestId("undone")).toHaveText(t("draft.undone"));
  await org.reload();
  await expect(logLine(t("draft.logOrganizer", { what: t("draft.ops.undo") }))).toHaveCount(1);
  await expect(logLine(t("draft.logAcquired", { name: B.name, card: card.name, price: 5 }))).toHaveAttribute(
    "data-undone",
    "true",
  );
  await expectScreens(m);

  // The draft goes on after the undo: A chooses, nobody opens, A takes it free.
  const again = await chooseCard(A);
  m.choose(A.player, again.name);
  await expectScreens(m);
  await tapAction(B, t("draft.pass"));
  m.pass(B.player);
  await tapAction(C, t("draft.pass"));
  m.pass(C.player);
  await expectScreens(m);

  // The log export: a JSON download with every act, the undo included.
  const download = org.waitForEvent("download");
  await org.getByRole("link", { name: t("draft.exportLog") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`draft-${eventId}.json`);
  const log = JSON.parse(readFileSync((await file.path())!, "utf8")) as {
    eventId: string;
    status: string;
    config: Record<string, unknown>;
    actions: { seq: number; kind: string; actor: string; payload: Record<string, unknown>; undoneBy: number | null }[];
  };
  expect(log.eventId).toBe(eventId);
  expect(log.status).toBe("running");
  expect(log.config).not.toHaveProperty("seed"); // secret until the decks are locked (lib/kartomantik/drafts/seal.ts)
  const kinds = log.actions.map((a) => a.kind);
  expect(kinds[0]).toBe("start");
  expect(kinds).toContain("pause");
  expect(kinds).toContain("resume");
  const undos = log.actions.filter((a) => a.kind === "undo");
  expect(undos).toHaveLength(1);
  const undo = undos[0]!;
  expect(undo.actor).toMatch(/^organizer:/);
  // What the undo took back: the table-2 auction (choose, bid, two passes), nothing before it.
  const undone = log.actions.filter((a) => a.undoneBy !== null);
  expect(undone.map((a) => a.kind)).toEqual(["choose", "bid", "pass", "pass"]);
  expect(undone.every((a) => a.undoneBy === undo.seq)).toBe(true);
  expect(undo.payload.from).toBe(undone[0]!.seq);
  // Table 1 (6 choices and their answers) and the auction after the undo stay in force.
  const live = log.actions.filter((a) => a.undoneBy === null && ["choose", "bid", "match", "pass"].includes(a.kind));
  expect(live.filter((a) => a.kind === "choose")).toHaveLength(7);
  expect(live.filter((a) => a.kind === "match")).toHaveLength(2);
  expect(log.actions.at(-1)!.seq).toBeGreaterThan(undo.seq);
});

test("mid-draft the organizer sees which phones are there, moves a seat to a new phone; the old phone is told, the new one plays on", async ({
  browser,
}, info) => {
  const m = model;
  const org = organizer.page;
  const moved = phones.find((ph) => ph.player !== m.active)!;
  // Every seated phone has its draft stream open: the seat list says they are there.
  await org.reload();
  const seats = org.getByTestId("seat");
  await expect(seats).toHaveCount(3);
  for (const ph of phones)
    await expect(seats.filter({ hasText: ph.name }).getByTestId("seat-presence")).toHaveText(`● ${t("event.online")}`);

  const link = await seatLinkFrom(seats.filter({ hasText: moved.name }));
  const fresh = await newPhone(browser, info);
  try {
    await tapClaim(fresh.page, link);
    await expect(fresh.page).toHaveURL(`/play/${eventId}`);
    await expect(fresh.page.getByTestId("draft-phone")).toBeVisible();
    await expect(fresh.page.getByTestId("my-table-count")).toHaveText(
      `${t("draft.myCardsTable", { count: m.taken[moved.player]! })} · ${t("draft.myCardsTotal", { count: m.hands[moved.player]!.length, total: PER_PLAYER })} · ${t("draft.spent", { points: m.spent[moved.player]! })}`,
    );
    // The old phone, still on the live draft, is sent to the join page as soon as the move is announced.
    await expect(moved.page).toHaveURL(`/join?left=${eventId}`, { timeout: 20_000 });
    await expect(moved.page.getByTestId("no-seat")).toHaveText(t("join.noSeat", { event: EVENT_NAME }));
  } finally {
    await fresh.context.close();
  }
});
