// Veleno: "Il giocatore dovrà posizionare la carta di fronte alla postazione dell'avversario" — from
// then on that mage's base spells have power 1 (see chain.ts); held by its effect until it lands.
import { opponents } from "../table";
import type { ExtraSpell } from "./spell";

export const veleno: ExtraSpell = {
  targets: (s, seat) => opponents(s, seat),
  cast: (_s, seat, card, target) => [{ k: "poison", from: seat, target: target!, card }],
};
