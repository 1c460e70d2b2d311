// The e2e mages' choice among the actions their phone offers (the buttons' data-action, in the
// server's order), so that a chosen seed gives a challenge with a Combo, a Barriera answer and a
// Veleno cured by Pozione (tests/incantesium/e2e-seed.test.ts finds it on the pure engine and
// checks it). Plain rules of thumb on what the phone shows: its actions and whether it is poisoned.
import { cardDef, type Action } from "../engine/incantesium";

const spellOf = (a: Action) => {
  if (a.type !== "cast") return null;
  const def = cardDef(a.card);
  return def.kind === "extra" ? def.spell : null;
};
const comboCard = (a: Action) => {
  if (a.type !== "cast") return false;
  const def = cardDef(a.card);
  return def.kind === "base" && def.combo;
};

export function choose(legal: Action[], seat: number, poisoned: boolean): Action {
  const pick = (f: (a: Action) => boolean) => legal.find(f);
  return (
    pick((a) => a.type === "barrier") ??
    (poisoned ? pick((a) => spellOf(a) === "pozione" && a.type === "cast" && a.target === seat) : undefined) ??
    pick((a) => spellOf(a) === "veleno") ??
    pick(comboCard) ??
    pick((a) => a.type === "cast" && spellOf(a) === null) ??
    pick((a) => a.type !== "cast" || (spellOf(a) !== "pozione" && spellOf(a) !== "barriera")) ??
    legal[0]!
  );
}
