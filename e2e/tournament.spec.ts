// Round robin, results and standings (issue #5). A Draft Bazaar of four: the draft is played
// fast through the public play API and each phone saves a 30-card deck through the deck API (the
// screens of both are draft.spec.ts's and decks.spec.ts's job). Then, on screens:
// - the organizer starts the tournament (decks locked, debts fixed, 3 rounds of 2 tables); the
//   projector, on the draft board, and the phones turn to the tournament by themselves;
// - round 1, table 1: a phone reports a Bo3 result, the opponent confirms it from their phone,
//   and the projector's standings show it within a second, without a reload;
// - round 1, table 2: a phone reports, the opponent disputes; the organizer sees the dispute,
//   corrects the result, and the match's audit trail names who did what;
// - the projector alternates by itself between pairings and standings;
// - rounds 2 and 3 are reported and confirmed through the phones' own API calls so that two
//   players tie for first: the tiebreak match appears by itself (projector, phones, organizer),
//   is played, and the final ranking follows it while both scores stay equal;
// - a constructed event of three starts from its seats (debt 0, one bye per round) and the
//   organizer drops a player, whose matches become "not played".
//
// Expectations come from the rules (event-rules §5–7: score = points − debt; a tie for first
// creates a tiebreak that orders only the tied players) and from the numbers entered here.
import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  firstStreamMessage,
  createDemoDraftEvent,
  DESKTOP,
  errorBox,
  hydrated,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  pageOverflow,
  t,
  withSeatsAB,
} from "./support";

test.describe.configure({ mode: "serial" });

const EVENT_NAME = "Torneo del venerdì";
const NAMES = ["Gaia", "Ivo", "Lia", "Ugo"] as const;
const bidder = "Ivo";
const DECK_SIZE = 30;
/** The projector is asked to switch panels every 3 s (?every=3). */
const EVERY = 3;

interface Screen {
  context: BrowserContext;
  page: Page;
}
interface Phone extends Screen {
  name: string;
  seatId: string;
}

interface GameScore {
  a: number;
  b: number;
}
interface MatchView {
  id: string;
  kind: "regular" | "tiebreak";
  stage: number;
  round: number;
  table: number | null;
  a: string;
  b: string | null;
  status: string;
  version: number;
}
interface Row {
  id: string;
  name: string;
  matchPoints: number;
  debt: number;
  score: number;
  rank: number;
}
interface View {
  version: number;
  status: "running" | "finished";
  bestOf: 1 | 3;
  players: { seatId: string; name: string; debt: number }[];
  matches: MatchView[];
  standings: Row[];
  tiebreak: boolean;
}

let organizer: Screen;
let projector: Screen;
const phones: Phone[] = [];
let eventId = "";
let joinCode = "";
/** Each player's points as entered by this test, to check the standings against. */
const points = new Map<string, number>();

// ---- Helpers ----

async function fillJoinForm(page: Page, name: string): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByLabel(t("join.code")) });
  await hydrated(form);
  await page.getByLabel(t("join.name")).fill(name);
  await page.getByRole("button", { name: t("join.submit"), exact: true }).tap();
}

async function tournament(): Promise<View> {
  const res = await organizer.page.request.get(`/api/events/${eventId}/tournament`);
  expect(res.ok(), await res.text()).toBe(true);
  return withSeatsAB(await res.json()) as View;
}

const phoneOf = (seatId: string) => phones.find((p) => p.seatId === seatId)!;
/** Games of a match from the side of `who`: [who's points, the other's] per game → a/b. */
const sideGames = (m: MatchView, who: Phone, games: [number, number][]): GameScore[] =>
  games.map(([x, y]) => (m.a === who.seatId ? { a: x, b: y } : { a: y, b: x }));
const credit = (m: MatchView, games: GameScore[]) => {
  points.set(m.a, (points.get(m.a) ?? 0) + games.reduce((s, g) => s + g.a, 0));
  points.set(m.b!, (points.get(m.b!) ?? 0) + games.reduce((s, g) => s + g.b, 0));
};

