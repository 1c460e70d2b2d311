// State primitives every rule uses: looking cards up and the derived characteristics — power,
// temperament, keywords — with passive effects folded in (§3.1 "Passivi", §3.2 "Forza Base vs Forza").
import type { Ability, Amount, Condition, Ref, Selector, StaticAbility } from "./cards/schema";
import { conditionKind, kindedAmount, kindedCondition } from "./cards/kinds";
import { opponentsOf, sameSide, sideStateOf, vesselHolder } from "./seats";
import type {
  CardDef,
  CardState,
  Keyword,
  GameEvent,
  GameState,
  Resolving,
  SideState,
  StackItem,
  Temperament,
  Zone,
} from "./types";
import { KEEPS_MODIFIERS } from "./types";
import { cardsCopied } from "./listeners";

/** The state being changed by one `apply` and the events it produced. */
export interface Ctx {
  s: GameState;
  ev: GameEvent[];
}

export function cardOf(s: GameState, iid: string): CardState {
  const c = s.cards[iid];
  if (!c) throw new Error(`engine: unknown card ${iid}`);
  return c;
}
/**
 * Copy-on-write card records: a copy of the state (`cloneState`) shares the original's `cards` map and its records, and
 * copies the map on its first change and a record on the record's first change, through `cardW` (the one writer of card
 * records) and `cardsW` (of the map: a card added or removed). Per copy: null while the map is the original's, then the
 * ids of the records it owns; a state without an entry (a new game, a parsed one) owns its map and every record.
 */
const ownedCards = new WeakMap<GameState, Set<string> | null>();

/** `s` (a copy) shares its `cards` map and records with the state it was copied from. */
export function cardsShared(s: GameState): void {
  ownedCards.set(s, null);
}

/** The records `s` owns (undefined: all), after making its `cards` map its own. */
function ownedOf(s: GameState): Set<string> | undefined {
  const owned = ownedCards.get(s);
  if (owned !== null) return owned;
  const from = s.cards;
  // A loop, not a spread: the copy stays a hash table like the original (a spread makes a fast-mode object, quicker to
  // copy but slower for the lookups by id every rule makes).
  const cards: GameState["cards"] = {};
  for (const id in from) cards[id] = from[id]!;
  s.cards = cards;
  cardsCopied(from, cards);
  const own = new Set<string>();
  ownedCards.set(s, own);
  return own;
}

/** The state's own `cards` map, to add a card to or remove one from. */
export function cardsW(s: GameState): GameState["cards"] {
  ownedOf(s);
  return s.cards;
}

function copyCard(c: CardState): CardState {
  const counters: Record<string, number> = {};
  for (const k in c.counters) counters[k] = c.counters[k]!;
  // A literal with a fixed shape copies faster than a spread.
  return {
    iid: c.iid,
    def: c.def,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    exhausted: c.exhausted,
    counters,
    mods: c.mods.length ? c.mods.slice() : [],
    enteredSeq: c.enteredSeq,
    enteredAs: c.enteredAs,
    enteredTurn: c.enteredTurn,
    shown: c.shown,
    memory: c.memory.length ? c.memory.slice() : [],
    lockedTurn: c.lockedTurn,
    seen: c.seen, // replaced, never changed in place (undefined: left out of the JSON)
  };
}

/**
 * The card's record to change: every change of a card record goes through here, so that a copy of the state never
 * changes a record it shares with the original (the pure `apply` never changes its input). A reference read
 * before the first write is the shared one: read the card again after calling something that may change it.
 */
export function cardW(s: GameState, iid: string): CardState {
  const c = cardOf(s, iid);
  const owned = ownedCards.get(s);
  if (owned === undefined || owned?.has(iid)) return c;
  const own = ownedOf(s)!;
  const copy = copyCard(c);
  s.cards[iid] = copy;
  own.add(iid);
  return copy;
}

export function defOf(s: GameState, iid: string): CardDef {
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

/** What the game's card definitions can do at all, so that rules skip scans nobody needs. */
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
export function defsInfo(s: GameState): DefsInfo {
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
          if ("cond" in a.effect && a.effect.cond && conditionKind(a.effect.cond) === "leftLimboThisTurn")
            info.leftLimbo = true;
        }
      }
    }
    defsCache.set(s.defs, info);
  }
  return info;
}

