"use client";
import { useTranslations } from "next-intl";
import { FORMATS } from "@/engine/kartomantik/deck-rules/formats";
import { CardTile } from "@/components/kartomantik/draft/CardTile";
import { LastSale } from "@/components/kartomantik/draft/LastSale";
import { botNamed, PlayersTable } from "@/components/kartomantik/draft/PlayersTable";
import { useCountdown } from "@/components/kartomantik/draft/useCountdown";
import { useDraftStream } from "@/components/kartomantik/draft/useDraftStream";
import { nextChooser } from "@/components/kartomantik/draft/nextChooser";
import type { DraftPageData } from "@/lib/kartomantik/drafts/page-data";

// The projector's board. It fills the screen and never scrolls (nobody scrolls a projector):
// every size is a share of the screen's height, so the same layout holds 6 players and a table of
// 12 cards on a 1280×720 and on a 1920×1080 projector. The numbers people look for from the back
// of the room (best bid, whose turn, the clock) are the largest; names are at least 2.6 % of the
// height (28 px on 1080 lines), as the tournament board's. On a 4:3 screen (1024×768) the width is the limit: the
// longer lines are also capped by a share of the width, so they take no more lines than on 16:9.
//
// The table's cards: a table of up to 6 in 3 columns, of 8 to 12 in 4 (three rows for 10 and 12). Six columns held a
// card's name to its tile's width, 15.6 px at 1280×720 and 12.8 px at 1024×768 (2.2 % and 1.7 % of the height): a
// name of 2.6 vh whose longest word (8.7 em) stays whole needs a tile of ≥ 8.7 × 20 px + its padding on a 768-px
// screen, so six of them and their gaps are ≥ 1,190 px, wider than a 1024-px screen.

