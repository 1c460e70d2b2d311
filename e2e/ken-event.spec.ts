// Issue 22 §3–4, the flow: a Ken il Guerriero event with two phones. The organizer creates it (no
// Kartomantik card set) with a Punti Ordine target and uploads our card list; one phone's deck is
// refused naming the rule («al massimo 5 carte uguali», Creazione del Mazzo da Gioco) and then
// fixed; the match is kept on the scorepad on both phones up to the target, with an undo by its
// author and an organizer's correction; the opponent confirms and the projector shows the standings.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createKenEvent } from "./flows";
import {
  errorBox,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  newProjector,
  startTournamentFromEventPage,
  t,
} from "./support";

test.describe.configure({ mode: "serial" });

const FIXTURES = path.resolve(import.meta.dirname, "../tests/ken/fixtures");
const LEGAL = readFileSync(path.join(FIXTURES, "mazzo-standard.txt"), "utf8");
// Six copies of Bat: "Nel proprio mazzo non è possibile avere più di 5 carte con lo stesso Nome e Tipo".
const SIX_BAT = LEGAL.replace("5 Bat (Personaggio)", "6 Bat (Personaggio)");
const TARGET = 10;

type Ctx = { context: BrowserContext; page: Page };
let org: Ctx, kenshiro: Ctx, raoh: Ctx, projector: Ctx;
let eventId = "";
let joinCode = "";
let matchUrl = "";

test.beforeAll(async ({ browser }, info) => {
  org = await newDesktop(browser, info);
  kenshiro = await newPhone(browser, info);
  raoh = await newPhone(browser, info);
  projector = await newProjector(browser, info);
});
test.afterAll(async () => {
  for (const c of [org, kenshiro, raoh, projector]) await c.context.close();
});

const total = (page: Page, who: "me" | "a" | "b") => page.getByTestId(`ken-total-${who}`).getByTestId("ken-total");

test("the organizer creates a Ken event with a Punti Ordine target and uploads the card list", async () => {
  const page = org.page;
  await loginAsDemo(page);
  ({ eventId, joinCode } = await createKenEvent(page, "Notte di Hokuto", TARGET));

  await expect(page.getByTestId("ken-list-summary")).toHaveText(t("kenEvent.list.none"));
  const file = page.getByTestId("ken-list-file");
  await hydrated(file);
  // A pasted list with a bad line: every error by line and field, nothing stored.
  await page.getByTestId("ken-list-paste").fill("nome,tipo,morale,attacco\nRaoul,Maestro,malvagia,tre\n");
  await page.getByTestId("ken-list-upload").click();
  await expect(page.getByTestId("ken-list-errors")).toContainText("riga 2, campo «attacco»: non è un numero intero");
  await expect(page.getByTestId("ken-list-summary")).toHaveText(t("kenEvent.list.none"));
  await file.setInputFiles(path.join(FIXTURES, "carte.csv"));
  await page.getByTestId("ken-list-upload").click();
  await expect(page.getByTestId("ken-list-summary")).toHaveText(
    t("kenEvent.list.loaded", { count: 30, file: "carte.csv" }),
  );
});

test("a deck with six Bat is refused naming the rule, live and by the server; fixed, it is registered", async () => {
  await joinAs(kenshiro.page, joinCode, "Kenshiro", eventId);
  await joinAs(raoh.page, joinCode, "Raoh", eventId);
  const page = kenshiro.page;
  const box = page.getByTestId("ken-deck-text");
  await hydrated(box);
  await box.fill(SIX_BAT);
  const rule = t("ken.rules.max_copies", { nome: "Bat", tipo: "Personaggio", count: 6, max: 5 });
  await expect(page.getByTestId("ken-deck-verdict")).toHaveAttribute("data-legal", "false");
  await expect(page.getByTestId("ken-deck-verdict")).toContainText(rule);
  await page.getByTestId("ken-deck-save").tap();
  await expect(errorBox(page)).toContainText(t("errors.ken_deck_illegal", { reason: "" }).trim());
  await expect(errorBox(page)).toContainText(rule);
  await expect(errorBox(page)).toContainText("Creazione del Mazzo da Gioco");

  await box.fill(LEGAL);
  await expect(page.getByTestId("ken-deck-verdict")).toHaveAttribute("data-legal", "true");
  await page.getByTestId("ken-deck-save").tap();
  await expect(page.getByTestId("ken-deck-saved")).toHaveText(t("kenEvent.deck.saved", { futuro: 76 }));

  const other = raoh.page.getByTestId("ken-deck-text");
  await hydrated(other);
  await other.fill(LEGAL);
  await raoh.page.getByTestId("ken-deck-save").tap();
  await expect(raoh.page.getByTestId("ken-deck-saved")).toBeVisible();
});

