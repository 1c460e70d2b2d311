// Illusione: "può cambiare le carte in suo possesso con quelle dell'avversario da lui scelto"; in
// 2v2 also with an ally. Only a Barriera cancels it (asked only when the target is an opponent).
import { allies, isLive, opponents } from "../table";
import type { ExtraSpell } from "./spell";

export const illusione: ExtraSpell = {
  targets: (s, seat) => [...opponents(s, seat), ...allies(s, seat).filter((a) => isLive(s, a))].sort((a, b) => a - b),
  cast(s, seat, card, target) {
    s.extras.push(card);
    return [{ k: "swap", from: seat, target: target!, card }];
  },
};
