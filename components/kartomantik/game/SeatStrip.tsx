"use client";
// A table of 3–5 at a glance: every seat on one line — its name, its side (a 2v2 team: the
// viewer's first, then the opponents), whose move it is, its hand, whether the bot plays it, its points — above the
// play. Another seat's zones fold under its line, a button that opens them, so that on a phone the viewer's own hand
// comes right after the strip instead of after three or four seats' panels.
import { useMemoTranslations } from "@/components/memoTranslator";
import type { ReactNode } from "react";
import type { TableProps } from "./tableProps";
import { MarkPill, seatMark } from "./SeatMark";

interface Props extends TableProps {
  /** The other seats, clockwise from the bottom one. */
  others: number[];
  open: Set<number>;
  onToggle: (p: number) => void;
  /** A seat's zones, shown under its line when open. */
  details: (p: number) => ReactNode;
}

export function SeatStrip({
  view,
  bottom,
  label,
  mine: viewerSeat = null,
  waits,
  bots,
  others,
  open,
  onToggle,
  details,
}: Props) {
  const t = useMemoTranslations("game");
  const side = (p: number) => view.seats.side[p]!;
  const team = view.seats.mode === "2v2";
  // One group per side in 2v2 (the bottom seat's side first); a Free-for-All pod is one list, clockwise.
  const order = [bottom, ...others];
  const groups = team
    ? [...new Set(order.map(side))].map((x) => ({ side: x, seats: order.filter((p) => side(p) === x) }))
    : [{ side: null, seats: order }];
  const title = (x: number) =>
    viewerSeat === null ? t("sideN", { n: x + 1 }) : x === side(viewerSeat) ? t("sideUs") : t("sideThem");

  const line = (p: number) => {
    const pv = view.players[p]!;
    const out = view.seats.out.includes(p);
    const teammate = team && viewerSeat !== null && p !== viewerSeat && side(p) === side(viewerSeat);
    return (
      <>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span className="truncate text-sm font-bold" data-testid="seat-name">
              {label(p)}
            </span>
            <MarkPill mark={seatMark(view, waits, p)} />
          </span>
          <span className="flex flex-wrap items-center gap-1 text-xs text-stone-700">
            <span data-testid="seat-hand">{t("hand", { count: pv.handCount })}</span>
            {teammate && (
              <span className="rounded-full bg-sky-700 px-1.5 font-bold text-white" data-testid="teammate">
                ♦ {t("teammate")}
              </span>
            )}
            {bots?.[p] && (
              <span className="rounded-full bg-stone-700 px-1.5 font-bold text-white" data-testid="seat-bot">
                ⚙ {t("seatBot")}
              </span>
            )}
            {out && <span className="rounded-full bg-stone-600 px-1.5 font-bold text-white">{t("outOfGame")}</span>}
          </span>
        </span>
        <span className="shrink-0 text-right text-lg font-black tabular-nums" data-testid="seat-points">
          {t("points", { points: String(pv.score).replace("-", "\u2212") })}
        </span>
      </>
    );
  };

  return (
    <section
      className="rounded-xl border border-stone-300 bg-white px-1.5 py-1"
      aria-label={t("tableSeats")}
      data-testid="game-score"
    >
      {groups.map((g) => (
        <div key={g.side ?? "all"} data-testid="seat-group">
          {g.side !== null && (
            <p className="px-1 pt-0.5 text-[11px] font-semibold uppercase tracking-wide text-stone-600">
              {title(g.side)}
            </p>
          )}
          <ul className="divide-y divide-stone-200">
            {g.seats.map((p) => (
              <li
                key={p}
                data-testid="seat-line"
                data-seat={p}
                data-me={viewerSeat === p}
                className={viewerSeat === p ? "rounded-lg bg-accent/10" : ""}
              >
                {p === bottom ? (
                  <div className="flex min-h-11 items-center gap-2 px-1">{line(p)}</div>
                ) : (
                  <section data-testid="their-side" data-seat={p} aria-label={label(p)}>
                    <button
                      type="button"
                      className="flex min-h-11 w-full items-center gap-2 rounded-lg px-1 text-left hover:bg-stone-50"
                      aria-expanded={open.has(p)}
                      aria-controls={`seat-${p}-zones`}
                      onClick={() => onToggle(p)}
                      data-testid="seat-toggle"
                    >
                      {line(p)}
                      <span aria-hidden className="shrink-0 text-stone-600">
                        {open.has(p) ? "▴" : "▾"}
                      </span>
                    </button>
                    <div id={`seat-${p}-zones`} hidden={!open.has(p)} data-testid="seat-zones">
                      {details(p)}
                    </div>
                  </section>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
