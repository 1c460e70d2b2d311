// A card's effect text with its temperament tokens ("{H}{H}", as the catalog writes costs inside effects) drawn
// as the temperaments' marks (cardMarks.ts) in their colours, each named for screen readers ("Vacuo"), as the
// draft's tiles draw a card's own cost. Any other brace stays as written.
import { Fragment } from "react";
import { TEMPERAMENT_MARK } from "@/components/kartomantik/cardMarks";
import { readableOn } from "@/components/contrast";
import { COLORS, TEMPERAMENT_OF_SYMBOL, type Temperament } from "@/lib/kartomantik/cards/temperaments";

/** The text split into plain runs and temperament tokens, in order. */
export function effectParts(text: string): ({ text: string } | { temperament: Temperament })[] {
  return text
    .split(/(\{[A-Z]\})/)
    .filter(Boolean)
    .map((part) => {
      const temperament = /^\{[A-Z]\}$/.test(part) ? TEMPERAMENT_OF_SYMBOL[part[1]!] : undefined;
      return temperament ? { temperament } : { text: part };
    });
}

/** `name`: a temperament's name in the reader's language. The marks are at 4.5:1 on white (the effect box). */
export function EffectText({ text, name }: { text: string; name: (temperament: Temperament) => string }) {
  return effectParts(text).map((part, i) =>
    "text" in part ? (
      <Fragment key={i}>{part.text}</Fragment>
    ) : (
      <span
        key={i}
        role="img"
        aria-label={name(part.temperament)}
        title={name(part.temperament)}
        data-temperament={part.temperament}
        className="font-bold"
        style={{ color: readableOn(COLORS[part.temperament].ink, "#ffffff") }}
      >
        {TEMPERAMENT_MARK[part.temperament]}
      </span>
    ),
  );
}
