// Giocatore Spirito (optional rule): "Quando un giocatore viene eliminato potrà giocare come
// spirito. Nel suo turno può pescare una carta dal Mazzo del Mana ... finchè non riuscirà a pescare
// tre carte dello stesso elemento ... potrà giocarle (sempre seguendo il flusso di magia) ma non
// avranno alcun effetto, permetteranno però allo spirito di donare una delle carte che ha in mano ad
// un giocatore ancora in gioco. Se uno spirito pesca la carta speciale Magus, dovrà dichiararlo e
// potrà tornare in vita con le carte pescate fino a quel momento."
import { baseDef, follows, MAGUS } from "./cards";
import { refuse } from "./errors";
import { handId } from "./ids";
import { endOfAction } from "./round";
import { draw, isLive } from "./table";
import type { Action, GameEvent, GameState, RuleError } from "./types";

const RULE = "Giocatore Spirito";

export function isSpirit(s: GameState, seat: number): boolean {
  return s.options.spirits && s.seats[seat]!.out;
}

function spiritTurn(s: GameState, seat: number): RuleError | null {
  if (!isSpirit(s, seat)) return refuse("not_a_spirit", RULE);
  if (s.turn !== seat) return refuse("not_your_turn", RULE);
  return null;
}

export function spiritDraw(s: GameState, seat: number, ev: GameEvent[]): RuleError | null {
  const err = spiritTurn(s, seat);
  if (err) return err;
  draw(s, seat, 1, ev);
  const hand = s.seats[seat]!.hand;
  if (hand[hand.length - 1] === MAGUS) {
    s.seats[seat]!.out = false;
    s.magusShown = seat;
    ev.push({ type: "spiritRevived", seat });
  }
  endOfAction(s, ev);
  return null;
}

/** Three base spells of one element, the first following the flow; then a gift if a card is left. */
export function spiritCast(
  s: GameState,
  a: Extract<Action, { type: "spiritCast" }>,
  ev: GameEvent[],
): RuleError | null {
  const err = spiritTurn(s, a.seat);
  if (err) return err;
  const hand = s.seats[a.seat]!.hand;
  if (!Array.isArray(a.cards)) return refuse("spirit_cast_invalid", RULE);
  const defs = a.cards.map((c) => (typeof c === "string" && hand.includes(c) ? baseDef(c) : null));
  const element = defs[0]?.element;
  const top = baseDef(s.flow[s.flow.length - 1]!)!.element;
  if (
    defs.length !== 3 ||
    new Set(a.cards).size !== 3 ||
    defs.some((d) => d === null || d.element !== element) ||
    !follows(element!, top)
  )
    return refuse("spirit_cast_invalid", RULE);
  const left = hand.filter((c) => !a.cards.includes(c));
  if (left.length > 0) {
    if (a.gift === undefined || !left.includes(a.gift)) return refuse("spirit_cast_invalid", RULE);
    if (a.to === undefined || a.to < 0 || a.to >= s.seats.length || !isLive(s, a.to)) return refuse("bad_target", RULE);
  }
  for (const c of a.cards) {
    hand.splice(hand.indexOf(c), 1);
    s.flow.push(c);
    ev.push({ type: "cast", seat: a.seat, card: c, effective: false });
  }
  if (left.length > 0) {
    hand.splice(hand.indexOf(a.gift!), 1);
    // The spirit knew the card's id: it comes into the mage's hand under a new one (ruling H1).
    s.seats[a.to!]!.hand.push(handId(s, a.gift!));
    ev.push({ type: "spiritGift", from: a.seat, to: a.to! });
  }
  endOfAction(s, ev);
  return null;
}
