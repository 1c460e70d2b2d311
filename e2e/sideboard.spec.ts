// Bo3 sideboarding on phones (rulebook §4.1 "Riserva": before each game a player may replace deck
// cards with sideboard cards, keeping the construction limits; event-rules §6). A constructed Bo3
// event: two phones build decks near the 500-point cap (pasted lists with a 6-card sideboard), the
// organizer starts the tournament (which locks the decks). Before game 2, Ugo tries a swap that
// would take the deck over 500 points — refused with the reason, the ready button stays off — then
// swaps two cards and is ready; Vera sees it, gets ready with no swaps, and both phones show that
// game 2 starts (and no sideboard for game 3 while game 2 is played). Expected numbers come from the
// demo set file and the rules, never from the app.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  createDemoEvent,
  demoSet,
  errorBox,
  hydrated,
  itName,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  pasteAndSaveDeck,
  startTournamentFromEventPage,
  t,
  type DemoCard,
} from "./support";

test.describe.configure({ mode: "serial" });

const CAP = 500;

/** 12 wills and 18 manifestations as close to 500 points as greedy trading gets; a sideboard of
 * the five cheapest spare manifestations and the dearest one. */
function nearCap() {
  const wills = demoSet.filter((c) => c.type !== "manifestation").slice(0, 12);
  const manifestations = demoSet.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points);
  const deck = manifestations.slice(0, 18);
  const rest = manifestations.slice(18);
  const total = () => deck.reduce((s, c) => s + c.points, 0);
  for (let i = rest.length - 1; i >= 0; i--) {
    const cheapest = deck.reduce((m, c) => (c.points < m.points ? c : m));
    if (total() - cheapest.points + rest[i]!.points <= CAP && rest[i]!.points > cheapest.points) {
      deck.splice(deck.indexOf(cheapest), 1, rest[i]!);
      rest.splice(i, 1, cheapest);
    }
  }
  const spare = rest.sort((a, b) => a.points - b.points);
  return { deck: [...wills, ...deck], sideboard: [...spare.slice(0, 5), spare.at(-1)!], points: total() };
}
const plan = nearCap();
const deckManifestations = plan.deck.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points);
const cheapestInDeck = deckManifestations[0]!;
const dearestSide = plan.sideboard.at(-1)!;
const overCap = plan.points - cheapestInDeck.points + dearestSide.points;

type Device = { context: BrowserContext; page: Page; name: string };
let organizer: { context: BrowserContext; page: Page };
const phones: Device[] = [];
let eventId = "";

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  for (const name of ["Ugo", "Vera"]) phones.push({ ...(await newPhone(browser, info)), name });
});

test.afterAll(async () => {
  await organizer.context.close();
  for (const p of phones) await p.context.close();
});

test("a constructed Bo3 event: two phones build their decks, the organizer starts the tournament", async () => {
  expect(plan.points).toBeLessThanOrEqual(CAP);
  expect(overCap).toBeGreaterThan(CAP);
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createDemoEvent(org, "Bo3 con riserva", "constructed");
  eventId = created.eventId;
  for (const ph of phones) {
    await joinAs(ph.page, created.joinCode, ph.name, eventId);
    await pasteAndSaveDeck(ph.page, [...plan.deck.map(itName), "", "Riserva", ...plan.sideboard.map(itName)]);
  }
  await startTournamentFromEventPage(org);
  for (const ph of phones) await expect(ph.page.getByTestId("tournament-phone")).toBeVisible({ timeout: 12_000 });
});

