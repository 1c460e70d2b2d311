// A translator that formats each message once: the same key with the same parameters gives the same text, and a
// phone's game page asks for the same lines at every state (its log re-renders its last 40 entries, each line an ICU
// message whose formatting cost a tenth of the page's script time in a profiled game).

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Distinct texts kept before the cache starts again (a long game's log stays far below it). */
const KEPT = 4096;

/** `t` with its texts kept by key and parameters. A new `t` (another locale) gets a new cache: wrap it again. */
export function memoTranslator(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, params) => {
    const id = params === undefined ? key : `${key}\u0000${JSON.stringify(params)}`;
    let text = texts.get(id);
    if (text === undefined) {
      if (texts.size >= KEPT) texts.clear();
      text = t(key, params);
      texts.set(id, text);
    }
    return text;
  };
}
