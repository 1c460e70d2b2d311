// What clients may see and do: the public view (all but the deck order, the PRNG and the seed) and
// the actions a player may take right now, so the UI shows only buttons that will be accepted.
import { proxyMinimum } from "./proxy";
import { isCapped } from "./table";
import type { Auction, DraftConfig, DraftState } from "./types";

/**
 * The config without the seed: seed + the public card set would reproduce the hidden deck order.
 * (`seed?: undefined` only lets callers that strip the seed themselves keep compiling.)
 */
export type PublicConfig = Omit<DraftConfig, "seed"> & { seed?: undefined };

/** The auction as every screen shows it: without the proxies, which are private. */
export type PublicAuction = Omit<Auction, "proxies" | "autoBids">;

export type DraftView = Omit<DraftState, "deck" | "rng" | "config" | "auction"> & {
  config: PublicConfig;
  deckCount: number;
  auction: PublicAuction | null;
};

export interface LegalActions {
  /** Card ids the player may choose (only the active player, only with no auction open). */
  choose: string[];
  /** The lowest bid that would be accepted, or null if the player may not bid. */
  minBid: number | null;
  /** The amount the chooser would match, or null if matching is not possible. */
  match: number | null;
  pass: boolean;
  /** The smallest proxy ("offri fino a X") the player may set now, or null if they may not set one. */
  proxy: number | null;
}

/** The draft as everyone sees it: nothing is secret except the order of the deck (and so the seed) and each
 * player's proxy, which only its player sees (proxyOf). */
export function draftView(state: DraftState): DraftView {
  const { deck, rng: _rng, config, auction, ...visible } = state;
  const { seed: _seed, ...publicConfig } = config;
  let shown: PublicAuction | null = null;
  if (auction) {
    const { proxies: _proxies, autoBids: _autoBids, ...rest } = auction;
    shown = rest;
  }
  return { ...visible, auction: shown, config: publicConfig, deckCount: deck.length };
}

/** The player's own proxy on the card under auction ("offri fino a X"), null where none: for their eyes only. */
export const proxyOf = (state: DraftState, player: number): number | null => state.auction?.proxies?.[player] ?? null;

/** What legalActions reads: the public part of the state, so that a view (the draft bot's) will do. */
export type LegalInput = Pick<DraftState, "finished" | "active" | "table" | "takenThisTable"> & {
  config: { players: number };
  auction: PublicAuction | null;
};

/** Mirrors the checks of applyDraft: every action offered here is accepted, nothing else is. */
export function legalActions(state: LegalInput, player: number): LegalActions {
  const nothing: LegalActions = { choose: [], minBid: null, match: null, pass: false, proxy: null };
  if (state.finished || !Number.isInteger(player) || player < 0 || player >= state.config.players) return nothing;
  const auction = state.auction;
  if (!auction) return player === state.active ? { ...nothing, choose: [...state.table] } : nothing;
  // Any player still eligible may set a proxy for this card, awaited or not.
  const proxy = isCapped(state, player) ? null : proxyMinimum(auction, player);
  // Only awaited players may act; they are never capped and never the best bidder.
  if (!auction.awaiting.includes(player)) return { ...nothing, proxy };
  const best = auction.best;
  if (!best) return { ...nothing, minBid: player === auction.chooser ? null : 5, pass: true, proxy };
  const canMatch = player === auction.chooser && best.player !== player;
  return { choose: [], minBid: best.amount + 5, match: canMatch ? best.amount : null, pass: true, proxy };
}
