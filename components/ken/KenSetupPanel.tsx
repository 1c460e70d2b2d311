"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { KenEnd } from "@/lib/ken/end-condition";
import { explainKenListError, type KenListError, type KenTranslate } from "@/engine/ken";
import { KenCardListFormat } from "@/components/ken/KenCardListFormat";
import { KenEndFields, kenEndOfForm } from "@/components/ken/KenEndFields";
import { readTextFile } from "@/lib/text/decode-file";

interface ListSummary {
  fileName: string;
  cardCount: number;
}

/** A Ken il Guerriero event in setup: its card list (upload or paste) and its end condition. */
export function KenSetupPanel({
  eventId,
  list,
  end,
  editable,
  choices,
}: {
  eventId: string;
  list: ListSummary | null;
  end: KenEnd;
  editable: boolean;
  /** The card lists of the organizer's other Ken events ("imports or chooses the card list"). */
  choices: { eventId: string; eventName: string; fileName: string; cardCount: number }[];
}) {
  const t = useTranslations("kenEvent");
  const tr = useTranslations("ken") as unknown as KenTranslate;
  const te = useTranslations("errors");
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // Which form the note or error answers: each shows under its own button (on a phone, in view).
  const [answered, setAnswered] = useState<"list" | "end">("list");
  const [busy, setBusy] = useState(false);
  const [pasted, setPasted] = useState("");
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [chosen, setChosen] = useState("");

  async function upload(json: { fileName: string; content: string } | { fromEvent: string }) {
    setBusy(true);
    const res = await callApi<{ changed: boolean; cardCount: number; fileName: string }>(
      `/api/ken/events/${eventId}/cards`,
      { method: "PUT", json },
    );
    setBusy(false);
    setAnswered("list");
    setError(res.error ?? null);
    if (res.data) {
      setNote(
        res.data.changed
          ? t("list.loaded", { count: res.data.cardCount, file: res.data.fileName })
          : t("list.unchanged"),
      );
      router.refresh();
    }
  }

  async function saveEnd(form: FormData) {
    setBusy(true);
    const res = await callApi(`/api/ken/events/${eventId}/end`, { method: "PUT", json: { end: kenEndOfForm(form) } });
    setBusy(false);
    setAnswered("end");
    setError(res.error ?? null);
    if (!res.error) {
      setNote(t("end.saved"));
      router.refresh();
    }
  }

  const listErrors = (error?.details as { errors?: KenListError[] } | undefined)?.errors;
  const answer = (
    <>
      {note && !error && <p className="text-green-800">{note}</p>}
      <ErrorBox error={error} />
      {listErrors && (
        // Every problem of the file at once (header and rows), each with its line: fixed in one go.
        <div className="text-sm text-red-800" data-testid="ken-list-errors">
          <p className="font-semibold">{t("list.errors", { count: listErrors.length })}</p>
          <ul
            className="max-h-80 list-inside list-disc overflow-y-auto"
            tabIndex={0}
            aria-label={t("list.errors", { count: listErrors.length })}
          >
            {listErrors.map((e, i) => (
              <li key={i} data-testid="ken-list-error">
                {explainKenListError(tr, e)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
  return (
    <section className="panel space-y-4" data-testid="ken-setup">
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">{t("list.title")}</h2>
        <p data-testid="ken-list-summary">
          {list ? t("list.loaded", { count: list.cardCount, file: list.fileName }) : t("list.none")}
        </p>
        {editable && (
          <>
            <p className="text-sm text-stone-600">{t("list.help")}</p>
            <KenCardListFormat />
            <input
              type="file"
              className="block min-h-11 w-full max-w-full"
              accept=".csv,.json,text/csv,application/json"
              aria-label={t("list.file")}
              data-testid="ken-list-file"
              onChange={async (e) => {
                const f = e.target.files?.[0];
                const decoded = f ? await readTextFile(f) : null;
                setFile(f && decoded && "text" in decoded ? { name: f.name, text: decoded.text } : null);
                if (!f || !decoded || "text" in decoded) return;
                // Not UTF-8: said at once, before the upload would store "Entit\uFFFD".
                setAnswered("list");
                setError({
                  code: "card_file_not_utf8",
                  message: te("card_file_not_utf8", { file: f.name, line: decoded.badLine }),
                });
              }}
            />
            <textarea
              className="field h-24 font-mono text-xs"
              aria-label={t("list.paste")}
              placeholder={t("list.paste")}
              value={pasted}
              data-testid="ken-list-paste"
              onChange={(e) => setPasted(e.target.value)}
            />
            <button
              className="btn"
              disabled={busy}
              onClick={() => {
                const content = file?.text ?? pasted;
                if (content.trim()) void upload({ fileName: file?.name ?? "carte.csv", content });
              }}
              data-testid="ken-list-upload"
            >
              {t("list.upload")}
            </button>
            {answered === "list" && answer}
            {choices.length > 0 && (
              <div className="flex flex-wrap items-center gap-2">
                <select
                  className="field"
                  aria-label={t("list.choose")}
                  value={chosen}
                  onChange={(e) => setChosen(e.target.value)}
                  data-testid="ken-list-choose"
                >
                  <option value="">{t("list.chooseNone")}</option>
                  {choices.map((c) => (
                    <option key={c.eventId} value={c.eventId}>
                      {t("list.choice", { event: c.eventName, count: c.cardCount, file: c.fileName })}
                    </option>
                  ))}
                </select>
                <button
                  className="btn-quiet"
                  disabled={busy || !chosen}
                  onClick={() => void upload({ fromEvent: chosen })}
                  data-testid="ken-list-use-chosen"
                >
                  {t("list.useChosen")}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void saveEnd(new FormData(e.currentTarget));
        }}
      >
        {editable ? (
          <>
            <KenEndFields initial={end} />
            <button className="btn-quiet" disabled={busy} data-testid="ken-end-save">
              {t("end.save")}
            </button>
          </>
        ) : (
          <p data-testid="ken-end-rule">
            {t("pad.rule", { rule: t("end.short", { kind: end.kind, value: Object.values(end)[1] ?? "" }) })}
          </p>
        )}
      </form>
      {answered === "end" && answer}
    </section>
  );
}
