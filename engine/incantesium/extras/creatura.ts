// Creatura: placed in front of its mage (in 2v2 maybe of an ally) until the first base attack it
// absorbs; not against extra spells. Held by its effect until it lands.
import { allies, isLive } from "../table";
import type { ExtraSpell } from "./spell";

export const creatura: ExtraSpell = {
  targets: (s, seat) => [seat, ...allies(s, seat).filter((a) => isLive(s, a))].sort((a, b) => a - b),
  cast: (_s, seat, card, target) => [{ k: "creature", from: seat, target: target!, card }],
};
