"use client";
import { useTranslations } from "next-intl";
import { EventLog } from "@/components/EventLog";
import { CardTile } from "@/components/kartomantik/draft/CardTile";
import { LastSale } from "@/components/kartomantik/draft/LastSale";
import { botNamed, PlayersTable } from "@/components/kartomantik/draft/PlayersTable";
import { describeEntry, withAutoMarks } from "@/components/kartomantik/draft/draftText";
import { useCountdown } from "@/components/kartomantik/draft/useCountdown";
import { useDraftStream, type StreamEntry } from "@/components/kartomantik/draft/useDraftStream";
import type { DraftAction } from "@/engine/kartomantik/draft/types";
import { ENGINE_KINDS, undoFrom } from "@/lib/kartomantik/drafts/undo";
import type { DraftPageData } from "@/lib/kartomantik/drafts/page-data";

type Stream = ReturnType<typeof useDraftStream>;

/** The seqs this page's log saw being taken back: each undo takes the last completed auction
 * before it and all that followed (lib/kartomantik/drafts/undo.ts, the server's own rule). */
function undoneSeqs(log: StreamEntry[]): Set<number> {
  const undone = new Set<number>();
  const oldestFirst = [...log].reverse();
  oldestFirst.forEach((entry, i) => {
    if (entry.kind !== "undo") return;
    const active = oldestFirst
      .slice(0, i)
      .filter((e) => e.undoneBy === null && !undone.has(e.seq) && ENGINE_KINDS.includes(e.kind))
      .map((e) => ({ seq: e.seq, action: { type: e.kind } as DraftAction, events: e.events }));
    const from = undoFrom(active);
    if (from !== null) for (const e of active) if (e.seq >= from) undone.add(e.seq);
  });
  return undone;
}

/** The whole table, compact, for the organizer's console (the projector has ProjectorBoard). */
export function DraftBoard({ stream, data }: { stream: Stream; data: DraftPageData }) {
  const t = useTranslations("draft");
  const { view, log, online } = stream;
  const seconds = useCountdown(view.clockDeadline, view.now);
  const d = view.draft;
  // A seat the bot plays is named so wherever it acts.
  const name = (p: number) => botNamed(data.players[p] ?? "?", view.bots.includes(p), t("botTag"));
  const auction = d.auction;
  // Newest first, line by line (an entry's own lines are oldest first); what an undo took back
  // stays readable, struck through.
  const undone = undoneSeqs(log);
  const lines = withAutoMarks(log).flatMap((entry) =>
    describeEntry(entry, (k, v) => t(k as "log", v as never), data.players, data.cards)
      .reverse()
      .map((text) => ({ text, undone: entry.undoneBy !== null || undone.has(entry.seq) })),
  );

  return (
    <div className="space-y-4" data-testid="draft-board">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold" data-testid="board-table">
          {t("table", { no: d.tableNo })}
        </h2>
        <span className="text-stone-600">{t("deckLeft", { count: d.deckCount })}</span>
        {view.status !== "running" && (
          <span className="rounded-lg bg-amber-100 px-3 py-1 font-bold" data-testid="board-status">
            {view.status === "paused" ? t("paused") : t("finished")}
          </span>
        )}
        {!online && <span className="text-amber-700">{t("reconnecting")}</span>}
      </div>

      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        {/* Two columns on a phone, as the player's own table (DraftPhone): at three, 360 px left a tile 88 px for a
            name, and "Borseggiatrice" broke inside the word. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="board-cards">
          {d.table.map((id) => (
            <div key={id} className="h-20">
              <CardTile card={data.cards[id]} size="sm" highlight={auction?.cardId === id} />
            </div>
          ))}
        </div>
        <div className="panel space-y-2" data-testid="board-auction">
          {auction ? (
            <>
              <p className="text-stone-600">
                {t("auctionFor")} · {t("chosenBy", { name: name(auction.chooser) })}
              </p>
              <p className="font-semibold">{data.cards[auction.cardId]?.name}</p>
              <p className="text-2xl font-black tabular-nums" data-testid="board-best">
                {auction.best
                  ? t("bestBid", { amount: auction.best.amount, name: name(auction.best.player) })
                  : t("noBid")}
              </p>
              <p data-testid="board-awaiting">
                {auction.awaiting.length
                  ? t("awaiting", { names: auction.awaiting.map(name).join(", ") })
                  : t("nobodyAwaiting")}
              </p>
              {seconds !== null && (
                <p className="font-mono text-2xl font-bold text-red-700">{t("clock", { seconds })}</p>
              )}
            </>
          ) : (
            <>
              {d.active !== null && view.status !== "finished" && (
                <p className="text-2xl font-bold" data-testid="board-turn">
                  {t("turnOf", { name: name(d.active) })}
                </p>
              )}
              <LastSale sale={d.lastSale} players={data.players.map((_, p) => name(p))} cards={data.cards} />
            </>
          )}
        </div>
      </div>

      <PlayersTable
        players={data.players}
        draft={d}
        testId="board-players"
        bots={view.bots}
        // Heads on the bottom line and apart from each other ("Questa tavolata" wraps on a phone, beside "Carte"), the
        // numbers under their right-aligned heads.
        look={{
          head: "text-sm leading-tight [&_th]:pb-1 [&_th]:align-bottom [&_th]:font-semibold",
          cols: ["pr-2", "px-2", "px-2 text-right", "pl-2 text-right"],
          row: (i) => (d.active === i ? "font-bold" : ""),
        }}
      />

      {d.tableNo === 1 && d.rolls.length > 0 && (
        <p className="text-stone-600" data-testid="board-rolls">
          {t("rolls")}:{" "}
          {d.rolls.map((round) => round.map((r) => `${name(r.player)} ${r.value}`).join(", ")).join(" → ")} ·{" "}
          {t("firstPlayer", { name: name(d.firstPlayer) })}
        </p>
      )}
      {lines.length > 0 && (
        <section>
          <h3 className="font-semibold">{t("log")}</h3>
          {/* Scrolls once long: a keyboard reaches it (axe: scrollable-region-focusable). */}
          <EventLog label={t("log")} testId="board-log" className="max-h-48 text-sm text-stone-700">
            {lines.map((line, i) => (
              <li
                key={i}
                className={line.undone ? "text-stone-500 line-through" : ""}
                data-undone={line.undone || undefined}
              >
                {line.text}
              </li>
            ))}
          </EventLog>
        </section>
      )}
    </div>
  );
}
