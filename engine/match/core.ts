// State primitives every rule uses: looking cards up, the one function that moves a card between
// zones (§1.3, §3.2 "Modificatori e Segnalini"), and the derived characteristics — power,
// temperament, keywords — with passive effects folded in (§3.1 "Passivi", §3.2 "Forza Base vs Forza").
import { randomInt, shuffle } from "../draft/rng";
import type { Ability, Amount, Condition, Selector, StaticAbility } from "./cards/schema";
import { emit, emitMany } from "./triggers";
import {
  KEEPS_MODIFIERS,
  type CardDef,
  type CardState,
  type Keyword,
  type MatchEvent,
  type MatchState,
  type Temperament,
  type Zone,
} from "./types";

/** The state being changed by one `apply` and the events it produced. */
export interface Ctx {
  s: MatchState;
  ev: MatchEvent[];
}

export const other = (p: number): number => 1 - p;

export function cardOf(s: MatchState, iid: string): CardState {
  const c = s.cards[iid];
  if (!c) throw new Error(`engine: unknown card ${iid}`);
  return c;
}
export function defOf(s: MatchState, iid: string): CardDef {
  const d = s.defs[cardOf(s, iid).def];
  if (!d) throw new Error(`engine: unknown card definition for ${iid}`);
  return d;
}

const abilityCache = new WeakMap<CardDef, { statics: StaticAbility[]; triggers: boolean }>();
export function staticsOf(def: CardDef): StaticAbility[] {
  let hit = abilityCache.get(def);
  if (!hit) {
    const abilities: Ability[] = def.script.abilities ?? [];
    hit = {
      statics: abilities.flatMap((a) => (a.kind === "static" ? [a.effect] : [])),
      triggers: abilities.some((a) => a.kind === "trigger"),
    };
    abilityCache.set(def, hit);
  }
  return hit.statics;
}
export function hasTriggers(def: CardDef): boolean {
  staticsOf(def);
  return abilityCache.get(def)?.triggers ?? false;
}

/** What the match's card definitions can do at all, so that rules skip scans nobody needs. */
export interface DefsInfo {
  /** Trigger kinds some card listens for. */
  triggers: Set<string>;
  staticPower: boolean;
  staticKeyword: boolean;
  /** Keywords some passive effect grants to cards on the field (not "itself, in hand"). */
  grantedKeywords: Set<string>;
  handLimit: boolean;
  interzoneSlots: boolean;
  willCost: boolean;
  /** Some passive asks whether a card left a Limbo this turn (`leftLimboThisTurn`). */
  leftLimbo: boolean;
  /** Some card has the static `stalemateIfLast`. */
  stalemateIfLast: boolean;
}
const defsCache = new WeakMap<object, DefsInfo>();
export function defsInfo(s: MatchState): DefsInfo {
  let info = defsCache.get(s.defs);
  if (!info) {
    info = {
      triggers: new Set(),
      staticPower: false,
      staticKeyword: false,
      grantedKeywords: new Set(),
      handLimit: false,
      interzoneSlots: false,
      willCost: false,
      leftLimbo: false,
      stalemateIfLast: false,
    };
    for (const def of Object.values(s.defs)) {
      for (const a of def.script.abilities ?? []) {
        if (a.kind === "trigger") info.triggers.add(a.trigger.on);
        if (a.kind === "static") {
          if (a.effect.kind === "power") info.staticPower = true;
          if (a.effect.kind === "keyword") {
            info.staticKeyword = true;
            if (a.effect.where !== "hand") info.grantedKeywords.add(a.effect.keyword);
          }
          if (a.effect.kind === "handLimit") info.handLimit = true;
          if (a.effect.kind === "interzoneSlots") info.interzoneSlots = true;
          if (a.effect.kind === "willCost") info.willCost = true;
          if (a.effect.kind === "stalemateIfLast") info.stalemateIfLast = true;
          if ("cond" in a.effect && a.effect.cond && "leftLimboThisTurn" in a.effect.cond) info.leftLimbo = true;
        }
      }
    }
    defsCache.set(s.defs, info);
  }
  return info;
}

