// Teams of a 2v2 event: the players join by code as always, then pair up before the
// start — the organizer pairs two seats in the console, or a player creates a team and tells its
// short code to a teammate, who enters it on their phone. Every change is an entry of the event's
// log through the write kernel, under the event row lock (so two phones cannot both take the last
// place of a team), and only while the event is in setup.
import { randomInt } from "node:crypto";
import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";
import { writeEvent, type LockedEvent } from "@/lib/events/write";

/** Letters and digits nobody confuses when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const TEAM_CODE_LENGTH = 4;
export const TEAM_SIZE = 2;

export const teamCodeInput = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .transform((c) => c.toUpperCase().replace(/[\s-]/g, "")),
});
export const pairInput = z.object({ seatIds: z.tuple([z.string().min(1).max(64), z.string().min(1).max(64)]) });
export const splitInput = z.object({ teamId: z.string().min(1).max(64) });

export interface TeamView {
  id: string;
  /** The code a teammate enters; shown to the organizer and to the team's own members only. */
  code: string | null;
  members: { seatId: string; name: string }[];
  /** Table order: the position of its first member (the organizer's seat order). */
  number: number;
}

/** A team's public name: its members' names, "Anna & Bruno". */
export const teamName = (members: readonly { name: string }[]) => members.map((m) => m.name).join(" & ");

async function assertTeamSetup(tx: Tx, event: LockedEvent) {
  const { mode } = await tx.event.findUniqueOrThrow({ where: { id: event.id }, select: { mode: true } });
  if (mode !== "2v2") throw new AppError("not_a_team_event");
  if (event.status !== "setup") throw new AppError("event_started");
}

async function freeCode(tx: Tx, eventId: string): Promise<string> {
  for (;;) {
    const code = Array.from({ length: TEAM_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
      "",
    );
    if (!(await tx.team.findUnique({ where: { eventId_code: { eventId, code } }, select: { id: true } }))) return code;
  }
}

async function deviceSeat(tx: Tx, eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device, tx);
  if (!seat) throw new AppError("not_seated");
  return seat;
}

const membersOf = (tx: Tx, teamId: string) =>
  tx.seat.findMany({ where: { teamId }, orderBy: { position: "asc" }, select: { id: true, displayName: true } });

/** A player starts a team of their own and gets its code to share. */
export async function createTeam(eventId: string, device: string) {
  return writeEvent(eventId, async (tx, event) => {
    await assertTeamSetup(tx, event);
    const seat = await deviceSeat(tx, eventId, device);
    if (seat.teamId) throw new AppError("team_already_in", { name: seat.displayName });
    const team = await tx.team.create({ data: { eventId, code: await freeCode(tx, eventId) } });
    await tx.seat.update({ where: { id: seat.id }, data: { teamId: team.id } });
    return {
      result: { team: { id: team.id, code: team.code } },
      log: { type: "team.created", actor: `seat:${seat.id}`, payload: { teamId: team.id, seatIds: [seat.id] } },
    };
  });
}

/** A player enters a teammate's code and completes their team. */
export async function joinTeam(eventId: string, device: string, input: z.infer<typeof teamCodeInput>) {
  return writeEvent(eventId, async (tx, event) => {
    await assertTeamSetup(tx, event);
    const seat = await deviceSeat(tx, eventId, device);
    if (seat.teamId) throw new AppError("team_already_in", { name: seat.displayName });
    const team = await tx.team.findUnique({ where: { eventId_code: { eventId, code: input.code } } });
    if (!team) throw new AppError("team_code_unknown", { code: input.code });
    const members = await membersOf(tx, team.id);
    if (members.length >= TEAM_SIZE)
      throw new AppError("team_full", { names: teamName(members.map((m) => ({ name: m.displayName }))) });
    await tx.seat.update({ where: { id: seat.id }, data: { teamId: team.id } });
    return {
      result: { team: { id: team.id, code: team.code } },
      log: {
        type: "team.joined",
        actor: `seat:${seat.id}`,
        payload: { teamId: team.id, seatIds: [...members.map((m) => m.id), seat.id] },
      },
    };
  });
}

/** A player leaves their team; a team left empty is gone. */
export async function leaveTeam(eventId: string, device: string) {
  return writeEvent(eventId, async (tx, event) => {
    await assertTeamSetup(tx, event);
    const seat = await deviceSeat(tx, eventId, device);
    if (!seat.teamId) throw new AppError("team_not_in");
    await tx.seat.update({ where: { id: seat.id }, data: { teamId: null } });
    const left = await membersOf(tx, seat.teamId);
    if (!left.length) await tx.team.delete({ where: { id: seat.teamId } });
    return {
      result: { left: seat.teamId },
      log: { type: "team.left", actor: `seat:${seat.id}`, payload: { teamId: seat.teamId, seatId: seat.id } },
    };
  });
}

