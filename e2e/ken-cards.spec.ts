// Issue 22 §1: the Ken il Guerriero card browser reads a card list in the page (CSV or JSON),
// names every bad line and field, filters the cards, and checks a deck list against the list.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated, newDesktop, t } from "./support";

const FIXTURES = path.resolve(import.meta.dirname, "../tests/ken/fixtures");

test("Ken cards: load our list, filter it, check a deck in Standard and Torneo; a bad list names its line", async ({
  browser,
}, info) => {
  const { context, page } = await newDesktop(browser, info);
  try {
    await page.goto("/ken/cards");
    await expect(page.getByRole("heading", { name: t("ken.browser.title") })).toBeVisible();
    const file = page.getByLabel(t("ken.browser.file"));
    await hydrated(file);

    await page.getByLabel(t("ken.browser.paste")).fill("nome,tipo,morale,attacco\nRaoul,Maestro,malvagia,tre\n");
    await page.getByRole("button", { name: t("ken.browser.read") }).click();
    await expect(page.getByTestId("ken-cards-errors")).toContainText("riga 2, campo «attacco»: non è un numero intero");

    await file.setInputFiles(path.join(FIXTURES, "carte.csv"));
    await expect(page.getByTestId("ken-card-count")).toHaveText(t("ken.browser.count", { count: 30 }));
    await expect(page.getByTestId("ken-cards-errors")).toHaveCount(0);
    await page.getByLabel(t("ken.browser.tipo")).selectOption("Maestro");
    await expect(page.getByTestId("ken-card")).toHaveCount(4);
    await expect(page.getByRole("article", { name: "Kenshiro, Successore di Hokuto (Maestro)" })).toContainText(
      "SuperVita 7",
    );

    await page.getByTestId("ken-deck-text").fill(readFileSync(path.join(FIXTURES, "mazzo-standard.txt"), "utf8"));
    await expect(page.getByTestId("ken-deck-verdict")).toContainText(t("ken.browser.legal", { count: 76 }));
    await page.getByLabel(t("ken.browser.format")).selectOption("torneo");
    await expect(page.getByTestId("ken-deck-verdict")).toContainText(t("ken.browser.illegal", { count: 76 }));
    await expect(page.getByTestId("ken-deck-verdict")).toContainText("nel Gioco Torneo ne servono almeno 90");
  } finally {
    await context.close();
  }
});
