"use client";
import { useTranslations } from "next-intl";
import { CardTile } from "@/components/draft/CardTile";
import { describeEntry } from "@/components/draft/draftText";
import { useCountdown } from "@/components/draft/useCountdown";
import { useDraftStream } from "@/components/draft/useDraftStream";
import type { DraftPageData } from "@/lib/drafts/page-data";

type Stream = ReturnType<typeof useDraftStream>;

/** The projector's board: its own live stream, public information only. */
export function LiveDraftBoard({ eventId, data }: { eventId: string; data: DraftPageData }) {
  const stream = useDraftStream(eventId, "projector", data.view);
  return <DraftBoard stream={stream} data={data} large />;
}

/** The whole table for the projector (large) and the organizer's console (compact). */
export function DraftBoard({ stream, data, large = false }: { stream: Stream; data: DraftPageData; large?: boolean }) {
  const t = useTranslations("draft");
  const { view, log, online } = stream;
  const seconds = useCountdown(view.clockDeadline);
  const d = view.draft;
  const name = (p: number) => data.players[p] ?? "?";
  const auction = d.auction;
  const big = large ? "text-7xl" : "text-2xl";
  const lines = log.flatMap((entry) => describeEntry(entry, (k, v) => t(k as "log", v as never), data.players, data.cards));

  return (
    <div className={`space-y-4 ${large ? "text-xl" : ""}`} data-testid="draft-board">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className={`${large ? "text-4xl" : "text-xl"} font-bold`} data-testid="board-table">{t("table", { no: d.tableNo })}</h2>
        <span className={`text-stone-600 ${large ? "text-3xl" : ""}`}>{t("deckLeft", { count: d.deckCount })}</span>
        {view.status !== "running" && (
          <span className="rounded-lg bg-amber-100 px-3 py-1 font-bold" data-testid="board-status">{view.status === "paused" ? t("paused") : t("finished")}</span>
        )}
        {!online && <span className="text-amber-700">{t("reconnecting")}</span>}
      </div>

      <div className={`grid gap-4 ${large ? "lg:grid-cols-[2fr_1fr]" : "md:grid-cols-[2fr_1fr]"}`}>
        <div className={`grid gap-2 ${large ? "grid-cols-4" : "grid-cols-3 sm:grid-cols-4"}`} data-testid="board-cards">
          {d.table.map((id) => (
            <div key={id} className={large ? "h-48" : "h-20"}>
              <CardTile card={data.cards[id]} size={large ? "lg" : "sm"} highlight={auction?.cardId === id} />
            </div>
          ))}
        </div>
        <div className={`panel space-y-2 ${large ? "text-3xl" : ""}`} data-testid="board-auction">
          {auction ? (
            <>
              <p className="text-stone-600">{t("auctionFor")} · {t("chosenBy", { name: name(auction.chooser) })}</p>
              <p className="font-semibold">{data.cards[auction.cardId]?.name}</p>
              <p className={`${big} font-black tabular-nums`} data-testid="board-best">
                {auction.best ? t("bestBid", { amount: auction.best.amount, name: name(auction.best.player) }) : t("noBid")}
              </p>
              <p data-testid="board-awaiting">{auction.awaiting.length ? t("awaiting", { names: auction.awaiting.map(name).join(", ") }) : t("nobodyAwaiting")}</p>
              {seconds !== null && <p className={`${big} font-mono font-bold text-red-700`}>{t("clock", { seconds })}</p>}
            </>
          ) : (
            d.active !== null && view.status !== "finished" && <p className={`${big} font-bold`} data-testid="board-turn">{t("turnOf", { name: name(d.active) })}</p>
          )}
        </div>
      </div>

      <table className={`w-full text-left ${large ? "text-4xl leading-relaxed" : ""}`} data-testid="board-players">
        <thead className="text-stone-500">
          <tr>
            <th>{t("players")}</th>
            <th>{t("cardsThisTable")}</th>
            <th>{t("cardsTotal")}</th>
            <th>{t("pointsSpent")}</th>
          </tr>
        </thead>
        <tbody>
          {data.players.map((player, i) => (
            <tr key={i} className={`border-t border-stone-200 ${d.active === i ? "font-bold" : ""}`}>
              <td>{player}</td>
              <td>{"●".repeat(d.takenThisTable[i]?.length ?? 0)}{"○".repeat(2 - (d.takenThisTable[i]?.length ?? 0))}</td>
              <td className="tabular-nums">{d.hands[i]?.length ?? 0}</td>
              <td className="tabular-nums">{d.spent[i] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {d.tableNo === 1 && d.rolls.length > 0 && (
        <p className={`text-stone-600 ${large ? "text-3xl" : ""}`} data-testid="board-rolls">
          {t("rolls")}: {d.rolls.map((round) => round.map((r) => `${name(r.player)} ${r.value}`).join(", ")).join(" → ")} · {t("firstPlayer", { name: name(d.firstPlayer) })}
        </p>
      )}
      {!large && lines.length > 0 && (
        <section>
          <h3 className="font-semibold">{t("log")}</h3>
          <ol className="max-h-48 overflow-auto text-sm text-stone-700" data-testid="board-log">
            {lines.map((line, i) => <li key={i}>{line}</li>)}
          </ol>
        </section>
      )}
    </div>
  );
}