/** Reports through the phone's own API call (device cookie), returns the new match version. */
async function apiReport(ph: Phone, m: MatchView, games: GameScore[]): Promise<number> {
  const res = await ph.page.request.post(`/api/events/${eventId}/matches/${m.id}/report`, {
    data: { games, version: m.version, idempotencyKey: randomUUID() },
  });
  const body = (await res.json()) as { match?: MatchView; error?: unknown };
  expect(res.ok(), `${ph.name} reports: ${JSON.stringify(body.error)}`).toBe(true);
  return body.match!.version;
}
async function apiConfirm(ph: Phone, m: MatchView, version: number): Promise<void> {
  const res = await ph.page.request.post(`/api/events/${eventId}/matches/${m.id}/confirm`, {
    data: { version, idempotencyKey: randomUUID() },
  });
  expect(res.ok(), `${ph.name} confirms: ${await res.text()}`).toBe(true);
}

/** Fills the result form: rows of [first column, second column] points. */
async function fillResult(page: Page, games: [number, number][]): Promise<void> {
  const form = page.getByTestId("result-form");
  await hydrated(
    form
      .getByRole("button", { name: t("tournament.send") })
      .or(form.getByRole("button", { name: t("tournament.save") }))
      .first(),
  );
  for (const [i, [x, y]] of games.entries()) {
    if (i === 2) await form.getByRole("button", { name: t("tournament.addThird") }).tap();
    const row = form.getByTestId("game-row").nth(i);
    await row.getByRole("textbox").nth(0).fill(String(x));
    await row.getByRole("textbox").nth(1).fill(String(y));
  }
}

const projectorRow = (name: string) =>
  projector.page
    .getByTestId("board-standings")
    .getByTestId("standing-row")
    .filter({ has: projector.page.getByTestId("standing-name").getByText(name, { exact: true }) });

// ---- The flow ----

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  projector = await newProjector(browser, info);
  for (const name of NAMES) phones.push({ ...(await newPhone(browser, info)), name, seatId: "" });
});

test.afterAll(async () => {
  for (const s of [organizer, projector, ...phones]) await s?.context.close();
});

