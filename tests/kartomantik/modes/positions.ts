// Positions set up by hand for scenario tests: a card put where an earlier turn would have left it.
import type { GameState } from "@/engine/kartomantik";
import { seat, type Name, type Scenario } from "../dsl";

/** Moves `who`'s hand card `ref` into its side's Interzone (as if placed there in an earlier turn). */
export function toInterzone(s: Scenario, who: Name, ref: string): void {
  const st = structuredClone(s.state) as GameState;
  const id = s.id(`${who}:${ref}`);
  const p = seat(who);
  st.players[p]!.hand = st.players[p]!.hand.filter((x) => x !== id);
  const side = st.sides[st.seats.side[p]!]!;
  side.interzone[side.interzone.indexOf(null)] = id;
  st.cards[id] = { ...st.cards[id]!, zone: "interzone" };
  s.state = st;
}

/** Moves `owner`'s hand card `ref` into `holder`'s Empathic Vessel (as if taken in an earlier turn). */
export function toVessel(s: Scenario, owner: Name, ref: string, holder: Name): void {
  const st = structuredClone(s.state) as GameState;
  const id = s.id(`${owner}:${ref}`);
  st.players[seat(owner)]!.hand = st.players[seat(owner)]!.hand.filter((x) => x !== id);
  st.players[seat(holder)]!.vessel.push(id);
  st.cards[id] = { ...st.cards[id]!, zone: "vessel" };
  s.state = st;
}
