"use client";
// The game table as a phone shows it: one side at the top (its hand at the far edge, its Area di
// Confronto nearest the middle), the shared middle (the confrontation's totals, the Zona di
// Stallo, the Pila top first), the other side at the bottom mirrored (the hand nearest the thumb).
// At a table of 3–5 every other seat is at the top, clockwise from the viewer, each with its counts,
// vessel, field and confrontation; the middle shows every side's total (a 2v2 team's is one).
import { useTranslations } from "next-intl";
import { useMemoTranslations } from "@/components/memoTranslator";
import { useState, type ReactNode } from "react";
import type { CardView } from "@/engine/kartomantik";
import { COLORS, type Temperament } from "@/lib/kartomantik/cards/temperaments";
import { CardBack, EmptySlot, GameCard } from "./GameCard";
import { SeatStrip } from "./SeatStrip";
import type { TableProps } from "./tableProps";

export type { TableProps };
import { MarkPill, seatMark } from "./SeatMark";

export function GameTable(props: TableProps) {
  const { view, bottom, label, nameOf, names, mine: viewerSeat = null } = props;
  const t = useMemoTranslations("game");
  const n = view.players.length;
  const others = Array.from({ length: n - 1 }, (_, i) => (bottom + 1 + i) % n);
  const top = others[0]!;
  const [mine, theirs] = [view.totals[bottom] ?? 0, view.totals[top] ?? 0];
  const fighting =
    view.players.some((p) => p.confrontation.length > 0) || view.totals.reduce((a, b) => a + (b ?? 0), 0) > 0;
  // A table of 3–5: one total per side, named by its seats (the viewer's side first).
  const sides = [...new Set([view.seats.side[bottom]!, ...others.map((p) => view.seats.side[p]!)])];
  const best = Math.max(...sides.map((x) => view.totals[x] ?? 0));
  const sideName = (x: number) => view.seats.side.flatMap((side, p) => (side === x ? [label(p)] : [])).join(" + ");
  const handFirst = props.strip === "folded";
  const [open, setOpen] = useState<Set<number>>(() => new Set(props.strip === "open" ? others : []));
  const toggle = (p: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(p)) next.add(p);
      return next;
    });
  return (
    <div className="space-y-1.5">
      {props.strip ? (
        <SeatStrip
          {...props}
          others={others}
          open={open}
          onToggle={toggle}
          details={(p) => <Side {...props} p={p} compact />}
        />
      ) : (
        others.map((p) => <Side key={p} {...props} p={p} />)
      )}
      {/* A player's phone at a table: their own hand right under the strip (the thumb's place), the middle after. */}
      {handFirst && <Side {...props} p={bottom} handFirst />}
      {(fighting || view.stalemate.length > 0 || view.stack.length > 0) && (
        <section
          className="space-y-1.5 rounded-xl border border-stone-300 bg-stone-100 p-2"
          aria-label={t("confrontTotals")}
        >
          {fighting && n > 2 && (
            <ul className="grid gap-1" data-testid="game-totals">
              {sides.map((x) => {
                const value = view.totals[x] ?? 0;
                const ahead = value === best && sides.filter((y) => (view.totals[y] ?? 0) === best).length === 1;
                return (
                  <li key={x}>
                    <Total name={sideName(x)} value={value} ahead={ahead} />
                  </li>
                );
              })}
            </ul>
          )}
          {fighting && n === 2 && (
            <div className="flex items-center justify-between gap-2" data-testid="game-totals">
              <Total name={label(top)} value={theirs} ahead={theirs > mine} />
              <span className="text-xs font-semibold uppercase text-stone-500" aria-hidden>
                vs
              </span>
              <Total name={label(bottom)} value={mine} ahead={mine > theirs} right />
            </div>
          )}
          {view.stalemate.length > 0 && (
            <Zone title={t("stalemate")}>
              <ul className="flex flex-wrap gap-1" data-testid="stalemate">
                {view.stalemate.map((c) => (
                  <li key={c.iid}>
                    <GameCard card={c} name={nameOf(c)} extra={props.extraOf?.(c.def)} size="sm" />
                  </li>
                ))}
              </ul>
            </Zone>
          )}
          {view.stack.length > 0 && (
            <Zone title={t("stack")}>
              <ol className="space-y-1" data-testid="stack">
                {[...view.stack].reverse().map((item, i) => (
                  <li
                    key={item.id}
                    className={`flex items-center gap-2 rounded-lg border bg-white p-1 ${i === 0 ? "border-accent ring-2 ring-accent/40" : "border-stone-200"}`}
                  >
                    {item.card ? (
                      <GameCard
                        card={item.card}
                        name={nameOf(item.card)}
                        extra={props.extraOf?.(item.card.def)}
                        size="sm"
                      />
                    ) : (
                      <span className="flex h-[5.4rem] w-[4.1rem] shrink-0 items-center justify-center rounded-lg border-2 border-dashed border-stone-400 p-1 text-center text-[10px] font-semibold leading-tight">
                        {t("ability", { name: names.get(item.source ?? "") ?? "?" })}
                      </span>
                    )}
                    <span className="min-w-0 text-sm">
                      {i === 0 && (
                        <span className="mr-1 rounded bg-accent px-1.5 py-0.5 text-xs font-bold uppercase text-white">
                          {t("stackTop")}
                        </span>
                      )}
                      <span className="block font-semibold">
                        {item.card ? nameOf(item.card) : t("ability", { name: names.get(item.source ?? "") ?? "?" })}
                      </span>
                      <span className="block text-stone-600">
                        {item.controller === viewerSeat
                          ? t("stackMine")
                          : t("stackBy", { name: label(item.controller) })}
                      </span>
                      {item.targets.length > 0 && (
                        <span className="block text-stone-600">
                          → {item.targets.map((id) => names.get(id) ?? "?").join(", ")}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </Zone>
          )}
        </section>
      )}
      {!handFirst && <Side {...props} p={bottom} />}
    </div>
  );
}

function Total({
  name,
  value,
  ahead,
  right = false,
}: {
  name: string;
  value: number;
  ahead: boolean;
  right?: boolean;
}) {
  const t = useMemoTranslations("game");
  return (
    <div className={`flex min-w-0 flex-1 items-center gap-2 ${right ? "flex-row-reverse text-right" : ""}`}>
      <span
        className={`min-w-10 rounded-lg px-2 text-center text-2xl font-black tabular-nums ${ahead ? "bg-accent text-white" : "bg-white text-stone-700"}`}
      >
        {value}
      </span>
      <span className="min-w-0 truncate text-sm leading-tight">
        <span className="block truncate font-semibold">{name}</span>
        {ahead && <span className="block text-xs text-accent">▲ {t("ahead")}</span>}
      </span>
    </div>
  );
}

/** A zone's label over its cards; an empty zone takes one line. */
function Zone({ title, children, flat = false }: { title: string; children: ReactNode; flat?: boolean }) {
  return (
    // Flat (an empty zone's one line): the title and its slots side by side, the slots on a line of their own when
    // both do not fit (a 2v2 team's four interzone spaces at 360 px).
    <div className={flat ? "flex flex-wrap items-center gap-x-2 gap-y-0.5" : "space-y-0.5"}>
      <p className="text-[10px] font-semibold uppercase tracking-wide text-stone-500">{title}</p>
      {children}
    </div>
  );
}

function Side({
  view,
  bottom,
  label,
  nameOf,
  extraOf,
  playable,
  highlight,
  selected,
  onSelect,
  p,
  waits,
  bots,
  compact = false,
  handFirst = false,
  mine: viewerSeat = null,
}: TableProps & { p: number; compact?: boolean; handFirst?: boolean }) {
  const t = useMemoTranslations("game");
  const tTemp = useTranslations("temperaments");
  const pv = view.players[p]!;
  const isBottom = p === bottom;
  const size = isBottom ? "md" : "sm";
  const who = isBottom ? "my" : "their";
  const tile = (c: CardView, tappable = false) => (
    <GameCard
      card={c}
      name={nameOf(c)}
      extra={extraOf?.(c.def)}
      size={size}
      playable={playable?.has(c.iid)}
      highlight={highlight?.has(c.iid)}
      selected={selected === c.iid}
      onTap={
        onSelect && (tappable || playable?.has(c.iid) || highlight?.has(c.iid)) ? () => onSelect(c.iid) : undefined
      }
    />
  );
  const row = (list: CardView[], testId: string, extra?: ReactNode) => (
    <ul className="flex flex-wrap gap-1" data-testid={testId}>
      {list.length === 0 && !extra && <NoCards />}
      {extra}
      {list.map((c) => (
        <li key={c.iid}>{tile(c)}</li>
      ))}
    </ul>
  );
  const secret =
    pv.firstChosen && !pv.confrontation.some((c) => c.enteredAs === "first") ? (
      <li key="secret" className="relative">
        {pv.secretFirst ? tile(pv.secretFirst) : <CardBack size={size} label={t("secretFirst")} />}
        <span className="absolute inset-x-0 -bottom-0.5 rounded-b-md bg-stone-800/85 text-center text-[10px] font-semibold text-white">
          {t("faceDown")}
        </span>
      </li>
    ) : null;
  const confrontation = (
    <Zone title={t("confrontation")} flat={pv.confrontation.length === 0 && !secret}>
      {row(pv.confrontation, `${who}-confrontation`, secret)}
    </Zone>
  );
  const interzone = (
    <Zone title={t("interzone")} flat={pv.interzone.every((c) => c === null)}>
      {/* Its spaces wrap as the other zones' cards do: 3, a 2v2 team's 4, more by "increase the spaces" effects. */}
      <ul className="flex flex-wrap gap-1" data-testid={`${who}-interzone`}>
        {pv.interzone.map((c, i) => (
          <li key={c?.iid ?? `empty-${i}`}>
            {c ? (
              tile(c)
            ) : (
              <EmptySlot
                size={pv.interzone.every((x) => x === null) ? "flat" : size}
                slot={i + 1}
                label={t("slotFree", { slot: i + 1 })}
              />
            )}
          </li>
        ))}
      </ul>
    </Zone>
  );
  const field = pv.field.length > 0 && (
    <Zone title={t("field")}>{row(pv.field, isBottom ? "field" : "their-field")}</Zone>
  );
  const hand = pv.hand ? (
    <Zone title={isBottom ? t("hand", { count: pv.hand.length }) : t("handOf", { name: label(p) })}>
      <ul
        className="flex flex-wrap gap-1.5 pt-1"
        data-testid={isBottom ? "my-hand" : "their-hand"}
        data-hand={isBottom ? "mine" : undefined}
      >
        {pv.hand.length === 0 && <NoCards />}
        {pv.hand.map((c) => (
          <li key={c.iid}>{tile(c, true)}</li>
        ))}
      </ul>
    </Zone>
  ) : pv.shownHand.length > 0 ? (
    <Zone title={`${t("handOf", { name: label(p) })} · ${t("shown")}`}>
      <ul className="flex flex-wrap gap-1">
        {pv.shownHand.map((c) => (
          <li key={c.iid}>{tile(c)}</li>
        ))}
      </ul>
    </Zone>
  ) : null;
  // The hidden hand as card backs beside the counts.
  const backs = !pv.hand && pv.handCount > 0 && (
    <span className="ml-1 flex -space-x-2.5 self-center" aria-hidden>
      {Array.from({ length: Math.min(pv.handCount, 10) }, (_, i) => (
        <CardBack key={i} size="xs" label={t("cardBack")} />
      ))}
    </span>
  );
  // Whether this seat may act now: its own decision or priority, or its team's (2v2: either teammate).
  const mark = seatMark(view, waits, p);
  const teammate =
    view.seats.mode === "2v2" &&
    viewerSeat !== null &&
    p !== viewerSeat &&
    view.seats.side[p] === view.seats.side[viewerSeat];
  const out = view.seats.out.includes(p);
  const essence = Object.entries(pv.essence).filter(([, n]) => (n ?? 0) > 0) as [Temperament, number][];
  const counts = (
    <div className="flex flex-wrap gap-1 text-xs tabular-nums text-stone-700">
      {!compact && !handFirst && <Chip>{t("hand", { count: pv.handCount })}</Chip>}
      <Chip>{t("deck", { count: pv.deckCount })}</Chip>
      {pv.limbo.length > 0 && <Chip>{t("limbo", { count: pv.limbo.length })}</Chip>}
      {pv.exileCount > 0 && <Chip>{t("exile", { count: pv.exileCount })}</Chip>}
      {(compact || handFirst) && <Chip>{t("vesselShort", { count: pv.vessel.length })}</Chip>}
      {handFirst && out && <Chip>{t("outOfGame")}</Chip>}
      {essence.map(([k, n]) => (
        <Chip key={k}>
          <span
            className="mr-0.5 inline-block h-2.5 w-2.5 rounded-full align-middle"
            style={{ background: COLORS[k]?.ink ?? "#555" }}
            aria-hidden
          />
          {tTemp(k as never)} {n}
        </Chip>
      ))}
      {backs}
    </div>
  );
  // Folded under its line in the strip, which names the seat and says its points, hand, bot and mark.
  const header =
    compact || handFirst ? (
      counts
    ) : (
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-base font-bold">
            <span className="truncate">{label(p)}</span>
            {teammate && (
              <span
                className="shrink-0 rounded-full bg-sky-700 px-2 text-xs font-bold text-white"
                data-testid="teammate"
              >
                ♦ {t("teammate")}
              </span>
            )}
            {bots?.[p] && (
              <span
                className="shrink-0 rounded-full bg-stone-700 px-2 text-xs font-bold text-white"
                data-testid="seat-bot"
              >
                ⚙ {t("seatBot")}
              </span>
            )}
            {out && (
              <span className="shrink-0 rounded-full bg-stone-500 px-2 text-xs font-bold text-white">
                {t("outOfGame")}
              </span>
            )}
            <MarkPill mark={mark} />
          </p>
          {counts}
        </div>
        <div className="shrink-0 text-right" title={t("vessel", { count: pv.vessel.length, points: pv.score })}>
          <p className="text-2xl font-black leading-none tabular-nums">{String(pv.score).replace("-", "\u2212")}</p>
          <p className="text-[10px] uppercase text-stone-500">{t("vesselShort", { count: pv.vessel.length })}</p>
        </div>
      </div>
    );
  // Top down: the seat's name and counts first. The player's own panel reads bottom up (its hand at the thumb)
  // unless its hand is already first (handFirst).
  const topDown = (
    <>
      {header}
      {hand}
      {field}
      {interzone}
      {confrontation}
    </>
  );
  if (compact) return <div className="space-y-1.5 px-1 pb-1.5">{topDown}</div>;
  return (
    <section
      className={`space-y-1.5 rounded-xl border p-2 ${isBottom ? "border-accent/40 bg-white" : "border-stone-200 bg-white/80"}`}
      data-testid={isBottom ? "my-side" : "their-side"}
      data-seat={p}
      aria-label={label(p)}
    >
      {isBottom && !handFirst ? (
        <>
          {confrontation}
          {interzone}
          {field}
          {header}
          {hand}
        </>
      ) : (
        topDown
      )}
    </section>
  );
}

/** An empty zone's dash, at the contrast text needs (4.5:1; stone-400 was 2.5:1), read out as words. */
function NoCards() {
  const t = useMemoTranslations("game");
  return (
    <li className="text-sm text-stone-500">
      <span aria-hidden>{t("empty")}</span>
      <span className="sr-only">{t("noCards")}</span>
    </li>
  );
}

export function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full border border-stone-300 bg-white px-1.5 py-0.5">
      {children}
    </span>
  );
}
