// A 2v2 team event's match played on the app by four phones (issue 20 §4; the e2e of its Tests: "a 2v2 event with 4
// phones — teams, decks, one app game to its end with a team decision"; the paper match is multiplayer.spec.ts's).
// Teams by a code and by the organizer, 21-card decks, the start; one phone opens the match's game on the app from the
// table's match page, the other three see it running there and join it. The four phones then play it to its end
// through the game page's own buttons — each taps the first option offered, in a loop inside the page — and the
// team decisions ("2vs2 … la squadra sceglie") are answered by the second seat of each team, not the team's first seat
// the engine addresses them to. At the end every phone shows its team's result, the match is confirmed with the
// game's points and the standings count each team's two players' points ("2vs2 Calcolo dei Punti").
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  autoplay,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  openMatchGame,
  startTournamentFromEventPage,
  t,
} from "./support";
import { createModeEvent } from "./flows";
import { formTeams, NAMES, registerDecks } from "./teams";

test.describe.configure({ mode: "serial" });

let organizer: { context: BrowserContext; page: Page };
let phones: { context: BrowserContext; page: Page }[] = [];
let eventId = "";
const pages = () => phones.map((p) => p.page) as [Page, Page, Page, Page];
const over = (page: Page) => page.getByTestId("game-over");
/** Points as the match and standings pages print them (a real minus sign). */
const pts = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));
const TEAMS = [
  ["Anna", "Bruno"],
  ["Carla", "Dario"],
];

test.beforeAll(async ({ browser }, info) => {
  organizer = await newDesktop(browser, info);
  phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
});

test.afterAll(async () => {
  for (const c of [organizer, ...phones]) await c.context.close();
});

/** A table's result as the game page shows it: "Avete vinto: Tu 45 · Bruno 30 · …" → the outcome and each name's
 * points ("Tu" read as `me`). */
async function resultOn(page: Page, me: string) {
  const text = (await over(page).textContent())!;
  const [outcome, seats] = [text.slice(0, text.indexOf(":")), text.slice(text.indexOf(":") + 1)];
  const points = new Map<string, number>();
  for (const part of seats.split(" · ")) {
    const [, name, n] = /^\s*(.+) (\S+)$/.exec(part)!;
    points.set(name === t("game.you") ? me : name!, Number(n!.replace("\u2212", "-")));
  }
  return { outcome, points };
}

test("a 2v2 event: teams, 21-card decks, the start; one phone opens the match on the app, the other three join it", async () => {
  const org = organizer.page;
  await loginAsDemo(org);
  const created = await createModeEvent(org, "Coppie sull'app", "2v2");
  eventId = created.eventId;
  for (const [i, p] of phones.entries()) await joinAs(p.page, created.joinCode, NAMES[i]!, eventId);
  await formTeams(org, pages());
  await registerDecks(pages());
  await startTournamentFromEventPage(org);
  await expect(org.getByTestId("tournament-panel")).toBeVisible();

  // Anna opens the game from the table's match page ("Gioca sull'app"); the others find it running on theirs.
  await openMatchGame(pages(), eventId);
  const [anna, , carla] = pages();
  expect(new Set(pages().map((p) => new URL(p.url()).pathname)).size).toBe(1);
  // While it runs, the match page offers the game, not the paper form (one source per game).
  await carla.goBack();
  await expect(carla.getByTestId("match-live")).toHaveAttribute("data-game", "1");
  await expect(carla.getByTestId("table-report")).toHaveCount(0);
  await expect(carla.getByTestId("play-on-app")).toHaveCount(0);
  await carla.getByTestId("live-game").tap();
  await expect(carla.getByTestId("game-phone")).toBeVisible();
  // Four seats: three others at the top, the teammate marked, no other hand shown.
  await expect(anna.getByTestId("their-side")).toHaveCount(3);
  await expect(anna.getByTestId("their-side").filter({ hasText: "Bruno" }).getByTestId("teammate")).toBeVisible();
  await expect(anna.getByTestId("their-hand")).toHaveCount(0);
});

