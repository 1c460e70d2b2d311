"use client";
// Choosing the castes before the challenge (README ruling K5: "È possibile scegliere, prima di iniziare a giocare, la
// casta di maghi a cui appartenere"): every phone, the spectator's and the judge's see the order from the dealer's
// left, who chose what and who is choosing; the mage choosing gets one button per free caste, its name and ability.
import { useTranslations } from "next-intl";
import type { Action, GameView } from "@/engine/incantesium";
import { casteAbility, type Tr } from "./cardText";
import { CardChip } from "./CardTile";

interface Props {
  view: Pick<GameView, "seats" | "dealer" | "turn" | "unusedCastes">;
  /** This viewer's legal actions: the choices, when it is this mage's turn to choose. */
  legal: readonly Action[];
  label: (seat: number) => string;
  tr: Tr;
  busy: boolean;
  onChoose: (action: Action) => void;
}

export function IncCasteChoice({ view, legal, label, tr, busy, onChoose }: Props) {
  const t = useTranslations("incantesium.casteChoice");
  const n = view.seats.length;
  const order = Array.from({ length: n }, (_, i) => (view.dealer + 1 + i) % n);
  const choices = new Map(legal.flatMap((a) => (a.type === "chooseCaste" ? [[a.caste, a] as const] : [])));
  const mine = choices.size > 0;
  return (
    <section
      className="space-y-2 rounded-xl border-2 border-amber-500 bg-amber-50 p-3"
      aria-labelledby="inc-caste-title"
      data-testid="inc-caste-choice"
      data-choosing={view.turn}
    >
      <h2 id="inc-caste-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-sm">{t("help")}</p>
      <p className="font-semibold" data-testid="inc-caste-turn">
        {mine ? t("yours") : t("choosing", { name: label(view.turn) })}
      </p>
      <ol className="space-y-0.5 text-sm" data-testid="inc-caste-seats">
        {order.map((seat) => {
          const caste = view.seats[seat]!.caste;
          return (
            <li
              key={seat}
              data-seat={seat}
              data-caste={caste ?? ""}
              aria-current={seat === view.turn ? "step" : undefined}
              className={seat === view.turn ? "font-bold" : ""}
            >
              {caste ? (
                <>
                  {label(seat)}: <CardChip id={caste} tr={tr} />
                </>
              ) : (
                t("none", { name: label(seat) })
              )}
            </li>
          );
        })}
      </ol>
      <h3 className="font-semibold">{t("free")}</h3>
      <ul className="space-y-1" data-testid="inc-caste-free">
        {view.unusedCastes.map((caste) => {
          const choice = choices.get(caste);
          const body = (
            <>
              <CardChip id={caste} tr={tr} />
              <span className="block text-sm font-normal">{casteAbility(caste, tr)}</span>
            </>
          );
          return (
            <li key={caste} data-caste={caste}>
              {choice ? (
                <button
                  type="button"
                  className="btn min-h-12 w-full text-left"
                  disabled={busy}
                  onClick={() => onChoose(choice)}
                  data-testid="inc-caste-option"
                  data-action={JSON.stringify(choice)}
                >
                  {body}
                </button>
              ) : (
                <p className="rounded-lg bg-white p-2">{body}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
