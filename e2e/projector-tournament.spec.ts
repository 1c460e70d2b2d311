// The tournament's projector with 6 and with 16 players (a constructed event: a draft seats at
// most 6), at the three projector sizes met at venues: like the draft board it fills the screen and
// never scrolls, nothing is cut, the type stays readable from 5 m (names ≥ 2.6 % of the height), and
// rows that do not fit at that size are shown page by page ("1/2"), by itself, so that every player
// appears in turn on the pairings and on the standings.
// The players join and report through the API with their own device cookies; round 1 gets the
// widest rows there are: a confirmed Bo3 of three games, a result to confirm, a disputed one.
import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { deck21 } from "./flows";
import {
  baseURL,
  brokenWordsIn,
  createDemoEvent,
  hydrated,
  loginAsDemo,
  newDesktop,
  newProjector,
  PROJECTOR_SIZES,
  screenProblems,
  shoot,
  smallText,
  startTournamentFromEventPage,
  t,
  withSeatsAB,
} from "./support";

const NAMES = [
  "Ermenegildo",
  "Massimiliano",
  "Bartolomeo",
  "Annunziata",
  "Pierangelo",
  "Margherita",
  "Gianfranco",
  "Rosalinda",
  "Costanza",
  "Donatella",
  "Filomena",
  "Leopoldo",
  "Antonella",
  "Gualtiero",
  "Benedetta",
  "Ottaviano",
];
/** The board is asked to turn its page every 3 s (?every=3). */
const EVERY = 3;

interface Match {
  id: string;
  round: number;
  table: number | null;
  a: string;
  b: string | null;
  version: number;
}

/** Which slide is up: the panel and its page, e.g. "standings 2/2". */
async function slideOf(page: Page): Promise<string> {
  const panel = await page.getByTestId("tournament-board").getAttribute("data-panel");
  const section = page.getByTestId(`board-${panel}`);
  return `${panel} ${await section.getAttribute("data-page")}/${await section.getAttribute("data-pages")}`;
}

/** How much of the panel on show its page takes: the height from the body's top to its last row's bottom, and the
 * widest row's text (its cells' contents side by side), each as a share of the body's. */
function panelUse(panel: string): { height: number; width: number; scale: number } {
  const section = document.querySelector<HTMLElement>(`[data-testid="board-${panel}"]`)!;
  const body = section.lastElementChild as HTMLElement;
  const box = body.getBoundingClientRect();
  const rows = [...body.querySelectorAll<HTMLTableRowElement>("tbody tr")].filter((tr) => tr.getClientRects().length);
  const width = (cell: Element) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return range.getBoundingClientRect().width;
  };
  return {
    height: (rows.at(-1)!.getBoundingClientRect().bottom - box.top) / box.height,
    width: Math.max(...rows.map((tr) => [...tr.cells].reduce((sum, td) => sum + width(td), 0))) / box.width,
    scale: Number(getComputedStyle(body).getPropertyValue("--board-scale") || 1),
  };
}

/** At `size`, every slide of the board in turn (the pairings' pages, then the standings'), each checked as it is
 * shown: nothing off screen or cut, names and results ≥ 2.6 % of the screen's height, the rest ≥ 2.2 %; every one
 * of `names` on some page of each panel. */
