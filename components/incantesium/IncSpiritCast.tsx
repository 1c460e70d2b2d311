"use client";
// A spirit's cast, picked then confirmed (components/incantesium/spiritPick.ts): three cards of one element (the last
// tapped lands on the flow's top), the card to give and the mage in play who gets it, then "Lancia". Every legal cast
// is reachable, however many the hand allows.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Action } from "@/engine/incantesium";
import { cardLabel, type Tr } from "./cardText";
import { CardChip, CardTile } from "./CardTile";
import { NO_PICK, spiritStep, tapCard, type SpiritPick } from "./spiritPick";

interface Props {
  legal: readonly Action[];
  hand: readonly string[];
  label: (seat: number) => string;
  tr: Tr;
  busy: boolean;
  onCast: (action: Action) => void;
}

export function IncSpiritCast({ legal, hand, label, tr, busy, onCast }: Props) {
  const t = useTranslations("incantesium.spiritCast");
  const [pick, setPick] = useState<SpiritPick>(NO_PICK);
  const step = spiritStep(legal, hand, pick);
  return (
    <section
      className="space-y-2 rounded-xl border-2 border-violet-700 bg-violet-50 p-3"
      aria-labelledby="inc-spirit-title"
      data-testid="inc-spirit-cast"
    >
      <h2 id="inc-spirit-title" className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm">{t("help")}</p>
      <ul className="flex flex-wrap gap-1" data-testid="inc-spirit-cards">
        {hand.map((id) => {
          const at = pick.cards.indexOf(id);
          return (
            <li key={id}>
              <button
                type="button"
                className={`relative rounded-lg ${at >= 0 ? "ring-4 ring-violet-600" : ""}`}
                aria-pressed={at >= 0}
                aria-label={at >= 0 ? t("picked", { card: cardLabel(id, tr), n: at + 1 }) : cardLabel(id, tr)}
                disabled={busy || !step.tappable.has(id)}
                onClick={() => setPick(tapCard(pick, id))}
                data-testid="inc-spirit-card"
                data-card={id}
              >
                <CardTile id={id} tr={tr} />
                {at >= 0 && (
                  <span className="absolute -right-1 -top-1 rounded-full bg-violet-700 px-1.5 text-xs font-bold text-white">
                    {at + 1}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {pick.cards.length === 3 && step.gifts.length > 0 && (
        <fieldset className="space-y-1" data-testid="inc-spirit-gifts">
          <legend className="font-semibold">{t("gift")}</legend>
          <div className="flex flex-wrap gap-2">
            {step.gifts.map((id) => (
              <button
                key={id}
                type="button"
                className={`btn-quiet min-h-11 ${pick.gift === id ? "ring-4 ring-violet-600" : ""}`}
                aria-pressed={pick.gift === id}
                disabled={busy}
                onClick={() => setPick({ ...pick, gift: id, to: null })}
                data-testid="inc-spirit-gift"
                data-card={id}
              >
                <CardChip id={id} tr={tr} />
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {step.targets.length > 0 && (
        <fieldset className="space-y-1" data-testid="inc-spirit-targets">
          <legend className="font-semibold">{t("to")}</legend>
          <div className="flex flex-wrap gap-2">
            {step.targets.map((seat) => (
              <button
                key={seat}
                type="button"
                className={`btn-quiet min-h-11 ${pick.to === seat ? "ring-4 ring-violet-600" : ""}`}
                aria-pressed={pick.to === seat}
                disabled={busy}
                onClick={() => setPick({ ...pick, to: seat })}
                data-testid="inc-spirit-target"
                data-seat={seat}
              >
                {label(seat)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          className="btn min-h-12 flex-1"
          disabled={busy || !step.action}
          onClick={() => {
            if (!step.action) return;
            setPick(NO_PICK);
            onCast(step.action);
          }}
          data-testid="inc-spirit-confirm"
          data-action={step.action ? JSON.stringify(step.action) : ""}
        >
          {t("confirm")}
        </button>
        {pick.cards.length > 0 && (
          <button type="button" className="btn-quiet min-h-12" disabled={busy} onClick={() => setPick(NO_PICK)}>
            {t("reset")}
          </button>
        )}
      </div>
    </section>
  );
}
