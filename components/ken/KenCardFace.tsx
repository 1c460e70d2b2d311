import type { KenCard } from "@/engine/ken";

export interface KenCardLabels {
  tipo: string;
  morale: string;
  vita: string;
  attacco: string;
  difesa: string;
  resistenza: string;
  verdi: string;
  ocra: string;
  limitazione: string;
  bordoGiallo: string;
  unica: string;
}

/** Background by Allineamento Morale ("Rosso per i Malvagi, Blu per i Buoni, Grigio per i Neutrali"). */
const TINT = { buona: "#dbeafe", malvagia: "#fee2e2", neutrale: "#e7e5e4" } as const;
const INK = { buona: "#1d4ed8", malvagia: "#b91c1c", neutrale: "#57534e" } as const;

/** A Ken card drawn from its list fields; the yellow border when it has one ("Carte Bordo Giallo"). */
export function KenCardFace({ card, labels }: { card: KenCard; labels: KenCardLabels }) {
  const [first, second] = [card.morale[0] ?? "neutrale", card.morale[1] ?? card.morale[0] ?? "neutrale"];
  const values: [string, string | number | null][] = [
    [labels.attacco, card.attacco],
    [labels.difesa, card.difesa],
    [
      labels.resistenza,
      card.vita === "none" ? card.resistenza : `${labels.vita}${card.resistenza !== null ? ` ${card.resistenza}` : ""}`,
    ],
  ];
  return (
    <article
      className="flex min-h-56 w-full flex-col gap-1 rounded-xl border-4 p-2 text-[13px] shadow"
      style={{
        borderColor: card.bordo_giallo ? "#facc15" : INK[first],
        background: `linear-gradient(160deg, ${TINT[first]}, white 50%, ${TINT[second]})`,
      }}
      data-testid="ken-card"
      aria-label={`${card.nome} (${card.tipo})`}
    >
      <header style={{ color: INK[first] }}>
        <h3 className="text-sm font-bold leading-tight">{card.nome}</h3>
        <p className="text-[11px] italic text-stone-600">
          {labels.tipo}
          {card.scuola.length > 0 && ` · ${card.scuola.join(" / ")}`}
          {card.cognome && ` · ${card.cognome}`} · {labels.morale}
        </p>
      </header>
      {values.some(([, v]) => v !== null) && (
        <dl className="flex gap-2 text-xs">
          {values
            .filter(([, v]) => v !== null)
            .map(([label, v]) => (
              <div key={label} className="rounded bg-white/70 px-1.5">
                <dt className="inline text-stone-500">{label} </dt>
                <dd className="inline font-bold">{v}</dd>
              </div>
            ))}
        </dl>
      )}
      {card.capacita && <p className="whitespace-pre-line">{card.capacita}</p>}
      {card.limitazione && (
        <p className="text-xs text-stone-700">
          <span className="font-semibold">{labels.limitazione}:</span> {card.limitazione}
        </p>
      )}
      <footer className="mt-auto flex flex-wrap gap-1 text-xs">
        {card.punti_ordine.verdi > 0 && (
          <span className="rounded-full bg-green-700 px-1.5 font-bold text-white" title={labels.verdi}>
            {card.punti_ordine.verdi}
          </span>
        )}
        {card.punti_ordine.ocra > 0 && (
          <span className="rounded-full bg-amber-600 px-1.5 font-bold text-white" title={labels.ocra}>
            {card.punti_ordine.ocra}
          </span>
        )}
        {card.unica && <span className="rounded bg-stone-800 px-1.5 text-white">{labels.unica}</span>}
        {card.bordo_giallo && <span className="rounded bg-yellow-300 px-1.5">{labels.bordoGiallo}</span>}
      </footer>
    </article>
  );
}