/** The organizer pairs two players without a team into one. */
export async function pairTeam(organizerId: string, eventId: string, input: z.infer<typeof pairInput>) {
  return writeEvent(eventId, async (tx, event) => {
    await assertTeamSetup(tx, event);
    const [a, b] = input.seatIds;
    if (a === b) throw new AppError("team_same_seat");
    const seats = await tx.seat.findMany({ where: { eventId, id: { in: [a, b] } }, orderBy: { position: "asc" } });
    if (seats.length !== 2) throw new AppError("team_seat_unknown");
    for (const s of seats) if (s.teamId) throw new AppError("team_already_in", { name: s.displayName });
    const team = await tx.team.create({ data: { eventId, code: await freeCode(tx, eventId) } });
    await tx.seat.updateMany({ where: { id: { in: [a, b] } }, data: { teamId: team.id } });
    return {
      result: { team: { id: team.id, code: team.code } },
      log: {
        type: "team.paired",
        actor: `organizer:${organizerId}`,
        payload: { teamId: team.id, seatIds: seats.map((s) => s.id) },
      },
    };
  });
}

/** The organizer breaks a team up; its players are without a team again. */
export async function splitTeam(organizerId: string, eventId: string, input: z.infer<typeof splitInput>) {
  return writeEvent(eventId, async (tx, event) => {
    await assertTeamSetup(tx, event);
    const team = await tx.team.findUnique({ where: { id: input.teamId } });
    if (!team || team.eventId !== eventId) throw new AppError("not_found");
    const members = await membersOf(tx, team.id);
    await tx.seat.updateMany({ where: { teamId: team.id }, data: { teamId: null } });
    await tx.team.delete({ where: { id: team.id } });
    return {
      result: { split: team.id },
      log: {
        type: "team.split",
        actor: `organizer:${organizerId}`,
        payload: { teamId: team.id, seatIds: members.map((m) => m.id) },
      },
    };
  });
}

/** Every team of the event with its members, in seat order; codes for the organizer, or for the
 * members of the team whose seat is `viewer` (nobody else needs them). */
export async function teamsOf(
  eventId: string,
  viewer: { organizer: true } | { seatId: string | null },
  client: Tx | ReturnType<typeof db> = db(),
): Promise<TeamView[]> {
  const teams = await client.team.findMany({
    where: { eventId },
    include: { members: { orderBy: { position: "asc" }, select: { id: true, displayName: true, position: true } } },
  });
  return teams
    .filter((t) => t.members.length > 0)
    .map((t) => ({
      id: t.id,
      code:
        "organizer" in viewer || t.members.some((m) => m.id === (viewer as { seatId: string | null }).seatId)
          ? t.code
          : null,
      members: t.members.map((m) => ({ seatId: m.id, name: m.displayName })),
      number: t.members[0]!.position,
    }))
    .sort((x, y) => x.number - y.number);
}

/** A phone's team request: start a team, or join a teammate's by its code. */
export const teamInput = z.discriminatedUnion("op", [
  z.object({ op: z.literal("create") }),
  z.object({ op: z.literal("join"), code: teamCodeInput.shape.code }),
]);
/** The organizer's: pair two players, or split a team. */
export const organizerTeamInput = z.discriminatedUnion("op", [
  z.object({ op: z.literal("pair"), seatIds: pairInput.shape.seatIds }),
  z.object({ op: z.literal("split"), teamId: splitInput.shape.teamId }),
]);

export const teamRequest = (eventId: string, device: string, input: z.infer<typeof teamInput>) =>
  input.op === "create" ? createTeam(eventId, device) : joinTeam(eventId, device, { code: input.code });

export async function organizerTeamRequest(
  organizerId: string,
  eventId: string,
  input: z.infer<typeof organizerTeamInput>,
): Promise<{ seq: number; team?: { id: string; code: string }; split?: string }> {
  if (input.op === "pair") return pairTeam(organizerId, eventId, { seatIds: input.seatIds });
  return splitTeam(organizerId, eventId, { teamId: input.teamId });
}

/** The phone's view: the event's teams (codes only of one's own) and which is the player's. */
export async function myTeam(eventId: string, device: string | null) {
  const seat = await seatOfDevice(eventId, device);
  if (!seat) throw new AppError("not_seated");
  const event = await db().event.findUniqueOrThrow({ where: { id: eventId }, select: { mode: true } });
  if (event.mode !== "2v2") throw new AppError("not_a_team_event");
  const teams = await teamsOf(eventId, { seatId: seat.id });
  return { seatId: seat.id, team: teams.find((t) => t.members.some((m) => m.seatId === seat.id)) ?? null, teams };
}

/** The organizer's console: the teams (with codes) and every seat in seat order. */
export async function organizerTeams(eventId: string) {
  const [teams, seats] = await Promise.all([
    teamsOf(eventId, { organizer: true }),
    db().seat.findMany({ where: { eventId }, orderBy: { position: "asc" }, select: { id: true, displayName: true } }),
  ]);
  return { teams, seats: seats.map((s) => ({ id: s.id, name: s.displayName })) };
}
