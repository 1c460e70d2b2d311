import { useTranslations } from "next-intl";
import { COLORS, TEMPERAMENT_OF_SYMBOL, symbolsOf, type Temperament } from "@/lib/kartomantik/cards/temperaments";
import type { CardInfo } from "@/lib/kartomantik/cards/localize";
import { TEMPERAMENT_MARK } from "@/components/kartomantik/cardMarks";
import { readableOn } from "@/components/contrast";

type Size = "sm" | "md" | "lg";

// The name gets the tile's whole width (points and symbols share the bottom row), so words break
// only between words. On the projector the text scales with the tile (container units): the same
// board fits a 1280 px and a 1920 px screen without breaking "Segnavento" in two.
const NAME: Record<Size, string> = {
  sm: "text-xs",
  md: "text-sm",
  // By width and by height: the sets' longest word ("Responsabilizzare", 8.7 em in DejaVu Sans semibold, wider than
  // the usual system fonts) fits 10 cqw, and the height is the board's (--tile-type: the share of the screen's height
  // its rows leave a name of two lines, ≥ 2.6 vh, read from 5 m).
  lg: "text-[clamp(0.8rem,min(10cqw,var(--tile-type,3.5vh)),2.6rem)]",
};
// A will's type ("Persistente") on the projector: in the bottom row where a manifestation has its points, as large as
// the name (the board's tiles are at least a quarter of the screen's width: the type word, ≈ 6 em, and the marks fit).
const TYPE_LG = NAME.lg;
const DOT: Record<Size, string> = { sm: "text-[0.7rem]", md: "text-xs", lg: "text-[min(7cqw,2.4vh)]" };
const BADGE: Record<Size, string> = {
  sm: "text-xs px-1.5",
  md: "text-sm px-1.5",
  lg: "text-[clamp(0.8rem,min(10cqw,var(--tile-type,3.5vh)),2.6rem)] px-[min(3cqw,1vh)]",
};

const DIM_BACKGROUND = "#f5f5f4";

/** A compact card for tables and hands: name, temperament colour, points, power or tribute. What a
 * screen reader says is one sentence (name, points, power or tribute, temperaments, `state`). A
 * button holding a tile is named by the card's name and passes `describedBy`: the tile then gives
 * that id to the rest of the sentence, the button's description. */
export function CardTile({
  card,
  highlight = false,
  dim = false,
  size = "md",
  state,
  describedBy,
}: {
  card: CardInfo | undefined;
  highlight?: boolean;
  dim?: boolean;
  size?: Size;
  /** Said after the card, e.g. "all'asta". */
  state?: string;
  describedBy?: string;
}) {
  const t = useTranslations("card");
  const tTemp = useTranslations("temperaments");
  if (!card) return <div className="rounded-lg border border-dashed border-stone-300 p-2 text-stone-500">?</div>;
  const { ink, glow } = COLORS[(card.temperaments[0] ?? "hollow") as Temperament] ?? COLORS.hollow;
  const manifestation = card.type === "manifestation";
  // The card under auction must stand out from 5 m, whatever its own border colour.
  // A dimmed tile (not the one under auction) loses its glow, not its legibility: no opacity, a flat
  // background and the name's ink darkened to 4.5:1 on it (yellow and green inks are faint from 5 m).
  const background = dim ? DIM_BACKGROUND : `linear-gradient(160deg, ${glow}, white 60%)`;
  const nameInk = readableOn(ink, dim ? DIM_BACKGROUND : glow);
  // White on the ink: darkened where the ink is too light for it (yellow, green).
  const badge = readableOn(ink, "#ffffff");
  // A temperament's mark in its colour, at 4.5:1 on what lies under it: the flat grey of a dimmed tile, else the
  // white the glow fades to at the bottom row (the capricious yellow ★ and transcendent pink ✚ darkened).
  const markInk = (temperament: Temperament) => readableOn(COLORS[temperament].ink, dim ? DIM_BACKGROUND : "#ffffff");
  const details = [
    manifestation ? `${card.points} ${t("points")}` : t(`willShort.${card.type}` as never),
    card.power !== null ? `${t("power")} ${card.power}` : "",
    card.tribute !== null ? `${t("tribute")} ${card.tribute}` : "",
    card.temperaments.map((x) => tTemp(x as never)).join(" / "),
    state ?? "",
  ]
    .filter(Boolean)
    .join(", ");
  const ring = highlight
    ? size === "lg"
      ? "outline outline-[0.7vh] outline-offset-[0.3vh] outline-stone-900"
      : "ring-4 ring-amber-400"
    : "";
  return (
    <div
      className={`flex h-full min-w-0 flex-col rounded-lg border-2 p-1.5 [container-type:inline-size] ${ring}`}
      style={{ borderColor: dim ? `${ink}80` : ink, background }}
      data-testid="card-tile"
      data-card-id={card.id}
      data-highlight={highlight || undefined}
      data-dim={dim || undefined}
      title={card.effect}
    >
      {/* A word breaks only when it is longer than the whole tile; "anywhere" also keeps such a
          word from widening its grid cell (a phone's browser would zoom the page out). */}
      <span
        aria-hidden="true"
        className={`min-w-0 font-semibold leading-tight [overflow-wrap:anywhere] ${NAME[size]}`}
        style={{ color: nameInk }}
      >
        {card.name}
      </span>
      <div className="mt-auto flex flex-wrap items-center gap-0.5 pt-1" aria-hidden="true">
        {symbolsOf(card.symbols).map((s, i) => {
          const temperament = TEMPERAMENT_OF_SYMBOL[s] ?? "hollow";
          return (
            <span
              key={i}
              className={`inline-block shrink-0 leading-none ${DOT[size]}`}
              style={{ color: markInk(temperament) }}
              data-temperament={temperament}
            >
              {TEMPERAMENT_MARK[temperament]}
            </span>
          );
        })}
        {!manifestation && size !== "lg" && (
          <span className="ml-1 truncate text-[0.65rem] uppercase tracking-wide text-stone-500" data-testid="card-type">
            {t(`willShort.${card.type}`)}
          </span>
        )}
        {!manifestation && size === "lg" && (
          <span
            className={`ml-auto truncate font-medium leading-tight text-stone-600 ${TYPE_LG}`}
            data-testid="card-type"
          >
            {t(`willShort.${card.type}`)}
          </span>
        )}
        {manifestation && (
          <span
            className={`ml-auto shrink-0 rounded-full font-bold text-white ${BADGE[size]}`}
            style={{ background: badge }}
            data-testid="card-points"
          >
            {card.points}
          </span>
        )}
      </div>
      {describedBy ? (
        // Referenced by the button (a description may come from hidden text); not part of its name.
        <span className="sr-only" id={describedBy} aria-hidden="true">
          {details}
        </span>
      ) : (
        <span className="sr-only">{`${card.name}, ${details}`}</span>
      )}
    </div>
  );
}
