import { cardLabel, cardName, COMBO_SYMBOL, defOf, ELEMENT_SYMBOL, type Tr } from "./cardText";

/** One card as a tile: the element's symbol and name, the power large, the Combo symbol; its
 * accessible name says all three in words. */
export function CardTile({ id, tr, big = false }: { id: string; tr: Tr; big?: boolean }) {
  const def = defOf(id);
  const size = big ? "h-40 w-28 text-lg" : "h-24 w-16 text-xs";
  if (def?.kind === "base")
    return (
      <span
        role="img"
        aria-label={cardLabel(id, tr)}
        data-card={id}
        className={`${size} inc-card inc-${def.element} relative flex flex-col items-center justify-between rounded-lg border-2 border-stone-700 bg-white p-1 font-semibold text-stone-900`}
      >
        <span aria-hidden="true" className={big ? "text-4xl" : "text-xl"}>
          {ELEMENT_SYMBOL[def.element]}
        </span>
        <span aria-hidden="true" className={big ? "text-5xl font-black" : "text-2xl font-black"}>
          {def.power}
        </span>
        <span aria-hidden="true" className="leading-none">
          {tr(`element.${def.element}`)}
          {def.combo && <span className="ml-0.5 font-black">{COMBO_SYMBOL}</span>}
        </span>
      </span>
    );
  return (
    <span
      role="img"
      aria-label={cardLabel(id, tr)}
      data-card={id}
      className={`${size} flex flex-col items-center justify-center rounded-lg border-2 border-dashed border-stone-700 bg-amber-50 p-1 text-center font-semibold leading-tight text-stone-900 [overflow-wrap:anywhere]`}
    >
      <span aria-hidden="true" className={big ? "" : "text-[0.65rem]"}>
        {cardName(id, tr)}
      </span>
    </span>
  );
}