const defsMemo = new WeakMap<object, Map<string, boolean>>();
/** Per card definition (shared by every game that uses it): its traits, asked once each. */
const defTraits = new WeakMap<CardDef, Map<string, boolean>>();
function defHas(d: CardDef, name: string, has: (d: CardDef) => boolean): boolean {
  let traits = defTraits.get(d);
  if (!traits) defTraits.set(d, (traits = new Map()));
  let hit = traits.get(name);
  if (hit === undefined) traits.set(name, (hit = has(d)));
  return hit;
}
/** Whether some card definition of the game has a trait (memoized per game and per definition), so that rules no card
 * needs cost nothing. */
export function someDef(s: GameState, name: string, has: (d: CardDef) => boolean): boolean {
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

export const isManifestation = (s: GameState, iid: string): boolean => defOf(s, iid).type === "manifestation";

/** The cards in the Interzone of `p`'s side (a 2v2 team's shared one). */
export function interzoneCards(s: GameState, p: number): string[] {
  return sideStateOf(s, p).interzone.filter((x): x is string => x !== null);
}

/** "… cannot be replaced" in the Interzone (a `noReplace` keyword modifier). */
export function cannotBeReplaced(s: GameState, iid: string): boolean {
  return cardOf(s, iid).mods.some((m) => m.kind === "keyword" && m.keyword === "noReplace");
}

/** Whether the card's own abilities apply (not lost to "loses its effects"). */
export function hasEffects(s: GameState, iid: string): boolean {
  const c = cardOf(s, iid);
  if (c.mods.some((m) => m.kind === "loseEffects" || (m.kind === "link" && linkSilences(s, m.source, iid))))
    return false;
  return c.zone !== "vessel" || !vesselSilenced(s, iid);
}

/** A source on the field with a "loses all its effects" passive for the card it is linked to. */
function linkSilences(s: GameState, src: string, iid: string): boolean {
  const c = s.cards[src];
  if (!c || !FIELD_ZONES.includes(c.zone) || c.mods.some((m) => m.kind === "loseEffects")) return false;
  return staticsOf(defOf(s, src)).some((st) => st.kind === "loseEffects" && matches(s, c.controller, src, iid, st.to));
}

/** Static vesselSanctuary (Unreachable Pillar): the manifestations in its controller's vessel are Protected and lose
 * their effects. */
function vesselSilenced(s: GameState, iid: string): boolean {
  const holder = vesselHolder(s, iid);
  return (
    holder >= 0 &&
    sideStateOf(s, holder).field.some(
      (w) =>
        cardOf(s, w).controller === holder &&
        staticsOf(defOf(s, w)).some((st) => st.kind === "vesselSanctuary") &&
        hasEffects(s, w),
    )
  );
}

export function basePowerOf(s: GameState, iid: string): number {
  const c = cardOf(s, iid);
  let base = defOf(s, iid).power;
  for (const m of c.mods) if (m.kind === "basePower") base = m.value;
  return base;
}

/** The cards on the field with passive effects, per state until a card moves (fieldChanged): powers, keywords,
 * costs and limits ask for them many times between two moves. */
const sourcesCache = new WeakMap<GameState, string[]>();
/** Every change of the field's card lists (a move, a change of control) calls this. */
export function fieldChanged(s: GameState): void {
  sourcesCache.delete(s);
}

/** Cards on the field that have passive effects at all (no closures: this runs very often). */
function staticSources(s: GameState): string[] {
  const hit = sourcesCache.get(s);
  if (hit) return hit;
  const out: string[] = [];
  for (const side of s.sides) {
    for (const list of [side.confrontation, side.interzone, side.field]) {
      for (const id of list) {
        if (id === null) continue;
        const def = s.defs[s.cards[id]!.def];
        if (def && staticsOf(def).length > 0) out.push(id);
      }
    }
  }
  sourcesCache.set(s, out);
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
export function powerOf(s: GameState, iid: string): number {
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
      power += readAmount(s, { you: srcCard.controller, src }, st.amount);
    }
  }
  return power;
}

