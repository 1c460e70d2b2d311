"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { paginate } from "./pages";

/** The largest scale of the panel's type (a step of 0.05 from 1 to MAX_SCALE) at which its rows still fit. */
export const MAX_SCALE = 2;
const SCALES = Array.from({ length: Math.round((MAX_SCALE - 1) / 0.05) + 1 }, (_, k) => 1 + k * 0.05);

/** The custom property the tables' projector type is multiplied by (RoundTable, StandingsTable: `large`). */
export const SCALE_VAR = "--board-scale";

/** Which page each of `count` rows is on, so that each page fits the panel's body, and how large the type may grow
 * beyond its readable least (the board of a small event filled a third of a 1920×1080 screen, the UX audit of
 * session 63). Measured from every row (those of other pages shown for the measure, within the layout effect: never
 * painted) and the table's head, again whenever the body's size or the rows change (another screen, a line more
 * above, a result). The pages come from the rows at the least size; then the type grows, in steps, while every page
 * still fits the body's height, nothing is wider than the body or its cell, and no row takes a line more than it
 * had (a name broken over two lines, or a pairing's players where they were on one). */
function usePages(count: number, rows: unknown) {
  const body = useRef<HTMLDivElement>(null);
  const [pageOf, setPageOf] = useState<number[]>([]);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const measure = () => {
      const trs = [...el.querySelectorAll<HTMLElement>("tbody tr")];
      el.style.setProperty(SCALE_VAR, "1");
      if (!trs.length) return;
      const hidden = trs.map((tr) => tr.hidden);
      for (const tr of trs) tr.hidden = false;
      const heightsOf = () => trs.map((tr) => tr.getBoundingClientRect().height);
      const headOf = () => el.querySelector<HTMLElement>("thead")?.getBoundingClientRect().height ?? 0;
      const heights = heightsOf();
      const next = paginate(heights, el.clientHeight - headOf());
      const fits = (scale: number) => {
        el.style.setProperty(SCALE_VAR, String(scale));
        const now = heightsOf();
        if (now.some((h, i) => h > scale * heights[i]! + 1)) return false;
        const used: number[] = [];
        next.forEach((page, i) => (used[page] = (used[page] ?? 0) + now[i]!));
        if (Math.max(...used) > el.clientHeight - headOf() + 0.5) return false;
        if (el.scrollWidth > el.clientWidth + 0.5) return false;
        return ![...el.querySelectorAll<HTMLElement>("td, th")].some((c) => c.scrollWidth > c.clientWidth + 0.5);
      };
      let fit = 0;
      let over = SCALES.length;
      while (over - fit > 1) {
        const mid = (fit + over) >> 1;
        if (fits(SCALES[mid]!)) fit = mid;
        else over = mid;
      }
      el.style.setProperty(SCALE_VAR, String(SCALES[fit]));
      trs.forEach((tr, i) => (tr.hidden = hidden[i]!));
      const same = (old: number[]) => old.length === next.length && old.every((p, i) => p === next[i]);
      setPageOf((old) => (same(old) ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count, rows]);
  const pages = Math.max(1, (pageOf.at(-1) ?? 0) + 1);
  return { body, pageOf, pages };
}

/** One of the projector's two panels (pairings, standings): a title line, then as many rows as fit the screen at a
 * readable size (a row may take two lines: a pod's names); the rest on further pages that the board shows in turn
 * ("1/2"). Both panels are laid out on top of each other (the one not on show invisible), so each can measure itself
 * and a result lands in whichever is up. */
export function ProjectorPanel({
  testId,
  title,
  count,
  rows,
  on,
  page,
  onPages,
  children,
}: {
  testId: string;
  title: string;
  count: number;
  /** What the rows show (the view): measured again when it changes, a row's height may have. */
  rows: unknown;
  /** This panel is the one on show. */
  on: boolean;
  /** The page on show (0-based), when on. */
  page: number;
  onPages: (pages: number) => void;
  children: (shown: (index: number) => boolean) => React.ReactNode;
}) {
  const { body, pageOf, pages } = usePages(count, rows);
  useLayoutEffect(() => onPages(pages), [pages, onPages]);
  const current = Math.min(page, pages - 1);
  // Before the first measure every row is on the first page (the measure comes before the first paint).
  const shown = (i: number) => (pageOf[i] ?? 0) === current;
  return (
    <section
      className={`absolute inset-0 flex flex-col gap-[1vh] ${on ? "" : "invisible"}`}
      aria-hidden={!on}
      data-testid={testId}
      data-page={current + 1}
      data-pages={pages}
    >
      <div className="flex items-baseline gap-[2vw] whitespace-nowrap">
        <h2 className="min-w-0 truncate text-[min(4.4vh,3vw)] font-bold">{title}</h2>
        {pages > 1 && (
          <span className="ml-auto text-[3.4vh] font-bold tabular-nums text-stone-600" data-testid="board-page">
            {current + 1}/{pages}
          </span>
        )}
      </div>
      <div ref={body} className="min-h-0 flex-1 overflow-hidden">
        {children(shown)}
      </div>
    </section>
  );
}
