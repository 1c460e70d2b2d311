"use client";
import { Fragment, useLayoutEffect, useRef, type CSSProperties } from "react";
import { fitScale } from "@/components/fitScale";

/** Text in a fixed box (a card name on a tile) that shrinks until every word fits the box's width
 * and all lines its height: words never break inside and nothing is cut off. The box's size comes
 * from its parent (it stretches: give it the room, e.g. flex-1 min-h-0). Measured in the browser,
 * since widths depend on the font and the letters, not on the count of characters. */
export function FitText({ text, className = "", style }: { text: string; className?: string; style?: CSSProperties }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      const size = (scale: number) => (scale === 1 ? "" : `${scale}em`);
      const scale = fitScale((scale) => {
        el.style.fontSize = size(scale);
        return el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5;
      });
      el.style.fontSize = size(scale);
    };
    fit();
    // A web font that arrives later changes the widths.
    let live = true;
    void document.fonts?.ready.then(() => live && fit());
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <span
      ref={ref}
      data-fit-text
      className={`block overflow-hidden [overflow-wrap:normal] [word-break:normal] hyphens-none ${className}`}
      style={style}
    >
      {text.split(/(?<=['’])/).map((part, i) => (
        // An elided article ("dell'Accumulatore") is a word of its own: a line may end after it.
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
