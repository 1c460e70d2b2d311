// What a viewer knows of the cards, read from their projection and their events: every card id shown
// with its identity (Kartomantik: iid and def; Incantesium: the id is the card), and every count.
// The undo property tests compare these before and after an action that may be taken back.

/** Every "id=def" pair a Kartomantik view or event list shows, deep. */
export function kartoKnown(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) kartoKnown(v, into);
    return into;
  }
  if (!value || typeof value !== "object") return into;
  const o = value as Record<string, unknown>;
  if (typeof o.iid === "string" && typeof o.def === "string") into.add(`${o.iid}=${o.def}`);
  if (typeof o.card === "string" && typeof o.def === "string" && o.def !== "?") into.add(`${o.card}=${o.def}`);
  if (Array.isArray(o.cards) && Array.isArray(o.defs))
    o.cards.forEach((c, i) => c !== "?" && into.add(`${String(c)}=${String((o.defs as unknown[])[i])}`));
  for (const v of Object.values(o)) kartoKnown(v, into);
  return into;
}

/** Every string of an Incantesium view that names a card (`isCard`), deep. */
export function incKnown(value: unknown, isCard: (s: string) => boolean, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (isCard(value)) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) incKnown(v, isCard, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) incKnown(v, isCard, into);
  return into;
}

/** The members of `a` not in `b`. */
export const missingFrom = (a: Set<string>, b: Set<string>): string[] => [...a].filter((x) => !b.has(x));
