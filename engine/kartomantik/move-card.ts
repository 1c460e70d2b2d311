// The one function that moves a card between zones (§1.3, §3.2 "Modificatori e Segnalini"), and the events
// and triggers of the move. Above triggers.ts, which it calls, so that core.ts needs none of it.
import { randomInt, shuffle } from "../shared/rng";
import {
  cannotBeReplaced,
  cardOf,
  cardW,
  cardsW,
  defOf,
  defsInfo,
  fieldChanged,
  hasEffects,
  interzoneSize,
  type Ctx,
} from "./core";
import { cardsChanged } from "./listeners";
import { firstOpponent, membersOf, sameSide, sideOf, sideStateOf, vesselHolder } from "./seats";
import { emit, emitMany } from "./triggers";
import { FIELD, KEEPS_MODIFIERS, SHARED_ZONES, type CardState, type GameState, type Zone } from "./types";

/** The array a zone lives in; interzone slots are handled by the callers that need slots. */
function zoneList(s: GameState, c: CardState, zone: Zone): string[] | null {
  switch (zone) {
    case "hand":
    case "deck":
    case "limbo":
    case "exile":
      return s.players[c.owner]![zone];
    case "field":
    case "confrontation":
      return sideStateOf(s, c.controller)[zone];
    case "vessel":
      return null; // a vessel belongs to whoever took the card: searched below
    case "stalemate":
      return s.stalemate;
    case "stack":
    case "interzone":
      return null;
  }
}

