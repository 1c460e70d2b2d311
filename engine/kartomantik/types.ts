// A Kartomantik game as data: card definitions, the state, actions, decisions, events, refusals.
// Rules: ../shared/rules/kartomantik-regolamento.txt (cited as §x.y). Everything here is plain
// JSON so that the server can store, replay and send it as is.
import type { Seed } from "../shared/rng";
import type { Seating } from "../shared/seating";
import type { CardScript } from "./cards/schema";

import type { CardType, Temperament } from "./vocabulary";

export { BASE_TEMPERAMENTS, TEMPERAMENTS, type CardType, type Temperament } from "./vocabulary";

/** How much of a card's text the engine runs by itself (`cards:coverage`). */
export type Automation = "automated" | "partial" | "manual";

/** One card as the engine needs it: identity, numbers and its ability script (§1.2). */
export interface CardDef {
  id: string;
  name: string;
  type: CardType;
  temperaments: Temperament[];
  /** Base power of a manifestation (§3.2 "Forza Base"); 0 for wills. */
  power: number;
  points: number;
  /** Tribute of a will: essences per temperament (§2.1); {} when free. */
  cost: Partial<Record<Temperament, number>>;
  text: string;
  script: CardScript;
  automation: Automation;
  token?: boolean;
}

export type Zone =
  "hand" | "deck" | "limbo" | "confrontation" | "interzone" | "field" | "stalemate" | "vessel" | "exile" | "stack";
/** Zones where modifiers and counters survive (§3.2 "Modificatori e Segnalini"). */
export const KEEPS_MODIFIERS: readonly Zone[] = ["confrontation", "interzone", "field", "stalemate"];
/** Zones shared by the players (§3.2 "Zone di Gioco": "una zona condivisa dai giocatori, come l'Area di Confronto, la
 * Pila o la Zona di Stallo"): a card entering one comes under its owner's control unless a card says otherwise. */
export const SHARED_ZONES: readonly Zone[] = ["confrontation", "stack", "stalemate"];
/** The field (§1.3.6): Interzone, Confrontation Zone and persistent wills. */
export const FIELD: readonly Zone[] = ["confrontation", "interzone", "field"];

export type Until = "turn" | "permanent" | "resolution" | "nextTurnEnd";

/** Something that alters a card's characteristics (§3.2): applied in timestamp order. */
export type Modifier =
  | { kind: "power"; amount: number; until: Until; ts: number }
  | { kind: "setPower"; value: number; until: Until; ts: number }
  | { kind: "basePower"; value: number; until: Until; ts: number }
  | { kind: "keyword"; keyword: Keyword; until: Until; ts: number; by?: number }
  | { kind: "loseEffects"; until: Until; ts: number }
  | { kind: "temperament"; temperament: Temperament; until: Until; ts: number }
  | { kind: "noPowerChange"; until: Until; ts: number }
  /** Attached to the card a source's `linked` passives apply to (lost with the other modifiers when it leaves). */
  /** `from`: who controlled the card when it was linked (a borrow "as long as <source> is on the field" gives it back
   * to that player; absent in a state saved before: its owner). */
  | { kind: "link"; source: string; until: Until; ts: number; from?: number };

export type Keyword =
  | "support"
  | "supportFromHand"
  | "persist"
  | "protected"
  | "noFirst"
  | "noTribute"
  | "noInterzone"
  | "notCounted"
  | "noZoneChange"
  | "noReplace"
  | "supportFromLimbo";

/** A delayed rule a card remembers (§3.2 "Memoria degli Effetti"), e.g. "if it wins, exile it". */
export interface Memory {
  /** "loses": it lost (not a stalemate); "notWins": it did not win ("otherwise…"), a stalemate too. */
  on: "wins" | "loses" | "notWins" | "leavesField" | "confrontationEnds";
  dest: "exile" | "deckBottom" | "hand" | "vessel" | "controllerVessel";
  /** dest "vessel": the opponent whose vessel its owner chose ("an opponent of their choice"), once asked. */
  player?: number;
}

export interface CardState {
  iid: string;
  def: string;
  owner: number;
  controller: number;
  zone: Zone;
  exhausted: boolean;
  counters: Record<string, number>;
  mods: Modifier[];
  /** Order in which the card last entered the Confrontation Zone (§4.2.3 tie-break). */
  enteredSeq: number;
  enteredAs: "first" | "support" | null;
  enteredTurn: number;
  /** A hand card shown to the opponent (tribute, proof, reveal effects) until it leaves the hand. */
  shown: boolean;
  memory: Memory[];
  /** Turn until which the card cannot be played (returned "and cannot be played until end of turn"). */
  lockedTurn: number;
  /** A deck card revealed to everyone ("all") or looked at by these players (manual moves), until it leaves the deck.
   * Absent unless set, so states without manual looks stay as they were. */
  seen?: "all" | number[];
}

