// A mage's turn: "Il giocatore è obbligato a lanciare almeno una carta ogni turno. Una volta
// lanciato un incantesimo il turno passa al giocatore successivo." One base spell, one extra spell,
// or a Combo (a chain of base spells, maybe closed by an extra); or the Magus revealed.
import { ATTACKS, baseDef, cardDef, follows, MAGUS } from "./cards";
import { casteExtras, casteOf, powerBonus } from "./castes";
import { refuse } from "./errors";
import { EXTRAS } from "./extras/registry";
import { resolveQueue } from "./resolve";
import { allies, isLive, opponents, take } from "./table";
import type { Action, CardDef, Chain, Effect, GameEvent, GameState, RuleError } from "./types";

const FLOW = "Seguire il flusso di magia";
const COMBO = "Combo";
const TEAM = "Sfida tra schiere di maghi";

export function flowTop(s: GameState): Extract<CardDef, { kind: "base" }> {
  return baseDef(s.flow[s.flow.length - 1]!)!;
}

/** Whether a hand holds a base spell that follows the flow's top card. */
export function holdsFollowing(s: GameState, seat: number): boolean {
  const top = flowTop(s).element;
  return s.seats[seat]!.hand.some((c) => {
    const def = baseDef(c);
    return def !== null && follows(def.element, top);
  });
}

/** Whether the first base spell of a turn has to name the opponent it attacks. */
export function needsAttack(s: GameState, seat: number, def: Extract<CardDef, { kind: "base" }>): boolean {
  return ATTACKS[def.element] || def.combo || (def.element === "aria" && casteOf(s, seat) === "ventaria");
}

/** Whether the first base spell of a turn may name the ally it cures: a cure ("gli Incantesimi Base di cura"), or a
 * Combo card, which the chain's cures may follow (ruling T4). An attacking spell without the symbol cures nobody. */
export function canCure(def: Extract<CardDef, { kind: "base" }>): boolean {
  return !ATTACKS[def.element] || def.combo;
}

/** Whom the first base spell of a turn attacks and cures: declared "prima di lanciare la carta". */
export function declarationOptions(s: GameState, seat: number): { attack: number[]; cure: number[] } {
  return {
    attack: opponents(s, seat),
    cure: [seat, ...allies(s, seat).filter((a) => isLive(s, a))].sort((a, b) => a - b),
  };
}

type CastAction = Extract<Action, { type: "cast" }>;

export function cast(s: GameState, a: CastAction, ev: GameEvent[]): RuleError | null {
  const hand = s.seats[a.seat]!.hand;
  if (!hand.includes(a.card)) return refuse("not_in_hand", "Come si gioca");
  const def = cardDef(a.card);
  if (def.kind === "magus") return refuse("not_castable", "Carta speciale Magus: «non può mai essere lanciata»");
  if (def.kind !== "base" && def.kind !== "extra") return refuse("not_castable", "Contenuto del gioco");
  const chain = s.chain;
  if (def.kind === "extra") return castExtra(s, a, def.spell, ev);
  if (!chain) {
    if (!follows(def.element, flowTop(s).element)) {
      // "Se il giocatore non possiede incantesimi uguali o contrapposti ..., potrà giocare un
      // qualsiasi Incantesimo Base senza attivarne la proprietà."
      if (holdsFollowing(s, a.seat)) return refuse("off_flow_while_following", FLOW);
      // Without effect it attacks and cures nobody: a named target would be ignored.
      if (a.attack !== undefined || a.cure !== undefined) return refuse("bad_target", FLOW);
      hand.splice(hand.indexOf(a.card), 1);
      s.flow.push(a.card);
      ev.push({ type: "cast", seat: a.seat, card: a.card, effective: false });
      resolveQueue(s, ev);
      return null;
    }
    const options = declarationOptions(s, a.seat);
    // Only a spell that attacks, or may start a combo, names whom it attacks (ruling T2).
    const attack = needsAttack(s, a.seat, def)
      ? pick(a.attack, options.attack)
      : a.attack === undefined
        ? null
        : undefined;
    // One's own cure unless an ally is named (ruling T1). A spell that cannot cure is not offered with a cure named
    // (ruling T4); one named anyway (a log stored before T4) changes nothing: the chain closes with no cure.
    const cure = a.cure === undefined ? a.seat : pick(a.cure, options.cure);
    if (attack === undefined || cure === undefined || cure === null)
      return refuse("bad_target", `${TEAM}: «dovrà dichiararlo prima di lanciare la carta»`);
    s.chain = {
      seat: a.seat,
      attack,
      cure,
      cards: [],
      charge: 0,
      open: true,
      casteCures: [],
      casteAttack: 0,
    };
  } else if ((a.attack ?? chain.attack) !== chain.attack || (a.cure ?? chain.cure) !== chain.cure) {
    // The targets were declared with the first card and bind the whole chain (ruling C5).
    return refuse("bad_target", `${TEAM}: «dovrà dichiararlo prima di lanciare la carta»`);
  } else if (!def.combo && !follows(def.element, flowTop(s).element)) {
    // "la carta che finisce la combo invece dovrà seguire il flusso di magia della carta precedente".
    return refuse("combo_end_off_flow", `${COMBO}: «dovrà seguire il flusso di magia della carta precedente»`);
  }
  addToChain(s, s.chain!, a.card, def, ev);
  // Open while any card is left, the Magus too (ruling M4): closing by itself when the one card left is the Magus
  // would show everyone what it is. A state from before M4 closes then, as it was played.
  const castable = s.chainOpenWithMagus ? hand.length > 0 : hand.some((c) => c !== MAGUS);
  if (!s.chain!.open || !castable) closeChain(s, [], ev);
  return null;
}

