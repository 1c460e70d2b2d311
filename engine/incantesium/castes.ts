// Caste elementali (optional rule), each ability as written, applied to a base spell that takes
// effect (ruling K1):
// - Voltafiamma: "può aumentare di 1 la potenza di attacco" of its Fuoco spells;
// - Liquido: "può aumentare di 1 la potenza degli Incantesimi Base di Acqua";
// - Spaccaterra: each Terra spell it casts also cures it of 1;
// - Ventaria: each Aria spell it casts also attacks of 1;
// - Oscurante: "quando un qualsiasi giocatore gioca un Incantesimi Base Buio seguendo il flusso di
//   magia, l'Oscurante può curarsi di 1", "prima che l'attacco venga effettuato";
// - Animaluce: likewise for "un Incantesimo Base di Luce che segue il flusso della magia, anche se
//   lanciato da un alleato o un avversario".
// Both need the spell itself to follow the flow: a Combo card that does not (same or opposite
// element as the card before it) takes effect but feeds neither (ruling K4).
// A poisoned mage's spells have power 1 "sempre": no power bonus (ruling K2); the extra cure or
// attack is the caste's own and still comes.
import { cardDef } from "./cards";
import type { Caste, Chain, Element, GameState } from "./types";

export function casteOf(s: GameState, seat: number): Caste | null {
  const id = s.seats[seat]!.caste;
  if (!id) return null;
  const def = cardDef(id);
  return def.kind === "caste" ? def.caste : null;
}

/** The power bonus the caster's caste gives to a spell of this element. */
export function powerBonus(s: GameState, seat: number, element: Element): number {
  const caste = casteOf(s, seat);
  return (caste === "voltafiamma" && element === "fuoco") || (caste === "liquido" && element === "acqua") ? 1 : 0;
}

/** The caste effects beside the spell's own: added to the chain, resolved when it closes. */
export function casteExtras(s: GameState, chain: Chain, element: Element, followsFlow: boolean): void {
  const caste = casteOf(s, chain.seat);
  if (caste === "spaccaterra" && element === "terra") addCure(chain, chain.seat);
  if (caste === "ventaria" && element === "aria") chain.casteAttack += 1;
  if (!followsFlow) return;
  for (const [i, seat] of s.seats.entries()) {
    if (seat.out) continue;
    const c = casteOf(s, i);
    if ((c === "oscurante" && element === "buio") || (c === "animaluce" && element === "luce")) addCure(chain, i);
  }
}

function addCure(chain: Chain, seat: number): void {
  const owed = chain.casteCures.find((c) => c.seat === seat);
  if (owed) owed.n += 1;
  else chain.casteCures.push({ seat, n: 1 });
}
