"use client";
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { PlayChoice } from "@/engine/kartomantik";
import {
  actionOf,
  draftOf,
  pickTarget,
  targetFits,
  toggle,
  tributeStatus,
  type Draft,
  type PlayAction,
} from "./compose";

interface Props {
  choice: PlayChoice;
  /** The button tapped: the composer starts from its action (confirming at once sends it unchanged). */
  start: PlayAction;
  names: Map<string, string>;
  busy: boolean;
  /** The server's refusal of the last try, in the player's language (nothing changed). */
  error: ReactNode;
  /** Sends the composed action (the server judges it). */
  onConfirm: (a: PlayAction) => void;
  onCancel: () => void;
}

const chip =
  "min-h-12 rounded-xl border-2 border-stone-300 bg-white px-3 py-1.5 text-left text-base leading-tight disabled:opacity-40 aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white";

/** A play composed on the phone: each target, the extra cost's cards, X, the tribute's manifestations (§2.1: the
 * player chooses them), started from the tapped button's action; confirm sends it, the server judges it. */
export function PlayComposer({ choice, start, names, busy, error, onConfirm, onCancel }: Props) {
  const t = useTranslations("game.compose");
  const tg = useTranslations("game");
  const temp = useTranslations("temperaments");
  const [draft, setDraft] = useState<Draft>(() => draftOf(choice, start));
  const name = (id: string) => names.get(id) ?? "?";
  const essences = (units: Partial<Record<string, number>>) =>
    Object.entries(units)
      .filter(([, n]) => (n ?? 0) > 0)
      .map(([k, n]) => `${n} ${temp(k as never)}`)
      .join(" + ");
  const inExtra = new Set(draft.extra.flat());
  const status = tributeStatus(choice, draft.tribute);
  const needsTribute = Object.values(choice.tribute.need).some((n) => (n ?? 0) > 0);
  const paidByExcess = essences(choice.tribute.cost) !== essences(choice.tribute.need);
  const title =
    choice.type === "activate"
      ? tg("activate", { name: name(choice.card), n: (choice.ability ?? 0) + 1 })
      : tg("playWill", { name: name(choice.card) });

  return (
    <div className="space-y-3" data-testid="play-composer" data-card={choice.card}>
      <h3 className="px-1 text-lg font-bold leading-tight">{title}</h3>
      {choice.targetsRule && (
        <p className="px-1 text-sm text-stone-700" data-testid="compose-targets-rule">
          {[
            choice.targetsRule.holders && t("targetsOneHolder"),
            choice.targetsRule.pointsMax !== undefined && t("targetsPointsMax", { max: choice.targetsRule.pointsMax }),
          ]
            .filter(Boolean)
            .join(" ")}
        </p>
      )}
      {choice.targets.map((spec, i) => (
        <fieldset key={`t${i}`} className="grid gap-1.5" data-testid="compose-target">
          <legend className="px-1 text-sm font-semibold">{t("target", { n: i + 1 })}</legend>
          {spec.candidates.map((id) => (
            <button
              key={id}
              type="button"
              className={chip}
              // A candidate past the play's points cap is off; one in another player's zone lets the others go.
              disabled={!targetFits(choice, draft, i, id)}
              aria-pressed={draft.targets[i] === id}
              onClick={() => setDraft((d) => pickTarget(choice, d, i, id))}
            >
              {name(id)}
            </button>
          ))}
          {spec.optional && (
            <button
              type="button"
              className={chip}
              aria-pressed={draft.targets[i] === ""}
              onClick={() => setDraft((d) => pickTarget(choice, d, i, ""))}
            >
              {t("noTarget")}
            </button>
          )}
        </fieldset>
      ))}
      {choice.extra.map((g, i) => (
        <fieldset key={`e${i}`} className="grid gap-1.5" data-testid="compose-extra">
          <legend className="px-1 text-sm font-semibold">
            {t(`extra.${g.kind}`, { n: g.n })} · {t("picked", { n: draft.extra[i]!.length, of: g.n })}
          </legend>
          {g.candidates.map((id) => (
            <button
              key={id}
              type="button"
              className={chip}
              aria-pressed={draft.extra[i]!.includes(id)}
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  extra: d.extra.map((x, j) => (j === i ? toggle(x, id, g.n) : x)),
                  tribute: d.tribute.filter((x) => x !== id),
                }))
              }
            >
              {name(id)}
            </button>
          ))}
        </fieldset>
      ))}
      {choice.x && (
        <fieldset className="px-1" data-testid="compose-x">
          <legend className="text-sm font-semibold">{t("x", { min: choice.x.min, max: choice.x.max })}</legend>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className="btn-quiet min-h-12 min-w-12 text-xl"
              aria-label={t("less")}
              disabled={(draft.x ?? choice.x.max) <= choice.x.min}
              onClick={() => setDraft((d) => ({ ...d, x: (d.x ?? choice.x!.max) - 1 }))}
            >
              −
            </button>
            <output className="min-w-8 text-center text-2xl font-bold tabular-nums" data-testid="compose-x-value">
              {draft.x ?? choice.x.max}
            </output>
            <button
              type="button"
              className="btn-quiet min-h-12 min-w-12 text-xl"
              aria-label={t("more")}
              disabled={(draft.x ?? choice.x.max) >= choice.x.max}
              onClick={() => setDraft((d) => ({ ...d, x: (d.x ?? choice.x!.max) + 1 }))}
            >
              +
            </button>
          </div>
        </fieldset>
      )}
      <fieldset className="grid gap-1.5" data-testid="compose-tribute" data-alternatives={choice.tribute.alternatives}>
        <legend className="px-1 text-sm font-semibold">
          {needsTribute ? t("tribute", { cost: essences(choice.tribute.need) }) : t("noTribute")}
        </legend>
        {paidByExcess && (
          <p className="px-1 text-xs text-stone-600">{t("excess", { cost: essences(choice.tribute.cost) })}</p>
        )}
        {needsTribute &&
          choice.tribute.candidates.map((c) => (
            <button
              key={c.card}
              type="button"
              className={chip}
              aria-pressed={draft.tribute.includes(c.card)}
              disabled={inExtra.has(c.card)}
              data-testid="compose-tribute-card"
              data-card={c.card}
              onClick={() => setDraft((d) => ({ ...d, tribute: toggle(d.tribute, c.card, Infinity) }))}
            >
              <span className="block">{name(c.card)}</span>
              <span className="block text-xs opacity-90">{c.gives.map(essences).join(` ${tg("or")} `)}</span>
            </button>
          ))}
        {needsTribute && (
          <p
            className={`px-1 text-sm font-semibold ${status === "ok" ? "text-green-800" : "text-amber-800"}`}
            data-testid="compose-tribute-status"
            data-status={status}
            role="status"
          >
            {t(`status.${status}`)}
          </p>
        )}
      </fieldset>
      {error}
      <div className="sticky bottom-0 grid grid-cols-2 gap-2 bg-white pt-1">
        <button type="button" className="btn-quiet min-h-14" onClick={onCancel} data-testid="compose-cancel">
          {t("cancel")}
        </button>
        <button
          type="button"
          className="btn min-h-14 text-lg font-bold"
          disabled={busy}
          onClick={() => onConfirm(actionOf(choice, draft, start.player))}
          data-testid="compose-confirm"
        >
          {t("confirm")}
        </button>
      </div>
    </div>
  );
}
