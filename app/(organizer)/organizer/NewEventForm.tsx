"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { callApi } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useApiForm } from "@/components/useApiForm";

export function NewEventForm({ sets }: { sets: { id: string; name: string }[] }) {
  const t = useTranslations();
  const router = useRouter();
  const { error, busy, onSubmit } = useApiForm(
    (form) =>
      callApi<{ id: string }>("/api/events", {
        json: { ...Object.fromEntries(form), bestOf: Number(form.get("bestOf")) },
      }),
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
        <select className="field" name="game" defaultValue="kartomantik">
          <option value="kartomantik">Kartomantik</option>
        </select>
      </label>
      <label className="label">
        {t("dashboard.format")}
        <select className="field" name="format" defaultValue="draft_bazaar">
          <option value="draft_bazaar">{t("formats.draft_bazaar")}</option>
          <option value="constructed">{t("formats.constructed")}</option>
        </select>
      </label>
      <label className="label">
        {t("dashboard.bestOf")}
        <select className="field" name="bestOf" defaultValue="3">
          <option value="1">{t("bestOf.1")}</option>
          <option value="3">{t("bestOf.3")}</option>
        </select>
      </label>
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
      <ErrorBox error={error} />
      <button className="btn w-full" disabled={busy}>
        {t("dashboard.create")}
      </button>
    </form>
  );
}