const defsMemo = new WeakMap<object, Map<string, boolean>>();
/** Per card definition (shared by every match that uses it): its traits, asked once each. */
const defTraits = new WeakMap<CardDef, Map<string, boolean>>();
function defHas(d: CardDef, name: string, has: (d: CardDef) => boolean): boolean {
  let traits = defTraits.get(d);
  if (!traits) defTraits.set(d, (traits = new Map()));
  let hit = traits.get(name);
  if (hit === undefined) traits.set(name, (hit = has(d)));
  return hit;
}
/** Whether some card definition of the match has a trait (memoized per match and per definition), so that rules no card
 * needs cost nothing. */
export function someDef(s: MatchState, name: string, has: (d: CardDef) => boolean): boolean {
  let memo = defsMemo.get(s.defs);
  if (!memo) defsMemo.set(s.defs, (memo = new Map()));
  let hit = memo.get(name);
  if (hit === undefined) {
    hit = false;
    for (const id in s.defs) if (defHas(s.defs[id]!, name, has)) hit = true;
    memo.set(name, hit);
  }
  return hit;
}

export const isManifestation = (s: MatchState, iid: string): boolean => defOf(s, iid).type === "manifestation";

/** The array a zone lives in; interzone slots are handled by the callers that need slots. */
function zoneList(s: MatchState, c: CardState, zone: Zone): string[] | null {
  const p = (zone === "confrontation" ? s.players[c.controller] : s.players[c.owner])!;
  switch (zone) {
    case "hand":
    case "deck":
    case "limbo":
    case "exile":
    case "field":
      return p[zone];
    case "vessel":
      return null; // a vessel belongs to whoever took the card: searched below
    case "confrontation":
      return p.confrontation;
    case "stalemate":
      return s.stalemate;
    case "stack":
    case "interzone":
      return null;
  }
}

