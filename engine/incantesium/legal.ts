// Every action a seat may take now. Cards alike (same element, power and Combo; same spell) give
// one action, for the first such card of the hand.
import { baseDef, cardDef, follows, MAGUS } from "./cards";
import { canCure, declarationOptions, flowTop, holdsFollowing, needsAttack } from "./cast";
import { EXTRAS } from "./extras/registry";
import { isSpirit } from "./spirits";
import { isLive } from "./table";
import type { Action, CardDef, GameState } from "./types";

const KIND_KEYS = new Map<CardDef, string>();

/** Cards alike share a key ("fuoco1c", "copia"); computed once per kind (a card's id may be one minted for its hand,
 * ruling H1: a cache by id would grow with every id minted). */
function kindKey(card: string): string {
  const def = cardDef(card);
  let key = KIND_KEYS.get(def);
  if (key === undefined) {
    key =
      def.kind === "base"
        ? `${def.element}${def.power}${def.combo ? "c" : ""}`
        : def.kind === "extra"
          ? def.spell
          : def.id;
    KIND_KEYS.set(def, key);
  }
  return key;
}

function distinct(hand: string[]): string[] {
  const seen = new Set<string>();
  return hand.filter((c) => {
    const k = kindKey(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function legalActions(s: GameState, seat: number): Action[] {
  if (s.phase === "over" || !Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) return [];
  // Ruling K5: the seat choosing takes any caste still free.
  if (s.phase === "caste")
    return s.turn === seat ? s.unusedCastes.map((caste) => ({ type: "chooseCaste" as const, seat, caste })) : [];
  const hand = s.seats[seat]!.hand;
  if (s.pending) {
    if (s.pending.seat !== seat) return [];
    const barriers = distinct(hand).filter((c) => {
      const def = cardDef(c);
      return def.kind === "extra" && def.spell === "barriera";
    });
    return [{ type: "pass", seat }, ...barriers.map((card) => ({ type: "barrier" as const, seat, card }))];
  }
  if (s.turn !== seat) return [];
  if (isSpirit(s, seat)) return spiritActions(s, seat);
  if (!isLive(s, seat)) return [];
  if (!s.chain && hand.length === 1 && hand[0] === MAGUS) return [{ type: "magus", seat }];
  const out: Action[] = [];
  const top = flowTop(s).element;
  const following = !s.chain && holdsFollowing(s, seat);
  const decl = declarationOptions(s, seat);
  for (const card of distinct(hand)) {
    const def = cardDef(card);
    if (def.kind === "extra") {
      const targets = EXTRAS[def.spell].targets(s, seat);
      if (targets === null) out.push({ type: "cast", seat, card });
      else for (const target of targets) out.push({ type: "cast", seat, card, target });
    } else if (def.kind === "base") {
      if (s.chain) {
        if (def.combo || follows(def.element, top)) out.push({ type: "cast", seat, card });
        continue;
      }
      if (!follows(def.element, top)) {
        if (!following) out.push({ type: "cast", seat, card });
        continue;
      }
      const attacks = decl.attack.length > 1 && needsAttack(s, seat, def) ? decl.attack : [undefined];
      // Only a spell that can cure names whom it cures (ruling T4), as only one that can attack names an opponent.
      const cures = decl.cure.length > 1 && canCure(def) ? decl.cure : [undefined];
      for (const attack of attacks)
        for (const cure of cures)
          out.push({
            type: "cast",
            seat,
            card,
            ...(attack === undefined ? {} : { attack }),
            ...(cure === undefined ? {} : { cure }),
          });
    }
  }
  if (s.chain) out.push({ type: "stop", seat });
  return out;
}

/** Every three of `cards` (one element's spells in the hand), cards alike giving one choice, in every order that
 * matters: the spells are cast one after the other, the last lands on the flow's top (Copia Incantesimo copies
 * "l'ultima carta Incantesimo Base presente nel Mazzo del Flusso di Magia"); the first two's order changes nothing. */
function spiritThrees(cards: readonly string[]): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++)
      for (let k = j + 1; k < cards.length; k++) {
        const three = [cards[i]!, cards[j]!, cards[k]!];
        for (const last of three) {
          const first = three.filter((c) => c !== last);
          const key = `${first.map(kindKey).sort().join("+")}>${kindKey(last)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push([...first, last]);
        }
      }
  return out;
}

function spiritActions(s: GameState, seat: number): Action[] {
  const out: Action[] = [{ type: "spiritDraw", seat }];
  const hand = s.seats[seat]!.hand;
  const top = flowTop(s).element;
  const byElement = new Map<string, string[]>();
  for (const c of hand) {
    const def = baseDef(c);
    if (def && follows(def.element, top)) byElement.set(def.element, [...(byElement.get(def.element) ?? []), c]);
  }
  const live = s.seats.flatMap((x, i) => (x.out ? [] : [i]));
  // "tre carte dello stesso elemento, anche di potenza diversa": any three of them (not only the hand's first three).
  for (const cards of byElement.values())
    for (const three of spiritThrees(cards)) {
      const left = hand.filter((c) => !three.includes(c));
      // "donare una delle carte che ha in mano": any card left (one per kind of card), to any mage still in play.
      if (left.length === 0) out.push({ type: "spiritCast", seat, cards: three });
      else
        for (const gift of distinct(left))
          for (const to of live) out.push({ type: "spiritCast", seat, cards: three, gift, to });
    }
  return out;
}
