"use client";
import { useEffect, useRef, type ReactNode } from "react";

/** A log (a game's, the draft's): a scrolling list a keyboard can reach (axe: scrollable-region-focusable). With
 * `follow` (the message's seq) it scrolls to the newest line whenever that changes. */
export function EventLog({
  label,
  testId,
  className,
  follow,
  children,
}: {
  label: string;
  testId: string;
  className: string;
  follow?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (follow !== undefined && el) el.scrollTop = el.scrollHeight;
  }, [follow]);
  return (
    <ol
      ref={ref}
      className={`min-h-11 overflow-y-auto ${className}`}
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </ol>
  );
}
