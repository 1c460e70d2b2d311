// Bots read the game through their own seat's view (view.ts), so no other hand can sway them.
import type { Bot } from "../shared/engine-game";
import { randomInt } from "../shared/rng";
import type { CartaAction, CartaState } from "./types";
import { viewFor } from "./view";

/** The seat's own hand; a bot is asked only for a seat that has still to play. */
function ownHand(state: CartaState, seat: number): number[] {
  const me = viewFor(state, seat).seats[seat];
  if (!me || me.played || !me.hand?.length) throw new RangeError(`Carta più alta: seat ${seat} has nothing to play`);
  return me.hand;
}

export const highestBot: Bot<CartaState, CartaAction> = (state, seat, rng) => [
  { type: "play", seat, card: Math.max(...ownHand(state, seat)) },
  rng,
];

export const randomBot: Bot<CartaState, CartaAction> = (state, seat, rng) => {
  const hand = ownHand(state, seat);
  const [i, next] = randomInt(rng, hand.length);
  return [{ type: "play", seat, card: hand[i]! }, next];
};

/** The first is the default for an absent seat. */
export const BOTS = { highest: highestBot, random: randomBot };
