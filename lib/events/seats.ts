// Seats: players join with the event's code and a display name; the seat is bound to the device.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { normalizeJoinCode } from "@/lib/events/codes";
import { maxSeatsOf } from "@/lib/game-registry/definitions";
import { writeEvent } from "@/lib/events/write";
import { hashToken } from "@/lib/players/device-key";
import { latinSkeleton } from "@/lib/text/confusables";

export const NAME_MAX = 24;
const SEAT_LINK_HOURS = 24;

export const joinInput = z.object({ code: z.string().max(32), name: z.string().max(200) });

/** Characters that show nothing: zero-width spaces and joiners, soft hyphen, bidi controls, Hangul fillers,
 * variation selectors (Unicode's Default_Ignorable_Code_Point). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const PICTOGRAPH = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F)$/u;
const PICTOGRAPH_NEXT = /^\p{Extended_Pictographic}/u;

/** `text` without what shows nothing, but for the glue of an emoji: a joiner between two pictographs (👨‍👩‍👧) and
 * the emoji presentation selector after one (❤️), which show as one emoji, not as letters. */
function visible(text: string): string {
  return text.replace(INVISIBLE, (c, at: number) => {
    const before = PICTOGRAPH.test(text.slice(0, at));
    if (c === "\u200D" && before && PICTOGRAPH_NEXT.test(text.slice(at + 1))) return c;
    if (c === "\uFE0F" && before) return c;
    return "";
  });
}

/** Trimmed, inner whitespace collapsed, what shows nothing left out; the key is case-insensitive and reads
 * compatibility forms as their letters (NFKC), so "Anna", "anna ", "Anna\u200B" and fullwidth "Ａｎｎａ" clash: the
 * pairings and the projector must not show two people as the same "Anna". The lookalike key reads, besides, the
 * Cyrillic and Greek letters drawn like Latin ones as those (lib/text/confusables.ts), so "Аnna" with a Cyrillic
 * "А" clashes with "Anna" too, while "Борис" stays a name of its own. (Two keys, not one: the skeleton is taken
 * before the case is folded, as Cyrillic "Н" looks like "H" but "н" not like "h", so the lookalike key alone would
 * no longer see "АННА" and "Анна" as one name.) */
export function cleanName(raw: string): { name: string; key: string; lookalike: string } {
  const name = visible(raw.normalize("NFC")).trim().replace(/\s+/g, " ");
  if (!name) throw new AppError("name_required");
  if ([...name].length > NAME_MAX) throw new AppError("name_too_long", { max: NAME_MAX });
  const folded = name.normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/g, " ");
  return { name, key: folded.toLocaleLowerCase("it"), lookalike: latinSkeleton(folded).toLocaleLowerCase("it") };
}

export async function findEventByCode(rawCode: string) {
  const code = normalizeJoinCode(rawCode);
  const event = code ? await db().event.findUnique({ where: { joinCode: code } }) : null;
  if (!event) throw new AppError("join_code_unknown", { code: code || rawCode.trim() });
  return event;
}

/** The seat this device holds at the event, if any (inside a transaction when given one). */
export async function seatOfDevice(eventId: string, device: string | null, client: Tx | ReturnType<typeof db> = db()) {
  if (!device) return null;
  return client.seat.findUnique({ where: { eventId_deviceKeyHash: { eventId, deviceKeyHash: hashToken(device) } } });
}

/** Join, or reclaim the seat this device already holds (a reload, a second scan of the QR). */
export async function joinEvent(device: string, input: z.infer<typeof joinInput>) {
  const event = await findEventByCode(input.code);
  const existing = await seatOfDevice(event.id, device);
  if (existing) return { eventId: event.id, seat: existing, reclaimed: true };
  const { name, key, lookalike } = cleanName(input.name);
  return writeEvent(event.id, async (tx, locked) => {
    if (locked.status !== "setup") throw new AppError("event_started");
    const seats = await tx.seat.findMany({
      where: { eventId: event.id },
      select: { position: true, nameKey: true, displayName: true },
    });
    if (seats.some((s) => s.nameKey === key)) throw new AppError("name_taken", { name });
    // Read from the names at the table (each already clean), so seats taken before the lookalike key count too.
    const twin = seats.find((s) => cleanName(s.displayName).lookalike === lookalike);
    if (twin) throw new AppError("name_lookalike", { name, taken: twin.displayName });
    // A Free-for-All event seats up to 20 (pods of 3–5), a 2v2 one 16 (8 teams).
    const row = await tx.event.findUniqueOrThrow({ where: { id: event.id }, select: { game: true, mode: true } });
    const max = maxSeatsOf({ ...row, format: locked.format });
    if (seats.length >= max) throw new AppError("event_full", { max });
    const position = seats.reduce((m, s) => Math.max(m, s.position), 0) + 1;
    const seat = await tx.seat.create({
      data: { eventId: event.id, position, displayName: name, nameKey: key, deviceKeyHash: hashToken(device) },
    });
    return {
      result: { eventId: event.id, seat, reclaimed: false },
      log: { type: "seat.joined", actor: `seat:${seat.id}`, payload: { seatId: seat.id, name, position } },
    };
  });
}