function detach(s: MatchState, c: CardState): void {
  const list = zoneList(s, c, c.zone);
  if (list) {
    const i = list.indexOf(c.iid);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  for (const p of s.players) {
    if (c.zone === "interzone") {
      const i = p.interzone.indexOf(c.iid);
      if (i >= 0) {
        p.interzone[i] = null;
        return;
      }
    }
    if (c.zone === "field") {
      // A persistent will under another player's control.
      const i = p.field.indexOf(c.iid);
      if (i >= 0) {
        p.field.splice(i, 1);
        return;
      }
    }
    if (c.zone === "vessel") {
      const i = p.vessel.indexOf(c.iid);
      if (i >= 0) {
        p.vessel.splice(i, 1);
        return;
      }
    }
    if (c.zone === "confrontation") {
      const i = p.confrontation.indexOf(c.iid);
      if (i >= 0) {
        p.confrontation.splice(i, 1);
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
  /** Vessel owner (the player who takes the card) / new controller for shared zones. */
  player?: number;
  as?: "first" | "support";
}

/**
 * The only way a card changes zone. Leaving the field and the stalemate zone loses modifiers and
 * counters (§3.2); cards entering a shared zone come under their owner's control unless told
 * otherwise (§3.2 "Zone di Gioco"); a token that leaves them ceases to exist.
 */
export function moveCard(ctx: Ctx, iid: string, dest: Zone, opt: MoveOptions = {}): void {
  let to = dest;
  const { s } = ctx;
  const c = cardOf(s, iid);
  const from = c.zone;
  const def = defOf(s, iid);
  // Memory "if it would leave the field, exile it instead" (§3.2 "Memoria degli Effetti").
  if (
    (KEEPS_MODIFIERS.includes(from) || from === "stack") &&
    !KEEPS_MODIFIERS.includes(to) &&
    to !== "exile" &&
    c.memory.some((m) => m.on === "leavesField" && m.dest === "exile")
  )
    to = "exile";
  // Flag exileInstead (Nullify Reason): manifestations about to enter that player's Interzone, deck or Limbo this turn
  // are exiled instead.
  if (
    (to === "limbo" || to === "deck" || to === "interzone") &&
    def.type === "manifestation" &&
    s.flags[`exileInstead:${to === "interzone" ? (opt.player ?? c.controller) : c.owner}`] === s.turn
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
  if (def.token && !KEEPS_MODIFIERS.includes(to) && to !== "stack") {
    ctx.ev.push({ type: "moved", card: iid, def: c.def, from, to: "exile", owner: c.owner });
    delete s.cards[iid];
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
      s.players[c.controller]!.field.push(iid);
      break;
    case "vessel":
      s.players[opt.player ?? other(c.owner)]!.vessel.push(iid);
      break;
    case "confrontation": {
      if (opt.player !== undefined) c.controller = opt.player;
      s.players[c.controller]!.confrontation.push(iid);
      c.enteredSeq = ++s.seq;
      c.enteredAs = opt.as ?? "support";
      c.enteredTurn = s.turn;
      break;
    }
    case "interzone": {
      if (opt.player !== undefined) c.controller = opt.player;
      const zone = s.players[c.controller]!.interzone;
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
  // "Whenever a manifestation enters a Limbo" (only matches with a card that listens).
  if (to === "limbo" && def.type === "manifestation" && defsInfo(s).triggers.has("manifestationEntersLimbo"))
    emitMany(ctx, "manifestationEntersLimbo", { card: iid, player: c.owner });
  if (to === "limbo" && defsInfo(s).triggers.has("enterLimbo")) emit(ctx, "enterLimbo", { card: iid, player: c.owner });
}

export function interzoneCards(s: MatchState, p: number): string[] {
  return s.players[p]!.interzone.filter((x): x is string => x !== null);
}

/** "… cannot be replaced" in the Interzone (a `noReplace` keyword modifier). */
export function cannotBeReplaced(s: MatchState, iid: string): boolean {
  return cardOf(s, iid).mods.some((m) => m.kind === "keyword" && m.keyword === "noReplace");
}

/** Whether the card's own abilities apply (not lost to "loses its effects"). */
export function hasEffects(s: MatchState, iid: string): boolean {
  const c = cardOf(s, iid);
  if (c.mods.some((m) => m.kind === "loseEffects" || (m.kind === "link" && linkSilences(s, m.source, iid))))
    return false;
  return c.zone !== "vessel" || !vesselSilenced(s, iid);
}

/** A source on the field with a "loses all its effects" passive for the card it is linked to. */
function linkSilences(s: MatchState, src: string, iid: string): boolean {
  const c = s.cards[src];
  if (!c || !FIELD_ZONES.includes(c.zone) || c.mods.some((m) => m.kind === "loseEffects")) return false;
  return staticsOf(defOf(s, src)).some((st) => st.kind === "loseEffects" && matches(s, c.controller, src, iid, st.to));
}

/** Static vesselSanctuary (Unreachable Pillar): the manifestations in its controller's vessel are Protected and lose
 * their effects. */
function vesselSilenced(s: MatchState, iid: string): boolean {
  const holder = s.players.find((p) => p.vessel.includes(iid));
  return (
    !!holder &&
    holder.field.some((w) => staticsOf(defOf(s, w)).some((st) => st.kind === "vesselSanctuary") && hasEffects(s, w))
  );
}

export function basePowerOf(s: MatchState, iid: string): number {
  const c = cardOf(s, iid);
  let base = defOf(s, iid).power;
  for (const m of c.mods) if (m.kind === "basePower") base = m.value;
  return base;
}

/** Cards on the field that have passive effects at all (no closures: this runs very often). */
function staticSources(s: MatchState): string[] {
  const out: string[] = [];
  for (const p of s.players) {
    for (const list of [p.confrontation, p.interzone, p.field]) {
      for (const id of list) {
        if (id === null) continue;
        const def = s.defs[s.cards[id]!.def];
        if (def && staticsOf(def).length > 0) out.push(id);
      }
    }
  }
  return out;
}

function inWhere(zone: Zone, where: "confrontation" | "interzone" | "field" | "hand" | undefined): boolean {
  if (!where) return zone === "confrontation" || zone === "interzone" || zone === "field";
  if (where === "field") return zone === "confrontation" || zone === "interzone" || zone === "field";
  return zone === where;
}

/**
 * Power (§3.2): base power, then modifiers in timestamp order, then passive effects. "Cannot
 * receive modifiers" stops the modifiers that come after it (and passive bonuses); a card whose
 * own text says its power cannot be modified keeps its base power.
 */
export function powerOf(s: MatchState, iid: string): number {
  const c = cardOf(s, iid);
  let power = basePowerOf(s, iid);
  if (hasEffects(s, iid) && staticsOf(defOf(s, iid)).some((st) => st.kind === "noPowerChange")) return power;
  let frozen = false;
  for (const m of c.mods) {
    if (m.kind === "noPowerChange") frozen = true;
    else if (frozen) continue;
    else if (m.kind === "power") power += m.amount;
    else if (m.kind === "setPower") power = m.value;
  }
  if (frozen || (c.zone !== "confrontation" && c.zone !== "interzone") || !defsInfo(s).staticPower) return power;
  for (const src of staticSources(s)) {
    if (!hasEffects(s, src)) continue;
    const srcCard = cardOf(s, src);
    for (const st of staticsOf(defOf(s, src))) {
      if (st.kind !== "power") continue;
      if (!inWhere(srcCard.zone, st.where)) continue;
      if (st.to === "self" ? src !== iid : !matches(s, srcCard.controller, src, iid, st.to)) continue;
      if (st.cond && !checkStaticCondition(s, src, st.cond)) continue;
      power += amountFor(s, src, srcCard.controller, st.amount);
    }
  }
  return power;
}

function isPowerFrozen(s: MatchState, iid: string): boolean {
  const c = cardOf(s, iid);
  if (c.mods.some((m) => m.kind === "noPowerChange")) return true;
  return hasEffects(s, iid) && staticsOf(defOf(s, iid)).some((st) => st.kind === "noPowerChange");
}
export const powerCannotChange = isPowerFrozen;

export function temperamentOf(s: MatchState, iid: string): Temperament {
  const c = cardOf(s, iid);
  let t = defOf(s, iid).temperaments[0] ?? "hollow";
  for (const m of c.mods) if (m.kind === "temperament") t = m.temperament;
  return t;
}

export function hasKeyword(s: MatchState, iid: string, kw: Keyword): boolean {
  const c = cardOf(s, iid);
  if (c.mods.some((m) => m.kind === "keyword" && m.keyword === kw)) return true;
  if (!hasEffects(s, iid)) return false;
  if (defOf(s, iid).script.keywords?.includes(kw)) return true;
  const info = defsInfo(s);
  if (!info.staticKeyword) return false;
  // Only a passive effect that grants this keyword can matter: skip the scan of the field otherwise.
  if (info.grantedKeywords.has(kw))
    for (const src of staticSources(s)) {
      if (!hasEffects(s, src)) continue;
      const srcCard = cardOf(s, src);
      for (const st of staticsOf(defOf(s, src))) {
        if (st.kind !== "keyword" || st.keyword !== kw || st.where === "hand") continue;
        if (!inWhere(srcCard.zone, st.where)) continue;
        if (st.to === "self" ? src !== iid : !matches(s, srcCard.controller, src, iid, st.to)) continue;
        if (st.cond && !checkStaticCondition(s, src, st.cond)) continue;
        return true;
      }
    }
  // Passive keywords of a card about itself while in hand ("has Support from hand").
  if (c.zone === "hand") {
    for (const st of staticsOf(defOf(s, iid)))
      if (
        st.kind === "keyword" &&
        st.keyword === kw &&
        st.where === "hand" &&
        st.to === "self" &&
        (!st.cond || checkStaticCondition(s, iid, st.cond))
      )
        return true;
  }
  return false;
}

/** §3.2 / keyword Protected: opponents' cards and effects cannot target or affect it. */
export function isProtectedFrom(s: MatchState, iid: string, player: number): boolean {
  const c = cardOf(s, iid);
  // A card in a vessel is guarded on behalf of the player whose vessel it is.
  const side = c.zone === "vessel" ? s.players.findIndex((p) => p.vessel.includes(iid)) : c.controller;
  return side !== player && (hasKeyword(s, iid, "protected") || (c.zone === "vessel" && vesselSilenced(s, iid)));
}

const FIELD_ZONES: Zone[] = ["confrontation", "interzone", "field"];
const ZONE_ALIASES: Readonly<Record<string, Zone[]>> = {
  field: FIELD_ZONES,
  fieldOrStalemate: ["confrontation", "interzone", "field", "stalemate"],
  wills: ["field"],
};
const zoneCache = new Map<string, Zone[]>();
/** The zones a selector names (aliases expanded), memoized: selectors are evaluated very often. */
function zoneOfSelector(zone: Selector["zone"]): Zone[] | null {
  if (!zone) return null;
  const key = Array.isArray(zone) ? zone.join("+") : zone;
  let hit = zoneCache.get(key);
  if (!hit) {
    const names = Array.isArray(zone) ? zone : [zone];
    const out: Zone[] = [];
    for (const z of names) for (const x of ZONE_ALIASES[z] ?? [z as Zone]) if (!out.includes(x)) out.push(x);
    hit = out;
    zoneCache.set(key, hit);
  }
  return hit;
}

/** Whether card `iid` fits a selector read from the point of view of `you` (source `src`). */
export function matches(s: MatchState, you: number, src: string | null, iid: string, sel: Selector): boolean {
  const c = s.cards[iid];
  if (!c) return false;
  const def = defOf(s, iid);
  const zones = zoneOfSelector(sel.zone);
  if (zones && !zones.includes(c.zone)) return false;
  if (!zones && c.zone !== "confrontation" && c.zone !== "interzone" && c.zone !== "field") return false;
  const whose =
    c.zone === "confrontation" || c.zone === "interzone" || c.zone === "field" || c.zone === "stalemate"
      ? c.controller
      : c.owner;
  const vesselHolder = c.zone === "vessel" ? s.players.findIndex((p) => p.vessel.includes(iid)) : whose;
  const holder = c.zone === "vessel" ? vesselHolder : whose;
  if (sel.controller === "you" && holder !== you) return false;
  if (sel.controller === "opponent" && holder === you) return false;
  const type = sel.type ?? "manifestation";
  if (type === "manifestation" && def.type !== "manifestation") return false;
  if (type === "will" && def.type === "manifestation") return false;
  if ((type === "ephemeral_will" || type === "persistent_will") && def.type !== type) return false;
  if (sel.other && iid === src) return false;
  if (sel.basePowerMax !== undefined && basePowerOf(s, iid) > sel.basePowerMax) return false;
  if (sel.basePowerMin !== undefined && basePowerOf(s, iid) < sel.basePowerMin) return false;
  if (
    sel.enteredSupportThisTurn &&
    !(c.enteredAs === "support" && c.enteredTurn === s.turn && c.zone === "confrontation")
  )
    return false;
  if (sel.first === true && c.enteredAs !== "first") return false;
  if (sel.first === false && c.enteredAs === "first") return false;
  if (sel.nonToken && def.token) return false;
  if (sel.notTemperament && temperamentOf(s, iid) === sel.notTemperament) return false;
  if (sel.pointsMax !== undefined && def.points > sel.pointsMax) return false;
  if (sel.owner === "you" && c.owner !== you) return false;
  if (sel.owner === "opponent" && c.owner === you) return false;
  if (sel.powerMax !== undefined && powerOf(s, iid) > sel.powerMax) return false;
  if (sel.enteredThisTurn && c.enteredTurn !== s.turn) return false;
  if (sel.linked && !c.mods.some((m) => m.kind === "link" && m.source === src)) return false;
  if (sel.tributedByYouThisTurn && s.flags[`tributeBy${you}:${iid}`] !== s.turn) return false;
  if (sel.paidWithSource && s.flags[`paid:${src}:${iid}`] !== s.turn) return false;
  if (
    sel.lastSupport &&
    (c.zone !== "confrontation" ||
      c.enteredAs !== "support" ||
      s.players[c.controller]!.confrontation.some(
        (x) => x !== iid && cardOf(s, x).enteredAs === "support" && cardOf(s, x).enteredSeq > c.enteredSeq,
      ))
  )
    return false;
  if (sel.won && s.players[c.controller]!.wonTurn !== s.turn) return false;
  if (sel.lost && s.players[c.controller]!.lostTurn !== s.turn) return false;
  if (sel.powerLessThanYourFirst) {
    const first = s.players[you]!.confrontation.find((id) => cardOf(s, id).enteredAs === "first");
    if (!first || powerOf(s, iid) >= powerOf(s, first)) return false;
  }
  return true;
}

/** Every card a selector picks, in a stable order. */
export function select(s: MatchState, you: number, src: string | null, sel: Selector): string[] {
  const zones = zoneOfSelector(sel.zone) ?? FIELD_ZONES;
  const out: string[] = [];
  for (const z of zones) {
    for (let p = 0; p < 2; p++) {
      const pl = s.players[p]!;
      const list =
        z === "interzone"
          ? pl.interzone.filter((x): x is string => x !== null)
          : z === "stalemate"
            ? p === 0
              ? s.stalemate
              : []
            : z === "stack"
              ? []
              : pl[z as "hand" | "deck" | "limbo" | "exile" | "field" | "vessel" | "confrontation"];
      for (const id of list) if (matches(s, you, src, id, sel)) out.push(id);
    }
  }
  return out;
}

/** Amounts a passive effect computes (counts and counters on its source). */
export function amountFor(s: MatchState, src: string, you: number, a: Amount): number {
  if (typeof a === "number") return a;
  if ("count" in a) {
    const n = (select(s, you, src, a.count).length + (a.plus ?? 0)) * (a.per ?? 1);
    return a.max !== undefined ? Math.min(n, a.max) : n;
  }
  if ("counters" in a) return (cardOf(s, src).counters[a.counters] ?? 0) * (a.per ?? 1);
  if ("freeInterzone" in a) return freeInterzone(s, you) * (a.per ?? 1);
  return 0;
}

/** A condition read from a card's point of view (passive effects, triggers, and `if` ops). */
export function checkStaticCondition(s: MatchState, src: string, cond: Condition): boolean {
  const c = cardOf(s, src);
  const you = c.controller;
  if ("controls" in cond) {
    const n = select(s, you, src, cond.controls).length;
    return n >= (cond.min ?? 0) && (cond.max === undefined || n <= cond.max);
  }
  if ("selfIn" in cond) return c.zone === cond.selfIn;
  if ("countersAtLeast" in cond) return (c.counters[cond.countersAtLeast] ?? 0) >= cond.n;
  if ("lostPreviousTurn" in cond) return s.players[you]!.lostTurn === s.turn - 1;
  if ("lostThisTurn" in cond) return s.players[you]!.lostTurn === s.turn;
  if ("markedThisTurn" in cond) return s.flags[`mark:${src}`] === s.turn;
  if ("opponentSupportedFromInterzone" in cond) return s.flags[`supportFromInterzone:${1 - you}`] === s.turn;
  if ("wonThisTurn" in cond) return s.players[you]!.wonTurn === s.turn;
  if ("selfReady" in cond) return !c.exhausted;
  if ("noCounters" in cond) return (c.counters[cond.noCounters] ?? 0) === 0;
  if ("fewerInConfrontationThanOpponent" in cond)
    return s.players[you]!.confrontation.length < s.players[1 - you]!.confrontation.length;
  if ("opposingFirstBasePower" in cond) {
    const mine = s.players[you]!.confrontation.find((id) => cardOf(s, id).enteredAs === "first");
    const theirs = s.players[1 - you]!.confrontation.find((id) => cardOf(s, id).enteredAs === "first");
    if (!mine || !theirs) return false;
    return cond.opposingFirstBasePower === "lower"
      ? basePowerOf(s, theirs) < basePowerOf(s, mine)
      : basePowerOf(s, theirs) > basePowerOf(s, mine);
  }
  if ("leftLimboThisTurn" in cond) return s.flags.leftLimbo === s.turn;
  if ("opponentWillTargetsConfrontation" in cond)
    return s.stack.some(
      (it) =>
        it.kind === "card" &&
        it.controller !== you &&
        defOf(s, it.card).type !== "manifestation" &&
        it.targets.some((t) => s.cards[t]?.zone === "confrontation"),
    );
  if ("aboveYourFirstBasePower" in cond) {
    const mine = s.players[you]!.confrontation.find((id) => cardOf(s, id).enteredAs === "first");
    return !!mine && basePowerOf(s, src) > basePowerOf(s, mine);
  }
  if ("tributedThisTurn" in cond) return s.flags[`tributed:${src}`] === s.turn;
  return false;
}

/** Passive changes to will costs on the field, with who controls them. */
export function willCostMods(s: MatchState): { n: number; whose: "all" | "yours"; controller: number }[] {
  if (!defsInfo(s).willCost) return [];
  const out: { n: number; whose: "all" | "yours"; controller: number }[] = [];
  for (const src of staticSources(s)) {
    if (!hasEffects(s, src)) continue;
    for (const st of staticsOf(defOf(s, src)))
      if (st.kind === "willCost" && inWhere(cardOf(s, src).zone, st.where))
        out.push({ n: st.n, whose: st.whose, controller: cardOf(s, src).controller });
  }
  return out;
}

/** Interzone spaces of a player: 3 (§1.3.5) plus passive "increase the spaces" effects. */
export function interzoneSize(s: MatchState, p: number): number {
  let n = 3;
  if (!defsInfo(s).interzoneSlots) return n;
  for (const src of staticSources(s)) {
    if (cardOf(s, src).controller !== p || !hasEffects(s, src)) continue;
    for (const st of staticsOf(defOf(s, src))) if (st.kind === "interzoneSlots") n += st.n;
  }
  return n;
}

export function freeInterzone(s: MatchState, p: number): number {
  const zone = s.players[p]!.interzone;
  let free = 0;
  for (let i = 0; i < interzoneSize(s, p); i++) if (!zone[i]) free++;
  return free;
}

/** Whether a card on the field (controlled by `p`, or anyone's when null) has this passive rule. */
export function passiveOf(
  s: MatchState,
  p: number | null,
  kind: "keepEssence" | "zeroLosesEffects" | "zeroToYourVessel" | "persistentAnyTime" | "willsFromLimbo",
): boolean {
  return staticSources(s).some(
    (src) =>
      (p === null || cardOf(s, src).controller === p) &&
      hasEffects(s, src) &&
      staticsOf(defOf(s, src)).some(
        (st) => st.kind === kind && (st.kind !== "persistentAnyTime" || inWhere(cardOf(s, src).zone, st.where)),
      ),
  );
}

/** Whether a passive effect of a card `p` controls keeps excess essence past the end of the turn. */
export function keepsEssence(s: MatchState, p: number): boolean {
  return passiveOf(s, p, "keepEssence");
}

/** Hand size limit (§4.2.1: 7) with passive changes. */
export function handLimit(s: MatchState, p: number): number {
  let limit = s.players[p]!.handLimit;
  if (defsInfo(s).handLimit) {
    for (const src of staticSources(s)) {
      if (!hasEffects(s, src) || cardOf(s, src).controller !== p) continue;
      for (const st of staticsOf(defOf(s, src))) if (st.kind === "handLimit") limit = Math.max(limit, st.n);
    }
  }
  return handCapped(s, p) ? handCap(s, p, limit) : limit;
}

/** Whether a turn-scoped flag limits the player's hand (Red Plague: 5; Possessed Pyramid: one less). */
const HAND_CAP5 = ["handCap5:0", "handCap5:1"];
const HAND_MINUS1 = ["handMinus1:0", "handMinus1:1"];
export function handCapped(s: MatchState, p: number): boolean {
  return s.flags[HAND_CAP5[p]!] === s.turn || s.flags[HAND_MINUS1[p]!] === s.turn;
}
function handCap(s: MatchState, p: number, limit: number): number {
  let n = limit;
  if (s.flags[HAND_MINUS1[p]!] === s.turn) n -= 1;
  if (s.flags[HAND_CAP5[p]!] === s.turn) n = Math.min(n, 5);
  return n;
}
