"use client";
// A card on the game table, sized for a phone: temperament colour, name, power (with the base power
// when an effect changed it), points, exhausted look, counters, First Manifestation mark. Every
// state has a word or a symbol besides its colour, and the whole card has a spoken name.
import { useTranslations } from "next-intl";
import { useMemoTranslations } from "@/components/memoTranslator";
import type { CardView } from "@/engine/kartomantik";
import { FitText } from "@/components/FitText";
import { readableOn } from "@/components/contrast";
import { COLORS, type Temperament } from "@/lib/kartomantik/cards/temperaments";

/** What the catalog adds to an engine card (optional: the page may pass it by card id). */
export interface CardExtra {
  points?: number;
  temperaments?: string[];
  effect?: string;
}

type Size = "sm" | "md";
const BOX: Record<Size, string> = {
  sm: "w-[4.1rem] h-[5.4rem] text-[10px]",
  md: "w-[4.7rem] h-[6.3rem] text-[11px]",
};

export function GameCard({
  card,
  name,
  extra,
  size = "md",
  highlight = false,
  playable = false,
  selected = false,
  onTap,
}: {
  card: CardView;
  name: string;
  extra?: CardExtra;
  size?: Size;
  /** Something asks about this card now (a decision's option). */
  highlight?: boolean;
  /** A legal action uses this card. */
  playable?: boolean;
  selected?: boolean;
  onTap?: () => void;
}) {
  const t = useMemoTranslations("game");
  const tTemp = useTranslations("temperaments");
  const temperament = (card.temperament ?? extra?.temperaments?.[0] ?? null) as Temperament | null;
  const { ink, glow } = temperament ? (COLORS[temperament] ?? COLORS.hollow) : { ink: "#57534e", glow: "#e7e5e4" };
  const manifestation = card.type === "manifestation";
  const changed =
    manifestation && card.basePower !== undefined && card.power !== undefined && card.power !== card.basePower;
  const up = changed && card.power! > card.basePower!;
  const counters = Object.entries(card.counters).filter(([, n]) => n !== 0);
  const first = card.enteredAs === "first";
  const typeWord = manifestation ? "" : t(`typeShort.${card.type}` as never);
  const spoken = [
    name,
    manifestation && card.power !== undefined
      ? `${t("power", { power: card.power })}${changed ? ` (${t("base", { power: card.basePower! })})` : ""}`
      : typeWord,
    extra?.points !== undefined && manifestation ? t("points", { points: extra.points }) : "",
    temperament ? tTemp(temperament as never) : "",
    first ? t("firstLong") : "",
    card.exhausted ? t("exhausted") : "",
    card.shown ? t("shown") : "",
    ...counters.map(([k, n]) => t("counters", { name: k, count: n })),
    highlight ? t("askedAbout") : "",
    playable ? t("playable") : "",
  ]
    .filter(Boolean)
    .join(", ");
  const ring = selected
    ? "ring-4 ring-accent"
    : highlight
      ? "ring-4 ring-amber-400"
      : playable
        ? "ring-2 ring-accent/60"
        : "";
  const body = (
    <>
      {/* The name has the card's whole width and the height above the bottom row: it shrinks to fit
          there (never broken inside a word, never cut), the points sit in the bottom row. */}
      <FitText text={name} className="min-h-0 flex-1 text-left font-semibold leading-tight" style={{ color: ink }} />
      <span className="flex items-end justify-between gap-0.5">
        {manifestation && card.power !== undefined ? (
          <span className="flex flex-col items-start leading-none">
            <span className="text-[1.6em] font-black tabular-nums" style={{ color: ink }}>
              {card.power}
              {changed && <span className="text-[0.55em]">{up ? "▲" : "▼"}</span>}
            </span>
            {changed && (
              <span className="text-[0.85em] text-stone-600 tabular-nums">{t("base", { power: card.basePower! })}</span>
            )}
          </span>
        ) : (
          <span className="text-[0.8em] uppercase text-stone-600">{typeWord}</span>
        )}
        <span className="flex flex-col items-end gap-0.5">
          {manifestation && extra?.points !== undefined && (
            // White on the ink, darkened where the ink is too light for it (the capricious yellow, the transcendent
            // pink): 4.5:1, as the draft's tiles.
            <span
              className="rounded-full px-1 font-bold leading-4 text-white tabular-nums"
              style={{ background: readableOn(ink, "#ffffff") }}
            >
              {extra.points}
            </span>
          )}
          {first && <span className="rounded bg-stone-800 px-1 font-bold text-white">{t("firstShort")}</span>}
          {counters.map(([k, n]) => (
            <span key={k} className="rounded bg-white/90 px-1 font-bold tabular-nums ring-1 ring-stone-400" title={k}>
              ◆{n}
            </span>
          ))}
        </span>
      </span>
      {card.exhausted && (
        <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 bg-stone-800/80 py-0.5 text-center text-[0.9em] font-bold uppercase text-white">
          {t("exhausted")}
        </span>
      )}
      {card.shown && (
        <span className="absolute inset-x-0 bottom-0 rounded-b-md bg-amber-200/90 text-center text-[0.85em]">
          {t("shown")}
        </span>
      )}
      {/* Not by its ring's colour alone: a decision's card carries a mark too. */}
      {highlight && !selected && (
        <span
          aria-hidden
          className="absolute -left-1.5 -top-1.5 rounded-full bg-amber-400 px-1 text-[0.9em] font-black leading-4 text-stone-900"
          data-testid="card-asked"
        >
          ?
        </span>
      )}
      {playable && !selected && (
        <span
          aria-hidden
          className="absolute -bottom-1.5 -right-1.5 rounded-full bg-accent px-1 text-[0.9em] leading-4 text-white"
        >
          ▶
        </span>
      )}
    </>
  );
  const className = `relative flex shrink-0 flex-col rounded-lg border-2 p-1 shadow-sm ${BOX[size]} ${card.exhausted ? "opacity-75 grayscale-[40%]" : ""} ${ring}`;
  const style = { borderColor: ink, background: `linear-gradient(160deg, ${glow}, white 65%)` };
  if (onTap)
    return (
      <button
        type="button"
        className={className}
        style={style}
        onClick={onTap}
        aria-pressed={selected}
        aria-label={spoken}
        title={extra?.effect}
        data-card={card.def}
      >
        {/* Named by the spoken sentence; the drawing's fragments ("4", "◆1") are not its words
            (axe: label-content-name-mismatch). */}
        <span aria-hidden="true" className="contents">
          {body}
        </span>
      </button>
    );
  return (
    <div className={className} style={style} role="img" aria-label={spoken} title={extra?.effect} data-card={card.def}>
      {body}
    </div>
  );
}

/** A face-down card (the opponent's hand, a secret First Manifestation). */
export function CardBack({ size = "md", label }: { size?: Size | "xs"; label: string }) {
  const box = size === "xs" ? "w-5 h-7" : BOX[size];
  return (
    <div
      className={`flex shrink-0 items-center justify-center rounded-md border-2 border-stone-700 text-stone-200 ${box}`}
      style={{ background: "repeating-linear-gradient(45deg, #3b2f4a, #3b2f4a 4px, #52406a 4px, #52406a 8px)" }}
      role="img"
      aria-label={label}
      title={label}
    >
      {size !== "xs" && <span className="text-lg font-black">?</span>}
    </div>
  );
}

/** An empty Interzone slot. */
export function EmptySlot({ size = "md", slot, label }: { size?: Size | "flat"; slot: number; label: string }) {
  const box = size === "flat" ? "h-8 w-[4.1rem] text-sm" : `${BOX[size]} text-lg`;
  return (
    <div
      className={`flex shrink-0 items-center justify-center rounded-lg border-2 border-dashed border-stone-300 text-stone-500 ${box}`}
      aria-label={label}
      role="img"
    >
      <span className="font-bold">{slot}</span>
    </div>
  );
}
