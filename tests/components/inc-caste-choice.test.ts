// The phones' caste chooser (components/incantesium/IncCasteChoice.tsx; README ruling K5: "È possibile scegliere,
// prima di iniziare a giocare, la casta di maghi a cui appartenere"): the mage choosing gets one button per free
// caste, its name and its ability, in Italian and in English; every other phone (and the spectator's) sees the order
// from the dealer's left, who chose what, who is choosing, and the free castes without a button.
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { actor, apply, createGame, isRuleError, legalActions, viewFor, type GameState } from "@/engine/incantesium";
import { IncCasteChoice } from "@/components/incantesium/IncCasteChoice";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";

const NAMES = ["Giovanni", "Stefano", "Luca"];

/** A table of three, the dealer drawn; the first mage to choose took Ventaria. */
function table(): GameState {
  const s = createGame({ seed: 3, mode: "ffa", players: 3, castes: true, castesChosen: true });
  const r = apply(s, { type: "chooseCaste", seat: actor(s)!, caste: "casta-ventaria" });
  if (isRuleError(r)) throw new Error(r.code);
  return r.state;
}

function render(s: GameState, viewer: number | "spectator", locale: "it" | "en") {
  const messages = locale === "it" ? it_ : en;
  const tr = createTranslator({ locale, messages, namespace: "incantesium" });
  const me = typeof viewer === "number" ? viewer : null;
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages,
      timeZone: "Europe/Rome",
      children: createElement(IncCasteChoice, {
        view: viewFor(s, viewer),
        legal: me === null ? [] : legalActions(s, me),
        label: (seat: number) => (seat === me ? tr("you") : NAMES[seat]!),
        tr: (key, params) => tr(key as never, params as never),
        busy: false,
        onChoose: () => {},
      }),
    }),
  );
}

const buttons = (html: string) => [...html.matchAll(/data-testid="inc-caste-option" data-action="([^"]+)"/g)].length;

describe("the caste chooser", () => {
  const s = table();
  const first = (s.dealer + 1) % 3;
  const choosing = actor(s)!;
  const other = (choosing + 1) % 3;

  it("the mage choosing: one button per free caste with its name and ability (Italian)", () => {
    const html = render(s, choosing, "it");
    expect(html).toContain("Scegli la tua casta");
    expect(buttons(html)).toBe(5);
    expect(html).not.toContain(
      'data-action="{&quot;type&quot;:&quot;chooseCaste&quot;,&quot;seat&quot;:' +
        choosing +
        ",&quot;caste&quot;:&quot;casta-ventaria",
    );
    for (const caste of ["voltafiamma", "liquido", "spaccaterra", "oscurante", "animaluce"] as const) {
      expect(html).toContain(it_.incantesium.caste[caste]);
      expect(html).toContain(it_.incantesium.casteAbility[caste]);
    }
    expect(html).toContain("Si cura di 1 quando chiunque lancia un Incantesimo Base di Buio che segue il flusso.");
  });

  it("in English too", () => {
    const html = render(s, choosing, "en");
    expect(html).toContain("Choose your caste");
    expect(html).toContain(en.incantesium.casteAbility.voltafiamma);
    expect(buttons(html)).toBe(5);
  });

  it("another phone and the spectator: who chose what, who is choosing, the free castes without buttons", () => {
    for (const viewer of [other, "spectator"] as const) {
      const html = render(s, viewer, "it");
      expect(buttons(html)).toBe(0);
      expect(html).toContain(`${NAMES[choosing]} sta scegliendo`);
      // The order from the dealer's left: the first chose Ventaria, the others are yet to choose.
      const seats = [...html.matchAll(/<li data-seat="(\d)" data-caste="([^"]*)"/g)].map((m) => [Number(m[1]), m[2]]);
      expect(seats).toEqual([0, 1, 2].map((i) => (first + i) % 3).map((p) => [p, p === first ? "casta-ventaria" : ""]));
      expect(html).toMatch(
        new RegExp(
          `data-seat="${first}" data-caste="casta-ventaria"[^>]*>${NAMES[first]}: <span data-card-chip="casta-ventaria"`,
        ),
      );
      expect(html).toContain(it_.incantesium.casteAbility.liquido);
    }
  });
});

describe("the projector's line of a table choosing its castes", () => {
  it("who is choosing and who chose what (public: castes are face up)", async () => {
    const { IncProjectorGems } = await import("@/components/incantesium/IncProjectorGems");
    const seat = (seatId: string, name: string, caste: string | null, side: number) => ({
      seatId,
      name,
      handCount: 0,
      out: false,
      side,
      caste,
    });
    const live = {
      matchId: "m1",
      gameId: "g1",
      status: "running" as const,
      round: 0,
      seats: [seat("a", "Giovanni", "casta-oscurante", 0), seat("b", "Stefano", null, 1)],
      gems: [0, 0],
      won: [0, 0],
      choosingCastes: true,
      waitingFor: 1,
      winner: null,
      seq: 2,
    };
    const match = {
      seats: [
        { place: 0, seatId: "a", side: 0 },
        { place: 1, seatId: "b", side: 1 },
      ],
    };
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider, {
        locale: "it",
        messages: it_,
        timeZone: "Europe/Rome",
        children: createElement(IncProjectorGems, { match: match as never, live }),
      }),
    );
    expect(html).toContain("Stefano sta scegliendo");
    expect(html).toContain("Giovanni: Oscurante");
  });
});
