// One line per engine event for the challenge's log, in the viewer's language.
import type { GameEvent } from "@/engine/incantesium";
import { cardName, type Tr } from "./cardText";

export function incEventText(e: GameEvent, name: (seat: number) => string, sideName: (side: number) => string, tr: Tr) {
  switch (e.type) {
    case "roundStarted":
      return tr("ev.roundStarted", { round: e.round, first: name(e.first), card: cardName(e.flowTop, tr) });
    case "castesDealt":
      return tr("ev.castesDealt", { list: e.castes.map((c, i) => `${name(i)}: ${cardName(c, tr)}`).join(", ") });
    case "casteChosen":
      return tr("ev.casteChosen", { who: name(e.seat), caste: cardName(e.caste, tr) });
    case "flowReturned":
      return tr("ev.flowReturned", { card: cardName(e.card, tr) });
    case "cast":
      return tr("ev.cast", { who: name(e.seat), card: cardName(e.card, tr), effective: e.effective ? "yes" : "no" });
    case "drew":
      return tr("ev.drew", { who: name(e.seat), n: e.n });
    case "took":
      return tr("ev.took", { who: name(e.to), from: name(e.from), n: e.n });
    case "barrier":
      return tr("ev.barrier", { who: name(e.seat) });
    case "creatureAbsorbed":
      return tr("ev.creatureAbsorbed", { who: name(e.seat) });
    case "poisoned":
      return tr("ev.poisoned", { who: name(e.seat) });
    case "cured":
      return tr("ev.cured", { who: name(e.seat) });
    case "swapped":
      return tr("ev.swapped", { a: name(e.a), b: name(e.b) });
    case "revived":
      return tr("ev.revived", { who: name(e.seat) });
    case "magus":
      return tr("ev.magus", { who: name(e.seat) });
    case "reshuffled":
      return tr("ev.reshuffled", { n: e.n });
    case "out":
      return tr("ev.out", { who: name(e.seat) });
    case "spiritGift":
      return tr("ev.spiritGift", { who: name(e.from), to: name(e.to) });
    case "spiritRevived":
      return tr("ev.spiritRevived", { who: name(e.seat) });
    case "gem":
      return tr("ev.gem", { side: sideName(e.side) });
    case "roundWon":
      return e.side === null ? tr("ev.roundNone") : tr("ev.roundWon", { side: sideName(e.side) });
    case "challengeWon":
      return tr("ev.challengeWon", { side: sideName(e.side) });
    case "turn":
      return tr("ev.turn", { who: name(e.seat) });
  }
}
