// Pozione: "pescare 3 carte dal Mazzo Del Mana e curarsi dall'Incantesimo Extra Veleno"; in 2v2 it
// may cure an ally, or bring back one who is out ("il giocatore dovrà pescare 3 carte").
import { allies } from "../table";
import type { ExtraSpell } from "./spell";

export const pozione: ExtraSpell = {
  targets: (s, seat) => [seat, ...allies(s, seat)].sort((a, b) => a - b),
  cast(s, seat, card, target) {
    s.extras.push(card);
    return [{ k: "potion", from: seat, target: target!, card }];
  },
};
