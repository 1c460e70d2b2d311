import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError, invalidInput } from "@/lib/errors";
import { newJoinCode } from "@/lib/events/codes";
import { MODES } from "@/lib/events/modes";
import { formatOf, GAMES } from "@/lib/game-registry/definitions";
import { gameModule } from "@/lib/game-registry/modules";
import { offeredGames } from "@/lib/game-registry/offered";

const nameInput = z.string().trim().min(1, "name required").max(80);

// What every new event has, whatever its game; the rest of the body is the game's own settings (its
// `settings` schema: lib/game-registry). Format, best-of and mode default to the format's first; the
// format must be the game's and the best-of one of the format's.
const eventFields = z.looseObject({
  name: nameInput,
  game: z.enum(GAMES.map((g) => g.id) as [string, ...string[]]).default(GAMES[0]!.id),
  format: z.string().min(1).max(40).optional(),
  bestOf: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(3)]))
    .optional(),
  mode: z.enum(MODES).optional(),
});

export const newEventInput = eventFields.transform((body, ctx) => {
  const game = gameModule(body.game);
  const format = game.formats.find((f) => f.id === (body.format ?? game.formats[0]!.id));
  if (!format) {
    const formats = game.formats.map((f) => f.id).join(", ");
    ctx.addIssue({ code: "custom", path: ["format"], message: `one of ${formats}` });
    return z.NEVER;
  }
  const bestOf = body.bestOf ?? format.bestOf[0]!;
  if (!format.bestOf.includes(bestOf)) {
    ctx.addIssue({ code: "custom", path: ["bestOf"], message: `one of ${format.bestOf.join(", ")}` });
    return z.NEVER;
  }
  const settings = game.settings.safeParse(body);
  if (!settings.success) {
    for (const issue of settings.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message });
    return z.NEVER;
  }
  return { name: body.name, game: game.id, format: format.id, bestOf, mode: body.mode, settings: settings.data };
});
export type NewEventInput = z.infer<typeof newEventInput>;
/** What a caller passes: the backbone's fields and the game's own (a Kartomantik card set, a Ken end
 * condition, Incantesium's optional rules). */
export type NewEventRequest = z.input<typeof eventFields>;

/** A new event's body as the route reads it: the backbone's fields checked, the game's kept for
 * createEvent, which checks the whole against the game. */
export const newEventBody = eventFields;

export async function createEvent(organizerId: string, raw: NewEventRequest) {
  const read = newEventInput.safeParse(raw);
  if (!read.success) throw invalidInput(read.error);
  const parsed = read.data;
  const game = gameModule(parsed.game);
  if (!offeredGames().includes(game.id)) throw new AppError("event_game_not_offered");
  const format = formatOf(parsed.game, parsed.format);
  const mode = parsed.mode ?? format.modes[0]!;
  // Team and pod events are constructed: a draft table is a duel round robin (event-rules §6).
  if (!format.modes.includes(mode)) throw new AppError("event_mode_needs_constructed", { mode });
  await game.checkNewEvent?.(organizerId, parsed.settings);
  const input = { ...parsed, mode };
  const data = { ...input, settings: input.settings as object, ...game.columns?.(input.settings) };
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