test("a Draft Bazaar of four: the draft is played through the API and every phone saves a 30-card deck", async () => {
  test.setTimeout(240_000);
  const org = organizer.page;
  await loginAsDemo(org);
  ({ eventId, joinCode } = await createDemoDraftEvent(org, EVENT_NAME));
  for (const ph of phones) {
    await ph.page.goto(`/j/${joinCode}`);
    await fillJoinForm(ph.page, ph.name);
    await expect(ph.page).toHaveURL(`/play/${eventId}`);
  }
  await expect(org.getByTestId("seat-name")).toHaveText([...NAMES], { timeout: 12_000 });
  const start = org.getByTestId("draft-console").getByRole("button", { name: t("draft.start") });
  await hydrated(start);
  await start.click();
  await expect(org.getByTestId("draft-board")).toBeVisible();
  await projector.page.goto(`/projector/${joinCode}?every=${EVERY}`);
  await expect(projector.page.getByTestId("draft-board")).toBeVisible();

  // Who is which player, and the current view: each phone's first draft stream message.
  type DraftView = {
    seq: number;
    status: string;
    draft: {
      active: number | null;
      table: string[];
      auction: { awaiting: number[]; best: unknown } | null;
      hands: string[][];
    };
    me?: { player: number };
  };
  const players: Phone[] = [];
  let v: DraftView | null = null;
  for (const ph of phones) {
    const data = await firstStreamMessage(ph.page, `/api/kartomantik/events/${eventId}/draft/stream?as=phone`);
    const view = (JSON.parse(data) as { view: DraftView }).view;
    players[view.me!.player] = ph;
    if (!v || view.seq > v.seq) v = view;
  }
  const act = async (ph: Phone, seenSeq: number, action: Record<string, unknown>) => {
    const res = await ph.page.request.post(`/api/kartomantik/events/${eventId}/draft/play`, {
      data: { ...action, seenSeq, idempotencyKey: randomUUID() },
    });
    const body = (await res.json()) as { view?: DraftView; error?: unknown };
    expect(res.ok(), JSON.stringify(body.error)).toBe(true);
    return body.view!;
  };
  // Ivo wins three auctions at 150 (450 spent: debt, event-rules §5); otherwise nobody bids and
  // the chooser takes the card for free.
  const ivo = players.indexOf(phones.find((ph) => ph.name === bidder)!);
  let bids = 0;
  for (let step = 0; v!.status !== "finished"; step++) {
    expect(step).toBeLessThan(800);
    const a: { awaiting: number[]; best?: unknown } | null = v!.draft.auction;
    if (a && a.best === null && a.awaiting[0] === ivo && bids < 3) {
      bids++;
      v = await act(players[ivo]!, v!.seq, { type: "bid", amount: 150 });
      continue;
    }
    v = a
      ? await act(players[a.awaiting[0]!]!, v!.seq, { type: "pass" })
      : await act(players[v!.draft.active!]!, v!.seq, { type: "choose", cardId: v!.draft.table[0]! });
  }
  expect(bids).toBe(3);
  for (const [i, ph] of players.entries()) {
    const hand = v!.draft.hands[i]!;
    expect(hand).toHaveLength(36);
    const res = await ph.page.request.put(`/api/kartomantik/events/${eventId}/deck`, {
      data: { cardIds: hand.slice(0, DECK_SIZE) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    expect(((await res.json()) as { check: { legal: boolean } }).check.legal).toBe(true);
  }
});

test("the organizer starts the tournament; projector and phones turn to it by themselves", async () => {
  const org = organizer.page;
  await org.reload();
  const startBox = org.getByTestId("tournament-start");
  await expect(startBox).toBeVisible();
  await expect(startBox).toContainText(t("tournament.startHelpDraft"));
  const start = startBox.getByRole("button", { name: t("tournament.start") });
  await hydrated(start);
  org.once("dialog", (d) => {
    expect(d.message()).toBe(t("tournament.startConfirm"));
    void d.accept();
  });
  await start.click();
  const panel = org.getByTestId("tournament-panel");
  await expect(panel).toBeVisible();
  await expect(org.getByTestId("organizer-round")).toHaveCount(3);
  await expect(panel.getByTestId("pairing")).toHaveCount(6);
  await expect(errorBox(org)).toHaveCount(0);

  const v = await tournament();
  expect(v.players.map((p) => p.name).sort()).toEqual([...NAMES].sort());
  for (const ph of phones) ph.seatId = v.players.find((p) => p.name === ph.name)!.seatId;
  // Debts were fixed at the lock (event-rules §5): the standings start at −debt.
  for (const r of v.standings) expect(r.score + r.debt).toBe(0);
  // Ivo's three big bids put him in debt (more than his deck's own points' excess).
  const ivo = v.standings.find((r) => r.name === bidder)!;
  expect(ivo.debt).toBeGreaterThan(0);
  await expect(
    org
      .getByTestId("tournament-panel")
      .getByTestId("standing-row")
      .filter({ hasText: bidder })
      .getByTestId("standing-debt"),
  ).toHaveText(String(ivo.debt));

  await expect(projector.page.getByTestId("tournament-board")).toBeVisible({ timeout: 12_000 });
  await expect(projector.page.getByTestId("board-pairings").getByTestId("pairing")).toHaveCount(2);
  for (const ph of phones) {
    await ph.page.bringToFront();
    await expect(ph.page.getByTestId("tournament-phone")).toBeVisible({ timeout: 12_000 });
    await expect(ph.page.getByTestId("my-next-match")).toContainText(t("tournament.round", { round: 1 }));
  }
});

test("round 1, table 1: a phone reports a Bo3 result, the opponent confirms it, the projector shows it within a second", async () => {
  const v = await tournament();
  const m = v.matches.find((x) => x.round === 1 && x.table === 1)!;
  const reporter = phoneOf(m.a);
  const opponent = phoneOf(m.b!);
  const mine: [number, number][] = [
    [120, 45],
    [-10, 80],
    [95, 30],
  ];

  await reporter.page.bringToFront();
  const open = reporter.page.getByTestId("open-match");
  await hydrated(open);
  await open.tap();
  await expect(reporter.page.getByTestId("match-title")).toHaveText(
    `${t("tournament.you")} ${t("tournament.vs")} ${opponent.name}`,
  );
  // A bad entry first: not a multiple of 5 is refused with the reason and sends nothing.
  await fillResult(reporter.page, [
    [12, 0],
    [0, 5],
  ]);
  await expect(reporter.page.getByTestId("result-problem")).toHaveText(
    t("errors.result_points_not_multiple_of_5", { game: 1, points: 12 }),
  );
  await expect(reporter.page.getByRole("button", { name: t("tournament.send") })).toBeDisabled();
  // 1–1 after two games: the third game is needed.
  await fillResult(reporter.page, [
    [120, 45],
    [-10, 80],
  ]);
  await expect(reporter.page.getByTestId("result-problem")).toHaveText(t("errors.result_match_not_decided"));
  await fillResult(reporter.page, mine);
  await reporter.page.getByRole("button", { name: t("tournament.send") }).tap();
  await expect(reporter.page.getByTestId("match-awaiting-opponent")).toHaveText(
    t("tournament.awaitingOpponent", { name: opponent.name }),
  );
  await expect(errorBox(reporter.page)).toHaveCount(0);

  // The opponent's phone: the match now waits for them.
  await opponent.page.bringToFront();
  await expect(opponent.page.getByTestId("open-match")).toHaveText(
    `${t("tournament.confirm")} / ${t("tournament.dispute")}`,
  );
  await opponent.page.getByTestId("open-match").tap();
  const box = opponent.page.getByTestId("match-awaiting-me");
  await expect(box).toContainText(t("tournament.reportedBy", { name: reporter.name }));
  // Shown from the opponent's side: their points first.
  await expect(box.locator("tbody tr").first()).toHaveText(`${t("tournament.game", { n: 1 })}45120`);
  const confirm = box.getByRole("button", { name: t("tournament.confirm") });
  await hydrated(confirm);
  const games = sideGames(m, reporter, mine);
  credit(m, games);
  const [answer] = await Promise.all([
    opponent.page.waitForResponse((r) => r.url().endsWith("/confirm")),
    confirm.tap(),
  ]);
  expect(answer.ok()).toBe(true);
  // The projector (no reload, whichever panel is up) within a second of the confirmation.
  const score = (ph: Phone) => (points.get(ph.seatId) ?? 0) - v.players.find((p) => p.seatId === ph.seatId)!.debt;
  await expect(projectorRow(reporter.name).getByTestId("standing-points")).toHaveText(
    String(points.get(reporter.seatId)),
    { timeout: 1_000 },
  );
  await expect(projectorRow(reporter.name).getByTestId("standing-score")).toHaveText(String(score(reporter)));
  await expect(projectorRow(opponent.name).getByTestId("standing-score")).toHaveText(String(score(opponent)));
  await expect(
    projector.page.getByTestId("board-pairings").locator(`[data-match="${m.id}"]`).getByTestId("pairing-result"),
  ).toContainText(t("tournament.result", { a: 205, b: 155 }));
  await expect(opponent.page.getByTestId("match-confirmed")).toContainText(t("tournament.confirmed"));
  await expect(opponent.page.getByTestId("match-confirmed")).toContainText(t("tournament.result", { a: 155, b: 205 }));
});

test("round 1, table 2: the opponent disputes; the organizer corrects the result; the audit trail names who and when", async () => {
  const v = await tournament();
  const m = v.matches.find((x) => x.round === 1 && x.table === 2)!;
  const reporter = phoneOf(m.b!);
  const opponent = phoneOf(m.a);
  await reporter.page.bringToFront();
  await reporter.page.getByTestId("open-match").tap();
  await fillResult(reporter.page, [
    [60, 20],
    [50, 40],
  ]);
  await reporter.page.getByRole("button", { name: t("tournament.send") }).tap();
  await expect(reporter.page.getByTestId("match-awaiting-opponent")).toBeVisible();

  await opponent.page.bringToFront();
  await opponent.page.getByTestId("open-match").tap();
  const dispute = opponent.page.getByTestId("match-awaiting-me").getByRole("button", { name: t("tournament.dispute") });
  await hydrated(dispute);
  opponent.page.once("dialog", (d) => {
    expect(d.message()).toBe(t("tournament.disputeConfirm"));
    void d.accept();
  });
  await dispute.tap();
  await expect(opponent.page.getByTestId("match-disputed")).toHaveText(t("tournament.disputed"));
  // The reporter's phone follows by itself.
  await expect(reporter.page.getByTestId("match-disputed")).toBeVisible();

  // The organizer's console shows the dispute live and corrects it.
  const org = organizer.page;
  await org.bringToFront();
  const row = org.getByTestId("tournament-panel").locator(`[data-match="${m.id}"]`);
  await expect(row).toHaveAttribute("data-status", "disputed");
  await expect(row.getByTestId("pairing-status")).toHaveText(t("tournament.status.disputed"));
  await row.getByTestId("correct-match").click();
  await expect(org.getByTestId("organizer-match")).toHaveAttribute("data-status", "disputed");
  // The organizer's form is in seat order (A, B): A is the opponent who disputed.
  await fillResult(org, [
    [55, 20],
    [45, 40],
  ]);
  const save = org.getByRole("button", { name: t("tournament.save") });
  await save.click();
  await expect(org.getByTestId("organizer-match")).toHaveAttribute("data-status", "confirmed");
  await expect(org.getByTestId("organizer-match-status")).toHaveText(
    `${t("tournament.status.confirmed")} · ${t("tournament.source.organizer")}`,
  );
  await expect(org.getByTestId("organizer-match-result")).toContainText(t("tournament.result", { a: 100, b: 60 }));
  credit(m, [
    { a: 55, b: 20 },
    { a: 45, b: 40 },
  ]);
  const history = org.getByTestId("history-entry");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(
    t("tournament.log.match_reported", { actor: reporter.name, games: "20:60 · 40:50" }),
  );
  await expect(history.nth(1)).toContainText(t("tournament.log.match_disputed", { actor: opponent.name }));
  await expect(history.nth(2)).toContainText(
    t("tournament.log.match_result_entered", { actor: t("tournament.actorOrganizer"), games: "55:20 · 45:40" }),
  );
  await expect(history.nth(2).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  // Phones and projector follow by themselves.
  await expect(opponent.page.getByTestId("match-confirmed")).toContainText(t("tournament.result", { a: 100, b: 60 }));
  await expect(projectorRow(opponent.name).getByTestId("standing-points")).toHaveText(
    String(points.get(opponent.seatId)),
  );
  await expect(projectorRow(reporter.name).getByTestId("standing-points")).toHaveText(
    String(points.get(reporter.seatId)),
  );
  // A player cannot overwrite a confirmed result.
  const res = await reporter.page.request.post(`/api/events/${eventId}/matches/${m.id}/report`, {
    data: {
      games: [
        { a: 0, b: 5 },
        { a: 0, b: 5 },
      ],
      version: (await tournament()).matches.find((x) => x.id === m.id)!.version,
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
    t("errors.match_already_confirmed"),
  );
});

test("the projector alternates between pairings and standings by itself", async () => {
  const board = projector.page.getByTestId("tournament-board");
  const first = await board.getAttribute("data-panel");
  const other = first === "pairings" ? "standings" : "pairings";
  await expect(board).toHaveAttribute("data-panel", other, { timeout: (EVERY + 3) * 1000 });
  await expect(projector.page.getByTestId(`board-${other}`)).toBeVisible();
  await expect(projector.page.getByTestId(`board-${first}`)).toBeHidden();
  await expect(board).toHaveAttribute("data-panel", first!, { timeout: (EVERY + 3) * 1000 });
});

test("rounds 2 and 3 leave two players tied for first: the tiebreak match appears by itself, is played, and orders them", async () => {
  const before = await tournament();
  const debt = (ph: Phone) => before.players.find((p) => p.seatId === ph.seatId)!.debt;
  const score = (ph: Phone) => (points.get(ph.seatId) ?? 0) - debt(ph);
  const [p, q] = phones as [Phone, Phone];
  // Target: both far above everyone else, equal (all numbers are multiples of 5).
  const target = Math.max(...phones.map(score)) + 500;
  const need = new Map([p, q].map((ph) => [ph.seatId, target - score(ph)]));
  const left = new Map([p, q].map((ph) => [ph.seatId, 2]));
  const share = (seatId: string) => {
    const rest = need.get(seatId);
    if (rest === undefined) return 0;
    const n = left.get(seatId)!;
    const part = n === 1 ? rest : Math.round(rest / 2 / 5) * 5;
    need.set(seatId, rest - part);
    left.set(seatId, n - 1);
    return part;
  };
  for (const m of before.matches.filter((x) => x.round > 1 && x.b !== null)) {
    // One decisive game, then two drawn 0–0 games: a complete Bo3 (event-rules §6).
    const games = [
      { a: share(m.a), b: share(m.b!) },
      { a: 0, b: 0 },
      { a: 0, b: 0 },
    ];
    credit(m, games);
    const reporter = phoneOf(m.a);
    const version = await apiReport(reporter, m, games);
    await apiConfirm(phoneOf(m.b!), m, version);
  }
  expect(score(p)).toBe(target);
  expect(score(q)).toBe(target);

  const tied = await tournament();
  expect(tied.tiebreak).toBe(true);
  expect(tied.status).toBe("running");
  const tb = tied.matches.filter((m) => m.kind === "tiebreak");
  expect(tb).toHaveLength(1);
  expect([tb[0]!.a, tb[0]!.b].sort()).toEqual([p.seatId, q.seatId].sort());
  expect(tied.standings.slice(0, 2).map((r) => [r.rank, r.score])).toEqual([
    [1, target],
    [1, target],
  ]);

  // Everyone's screen says so by itself.
  await expect(projector.page.getByTestId("board-tiebreak")).toHaveText(t("tournament.tiebreakNote"));
  await expect(projector.page.getByTestId("board-pairings").getByRole("heading")).toHaveText(
    `${t("tournament.pairings")} · ${t("tournament.tiebreakRound", { stage: 1, round: 1 })}`,
  );
  await expect(projectorRow(p.name).getByTestId("standing-rank")).toHaveText("1");
  await expect(projectorRow(q.name).getByTestId("standing-rank")).toHaveText("1");
  await p.page.goto(`/play/${eventId}`);
  await expect(p.page.getByTestId("my-next-match")).toContainText(
    t("tournament.tiebreakRound", { stage: 1, round: 1 }),
  );
  await expect(p.page.getByTestId("my-next-match")).toContainText(q.name);
  await organizer.page.goto(`/organizer/events/${eventId}`);
  await expect(organizer.page.getByTestId("organizer-tiebreak")).toHaveText(t("tournament.tiebreakNote"));
  await expect(organizer.page.getByTestId("organizer-round")).toHaveCount(4);

  // The tiebreak is played on the phones: p reports a 2–0 win, q confirms.
  await p.page.getByTestId("open-match").tap();
  await fillResult(p.page, [
    [40, 10],
    [35, 30],
  ]);
  await p.page.getByRole("button", { name: t("tournament.send") }).tap();
  await expect(p.page.getByTestId("match-awaiting-opponent")).toBeVisible();
  const m = (await tournament()).matches.find((x) => x.kind === "tiebreak")!;
  await q.page.goto(`/play/${eventId}/matches/${m.id}`);
  const confirm = q.page.getByTestId("match-awaiting-me").getByRole("button", { name: t("tournament.confirm") });
  await hydrated(confirm);
  await confirm.tap();
  await expect(q.page.getByTestId("match-confirmed")).toContainText(t("tournament.result", { a: 40, b: 75 }));

  // Final: p first, q second, scores unchanged (tiebreak points are not added).
  const done = await tournament();
  expect(done.status).toBe("finished");
  expect(done.standings.slice(0, 2).map((r) => [r.name, r.rank, r.score])).toEqual([
    [p.name, 1, target],
    [q.name, 2, target],
  ]);
  await expect(projector.page.getByTestId("board-winner")).toHaveText(t("tournament.winner", { name: p.name }));
  await expect(projectorRow(p.name).getByTestId("standing-rank")).toHaveText("1");
  await expect(projectorRow(q.name).getByTestId("standing-rank")).toHaveText("2");
  await expect(projectorRow(q.name).getByTestId("standing-score")).toHaveText(String(target));
  await expect(projector.page.getByTestId("board-tiebreak")).toHaveCount(0);
});

test("exports: standings CSV follows the ranking; the archive holds the audit log", async () => {
  const org = organizer.page;
  const csv = await org.request.get(`/api/events/${eventId}/tournament/export?kind=standings&format=csv`);
  expect(csv.ok()).toBe(true);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).split(/\r?\n/);
  expect(lines[0]!.startsWith("rank,name,match_points,debt,score")).toBe(true);
  expect(lines[1]!.split(",").slice(0, 2)).toEqual(["1", phones[0]!.name]);
  const archive = (await (await org.request.get(`/api/events/${eventId}/tournament/export?kind=archive`)).json()) as {
    log: { type: string; actor: string }[];
    seats: unknown[];
  };
  expect(archive.seats).toHaveLength(4);
  expect(archive.log.map((e) => e.type)).toEqual(
    expect.arrayContaining(["tournament.started", "match.disputed", "match.result_entered"]),
  );
  // Exports are the organizer's: a phone gets nothing.
  const denied = await phones[0]!.page.request.get(`/api/events/${eventId}/tournament/export?kind=archive`);
  expect(denied.status()).toBe(401);

  // The organizer's page on a 360-px phone at the venue: wide tables scroll in their own box, the page never sideways.
  await org.goto(`/organizer/events/${eventId}`);
  await expect(org.getByTestId("tournament-panel")).toBeVisible();
  await org.setViewportSize({ width: 360, height: 740 });
  try {
    await expect.poll(() => pageOverflow(org), { message: "no sideways scroll at 360 px" }).toEqual([]);
  } finally {
    await org.setViewportSize(DESKTOP.viewport);
  }
});

test("a constructed event of three starts from its seats (no debt, a bye each round); the organizer drops a player", async ({
  browser,
}, info) => {
  const org = organizer.page;
  await org.goto("/organizer");
  const form = org.locator("form").filter({ has: org.getByLabel(t("dashboard.eventName")) });
  await hydrated(form);
  await org.getByLabel(t("dashboard.eventName")).fill("Coppa costruita");
  await org.getByLabel(t("dashboard.format")).selectOption({ label: t("formats.constructed") });
  await org.getByLabel(t("dashboard.bestOf")).selectOption({ label: t("bestOf.1") });
  await org.getByRole("button", { name: t("dashboard.create") }).click();
  await expect(org).toHaveURL(/\/organizer\/events\/[^/]+$/);
  const id = new URL(org.url()).pathname.split("/").pop()!;
  const code = (await org.getByTestId("join-code").textContent())!.trim();
  const names = ["Ada", "Bea", "Cleo"];
  const players: Screen[] = [];
  for (const name of names) {
    const ph = await newPhone(browser, info);
    players.push(ph);
    const res = await ph.page.request.post("/api/join", { data: { code, name } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await expect(org.getByTestId("seat-name")).toHaveText(names, { timeout: 12_000 });

  const startBox = org.getByTestId("tournament-start");
  await expect(startBox).toContainText(t("tournament.startHelpConstructed"));
  const start = startBox.getByRole("button", { name: t("tournament.start") });
  await hydrated(start);
  org.once("dialog", (d) => void d.accept());
  await start.click();
  const panel = org.getByTestId("tournament-panel");
  await expect(panel).toBeVisible();
  await expect(org.getByTestId("organizer-round")).toHaveCount(3);
  // One table and one bye per round; each player has the bye once (event-rules §6).
  const byes = await panel.getByTestId("pairing-bye").allTextContents();
  expect(byes.sort()).toEqual(names.map((n) => t("tournament.bye", { name: n })).sort());
  // No debt column: a constructed event's would always be 0 (event-rules §5 is the Draft Bazaar's).
  await expect(panel.getByTestId("standing-debt")).toHaveCount(0);
  await expect(panel.getByTestId("standing-row")).toHaveCount(3);

  // A phone opened now lands on the tournament; joining is closed.
  await players[0]!.page.goto(`/play/${id}`);
  await expect(players[0]!.page.getByTestId("tournament-phone")).toBeVisible();
  const late = await players[0]!.context.request.post("/api/join", { data: { code, name: "Dora" } });
  expect(late.ok()).toBe(true); // the same device gets its own seat back
  const stranger = await newPhone(browser, info);
  const refused = await stranger.page.request.post("/api/join", { data: { code, name: "Dora" } });
  expect(refused.status()).toBe(409);
  await stranger.context.close();

  // Drop Cleo: her matches become "not played", the standings say so.
  const drop = panel.getByRole("button", { name: `${t("tournament.drop")} Cleo` });
  await hydrated(drop);
  org.once("dialog", (d) => {
    expect(d.message()).toBe(t("tournament.dropConfirm", { name: "Cleo" }));
    void d.accept();
  });
  await drop.click();
  const cleo = panel.getByTestId("standing-row").filter({ has: org.getByTestId("standing-name").getByText("Cleo") });
  await expect(cleo.getByTestId("standing-dropped")).toHaveText(t("tournament.dropped"));
  await expect(panel.locator('[data-status="not_played"]')).toHaveCount(2);
  await expect(panel.locator('[data-status="not_played"]').first().getByTestId("pairing-status")).toHaveText(
    t("tournament.status.not_played"),
  );
  await expect(panel.getByRole("button", { name: `${t("tournament.drop")} Cleo` })).toHaveCount(0);
  // Cleo's phone says so.
  await players[2]!.page.goto(`/play/${id}`);
  await expect(players[2]!.page.getByTestId("phone-dropped")).toHaveText(t("tournament.droppedMine"));
  for (const ph of players) await ph.context.close();
});