export type StackItem =
  | { id: number; kind: "card"; card: string; controller: number; targets: string[]; support: boolean; x: number }
  | {
      id: number;
      kind: "ability";
      source: string;
      def: string;
      ability: number;
      controller: number;
      targets: string[];
      x: number;
      trigger?: TriggerContext;
    }
  | { id: number; kind: "supportFromInterzone"; card: string; controller: number; targets: string[]; x: number }
  | {
      id: number;
      kind: "manual";
      source: string;
      def: string;
      controller: number;
      targets: string[];
      x: number;
      note: string;
    };

/** What caused a trigger: the card it is about and the player concerned. */
export interface TriggerContext {
  card?: string;
  player?: number;
  amount?: number;
}

export interface QueuedTrigger {
  source: string;
  def: string;
  ability: number;
  controller: number;
  ctx: TriggerContext;
}

/**
 * Phases and their automatic steps (§4.2): recovery = start, draw, mulligan, recoveryEnd;
 * confrontation = choose, beforeRevelation, reveal, reaction; resolution = resolution (the
 * win/loss window) and placement; end phase = end, endTurn, cleanup.
 */
export type Phase =
  | "start"
  | "draw"
  | "mulligan"
  | "recoveryEnd"
  | "choose"
  | "beforeRevelation"
  | "reveal"
  | "reaction"
  | "resolution"
  | "placement"
  | "end"
  | "endTurn"
  | "cleanup"
  | "over";

export type DecisionKind =
  | "mulligan"
  | "chooseFirst"
  | "orderTriggers"
  | "targets"
  | "choose"
  | "may"
  | "placeWon"
  | "excessToBottom"
  | "manualResolve"
  | "temperament"
  /** Which opponent "your opponent" is when there are several (options "P<seat>"). */
  | "opponent"
  /** 2v2: which teammate chooses the team's First Manifestation (options "P<seat>"). */
  | "teamFirst"
  /** 2v2: into which winner's Empathic Vessel the opposing team's manifestations go (options "P<seat>"). */
  | "teamVessel";

/**
 * A question the engine waits on, answered by `{ type: "decide", player, choice }` where choice
 * holds between min and max of the options (card ids, or the words the kind lists).
 */
export interface Decision {
  id: number;
  player: number;
  kind: DecisionKind;
  options: string[];
  min: number;
  max: number;
  /** The card whose effect asks, when there is one. */
  source?: string;
  /** What the choice is for (the op or rule), for the interface. */
  prompt: string;
  /** 2v2: a team's decision, answered by either teammate (`player` is the team's first seat). */
  team?: number;
}

/** A player's own zones (hand, deck, Limbo, vessel, exile) and tallies; the field is the side's (SideState). */
export interface PlayerState {
  hand: string[];
  /** Top first. */
  deck: string[];
  limbo: string[];
  vessel: string[];
  exile: string[];
  /** Points from card effects (§4.4.2). */
  effectPoints: number;
  /** Excess essence per temperament (§2.1), lost at end of turn unless kept. */
  essence: Partial<Record<Temperament, number>>;
  keptEssence: Partial<Record<Temperament, number>>;
  mulligans: number;
  /** Voluntary first-turn mulligans (each costs 10 points, §4.2.1). */
  voluntaryMulligans: number;
  handLimit: number;
  /** The secret First Manifestation (§4.2.2 Rivelazione 1), hidden until revealed. */
  secretFirst: string | null;
  /** Whether this player won / lost / tied the confrontation of turn N (flags by turn). */
  lostTurn: number;
  wonTurn: number;
}

/**
 * A side's part of the field: one player's, or a team's in 2v2 ("La squadra condivide un'unica Interzona estesa a 4
 * spazi totali. E condivide Campo e Area di Confronto"). Cards keep their own owner and controller.
 */
export interface SideState {
  /** Manifestations of this side in the shared Confrontation Zone, in order of entry. */
  confrontation: string[];
  /** Fixed slots (§1.3.5: 3; 4 for a 2v2 team): null is a free slot. */
  interzone: (string | null)[];
  /** Persistent wills (and other cards placed on the field). */
  field: string[];
}

/** Duel (§ base rules), Free-for-All for 3–5 and 2v2 (kartomantik-modalita-aggiuntive.txt). */
export type GameMode = "duel" | "ffa" | "2v2";

/** Seats (clockwise), sides and seats out of the confrontations, with the mode they follow. */
export interface Seats extends Seating {
  mode: GameMode;
  /** Free-for-All seats that conceded: they left the game itself (out of the confrontations too), while a seat out
   * only of the confrontations still plays wills and effects ("Fine della Partita"). Absent until someone concedes. */
  conceded?: number[];
  /** Free-for-All seats that lost the game by two consecutive mulligans ("perde la partita … la partita NON finisce"):
   * out of the confrontations, and they cannot win when the game is scored. Absent until one does (an older state has
   * none: such a loss before this field existed is not known to the engine). */
  lost?: number[];
}

