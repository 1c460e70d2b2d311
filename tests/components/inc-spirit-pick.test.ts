// A spirit's cast picked then confirmed on the phone (components/incantesium/spiritPick.ts, IncSpiritCast.tsx):
// "tre carte dello stesso elemento, anche di potenza diversa ... permetteranno però allo spirito di donare una delle
// carte che ha in mano ad un giocatore ancora in gioco" — every cast the engine offers is reachable by tapping its
// three cards (the last on the flow's top), its gift and its mage; nothing else is offered; Italian and English.
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Action } from "@/engine/incantesium";
import { IncSpiritCast } from "@/components/incantesium/IncSpiritCast";
import { NO_PICK, spiritStep, tapCard, type SpiritPick } from "@/components/incantesium/spiritPick";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { some, specOf, Table } from "../incantesium/dsl";

/** Seat 1 a spirit holding four Luce, an Aria and a Buio; the flow's top is Luce, seats 0 and 2 in play. */
function spirit() {
  const t = new Table({
    hands: [some("luce", 4), ["terra 1"], some("acqua", 4)],
    flow: ["fuoco 1"],
    mana: ["buio 1", "aria 1", "luce 3", "luce 1c", "luce 1", "luce 2"],
    spirits: true,
  });
  t.cast(0, "luce 1");
  t.cast(1, "terra 1");
  t.cast(2, "acqua 1");
  const s = structuredClone(t.state);
  s.seats[1]!.hand.push(...s.mana.splice(-6));
  t.state = s;
  t.cast(0, "luce 1");
  return { legal: t.legal(1), hand: t.state.seats[1]!.hand };
}

describe("a spirit's cast, picked then confirmed", () => {
  const { legal, hand } = spirit();
  const casts = legal.filter((a): a is Extract<Action, { type: "spiritCast" }> => a.type === "spiritCast");

  it("every legal cast is reached by tapping its cards, its gift and its mage; each step offers only what is legal", () => {
    expect(casts.length).toBeGreaterThan(12);
    for (const cast of casts) {
      let pick: SpiritPick = NO_PICK;
      for (const card of cast.cards) {
        const id = hand.find((c) => specOf(c) === specOf(card) && !pick.cards.includes(c))!;
        expect(spiritStep(legal, hand, pick).tappable.has(id)).toBe(true);
        pick = tapCard(pick, id);
      }
      const step = spiritStep(legal, hand, pick);
      const gift = step.gifts.find((c) => specOf(c) === specOf(cast.gift!))!;
      expect(gift).toBeDefined();
      pick = { ...pick, gift };
      expect(spiritStep(legal, hand, pick).targets).toEqual([0, 2]);
      pick = { ...pick, to: cast.to! };
      expect(spiritStep(legal, hand, pick).action).toEqual(cast);
    }
    // The fourth Luce of the hand (the cap kept the first three): tappable first, cast last.
    const fourth = hand.find((c) => specOf(c) === "luce 3")!;
    expect(spiritStep(legal, hand, NO_PICK).tappable.has(fourth)).toBe(true);
    // Not of the element, or a fourth Luce once three are picked: not tappable; untapping frees it again.
    const aria = hand.find((c) => specOf(c) === "aria 1")!;
    expect(spiritStep(legal, hand, NO_PICK).tappable.has(aria)).toBe(false);
    const luce = hand.filter((c) => specOf(c).startsWith("luce"));
    const three = luce.slice(0, 3).reduce(tapCard, NO_PICK);
    expect(spiritStep(legal, hand, three).tappable.has(luce[3]!)).toBe(false);
    expect(spiritStep(legal, hand, tapCard(three, luce[0]!)).tappable.has(luce[3]!)).toBe(true);
    // Three picked: any card left may be given, the Luce not tapped too.
    expect(spiritStep(legal, hand, three).gifts.map(specOf).sort()).toEqual(
      ["aria 1", "buio 1", specOf(luce[3]!)].sort(),
    );
  });

  it("reads in Italian first, then English", () => {
    const html = (locale: "it" | "en") => {
      const messages = locale === "it" ? it_ : en;
      const tr = createTranslator({ locale, messages, namespace: "incantesium" });
      return renderToStaticMarkup(
        createElement(NextIntlClientProvider, {
          locale,
          messages,
          timeZone: "Europe/Rome",
          children: createElement(IncSpiritCast, {
            legal: casts,
            hand,
            label: (seat: number) => `#${seat}`,
            tr: (key, params) => tr(key as never, params as never),
            busy: false,
            onCast: () => {},
          }),
        }),
      );
    };
    expect(html("it")).toContain("Lancia tre incantesimi (spirito)");
    expect(html("en")).toContain("Cast three spells (spirit)");
    // The whole hand is shown, nothing picked yet.
    expect([...html("it").matchAll(/data-testid="inc-spirit-card"/g)]).toHaveLength(6);
  });
});
