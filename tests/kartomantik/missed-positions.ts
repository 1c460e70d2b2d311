// Positions where legalActions misses a play entirely (tests/kartomantik/missed-plays.test.ts, the phone's
// tests/components/play-composer.test.ts).
import { card, scenario } from "./dsl";
import { giveTo, toEndPhase } from "./harness";
import { beta } from "./sets";

const one = (name: string) => card({ name, t: "hollow", power: 1, points: 5 });
const payer = (name: string, power: number) => card({ name, t: "melancholic", power, points: 5 });

/** B has put two Cognitive Fog (#133, "All Wills require 1 {H} more essence"; the second costs {P}{P}{P}{H}) on the
 * field: A's Martyrize (#284, {H}) costs {H}{H}{H}. A's hand: One1, One2, One3 (hollow 1: the only payment), Half Han
 * (#129, "cannot be used as tribute"), Martyrize, Disfigure; A holds priority in the end phase of turn 1 (persistent
 * wills are played then, §4.2.4). */
export function fogged(autoPass = false) {
  const s = scenario({
    A: [card({ name: "AF", power: 1 }), one("One1"), one("One2"), one("One3"), beta(129), beta(284), beta(130)],
    B: [card({ name: "BF", power: 5 }), beta(133), beta(133), payer("PayB1", 3), payer("PayB2", 4)],
    padTo: 20,
    autoPass,
  });
  s.reveal("AF", "BF");
  toEndPhase(s);
  const fogs = s.state.players[1]!.hand.filter((id) => s.state.cards[id]!.def === beta(133).id);
  for (const [i, fog] of fogs.entries()) {
    giveTo(s, "B");
    s.act({ type: "playWill", player: 1, card: fog, targets: [], tribute: { cards: [s.id(`PayB${i + 1}`)] } });
    s.resolveStack();
  }
  giveTo(s, "A");
  return s.expectPhase("end");
}
