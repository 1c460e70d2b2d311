import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { loginAsDemo, newDesktop, newPhone } from "../../e2e/support";
import { firstVisit, type PageWeight } from "./measure";

test("mine", async ({ browser }, info) => {
  const weights: [string, PageWeight][] = [];
  const measure = async (name: string, context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) => {
    weights.push([name, await firstVisit(context, url, ready)]);
  };
  const org = await newDesktop(browser, info);
  await loginAsDemo(org.page);
  await org.page.goto("/organizer/sets");
  const href = (await org.page.locator('[data-testid="set-list"] a').first().getAttribute("href"))!;
  await org.page.goto("/organizer");
  const code = (await org.page.locator('[data-testid="event-list"] .font-mono').first().textContent())!;
  const visitor = await newPhone(browser, info);
  await measure("cards", visitor.context, href, async (p) => expect(p.getByTestId("card-count")).toBeVisible());
  await measure("ken cards", visitor.context, "/ken/cards", async (p) => expect(p.locator("main")).toBeVisible());
  await measure("projector", visitor.context, `/projector/${code}`, async (p) => expect(p.getByTestId("join-code")).toBeVisible());
  await measure("organizer", org.context, "/organizer", async (p) => expect(p.getByTestId("event-list")).toBeVisible());
  await measure("sets", org.context, "/organizer/sets", async (p) => expect(p.getByTestId("set-list")).toBeVisible());
  const kb = (b: number) => (b / 1024).toFixed(1);
  console.log("\nMINE " + href + "\n" + weights.map(([n, w]) => `${n.padEnd(12)} js ${kb(w.js)} css ${kb(w.css)} total ${kb(w.js + w.css)} scripts ${w.scripts} html ${kb(w.html)}`).join("\n"));
});
