"use client";
// Every mage of a challenge on one line: name, side (a 2v2 team: the viewer's first), the seat the
// game waits for (in words, not only a ring), cards in hand, the bot, the side's gems — the player first, then the
// others in turn order, so that the hand right below stays near the top of a phone.
import { useTranslations } from "next-intl";
import type { GameView } from "@/engine/incantesium";
import type { Tr } from "./cardText";
import { CardChip, CardChips } from "./CardTile";

interface Props {
  view: GameView;
  /** The viewer's seat (null for spectators and judges). */
  me: number | null;
  label: (seat: number) => string;
  bots: boolean[];
  /** The seat the game waits for (null once over). */
  acting: number | null;
  over: boolean;
  tr: Tr;
}

export function IncSeatStrip({ view, me, label, bots, acting, over, tr }: Props) {
  const t = useTranslations("incantesium");
  const tg = useTranslations("game");
  const n = view.seats.length;
  const sideOf = (i: number) => view.sides.findIndex((s) => s.seats.includes(i));
  const order = Array.from({ length: n }, (_, k) => ((me ?? 0) + k) % n);
  const team = view.sides.some((s) => s.seats.length > 1);
  const groups = team
    ? [...new Set(order.map(sideOf))].map((x) => ({ side: x, seats: order.filter((i) => sideOf(i) === x) }))
    : [{ side: null, seats: order }];
  // The side's gems: a 2v2 team's once, on its heading; a seat's own elsewhere. Once over, the gems conquered during
  // the challenge, lost again or not: its points (ruling G2); before, the gems held, which decide the winner.
  // Held, it is short and kept whole; once over ("2 gemme conquistate nella sfida") it may wrap, on a line of its own
  // under a team's heading, rather than run past a 360-px phone's edge.
  const gems = (x: number) => (
    <span
      className={`${over ? "min-w-0" : "shrink-0"} ml-auto text-right text-sm font-black tabular-nums`}
      data-testid="inc-gems"
    >
      <span aria-hidden="true">◆ </span>
      {over ? t("gemsWon", { n: view.sides[x]?.won ?? 0 }) : t("gems", { n: view.sides[x]?.gems.length ?? 0 })}
    </span>
  );
  const title = (x: number) =>
    me === null ? tg("sideN", { n: x + 1 }) : x === sideOf(me) ? tg("sideUs") : tg("sideThem");

  return (
    <section
      className="rounded-xl border border-stone-300 bg-white px-1.5 py-1"
      aria-label={tg("tableSeats")}
      data-testid="inc-seats"
    >
      {groups.map((g) => (
        <div key={g.side ?? "all"} data-testid="seat-group">
          {g.side !== null && (
            <p className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 pt-0.5">
              <span className="text-[11px] font-semibold uppercase tracking-wide text-stone-600">{title(g.side)}</span>
              {gems(g.side)}
            </p>
          )}
          <ul className="divide-y divide-stone-200">
            {g.seats.map((i) => {
              const seat = view.seats[i]!;
              const waited = acting === i;
              return (
                <li
                  key={i}
                  data-testid="inc-seat"
                  data-seat={i}
                  data-me={me === i}
                  data-acting={waited}
                  className={`px-1 py-0.5 ${waited ? "rounded-lg bg-amber-50 ring-2 ring-amber-500" : ""}`}
                >
                  <div className="flex items-center gap-2">
                    <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 text-xs text-stone-700">
                      <span className="truncate text-sm font-bold text-stone-900" data-testid="seat-name">
                        {i === me ? tg("you") : label(i)}
                      </span>
                      {i === view.dealer && <span>({t("dealer")})</span>}
                      {waited && (
                        <span
                          className="rounded-full bg-amber-400 px-2 font-bold text-stone-900"
                          data-testid="seat-mark"
                        >
                          ● {view.pending ? t("markAnswer") : t("markTurn")}
                        </span>
                      )}
                      <span data-testid="inc-hand-count">{t("handCount", { n: seat.handCount })}</span>
                      {bots[i] && (
                        <span className="rounded-full bg-stone-700 px-1.5 font-bold text-white" data-testid="seat-bot">
                          ⚙ {tg("seatBot")}
                        </span>
                      )}
                      {seat.out && (
                        <span className="font-semibold">{view.options.spirits ? t("spirit") : t("out")}</span>
                      )}
                      {seat.poisons.length > 0 && (
                        <span data-testid="inc-poisoned" className="font-semibold text-red-800">
                          <span aria-hidden="true">☠ </span>
                          {t("poisoned", { n: seat.poisons.length })}
                        </span>
                      )}
                      {seat.creatures.length > 0 && <span>{t("creatures", { n: seat.creatures.length })}</span>}
                      {seat.caste && <CardChip id={seat.caste} tr={tr} />}
                    </span>
                    {!team && gems(sideOf(i))}
                  </div>
                  {seat.hand && i !== me && (
                    <p className="text-xs leading-relaxed" data-testid="inc-seat-hand">
                      <CardChips ids={seat.hand} tr={tr} separator=", " />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