/** A given choice must be among the options; without one, the only option (null: there is none). */
function pick(given: number | undefined, options: number[]): number | null | undefined {
  if (given !== undefined) return options.includes(given) ? given : undefined;
  if (options.length === 0) return null;
  return options.length === 1 ? options[0] : undefined;
}

function addToChain(
  s: GameState,
  chain: Chain,
  card: string,
  def: Extract<CardDef, { kind: "base" }>,
  ev: GameEvent[],
) {
  const hand = s.seats[chain.seat]!.hand;
  // Read before the card lands: it follows the flow if it matches (or opposes) the card before it.
  const followsFlow = follows(def.element, flowTop(s).element);
  hand.splice(hand.indexOf(card), 1);
  s.flow.push(card);
  chain.cards.push(card);
  chain.charge += def.power;
  casteExtras(s, chain, def.element, followsFlow);
  chain.open = def.combo;
  ev.push({ type: "cast", seat: chain.seat, card, effective: true });
}

/**
 * The chain's effects. Every spell takes effect with its power, but the one that ends the combo
 * with the combo's whole charge: its power plus those of the spells before it (ruling C2, from
 * "Luce di potenza 1 con simbolo Combo e subito un altro Incantesimo Base Buio di potenza 3 ...
 * pescando quindi 1 carta dal mazzo del mana e 4 carte dall'avversario"). A poisoned mage's spells:
 * "la potenza degli incantesimi sarà sempre di 1".
 */
export function chainTotals(s: GameState, chain: Chain): { attack: number; cure: number } {
  const poisoned = s.seats[chain.seat]!.poisons.length > 0;
  let attack = 0;
  let cure = 0;
  chain.cards.forEach((card, i) => {
    const def = baseDef(card)!;
    const last = i === chain.cards.length - 1;
    const effect = poisoned ? 1 : (last ? chain.charge : def.power) + powerBonus(s, chain.seat, def.element);
    if (ATTACKS[def.element]) attack += effect;
    else cure += effect;
  });
  return { attack, cure };
}

function castExtra(s: GameState, a: CastAction, spell: keyof typeof EXTRAS, ev: GameEvent[]): RuleError | null {
  const extra = EXTRAS[spell];
  const targets = extra.targets(s, a.seat);
  let target: number | null = null;
  if (targets === null) {
    if (a.target !== undefined) return refuse("bad_target", "Incantesimi extra");
  } else {
    const chosen = pick(a.target, targets);
    if (chosen === undefined || chosen === null) return refuse("bad_target", "Incantesimi extra");
    target = chosen;
  }
  const hand = s.seats[a.seat]!.hand;
  hand.splice(hand.indexOf(a.card), 1);
  ev.push({ type: "cast", seat: a.seat, card: a.card, effective: true });
  // "Le combo possono essere concluse anche da un Incantesimo Extra": the chain's effects first.
  closeChain(s, extra.cast(s, a.seat, a.card, target), ev);
  return null;
}

/** The chain's summed effects (the caster's cure, the castes' cures, then the attack), then `after`. */
export function closeChain(s: GameState, after: Effect[], ev: GameEvent[]): void {
  const chain = s.chain;
  const effects: Effect[] = [];
  if (chain) {
    const totals = chainTotals(s, chain);
    if (totals.cure > 0) effects.push({ k: "draw", seat: chain.cure, n: totals.cure });
    for (const c of chain.casteCures) effects.push({ k: "draw", seat: c.seat, n: c.n });
    const n = totals.attack + chain.casteAttack;
    if (n > 0 && chain.attack !== null)
      effects.push({ k: "attack", from: chain.seat, target: chain.attack, n, base: true, card: chain.cards.at(-1)! });
  }
  s.chain = null;
  s.queue.push(...effects, ...after);
  resolveQueue(s, ev);
}

/** "potrà così pescare 10 carte da ogni avversario in gioco. La Carta Speciale Magus non viene
 *  scartata ma rimane sempre in mano al giocatore." */
export function revealMagus(s: GameState, seat: number, ev: GameEvent[]): RuleError | null {
  const hand = s.seats[seat]!.hand;
  if (hand.length !== 1 || hand[0] !== MAGUS || s.chain)
    return refuse("magus_not_alone", "Carta speciale Magus: «quando il giocatore rimane solamente con la carta Magus»");
  s.magusShown = seat;
  ev.push({ type: "magus", seat });
  for (const opp of opponents(s, seat)) take(s, opp, seat, 10, ev);
  resolveQueue(s, ev);
  return null;
}