/**
 * Why a seat holds priority (the phones say it): it would lose, or is the most disadvantaged who has not passed
 * (`disadvantage`); it won the last confrontation (`lastWinner`), or nobody has won yet and the first turn's coin chose
 * it (`coin`); it is the next seat round the table (`clockwise`: after an action, a resolution, a pass outside the
 * svantaggio order, the end phase's stack).
 */
export type PriorityReason = "disadvantage" | "lastWinner" | "coin" | "clockwise";

/** The program counter of an effect being resolved, so that a decision can pause it. */
export interface Resolving {
  item: StackItem;
  ops: unknown[];
  pc: number;
  /** Cards chosen by the last `choose`, bound to "chosen". */
  chosen: string[];
  answer: string[] | null;
  count: number;
  frames: { ops: unknown[]; pc: number }[];
  /** "Your opponent" of this effect once chosen (several opponents: a decision; absent until then). */
  opponent?: number;
}

export interface GameResult {
  /** The winning side (in a duel or a free-for-all a side is its one seat), null for a tie. */
  winner: number | null;
  /** Per seat. */
  points: number[];
  /** 2v2: per side, both vessels and both deck bonuses. */
  teams?: number[];
  /** Free-for-All: the seats that lost the game before it was scored (two consecutive mulligans, or conceded). Their
   * points stay as scored (§4.4.2), but they cannot win and rank below every seat that did not lose. Absent when
   * none. */
  lost?: number[];
  reason: "cannotDraw" | "mulliganLoss" | "concede" | "turnLimit" | "actionLimit";
}

export interface GameState {
  v: 1;
  seed: Seed;
  rng: number[];
  /** Card definitions of every card in the game (self-contained state; shared, never mutated). */
  defs: Record<string, CardDef>;
  cards: Record<string, CardState>;
  /** Per seat, clockwise. */
  players: PlayerState[];
  sides: SideState[];
  seats: Seats;
  stalemate: string[];
  stack: StackItem[];
  turn: number;
  phase: Phase;
  /** The player who holds priority, or null while nobody acts (decisions, automatic steps). */
  priority: number | null;
  /** Seats that passed in a row with nothing added (§2.3.3), in order. */
  passed: number[];
  /** Who started the current stack (§4.2.4: when it empties, priority goes to the next seat clockwise). */
  stackStarter: number | null;
  /** A seat of the side that won the last resolved confrontation (§2.2), or the first-turn coin's seat. */
  lastWinner: number | null;
  defaultPriority: number;
  /** The current confrontation's result once resolved: the winning side (null: stalemate). */
  outcome: { winner: number | null } | null;
  decisions: Decision[];
  triggers: QueuedTrigger[];
  /** Putting queued triggers on the stack: players whose order is settled, targets chosen so far. */
  placing: { ordered: number[]; targets: string[] } | null;
  /** Sub-step of an automatic phase, so that a decision can pause it. */
  step: number;
  resolving: Resolving | null;
  /** Counters for ids and timestamps. */
  nextId: number;
  seq: number;
  actions: number;
  /** Turn-scoped flags: restrictions like "players cannot put manifestations into Support". */
  flags: Record<string, number>;
  result: GameResult | null;
  config: MatchOptions;
}

export interface MatchOptions {
  /** When the priority holder can only pass, the engine passes for them (default true). */
  autoPass: boolean;
  /** The game is scored after this many turns (a safety net for bots; default 200). */
  maxTurns: number;
  /** …or after this many actions (endless trigger loops; default 5,000). */
  maxActions: number;
  /** "cardText": manual moves only where text the engine does not run is in reach (manual-text.ts; every game the
   * server starts). Absent: whoever holds priority (games stored before it, goldens, tests that set a position up). */
  manualMoves?: "cardText";
}

export interface GameConfig {
  /** 128 bits on the server; a number replays older games, golden files and CLIs (engine/shared/rng.ts). */
  seed: Seed;
  /** One deck per seat, clockwise, as card definitions (30 each in a legal game; tests may use fewer). */
  decks: CardDef[][];
  /** Default: a duel for two decks, a free-for-all for 3–5; 2v2 needs four decks. */
  mode?: GameMode;
  options?: Partial<MatchOptions>;
  /** Tests: stack the decks instead of shuffling them (top first). */
  noShuffle?: boolean;
  /** Tests: who holds priority on the first turn (otherwise a PRNG coin). */
  firstPriority?: number;
}

export interface Payment {
  /** Hand (or permitted zone) manifestations used as tribute. */
  cards: string[];
}

