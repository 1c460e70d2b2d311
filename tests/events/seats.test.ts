import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { importCatalog } from "@/lib/kartomantik/cards/import";
import { createEvent } from "@/lib/events/events";
import { claimSeat, issueSeatLink, joinEvent, removeSeat, reorderSeats, seatLinkUsable } from "@/lib/events/seats";
import { miniCatalog, unique } from "../setup/fixtures";

let organizerId: string;
let event: Awaited<ReturnType<typeof createEvent>>;
const device = () => unique("device").padEnd(43, "x").slice(0, 43);

beforeEach(async () => {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  organizerId = organizer.id;
  const set = await importCatalog(miniCatalog(), { source: "cli" });
  event = await createEvent(organizerId, {
    name: "Friday",
    game: "kartomantik",
    format: "draft_bazaar",
    bestOf: 3,
    cardSetId: set.setId,
  });
});

const seats = () => db().seat.findMany({ where: { eventId: event.id }, orderBy: { position: "asc" } });
const log = () => db().eventLog.findMany({ where: { eventId: event.id }, orderBy: { seq: "asc" } });

describe("joining an event", () => {
  it("seats players in join order with the code typed loosely", async () => {
    const a = await joinEvent(device(), { code: event.joinCode.toLowerCase(), name: "  Anna  " });
    const b = await joinEvent(device(), {
      code: `${event.joinCode.slice(0, 3)} ${event.joinCode.slice(3)}`,
      name: "Bruno",
    });
    expect([a.seat.position, b.seat.position]).toEqual([1, 2]);
    expect((await seats()).map((s) => s.displayName)).toEqual(["Anna", "Bruno"]);
  });

  it("gives the same device its seat back instead of a second one", async () => {
    const phone = device();
    const first = await joinEvent(phone, { code: event.joinCode, name: "Anna" });
    const again = await joinEvent(phone, { code: event.joinCode, name: "Another name" });
    expect(again).toMatchObject({ reclaimed: true, seat: { id: first.seat.id, displayName: "Anna" } });
    expect(await seats()).toHaveLength(1);
  });

  it("refuses bad input with a reason and stores nothing", async () => {
    await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    const versionBefore = (await db().event.findUniqueOrThrow({ where: { id: event.id } })).version;
    await expect(joinEvent(device(), { code: "ZZZZZZ", name: "Bob" })).rejects.toMatchObject({
      code: "join_code_unknown",
      status: 404,
    });
    await expect(joinEvent(device(), { code: event.joinCode, name: "   " })).rejects.toMatchObject({
      code: "name_required",
      status: 400,
    });
    await expect(joinEvent(device(), { code: event.joinCode, name: "x".repeat(25) })).rejects.toMatchObject({
      code: "name_too_long",
    });
    await expect(joinEvent(device(), { code: event.joinCode, name: "ANNA" })).rejects.toMatchObject({
      code: "name_taken",
      status: 409,
    });
    expect(await seats()).toHaveLength(1);
    expect((await db().event.findUniqueOrThrow({ where: { id: event.id } })).version).toBe(versionBefore);
  });

  it("stops at six seats for a Draft Bazaar (event-rules §1: 2 to 6 players)", async () => {
    for (let i = 1; i <= 6; i++) await joinEvent(device(), { code: event.joinCode, name: `P${i}` });
    await expect(joinEvent(device(), { code: event.joinCode, name: "P7" })).rejects.toMatchObject({
      code: "event_full",
    });
    expect(await seats()).toHaveLength(6);
  });

  it("does not double-seat under concurrent joins with the same name", async () => {
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map(() => joinEvent(device(), { code: event.joinCode, name: "Same" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await seats()).toHaveLength(1);
  });

  it("logs every accepted write with consecutive sequence numbers", async () => {
    await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    await joinEvent(device(), { code: event.joinCode, name: "Bruno" });
    const entries = await log();
    expect(entries.map((e) => [e.seq, e.type])).toEqual([
      [1, "event.created"],
      [2, "seat.joined"],
      [3, "seat.joined"],
    ]);
    expect((await db().event.findUniqueOrThrow({ where: { id: event.id } })).version).toBe(3);
  });
});

describe("seat order", () => {
  it("reorders seats to 1..N in the given order", async () => {
    for (const name of ["Anna", "Bruno", "Carla"]) await joinEvent(device(), { code: event.joinCode, name });
    const [a, b, c] = await seats();
    await reorderSeats(organizerId, event.id, [c!.id, a!.id, b!.id]);
    expect((await seats()).map((s) => [s.position, s.displayName])).toEqual([
      [1, "Carla"],
      [2, "Anna"],
      [3, "Bruno"],
    ]);
  });

  it("refuses a list that is not exactly the current seats", async () => {
    for (const name of ["Anna", "Bruno"]) await joinEvent(device(), { code: event.joinCode, name });
    const [a] = await seats();
    await expect(reorderSeats(organizerId, event.id, [a!.id])).rejects.toMatchObject({ code: "seat_order_mismatch" });
    await expect(reorderSeats(organizerId, event.id, [a!.id, a!.id])).rejects.toMatchObject({
      code: "seat_order_mismatch",
    });
    expect((await seats()).map((s) => s.displayName)).toEqual(["Anna", "Bruno"]);
  });
});

describe("moving a seat to a new device", () => {
  it("binds the seat to the device that opens the link, once", async () => {
    const oldPhone = device();
    const newPhone = device();
    const { seat } = await joinEvent(oldPhone, { code: event.joinCode, name: "Anna" });
    const { token } = await issueSeatLink(organizerId, event.id, seat.id);
    const claimed = await claimSeat(newPhone, token);
    expect(claimed.seat.id).toBe(seat.id);
    // The new phone now reclaims the seat; the old one would join as a newcomer.
    expect(await joinEvent(newPhone, { code: event.joinCode, name: "x" })).toMatchObject({ reclaimed: true });
    await expect(claimSeat(device(), token)).rejects.toMatchObject({ code: "seat_link_invalid", status: 410 });
  });

  it("a new link replaces the seat's older unused ones: an old link cannot move the seat to a third phone (issue 16 §9)", async () => {
    const { seat } = await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    const first = await issueSeatLink(organizerId, event.id, seat.id);
    const second = await issueSeatLink(organizerId, event.id, seat.id);
    const secondPhone = device();
    expect((await claimSeat(secondPhone, second.token)).seat.id).toBe(seat.id);
    await expect(claimSeat(device(), first.token)).rejects.toMatchObject({ code: "seat_link_invalid" });
    expect(await joinEvent(secondPhone, { code: event.joinCode, name: "x" })).toMatchObject({
      reclaimed: true,
      seat: { id: seat.id },
    });
    // Also before any is used: only the newest works.
    const third = await issueSeatLink(organizerId, event.id, seat.id);
    const fourth = await issueSeatLink(organizerId, event.id, seat.id);
    await expect(claimSeat(device(), third.token)).rejects.toMatchObject({ code: "seat_link_invalid" });
    await claimSeat(device(), fourth.token);
  });

  it("refuses a device that already holds another seat of the event", async () => {
    const anna = device();
    const bruno = device();
    const { seat } = await joinEvent(anna, { code: event.joinCode, name: "Anna" });
    await joinEvent(bruno, { code: event.joinCode, name: "Bruno" });
    const { token } = await issueSeatLink(organizerId, event.id, seat.id);
    await expect(claimSeat(bruno, token)).rejects.toMatchObject({ code: "seat_link_other_seat" });
    await expect(claimSeat(anna, "not-a-token-at-all")).rejects.toMatchObject({ code: "seat_link_invalid" });
  });

  it("tells the claim page at once whether a link can still be used: fresh yes; used, replaced, expired, unknown no", async () => {
    const { seat } = await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    const replaced = await issueSeatLink(organizerId, event.id, seat.id);
    const { token } = await issueSeatLink(organizerId, event.id, seat.id);
    expect(await seatLinkUsable(token)).toBe(true);
    expect(await seatLinkUsable(replaced.token)).toBe(false);
    expect(await seatLinkUsable("a-token-nobody-gave")).toBe(false);
    expect(await seatLinkUsable("short")).toBe(false);
    expect(await seatLinkUsable("x".repeat(101))).toBe(false);
    // Only a read: the link still works afterwards, once.
    await claimSeat(device(), token);
    expect(await seatLinkUsable(token)).toBe(false);
    const late = await issueSeatLink(organizerId, event.id, seat.id);
    await db().seatLink.updateMany({ where: { seatId: seat.id, usedAt: null }, data: { expiresAt: new Date(0) } });
    expect(await seatLinkUsable(late.token)).toBe(false);
  });

  it("does not issue links for a seat of another event", async () => {
    const { seat } = await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    const set = await db().cardSet.findFirstOrThrow();
    const other = await createEvent(organizerId, {
      name: "Other",
      game: "kartomantik",
      format: "constructed",
      bestOf: 1,
      cardSetId: set.id,
    });
    await expect(issueSeatLink(organizerId, other.id, seat.id)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("removing a seat before the start", () => {
  it("removes it, closes the gap and frees the name", async () => {
    for (const name of ["Anna", "Bruno", "Carla"]) await joinEvent(device(), { code: event.joinCode, name });
    const [, bruno] = await seats();
    await removeSeat(organizerId, event.id, bruno!.id);
    expect((await seats()).map((s) => [s.position, s.displayName])).toEqual([
      [1, "Anna"],
      [2, "Carla"],
    ]);
    await expect(joinEvent(device(), { code: event.joinCode, name: "Bruno" })).resolves.toMatchObject({
      seat: { position: 3 },
    });
    expect((await log()).map((e) => e.type)).toContain("seat.removed");
  });

  it("refuses seats of other events and after the start", async () => {
    const { seat } = await joinEvent(device(), { code: event.joinCode, name: "Anna" });
    await expect(removeSeat(organizerId, event.id, "nope")).rejects.toMatchObject({ code: "not_found" });
    await db().event.update({ where: { id: event.id }, data: { status: "running" } });
    await expect(removeSeat(organizerId, event.id, seat.id)).rejects.toMatchObject({ code: "event_started" });
    expect(await seats()).toHaveLength(1);
  });
});