function isPowerFrozen(s: GameState, iid: string): boolean {
  const c = cardOf(s, iid);
  if (c.mods.some((m) => m.kind === "noPowerChange")) return true;
  return hasEffects(s, iid) && staticsOf(defOf(s, iid)).some((st) => st.kind === "noPowerChange");
}
export const powerCannotChange = isPowerFrozen;

/** Whether a card is where modifiers live (§3.2: the field and the stalemate; on the stack, on its way there; the
 * secret First Manifestation, "separata dalla mano … tenuta coperta sul tavolo", §4.2.2). */
export function holdsModifiers(s: GameState, iid: string): boolean {
  const c = cardOf(s, iid);
  return c.zone === "stack" || KEEPS_MODIFIERS.includes(c.zone) || s.players[c.owner]?.secretFirst === iid;
}

/**
 * Whether the effect of stack item `item` may give card `iid` (named by `ref`) a modifier (a keyword, a loss of
 * effects, a temperament): a card where modifiers live (§3.2 "I Modificatori sono, salvo diversa indicazione,
 * permanenti, ma solo finché la carta rimane nel Campo Cartomantico o nella Zona di Stallo"), or one where the text
 * says it works — the "diversa indicazione": the cards of a zone it names ("manifestations in your hand … have Support
 * from hand": Join the Chorus), or the effect's own source where its ability says it works from (Glabron, Diabolical
 * Giant "in hand … gains Support"; Wandering Veteran in the Limbo). A card that has left the field before the effect
 * resolves takes nothing (Jondo's "Support until the end of the turn" once back in a hand).
 */
export function takesModifier(s: GameState, item: StackItem, iid: string, ref: Ref): boolean {
  if (holdsModifiers(s, iid)) return true;
  const zone = cardOf(s, iid).zone;
  if (typeof ref === "object") return zoneOfSelector(ref.each.zone)?.includes(zone) ?? false;
  if (item.kind !== "ability" || item.source !== iid) return false;
  const a = s.defs[item.def]?.script.abilities?.[item.ability];
  const where = a?.kind === "trigger" ? a.trigger.where : a?.kind === "activated" ? a.cost.where : undefined;
  return (
    (zone === "hand" || zone === "limbo" || zone === "vessel") &&
    (where === zone || (where === "opponentVessel" && zone === "vessel"))
  );
}

export function temperamentOf(s: GameState, iid: string): Temperament {
  const c = cardOf(s, iid);
  let t = defOf(s, iid).temperaments[0] ?? "hollow";
  for (const m of c.mods) if (m.kind === "temperament") t = m.temperament;
  return t;
}