/** Public information only, from its own live stream. */
export function ProjectorBoard({
  eventId,
  eventName,
  data,
}: {
  eventId: string;
  eventName: string;
  data: DraftPageData;
}) {
  const t = useTranslations("draft");
  const { view, online } = useDraftStream(eventId, "projector", data.view);
  const seconds = useCountdown(view.clockDeadline, view.now);
  const d = view.draft;
  // A seat the bot plays is named so wherever it acts.
  const name = (p: number) => botNamed(data.players[p] ?? "?", view.bots.includes(p), t("botTag"));
  const auction = d.auction;
  const paused = view.status === "paused";
  const finished = view.status === "finished";
  const next = nextChooser(d);
  // Who chooses after this card, as things stand (it changes with the bids): the room gets ready.
  const nextLine =
    next === null ? null : (
      <p className="text-[min(3vh,2vw)] text-stone-700" data-testid="board-next">
        {next === "lastCard" ? t("lastCardOfTable") : t("nextChooser", { name: name(next) })}
      </p>
    );
  // By the table's full size (2 cards a player), so the layout holds while its cards are sold.
  const full = Math.max(d.table.length, 2 * data.players.length);
  const columns = full > 6 ? 4 : 3;
  const rows = Math.ceil(full / columns);

  return (
    <div
      className="flex h-full flex-col gap-[1.6vh] text-[3.4vh] leading-tight"
      data-testid="draft-board"
      data-seq={view.seq}
    >
      <header className="flex items-baseline gap-[2vw] whitespace-nowrap">
        <h1 className="min-w-0 truncate text-[3.4vh] font-semibold text-stone-600">{eventName}</h1>
        <h2 className="text-[4.6vh] font-bold" data-testid="board-table">
          {t("table", { no: d.tableNo })}
        </h2>
        <span className="ml-auto text-[3vh] text-stone-600">{t("deckLeft", { count: d.deckCount })}</span>
        {!online && <span className="text-[3vh] text-amber-700">{t("reconnecting")}</span>}
      </header>

      {!finished && (
        // The table across the whole width, in two or three rows: 2N cards for N players. Three rows leave a tile
        // ~13 vh: a name of two lines at 2.8 vh (--tile-type, CardTile) above its marks and points.
        <div
          className={`grid shrink-0 gap-[1.4vh] ${rows > 2 ? "h-[min(42vh,31vw)] [--tile-type:2.8vh]" : "h-[min(34vh,24vw)]"}`}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
          }}
          data-testid="board-cards"
        >
          {d.table.map((id) => (
            <div key={id} className="min-h-0">
              <CardTile
                card={data.cards[id]}
                size="lg"
                highlight={auction?.cardId === id}
                dim={!!auction && auction.cardId !== id}
              />
            </div>
          ))}
        </div>
      )}

      <div className="grid min-h-0 flex-1 grid-cols-2 gap-[2.5vh]">
        {finished ? (
          <section
            className="flex flex-col justify-center rounded-2xl bg-green-100 p-[2.5vh] text-center"
            data-testid="board-auction"
          >
            <p className="text-[8vh] font-black leading-none" data-testid="board-status">
              {t("finished")}
            </p>
            <p className="mt-[2vh] text-[3.6vh]">{t("finishedNext", { size: FORMATS.draft.size })}</p>
          </section>
        ) : (
          <section
            className="panel flex min-h-0 flex-col justify-center gap-[0.8vh] overflow-hidden px-[2vh] py-[1.2vh]"
            data-testid="board-auction"
          >
            {paused && (
              <p
                className="rounded-xl bg-amber-200 px-[1.5vh] py-[0.5vh] text-center text-[6vh] font-black uppercase leading-tight"
                data-testid="board-status"
              >
                {t("paused")}
              </p>
            )}
            {auction ? (
              <>
                <p className="text-[min(3vh,2vw)] text-stone-600">
                  {t("auctionFor")} · {t("chosenBy", { name: name(auction.chooser) })}
                </p>
                <p className="text-[min(4vh,2.8vw)] font-bold">{data.cards[auction.cardId]?.name}</p>
                <p className="text-[min(8vh,4.2vw)] font-black tabular-nums leading-none" data-testid="board-best">
                  {auction.best
                    ? t("bestBid", { amount: auction.best.amount, name: name(auction.best.player) })
                    : t("noBid")}
                </p>
                {!paused && (
                  <p className="text-[min(3.4vh,2.2vw)]" data-testid="board-awaiting">
                    {auction.awaiting.length
                      ? t("awaiting", { names: auction.awaiting.map(name).join(", ") })
                      : t("nobodyAwaiting")}
                  </p>
                )}
                {/* Proportional digits of equal width: a monospace font put a digit-wide gap before the "s". */}
                {seconds !== null && !paused && (
                  <p
                    className="text-[min(8vh,5.4vw)] font-bold tabular-nums leading-none text-red-700"
                    data-testid="board-clock"
                  >
                    {t("clock", { seconds })}
                  </p>
                )}
                {!paused && nextLine}
              </>
            ) : (
              <>
                {d.active !== null && (
                  <p className="text-[min(8vh,4vw)] font-black leading-none" data-testid="board-turn">
                    {t("turnOf", { name: name(d.active) })}
                  </p>
                )}
                {!paused && nextLine}
                <LastSale
                  sale={d.lastSale}
                  players={data.players.map((_, p) => name(p))}
                  cards={data.cards}
                  className="text-[3.6vh]"
                />
              </>
            )}
          </section>
        )}

        <div className="flex min-h-0 flex-col justify-between gap-[1vh]">
          <PlayersTable
            players={data.players}
            draft={d}
            testId="board-players"
            bots={view.bots}
            thisTable={!finished}
            look={{
              table: "text-[min(3.2vh,2.2vw)]",
              // Headers may wrap ("Questa / tavolata") but never touch: each numeric column keeps a gap on its left.
              head: "text-[2.6vh] leading-none [&_th]:align-bottom [&_th]:pb-[0.4vh] [&_th]:font-semibold",
              // The numeric columns as narrow as their heads' longest words, the names the rest of the width: a long
              // name ("Massimiliano Bartolomei") was cut short at 1920×1080 beside columns of ● ○ and three digits
              // a fifth of the table wide each (the UX audit of session 63). A name longer than its room still takes
              // a second line, broken between words, at the same size.
              cols: [
                "w-full max-w-0 py-[0.2vh] pl-[0.8vh] [overflow-wrap:anywhere]",
                "pl-[1.6vh]",
                "pl-[1.6vh] text-right",
                "pl-[1.6vh] pr-[0.8vh] text-right",
              ],
              row: (i) => (d.active === i && !finished ? "bg-amber-100 font-bold" : ""),
            }}
          />
          {d.tableNo === 1 && d.rolls.length > 0 && !finished && (
            <p className="text-[min(2.8vh,1.8vw)] leading-snug text-stone-600" data-testid="board-rolls">
              {/* The last roll only (after ties, its number): the whole history of a six-way roll-off wrapped over
                  five lines and pushed the table off a 720-px screen. The organizer's board keeps every roll. */}
              {d.rolls.length > 1 ? t("rollsAgain", { round: d.rolls.length }) : t("rolls")}:{" "}
              {d.rolls
                .at(-1)!
                .map((r) => `${name(r.player)} ${r.value}`)
                .join(", ")}{" "}
              · {t("firstPlayer", { name: name(d.firstPlayer) })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
