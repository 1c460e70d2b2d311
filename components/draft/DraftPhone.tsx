"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { CardTile } from "@/components/draft/CardTile";
import { useCountdown } from "@/components/draft/useCountdown";
import { useDraftStream } from "@/components/draft/useDraftStream";
import type { DraftPageData } from "@/lib/drafts/page-data";
import type { DraftViewMessage } from "@/lib/drafts/views";

type Intent = { type: "choose"; cardId: string } | { type: "bid"; amount: number } | { type: "match" } | { type: "pass" };

/** The player's phone during the draft: one thumb, only legal buttons, every refusal explained. */
export function DraftPhone({ eventId, data }: { eventId: string; data: DraftPageData }) {
  const t = useTranslations("draft");
  const { view, online, accept } = useDraftStream(eventId, "phone", data.view);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [exact, setExact] = useState("");
  const pending = useRef<{ intent: Intent; key: string } | null>(null);
  const seconds = useCountdown(view.clockDeadline);
  const router = useRouter();
  // When the draft ends the page turns into the deck builder.
  useEffect(() => {
    if (view.status === "finished") router.refresh();
  }, [view.status, router]);
  const d = view.draft;
  const me = view.me!;
  const legal = me.legal;
  const name = (p: number) => data.players[p] ?? "?";
  const auction = d.auction;

  async function act(intent: Intent) {
    // The same intent retried after a network failure keeps its idempotency key: never applied twice.
    const same = pending.current && JSON.stringify(pending.current.intent) === JSON.stringify(intent);
    const key = same ? pending.current!.key : crypto.randomUUID();
    pending.current = { intent, key };
    setBusy(true);
    setError(null);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const res = await fetch(`/api/events/${eventId}/draft/play`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...intent, seenSeq: view.seq, idempotencyKey: key }),
          // On shaky Wi-Fi a request can hang for minutes; give up on it and retry (same key).
          signal: AbortSignal.timeout(6_000),
        });
        const body = (await res.json()) as { view?: DraftViewMessage; error?: ApiError & { details?: { view?: DraftViewMessage } } };
        pending.current = null;
        if (body.view) accept(body.view);
        if (body.error?.details?.view) accept(body.error.details.view);
        if (body.error) setError(body.error);
        else {
          setPicked(null);
          setExact("");
        }
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 400 * (attempt + 1)));
        if (attempt === 2) setError({ code: "network", message: "" }); // ErrorBox words it (errors.network)
      }
    }
    setBusy(false);
  }

  const mineThisTable = d.takenThisTable[me.player] ?? [];
  const mine = d.hands[me.player] ?? [];
  const total = d.config.composition.wills + d.config.composition.minor + d.config.composition.medium + d.config.composition.major;
  const exactAmount = Number(exact);
  const canAct = (picked !== null && legal.choose.includes(picked)) || legal.match !== null || legal.minBid !== null || legal.pass;
  const waiting = auction
    ? auction.chooser === me.player && !auction.best
      ? t("barWaitOpening")
      : auction.awaiting.length
        ? t("barWaitOthers", { names: auction.awaiting.map(name).join(", ") })
        : t("nobodyAwaiting")
    : d.active === me.player
      ? t("barPick")
      : t("barWaitTurn", { name: d.active !== null ? name(d.active) : "?" });

  return (
    <div className="mx-auto max-w-md space-y-3 pb-28" data-testid="draft-phone">
      <div className="flex items-center justify-between text-sm text-stone-600">
        <span>{t("table", { no: d.tableNo })} · {t("deckLeft", { count: d.deckCount })}</span>
        <span className={online ? "text-green-700" : "text-amber-700"} data-testid="connection">{online ? t("connected") : t("reconnecting")}</span>
      </div>
      {view.status === "paused" && <p className="rounded-lg bg-amber-100 p-3 text-center font-semibold">{t("paused")}</p>}
      {view.status === "finished" && <p className="rounded-lg bg-green-100 p-3 text-center font-semibold" data-testid="draft-finished">{t("finished")}</p>}

      {!auction && view.status === "running" && d.active !== null && (
        <p className={`rounded-lg p-3 text-center text-lg font-bold ${d.active === me.player ? "bg-accent text-white" : "bg-white"}`} data-testid="turn">
          {d.active === me.player ? t("yourTurn") : t("turnOf", { name: name(d.active) })}
        </p>
      )}

      {auction && (
        <section className="panel space-y-2" data-testid="auction">
          <div className="flex items-center justify-between text-sm text-stone-600">
            <span>{t("auctionFor")} · {t("chosenBy", { name: name(auction.chooser) })}</span>
            {seconds !== null && <span className="font-mono text-lg font-bold text-red-700" data-testid="clock">{t("clock", { seconds })}</span>}
          </div>
          <div className="h-24"><CardTile card={data.cards[auction.cardId]} size="md" highlight /></div>
          <p className="text-2xl font-bold" data-testid="best-bid">{auction.best ? t("bestBid", { amount: auction.best.amount, name: name(auction.best.player) }) : t("noBid")}</p>
          <p className="text-sm text-stone-600" data-testid="awaiting">
            {auction.awaiting.length ? t("awaiting", { names: auction.awaiting.map(name).join(", ") }) : t("nobodyAwaiting")}
          </p>
        </section>
      )}

      <section>
        <div className="grid grid-cols-2 gap-2" data-testid="table">
          {d.table.map((id) => {
            // Any card can be tapped to read it; only a legal one can then be chosen.
            return (
              <button
                key={id}
                type="button"
                disabled={busy}
                onClick={() => setPicked(picked === id ? null : id)}
                className={`h-20 text-left ${picked === id ? "scale-[1.02]" : ""}`}
                aria-pressed={picked === id}
                aria-label={data.cards[id]?.name}
              >
                <CardTile card={data.cards[id]} size="sm" highlight={auction?.cardId === id || picked === id} />
              </button>
            );
          })}
        </div>
      </section>

      {(() => {
        const shown = picked ?? auction?.cardId;
        const card = shown ? data.cards[shown] : undefined;
        if (!card) return null;
        return (
          <section className="panel text-sm" data-testid="card-detail">
            <p className="font-semibold">
              {card.name}
              {card.type === "manifestation" ? ` · ${card.points} · ${card.power}` : ` · ${card.tribute}`}
            </p>
            {card.subType && <p className="italic text-stone-600">{card.subType}</p>}
            <p className="whitespace-pre-line">{card.effect}</p>
          </section>
        );
      })()}

      <section className="text-sm text-stone-700">
        <p data-testid="my-table-count">{t("myCardsTable", { count: mineThisTable.length })} · {t("myCardsTotal", { count: mine.length, total })} · {t("spent", { points: d.spent[me.player] ?? 0 })}</p>
        {mine.length > 0 && (
          <details className="mt-1">
            <summary className="cursor-pointer">{t("myCardsTotal", { count: mine.length, total })}</summary>
            <div className="mt-2 grid grid-cols-3 gap-1.5" data-testid="my-cards">
              {mine.map((id) => (
                <div key={id} className="min-h-14"><CardTile card={data.cards[id]} size="sm" /></div>
              ))}
            </div>
          </details>
        )}
      </section>

      <ErrorBox error={error} />

      {/* Thumb zone: the actions legal right now, nothing else; when there are none, why. */}
      {view.status === "running" && (
        <div className="fixed inset-x-0 bottom-0 border-t border-stone-200 bg-white/95 p-3 shadow-lg">
          {!canAct && <p className="mx-auto max-w-md text-center text-stone-600" data-testid="bar-status">{waiting}</p>}
          <div className="mx-auto flex max-w-md flex-wrap gap-2" data-testid="actions">
            {picked && legal.choose.includes(picked) && (
              <button className="btn flex-1 text-lg" disabled={busy} onClick={() => act({ type: "choose", cardId: picked })}>{t("choose")}</button>
            )}
            {legal.match !== null && (
              <button className="btn flex-1" disabled={busy} onClick={() => act({ type: "match" })}>{t("match", { amount: legal.match })}</button>
            )}
            {legal.minBid !== null && (
              <>
                {[legal.minBid, legal.minBid + 5].map((amount, i) => (
                  <button key={amount} className="btn flex-1" disabled={busy} onClick={() => act({ type: "bid", amount })}>
                    {t("bidPlus", { step: (i + 1) * 5, amount })}
                  </button>
                ))}
                <div className="flex w-full gap-2">
                  <input
                    className="field mt-0 w-28"
                    inputMode="numeric"
                    aria-label={t("amount")}
                    placeholder={String(legal.minBid)}
                    value={exact}
                    onChange={(e) => setExact(e.target.value.replace(/[^\d]/g, ""))}
                  />
                  <button className="btn-quiet flex-1" disabled={busy || !exact} onClick={() => act({ type: "bid", amount: exactAmount })}>{t("bidExact")}</button>
                </div>
              </>
            )}
            {legal.pass && (
              <button className="btn-quiet flex-1 text-lg" disabled={busy} onClick={() => act({ type: "pass" })}>{t("pass")}</button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
