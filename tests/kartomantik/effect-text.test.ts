// A card's effect text shows temperament tokens as the temperaments' marks (components/kartomantik/EffectText.tsx):
// "{H}{H}" in the catalog is two Vacuo marks, never the braces.
import { describe, expect, it } from "vitest";
import { effectParts } from "@/components/kartomantik/EffectText";

describe("effect text tokens", () => {
  it("splits every temperament token out of the text, in order", () => {
    expect(effectParts("Paga {H}{H}: questa manifestazione prende +2 forza.")).toEqual([
      { text: "Paga " },
      { temperament: "hollow" },
      { temperament: "hollow" },
      { text: ": questa manifestazione prende +2 forza." },
    ]);
    expect(effectParts("{G}{R}{B}{Y}{P}{T}").map((p) => ("temperament" in p ? p.temperament : p.text))).toEqual([
      "phlegmatic",
      "choleric",
      "vitreous",
      "capricious",
      "melancholic",
      "transcendent",
    ]);
  });

  it("leaves text without tokens, and braces that name no temperament, as written", () => {
    expect(effectParts("Supporto.")).toEqual([{ text: "Supporto." }]);
    expect(effectParts("{X} e {note}")).toEqual([{ text: "{X}" }, { text: " e {note}" }]);
    expect(effectParts("")).toEqual([]);
  });
});