function detach(s: GameState, c: CardState): void {
  const list = zoneList(s, c, c.zone);
  if (list) {
    const i = list.indexOf(c.iid);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  if (c.zone === "vessel")
    for (const p of s.players) {
      const i = p.vessel.indexOf(c.iid);
      if (i >= 0) {
        p.vessel.splice(i, 1);
        return;
      }
    }
  for (const side of s.sides) {
    if (c.zone === "interzone") {
      const i = side.interzone.indexOf(c.iid);
      if (i >= 0) {
        side.interzone[i] = null;
        return;
      }
    }
    if (c.zone === "field" || c.zone === "confrontation") {
      // A card whose controller changed since it was put there.
      const i = side[c.zone].indexOf(c.iid);
      if (i >= 0) {
        side[c.zone].splice(i, 1);
        return;
      }
    }
  }
  // stack: the stack item keeps the id; nothing to remove here
}

export interface MoveOptions {
  /** Deck: top instead of bottom (default bottom for deck moves). */
  top?: boolean;
  /** Interzone slot; otherwise the first free one. */
  slot?: number;
  /** Vessel owner (the player who takes the card) / whose Interzone or side of the field it enters. */
  player?: number;
  /** Entering a shared zone (Confrontation Zone, stack, stalemate): under this player's control, because the text that
   * puts it there says so ("enters into Support under your control", "under the control of that player"). Without
   * it the card enters under its owner's control (§3.2 "Zone di Gioco"), or its borrower's while a card keeps it so
   * (`keepsControl`). */
  control?: number;
  as?: "first" | "support";
}

/**
 * "The card remains under your control as long as <source> is on the field" (Thought Saboteur, `lendsLinked`): a card
 * such a source still holds says otherwise than §3.2 "Zone di Gioco", and keeps its controller wherever it goes.
 */
export function keepsControl(s: GameState, c: CardState): boolean {
  return c.mods.some(
    (m) =>
      m.kind === "link" &&
      !!s.cards[m.source] &&
      FIELD.includes(s.cards[m.source]!.zone) &&
      defOf(s, m.source).script.lendsLinked === true,
  );
}

/**
 * Who controls `iid` once it enters the shared zone `to` (§3.2 "Zone di Gioco": "Quando delle carte entrano in una
 * zona condivisa dai giocatori, come l'Area di Confronto, la Pila o la Zona di Stallo, queste carte vi entrano sotto il
 * controllo del loro Proprietario, a meno che le carte non specifichino diversamente"): the player a text names
 * (`control`), the one a lending card keeps it with, otherwise its owner. A card moving within a shared zone (an
 * exchange of control in the Confrontation Zone) does not enter it. Read before the move, so that callers can ask
 * whether that player may take it (a Free-for-All seat out of the confrontations).
 */
export function controllerEntering(s: GameState, iid: string, to: Zone, control?: number): number {
  const c = cardOf(s, iid);
  if (!SHARED_ZONES.includes(to) || c.zone === to) return c.controller;
  if (control !== undefined) return control;
  // Leaving the field for the stack it loses its modifiers, the link with them.
  if (KEEPS_MODIFIERS.includes(to) && keepsControl(s, c)) return c.controller;
  return c.owner;
}

/**
 * The only way a card changes zone. Leaving the field and the stalemate zone loses modifiers and
 * counters (§3.2); cards entering a shared zone come under their owner's control unless told
 * otherwise (§3.2 "Zone di Gioco"); a token that leaves them ceases to exist.
 */
export function moveCard(ctx: Ctx, iid: string, dest: Zone, opt: MoveOptions = {}): void {
  let to = dest;
  const { s } = ctx;
  fieldChanged(s);
  const c = cardW(s, iid);
  const from = c.zone;
  const def = defOf(s, iid);
  const controller = controllerEntering(s, iid, dest, opt.control);
  // Memory "if it would leave the field, exile it instead" (§3.2 "Memoria degli Effetti"). The stalemate is not the
  // field: going there is leaving it (§4.2.3 Stallo: "lasciano il campo e vengono spostate nella Zona di Stallo").
  if (
    (KEEPS_MODIFIERS.includes(from) || from === "stack") &&
    (!KEEPS_MODIFIERS.includes(to) || (to === "stalemate" && from !== "stalemate")) &&
    to !== "exile" &&
    c.memory.some((m) => m.on === "leavesField" && m.dest === "exile")
  )
    to = "exile";
  // Flag exileInstead (Nullify Reason): manifestations about to enter that player's Interzone, deck or Limbo this turn
  // are exiled instead. A deck or a Limbo holds its owner's cards; an Interzone is its side's — in 2v2 the team's one
  // ("La squadra condivide un'unica Interzona"): a teammate's card entering it enters the target's Interzone too.
  if (
    (to === "limbo" || to === "deck" || to === "interzone") &&
    def.type === "manifestation" &&
    (to === "interzone"
      ? membersOf(s, sideOf(s, opt.player ?? c.controller)).some((p) => s.flags[`exileInstead:${p}`] === s.turn)
      : s.flags[`exileInstead:${c.owner}`] === s.turn)
  )
    to = "exile";
  // "If it is about to enter an Empathic Vessel, roll a D6: odd, it returns to its owner's hand" (Yzzit).
  if (to === "vessel" && def.script.rollBeforeVessel && hasEffects(s, iid)) {
    const [n, rng] = randomInt(s.rng, 6);
    s.rng = rng;
    ctx.ev.push({ type: "rolled", player: c.owner, sides: 6, value: n + 1 });
    if ((n + 1) % 2 === 1) to = "hand";
  }
  detach(s, c);
  if (from === "hand") c.shown = false;
  if (c.seen) c.seen = undefined;
  // "As long as a card has left or has been played from a Limbo this turn" (Mourning Offal).
  if (from === "limbo" && defsInfo(s).leftLimbo) s.flags.leftLimbo = s.turn;
  if (KEEPS_MODIFIERS.includes(from) && !KEEPS_MODIFIERS.includes(to)) {
    c.mods = [];
    c.counters = {};
    c.memory = [];
    c.exhausted = false;
  }
  if (!KEEPS_MODIFIERS.includes(to) && to !== "stack") {
    c.controller = c.owner;
    c.enteredAs = null;
  }
  // §3.2 "Zone di Gioco": into the Confrontation Zone, onto the stack, into the stalemate — under its owner's control
  // unless a card says otherwise (`controllerEntering`; a card exiled instead goes to its owner's exile).
  if (to === dest && from !== to && SHARED_ZONES.includes(to)) c.controller = controller;
  if (def.token && !KEEPS_MODIFIERS.includes(to) && to !== "stack") {
    ctx.ev.push({ type: "moved", card: iid, def: c.def, from, to: "exile", owner: c.owner });
    delete cardsW(s)[iid];
    cardsChanged(s);
    return;
  }
  c.zone = to;
  // When it entered its current zone ("…that entered an opponent's Limbo this turn").
  c.enteredTurn = s.turn;
  const owner = s.players[c.owner]!;
  switch (to) {
    case "deck":
      if (opt.top) owner.deck.unshift(iid);
      else owner.deck.push(iid);
      // "If … is put at the bottom of the deck, shuffle it."
      if (!opt.top && def.script.shuffleWhenBottomed) [owner.deck, s.rng] = shuffle(owner.deck, s.rng);
      break;
    case "hand":
    case "limbo":
    case "exile":
      owner[to].push(iid);
      break;
    case "field":
      if (opt.player !== undefined) c.controller = opt.player;
      sideStateOf(s, c.controller).field.push(iid);
      break;
    case "vessel":
      s.players[opt.player ?? firstOpponent(s, c.owner)]!.vessel.push(iid);
      break;
    case "confrontation": {
      sideStateOf(s, c.controller).confrontation.push(iid);
      c.enteredSeq = ++s.seq;
      c.enteredAs = opt.as ?? "support";
      c.enteredTurn = s.turn;
      break;
    }
    case "interzone": {
      if (opt.player !== undefined) c.controller = opt.player;
      const zone = sideStateOf(s, c.controller).interzone;
      const size = interzoneSize(s, c.controller);
      // Extra spaces from passive effects extend the slot list (§1.3.5: 3 spaces otherwise).
      while (zone.length < size) zone.push(null);
      let slot = opt.slot ?? zone.slice(0, size).indexOf(null);
      // A full Interzone: the first space whose card may be replaced (Venerable Viper's "cannot be replaced").
      if (slot < 0 || slot >= Math.max(size, zone.length))
        slot = Math.max(
          0,
          zone.slice(0, size).findIndex((x) => !x || !cannotBeReplaced(s, x)),
        );
      const old = zone[slot];
      // §1.3.5: a replaced manifestation goes to the bottom of its owner's deck.
      if (old) moveCard(ctx, old, "deck");
      zone[slot] = iid;
      c.enteredAs = null;
      break;
    }
    case "stalemate":
      s.stalemate.push(iid);
      break;
    case "stack":
      break;
  }
  const hidden = to === "deck" || (to === "hand" && from === "deck") || to === "exile";
  ctx.ev.push({ type: "moved", card: iid, def: c.def, from, to, owner: c.owner, ...(hidden ? { hidden: true } : {}) });
  // "When this manifestation is put in the Stalemate Zone" (Quiet Hedgehog): however it got there — a stalemate, or an
  // effect (Frozen Frame, Pin Down); its controller there is its owner. (Exiled instead, it did not get there.)
  if (to === "stalemate" && from !== "stalemate") emit(ctx, "stalemated", { card: iid, player: c.controller });
  if (to === "interzone" && from !== "interzone" && defsInfo(s).triggers.has("enterInterzone"))
    emit(ctx, "enterInterzone", { card: iid, player: c.controller });
  // §1.3.6: the Interzone is part of the field, so a card put there from outside it enters the field
  // (the Confrontation Zone and persistent wills announce it where they are put).
  if (
    to === "interzone" &&
    from !== "confrontation" &&
    from !== "field" &&
    from !== "interzone" &&
    defsInfo(s).triggers.has("enterField")
  )
    emit(ctx, "enterField", { card: iid, player: c.controller });
  // "Whenever a manifestation enters a Limbo" (only games with a card that listens).
  if (to === "limbo" && def.type === "manifestation" && defsInfo(s).triggers.has("manifestationEntersLimbo"))
    emitMany(ctx, "manifestationEntersLimbo", { card: iid, player: c.owner });
  if (to === "limbo" && defsInfo(s).triggers.has("enterLimbo")) emit(ctx, "enterLimbo", { card: iid, player: c.owner });
  // "When … enters the Empathic Vessel of an opponent" / "whenever a manifestation of which you are the owner enters an
  // opponent's Empathic Vessel": however it got there — taken by a winner, or put there by an effect (Merciful Pago,
  // Urocione's "as if it had lost", Twist the Soul's return).
  if (to === "vessel" && !sameSide(s, vesselHolder(s, iid), c.owner)) {
    emit(ctx, "enterOpposingVessel", { card: iid, player: c.owner });
    emitMany(ctx, "yourCardEntersOpposingVessel", { card: iid, player: c.owner });
  }
}
