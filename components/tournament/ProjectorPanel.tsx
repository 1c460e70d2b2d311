"use client";
import { useLayoutEffect, useRef, useState } from "react";

/** How many of `count` equal rows fit the panel's body, and so how many pages they need. Pages
 * are balanced (16 rows that fit 12 a page: 8 + 8). Measured from the first shown row and the
 * table's head, again whenever the body's size changes (another screen, a line more above). */
function usePages(count: number) {
  const body = useRef<HTMLDivElement>(null);
  const [perPage, setPerPage] = useState(count);
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const measure = () => {
      const row = el.querySelector<HTMLElement>("tbody tr:not([hidden])");
      if (!row) return;
      const head = el.querySelector<HTMLElement>("thead")?.getBoundingClientRect().height ?? 0;
      const fit = Math.max(1, Math.floor((el.clientHeight - head) / row.getBoundingClientRect().height));
      setPerPage(Math.ceil(count / Math.ceil(count / Math.min(fit, Math.max(1, count)))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);
  const pages = Math.max(1, Math.ceil(count / Math.max(1, perPage)));
  return { body, perPage, pages };
}

/** One of the projector's two panels (pairings, standings): a title line, then as many rows as
 * fit the screen at a readable size; the rest on further pages that the board shows in turn
 * ("1/2"). Both panels are laid out on top of each other (the one not on show invisible), so each
 * can measure itself and a result lands in whichever is up. */
export function ProjectorPanel({
  testId,
  title,
  count,
  on,
  page,
  onPages,
  children,
}: {
  testId: string;
  title: string;
  count: number;
  /** This panel is the one on show. */
  on: boolean;
  /** The page on show (0-based), when on. */
  page: number;
  onPages: (pages: number) => void;
  children: (shown: (index: number) => boolean) => React.ReactNode;
}) {
  const { body, perPage, pages } = usePages(count);
  useLayoutEffect(() => onPages(pages), [pages, onPages]);
  const current = Math.min(page, pages - 1);
  const shown = (i: number) => Math.floor(i / perPage) === current;
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
