// Barriera cast on one's own turn: "Se un giocatore decide di usare un incantesimo Barriera in un
// momento in cui non sta subendo alcun attacco, passerà semplicemente il turno". As an answer it is
// handled by resolve.ts.
import type { ExtraSpell } from "./spell";

export const barriera: ExtraSpell = {
  targets: () => null,
  cast(s, _seat, card) {
    s.extras.push(card);
    return [];
  },
};
