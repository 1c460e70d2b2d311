import { COLORS, TEMPERAMENT_OF_SYMBOL, symbolsOf, type Temperament } from "@/lib/cards/temperaments";
import type { CardInfo } from "@/lib/cards/localize";

/** A compact card for tables and hands: name, temperament colour, points, power or tribute. */
export function CardTile({ card, highlight = false, size = "md" }: { card: CardInfo | undefined; highlight?: boolean; size?: "sm" | "md" | "lg" }) {
  if (!card) return <div className="rounded-lg border border-dashed border-stone-300 p-2 text-stone-400">?</div>;
  const { ink, glow } = COLORS[(card.temperaments[0] ?? "hollow") as Temperament] ?? COLORS.hollow;
  const manifestation = card.type === "manifestation";
  const text = { sm: "text-xs", md: "text-sm", lg: "text-2xl" }[size];
  // Cost/power dots must read from the back of the room on the projector too.
  const dot = size === "lg" ? "h-5 w-5" : "h-2.5 w-2.5";
  return (
    <div
      className={`flex h-full min-w-0 flex-col rounded-lg border-2 p-1.5 ${text} ${highlight ? "ring-4 ring-amber-400" : ""}`}
      style={{ borderColor: ink, background: `linear-gradient(160deg, ${glow}, white 60%)` }}
      data-testid="card-tile"
      data-card-id={card.id}
      title={card.effect}
    >
      <div className="flex items-start justify-between gap-1">
        {/* A long word ("dell'Indifferenza") breaks inside the tile: unbroken, it widened the grid
            past a phone's screen and the browser zoomed the whole page out. */}
        <span className="min-w-0 font-semibold leading-tight hyphens-auto [overflow-wrap:anywhere]" style={{ color: ink }}>{card.name}</span>
        {manifestation && (
          <span className="shrink-0 rounded-full px-1.5 font-bold text-white" style={{ background: ink }}>
            {card.points}
          </span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-0.5 pt-1">
        {symbolsOf(card.symbols).map((s, i) => (
          <span key={i} className={`inline-block ${dot} rounded-full`} style={{ background: COLORS[TEMPERAMENT_OF_SYMBOL[s] ?? "hollow"].ink }} />
        ))}
        {!manifestation && <span className="ml-1 text-[0.7em] uppercase tracking-wide text-stone-500">{card.type === "persistent_will" ? "P" : "E"}</span>}
      </div>
    </div>
  );
}