test("before game 2: a swap over 500 points is refused with the reason; two legal swaps, then ready", async () => {
  const ugo = phones[0]!.page;
  await ugo.bringToFront();
  await ugo.getByTestId("open-match").tap();
  const panel = ugo.getByTestId("sideboard-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(t("sideboard.title", { game: 2 }));
  const deckCard = (c: DemoCard) =>
    panel.getByTestId("swap-deck-card").filter({ hasText: new RegExp(`^${itName(c)}`) });
  const sideCard = (c: DemoCard) => panel.getByTestId("swap-side-card").filter({ hasText: itName(c) });
  await hydrated(deckCard(cheapestInDeck));

  // Over the cap: the rule and the numbers, and no way to be ready with it.
  await deckCard(cheapestInDeck).tap();
  await expect(deckCard(cheapestInDeck)).toHaveAttribute("data-state", "picked");
  await sideCard(dearestSide).tap();
  await expect(panel.getByTestId("sideboard-violations")).toHaveText(
    t("deck.rules.points_cap", { points: overCap, max: CAP }),
  );
  await expect(panel.getByTestId("sideboard-ready-button")).toBeDisabled();
  // The server refuses it too, with the same reason, if a phone sends it anyway.
  const refused = await ugo.evaluate(
    async ({ eventId, matchId, out, inn }) => {
      const base = `/api/events/${eventId}/matches/${matchId}/sideboard`;
      const view = (await (await fetch(base)).json()) as { pool: { id: string; nameIt?: string; name: string }[] };
      const id = (n: string) => view.pool.find((c) => (c.nameIt ?? c.name) === n)!.id;
      const res = await fetch(base, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          game: 2,
          swaps: [{ fromDeck: id(out), fromSideboard: id(inn) }],
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
    },
    {
      eventId,
      matchId: new URL(ugo.url()).pathname.split("/").pop()!,
      out: itName(cheapestInDeck),
      inn: itName(dearestSide),
    },
  );
  expect(refused.status).toBe(422);
  expect(refused.body.error.message).toBe(
    t("errors.sideboard_illegal", { rule: "points_cap", points: overCap, max: CAP, name: "", nameIt: "" }),
  );
  await sideCard(dearestSide).tap(); // undo
  await expect(panel.getByTestId("sideboard-violations")).toHaveCount(0);

  // Two legal swaps: the two dearest deck manifestations for two cheap sideboard cards.
  const [outA, outB] = [deckManifestations.at(-1)!, deckManifestations.at(-2)!];
  const [inA, inB] = [plan.sideboard[0]!, plan.sideboard[1]!];
  for (const [out, inn] of [
    [outA, inA],
    [outB, inB],
  ] as const) {
    await deckCard(out).tap();
    await sideCard(inn).tap();
    await expect(deckCard(out)).toHaveAttribute("data-state", "out");
    await expect(sideCard(inn)).toHaveAttribute("data-state", "in");
  }
  await expect(panel.getByTestId("sideboard-swaps")).toHaveText(t("sideboard.swaps", { count: 2 }));
  await panel.getByTestId("sideboard-ready-button").tap();
  const ready = panel.getByTestId("sideboard-ready");
  await expect(ready).toContainText(t("sideboard.youAreReady", { game: 2 }));
  await expect(ready).toContainText(`${itName(outA)} → ${itName(inA)}`);
  await expect(ready).toContainText(t("sideboard.waiting", { name: "Vera" }));
  await expect(errorBox(ugo)).toHaveCount(0);
});

test("Vera sees Ugo ready, gets ready without swaps; both phones show that game 2 starts, and no sideboard for game 3 while it is played", async () => {
  const vera = phones[1]!.page;
  await vera.bringToFront();
  await vera.getByTestId("open-match").tap();
  const panel = vera.getByTestId("sideboard-panel");
  await expect(panel.getByTestId("sideboard-opponent-ready")).toHaveText(t("sideboard.opponentReady", { name: "Ugo" }));
  await hydrated(panel.getByTestId("sideboard-ready-button"));
  await panel.getByTestId("sideboard-ready-button").tap();
  await expect(vera.getByTestId("sideboard-started")).toHaveText(t("sideboard.started", { game: 2 }));
  // Game 3's sideboarding is between games 2 and 3 (rulebook §4.1 "Prima dell'inizio di ogni partita"), not now.
  await expect(vera.getByTestId("sideboard-panel")).toHaveCount(0);

  // Ugo's phone follows by itself (live tournament stream).
  const ugo = phones[0]!.page;
  await ugo.bringToFront();
  await expect(ugo.getByTestId("sideboard-started")).toHaveText(t("sideboard.started", { game: 2 }), {
    timeout: 10_000,
  });
  await expect(ugo.getByTestId("sideboard-panel")).toHaveCount(0);
});
