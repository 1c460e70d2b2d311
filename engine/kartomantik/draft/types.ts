// Draft Bazaar as data: the state machine's inputs, state, actions, events and errors.
// Rules: ../shared/spec/event-rules.md §1–3 (authority: the rulebook's "Modalità Draft Bazaar").
// Everything here is plain JSON so that the server can store, replay and send it as is.
import type { CardType } from "../vocabulary";
import type { Seed } from "../../shared/rng";

export type Pile = "wills" | "minor" | "medium" | "major";

/** A card as the draft needs it: identity, type and points (the pile follows from them). */
export interface DraftCard {
  id: string;
  type: CardType;
  points: number;
}

/** Cards per player from each pile (§1; default 12 / 8 / 11 / 5 = 36). */
export type Composition = Record<Pile, number>;

export interface DraftConfig {
  /** Players in seat order (clockwise), 2–6; identified by index 0..N-1 everywhere else. */
  players: number;
  composition: Composition;
  /** The organizer's explicit consent to a composition summing to fewer than 36 per player (§1). */
  acceptShortDraft?: boolean;
  /** Seed of the PRNG that lives in the state (shuffles, d6 rolls): 128 bits on the server (rng.ts). */
  seed: Seed;
}

export interface Auction {
  cardId: string;
  /** The active player who chose the card. */
  chooser: number;
  /** Best bid so far; null while nobody has opened. */
  best: { player: number; amount: number } | null;
  /** Players who still have to answer the current bid (or the opening) with a bid or a pass. */
  awaiting: number[];
  /** Each player's proxy on this card ("offri fino a X": the most it bids for them), null where none; private to
   * its player (draftView). Absent in auctions stored before proxies existed. */
  proxies?: (number | null)[];
  /** The automatic bids made on this card not yet made public (each player's until their proxy is used up, all at
   * the auction's end): private like the proxies. */
  autoBids?: { player: number; amount: number }[];
}

export interface DraftState {
  config: DraftConfig;
  /** PRNG state (e.g. mulberry32 / sfc32 words); advanced only by the machine. */
  rng: number[];
  /** Hidden: the remaining draft deck, top first. Never sent to clients (see draftView). */
  deck: string[];
  /** The d6 rolls that chose the first player: one round per roll-off, ties re-roll (§1). */
  rolls: { player: number; value: number }[][];
  firstPlayer: number;
  /** 1-based table number; the face-up cards of the current table. */
  tableNo: number;
  table: string[];
  /** Snake order of the current table as player indices (2N turns: A..D then D..A) (§2). */
  turnOrder: number[];
  /** Index in turnOrder of the turn being played. */
  turnIndex: number;
  /** The player whose turn it is (null when the draft is over). */
  active: number | null;
  auction: Auction | null;
  /** Cards each player took from the current table (the 2-card cap, §2). */
  takenThisTable: string[][];
  /** All cards each player holds, in the order acquired. */
  hands: string[][];
  /** Points spent in auctions per player (§3.6). */
  spent: number[];
  /** How the latest card left the table (who chose it, who took it, for how much): what every
   * screen shows as the last result. Absent in snapshots stored before it existed. */
  lastSale?: LastSale | null;
  finished: boolean;
  /** Number of actions applied since creation. */
  actions: number;
}

export interface LastSale {
  tableNo: number;
  cardId: string;
  chooser: number;
  player: number;
  price: number;
}

export type DraftAction =
  | { type: "choose"; player: number; cardId: string }
  | { type: "bid"; player: number; amount: number }
  | { type: "match"; player: number }
  | { type: "pass"; player: number }
  /** Sets (max) or cancels (null) the player's proxy on the card under auction. */
  | { type: "proxy"; player: number; max: number | null };

export type DraftEvent =
  | { type: "rolled"; rolls: { player: number; value: number }[] }
  | { type: "firstPlayer"; player: number }
  | { type: "tableDealt"; tableNo: number; cards: string[] }
  | { type: "turn"; player: number }
  | { type: "turnSkipped"; player: number; reason: "cap" }
  | { type: "chosen"; player: number; cardId: string }
  | { type: "bid"; player: number; amount: number; matched: boolean; auto?: true }
  | { type: "passed"; player: number; auto?: true }
  /** Private to its player (eventsFor): their proxy set or cancelled; `max` null when cancelled or used up. */
  | { type: "proxy"; player: number; max: number | null; usedUp?: true }
  /** Public: these bids of the player on this card were automatic (their proxy is used up, or the auction ended). */
  | { type: "autoBids"; player: number; amounts: number[] }
  | { type: "acquired"; player: number; cardId: string; price: number; free: boolean }
  | { type: "finished"; reason: "allHands36" | "deckEmpty" };

export type RuleErrorCode =
  | "unknown_player"
  | "draft_finished"
  | "not_your_turn"
  | "auction_open"
  | "no_auction"
  | "card_not_on_table"
  | "cap_reached"
  | "not_awaited"
  | "bid_not_multiple_of_5"
  | "bid_below_minimum"
  | "bid_not_above_best"
  | "chooser_cannot_open"
  | "nothing_to_match"
  | "only_chooser_matches"
  | "already_best_bidder"
  | "proxy_not_multiple_of_5"
  | "proxy_below_next"
  | "bad_player_count"
  | "bad_composition"
  | "pile_too_small"
  | "short_draft_not_accepted";

/** A typed refusal: nothing changed. `params` name the numbers a message needs. */
export interface RuleError {
  error: RuleErrorCode;
  /** Where the rule lives, e.g. "event-rules §3.2". */
  rule: string;
  params?: Record<string, string | number>;
}

export type Applied = { state: DraftState; events: DraftEvent[] };