async function everySlide(
  proj: Page,
  info: TestInfo,
  size: { width: number; height: number },
  label: string,
  names: string[],
  /** The page must use the screen (1920×1080, a duel's rows): see below. */
  fills = false,
) {
  const where = `${size.width}×${size.height}, ${label}`;
  const board = proj.getByTestId("tournament-board");
  await proj.setViewportSize(size);
  const seen = { pairings: new Set<string>(), standings: new Set<string>() };
  const slides = new Set<string>();
  // Every slide in turn (pairings' pages, then the standings'), each checked as it is shown.
  let last = "";
  for (let step = 0; step < 12; step++) {
    if (step > 0)
      await expect
        .poll(() => slideOf(proj), {
          message: `${where}: the board turns by itself`,
          timeout: (EVERY + 3) * 1000,
        })
        .not.toBe(last);
    last = await slideOf(proj);
    const [panel, page] = last.split(" ") as ["pairings" | "standings", string];
    if (slides.has(last)) break;
    // The names first, then whether the board still shows this slide: the checks below may take longer
    // than a page's EVERY seconds on a busy machine, and a slide read as it turns counts again on its next turn.
    const section = board.getByTestId(`board-${panel}`);
    // A duel's players "A – B", a pod's "A · B · C", a 2v2 table's teams "A & B – C & D"; a team's standing "A & B".
    const shown = (
      panel === "pairings"
        ? await section.getByTestId("pairing-players").filter({ visible: true }).allTextContents()
        : await section.getByTestId("standing-name").filter({ visible: true }).allTextContents()
    ).flatMap((text) => text.split(/ [–·&] /));
    if ((await slideOf(proj)) !== last) continue;
    for (const n of shown) seen[panel].add(n);
    slides.add(last);
    await shoot(
      proj,
      info,
      `tournament-${label.replace(/\W+/g, "-")}-${size.width}x${size.height}-${last.replace(/[ /]/g, "-")}`,
    );
    expect(
      await screenProblems(
        proj,
        "tournament-board",
        ['[data-testid="pairing"]', '[data-testid="standing-row"]', '[data-testid="board-page"]', "h1", "h2"],
        ['[data-testid="pairing"] td', '[data-testid="standing-row"] td', "th", "h1", "h2"],
      ),
      `${where}, ${last}`,
    ).toEqual([]);
    // Names and results ≥ 2.6 % of the screen's height, the rest (table, state, heads) ≥ 2.2 %.
    expect(
      await smallText(
        proj,
        '[data-testid="pairing-players"], [data-status="confirmed"] [data-testid="pairing-result"] > span:first-child, [data-testid="standing-name"], [data-testid="standing-score"], [data-testid="standing-points"]',
        0.026,
      ),
      where,
    ).toEqual([]);
    expect(await smallText(proj, '[data-testid="tournament-board"]', 0.022), where).toEqual([]);
    // The type is large enough (above) and grows to use the screen: each page fills at least 80 % of the panel's
    // height, or its widest row 90 % of the width (the UX audit of session 63: six players' pairings and standings took
    // a third of a 1920×1080 screen, the standings' numbers far from their names).
    if (fills) {
      const use = await proj.evaluate(panelUse, panel);
      expect(use.height >= 0.8 || use.width >= 0.9, `${where}, ${last}: the page uses ${JSON.stringify(use)}`).toBe(
        true,
      );
    }
    // A line too long for one (a pod of five) breaks between names, never inside one.
    expect(
      await proj.evaluate(brokenWordsIn, '[data-testid="pairing-players"], [data-testid="standing-name"]'),
      where,
    ).toEqual([]);
    if (page !== "1/1") await expect(section.getByTestId("board-page")).toHaveText(page);
    else await expect(section.getByTestId("board-page")).toHaveCount(0);
  }
  expect([...seen.pairings].sort(), `${where}: every player on some page of the pairings`).toEqual([...names].sort());
  expect([...seen.standings].sort(), `${where}: every player on some page of the standings`).toEqual([...names].sort());
}

for (const count of [6, 16])
  test(`${count} players: the tournament projector fits 1280×720, 1024×768 and 1920×1080 and shows every player in turn`, async ({
    browser,
  }, info) => {
    test.setTimeout(180_000);
    const organizer = await newDesktop(browser, info);
    const projector = await newProjector(browser, info);
    const phones = new Map<string, APIRequestContext>();
    try {
      const org = organizer.page;
      await loginAsDemo(org);
      const { eventId, joinCode } = await createDemoEvent(org, `Coppa dei ${count}`, "constructed", 3);
      const origin = baseURL(info);
      const names = NAMES.slice(0, count);
      const nameOf = new Map<string, string>();
      for (const name of names) {
        const phone = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
        const res = await phone.post("/api/join", { data: { code: joinCode, name } });
        expect(res.status(), await res.text()).toBe(200);
        const seatId = ((await res.json()) as { seat: { id: string } }).seat.id;
        phones.set(seatId, phone);
        nameOf.set(seatId, name);
      }
      await expect(org.getByTestId("seat-name")).toHaveCount(count, { timeout: 12_000 });
      await startTournamentFromEventPage(org);
      await expect(org.getByTestId("tournament-panel")).toBeVisible();

      // Round 1: table 1 confirmed over three games, table 2 to confirm, table 3 disputed.
      const view = withSeatsAB(await (await org.request.get(`/api/events/${eventId}/tournament`)).json()) as {
        matches: Match[];
      };
      const round1 = view.matches.filter((m) => m.round === 1 && m.b !== null).sort((x, y) => x.table! - y.table!);
      expect(round1).toHaveLength(count / 2);
      const post = async (seatId: string, m: Match, action: string, data: Record<string, unknown>) => {
        const res = await phones.get(seatId)!.post(`/api/events/${eventId}/matches/${m.id}/${action}`, {
          data: { ...data, idempotencyKey: randomUUID() },
        });
        expect(res.ok(), `${nameOf.get(seatId)} ${action}: ${await res.text()}`).toBe(true);
        return ((await res.json()) as { match: Match }).match.version;
      };
      const [first, second, third] = round1 as [Match, Match, Match];
      const bo3 = [
        { a: 120, b: 95 },
        { a: 80, b: 130 },
        { a: 105, b: -10 },
      ];
      await post(first.b!, first, "confirm", {
        version: await post(first.a, first, "report", { games: bo3, version: first.version }),
      });
      await post(second.a, second, "report", {
        games: [
          { a: 100, b: 40 },
          { a: 90, b: 60 },
        ],
        version: second.version,
      });
      await post(third.b!, third, "dispute", {
        version: await post(third.a, third, "report", {
          games: [
            { a: 70, b: 60 },
            { a: 65, b: 50 },
          ],
          version: third.version,
        }),
      });

      const proj = projector.page;
      await proj.goto(`/projector/${joinCode}?every=${EVERY}`);
      const board = proj.getByTestId("tournament-board");
      await hydrated(board);
      await expect(
        board.getByTestId("board-pairings").locator(`[data-match="${first.id}"]`).getByTestId("pairing-result"),
      ).toContainText(t("tournament.result", { a: 305, b: 215 }));

      for (const size of PROJECTOR_SIZES)
        await everySlide(proj, info, size, `${count} players`, names, size.width === 1920);
    } finally {
      for (const phone of phones.values()) await phone.dispose();
      await Promise.all([organizer.context.close(), projector.context.close()]);
    }
  });