test("the four phones play the game to its end; a team decision is answered by a teammate; the standings count it", async () => {
  test.setTimeout(300_000);
  const started = Date.now();
  // Each phone's engine seat: its own line in the table's strip ("Tu").
  const seats = await Promise.all(
    pages().map(async (p) => {
      const own = p.getByTestId("game-score").locator('[data-testid="seat-line"][data-me="true"]');
      await expect(own.getByTestId("seat-name")).toHaveText(t("game.you"));
      return Number(await own.getAttribute("data-seat"));
    }),
  );
  expect([...seats].sort()).toEqual([0, 1, 2, 3]);
  // "Modalità 2vs2": allies sit in alternate seats (0 & 2, 1 & 3); a team decision is addressed to its first seat.
  expect(seats[0]! % 2).toBe(seats[1]! % 2);
  expect(seats[2]! % 2).toBe(seats[3]! % 2);
  // A team's first seat leaves its team's decisions and shared priority to its teammate, the seat two further on.
  const defer = Object.fromEntries(
    seats.flatMap((seat, i) => (seat < 2 ? [[i, seats.indexOf(seat + 2)]] : [])),
  ) as Record<number, number>;
  const played = await autoplay(pages(), { defer, deferPriority: true });
  test.info().annotations.push({
    type: "game",
    description: `2v2 on four phones: ${played.map((a) => a.taps).join("+")} taps (${played.map((a) => a.deferred).join("+")} left to the teammate) in ${Date.now() - started} ms`,
  });
  expect(played.reduce((n, a) => n + a.taps, 0)).toBeGreaterThan(20);
  // The teams' second seats answered team decisions from their phones; the first seats left them.
  const second = pages().flatMap((_, i) => (seats[i]! >= 2 ? [played[i]!.teamAnswers] : []));
  expect(second.reduce((n, a) => n + a, 0)).toBeGreaterThan(0);

  // The log (the organizer's export) has a team decision answered by the teammate of the seat it was addressed to.
  const org = organizer.page;
  const gameId = new URL(pages()[0].url()).pathname.split("/").pop()!;
  type Asked = { player: number; kind: string; team?: number };
  type Event = { type: string; player?: number; kind?: string; decision?: Asked; voluntary?: boolean };
  const log = (await org.evaluate(async (id) => (await fetch(`/api/games/kartomantik/${id}/log`)).json(), gameId)) as {
    status: string;
    result: { reason: string };
    actions: { events: Event[] }[];
  };
  expect(log.status).toBe("finished");
  const events = log.actions.flatMap((a) => a.events);
  const asked = events.flatMap((e) => (e.type === "decision" && e.decision!.team !== undefined ? [e.decision!] : []));
  expect(asked.length).toBeGreaterThan(0);
  const byMate = events.filter(
    (e) =>
      e.type === "decided" &&
      asked.some((d) => d.kind === e.kind && d.player !== e.player && d.player % 2 === e.player! % 2),
  );
  expect(byMate.length).toBeGreaterThan(0);

  // Every phone shows the same points; teammates the same outcome, the other team the opposite one (or a draw).
  const results = await Promise.all(pages().map((p, i) => resultOn(p, NAMES[i]!)));
  for (const r of results) expect(Object.fromEntries(r.points)).toEqual(Object.fromEntries(results[0]!.points));
  const points = results[0]!.points;
  const totals = TEAMS.map((team) => team.reduce((n, name) => n + points.get(name)!, 0));
  const teamOf = (name: string) => TEAMS.findIndex((team) => team.includes(name));
  // The higher total wins ("Calcolo dei Punti e Vittoria") — unless a player lost the game by two consecutive
  // mulligans: "la sua squadra perde" ("Fine della Partita"); the last mulligan in the log is that player's.
  let winner = totals[0] === totals[1] ? null : totals[0]! > totals[1]! ? 0 : 1;
  if (log.result.reason === "mulliganLoss") {
    const last = events.filter((e) => e.type === "mulligan").at(-1)!;
    expect(last.voluntary).toBe(false);
    winner = 1 - teamOf(NAMES[seats.indexOf(last.player!)]!);
  }
  const outcome = (team: number) =>
    winner === null ? t("game.tableDraw") : t(winner === team ? "game.tableWon" : "game.tableLost");
  expect(results.map((r) => r.outcome)).toEqual(NAMES.map((name) => outcome(teamOf(name))));

  // The match is confirmed with those points: the game page says so, the match page shows each seat's points.
  const anna = pages()[0];
  const next = anna.getByTestId("match-next");
  await expect(next).toHaveAttribute("data-next", "result");
  await expect(anna.getByTestId("match-next-score")).toHaveText(
    `${t("game.you")} & Bruno ${pts(totals[0]!)} · Carla & Dario ${pts(totals[1]!)}`,
  );
  await anna.getByTestId("match-next-go").click();
  await expect(anna.getByTestId("match-confirmed")).toBeVisible();
  const rows = anna.getByTestId("match-confirmed-points").locator("tr");
  for (const [i, name] of NAMES.entries()) {
    const row = rows.filter({ hasText: i === 0 ? t("tournament.you") : name });
    await expect(row.locator("td").nth(1)).toHaveText(pts(points.get(name)!));
  }
  // Standings per team: both players' points ("sommando i Punti totali … di entrambi i giocatori").
  await anna.goto(`/play/${eventId}`);
  for (const [i, team] of TEAMS.entries())
    await expect(
      anna
        .getByTestId("standing-row")
        .filter({ hasText: team.join(" & ") })
        .getByTestId("standing-points"),
    ).toHaveText(String(totals[i]));
  await org.goto(`/organizer/events/${eventId}`);
  // Ranked by score, the sum of match points (event-rules §6), not by who won the game: a team that lost by two
  // consecutive mulligans may still hold more points.
  const standings = org.getByTestId("standing-row");
  if (totals[0] !== totals[1]) {
    const ahead = totals[0]! > totals[1]! ? 0 : 1;
    await expect(standings.getByTestId("standing-name")).toHaveText(
      [ahead, 1 - ahead].map((i) => TEAMS[i]!.join(" & ")),
    );
  }
  for (const [i, team] of TEAMS.entries())
    await expect(standings.filter({ hasText: team.join(" & ") }).getByTestId("standing-points")).toHaveText(
      String(totals[i]),
    );
});