export type ManualMove =
  /** `first`: it enters the Confrontation Zone as First Manifestation (The Slumberer). */
  /** `vessel`: whose Empathic Vessel (a seat of another side than the card's owner; the first clockwise if absent). */
  | { op: "move"; card: string; to: Exclude<Zone, "stack">; slot?: number; first?: boolean; vessel?: number }
  /** One of your hidden cards (hand or deck) shown to everyone. */
  | { op: "reveal"; card: string }
  /** The top `n` cards of a player's deck: shown to everyone / seen by the mover only. */
  | { op: "revealTop"; player: number; n: number }
  | { op: "look"; player: number; n: number }
  /** A manifestation from your hand played in Support through the stack, so the opponent may respond (Timid Brain). */
  | { op: "support"; card: string }
  | { op: "counters"; card: string; counter: string; delta: number }
  /** A manifestation on the field gains Persist for good ("… and gains Persist": The Slumberer). */
  | { op: "persist"; card: string }
  | { op: "power"; card: string; delta: number }
  | { op: "points"; delta: number; player?: number };

export type GameAction =
  | { type: "pass"; player: number }
  | { type: "decide"; player: number; choice: string[] }
  | { type: "playWill"; player: number; card: string; targets?: string[]; tribute?: Payment; extra?: string[] }
  | { type: "playSupport"; player: number; card: string }
  | {
      type: "activate";
      player: number;
      card: string;
      ability: number;
      targets?: string[];
      tribute?: Payment;
      extra?: string[];
      x?: number;
    }
  | { type: "manual"; player: number; move: ManualMove }
  | { type: "concede"; player: number };

export type GameEvent =
  | { type: "turn"; turn: number }
  | { type: "phase"; phase: Phase }
  | { type: "drew"; player: number; cards: string[] }
  | { type: "mulligan"; player: number; voluntary: boolean; shown: string[] }
  | { type: "firstChosen"; player: number }
  | { type: "revealed"; player: number; card: string; def: string }
  | { type: "moved"; card: string; def: string; from: Zone; to: Zone; owner: number; hidden?: boolean }
  | { type: "played"; player: number; card: string; def: string; targets: string[]; tribute: string[] }
  /** `hidden`: activated from the hand, whose card the others do not see. */
  | { type: "activated"; player: number; card: string; ability: number; targets: string[]; hidden?: boolean }
  | { type: "triggered"; player: number; source: string; ability: number; item: number }
  | { type: "resolved"; item: number; fizzled: boolean }
  | { type: "neutralized"; item: number }
  | { type: "priority"; player: number }
  | { type: "passed"; player: number; auto: boolean }
  /** `owner`: a card only its owner sees (the secret First Manifestation, before the Revelation): theirs alone. */
  | { type: "power"; card: string; power: number; owner?: number }
  /** totals per side; winner: a side. */
  | { type: "confrontation"; totals: number[]; winner: number | null; byTemperament: boolean }
  | { type: "points"; player: number; delta: number }
  | { type: "essence"; player: number; temperament: Temperament; amount: number }
  | { type: "shown"; player: number; cards: string[]; defs: string[] }
  /** Private: only `player` learns these cards (looking at a deck or a hand). */
  | { type: "looked"; player: number; cards: string[]; defs: string[] }
  | { type: "decision"; decision: Decision }
  | { type: "decided"; player: number; kind: DecisionKind; choice: string[] }
  | { type: "manual"; player: number; move: ManualMove }
  | { type: "destroyed"; card: string }
  | { type: "rolled"; player: number; sides: number; value: number }
  /** Free-for-All: the player leaves the confrontations (cannot draw, lost by mulligans, or conceded). */
  | { type: "out"; player: number; reason: "cannotDraw" | "mulliganLoss" | "concede" }
  /** The player gives up, which ends the game (the next event is its end). */
  | { type: "conceded"; player: number }
  | { type: "gameOver"; result: GameResult };

export type RuleErrorCode =
  | "game_over"
  | "bad_player"
  | "player_out"
  | "not_your_priority"
  | "decision_pending"
  | "no_decision"
  | "bad_choice"
  | "wrong_phase"
  | "not_in_hand"
  | "not_a_will"
  | "not_a_manifestation"
  | "no_support"
  | "support_forbidden"
  | "stack_not_empty"
  | "bad_targets"
  | "tribute_unpaid"
  | "tribute_invalid"
  | "not_your_card"
  | "no_such_ability"
  | "cost_unpaid"
  | "exhausted"
  | "card_locked"
  | "bad_move"
  | "no_manual_text"
  | "unknown_action";

/** A refusal: nothing changes; `rule` cites the rulebook section. */
export interface RuleError {
  error: RuleErrorCode;
  rule: string;
  message: string;
  params?: Record<string, string | number>;
}

export interface Applied {
  state: GameState;
  events: GameEvent[];
}
