// Positions set up by hand for scenario tests: a card put where an earlier turn would have left it.
import type { GameState, Zone } from "@/engine/kartomantik";
import { card, nameOf, scenario, seat, type Name, type Scenario } from "../dsl";
import { pay } from "../harness";
import { beta } from "../sets";
import { autoplay } from "./autoplay";

/** Edits the state: `owner`'s hand card `ref` taken out of the hand and placed by `fn`. */
export function place(s: Scenario, owner: Name, ref: string, fn: (st: GameState, id: string) => void): void {
  const st = structuredClone(s.state) as GameState;
  const id = s.id(`${owner}:${ref}`);
  st.players[seat(owner)]!.hand = st.players[seat(owner)]!.hand.filter((x) => x !== id);
  fn(st, id);
  s.state = st;
}

/** The card's own record says it is in `zone` (the list it lives in is the caller's to fill). */
const inZone = (st: GameState, id: string, zone: Zone) => (st.cards[id] = { ...st.cards[id]!, zone });

/** Moves `who`'s hand card `ref` into its side's Interzone (as if placed there in an earlier turn). */
export function toInterzone(s: Scenario, who: Name, ref: string): void {
  place(s, who, ref, (st, id) => {
    const side = st.sides[st.seats.side[seat(who)]!]!;
    side.interzone[side.interzone.indexOf(null)] = id;
    inZone(st, id, "interzone");
  });
}

/** Moves `owner`'s hand card `ref` into `holder`'s Empathic Vessel (as if taken in an earlier turn). */
export function toVessel(s: Scenario, owner: Name, ref: string, holder: Name): void {
  place(s, owner, ref, (st, id) => {
    st.players[seat(holder)]!.vessel.push(id);
    inZone(st, id, "vessel");
  });
}

/** Moves `who`'s hand card `ref` into its Limbo (as if discarded in an earlier turn). */
export function toLimbo(s: Scenario, who: Name, ref: string): void {
  place(s, who, ref, (st, id) => {
    st.players[seat(who)]!.limbo.push(id);
    inZone(st, id, "limbo");
  });
}

/** A Free-for-All table of three in its Reaction Phase, A holding priority with #227 Damage ("… any number of target
 * manifestations in the Interzone of an opponent") and its tribute in hand; B's Interzone holds Bi and Bj, C's Ci. */
export function damageAtATable(): Scenario {
  const m = (name: string, power: number) => card({ name, power, t: "phlegmatic", points: 10 });
  const s = scenario({
    A: [m("Af", 5), beta(227), ...pay("choleric", 1)],
    B: [m("Bf", 1), m("Bi", 3), m("Bj", 3)],
    C: [m("Cf", 1), m("Ci", 3)],
  });
  toInterzone(s, "B", "Bi");
  toInterzone(s, "B", "Bj");
  toInterzone(s, "C", "Ci");
  s.firstsAll("Af", "Bf", "Cf");
  autoplay(s, (st) => st.phase === "reaction" && st.priority !== null);
  for (let i = 0; i < 3 && s.state.priority !== seat("A"); i++) s.pass(nameOf(s.state.priority!));
  return s.expectPriority("A");
}
