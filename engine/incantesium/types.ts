// Incantesium as data: cards, the state, actions, decisions, events, refusals. Rules:
// ../shared/rules/incantesium-regole.txt (Italian, cited by section title). Everything is plain JSON:
// a replay is the seed, the options and the actions.
import type { Rng, Seed } from "../shared/rng";

export const ELEMENTS = ["fuoco", "acqua", "terra", "aria", "buio", "luce"] as const;
export type Element = (typeof ELEMENTS)[number];

export const SPELLS = ["copia", "veleno", "illusione", "barriera", "pozione", "creatura"] as const;
/** The extra spells ("Incantesimi Extra"). */
export type Spell = (typeof SPELLS)[number];

export const CASTES = ["voltafiamma", "liquido", "spaccaterra", "ventaria", "oscurante", "animaluce"] as const;
export type Caste = (typeof CASTES)[number];

export type CardDef =
  | { id: string; kind: "base"; element: Element; power: 1 | 2 | 3; combo: boolean }
  | { id: string; kind: "extra"; spell: Spell }
  | { id: string; kind: "gem" }
  | { id: string; kind: "magus" }
  | { id: string; kind: "caste"; caste: Caste; element: Element };

export type Mode = "duel" | "ffa" | "2v2";

export interface Options {
  mode: Mode;
  players: number;
  /** Regole opzionali, chosen before the game: "Caste Elementali" and "Giocatore Spirito". */
  castes: boolean;
  spirits: boolean;
  /** With `castes`: "È possibile scegliere, prima di iniziare a giocare, la casta di maghi a cui appartenere". Each
   * mage chooses one among those not yet taken, before the first round's cards are dealt, in turn from the dealer's
   * left, and keeps it for the whole challenge (ruling K5). Absent (every state stored before it): drawn (K3). */
  castesChosen?: boolean;
}

export interface SeatState {
  hand: string[];
  /** Out of the round ("esce dalla partita"); with spirits on, an out seat plays as a spirit. */
  out: boolean;
  /** Creature cards in front of this mage, oldest first (each absorbs one base attack). */
  creatures: string[];
  /** Veleno cards in front of this mage (each needs its own Pozione). */
  poisons: string[];
  caste: string | null;
}

/** Who gains gems: a seat in duel and FFA, a team of two in 2v2. */
export interface Side {
  seats: number[];
  /** The gems held now: 1v1 is won holding three (ruling G1), so a gem may be conquered from a side. */
  gems: string[];
  /** Gems conquered during the challenge, kept or lost since: a tournament challenge's points (ruling G2).
   * Absent in a state stored before it was counted (then the log's gem events tell). */
  won?: number;
}

/** The spells being cast this turn (a Combo is a chain of base spells, maybe closed by an extra). */
export interface Chain {
  seat: number;
  /** Declared before the first card: the opponent attacked and the mage cured (self or ally). */
  attack: number | null;
  cure: number;
  /** Base spells cast in the chain, in order (all take effect). */
  cards: string[];
  /** Charge of the combo: the powers of the chain's cards so far (README, ruling C2). */
  charge: number;
  /** Whether the next card may still be added (the last one had the Combo symbol). */
  open: boolean;
  /** Cures owed to others by their caste (Oscurante, Animaluce) and the caster's own caste. */
  casteCures: { seat: number; n: number }[];
  casteAttack: number;
}

/** One effect waiting to resolve; aimed ones first give the target's side a chance to answer. */
export type Effect =
  | { k: "draw"; seat: number; n: number }
  | { k: "attack"; from: number; target: number; n: number; base: boolean; card: string }
  | { k: "poison"; from: number; target: number; card: string }
  | { k: "swap"; from: number; target: number; card: string }
  | { k: "creature"; from: number; target: number; card: string }
  | { k: "potion"; from: number; target: number; card: string };

/** A pending decision for one seat: answer an aimed spell with a Barriera, or let it pass. */
export interface Decision {
  seat: number;
  kind: "answer";
  /** The aimed effect: an attack, or an extra spell aimed at another mage, an ally's included (ruling B3). */
  threat: { k: Effect["k"]; from: number; target: number; n?: number; card: string };
}

/** "caste": the mages choose their castes (ruling K5), `turn` choosing; no card is dealt yet. */
export type Phase = "caste" | "turn" | "answer" | "over";

export interface GameState {
  options: Options;
  /** Clockwise order is the seat order 0, 1, …; the left of seat s is s + 1. */
  seats: SeatState[];
  sides: Side[];
  /** Top = last element. Never shown to a seat or a spectator. */
  mana: string[];
  /** Mazzo del Flusso di Magia, top = last element. */
  flow: string[];
  /** Mazzo degli Incantesimi Extra. */
  extras: string[];
  /** Gems still beside the table. */
  gemPile: string[];
  /** Caste cards nobody drew (5 or fewer players); while the castes are chosen, those still free, face up. */
  unusedCastes: string[];
  /** Whether the castes are shuffled and dealt again before every round (ruling K3: "Prima di iniziare la
   * partita", a partita being one round). Absent in a state created before that rule: its castes stay as first
   * dealt for the whole challenge, so a challenge stored then replays and goes on as it began. */
  castesEachRound?: boolean;
  /** Ruling M4: a combo's chain stays open while its caster holds any card, the Magus included (its closing by itself
   * told everyone the one card left was the Magus). Absent in a state created before: the chain closed when only the
   * Magus was left, so a challenge stored then replays and goes on as it began. */
  chainOpenWithMagus?: boolean;
  /** Ruling T5: in "Due contro uno" the pair's turns alternate after the lone side's turn even when the lone mage has
   * just left the round reviving its ally (the turn went on clockwise, giving the pair's last player a second turn in
   * a row). Absent in a state created before: a challenge stored then replays and goes on as it began. */
  pairAlternatesAfterRevival?: boolean;
  /** Ruling H1: the stream the ids of cards coming into a hand are minted from (ids.ts), hidden as `rng` is, and apart
   * from it, so that the game's shuffles and the cards attacks take are those of the same seed without H1. Absent in
   * a state created before: cards keep their ids, so a challenge stored then replays and goes on as it began. */
  idRng?: Rng;
  dealer: number;
  turn: number;
  round: number;
  phase: Phase;
  chain: Chain | null;
  /** Effects left to resolve, in order; the first one may be waiting on `pending`. */
  queue: Effect[];
  /** Barriera answers still to ask for the first effect of the queue, in order (null: not yet computed). */
  askers: number[] | null;
  pending: Decision | null;
  /** The mage (not a spirit) whose turn it is or was last: the turn order goes on from there. */
  mageTurn: number;
  /** Spirits, then the next mage, still to play before the order is worked out again. */
  upcoming: number[];
  /** 2v2 "Due contro uno": the pair's seat that played last (turns alternate lone / pair). */
  lastPair: number | null;
  /** The seat that last revealed the Magus this round: a public fact; the card may have moved since. */
  magusShown: number | null;
  /** Winning side of the challenge, when over. */
  winner: number | null;
  rng: Rng;
  actions: number;
}

