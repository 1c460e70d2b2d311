"use client";
import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";

const never = () => () => {};
const OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
};

/** A moment in the page's language and the viewer's own time zone. Only the browser knows that
 * zone, so the server's HTML says UTC (named) and the browser rewrites it right after hydration.
 * A browser whose language is a regional variant of the page's (en-GB on an English page) gets
 * that variant's conventions (24-hour clock). */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const regional = inBrowser ? navigator.languages.find((l) => l.toLowerCase().split("-")[0] === locale) : undefined;
  const text = new Intl.DateTimeFormat(regional ?? locale, {
    ...OPTIONS,
    timeZone: inBrowser ? undefined : "UTC",
  }).format(new Date(iso));
  return (
    <time className={className} dateTime={iso} data-testid="local-time">
      {text}
    </time>
  );
}