test("the scorepad on both phones up to the target, with an undo and an organizer correction; the projector shows the standings", async () => {
  await startTournamentFromEventPage(org.page);
  await projector.page.goto(`/projector/${joinCode}`);
  for (const phone of [kenshiro.page, raoh.page]) {
    await phone.goto(`/play/${eventId}`);
    await phone.getByTestId("open-match").tap();
    await expect(phone.getByTestId("ken-scorepad")).toBeVisible();
  }
  matchUrl = new URL(kenshiro.page.url()).pathname;
  const matchId = matchUrl.split("/").pop()!;
  const k = kenshiro.page,
    r = raoh.page;
  await hydrated(k.getByTestId("ken-plus-me"));
  await hydrated(r.getByTestId("ken-plus-me"));

  // Kenshiro: 6 Punti Ordine for a defeated Vita; Raoh's phone shows it live.
  await k.getByTestId("ken-amount").fill("6");
  await k.getByTestId("ken-reason").selectOption("vita_sconfitta");
  await k.getByTestId("ken-plus-me").tap();
  await expect(total(k, "me")).toHaveText("6");
  await expect(r.getByTestId("ken-scorepad").getByTestId("ken-total").nth(1)).toHaveText("6");

  // Raoh adds 4 by mistake and undoes it; Kenshiro's phone follows both.
  await expect(r.getByTestId("ken-scorepad")).toHaveAttribute("data-seq", "1");
  await r.getByTestId("ken-amount").fill("4");
  await r.getByTestId("ken-plus-me").tap();
  await expect(k.getByTestId("ken-scorepad").getByTestId("ken-total").nth(1)).toHaveText("4");
  await r.getByTestId("ken-undo").tap();
  await expect(total(r, "me")).toHaveText("0");
  await expect(k.getByTestId("ken-scorepad").getByTestId("ken-total").nth(1)).toHaveText("0");
  await expect(k.getByTestId("ken-log-entry").filter({ hasText: t("kenEvent.pad.undone") })).toHaveCount(1);

  // The organizer corrects: one more Ocra to Kenshiro.
  await org.page.goto(`/organizer/events/${eventId}/matches/${matchId}`);
  const pad = org.page.getByTestId("ken-scorepad");
  await expect(pad).toHaveAttribute("data-seq", "3");
  const kenSide = (await org.page.getByTestId("ken-total-a").textContent())!.includes("Kenshiro") ? "a" : "b";
  await hydrated(org.page.getByTestId(`ken-plus-${kenSide}`));
  await org.page.getByTestId("ken-colour").selectOption("ocra");
  await org.page.getByTestId(`ken-plus-${kenSide}`).click();
  await expect(total(k, "me")).toHaveText("7");
  await expect(k.getByTestId("ken-log")).toContainText(t("kenEvent.pad.organizer"));

  // The first turn opens at the Pescata («Nel proprio primo Turno … questa Fase è da saltare»), which asks for the
  // cards drawn («almeno 1 carta e mai più di 3»): 2, and both phones are at the Presentazione.
  await expect(k.getByTestId("ken-phase")).toHaveAttribute("data-phase", "pescata");
  await expect(k.getByTestId("ken-draws-ask")).toHaveText(t("kenEvent.pad.drawsAsk"));
  await k.getByTestId("ken-draws-2").tap();
  await expect(r.getByTestId("ken-phase")).toHaveAttribute("data-phase", "presentazione");
  await expect(r.getByTestId("ken-phase")).toContainText(t("kenEvent.pad.draws", { n: 2 }));

  // Kenshiro reaches the target: the match is reported from the scorepad, Raoh confirms.
  await k.getByTestId("ken-amount").fill(String(TARGET - 7));
  await k.getByTestId("ken-plus-me").tap();
  await expect(k.getByTestId("ken-match-over")).toBeVisible();
  await expect(k.getByTestId("match-awaiting-opponent")).toBeVisible();
  await r.getByTestId("match-confirm").tap();
  await expect(r.getByTestId("match-confirmed")).toBeVisible();

  // The projector: Kenshiro first with one game won.
  const standings = projector.page.getByTestId("board-standings");
  await expect(standings.getByTestId("standing-row").first().getByTestId("standing-name")).toHaveText("Kenshiro", {
    timeout: 30_000,
  });
  // Ken has no debt: its points are the ranking's one column (components/tournament/StandingsTable.tsx).
  await expect(standings.getByTestId("standing-row").first().getByTestId("standing-points")).toHaveText("1");
});