export type Action =
  /** Cast a card. On the first card of a turn: `attack` (an opponent) and `cure` (self or ally)
   *  when there is a choice; an extra spell names its `target` when it has one. */
  | { type: "cast"; seat: number; card: string; attack?: number; cure?: number; target?: number }
  /** End a Combo after a card with the symbol ("non proseguire con una successione"). */
  | { type: "stop"; seat: number }
  /** Answer an aimed spell with a Barriera from the hand (or let it through with "pass"). */
  | { type: "barrier"; seat: number; card: string }
  | { type: "pass"; seat: number }
  /** Reveal the Magus, the only card in hand, and take 10 cards from each opponent. */
  | { type: "magus"; seat: number }
  /** Spirit: draw one card from the mana deck. */
  | { type: "spiritDraw"; seat: number }
  /** Spirit: cast three base spells of one element (no effect) and give a card to a live mage. */
  | { type: "spiritCast"; seat: number; cards: string[]; gift?: string; to?: number }
  /** Choose a caste card still free, before the first round (ruling K5). */
  | { type: "chooseCaste"; seat: number; caste: string };

export type GameEvent =
  | { type: "roundStarted"; round: number; dealer: number; first: number; flowTop: string }
  /** The castes dealt again, face up, before a round after the first (ruling K3): each seat's. */
  | { type: "castesDealt"; castes: string[] }
  /** A mage chose a caste, face up (ruling K5). */
  | { type: "casteChosen"; seat: number; caste: string }
  | { type: "flowReturned"; card: string }
  | { type: "cast"; seat: number; card: string; effective: boolean }
  | { type: "drew"; seat: number; n: number }
  | { type: "took"; from: number; to: number; n: number }
  | { type: "barrier"; seat: number; card: string; cancelled: Effect["k"] }
  | { type: "creatureAbsorbed"; seat: number; card: string }
  | { type: "poisoned"; seat: number; card: string }
  | { type: "cured"; seat: number; card: string }
  | { type: "swapped"; a: number; b: number }
  | { type: "revived"; seat: number }
  | { type: "magus"; seat: number }
  | { type: "reshuffled"; n: number }
  | { type: "out"; seat: number }
  | { type: "spiritGift"; from: number; to: number }
  | { type: "spiritRevived"; seat: number }
  | { type: "gem"; side: number; card: string; fromSide: number | null }
  | { type: "roundWon"; side: number | null }
  | { type: "challengeWon"; side: number }
  | { type: "turn"; seat: number };

export type RuleErrorCode =
  | "game_over"
  | "bad_seat"
  | "not_your_turn"
  | "decision_pending"
  | "no_decision"
  | "not_in_hand"
  | "not_castable"
  | "off_flow_while_following"
  | "combo_closed"
  | "combo_end_off_flow"
  | "no_combo"
  | "bad_target"
  | "not_a_barrier"
  | "magus_not_alone"
  | "magus_alone"
  | "not_a_spirit"
  | "spirit_cast_invalid"
  | "caste_taken"
  | "caste_choice_pending"
  | "no_caste_choice"
  | "unknown_action";

export interface RuleError {
  code: RuleErrorCode;
  /** Section of the rulebook (and ruling of README.md) that forbids the action. */
  rule: string;
  message: string;
}

export interface Applied {
  state: GameState;
  events: GameEvent[];
}

export type Viewer = number | "spectator" | "judge";

export interface CreateOptions extends Partial<Options> {
  seed: Seed;
  /** Test only: deal from this arrangement instead of shuffling (see tests/incantesium/dsl.ts). */
  stack?: { dealer: number; hands: string[][]; flow: string[]; mana: string[]; castes?: string[] };
  /** Ruling K3, castes dealt before every round (the default); false recreates a challenge stored before it, whose
   * castes were dealt once (lib/incantesium/access.ts replays such a log from its config). */
  castesEachRound?: boolean;
  /** Ruling M4 (the default); false recreates a challenge stored before it (lib/incantesium/access.ts). */
  chainOpenWithMagus?: boolean;
  /** Ruling T5 (the default); false recreates a challenge stored before it (lib/incantesium/access.ts). */
  pairAlternatesAfterRevival?: boolean;
  /** Ruling H1, ids minted for cards coming into a hand (the default); false recreates a challenge stored before it
   * (lib/incantesium/access.ts). */
  freshHandIds?: boolean;
}
