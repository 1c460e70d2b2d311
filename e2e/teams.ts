// Setting up a 2v2 team event on four phones (issue 20 §2), shared by the flows that play one
// (multiplayer.spec.ts on paper, team-app-game.spec.ts on the app): the teams — one by a team code
// typed on the phones, one paired by the organizer — and the 21-card decks (the event: flows.ts).
import { expect, type Page } from "@playwright/test";
import { deck21 } from "./flows";
import { hydrated, itName, pasteAndSaveDeck, t } from "./support";

/** The four players, in the order their phones join: Anna & Bruno, Carla & Dario. */
export const NAMES = ["Anna", "Bruno", "Carla", "Dario"];

/** Anna creates a team and tells Bruno its code, which he enters (lower case) on his phone; the organizer (on the
 * event's page) pairs Carla and Dario, and their phones follow. */
export async function formTeams(org: Page, [anna, bruno, , dario]: Page[]) {
  const create = anna!.getByTestId("team-create");
  await hydrated(create);
  await create.tap();
  const code = (await anna!.getByTestId("team-code").textContent())!.trim();
  const input = bruno!.getByTestId("team-code-input");
  await hydrated(input);
  await input.fill(code.toLowerCase());
  await bruno!.getByTestId("team-join").tap();
  await expect(bruno!.getByTestId("team-members")).toHaveText(t("teams.withMate", { name: "Anna" }));
  await expect(anna!.getByTestId("team-members")).toHaveText(t("teams.withMate", { name: "Bruno" }));

  await org.reload();
  const panel = org.getByTestId("teams-panel");
  await expect(panel.getByTestId("teams-alone")).toContainText("Carla, Dario");
  await hydrated(panel.getByTestId("team-pair"));
  await panel.getByTestId("team-pick-0").selectOption({ label: "Carla" });
  await panel.getByTestId("team-pick-1").selectOption({ label: "Dario" });
  await panel.getByTestId("team-pair").click();
  await expect(panel.getByTestId("team-row")).toHaveCount(2);
  await expect(dario!.getByTestId("team-members")).toHaveText(t("teams.withMate", { name: "Carla" }));
}

/** Each phone builds the 2v2 deck: it checks 21 cards and 400 points as the server does. */
export async function registerDecks(pages: Page[]) {
  for (const page of pages) {
    await pasteAndSaveDeck(
      page,
      deck21.map((c) => `1 ${itName(c)}`),
    );
    await expect(page.getByTestId("deck-stats")).toContainText(t("deck.deckOf", { count: 21, size: 21 }));
  }
}