/** New seat order as the full list of seat ids; positions become 1..N in that order. */
export async function reorderSeats(organizerId: string, eventId: string, seatIds: string[]) {
  return writeEvent(eventId, async (tx, locked) => {
    if (locked.status !== "setup") throw new AppError("event_started");
    const seats = await tx.seat.findMany({ where: { eventId }, select: { id: true } });
    const current = new Set(seats.map((s) => s.id));
    if (
      seatIds.length !== current.size ||
      new Set(seatIds).size !== seatIds.length ||
      !seatIds.every((id) => current.has(id))
    ) {
      throw new AppError("seat_order_mismatch");
    }
    // Two steps keep the (eventId, position) unique constraint true at every statement.
    await tx.$executeRaw`UPDATE "Seat" SET position = -position WHERE "eventId" = ${eventId}`;
    for (const [i, id] of seatIds.entries()) await tx.seat.update({ where: { id }, data: { position: i + 1 } });
    return {
      result: { seatIds },
      log: { type: "seat.reordered", actor: `organizer:${organizerId}`, payload: { seatIds } },
    };
  });
}

/** A one-time link that moves a seat to another device (lost phone, flat battery); it replaces
 * the seat's earlier unused links. */
export async function issueSeatLink(organizerId: string, eventId: string, seatId: string) {
  const token = randomBytes(24).toString("base64url");
  await writeEvent(eventId, async (tx) => {
    const seat = await tx.seat.findUnique({ where: { id: seatId } });
    if (!seat || seat.eventId !== eventId) throw new AppError("not_found");
    // Only the newest link works: an older one (forwarded, photographed) must not move the seat again.
    await tx.seatLink.deleteMany({ where: { seatId, usedAt: null } });
    await tx.seatLink.create({
      data: { seatId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SEAT_LINK_HOURS * 3600_000) },
    });
    return { result: {}, log: { type: "seat.link_issued", actor: `organizer:${organizerId}`, payload: { seatId } } };
  });
  return { token, expiresInHours: SEAT_LINK_HOURS };
}

/** Whether a seat link can still be claimed (known, unused, not expired): the claim page says at once when it cannot,
 * before the player taps. Only a read; the claim itself checks again under the event's lock. */
export async function seatLinkUsable(token: string): Promise<boolean> {
  if (token.length < 10 || token.length > 100) return false;
  const link = await db().seatLink.findUnique({ where: { tokenHash: hashToken(token) } });
  return !!link && !link.usedAt && link.expiresAt >= new Date();
}

/** Binds the seat to this device; the old device loses it. */
export async function claimSeat(device: string, token: string) {
  const link = await db().seatLink.findUnique({ where: { tokenHash: hashToken(token) }, include: { seat: true } });
  if (!link || link.usedAt || link.expiresAt < new Date()) throw new AppError("seat_link_invalid");
  const eventId = link.seat.eventId;
  return writeEvent(eventId, async (tx) => {
    // Re-read under the event lock: two phones opening the same link race here.
    const fresh = await tx.seatLink.findUnique({ where: { id: link.id } });
    if (!fresh || fresh.usedAt) throw new AppError("seat_link_invalid");
    const other = await tx.seat.findUnique({
      where: { eventId_deviceKeyHash: { eventId, deviceKeyHash: hashToken(device) } },
    });
    if (other && other.id !== link.seatId) throw new AppError("seat_link_other_seat", { name: other.displayName });
    await tx.seatLink.update({ where: { id: link.id }, data: { usedAt: new Date() } });
    const seat = await tx.seat.update({
      where: { id: link.seatId },
      data: { deviceKeyHash: hashToken(device), lastSeenAt: new Date() },
    });
    return {
      result: { eventId, seat },
      log: { type: "seat.moved", actor: `seat:${seat.id}`, payload: { seatId: seat.id } },
    };
  });
}

/** Before the start the organizer can remove a seat (a wrong join); later seats stay. */
export async function removeSeat(organizerId: string, eventId: string, seatId: string) {
  return writeEvent(eventId, async (tx, locked) => {
    if (locked.status !== "setup") throw new AppError("event_started");
    const seat = await tx.seat.findUnique({ where: { id: seatId } });
    if (!seat || seat.eventId !== eventId) throw new AppError("not_found");
    await tx.seat.delete({ where: { id: seatId } });
    // Close the gap so positions stay 1..N.
    await tx.$executeRaw`UPDATE "Seat" SET position = -position WHERE "eventId" = ${eventId} AND position > ${seat.position}`;
    await tx.$executeRaw`UPDATE "Seat" SET position = -position - 1 WHERE "eventId" = ${eventId} AND position < 0`;
    return {
      result: {},
      log: { type: "seat.removed", actor: `organizer:${organizerId}`, payload: { seatId, name: seat.displayName } },
    };
  });
}
