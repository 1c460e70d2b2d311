"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { DraftBoard } from "@/components/kartomantik/draft/DraftBoard";
import { DraftStartWatcher } from "@/components/kartomantik/draft/DraftStartWatcher";
import { BotTag } from "@/components/kartomantik/draft/PlayersTable";
import { useDraftStream } from "@/components/kartomantik/draft/useDraftStream";
import { ErrorBox } from "@/components/ErrorBox";
import {
  compositionSum,
  DEFAULT_COMPOSITION,
  DRAFT_PLAYERS,
  FULL_DRAFT,
  PILES,
} from "@/engine/kartomantik/draft/piles";
import type { Composition } from "@/engine/kartomantik/draft/types";
import { FORMATS } from "@/engine/kartomantik/deck-rules/formats";
import type { DraftPageData } from "@/lib/kartomantik/drafts/page-data";

interface Props {
  eventId: string;
  seats: number;
  pileSizes: Composition;
  data: DraftPageData | null;
  /** Once decks are locked the draft is final: no undo. */
  decksLocked: boolean;
}

/** Start the draft, then run it: pause/resume, bid clock, undo, end, export. */
export function DraftConsole(props: Props) {
  return props.data ? <RunningDraft {...props} data={props.data} /> : <DraftStart {...props} />;
}

function useSend(setError: (e: ApiError | null) => void) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function send(url: string, json: unknown, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    const { error } = await callApi(url, { json });
    setBusy(false);
    setError(error ?? null);
    router.refresh();
  }
  return { busy, send };
}

