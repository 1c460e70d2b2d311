import { cardLabel, cardName, COMBO_SYMBOL, defOf, ELEMENT_STYLE, elementOf, type Tr } from "./cardText";
import { ElementGlyph } from "./ElementGlyph";
import { FitText } from "@/components/FitText";

/** One card as a tile: a base spell in its element's colours with the element's glyph and name, the power
 * large, the Combo symbol; its accessible name says all of it in words. */
export function CardTile({ id, tr, big = false }: { id: string; tr: Tr; big?: boolean }) {
  const def = defOf(id);
  const size = big ? "h-40 w-28 text-lg" : "h-24 w-16 text-xs";
  if (def?.kind === "base") {
    const { ink, paper } = ELEMENT_STYLE[def.element];
    return (
      <span
        role="img"
        aria-label={cardLabel(id, tr)}
        data-card={id}
        data-element={def.element}
        style={{ color: ink, backgroundColor: paper, borderColor: ink }}
        className={`${size} inc-card relative flex flex-col items-center justify-between rounded-lg border-2 p-1 font-semibold`}
      >
        <ElementGlyph element={def.element} className={big ? "h-10 w-10" : "h-6 w-6"} />
        <span aria-hidden="true" className={big ? "text-5xl font-black" : "text-2xl font-black"}>
          {def.power}
        </span>
        <span aria-hidden="true" className="leading-none">
          {tr(`element.${def.element}`)}
          {def.combo && <span className="ml-0.5 font-black">{COMBO_SYMBOL}</span>}
        </span>
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={cardLabel(id, tr)}
      data-card={id}
      className={`${size} flex flex-col items-center justify-center rounded-lg border-2 border-dashed border-stone-700 bg-amber-50 p-1 text-center font-semibold leading-tight text-stone-900`}
    >
      {/* Shrunk until its longest word fits the tile: "Copia Incantesimo" on a 64-px tile broke as "Incantes|imo". */}
      <span aria-hidden="true" className={`flex max-h-full w-full min-h-0 flex-col ${big ? "" : "text-[0.65rem]"}`}>
        <FitText text={cardName(id, tr)} className="min-h-0 text-center" />
      </span>
    </span>
  );
}

/** A card named in a line of text (another mage's hand, the Combo, a caste): its name, in its element's
 * colours with the glyph when it has an element. The name is the text a screen reader reads. */
export function CardChip({ id, tr }: { id: string; tr: Tr }) {
  const element = elementOf(id);
  if (!element) return <span data-card-chip={id}>{cardName(id, tr)}</span>;
  const { ink, paper } = ELEMENT_STYLE[element];
  return (
    <span
      data-card-chip={id}
      data-element={element}
      style={{ color: ink, backgroundColor: paper }}
      className="inline-flex items-center gap-0.5 whitespace-nowrap rounded px-1 font-semibold"
    >
      <ElementGlyph element={element} className="h-3.5 w-3.5" />
      {cardName(id, tr)}
    </span>
  );
}

/** Cards in a line, each a chip, `separator` between them. */
export function CardChips({ ids, tr, separator = " " }: { ids: string[]; tr: Tr; separator?: string }) {
  return (
    <>
      {ids.map((id, i) => (
        <span key={`${id}-${i}`}>
          {i > 0 && separator}
          <CardChip id={id} tr={tr} />
        </span>
      ))}
    </>
  );
}
