// A match's scores stay whole on a narrow phone: "Punti 65–90" broke after its dash at 360 px (the UX audit's
// screenshot of the match page after game 1). Each score is its own unbreakable run.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MatchProgress } from "@/components/tournament/match/MatchProgress";
import { matchPage } from "@/components/tournament/match/matchPage";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";
import it_ from "@/messages/it.json";

describe("a match's scores on a phone", () => {
  it("keeps games won and points each on one line", () => {
    const match = {
      id: "m1",
      status: "scheduled",
      seats: [
        { place: 0, seatId: "a", side: 0 },
        { place: 1, seatId: "b", side: 1 },
      ],
      played: [{ points: [65, 90], winner: 1, source: "engine" }],
    } as unknown as MatchView;
    const view = {
      game: "kartomantik",
      players: [
        { seatId: "a", name: "Anna" },
        { seatId: "b", name: "Bruno" },
      ],
    } as unknown as TournamentView;
    const t = (key: string) => key;
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale: "it",
        messages: it_,
        timeZone: "Europe/Rome",
        children: createElement(MatchProgress, { page: matchPage("e1", view, match, "a", t) }),
      }),
    );
    expect(html).toContain('<span class="whitespace-nowrap">Punti 65–90</span>');
    expect(html).toContain('<span class="whitespace-nowrap">Partite 0–1</span>');
  });
});
