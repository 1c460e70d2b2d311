// How a game of a Ken il Guerriero event ends. Our copy of the rulebook stops before its chapter
// "VITTORIA" (the text refers to it: "sino alla conclusione della partita con uno dei due che vince
// (vedi capitolo VITTORIA)"), so the organizer chooses per event: a Punti Ordine target (the first
// to reach it wins the game), a turn limit or a time limit (then the higher total wins, equal
// totals draw), or the players declare the winner. README.md, "Ken il Guerriero events".
import { z } from "zod";

export const KEN_END_KINDS = ["target", "turns", "time", "declared"] as const;

export const kenEndInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("target"), points: z.coerce.number().int().min(1).max(9999) }),
  z.object({ kind: z.literal("turns"), turns: z.coerce.number().int().min(1).max(200) }),
  z.object({ kind: z.literal("time"), minutes: z.coerce.number().int().min(1).max(600) }),
  z.object({ kind: z.literal("declared") }),
]);
export type KenEnd = z.infer<typeof kenEndInput>;

/** The stored condition (Event.kenEnd); a Ken event created before it had one: the players declare. */
export function kenEndOf(stored: unknown): KenEnd {
  const read = kenEndInput.safeParse(stored);
  return read.success ? read.data : { kind: "declared" };
}
