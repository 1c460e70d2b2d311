// The round clock (issue 17 §8) on a paper Bo1 round robin of four: the organizer starts, pauses,
// extends and resumes the round's timer from the console; the projector and the phones show the
// same time from the server's clock — one phone's own clock is seven minutes fast and still
// agrees — through pauses and reloads. Restarted with a few seconds, it runs out: every screen
// says the time is up, the console lists the round's match still without a result (the one whose
// result came in is not listed), and nothing is recorded for it.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  createDemoEvent,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  startTournamentFromEventPage,
  t,
  withSeatsAB,
} from "./support";

const NAMES = ["Nora", "Otto", "Pina", "Remo"] as const;
const LIVE = { timeout: 4_000 };
const SKEW_MS = 7 * 60_000;

interface View {
  players: { seatId: string; name: string }[];
  matches: {
    id: string;
    round: number;
    table: number | null;
    a: string;
    b: string | null;
    status: string;
    version: number;
  }[];
}

const clockOn = (page: Page) => page.getByTestId("round-clock");
const seconds = (text: string) => text.split(":").reduce((s, part) => s * 60 + Number(part), 0);

test("the round clock: started, paused, extended and resumed by the organizer, the same on every screen; at zero the console lists the matches without a result", async ({
  browser,
}, info) => {
  const org = await newDesktop(browser, info);
  const phones = await Promise.all(NAMES.map(() => newPhone(browser, info)));
  const proj = await newProjector(browser, info);
  // A phone whose clock is wrong: a countdown from its own Date.now() would be 7 minutes short.
  await phones[0]!.context.addInitScript((skew) => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + skew;
  }, SKEW_MS);
  try {
    await loginAsDemo(org.page);
    const { eventId, joinCode } = await createDemoEvent(org.page, "Serata a tempo", "constructed", 1);
    for (const [i, ph] of phones.entries()) await joinAs(ph.page, joinCode, NAMES[i]!, eventId);
    await proj.page.goto(`/projector/${joinCode}`);
    await startTournamentFromEventPage(org.page);
    const panel = org.page.getByTestId("tournament-panel");
    await expect(panel).toBeVisible();
    await expect(proj.page.getByTestId("tournament-board")).toBeVisible({ timeout: 8_000 });
    for (const ph of phones) await ph.page.goto(`/play/${eventId}`);
    const screens = [org.page, proj.page, ...phones.map((ph) => ph.page)];
    for (const page of screens) await expect(clockOn(page)).toHaveCount(0);

    // Start: ten minutes, on every screen within a second or two of each other.
    const console_ = org.page.getByTestId("round-clock-console");
    await hydrated(console_.getByLabel(t("tournament.clock.duration")));
    await console_.getByLabel(t("tournament.clock.duration")).fill("10");
    await console_.getByRole("button", { name: t("tournament.clock.start") }).click();
    for (const page of screens) {
      await expect(clockOn(page)).toHaveAttribute("data-state", "running", LIVE);
      await expect(clockOn(page)).toContainText(t("tournament.clock.running"));
      await expect(clockOn(page).getByTestId("round-clock-time")).toHaveText(/^(10:00|09:5\d)$/);
    }
    // The running clock ticks.
    const first = seconds((await clockOn(proj.page).getByTestId("round-clock-time").textContent())!);
    await expect
      .poll(async () => seconds((await clockOn(proj.page).getByTestId("round-clock-time").textContent())!), LIVE)
      .toBeLessThan(first);

    // Pause: every screen shows the same time left, and keeps it across reloads.
    await console_.getByRole("button", { name: t("tournament.clock.pause"), exact: true }).click();
    await expect(clockOn(proj.page)).toHaveAttribute("data-state", "paused", LIVE);
    const pausedAt = (await clockOn(proj.page).getByTestId("round-clock-time").textContent())!;
    expect(seconds(pausedAt)).toBeGreaterThan(9 * 60 + 40);
    for (const page of screens) {
      await expect(clockOn(page)).toHaveAttribute("data-state", "paused", LIVE);
      await expect(clockOn(page)).toContainText(t("tournament.clock.paused"));
      await expect(clockOn(page).getByTestId("round-clock-time")).toHaveText(pausedAt);
    }
    await Promise.all([proj.page.reload(), phones[1]!.page.reload(), org.page.reload()]);
    for (const page of screens) await expect(clockOn(page).getByTestId("round-clock-time")).toHaveText(pausedAt, LIVE);

    // +1 min while paused, then resume: the deadline moves by a minute.
    const extended = seconds(pausedAt) + 60;
    const mmss = `${String(Math.floor(extended / 60)).padStart(2, "0")}:${String(extended % 60).padStart(2, "0")}`;
    await hydrated(console_.getByRole("button", { name: t("tournament.clock.extend", { minutes: 1 }) }));
    await console_.getByRole("button", { name: t("tournament.clock.extend", { minutes: 1 }) }).click();
    for (const page of screens) await expect(clockOn(page).getByTestId("round-clock-time")).toHaveText(mmss, LIVE);
    await console_.getByRole("button", { name: t("tournament.clock.resume") }).click();
    for (const page of screens) {
      await expect(clockOn(page)).toHaveAttribute("data-state", "running", LIVE);
      await expect
        .poll(async () => seconds((await clockOn(page).getByTestId("round-clock-time").textContent())!), LIVE)
        .toBeLessThan(extended);
      expect(seconds((await clockOn(page).getByTestId("round-clock-time").textContent())!)).toBeGreaterThan(
        extended - 10,
      );
    }

    // Table 1's result comes in (reported and confirmed from the players' phones); table 2 plays on.
    const view = withSeatsAB(await (await org.page.request.get(`/api/events/${eventId}/tournament`)).json()) as View;
    const pageOf = (seatId: string) =>
      phones[NAMES.indexOf(view.players.find((p) => p.seatId === seatId)!.name as (typeof NAMES)[number])]!.page;
    const nameOf = (seatId: string | null) => view.players.find((p) => p.seatId === seatId)!.name;
    const [done, open] = [1, 2].map((table) => view.matches.find((m) => m.round === 1 && m.table === table)!) as [
      View["matches"][number],
      View["matches"][number],
    ];
    const reported = await pageOf(done.a).request.post(`/api/events/${eventId}/matches/${done.id}/report`, {
      data: { games: [{ a: 20, b: 5 }], version: done.version, idempotencyKey: randomUUID() },
    });
    expect(reported.ok(), await reported.text()).toBe(true);
    const { match } = (await reported.json()) as { match: { version: number } };
    const confirmed = await pageOf(done.b!).request.post(`/api/events/${eventId}/matches/${done.id}/confirm`, {
      data: { version: match.version, idempotencyKey: randomUUID() },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    // Restart with six seconds (the organizer confirms losing what was left); it runs out.
    await console_.getByLabel(t("tournament.clock.duration")).fill("0:06");
    org.page.once("dialog", (d) => void d.accept());
    await console_.getByRole("button", { name: t("tournament.clock.restart") }).click();
    await expect(clockOn(proj.page).getByTestId("round-clock-time")).toHaveText(/^00:0[0-6]$/, LIVE);
    const expiry = { timeout: 6_000 + 4_000 };
    for (const page of screens) {
      await expect(clockOn(page)).toHaveAttribute("data-state", "over", expiry);
      await expect(clockOn(page)).toContainText(t("tournament.clock.over"));
      await expect(clockOn(page).getByTestId("round-clock-time")).toHaveText("00:00");
    }
    const waiting = console_.getByTestId("round-clock-open");
    await expect(waiting).toContainText(t("tournament.clock.openMatches", { count: 1 }));
    await expect(waiting.getByTestId("round-clock-open-match")).toHaveText([
      `${t("tournament.table", { table: 2 })} · ${nameOf(open.a)} – ${nameOf(open.b)} · ${t("tournament.status.scheduled")}`,
    ]);

    // No result is made up: the open match is still waiting, on the server and on the projector.
    const after = withSeatsAB(await (await org.page.request.get(`/api/events/${eventId}/tournament`)).json()) as View;
    expect(after.matches.find((m) => m.id === open.id)!.status).toBe("scheduled");
    await org.page.reload();
    await expect(org.page.getByTestId("round-clock-open").getByTestId("round-clock-open-match")).toHaveCount(1, LIVE);
    await expect(clockOn(phones[0]!.page)).toHaveAttribute("data-state", "over");
  } finally {
    await Promise.all([org.context.close(), proj.context.close(), ...phones.map((ph) => ph.context.close())]);
  }
});
