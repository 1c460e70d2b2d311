"use client";
import { useTranslations } from "next-intl";
import { EffectText } from "@/components/kartomantik/EffectText";
import { HapticsToggle } from "@/components/phone/HapticsToggle";
import { useAttention } from "@/components/phone/useAttention";
import { bringIntoSight } from "@/components/phone/scrollIntoSight";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { CardTile } from "@/components/kartomantik/draft/CardTile";
import { LastSale } from "@/components/kartomantik/draft/LastSale";
import { ProxyControl } from "@/components/kartomantik/draft/ProxyControl";
import { botNamed, PlayersTable } from "@/components/kartomantik/draft/PlayersTable";
import { useCountdown } from "@/components/kartomantik/draft/useCountdown";
import { useDraftStream } from "@/components/kartomantik/draft/useDraftStream";
import { useSendAction } from "@/components/net/useSendAction";
import { compositionSum } from "@/engine/kartomantik/draft/piles";
import { BID_STEP } from "@/engine/kartomantik/draft/auction";
import { CAP_PER_TABLE } from "@/engine/kartomantik/draft/table";
import type { DraftPageData } from "@/lib/kartomantik/drafts/page-data";
import type { DraftViewMessage } from "@/lib/kartomantik/drafts/views";

type Intent =
  | { type: "choose"; cardId: string }
  | { type: "bid"; amount: number }
  | { type: "match" }
  | { type: "pass" }
  | { type: "proxy"; max: number | null };

