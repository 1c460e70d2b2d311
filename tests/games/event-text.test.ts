// The game log reads as sentences in the player's language (issue #7 §1: "a readable log").
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { eventText } from "@/components/kartomantik/game/eventText";
import { messagesFor } from "@/i18n/messages";

const tr = (locale: "it" | "en") => {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "game" });
  return (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
};
const who = (p: number) => (p === 0 ? "Alba" : "Bice");
const card = (id: string, def?: string) => (def === "bzd-001" ? "Mormorio di Licheni" : id);

describe("game log lines", () => {
  it("Italian first, English second; hidden moves and automatic passes say nothing", () => {
    expect(
      eventText(
        { type: "played", player: 1, card: "c1", def: "bzd-001", targets: [], tribute: [] },
        who,
        card,
        tr("it"),
      ),
    ).toBe("Bice gioca Mormorio di Licheni");
    expect(eventText({ type: "drew", player: 0, cards: ["?", "?"] }, who, card, tr("it"))).toBe("Alba pesca 2 carte");
    expect(
      eventText({ type: "confrontation", totals: [5, 3], winner: 0, byTemperament: false }, who, card, tr("en")),
    ).toBe("Confrontation 5 to 3: Alba wins");
    expect(
      eventText({ type: "confrontation", totals: [4, 4], winner: null, byTemperament: false }, who, card, tr("it")),
    ).toBe("Confronto 4 a 4: stallo");
    expect(eventText({ type: "manual", player: 1, move: { op: "points", delta: 5 } }, who, card, tr("it"))).toBe(
      "✋ mossa manuale di Bice: +5",
    );
    expect(
      eventText(
        { type: "moved", card: "c9", def: "?", from: "deck", to: "hand", owner: 1, hidden: true },
        who,
        card,
        tr("it"),
      ),
    ).toBeNull();
    expect(eventText({ type: "passed", player: 0, auto: true }, who, card, tr("it"))).toBeNull();
  });

  it("the manual moves of issue 19 (reveal, look, Support on the stack, First) read in both languages", () => {
    const line = (move: Parameters<typeof eventText>[0] & { type: "manual" }, locale: "it" | "en") =>
      eventText(move, who, card, tr(locale));
    const m = (move: Extract<Parameters<typeof eventText>[0], { type: "manual" }>["move"]) =>
      ({ type: "manual", player: 0, move }) as const;
    expect(line(m({ op: "revealTop", player: 1, n: 3 }), "it")).toBe(
      "✋ mossa manuale di Alba: rivela le prime 3 carte del mazzo di Bice",
    );
    expect(line(m({ op: "look", player: 1, n: 1 }), "it")).toBe(
      "✋ mossa manuale di Alba: guarda la prima carta del mazzo di Bice",
    );
    expect(line(m({ op: "look", player: 1, n: 2 }), "en")).toBe(
      "✋ manual move by Alba: looks at the top 2 cards of Bice's deck",
    );
    expect(line(m({ op: "reveal", card: "c7" }), "en")).toBe("✋ manual move by Alba: reveals c7");
    expect(line(m({ op: "support", card: "c7" }), "it")).toBe("✋ mossa manuale di Alba: c7 in Supporto (in pila)");
    expect(line(m({ op: "move", card: "c7", to: "confrontation", first: true }), "en")).toBe(
      "✋ manual move by Alba: c7 → Confrontation zone as First Manifestation",
    );
  });
});
