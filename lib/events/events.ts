import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { newJoinCode } from "@/lib/events/codes";
import { assertSetUsable } from "@/lib/cards/sets";
import { KEN_FORMATS } from "@/engine/ken/types";
import { kenEndInput } from "@/lib/ken/end-condition";
import { MODES } from "@/lib/events/modes";

export const FORMATS = ["draft_bazaar", "constructed"] as const;
/** Kartomantik's formats, then Ken il Guerriero's (Gioco Standard, Gioco Torneo: engine/ken). */
export type EventFormat = (typeof FORMATS)[number] | (typeof KEN_FORMATS)[number] | typeof INC_FORMAT;
/** Incantesium's one format: a round robin of 1v1 challenges, first to 3 gems (lib/incantesium). */
export const INC_FORMAT = "challenge";

/** Seats per format: a Draft Bazaar table is 2–6 players; constructed round robins go to 16. */
export const MAX_SEATS: Record<EventFormat, number> = {
  draft_bazaar: 6,
  constructed: 16,
  standard: 16,
  torneo: 16,
  challenge: 16,
};

const nameInput = z.string().trim().min(1, "name required").max(80);
const bestOfInput = z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)]));

// The `game` discriminator: one event model, one tournament for both games. A Ken il Guerriero
// event has no Kartomantik card set (its organizer uploads a Ken card list) and an end condition.
const kartomantikEvent = z.object({
  name: nameInput,
  game: z.literal("kartomantik"),
  format: z.enum(FORMATS),
  bestOf: bestOfInput,
  cardSetId: z.string().min(1),
  mode: z.enum(MODES).default("duel"),
});
const kenEvent = z.object({
  name: nameInput,
  game: z.literal("ken"),
  format: z.enum(KEN_FORMATS),
  bestOf: bestOfInput,
  end: kenEndInput.default({ kind: "declared" }),
});
// Incantesium: one shared 108-card deck (no card set, no decks), Bo1 (a match is one challenge to
// the rulebook's gems), the mode, and the rulebook's optional rules chosen now ("Regole opzionali":
// castes, spirit players).
const incantesiumEvent = z.object({
  name: nameInput,
  game: z.literal("incantesium"),
  format: z.literal(INC_FORMAT).default(INC_FORMAT),
  bestOf: z.literal(1).default(1),
  castes: z.boolean().default(false),
  spirits: z.boolean().default(false),
  /** How the tournament's tables are played: 1v1 round robin, "Sfida tra schiere di maghi" (2v2 teams),
   * "Tutti contro tutti" (pods of 3–5): the machinery of issue 20's team and pod events. */
  mode: z.enum(MODES).default("duel"),
  /** Test only: a fixed seed for the event's challenges, taken only by a server started with
   * BAZAAR_TEST_SEEDS=1 (the e2e server); elsewhere refused, so nobody can choose a known deal. */
  testSeed: z.number().int().min(0).max(0xffffffff).optional(),
});
export const newEventInput = z.preprocess(
  (body) => (body && typeof body === "object" && !("game" in body) ? { ...body, game: "kartomantik" } : body),
  z.discriminatedUnion("game", [kartomantikEvent, kenEvent, incantesiumEvent]),
);
export type NewEventInput = z.infer<typeof newEventInput>;
/** What a caller passes: a Kartomantik event may leave `game` out (the default). */
export type NewEventRequest =
  | z.input<typeof kenEvent>
  | z.input<typeof incantesiumEvent>
  | (Omit<z.input<typeof kartomantikEvent>, "game"> & { game?: "kartomantik" });

export async function createEvent(organizerId: string, raw: NewEventRequest) {
  const input = newEventInput.parse(raw);
  // Team and pod events are constructed: a draft table is a duel round robin (event-rules §6).
  if (input.game === "kartomantik" && input.mode !== "duel" && input.format !== "constructed")
    throw new AppError("event_mode_needs_constructed", { mode: input.mode });
  if (input.game === "kartomantik") await assertSetUsable(organizerId, input.cardSetId);
  const data = eventData(input);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db().$transaction(async (tx) => {
        const event = await tx.event.create({ data: { ...data, organizerId, joinCode: newJoinCode(), version: 1 } });
        await tx.eventLog.create({
          data: {
            eventId: event.id,
            seq: 1,
            type: "event.created",
            actor: `organizer:${organizerId}`,
            payload: input as object,
          },
        });
        return event;
      });
    } catch (err) {
      // A join-code collision (1 in ~10^9 per pair) just draws another code.
      if (attempt < 5 && (err as { code?: string }).code === "P2002") continue;
      throw err;
    }
  }
}

/** The event's columns per game: Ken's end condition, Incantesium's optional rules. */
function eventData(input: NewEventInput) {
  if (input.game === "ken") {
    const { end, ...fields } = input;
    return { ...fields, kenEnd: end };
  }
  if (input.game === "incantesium") {
    const { castes, spirits, testSeed, ...fields } = input;
    if (testSeed !== undefined && process.env.BAZAAR_TEST_SEEDS !== "1") throw new AppError("inc_test_seed_refused");
    return { ...fields, incantesium: { castes, spirits, ...(testSeed === undefined ? {} : { testSeed }) } };
  }
  return input;
}

export async function listEvents(organizerId: string) {
  return db().event.findMany({
    where: { organizerId },
    orderBy: { createdAt: "desc" },
    include: { cardSet: { select: { name: true, version: true } }, _count: { select: { seats: true } } },
  });
}

export async function getEventForOrganizer(organizerId: string, eventId: string) {
  const event = await db().event.findUnique({
    where: { id: eventId },
    include: { cardSet: { select: { id: true, name: true, version: true } }, seats: { orderBy: { position: "asc" } } },
  });
  if (!event) throw new AppError("not_found");
  if (event.organizerId !== organizerId) throw new AppError("forbidden");
  return event;
}

/** Authorization: only the event's organizer may act on it. */
export async function assertEventOwner(organizerId: string, eventId: string) {
  const event = await db().event.findUnique({ where: { id: eventId }, select: { organizerId: true } });
  if (!event) throw new AppError("not_found");
  if (event.organizerId !== organizerId) throw new AppError("forbidden");
}

/** The name a phone that lost its seat is told about (names are public: the projector shows them). */
export async function eventName(eventId: string): Promise<string | null> {
  const event = await db().event.findUnique({ where: { id: eventId }, select: { name: true } });
  return event?.name ?? null;
}
