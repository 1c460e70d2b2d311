"use client";
import { useTranslations } from "next-intl";
import { FORMATS } from "@/engine/decks/formats";
import { CardTile } from "@/components/draft/CardTile";
import { LastSale } from "@/components/draft/LastSale";
import { PlayersTable } from "@/components/draft/PlayersTable";
import { useCountdown } from "@/components/draft/useCountdown";
import { useDraftStream } from "@/components/draft/useDraftStream";
import type { DraftPageData } from "@/lib/drafts/page-data";

// The projector's board. It fills the screen and never scrolls (nobody scrolls a projector):
// every size is a share of the screen's height, so the same layout holds 6 players and a table of
// 12 cards on a 1280×720 and on a 1920×1080 projector. The numbers people look for from the back
// of the room (best bid, whose turn, the clock) are the largest; the rest is at least ~3.5 % of
// the height (≥ 38 px on 1080 lines).

/** Public information only, from its own live stream. */
export function ProjectorBoard({ eventId, eventName, data }: { eventId: string; eventName: string; data: DraftPageData }) {
  const t = useTranslations("draft");
  const { view, online } = useDraftStream(eventId, "projector", data.view);
  const seconds = useCountdown(view.clockDeadline);
  const d = view.draft;
  const name = (p: number) => data.players[p] ?? "?";
  const auction = d.auction;
  const paused = view.status === "paused";
  const finished = view.status === "finished";
  const columns = Math.min(6, Math.max(3, Math.ceil(d.table.length / 2)));

  return (
    <div className="flex h-full flex-col gap-[1.6vh] text-[3.4vh] leading-tight" data-testid="draft-board" data-seq={view.seq}>
      <header className="flex items-baseline gap-[2vw] whitespace-nowrap">
        <h1 className="min-w-0 truncate text-[3.4vh] font-semibold text-stone-600">{eventName}</h1>
        <h2 className="text-[4.6vh] font-bold" data-testid="board-table">{t("table", { no: d.tableNo })}</h2>
        <span className="ml-auto text-[3vh] text-stone-600">{t("deckLeft", { count: d.deckCount })}</span>
        {!online && <span className="text-[3vh] text-amber-700">{t("reconnecting")}</span>}
      </header>

      {!finished && (
        // The table across the whole width, in two rows: 2N cards for N players.
        <div className="grid h-[34vh] shrink-0 grid-rows-2 gap-[1.4vh]" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} data-testid="board-cards">
          {d.table.map((id) => (
            <div key={id} className="min-h-0">
              <CardTile card={data.cards[id]} size="lg" highlight={auction?.cardId === id} dim={!!auction && auction.cardId !== id} />
            </div>
          ))}
        </div>
      )}

      <div className="grid min-h-0 flex-1 grid-cols-2 gap-[2.5vh]">
        {finished ? (
          <section className="flex flex-col justify-center rounded-2xl bg-green-100 p-[2.5vh] text-center" data-testid="board-auction">
            <p className="text-[8vh] font-black leading-none" data-testid="board-status">{t("finished")}</p>
            <p className="mt-[2vh] text-[3.6vh]">{t("finishedNext", { size: FORMATS.draft.size })}</p>
          </section>
        ) : (
          <section className="panel flex min-h-0 flex-col justify-center gap-[1vh] overflow-hidden p-[2vh]" data-testid="board-auction">
            {paused && (
              <p className="rounded-xl bg-amber-200 px-[1.5vh] py-[0.5vh] text-center text-[6vh] font-black uppercase leading-tight" data-testid="board-status">
                {t("paused")}
              </p>
            )}
            {auction ? (
              <>
                <p className="text-[3.4vh] text-stone-600">{t("auctionFor")} · {t("chosenBy", { name: name(auction.chooser) })}</p>
                <p className="text-[4.6vh] font-bold">{data.cards[auction.cardId]?.name}</p>
                <p className="text-[min(9vh,4.2vw)] font-black tabular-nums leading-none" data-testid="board-best">
                  {auction.best ? t("bestBid", { amount: auction.best.amount, name: name(auction.best.player) }) : t("noBid")}
                </p>
                {!paused && (
                  <p className="text-[4.6vh]" data-testid="board-awaiting">
                    {auction.awaiting.length ? t("awaiting", { names: auction.awaiting.map(name).join(", ") }) : t("nobodyAwaiting")}
                  </p>
                )}
                {seconds !== null && !paused && <p className="font-mono text-[9vh] font-bold leading-none text-red-700">{t("clock", { seconds })}</p>}
              </>
            ) : (
              <>
                {d.active !== null && <p className="text-[min(8vh,4vw)] font-black leading-none" data-testid="board-turn">{t("turnOf", { name: name(d.active) })}</p>}
                <LastSale sale={d.lastSale} players={data.players} cards={data.cards} className="text-[3.6vh]" />
              </>
            )}
          </section>
        )}

        <div className="flex min-h-0 flex-col justify-between gap-[1vh]">
          <PlayersTable
            players={data.players}
            draft={d}
            testId="board-players"
            thisTable={!finished}
            look={{
              table: "table-fixed text-[3.8vh]",
              head: "text-[2.6vh]",
              cols: ["truncate py-[0.2vh] pl-[0.8vh]", "w-[24%] pl-[0.8vh]", "w-[14%] text-right", "w-[14%] pr-[0.8vh] text-right"],
              row: (i) => (d.active === i && !finished ? "bg-amber-100 font-bold" : ""),
            }}
          />
          {d.tableNo === 1 && d.rolls.length > 0 && !finished && (
            <p className="text-[2.8vh] leading-snug text-stone-600" data-testid="board-rolls">
              {t("rolls")}: {d.rolls.map((round) => round.map((r) => `${name(r.player)} ${r.value}`).join(", ")).join(" → ")} · {t("firstPlayer", { name: name(d.firstPlayer) })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