export function hasKeyword(s: GameState, iid: string, kw: Keyword): boolean {
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
export function isProtectedFrom(s: GameState, iid: string, player: number): boolean {
  const c = cardOf(s, iid);
  // A card in a vessel is guarded on behalf of the player whose vessel it is; teammates are not opponents.
  const holder = c.zone === "vessel" ? vesselHolder(s, iid) : c.controller;
  return (
    (holder < 0 || !sameSide(s, holder, player)) &&
    (hasKeyword(s, iid, "protected") || (c.zone === "vessel" && vesselSilenced(s, iid)))
  );
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

/** The private zones (§"Proprietario e Controllore": each player's own): in 2v2 "Limbo, Mazzo, Mano, e Bacino Empatico
 * rimangono invece separati", and so does the exile. */
const PRIVATE_ZONES: readonly Zone[] = ["hand", "deck", "limbo", "vessel", "exile"];

/** The seat a card is "of" as selectors read it: its controller where cards are controlled (field, Confrontation Zone,
 * Interzone, stalemate), the holder of the vessel it is in, else its owner (hand, deck, Limbo, exile, stack). */
function seatOfCard(s: GameState, c: CardState): number {
  if (c.zone === "confrontation" || c.zone === "interzone" || c.zone === "field" || c.zone === "stalemate")
    return c.controller;
  return c.zone === "vessel" ? vesselHolder(s, c.iid) : c.owner;
}

/** Whether a card is "under the control of" seat `p` (`holder`: its `seatOfCard`). 2v2 "Controllo delle Carte"
 * ("considera anche carte o effetti controllati dal suo compagno di squadra") for controlled cards only: a card in a
 * private zone is its owner's (its holder's) alone: a teammate's hand, deck, Limbo, vessel or exile is never yours. */
function belongsTo(s: GameState, c: CardState, holder: number, p: number): boolean {
  if (holder === p) return true;
  return holder >= 0 && !PRIVATE_ZONES.includes(c.zone) && sameSide(s, holder, p);
}

/** The cards of `p`'s hand. Its secret First Manifestation, once chosen, is set apart until the Revelation (§4.2.2
 * Rivelazione 1: "La carta scelta viene separata dalla mano"; step 2, what is played "prima della Rivelazione", comes
 * after): no effect, cost, count or look at the hand reaches it. It stays in the hand zone for the engine (a seat
 * that leaves before the Revelation keeps it there). */
export function handCards(s: GameState, p: number): readonly string[] {
  const pl = s.players[p]!;
  return pl.secretFirst === null ? pl.hand : pl.hand.filter((id) => id !== pl.secretFirst);
}

/** Whether `iid` is in `p`'s hand and not set apart as their secret First Manifestation (handCards). */
export function inHandOf(s: GameState, iid: string, p: number): boolean {
  const c = s.cards[iid];
  return !!c && c.zone === "hand" && c.owner === p && s.players[p]!.secretFirst !== iid;
}

/** Whether card `iid` is one "you control" for seat `p`: its own, or (2v2 "Controllo delle Carte": "considera anche
 * carte o effetti controllati dal suo compagno di squadra") a teammate's outside the private zones. */
export function controlledBy(s: GameState, iid: string, p: number): boolean {
  const c = s.cards[iid];
  if (!c) return false;
  return c.controller === p || (!PRIVATE_ZONES.includes(c.zone) && sameSide(s, c.controller, p));
}

/** Whether card `iid` fits a selector read from the point of view of `you` (source `src`). */
export function matches(s: GameState, you: number, src: string | null, iid: string, sel: Selector): boolean {
  const c = s.cards[iid];
  if (!c) return false;
  const def = defOf(s, iid);
  const zones = zoneOfSelector(sel.zone);
  if (zones && !zones.includes(c.zone)) return false;
  if (c.zone === "hand" && s.players[c.owner]!.secretFirst === iid) return false;
  if (!zones && c.zone !== "confrontation" && c.zone !== "interzone" && c.zone !== "field") return false;
  const holder = seatOfCard(s, c);
  if (sel.controller === "you" && !belongsTo(s, c, holder, you)) return false;
  if (sel.controller === "opponent" && holder >= 0 && sameSide(s, holder, you)) return false;
  if (sel.ofHolder && (src === null || !belongsTo(s, c, holder, vesselHolder(s, src)))) return false;
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
  if (sel.owner === "opponent" && sameSide(s, c.owner, you)) return false;
  if (sel.owner === "other" && c.owner === you) return false;
  if (sel.powerMax !== undefined && powerOf(s, iid) > sel.powerMax) return false;
  if (sel.enteredThisTurn && c.enteredTurn !== s.turn) return false;
  if (sel.linked && !c.mods.some((m) => m.kind === "link" && m.source === src)) return false;
  if (sel.tributedByYouThisTurn && s.flags[`tributeBy${you}:${iid}`] !== s.turn) return false;
  if (sel.paidWithSource && s.flags[`paid:${src}:${iid}`] !== s.turn) return false;
  if (sel.lastSupport && !isLastSupport(s, you, c, sel.controller)) return false;
  if (sel.won && s.players[c.controller]!.wonTurn !== s.turn) return false;
  if (sel.lost && s.players[c.controller]!.lostTurn !== s.turn) return false;
  if (sel.powerLessThanYourFirst) {
    const first = firstOf(s, you);
    if (!first || powerOf(s, iid) >= powerOf(s, first)) return false;
  }
  return true;
}

/** Selector `lastSupport`: `c` is in the Confrontation Zone in Support and none entered there in Support after it among
 * the cards the selector's controller reaches — for "opponent" every opposing side's together ("the last manifestation
 * that entered in Support under the control of an opponent" is one card at a Free-for-All table too: Ranba), for "you"
 * your team's, otherwise its own controller's side's. */
function isLastSupport(s: GameState, you: number, c: CardState, controller: Selector["controller"]): boolean {
  if (c.zone !== "confrontation" || c.enteredAs !== "support") return false;
  for (const side of s.sides)
    for (const x of side.confrontation) {
      const o = cardOf(s, x);
      if (x === c.iid || o.enteredAs !== "support" || o.enteredSeq <= c.enteredSeq) continue;
      const reached =
        controller === "opponent"
          ? !sameSide(s, o.controller, you)
          : controller === "you"
            ? sameSide(s, o.controller, you)
            : controller === "any" || sameSide(s, o.controller, c.controller);
      if (reached) return false;
    }
  return true;
}

/** Every card a selector picks, in a stable order (zone by zone, sides and seats in order). */
export function select(s: GameState, you: number, src: string | null, sel: Selector): string[] {
  const zones = zoneOfSelector(sel.zone) ?? FIELD_ZONES;
  const out: string[] = [];
  // Plain loops (no closure): this runs for every selector of every legal-action scan.
  for (const z of zones) {
    if (z === "stack") continue;
    if (z === "stalemate") {
      for (const id of s.stalemate) if (matches(s, you, src, id, sel)) out.push(id);
    } else if (z === "confrontation" || z === "interzone" || z === "field") {
      for (const side of s.sides)
        for (const id of side[z]) if (id !== null && matches(s, you, src, id, sel)) out.push(id);
    } else for (const pl of s.players) for (const id of pl[z]) if (matches(s, you, src, id, sel)) out.push(id);
  }
  return out;
}

/** The First Manifestation of `p`'s side in the Confrontation Zone (a 2v2 team has one). */
export function firstOf(s: GameState, p: number): string | undefined {
  return sideStateOf(s, p).confrontation.find((id) => cardOf(s, id).enteredAs === "first");
}

/** The opponents' manifestations in the Confrontation Zone, clockwise from `you`. */
function opposingConfrontation(s: GameState, you: number): string[] {
  const out: string[] = [];
  const seen = new Set<SideState>();
  for (const q of opponentsOf(s, you)) {
    const side = sideStateOf(s, q);
    if (seen.has(side)) continue;
    seen.add(side);
    out.push(...side.confrontation);
  }
  return out;
}

// ——— refs (which cards an op names) ———

export function sourceOf(item: StackItem): string {
  return item.kind === "card" || item.kind === "supportFromInterzone" ? item.card : item.source;
}

function isStillTarget(s: GameState, id: string): boolean {
  return id !== "" && (id.startsWith("P") || id.startsWith("S") || s.cards[id] !== undefined);
}

export function cardRefs(ctx: Ctx, r: Resolving, ref: Ref): string[] {
  const { s } = ctx;
  const item = r.item;
  const you = item.controller;
  const src = sourceOf(item);
  const keep = (ids: string[]) => ids.filter((id) => s.cards[id] !== undefined);
  if (typeof ref === "object")
    return selectForItem(s, item, you, src, ref.each).filter((id) => !isProtectedFrom(s, id, you));
  switch (ref) {
    case "self":
      return keep([src]);
    case "t0":
    case "t1":
    case "t2":
    case "t3": {
      const id = item.targets[Number(ref[1])];
      return id && isStillTarget(s, id) && !id.startsWith("P") && !id.startsWith("S") ? keep([id]) : [];
    }
    case "chosen":
      return keep(r.chosen);
    case "trigger":
      return item.kind === "ability" && item.trigger?.card ? keep([item.trigger.card]) : [];
    case "yourFirst": {
      const there = sideStateOf(s, you).confrontation.filter((id) => cardOf(s, id).enteredAs === "first");
      // Before the Revelation "your First Manifestation this turn" is the secret choice.
      const secret = s.players[you]!.secretFirst;
      return there.length > 0 ? there : secret ? [secret] : [];
    }
    case "opposingFirst":
      return opposingConfrontation(s, you).filter(
        (id) => cardOf(s, id).enteredAs === "first" && !isProtectedFrom(s, id, you),
      );
    case "highestOpposing": {
      const opp = opposingConfrontation(s, you).filter((id) => !isProtectedFrom(s, id, you));
      if (opp.length === 0) return [];
      const best = opp.reduce((a, b) => (powerOf(s, b) > powerOf(s, a) ? b : a));
      return [best];
    }
    case "lastOpposing": {
      const opp = opposingConfrontation(s, you).filter((id) => !isProtectedFrom(s, id, you));
      if (opp.length === 0) return [];
      return [opp.reduce((a, b) => (cardOf(s, b).enteredSeq > cardOf(s, a).enteredSeq ? b : a))];
    }
  }
}

/** "…of a target player": keeps the cards of the player targeted as t0 — those it controls (in 2v2 with its
 * teammate's, "Controllo delle Carte"), or in a private zone its own alone ("their hand": that one player's). */
function ofTarget(s: GameState, item: StackItem, sel: { ofTarget?: boolean }, ids: string[]): string[] {
  if (!sel.ofTarget) return ids;
  const t = item.targets[0];
  if (!t?.startsWith("P")) return [];
  const p = Number(t.slice(1));
  return ids.filter((id) => {
    const c = cardOf(s, id);
    return belongsTo(s, c, seatOfCard(s, c), p);
  });
}

/** How many of `ids` the one side (a Free-for-All seat, a 2v2 team: "Controllo delle Carte") with the most of them
 * holds — Lucerco's "the opponent who controls the most" — each card counted for the side of the seat it is "of". */
function mostOfOneSide(s: GameState, ids: string[]): number {
  const per = new Map<number, number>();
  for (const id of ids) {
    const side = s.seats.side[seatOfCard(s, cardOf(s, id))] ?? -1;
    per.set(side, (per.get(side) ?? 0) + 1);
  }
  return Math.max(0, ...per.values());
}

/** The cards a selector picks for a resolving item (`ofTarget` read against its target player). */
export function selectForItem(s: GameState, item: StackItem, you: number, src: string | null, sel: Selector): string[] {
  return ofTarget(s, item, sel, select(s, you, src, sel));
}

// ——— amounts and conditions: one evaluator each ———

/** Where an amount or a condition is read: for whom, from which card and, in an op, the resolving item. */
export interface Reading {
  you: number;
  src: string;
  r?: Resolving;
}

/** An amount (§3.1 passives and ops alike); kinds that need the resolving item are 0 outside an op. */
export function readAmount(s: GameState, at: Reading, amount: Amount): number {
  if (typeof amount === "number") return amount; // most amounts: no kind to compute (powerOf runs this often)
  const k = kindedAmount(amount);
  const { src, r } = at;
  switch (k.kind) {
    case "number":
      return k.a;
    case "count": {
      const a = k.a;
      const picked = select(s, at.you, src, a.count);
      const cards = r ? ofTarget(s, r.item, a.count, picked) : picked;
      const n = ((a.mostOfOneSide ? mostOfOneSide(s, cards) : cards.length) + (a.plus ?? 0)) * (a.per ?? 1);
      return a.max !== undefined ? Math.min(n, a.max) : n;
    }
    case "counters":
      return s.cards[src] ? (cardOf(s, src).counters[k.a.counters] ?? 0) * (k.a.per ?? 1) : 0;
    case "freeInterzone":
      return freeInterzone(s, at.you) * (k.a.per ?? 1);
  }
  if (!r) return 0;
  const ctx = { s, ev: [] };
  switch (k.kind) {
    case "basePowerOf": {
      const id = cardRefs(ctx, r, k.a.basePowerOf)[0];
      return id ? basePowerOf(s, id) * (k.a.per ?? 1) : 0;
    }
    case "powerOf": {
      const ids = cardRefs(ctx, r, k.a.powerOf);
      return ids.length ? Math.max(...ids.map((id) => powerOf(s, id))) + (k.a.plus ?? 0) : 0;
    }
    case "sumBasePower":
      return cardRefs(ctx, r, k.a.sumBasePower).reduce((sum, id) => sum + basePowerOf(s, id), 0);
    case "chosenManifestations":
      return r.chosen.filter((id) => s.cards[id] && isManifestation(s, id)).length * (k.a.per ?? 1);
    case "chosen":
      return r.chosen.length * (k.a.per ?? 1);
    case "powerDiff": {
      const x = cardRefs(ctx, r, k.a.powerDiff[0])[0];
      const y = cardRefs(ctx, r, k.a.powerDiff[1])[0];
      return x ? Math.max(0, powerOf(s, x) - (y ? powerOf(s, y) : 0)) * (k.a.per ?? 1) : 0;
    }
    case "pointsOf": {
      const id = cardRefs(ctx, r, k.a.pointsOf)[0];
      return id ? defOf(s, id).points : 0;
    }
    case "x":
      return r.item.x * (k.a.per ?? 1) * (k.a.sign ?? 1);
    default:
      return unreachable(k);
  }
}

const GONE: Pick<CardState, "zone" | "counters" | "exhausted"> = { zone: "stack", counters: {}, exhausted: false };

/** A condition read from a card's point of view (passives, triggers, costs, and `if` ops); kinds that need the
 * resolving item are false outside an op. */
export function readCondition(s: GameState, at: Reading, cond: Condition): boolean {
  const k = kindedCondition(cond);
  const { you, src, r } = at;
  switch (k.kind) {
    case "chosenCount":
      return !!r && r.chosen.length >= k.c.chosenCount;
    case "chosenIsManifestation":
      return !!r && r.chosen.length > 0 && r.chosen.every((id) => s.cards[id] && isManifestation(s, id));
    case "triggerMatches": {
      const id = r?.item.kind === "ability" ? r.item.trigger?.card : undefined;
      return !!r && !!id && s.cards[id] !== undefined && matches(s, r.item.controller, src, id, k.c.triggerMatches);
    }
    case "allActivatedThisTurn":
      return (
        !!r &&
        s.cards[src] !== undefined &&
        (defOf(s, src).script.abilities ?? []).every(
          (a, i) => a.kind !== "activated" || s.flags[`once:${src}:${i}`] === s.turn,
        )
      );
    case "basePowerAtMostX": {
      if (!r) return false;
      const id = cardRefs({ s, ev: [] }, r, k.c.basePowerAtMostX)[0];
      return id !== undefined && basePowerOf(s, id) <= r.item.x;
    }
  }
  // A source that has ceased to exist (a token whose trigger resolves after it left the field): nowhere, no counters.
  const c = s.cards[src] ?? GONE;
  switch (k.kind) {
    case "controls": {
      const n = select(s, you, src, k.c.controls).length;
      return n >= (k.c.min ?? 0) && (k.c.max === undefined || n <= k.c.max);
    }
    case "selfIn":
      return c !== GONE && c.zone === k.c.selfIn;
    case "countersAtLeast":
      return (c.counters[k.c.countersAtLeast] ?? 0) >= k.c.n;
    case "lostPreviousTurn":
      return s.players[you]!.lostTurn === s.turn - 1;
    case "lostThisTurn":
      return s.players[you]!.lostTurn === s.turn;
    case "markedThisTurn":
      return s.flags[`mark:${src}`] === s.turn;
    case "opponentSupportedFromInterzone":
      return opponentsOf(s, you).some((q) => s.flags[`supportFromInterzone:${q}`] === s.turn);
    case "wonThisTurn":
      return s.players[you]!.wonTurn === s.turn;
    case "selfReady":
      return c !== GONE && !c.exhausted;
    case "noCounters":
      return (c.counters[k.c.noCounters] ?? 0) === 0;
    // With several opponents: fewer than some opponent (rulings in engine/kartomantik/README.md).
    case "fewerInConfrontationThanOpponent": {
      const mine = sideStateOf(s, you).confrontation.length;
      return opponentsOf(s, you).some((q) => mine < sideStateOf(s, q).confrontation.length);
    }
    // "lower": every opposing First is below yours (The Stomper's "the highest"); "higher": some opposing First
    // is above.
    case "opposingFirstBasePower": {
      const mine = firstOf(s, you);
      const theirs = opponentsOf(s, you).flatMap((q) => firstOf(s, q) ?? []);
      if (!mine || theirs.length === 0) return false;
      return k.c.opposingFirstBasePower === "lower"
        ? theirs.every((t) => basePowerOf(s, t) < basePowerOf(s, mine))
        : theirs.some((t) => basePowerOf(s, t) > basePowerOf(s, mine));
    }
    case "leftLimboThisTurn":
      return s.flags.leftLimbo === s.turn;
    case "opponentWillTargetsConfrontation":
      return s.stack.some(
        (it) =>
          it.kind === "card" &&
          !sameSide(s, it.controller, you) &&
          defOf(s, it.card).type !== "manifestation" &&
          it.targets.some((t) => s.cards[t]?.zone === "confrontation"),
      );
    case "aboveYourFirstBasePower": {
      const mine = firstOf(s, you);
      return !!mine && c !== GONE && basePowerOf(s, src) > basePowerOf(s, mine);
    }
    case "tributedThisTurn":
      return s.flags[`tributed:${src}`] === s.turn;
    default:
      return unreachable(k);
  }
}

/** A condition read from a card's point of view, for its controller (passives, triggers, costs). */
export function checkStaticCondition(s: GameState, src: string, cond: Condition): boolean {
  return readCondition(s, { you: cardOf(s, src).controller, src }, cond);
}

function unreachable(x: never): never {
  throw new Error(`engine: unknown kind ${JSON.stringify(x)}`);
}

/** Passive changes to will costs on the field, with who controls them. */
export function willCostMods(s: GameState): { n: number; whose: "all" | "yours"; controller: number }[] {
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

/** Interzone spaces of `p`'s side: 3 (§1.3.5; a 2v2 team's shared one 4) plus passive "increase the spaces" effects
 * of the side's cards. */
export function interzoneSize(s: GameState, p: number): number {
  let n = s.seats.mode === "2v2" ? 4 : 3;
  if (!defsInfo(s).interzoneSlots) return n;
  for (const src of staticSources(s)) {
    if (!sameSide(s, cardOf(s, src).controller, p) || !hasEffects(s, src)) continue;
    for (const st of staticsOf(defOf(s, src))) if (st.kind === "interzoneSlots") n += st.n;
  }
  return n;
}

export function freeInterzone(s: GameState, p: number): number {
  const zone = sideStateOf(s, p).interzone;
  let free = 0;
  for (let i = 0; i < interzoneSize(s, p); i++) if (!zone[i]) free++;
  return free;
}

/** Whether a card on the field (controlled by `p`, or anyone's when null) has this passive rule. */
export function passiveOf(
  s: GameState,
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
export function keepsEssence(s: GameState, p: number): boolean {
  return passiveOf(s, p, "keepEssence");
}

/** Hand size limit (§4.2.1: 7) with passive changes. */
export function handLimit(s: GameState, p: number): number {
  let limit = s.players[p]!.handLimit;
  if (defsInfo(s).handLimit) {
    for (const src of staticSources(s)) {
      if (!hasEffects(s, src) || cardOf(s, src).controller !== p) continue;
      for (const st of staticsOf(defOf(s, src))) if (st.kind === "handLimit") limit = Math.max(limit, st.n);
    }
  }
  return handCapped(s, p) ? handCap(s, p, limit) : limit;
}

/** Whether a turn-scoped flag limits the player's hand (Red Plague: 5; Possessed Pyramid: one less). Flag names per
 * seat, built once (this runs for every hand check). */
const HAND_CAP5 = Array.from({ length: 5 }, (_, p) => `handCap5:${p}`);
const HAND_MINUS1 = Array.from({ length: 5 }, (_, p) => `handMinus1:${p}`);
export function handCapped(s: GameState, p: number): boolean {
  return s.flags[HAND_CAP5[p]!] === s.turn || s.flags[HAND_MINUS1[p]!] === s.turn;
}
function handCap(s: GameState, p: number, limit: number): number {
  let n = limit;
  if (s.flags[HAND_MINUS1[p]!] === s.turn) n -= 1;
  if (s.flags[HAND_CAP5[p]!] === s.turn) n = Math.min(n, 5);
  return n;
}
