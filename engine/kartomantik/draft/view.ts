// What clients may see and do: the public view (all but the deck order, the PRNG and the seed) and
// the actions a player may take right now, so the UI shows only buttons that will be accepted.
import type { Auction, DraftConfig, DraftState } from "./types";

/**
 * The config without the seed: seed + the public card set would reproduce the hidden deck order.
 * (`seed?: undefined` only lets callers that strip the seed themselves keep compiling.)
 */
export type PublicConfig = Omit<DraftConfig, "seed"> & { seed?: undefined };

export type DraftView = Omit<DraftState, "deck" | "rng" | "config"> & { config: PublicConfig; deckCount: number };

export interface LegalActions {
  /** Card ids the player may choose (only the active player, only with no auction open). */
  choose: string[];
  /** The lowest bid that would be accepted, or null if the player may not bid. */
  minBid: number | null;
  /** The amount the chooser would match, or null if matching is not possible. */
  match: number | null;
  pass: boolean;
}

/** The draft as everyone sees it: nothing is secret except the order of the deck (and so the seed). */
export function draftView(state: DraftState): DraftView {
  const { deck, rng: _rng, config, ...visible } = state;
  const { seed: _seed, ...publicConfig } = config;
  return { ...visible, config: publicConfig, deckCount: deck.length };
}

/** What legalActions reads: the public part of the state, so that a view (the draft bot's) will do. */
export type LegalInput = Pick<DraftState, "finished" | "active" | "table"> & {
  config: { players: number };
  auction: Auction | null;
};

/** Mirrors the checks of applyDraft: every action offered here is accepted, nothing else is. */
export function legalActions(state: LegalInput, player: number): LegalActions {
  const nothing: LegalActions = { choose: [], minBid: null, match: null, pass: false };
  if (state.finished || !Number.isInteger(player) || player < 0 || player >= state.config.players) return nothing;
  const auction = state.auction;
  if (!auction) return player === state.active ? { ...nothing, choose: [...state.table] } : nothing;
  // Only awaited players may act; they are never capped and never the best bidder.
  if (!auction.awaiting.includes(player)) return nothing;
  const best = auction.best;
  if (!best) return { ...nothing, minBid: player === auction.chooser ? null : 5, pass: true };
  const canMatch = player === auction.chooser && best.player !== player;
  return { choose: [], minBid: best.amount + 5, match: canMatch ? best.amount : null, pass: true };
}