function DraftStart({ eventId, seats, pileSizes }: Props) {
  const t = useTranslations("draft");
  const [error, setError] = useState<ApiError | null>(null);
  const { busy, send } = useSend(setError);
  const [composition, setComposition] = useState<Composition>(DEFAULT_COMPOSITION);
  const [acceptShort, setAcceptShort] = useState(false);
  const [clock, setClock] = useState("");
  const sum = compositionSum(composition);
  const clockSeconds = clock.trim() ? Number(clock) : null;
  const enoughSeats = seats >= DRAFT_PLAYERS.min && seats <= DRAFT_PLAYERS.max;
  return (
    <section className="panel space-y-3" data-testid="draft-console">
      {/* Started from here, the answer re-renders the page; from another device, the start's message does. */}
      <DraftStartWatcher eventId={eventId} />
      <h2 className="text-lg font-semibold">{t("console")}</h2>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="label mb-1">{t("composition")}</legend>
        {PILES.map((pile) => (
          <label key={pile} className="label">
            {t(`piles.${pile}`)}
            <input
              className="field"
              type="number"
              min={0}
              max={FULL_DRAFT}
              value={composition[pile]}
              onChange={(e) => setComposition({ ...composition, [pile]: Math.max(0, Number(e.target.value) || 0) })}
            />
            <span className="text-xs font-normal text-stone-500">{t("pileAvailable", { count: pileSizes[pile] })}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm" data-testid="per-player">
        {t("perPlayer", { sum })}
      </p>
      {sum < FULL_DRAFT && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={acceptShort} onChange={(e) => setAcceptShort(e.target.checked)} />{" "}
          {t("acceptShort")}
        </label>
      )}
      {/* Fewer cards than a deck holds: the auction can run, but no deck can be built — nor the tournament begin. */}
      {sum < FORMATS.draft.size && (
        <p className="text-sm text-amber-800" data-testid="short-no-deck">
          {t("shortNoDeck", { size: FORMATS.draft.size })}
        </p>
      )}
      <label className="label">
        {t("clockSeconds")}
        <input
          className="field"
          inputMode="numeric"
          value={clock}
          onChange={(e) => setClock(e.target.value.replace(/[^\d]/g, ""))}
        />
      </label>
      {!enoughSeats && <p className="text-sm text-amber-800">{t("needPlayers", { count: seats })}</p>}
      <ErrorBox error={error} />
      <button
        className="btn w-full"
        disabled={busy || !enoughSeats}
        onClick={() =>
          send(`/api/kartomantik/events/${eventId}/draft`, { composition, acceptShortDraft: acceptShort, clockSeconds })
        }
      >
        {t("start")}
      </button>
    </section>
  );
}

function RunningDraft({ eventId, data, decksLocked }: Props & { data: DraftPageData }) {
  const t = useTranslations("draft");
  const [error, setError] = useState<ApiError | null>(null);
  const { busy, send } = useSend(setError);
  const [clock, setClock] = useState("");
  const clockSeconds = clock.trim() ? Number(clock) : null;
  const control = (op: string, confirmText?: string) =>
    send(`/api/kartomantik/events/${eventId}/draft/control`, { op }, confirmText);
  // Buttons follow the live status, which phones can change too (the draft ends by itself).
  const stream = useDraftStream(eventId, "organizer", data.view, data.log);
  const status = stream.view.status;
  const router = useRouter();
  // Name the auction an undo would take back, so the organizer knows it is the one they mean.
  const undoQuestion = () => {
    const sale = stream.view.draft.lastSale;
    if (!sale) return t("undoConfirm");
    const values = {
      card: data.cards[sale.cardId]?.name ?? "?",
      name: data.players[sale.player] ?? "?",
      price: sale.price,
    };
    return sale.price === 0 ? t("undoConfirmFree", values) : t("undoConfirmSale", values);
  };
  // The end of the draft brings the decks panel: re-render the page once.
  useEffect(() => {
    if (status === "finished") router.refresh();
  }, [status, router]);
  return (
    <section className="space-y-3" data-testid="draft-console">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{t("console")}</h2>
        {status === "running" && (
          <button className="btn-quiet" disabled={busy} onClick={() => control("pause")}>
            {t("pause")}
          </button>
        )}
        {status === "paused" && (
          <button className="btn-quiet" disabled={busy} onClick={() => control("resume")}>
            {t("resume")}
          </button>
        )}
        {!decksLocked && (
          // Nothing sold yet, nothing to take back (null; a draft stored before lastSale has none: the button stays).
          <button
            className="btn-quiet"
            disabled={busy || stream.view.draft.lastSale === null}
            data-testid="draft-undo"
            onClick={() => control("undo", undoQuestion())}
          >
            {t("undo")}
          </button>
        )}
        {status !== "finished" && (
          <button className="btn-quiet" disabled={busy} onClick={() => control("end", t("endConfirm"))}>
            {t("end")}
          </button>
        )}
        <a
          className="btn-quiet"
          href={`/api/kartomantik/events/${eventId}/draft/log`}
          title={t(decksLocked ? "exportLogSealed" : "exportLogNoSeed")}
        >
          {t("exportLog")}
        </a>
      </div>
      <div className="flex items-end gap-2">
        <label className="label">
          {t("clockSeconds")}
          <input
            className="field w-32"
            inputMode="numeric"
            value={clock}
            onChange={(e) => setClock(e.target.value.replace(/[^\d]/g, ""))}
          />
        </label>
        <button
          className="btn-quiet"
          disabled={busy}
          onClick={() => send(`/api/kartomantik/events/${eventId}/draft/control`, { op: "clock", clockSeconds })}
        >
          {t("setClock")}
        </button>
      </div>
      {status !== "finished" && (
        <BotSeats
          eventId={eventId}
          data={data}
          bots={stream.view.bots}
          busy={busy}
          send={(url, json) => send(url, json)}
        />
      )}
      <ErrorBox error={error} />
      <DraftBoard stream={stream} data={data} />
    </section>
  );
}

/** Per seat: hand it to the draft bot (an absent player) or take it back (they arrived). */
function BotSeats({
  eventId,
  data,
  bots,
  busy,
  send,
}: {
  eventId: string;
  data: DraftPageData;
  bots: number[];
  busy: boolean;
  send: (url: string, json: unknown) => Promise<void>;
}) {
  const t = useTranslations("draft");
  return (
    <section aria-labelledby="bot-seats-title">
      <h3 id="bot-seats-title" className="label mb-1">
        {t("botSeats")}
      </h3>
      <ul className="flex flex-wrap gap-2" data-testid="bot-seats">
        {data.players.map((player, p) => {
          const bot = bots.includes(p);
          return (
            <li
              key={p}
              className="flex items-center gap-2 rounded-lg border border-stone-200 py-1 pl-3 pr-1"
              data-testid="bot-seat"
              data-bot={bot || undefined}
            >
              <span className="font-semibold">
                {player}
                {bot && <BotTag />}
              </span>
              <button
                className="btn-quiet"
                disabled={busy}
                onClick={() =>
                  send(`/api/kartomantik/events/${eventId}/draft/bot`, { seatId: data.seatIds[p], bot: !bot })
                }
              >
                {bot ? t("takeBack") : t("handToBot")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
