// The round clock: the organizer starts, pauses, resumes and extends a timer for the
// round being played; phones, console and projector show it from the tournament view. The server
// computes and stores the deadline with the database's clock (one clock for every instance), so a
// reload or a restart shows the same time left. At zero nothing is recorded: the console lists the
// matches still without a result and the organizer decides.
import { z } from "zod";
import type { MatchKind } from "@/engine/tournament";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeEvent } from "@/lib/events/write";
import { ROUND_CLOCK_SECONDS, type RoundClockView, type RoundRef } from "@/lib/tournament/shape";

const seconds = z.number().int().min(ROUND_CLOCK_SECONDS.min).max(ROUND_CLOCK_SECONDS.max);
export const clockInput = z.discriminatedUnion("op", [
  z.object({ op: z.literal("start"), seconds }),
  z.object({ op: z.literal("pause") }),
  z.object({ op: z.literal("resume") }),
  z.object({ op: z.literal("extend"), seconds }),
]);
export type ClockInput = z.infer<typeof clockInput>;
const LOGGED = { start: "started", pause: "paused", resume: "resumed", extend: "extended" } as const;

export interface ClockRow {
  clockStage: number | null;
  clockRound: number | null;
  clockEndsAt: Date | null;
  clockLeftMs: number | null;
}

/** The database's clock now (the transaction's own statement time, not its start). */
export async function dbNow(tx: Tx): Promise<number> {
  const rows = await tx.$queryRaw<{ now: Date }[]>`SELECT clock_timestamp() AS now`;
  return rows[0]!.now.getTime();
}

/** The clock of the round being played, as the view shows it; a clock left from a finished round is none. */
export function clockView(row: ClockRow, current: RoundRef | null, now: number): RoundClockView | null {
  if (!current || row.clockStage !== current.stage || row.clockRound !== current.round) return null;
  if (row.clockEndsAt === null && row.clockLeftMs === null) return null;
  return {
    kind: current.kind,
    stage: current.stage,
    round: current.round,
    endsAt: row.clockEndsAt?.getTime() ?? null,
    leftMs: row.clockEndsAt ? null : row.clockLeftMs,
    now,
  };
}

/** The first round with a match still waiting for a result (as the view's `current`). */
async function currentRound(tx: Tx, tournamentId: string): Promise<RoundRef | null> {
  const open = await tx.match.findFirst({
    where: { tournamentId, status: { in: ["scheduled", "reported", "disputed"] } },
    orderBy: [{ stage: "asc" }, { round: "asc" }],
    select: { kind: true, stage: true, round: true },
  });
  return open ? { kind: open.kind as MatchKind, stage: open.stage, round: open.round } : null;
}

/** Applies one organizer command to the round clock, under the event's lock, as an entry of its log. */
export async function controlClock(organizerId: string, eventId: string, input: ClockInput) {
  return writeEvent(eventId, async (tx) => {
    const t = await tx.tournament.findUnique({
      where: { eventId },
      select: { id: true, clockStage: true, clockRound: true, clockEndsAt: true, clockLeftMs: true },
    });
    if (!t) throw new AppError("tournament_not_found");
    const current = await currentRound(tx, t.id);
    if (!current) throw new AppError("round_clock_no_round");
    const now = await dbNow(tx);
    const clock = clockView(t, current, now);
    let endsAt: number | null;
    let leftMs: number | null;
    switch (input.op) {
      case "start":
        [endsAt, leftMs] = [now + input.seconds * 1000, null];
        break;
      case "pause":
        if (clock?.endsAt == null || clock.endsAt <= now) throw new AppError("round_clock_not_running");
        [endsAt, leftMs] = [null, clock.endsAt - now];
        break;
      case "resume":
        if (clock?.leftMs == null) throw new AppError("round_clock_not_paused");
        [endsAt, leftMs] = [now + clock.leftMs, null];
        break;
      case "extend":
        if (!clock) throw new AppError("round_clock_none");
        // A clock already at zero gets the extra time from now, not from its old deadline.
        [endsAt, leftMs] =
          clock.endsAt !== null
            ? [Math.max(clock.endsAt, now) + input.seconds * 1000, null]
            : [null, clock.leftMs! + input.seconds * 1000];
        break;
    }
    await tx.tournament.update({
      where: { id: t.id },
      data: {
        clockStage: current.stage,
        clockRound: current.round,
        clockEndsAt: endsAt === null ? null : new Date(endsAt),
        clockLeftMs: leftMs,
      },
    });
    const state = { kind: current.kind, stage: current.stage, round: current.round, endsAt, leftMs, now };
    return {
      result: { clock: state },
      log: {
        type: `round_clock.${LOGGED[input.op]}`,
        actor: `organizer:${organizerId}`,
        payload: {
          ...state,
          seconds: "seconds" in input ? input.seconds : null,
          endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
        },
      },
    };
  });
}
