import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { newJoinCode } from "@/lib/events/codes";
import { assertSetUsable } from "@/lib/cards/sets";

export const FORMATS = ["draft_bazaar", "constructed"] as const;
export type EventFormat = (typeof FORMATS)[number];

/** Seats per format: a Draft Bazaar table is 2–6 players; constructed round robins go to 16. */
export const MAX_SEATS: Record<EventFormat, number> = { draft_bazaar: 6, constructed: 16 };

export const newEventInput = z.object({
  name: z.string().trim().min(1, "name required").max(80),
  game: z.literal("kartomantik").default("kartomantik"),
  format: z.enum(FORMATS),
  bestOf: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)])),
  cardSetId: z.string().min(1),
});
export type NewEventInput = z.infer<typeof newEventInput>;

export async function createEvent(organizerId: string, input: NewEventInput) {
  await assertSetUsable(organizerId, input.cardSetId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db().$transaction(async (tx) => {
        const event = await tx.event.create({
          data: { ...input, organizerId, joinCode: newJoinCode(), version: 1 },
        });
        await tx.eventLog.create({
          data: { eventId: event.id, seq: 1, type: "event.created", actor: `organizer:${organizerId}`, payload: input },
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
