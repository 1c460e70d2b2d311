// What each viewer receives. The engine's draftView hides the deck order; the phone view adds
// the viewer's own seat and exactly the actions that are legal for them now.
import { draftView, legalActions, proxyOf } from "@/engine/kartomantik/draft";
import type { DraftState } from "@/engine/kartomantik/draft/types";
import type { DraftStatus } from "@/lib/kartomantik/drafts/log";

export interface DraftSnapshot {
  seq: number;
  status: DraftStatus;
  clockDeadline: Date | null;
  state: DraftState;
  /** Player indices the draft bot plays: every screen shows "bot" beside their names. */
  bots: number[];
}

/** The engine's public view: no deck order, no PRNG, no seed (seed + pool would reveal the deck). */
export type PublicDraft = ReturnType<typeof draftView>;
export type Legal = ReturnType<typeof legalActions>;

export interface DraftViewMessage {
  seq: number;
  status: DraftStatus;
  /** ISO time when the open question's bid clock runs out, if a clock runs. */
  clockDeadline: string | null;
  /** With a clock running: the server's time (ms since the epoch) when this view was made. A screen counts the
   * seconds to clockDeadline against it, not against its own clock, which may be minutes off (a phone set by hand, a
   * projector laptop without network time): every screen then shows the seconds the server counts. */
  now?: number;
  draft: PublicDraft;
  /** Seats the draft bot plays (player indices). */
  bots: number[];
  /** Phone viewers only: their player index, what they may do now, and their own proxy's X (null: none). */
  me?: { player: number; legal: Legal; proxy: number | null };
}

/** How many log entries a draft page starts with and keeps as the live log goes on. */
export const RECENT_ENTRIES = 40;

const NOTHING: Legal = { choose: [], minBid: null, match: null, pass: false, proxy: null };

/** A phone viewer's own part of the view: their seat and what they may do now. */
export function meFor(snapshot: DraftSnapshot, player: number): NonNullable<DraftViewMessage["me"]> {
  // A seat the bot plays is not the phone's to act on until the organizer gives it back.
  const acts = snapshot.status === "running" && !snapshot.bots.includes(player);
  return {
    player,
    legal: acts ? legalActions(snapshot.state, player) : NOTHING,
    proxy: proxyOf(snapshot.state, player),
  };
}

export function viewFor(snapshot: DraftSnapshot, player: number | null): DraftViewMessage {
  const message: DraftViewMessage = {
    seq: snapshot.seq,
    status: snapshot.status,
    clockDeadline: snapshot.clockDeadline ? new Date(snapshot.clockDeadline).toISOString() : null,
    draft: draftView(snapshot.state),
    bots: snapshot.bots,
  };
  if (message.clockDeadline) message.now = Date.now();
  if (player !== null) message.me = meFor(snapshot, player);
  return message;
}
