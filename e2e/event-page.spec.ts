// The organizer's event page (issue 17 §4): the projector is one click away from the moment the
// event exists — a Draft Bazaar before its draft, a constructed event before its tournament —
// and opens on the join screen (code, address, QR, the players as they join). Bo1 or Bo3 is
// chosen, or changed from what the event was created with, when the tournament starts.
import { expect, test, type Page } from "@playwright/test";
import {
  createDemoDraftEvent,
  createDemoEvent,
  hydrated,
  joinAs,
  loginAsDemo,
  newDesktop,
  newPhone,
  t,
} from "./support";

/** Opens the projector from the event page's link: a new tab, nobody needs to type the address. */
async function openProjector(org: Page, joinCode: string): Promise<Page> {
  const link = org.getByTestId("open-projector");
  await expect(link).toHaveText(t("draft.openProjector"));
  const [projector] = await Promise.all([org.waitForEvent("popup"), link.click()]);
  await expect(projector).toHaveURL(`/projector/${joinCode}`);
  await expect(projector.getByTestId("join-code")).toHaveText(joinCode);
  await expect(projector.getByRole("img").first()).toBeVisible();
  return projector;
}

test("the projector link is on the event page from the start: a Draft Bazaar before its draft, a constructed event before its tournament", async ({
  browser,
}, info) => {
  const org = await newDesktop(browser, info);
  const phone = await newPhone(browser, info);
  try {
    await loginAsDemo(org.page);
    const draft = await createDemoDraftEvent(org.page, "Proiettore subito");
    // Nobody has joined and the draft has not started: the link is there anyway.
    const projector = await openProjector(org.page, draft.joinCode);
    await joinAs(phone.page, draft.joinCode, "Ada", draft.eventId);
    await expect(projector.getByTestId("projector-seats")).toHaveText("1. Ada", { timeout: 8_000 });
    await projector.close();

    await org.page.goto("/organizer");
    const constructed = await createDemoEvent(org.page, "Costruito col proiettore", "constructed", 1);
    const second = await openProjector(org.page, constructed.joinCode);
    await second.close();
  } finally {
    await Promise.all([org.context.close(), phone.context.close()]);
  }
});

test("a Bo1 event starts its tournament as Bo3 when the organizer picks it at the start", async ({ browser }, info) => {
  const org = await newDesktop(browser, info);
  const phones = [await newPhone(browser, info), await newPhone(browser, info)];
  try {
    await loginAsDemo(org.page);
    const { eventId, joinCode } = await createDemoEvent(org.page, "Bo scelto all'avvio", "constructed", 1);
    await expect(org.page.locator("header p").filter({ hasText: "Kartomantik" })).toContainText("Bo1");
    for (const [i, ph] of phones.entries()) await joinAs(ph.page, joinCode, ["Ilda", "Ugo"][i]!, eventId);
    await org.page.reload();
    const form = org.page.getByTestId("tournament-start");
    const choice = form.getByLabel(t("tournament.bestOfChoice"));
    await hydrated(choice);
    // It starts as the event was created.
    await expect(choice).toHaveValue("1");
    await choice.selectOption({ label: t("bestOf.3") });
    org.page.once("dialog", (d) => void d.accept());
    await form.getByRole("button", { name: t("tournament.start") }).click();
    await expect(org.page.getByTestId("tournament-panel")).toBeVisible();
    await expect(org.page.locator("header p").filter({ hasText: "Kartomantik" })).toContainText("Bo3");
    const view = (await (await org.page.request.get(`/api/events/${eventId}/tournament`)).json()) as {
      bestOf: number;
      matches: { id: string }[];
    };
    expect(view.bestOf).toBe(3);
    // The players report a Bo3 (games 1 and 2 at least), not one game: the phone's result form.
    const phone = phones[0]!.page;
    await phone.goto(`/play/${eventId}/matches/${view.matches[0]!.id}`);
    await expect(phone.getByTestId("game-row")).toHaveCount(2);
  } finally {
    await Promise.all([org.context.close(), ...phones.map((ph) => ph.context.close())]);
  }
});
