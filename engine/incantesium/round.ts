// After a turn's spells resolve: mages without cards leave the round ("esce dalla partita"), a round
// with one side left gives that side a gem ("Gemme"), enough gems end the challenge, otherwise the
// turn passes (clockwise; in 2v2's "Due contro uno" alternating between the lone mage and the pair).
import { gemTarget } from "./gems";
import { startRound } from "./setup";
import { liveSeats, sideOf } from "./table";
import type { GameEvent, GameState } from "./types";

/** Gems that win the challenge (gems.ts). */
export const gemsToWin = (s: GameState): number => gemTarget(s.options.mode, s.options.players);

export function endOfAction(s: GameState, ev: GameEvent[]): void {
  for (const [i, seat] of s.seats.entries()) {
    if (!seat.out && seat.hand.length === 0) {
      seat.out = true;
      ev.push({ type: "out", seat: i });
    }
  }
  const liveSides = new Set(liveSeats(s).map((i) => sideOf(s, i)));
  if (liveSides.size <= 1) return endRound(s, liveSides.size === 1 ? [...liveSides][0]! : null, ev);
  if (s.upcoming.length === 0) {
    const mage = nextTurn(s, s.mageTurn);
    s.upcoming = [...spiritsBetween(s, s.mageTurn, mage), mage];
    s.mageTurn = mage;
  }
  s.turn = s.upcoming.shift()!;
  s.phase = "turn";
  ev.push({ type: "turn", seat: s.turn });
}

function clockwiseLive(s: GameState, from: number): number {
  const n = s.seats.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (!s.seats[i]!.out) return i;
  }
  return from;
}

/** Spirits play as the turn passes their seat clockwise from one mage to the next (ruling P2). */
function spiritsBetween(s: GameState, from: number, to: number): number[] {
  if (!s.options.spirits) return [];
  const n = s.seats.length;
  const out: number[] = [];
  for (let i = (from + 1) % n; i !== to; i = (i + 1) % n) if (s.seats[i]!.out) out.push(i);
  return out;
}

/** Whose turn follows `current`'s (which may just have left the round). */
export function nextTurn(s: GameState, current: number): number {
  if (s.options.mode === "2v2") {
    const live = liveSeats(s);
    const bySide = s.sides.map((_, side) => live.filter((i) => sideOf(s, i) === side));
    const loneSide = bySide.findIndex((seats) => seats.length === 1);
    const pairSide = bySide.findIndex((seats) => seats.length === 2);
    if (loneSide >= 0 && pairSide >= 0) {
      // "Nel Due contro uno, i turni di gioco ... avvengono in modo alternato tra l'avversario
      // rimasto da solo e i due alleati."
      const lone = bySide[loneSide]![0]!;
      const pair = bySide[pairSide]!;
      if (pair.includes(current)) {
        s.lastPair = current;
        return lone;
      }
      // The lone side played: the pair's turn, the one who did not play last ("il secondo a giocare sarà Stefano, poi
      // sarà il turno di Giovanni e successivamente quello di Andrea"). So too when the lone mage has just left the
      // round reviving its ally with a Pozione, the ally now alone (ruling T5); a state from before T5 went on
      // clockwise there, so a challenge stored then replays as it was played.
      const loneSidePlayed =
        current === lone || (s.pairAlternatesAfterRevival === true && sideOf(s, current) === loneSide);
      if (loneSidePlayed && s.lastPair !== null && pair.includes(s.lastPair))
        return pair.find((i) => i !== s.lastPair)!;
      return clockwiseLive(s, current);
    }
    s.lastPair = null;
  }
  return clockwiseLive(s, current);
}

function endRound(s: GameState, winner: number | null, ev: GameEvent[]): void {
  ev.push({ type: "roundWon", side: winner });
  if (winner !== null) {
    const gem = takeGem(s, winner);
    if (gem) ev.push({ type: "gem", side: winner, card: gem.card, fromSide: gem.from });
    if (s.sides[winner]!.gems.length >= gemsToWin(s)) {
      s.phase = "over";
      s.winner = winner;
      s.pending = null;
      ev.push({ type: "challengeWon", side: winner });
      return;
    }
  }
  startRound(s, (s.dealer + 1) % s.seats.length, ev);
}

/** A gem from beside the table; once those are gone, conquered from the side holding most (ruling G1). */
function takeGem(s: GameState, winner: number): { card: string; from: number | null } | null {
  const side = s.sides[winner]!;
  const pile = s.gemPile.pop();
  if (pile !== undefined) {
    side.gems.push(pile);
    side.won = (side.won ?? 0) + 1;
    return { card: pile, from: null };
  }
  const n = s.sides.length;
  let best = -1;
  for (let k = 1; k < n; k++) {
    const side = (winner + k) % n;
    if (s.sides[side]!.gems.length > (best < 0 ? 0 : s.sides[best]!.gems.length)) best = side;
  }
  if (best < 0) return null;
  const card = s.sides[best]!.gems.pop()!;
  side.gems.push(card);
  side.won = (side.won ?? 0) + 1;
  return { card, from: best };
}