/** The player's phone during the draft: one thumb, only legal buttons, every refusal explained. */
export function DraftPhone({ eventId, data }: { eventId: string; data: DraftPageData }) {
  const t = useTranslations("draft");
  const tc = useTranslations("card");
  const tp = useTranslations("pwa");
  const tt = useTranslations("temperaments");
  const { view, online, accept, log, seatLost } = useDraftStream(eventId, "phone", data.view, data.log);
  // A refusal answers the draft as it was: once anything newer arrives, it no longer applies.
  const [failure, setFailure] = useState<{ error: ApiError; seq: number } | null>(null);
  const seqNow = useRef(view.seq);
  seqNow.current = view.seq;
  const error = failure && failure.seq >= view.seq ? failure.error : null;
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [exact, setExact] = useState("");
  const send = useSendAction();
  const seconds = useCountdown(view.clockDeadline, view.now);
  const router = useRouter();
  // When the draft ends the page turns into the deck builder.
  useEffect(() => {
    if (view.status === "finished") router.refresh();
  }, [view.status, router]);
  // The seat went to another phone: the join page says so (this one can no longer play).
  useEffect(() => {
    if (seatLost) router.replace(`/join?left=${encodeURIComponent(eventId)}`);
  }, [seatLost, eventId, router]);
  const d = view.draft;
  const me = view.me!;
  const legal = me.legal;
  // Screen on and a buzz while the draft waits for this player (their pick, or an auction's answer).
  useAttention(
    view.status === "running" &&
      (legal.choose.length > 0 || legal.minBid !== null || legal.match !== null || legal.pass),
  );
  // A seat the bot plays is named so wherever it acts.
  const name = (p: number) => botNamed(data.players[p] ?? "?", view.bots.includes(p), t("botTag"));
  const auction = d.auction;
  // The player's turn to choose: the whole table comes into sight above the action bar (a table of 12 cards is six
  // rows on a 360-px phone; under the stage its third row lay under the bar). Each turn once, not while they read.
  const tableRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const choosing =
    view.status === "running" && !auction && d.active === me.player ? `${d.tableNo}:${d.table.length}` : "";
  useEffect(() => {
    if (!choosing) return;
    // 24 px to spare: the bar grows by its "Scegli" button once a card is tapped.
    return bringIntoSight(() => [tableRef.current, barRef.current], 24);
  }, [choosing]);

  async function act(intent: Intent) {
    setBusy(true);
    setFailure(null);
    // One key per intent on the screen it was tapped on (the seq seen is part of it), kept across retries and a second
    // tap after "no answer": never applied twice. The same tap on a later screen (a pass in the next auction, the
    // same opening bid on another card) is another intent: the earlier key would be answered as its duplicate, and
    // the tap silently lost. A retap on a newer screen of an action already applied is refused (stale, or by the
    // rules), never applied twice.
    const res = await send<{ view?: DraftViewMessage }>(`/api/kartomantik/events/${eventId}/draft/play`, {
      ...intent,
      seenSeq: view.seq,
    });
    if (res.ok) {
      if (res.data.view) accept(res.data.view);
      setPicked(null);
      setExact("");
    } else {
      const now = (res.error.details as { view?: DraftViewMessage } | undefined)?.view;
      if (now) accept(now);
      setFailure({ error: res.error, seq: Math.max(seqNow.current, now?.seq ?? 0) });
    }
    setBusy(false);
  }

  const mineThisTable = d.takenThisTable[me.player] ?? [];
  const mine = d.hands[me.player] ?? [];
  const total = compositionSum(d.config.composition);
  const exactAmount = Number(exact);
  const canAct =
    (picked !== null && legal.choose.includes(picked)) || legal.match !== null || legal.minBid !== null || legal.pass;
  const capped = mineThisTable.length >= CAP_PER_TABLE;
  // "you (Alba)" rather than their own name among those who still have to answer.
  const who = (p: number) => (p === me.player ? t("you", { name: name(p) }) : name(p));
  const names = (players: number[]) => players.map(who).join(", ");
  const waiting = capped
    ? t("barCapped")
    : auction
      ? auction.chooser === me.player && !auction.best
        ? t("barWaitOpening")
        : auction.awaiting.length
          ? t("barWaitOthers", { names: names(auction.awaiting) })
          : t("nobodyAwaiting")
      : d.active === me.player
        ? t("barPick")
        : t("barWaitTurn", { name: d.active !== null ? name(d.active) : "?" });
  const undone = log[0]?.kind === "undo";
  const shown = picked ?? auction?.cardId;
  const detail = shown ? data.cards[shown] : undefined;

  return (
    // A full-height column: on a short page the thumb zone still sits at the screen's bottom.
    <div
      className="mx-auto flex min-h-[calc(100dvh-8rem)] max-w-md flex-col gap-3"
      data-testid="draft-phone"
      data-seq={view.seq}
    >
      <div className="flex items-center justify-between gap-2 text-sm text-stone-600">
        <span>
          {t("table", { no: d.tableNo })} · {t("deckLeft", { count: d.deckCount })}
        </span>
        <span className={`whitespace-nowrap ${online ? "text-green-800" : "text-amber-800"}`} data-testid="connection">
          {online ? t("connected") : t("reconnecting")}
        </span>
      </div>
      <HapticsToggle />
      {view.status === "paused" && (
        <p className="rounded-lg bg-amber-100 p-3 text-center font-semibold">{t("paused")}</p>
      )}
      {view.status !== "finished" && view.bots.includes(me.player) && (
        <p className="rounded-lg bg-sky-100 p-3 text-center font-semibold text-sky-900" data-testid="bot-plays-you">
          {t("botPlaysYou")}
        </p>
      )}
      {view.status === "finished" && (
        <p className="rounded-lg bg-green-100 p-3 text-center font-semibold" data-testid="draft-finished">
          {t("finished")}
        </p>
      )}
      {undone && (
        <p className="rounded-lg bg-amber-100 p-3 text-center font-semibold" data-testid="undone">
          {t("undone")}
        </p>
      )}

      {/* The stage: whose turn and the last result, or the auction; about one height, so the
          table below does not jump when an auction opens and closes. */}
      <div className="min-h-[12.5rem]">
        {auction ? (
          <section className="panel space-y-1.5" data-testid="auction">
            <div className="flex items-center justify-between gap-2 text-sm text-stone-600">
              <span>
                {t("auctionFor")} ·{" "}
                {auction.chooser === me.player ? t("chosenByYou") : t("chosenBy", { name: name(auction.chooser) })}
              </span>
              {/* The clock stays whole beside a chooser's long name ("60 s" broke into "60" over "s" at 360 px). */}
              {seconds !== null && (
                <span
                  className="shrink-0 whitespace-nowrap font-mono text-lg font-bold text-red-700"
                  data-testid="clock"
                >
                  {t("clock", { seconds })}
                </span>
              )}
            </div>
            <div className="h-20">
              <CardTile card={data.cards[auction.cardId]} size="md" highlight />
            </div>
            <p className="text-2xl font-bold" data-testid="best-bid">
              {auction.best
                ? t("bestBid", { amount: auction.best.amount, name: who(auction.best.player) })
                : t("noBid")}
            </p>
            {view.status !== "paused" && (
              <p className="text-sm text-stone-600" data-testid="awaiting">
                {auction.awaiting.length ? t("awaiting", { names: names(auction.awaiting) }) : t("nobodyAwaiting")}
              </p>
            )}
          </section>
        ) : (
          <div className="space-y-2">
            {view.status === "running" && d.active !== null && (
              <p
                className={`rounded-lg p-3 text-center text-lg font-bold ${d.active === me.player ? "bg-accent text-white" : "bg-white"}`}
                data-testid="turn"
              >
                {d.active === me.player ? t("yourTurn") : t("turnOf", { name: name(d.active) })}
              </p>
            )}
            <LastSale
              sale={d.lastSale}
              players={data.players.map((_, p) => name(p))}
              cards={data.cards}
              me={me.player}
              className="panel text-base"
            />
          </div>
        )}
      </div>

      <section>
        <div className="grid grid-cols-2 gap-2" data-testid="table" ref={tableRef}>
          {d.table.map((id) => (
            // Any card can be tapped to read it; only a legal one can then be chosen.
            <button
              key={id}
              type="button"
              disabled={busy}
              onClick={() => setPicked(picked === id ? null : id)}
              className={`h-20 text-left ${picked === id ? "scale-[1.02]" : ""}`}
              aria-pressed={picked === id}
              aria-label={data.cards[id]?.name}
              aria-describedby={`table-card-${id}`}
            >
              <CardTile
                card={data.cards[id]}
                size="sm"
                highlight={auction?.cardId === id || picked === id}
                state={auction?.cardId === id ? tp("underAuction") : undefined}
                describedBy={`table-card-${id}`}
              />
            </button>
          ))}
        </div>
      </section>

      {detail && (
        <section className="panel text-sm" data-testid="card-detail">
          <p className="font-semibold">{detail.name}</p>
          <p className="text-stone-600">
            {detail.type === "manifestation"
              ? `${tc("points")} ${detail.points} · ${tc("power")} ${detail.power}`
              : `${tc(`willShort.${detail.type}`)} · ${tc("tribute")} ${detail.tribute}`}
            {detail.subType ? ` · ${detail.subType}` : ""}
          </p>
          <p className="whitespace-pre-line">
            <EffectText text={detail.effect} name={(k) => tt(k)} />
          </p>
        </section>
      )}

      <section className="text-sm text-stone-700">
        <p data-testid="my-table-count">
          {t("myCardsTable", { count: mineThisTable.length })} · {t("myCardsTotal", { count: mine.length, total })} ·{" "}
          {t("spent", { points: d.spent[me.player] ?? 0 })}
        </p>
        {mine.length > 0 && (
          <details className="group mt-1">
            <Summary>{t("showMyCards")}</Summary>
            <div className="mt-2 grid grid-cols-2 gap-1.5 sm:grid-cols-3" data-testid="my-cards">
              {mine.map((id) => (
                <div key={id} className="min-h-14">
                  <CardTile card={data.cards[id]} size="sm" />
                </div>
              ))}
            </div>
          </details>
        )}
      </section>

      {/* The others, for deciding how high to go: their cards this table, in all, points spent. */}
      <details className="group text-sm text-stone-700">
        <Summary>{t("showPlayers")}</Summary>
        <PlayersTable
          players={data.players}
          draft={d}
          testId="phone-players"
          bots={view.bots}
          label={(p, raw) => (p === me.player ? t("you", { name: raw }) : raw)}
          look={{ cols: ["", "", "text-right", "text-right"], row: (i) => (i === me.player ? "font-semibold" : "") }}
        />
      </details>

      {/* Thumb zone, kept in view at the bottom (sticky, so it never covers the page's end): why
          the last action was refused, the actions legal right now and nothing else, or why none. */}
      {(view.status === "running" || error) && (
        <div
          className="sticky bottom-0 -mx-4 mt-auto space-y-2 border-t border-stone-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]"
          data-testid="action-bar"
          ref={barRef}
        >
          <ErrorBox error={error} />
          {view.status === "running" && !canAct && (
            <p className="text-center text-stone-600" data-testid="bar-status">
              {waiting}
            </p>
          )}
          {view.status === "running" && (
            <div className="flex flex-wrap gap-2" data-testid="actions">
              {picked && legal.choose.includes(picked) && (
                <button
                  className="btn flex-1 text-lg"
                  disabled={busy}
                  onClick={() => act({ type: "choose", cardId: picked })}
                >
                  {t("choose")}
                </button>
              )}
              {legal.match !== null && (
                <button className="btn flex-1" disabled={busy} onClick={() => act({ type: "match" })}>
                  {t("match", { amount: legal.match })}
                </button>
              )}
              {legal.minBid !== null && (
                <>
                  {[legal.minBid, legal.minBid + BID_STEP].map((amount) => (
                    <button
                      key={amount}
                      className="btn flex-1"
                      disabled={busy}
                      onClick={() => act({ type: "bid", amount })}
                    >
                      {auction?.best ? t("raiseTo", { amount }) : t("bidOpen", { amount })}
                    </button>
                  ))}
                  <div className="flex w-full gap-2">
                    <input
                      className="field mt-0 min-h-11 flex-1"
                      inputMode="numeric"
                      aria-label={t("amount")}
                      placeholder={t("amountHint", { min: legal.minBid })}
                      value={exact}
                      onChange={(e) => setExact(e.target.value.replace(/[^\d]/g, ""))}
                    />
                    <button
                      className="btn flex-1"
                      disabled={busy || !exact}
                      onClick={() => act({ type: "bid", amount: exactAmount })}
                    >
                      {t("bidExact")}
                    </button>
                  </div>
                </>
              )}
              {legal.pass && (
                <button className="btn-quiet flex-1 text-lg" disabled={busy} onClick={() => act({ type: "pass" })}>
                  {t("pass")}
                </button>
              )}
            </div>
          )}
          {/* "Offri fino a": beside the taps, not among them (it answers for the player, it is not an answer). */}
          {view.status === "running" && legal.proxy !== null && (
            <ProxyControl
              // Each card's stepper starts again from its own least proxy.
              key={d.auction?.cardId}
              least={legal.proxy}
              active={me.proxy}
              busy={busy}
              onSet={(max) => act({ type: "proxy", max })}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** A disclosure's tap target, with a marker that turns when open (the flex row hides the native one). */
function Summary({ children }: { children: React.ReactNode }) {
  return (
    <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium [&::-webkit-details-marker]:hidden">
      <span aria-hidden className="inline-block transition-transform group-open:rotate-90">
        ▸
      </span>
      {children}
    </summary>
  );
}
