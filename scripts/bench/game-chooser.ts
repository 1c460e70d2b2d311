// What bench:game's players do next: the seat that may act, and one of its legal actions, both drawn
// with the run's seeded PRNG from the messages the seats' own streams last carried (a Kartomantik
// game's and an Incantesium challenge's message both hold `legal`, the seat's legal actions now:
// lib/kartomantik/games/views.ts, lib/incantesium/views.ts). Only a message of the table's newest seq
// counts: a seat whose stream is behind is not asked. Pure but for the PRNG's state.
import type { SeededRandom } from "./random";

/** The part of a seat's game message the players read. */
export interface SeatMessage {
  seq: number;
  status: string;
  legal?: { type: string }[];
}

/** Never chosen: a concession would end the game by choice rather than by its rules, and a manual
 * move is the table's correction, not play. */
export const NEVER_CHOSEN: ReadonlySet<string> = new Set(["concede", "manual"]);

export interface Move<A = { type: string }> {
  seat: number;
  action: A;
}

/** The actions a seat may be sent now (its legal actions but the never chosen), on the message of `seq`. */
export function choosable(message: SeatMessage | null | undefined, seq: number): { type: string }[] {
  if (!message || message.seq !== seq || message.status !== "running") return [];
  return (message.legal ?? []).filter((a) => !NEVER_CHOSEN.has(a.type));
}

/** A seat that may act now and one of its actions, uniformly at random; null when no seat's message of `seq`
 * offers any (the game is over, or a stream is behind). */
export function chooseMove(
  messages: readonly (SeatMessage | null | undefined)[],
  seq: number,
  random: SeededRandom,
): Move | null {
  const options = messages.map((m) => choosable(m, seq));
  const seats = options.flatMap((o, seat) => (o.length > 0 ? [seat] : []));
  if (seats.length === 0) return null;
  const seat = random.pick(seats);
  return { seat, action: random.pick(options[seat]!) };
}