// A 2v2 event of four teams (two tables a round, the teams' names "Ermenegildo & Massimiliano") and a Free-for-All of
// nine (a pod of five and one of four, the five's points confirmed), at the two projector sizes of 16:9: a table's
// whole line of names must be read, not cut ("…"), at the names' size.
test("2v2 teams and a Free-for-All pod of five: every name whole on the tournament projector at 1280×720 and 1920×1080", async ({
  browser,
}, info) => {
  test.setTimeout(150_000);
  const organizer = await newDesktop(browser, info);
  const projector = await newProjector(browser, info);
  const phones: APIRequestContext[] = [];
  try {
    const org = organizer.page;
    await loginAsDemo(org);
    const origin = baseURL(info);
    const call = async <T>(ctx: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> => {
      const res = await ctx.fetch(url, { method, data, headers: { origin } });
      const text = await res.text();
      expect(res.ok(), `${method} ${url}: ${text.slice(0, 300)}`).toBe(true);
      return (text ? JSON.parse(text) : {}) as T;
    };
    const { sets } = await call<{ sets: { id: string; name: string }[] }>(
      org.request,
      "GET",
      "/api/kartomantik/card-sets",
    );
    const setId = sets.find((s) => s.name === "Bazaar Demo")!.id;
    const { cards } = await call<{ cards: { id: string; externalId: string }[] }>(
      org.request,
      "GET",
      `/api/kartomantik/card-sets/${setId}/cards`,
    );
    const ids = new Map(cards.map((c) => [c.externalId, c.id]));
    /** A constructed event of `mode` on the demo set with `names` seated (each from its own device). */
    const event = async (name: string, mode: "2v2" | "ffa", names: string[]) => {
      const { id, joinCode } = await call<{ id: string; joinCode: string }>(org.request, "POST", "/api/events", {
        name,
        format: "constructed",
        bestOf: 1,
        mode,
        cardSetId: setId,
      });
      const seats: string[] = [];
      for (const player of names) {
        const phone = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
        phones.push(phone);
        const { seat } = await call<{ seat: { id: string } }>(phone, "POST", "/api/join", {
          code: joinCode,
          name: player,
        });
        seats.push(seat.id);
        if (mode === "2v2")
          await call(phone, "PUT", `/api/kartomantik/events/${id}/deck`, {
            cardIds: deck21.map((c) => ids.get(c.id)!),
            sideboardIds: [],
          });
      }
      return { eventId: id, joinCode, seats };
    };

    const teams = await event("Coppa a coppie", "2v2", NAMES.slice(0, 8));
    for (let i = 0; i < 8; i += 2)
      await call(org.request, "POST", `/api/events/${teams.eventId}/teams`, {
        op: "pair",
        seatIds: [teams.seats[i], teams.seats[i + 1]],
      });
    await call(org.request, "POST", `/api/events/${teams.eventId}/tournament`, {});

    const pods = await event("Tutti contro tutti", "ffa", NAMES.slice(0, 9));
    await call(org.request, "POST", `/api/events/${pods.eventId}/tournament`, {});
    const { matches } = await call<{ matches: { id: string; round: number; seats: unknown[]; version: number }[] }>(
      org.request,
      "GET",
      `/api/events/${pods.eventId}/tournament`,
    );
    const five = matches.find((m) => m.round === 1 && m.seats.length === 5)!;
    await call(org.request, "PUT", `/api/events/${pods.eventId}/matches/${five.id}`, {
      games: [[120, 85, 55, -10, 30]],
      version: five.version,
    });

    const proj = projector.page;
    for (const [label, seeded, names] of [
      ["2v2", teams, NAMES.slice(0, 8)],
      ["ffa", pods, NAMES.slice(0, 9)],
    ] as const) {
      await proj.goto(`/projector/${seeded.joinCode}?every=${EVERY}`);
      await hydrated(proj.getByTestId("tournament-board"));
      for (const size of [PROJECTOR_SIZES[0], PROJECTOR_SIZES[2]]) await everySlide(proj, info, size, label, names);
    }
  } finally {
    for (const phone of phones) await phone.dispose();
    await Promise.all([organizer.context.close(), projector.context.close()]);
  }
});
