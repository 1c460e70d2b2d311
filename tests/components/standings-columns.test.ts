// The standings' columns (components/tournament/StandingsTable.tsx, event-rules §6: score = points − debt). A game
// without a debt (a constructed Kartomantik event, Incantesium, Ken) showed "Punti" and "Punteggio" side by side with
// the same number on every row, on the projector and, as "Punti 85" under each name, on the phones (the UX audit of
// session 63): its points are shown once. A Draft Bazaar, whose debt makes the two differ, keeps all three.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StandingsTable } from "@/components/tournament/StandingsTable";
import type { StandingRow } from "@/engine/tournament";
import it_ from "@/messages/it.json";

const row = (id: string, name: string, matchPoints: number, debt: number): StandingRow =>
  ({
    id,
    name,
    rank: 1,
    matchPoints,
    debt,
    score: matchPoints - debt,
    gamesWon: 2,
    gamesLost: 1,
    gamesDrawn: 0,
    matchesPlayed: 1,
    matchesWon: 1,
    dropped: false,
    tiebreak: null,
  }) as unknown as StandingRow;

function render(props: Parameters<typeof StandingsTable>[0]): string {
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "it",
      messages: it_,
      timeZone: "Europe/Rome",
      children: createElement(StandingsTable, props),
    }),
  );
}

// The markup is React's own (no DOM in the unit project): an element's text is its inner markup without tags.
const text = (inner: string) => inner.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
const heads = (html: string) => [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1]!));
const cells = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`<td[^>]*data-testid="${testId}"[^>]*>(.*?)</td>`, "g"))].map((m) => text(m[1]!));

describe("the standings' columns", () => {
  it("a game without a debt shows its points once, as the ranking's column (projector, organizer)", () => {
    const doc = render({ rows: [row("a", "Anna", 85, 0)], debt: false, large: true });
    expect(heads(doc)).toEqual(["#", "Giocatore", "Punti", "Vinte", "Perse", "Pari", "Incontri"]);
    expect(cells(doc, "standing-points")).toEqual(["85"]);
    expect(cells(doc, "standing-score")).toEqual([]);
  });

  it("in the game's own words where it has them (Incantesium's gems)", () => {
    const doc = render({ rows: [row("a", "Anna", 2, 0)], debt: false, pointsLabel: "Gemme conquistate" });
    expect(heads(doc)).toEqual(["#", "Giocatore", "Gemme conquistate", "Vinte", "Perse", "Pari", "Incontri"]);
  });

  it("on the phone (compact): the points in their column, not again under the name", () => {
    const doc = render({ rows: [row("a", "Anna", 85, 0)], debt: false, compact: true });
    expect(heads(doc)).toEqual(["#", "Giocatore", "Punti"]);
    expect(cells(doc, "standing-name")).toEqual(["Anna"]);
    expect(cells(doc, "standing-points")).toEqual(["85"]);
  });

  it("a Draft Bazaar keeps points, debt and score, which differ", () => {
    const doc = render({ rows: [row("a", "Anna", 85, 25)], debt: true, large: true });
    expect(heads(doc)).toEqual([
      "#",
      "Giocatore",
      "Punti",
      "Debito",
      "Punteggio",
      "Vinte",
      "Perse",
      "Pari",
      "Incontri",
    ]);
    expect([cells(doc, "standing-points"), cells(doc, "standing-debt"), cells(doc, "standing-score")]).toEqual([
      ["85"],
      ["25"],
      ["60"],
    ]);
    const phone = render({ rows: [row("a", "Anna", 85, 25)], debt: true, compact: true });
    expect(heads(phone)).toEqual(["#", "Giocatore", "Punteggio"]);
    expect(cells(phone, "standing-name")).toEqual(["AnnaPunti 85 · Debito 25"]);
  });
});
