"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { paginate } from "./pages";

/** Which page each of `count` rows is on, so that each page fits the panel's body. Measured from every row (those
 * of other pages shown for the measure, within the layout effect: never painted) and the table's head, again
 * whenever the body's size or the rows change (another screen, a line more above, a result). */
function usePages(count: number, rows: unknown) {
  const body = useRef<HTMLDivElement>(null);
  const [pageOf, setPageOf] = useState<number[]>([]);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const measure = () => {
      const trs = [...el.querySelectorAll<HTMLElement>("tbody tr")];
      if (!trs.length) return;
      const hidden = trs.map((tr) => tr.hidden);
      for (const tr of trs) tr.hidden = false;
      const heights = trs.map((tr) => tr.getBoundingClientRect().height);
      trs.forEach((tr, i) => (tr.hidden = hidden[i]!));
      const head = el.querySelector<HTMLElement>("thead")?.getBoundingClientRect().height ?? 0;
      const next = paginate(heights, el.clientHeight - head);
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
