// A seat's Kartomantik action as the act route receives it (POST /api/games/kartomantik/<id>/act): the shape of
// every engine action (engine/kartomantik/types.ts GameAction, ManualMove), read before the engine sees it. The
// engine checks what an action may do in the position; it takes its fields' types for granted, so a body of
// another shape made it throw (a 500: `targets: "x"`, a card id "__proto__") or, worse, was applied: a manual move
// to a zone that does not exist took the card out of every zone, and a manual points change of 2^31 was kept until
// the game's end, whose result no longer fit the database (every ending action then failed: the game could not
// end). Here each field has its type and a range wide enough for any play the phones offer; a body that breaks
// it is a 400 naming the field, nothing written. The seat is the device's (act.ts), never the body's `player`.
import { z } from "zod";
import { MAX_GAME_POINTS } from "@/engine/kartomantik/scoring";

/** A card instance or option id: a short string that is not a property every object inherits ("__proto__",
 * "constructor": the engine looks ids up in plain objects). Empty where an option list allows it. */
const ref = z
  .string()
  .max(64)
  .refine((s) => !(s in Object.prototype), "not a card");
const refs = (max: number) => z.array(ref).max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** An engine seat (a table has at most 5). */
const seat = int(0, 4);
/** The most a manual move changes a power or a counter at once (the phones send ±1). */
export const MAX_MANUAL_DELTA = 100;
/** The zones a manual move may put a card in (engine Zone without the stack: a card reaches it by being played). */
const ZONES = ["hand", "deck", "limbo", "confrontation", "interzone", "field", "stalemate", "vessel", "exile"] as const;
const counterName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9 _-]{0,31}$/, "a counter's name")
  .refine((s) => !(s in Object.prototype), "a counter's name");

const manualMove = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("move"),
    card: ref,
    to: z.enum(ZONES),
    slot: int(0, 20).optional(),
    first: z.boolean().optional(),
    vessel: seat.optional(),
  }),
  z.object({ op: z.literal("reveal"), card: ref }),
  z.object({ op: z.enum(["revealTop", "look"]), player: seat, n: int(1, 200) }),
  z.object({ op: z.literal("support"), card: ref }),
  z.object({
    op: z.literal("counters"),
    card: ref,
    counter: counterName,
    delta: int(-MAX_MANUAL_DELTA, MAX_MANUAL_DELTA),
  }),
  z.object({ op: z.literal("persist"), card: ref }),
  z.object({ op: z.literal("power"), card: ref, delta: int(-MAX_MANUAL_DELTA, MAX_MANUAL_DELTA) }),
  // Points are whole multiples of 5 (rulebook 4.4.2), a game's at most MAX_GAME_POINTS either way.
  z.object({
    op: z.literal("points"),
    delta: int(-MAX_GAME_POINTS, MAX_GAME_POINTS).multipleOf(5),
    player: seat.optional(),
  }),
]);

const tribute = z.object({ cards: refs(60) });

/** The action without its seat (set from the device's). Unknown fields are dropped. */
export const kartomantikAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("decide"), choice: refs(100) }),
  z.object({
    type: z.literal("playWill"),
    card: ref,
    targets: refs(60).optional(),
    tribute: tribute.optional(),
    extra: refs(60).optional(),
  }),
  z.object({ type: z.literal("playSupport"), card: ref }),
  z.object({
    type: z.literal("activate"),
    card: ref,
    ability: int(0, 50),
    targets: refs(60).optional(),
    tribute: tribute.optional(),
    extra: refs(60).optional(),
    x: int(0, 10_000).optional(),
  }),
  z.object({ type: z.literal("manual"), move: manualMove }),
  z.object({ type: z.literal("concede") }),
]);
