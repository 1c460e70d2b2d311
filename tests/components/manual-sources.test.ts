// The manual moves panel (components/kartomantik/game/ManualMoves.tsx) names the cards whose text it is for, from the
// engine's view (`manual.sources`, engine/kartomantik/manual-text.ts), by the names the phone knows them by.
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { viewFor, type CardDef } from "@/engine/kartomantik";
import { ManualMoves } from "@/components/kartomantik/game/ManualMoves";
import it_ from "@/messages/it.json";
import en_ from "@/messages/en.json";
import { card, filler, scenario } from "../kartomantik/dsl";
import { BETA_DIR, betaSet, rawSet } from "../kartomantik/sets";

const raw = () =>
  rawSet(path.join(BETA_DIR, "cards.json")) as (ReturnType<typeof rawSet>[number] & { collectionNumber: number })[];
const beta = (n: number): CardDef => betaSet().byId[raw().find((c) => c.collectionNumber === n)!.id]!;

function panel(locale: "it" | "en") {
  const s = scenario({
    A: [card({ name: "Oak", power: 1 }), beta(9), ...filler("a", 5)],
    B: [card({ name: "Fern", power: 3 }), ...filler("b", 6)],
    manualMoves: "cardText",
  });
  s.firsts("Oak", "Fern").passUntil((x) => x.phase === "reaction");
  const view = viewFor(s.state, 0);
  const names = new Map(
    Object.keys(s.state.cards).map((id) => [id, `«${s.state.defs[s.state.cards[id]!.def]!.name}»`]),
  );
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: locale === "it" ? it_ : en_,
      timeZone: "Europe/Rome",
      onError: () => {},
      children: createElement(ManualMoves, { view, names, label: String, busy: false, onSend: () => {} }),
    }),
  ).replace(/&#x27;|&quot;/g, "'");
}

describe("the manual moves panel", () => {
  it("names the cards whose text the moves are for, in Italian and in English", () => {
    expect(panel("it")).toContain("Per: «The Slumberer»");
    expect(panel("en")).toContain("For: «The Slumberer»");
  });
});
