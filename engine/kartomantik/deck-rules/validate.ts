// The one deck check shared by the deck builder and the server: every broken rule, by name.
import { cardRef, nameKey } from "./catalog";
import { FORMATS, isFormat } from "./formats";
import { deckStats } from "./stats";
import type { Catalog, DeckCheck, DeckSubmission, Violation, Where } from "./types";
import { violation } from "./violations";

/** Ids as strings whatever the caller sent (the submission may come straight from JSON). */
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map((id) => String(id)) : []);

/** `from` minus one occurrence of each id in `minus`, in `from`'s order. */
function without(from: readonly string[], minus: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const id of minus) left.set(id, (left.get(id) ?? 0) + 1);
  return from.filter((id) => {
    const n = left.get(id) ?? 0;
    if (n === 0) return true;
    left.set(id, n - 1);
    return false;
  });
}

function unknownCards(
  catalog: Catalog,
  list: readonly string[],
  where: Where,
  section: Violation["section"],
): Violation[] {
  return [...new Set(list)]
    .filter((id) => !catalog.byId.has(id))
    .map((id) => violation("unknown_card", section, { where, card: { id, name: id } }));
}

/** Names repeated across deck + sideboard; first the deck's own repeats, then the sideboard's. A draft's sideboard
 * is not chosen (the rest of the drafted cards): a reprint bought twice may lie there, "in copia singola" is the
 * deck's rule only — `sideboard` is then [] here. */
function duplicateNames(
  catalog: Catalog,
  deck: readonly string[],
  sideboard: readonly string[],
  section: Violation["section"],
): Violation[] {
  const seen = new Map<string, { id: string; deck: number; sideboard: number }>();
  const count = (list: readonly string[], side: "deck" | "sideboard") => {
    for (const id of list) {
      const card = catalog.byId.get(id);
      if (!card) continue;
      const key = nameKey(card.name);
      const entry = seen.get(key) ?? { id, deck: 0, sideboard: 0 };
      entry[side] += 1;
      seen.set(key, entry);
    }
  };
  count(deck, "deck");
  count(sideboard, "sideboard");
  const out: Violation[] = [];
  for (const { id, deck: inDeck, sideboard: inSideboard } of seen.values()) {
    if (inDeck > 1)
      out.push(
        violation("duplicate_name", section, { where: "deck", card: cardRef(catalog, id), params: { copies: inDeck } }),
      );
    // A second copy in the sideboard could never be swapped in without breaking the single-copy rule.
    else if (inDeck + inSideboard > 1)
      out.push(
        violation("duplicate_name", "rulebook §4.1 Riserva", {
          where: "sideboard",
          card: cardRef(catalog, id),
          params: { copies: inDeck + inSideboard },
        }),
      );
  }
  return out;
}

/**
 * Checks a deck (and its sideboard) against its format: size, single copy per name, the points
 * cap, and for the draft that every card comes from the player's 36 with the rest as sideboard.
 */
export function validateDeck(catalog: Catalog, submission: DeckSubmission): DeckCheck {
  const deck = ids(submission.deck);
  const given = submission.sideboard === undefined ? undefined : ids(submission.sideboard);
  if (!isFormat(submission.format)) {
    const violations = [
      violation("unknown_format", "rulebook §4.1", { params: { format: String(submission.format) } }),
    ];
    return { legal: false, violations, stats: deckStats(catalog, deck, given ?? []), sideboard: given ?? [] };
  }
  const rules = FORMATS[submission.format];
  const violations: Violation[] = [...unknownCards(catalog, deck, "deck", rules.section)];

  if (deck.length !== rules.size)
    violations.push(violation("deck_size", rules.section, { params: { count: deck.length, required: rules.size } }));

  let sideboard = given ?? [];
  const poolViolations: Violation[] = [];
  if (rules.fromPool) {
    if (submission.pool === undefined) poolViolations.push(violation("pool_required", "event-rules §4"));
    else {
      const pool = ids(submission.pool);
      const inPool = new Set(pool);
      poolViolations.push(...unknownCards(catalog, pool, "pool", "event-rules §4"));
      for (const id of new Set(deck))
        if (!inPool.has(id) && catalog.byId.has(id))
          poolViolations.push(
            violation("not_in_pool", "event-rules §4", { where: "deck", card: cardRef(catalog, id) }),
          );
      // "The other 6 are their sideboard": the rest of the pool, whether given or not.
      const rest = without(pool, deck);
      if (given === undefined) sideboard = rest;
      else {
        for (const id of new Set(given))
          if (!inPool.has(id))
            poolViolations.push(
              violation("not_in_pool", "event-rules §4", { where: "sideboard", card: cardRef(catalog, id) }),
            );
        for (const id of new Set(without(rest, given)))
          poolViolations.push(
            violation("sideboard_not_rest_of_pool", "event-rules §4", {
              where: "sideboard",
              card: cardRef(catalog, id),
            }),
          );
      }
    }
  } else violations.push(...unknownCards(catalog, sideboard, "sideboard", "rulebook §4.1 Riserva"));

  violations.push(...duplicateNames(catalog, deck, rules.fromPool ? [] : sideboard, rules.section));

  const stats = deckStats(catalog, deck, sideboard);
  if (rules.maxPoints !== null && stats.points > rules.maxPoints)
    violations.push(violation("points_cap", rules.section, { params: { points: stats.points, max: rules.maxPoints } }));
  violations.push(...poolViolations);
  // The draft's sideboard is whatever the deck leaves of the pool: its size is no separate rule.
  if (!rules.fromPool && sideboard.length > rules.maxSideboard)
    violations.push(
      violation("sideboard_size", "rulebook §4.1 Riserva", {
        params: { count: sideboard.length, max: rules.maxSideboard },
      }),
    );

  return { legal: violations.length === 0, violations, stats, sideboard };
}
