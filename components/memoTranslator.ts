// Translators that format each message once: the same key with the same parameters gives the same text, and a phone's
// game page asks for the same texts at every state — its log re-renders its last 40 entries, each line an ICU
// message, and every card tile and zone its labels (their formatting took a seventh of the page's script time in a
// profiled game).
import { useLocale, useMessages, useTranslations } from "next-intl";

/** Distinct texts kept before the cache starts again (a long game's log stays far below it). */
const KEPT = 4096;

/** `t` with its texts kept by key and parameters (strings and numbers: nothing that depends on the clock). A new
 * `t` (another locale) gets a new cache: wrap it again. */
export function memoTranslator<F extends (key: never, params?: never) => string>(t: F): F {
  const texts = new Map<string, string>();
  const memo = (key: string, params?: Record<string, string | number>) => {
    const id = params === undefined ? key : `${key}\u0000${JSON.stringify(params)}`;
    let text = texts.get(id);
    if (text === undefined) {
      if (texts.size >= KEPT) texts.clear();
      text = t(key as never, params as never);
      texts.set(id, text);
    }
    return text;
  };
  return memo as unknown as F;
}

type Namespace = NonNullable<Parameters<typeof useTranslations>[0]>;

/** One kept translator per messages, locale and namespace, shared by every component that asks (each of a table's
 * card tiles would otherwise format its labels anew). */
const shared = new WeakMap<object, Map<string, unknown>>();

/** useTranslations(namespace), its plain texts (`t(key, params)`) formatted once per key and parameters; `rich`,
 * `markup`, `raw` and `has` are useTranslations' own. */
export function useMemoTranslations<N extends Namespace>(namespace: N): ReturnType<typeof useTranslations<N>> {
  const t = useTranslations(namespace);
  const locale = useLocale();
  const messages = useMessages();
  let byName = shared.get(messages);
  if (!byName) shared.set(messages, (byName = new Map()));
  const name = `${locale}\u0000${namespace}`;
  let kept = byName.get(name) as typeof t | undefined;
  if (!kept) {
    const plain = memoTranslator(t as unknown as (key: never, params?: never) => string);
    kept = Object.assign(plain, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has }) as unknown as typeof t;
    byName.set(name, kept);
  }
  return kept;
}
