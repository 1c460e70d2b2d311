export const locales = ["it", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "it";
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function toLocale(value: string | undefined | null): Locale {
  return (locales as readonly string[]).includes(value ?? "") ? (value as Locale) : defaultLocale;
}

/** The language of a first visit from the browser's Accept-Language: the best-ranked one we have
 * (Italian for "it", English for "en"); a browser asking only for others gets English, the one
 * more visitors read. No header, or only "*" (scripts, Node's fetch): the product's Italian. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith("q="))
          ?.slice(2) ?? 1,
      );
      return { lang: tag.trim().toLowerCase().split("-")[0]!, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((r) => r.lang !== "" && r.lang !== "*" && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  if (ranked.length === 0) return defaultLocale;
  return (ranked.find((r) => (locales as readonly string[]).includes(r.lang))?.lang as Locale | undefined) ?? "en";
}

/** The page's language: the user's switch (cookie) first, else what the browser asks for. */
export function requestLocale(cookie: string | undefined | null, acceptLanguage: string | null | undefined): Locale {
  return cookie && (locales as readonly string[]).includes(cookie)
    ? (cookie as Locale)
    : negotiateLocale(acceptLanguage);
}
