"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";
import { KenEndFields, kenEndOfForm } from "./KenEndFields";

/** The body of a new event: Kartomantik needs a card set; Ken il Guerriero its format and end condition. */
function eventBody(form: FormData) {
  const common = { name: form.get("name"), bestOf: Number(form.get("bestOf")), format: form.get("format") };
  if (form.get("game") === "ken") return { ...common, game: "ken", end: kenEndOfForm(form) };
  // Incantesium: one shared deck, Bo1; only its optional rules are chosen.
  if (form.get("game") === "incantesium")
    return {
      name: common.name,
      game: "incantesium",
      castes: form.get("castes") === "on",
      spirits: form.get("spirits") === "on",
      mode: form.get("mode") ?? "duel",
    };
  return { ...common, game: "kartomantik", cardSetId: form.get("cardSetId"), mode: form.get("mode") ?? "duel" };
}

export function NewEventForm({ sets }: { sets: { id: string; name: string }[] }) {
  const t = useTranslations();
  const router = useRouter();
  const [game, setGame] = useState<"kartomantik" | "ken" | "incantesium">("kartomantik");
  const { error, busy, onSubmit } = useApiForm(
    (form) => callApi<{ id: string }>("/api/events", { json: eventBody(form) }),
    (data) => router.push(`/organizer/events/${data.id}`),
  );
  return (
    <form className="panel space-y-3" onSubmit={onSubmit}>
      <label className="label">
        {t("dashboard.eventName")}
        <input className="field" name="name" required maxLength={80} />
      </label>
      <label className="label">
        {t("dashboard.game")}
        <select
          className="field"
          name="game"
          value={game}
          data-testid="new-event-game"
          onChange={(e) =>
            setGame(e.target.value === "ken" || e.target.value === "incantesium" ? e.target.value : "kartomantik")
          }
        >
          <option value="kartomantik">Kartomantik</option>
          <option value="ken">{t("kenEvent.game")}</option>
          <option value="incantesium">{t("incantesium.game")}</option>
        </select>
      </label>
      {game === "incantesium" && (
        <fieldset className="space-y-1" data-testid="inc-options-form">
          <p className="text-sm text-stone-600">{t("incantesium.noDeck")}</p>
          <label className="label">
            {t("incantesium.events.mode")}
            <select className="field" name="mode" defaultValue="duel" data-testid="new-event-inc-mode">
              <option value="duel">{t("incantesium.events.duel")}</option>
              <option value="2v2">{t("incantesium.events.2v2")}</option>
              <option value="ffa">{t("incantesium.events.ffa")}</option>
            </select>
          </label>
          <p className="text-sm text-stone-600">{t("incantesium.events.modeHelp")}</p>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="castes" data-testid="inc-castes" />
            {t("incantesium.castes")}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="spirits" data-testid="inc-spirits" />
            {t("incantesium.spirits")}
          </label>
        </fieldset>
      )}
      {game !== "incantesium" && (
        <>
          <label className="label">
            {t("dashboard.format")}
            {game === "ken" ? (
              <select key="ken" className="field" name="format" defaultValue="standard">
                <option value="standard">{t("ken.formats.standard")}</option>
                <option value="torneo">{t("ken.formats.torneo")}</option>
              </select>
            ) : (
              <select key="kartomantik" className="field" name="format" defaultValue="draft_bazaar">
                <option value="draft_bazaar">{t("formats.draft_bazaar")}</option>
                <option value="constructed">{t("formats.constructed")}</option>
              </select>
            )}
          </label>
          {game === "kartomantik" && (
            <label className="label">
              {t("dashboard.mode")}
              <select className="field" name="mode" defaultValue="duel" data-testid="new-event-mode">
                <option value="duel">{t("modes.duel")}</option>
                <option value="2v2">{t("modes.2v2")}</option>
                <option value="ffa">{t("modes.ffa")}</option>
              </select>
            </label>
          )}
          <label className="label">
            {t("dashboard.bestOf")}
            <select className="field" name="bestOf" defaultValue="3">
              <option value="1">{t("bestOf.1")}</option>
              <option value="3">{t("bestOf.3")}</option>
            </select>
          </label>
        </>
      )}
      {game === "ken" && <KenEndFields />}
      {game === "kartomantik" && (
        <label className="label">
          {t("dashboard.cardSet")}
          <select className="field" name="cardSetId" required>
            {sets.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <ErrorBox error={error} />
      <button className="btn w-full" disabled={busy}>
        {t("dashboard.create")}
      </button>
    </form>
  );
}
