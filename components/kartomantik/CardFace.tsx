import { COLORS, TEMPERAMENT_OF_SYMBOL, symbolsOf, type Temperament } from "@/lib/kartomantik/cards/temperaments";
import { CardImage } from "@/components/CardImage";
import type { CardInfo } from "@/lib/kartomantik/cards/localize";
import { readableOn } from "@/components/contrast";
import { EffectText } from "@/components/kartomantik/EffectText";

export interface CardFaceLabels {
  type: string;
  temperament: string;
  power: string;
  points: string;
  tribute: string;
  /** A temperament's name, for the marks in the effect text. */
  temperamentName: (temperament: Temperament) => string;
}

/** A card drawn by us: temperament colours, power/tribute symbols, points and effect text.
 * The catalog image, when it loads, only decorates the art box. */
export function CardFace({ card, labels }: { card: CardInfo; labels: CardFaceLabels }) {
  const main = (card.temperaments[0] ?? "hollow") as Temperament;
  const { ink, glow } = COLORS[main] ?? COLORS.hollow;
  const second = COLORS[(card.temperaments[1] ?? main) as Temperament] ?? COLORS[main];
  const isManifestation = card.type === "manifestation";
  // 4.5:1 for the name on the card's glow and for white on the points badge (yellow inks are lighter).
  const text = readableOn(ink, glow);
  return (
    <article
      className="flex min-h-[21rem] w-full flex-col overflow-hidden rounded-xl border-4 text-[13px] shadow"
      style={{ borderColor: ink, background: `linear-gradient(160deg, ${glow}, white 45%, ${second.glow})` }}
      data-testid="card"
      aria-label={card.name}
    >
      <header className="flex items-start justify-between gap-1 px-2 pt-1.5" style={{ color: text }}>
        <h3 className="text-sm font-bold leading-tight">{card.name}</h3>
        {isManifestation && (
          <span
            className="shrink-0 rounded-full px-1.5 text-sm font-bold text-white"
            style={{ background: readableOn(ink, "#ffffff") }}
            title={labels.points}
          >
            {card.points}
          </span>
        )}
      </header>
      <p className="px-2 text-[11px] italic text-stone-600">
        {labels.type}
        {card.subType ? ` ${card.subType}` : ""} · {labels.temperament}
      </p>
      <div
        className="relative mx-2 my-1 min-h-20 flex-1 overflow-hidden rounded-md"
        style={{ background: `radial-gradient(circle at 30% 30%, white, ${glow})` }}
      >
        {card.imageUrl && <CardImage src={card.imageUrl} />}
      </div>
      <div
        className="mx-2 flex min-h-6 flex-wrap items-center gap-0.5"
        title={isManifestation ? labels.power : labels.tribute}
      >
        {symbolsOf(card.symbols).map((s, i) => {
          const t = TEMPERAMENT_OF_SYMBOL[s] ?? "hollow";
          return (
            <span
              key={i}
              className="inline-block h-3.5 w-3.5 rounded-full border border-white shadow"
              style={{ background: COLORS[t].ink }}
            />
          );
        })}
        <span className="ml-1 text-xs font-semibold" style={{ color: text }}>
          {isManifestation ? `${labels.power} ${card.power}` : `${labels.tribute} ${card.tribute}`}
        </span>
      </div>
      <p className="m-2 mt-1 min-h-[4.5em] whitespace-pre-line rounded bg-white/80 p-1.5 text-[12px] leading-snug">
        <EffectText text={card.effect} name={labels.temperamentName} />
      </p>
      <footer className="px-2 pb-1 text-right text-[10px] text-stone-500">#{card.collectionNumber}</footer>
    </article>
  );
}
