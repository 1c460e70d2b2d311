// Copia Incantesimo: "copia e attiva l'effetto dell'ultima carta Incantesimo Base presente nel Mazzo
// del Flusso di Magia" — the top card's printed power, never a whole combo's; the cure is the
// caster's own (ruling X1), an attack names an opponent and may be answered by Barriera.
import { ATTACKS, baseDef } from "../cards";
import { opponents } from "../table";
import type { GameState } from "../types";
import type { ExtraSpell } from "./spell";

function topBase(s: GameState) {
  return baseDef(s.flow[s.flow.length - 1]!)!;
}

export const copia: ExtraSpell = {
  targets: (s, seat) => (ATTACKS[topBase(s).element] ? opponents(s, seat) : null),
  cast(s, seat, card, target) {
    s.extras.push(card);
    const top = topBase(s);
    if (ATTACKS[top.element]) return [{ k: "attack", from: seat, target: target!, n: top.power, base: false, card }];
    return [{ k: "draw", seat, n: top.power }];
  },
};
