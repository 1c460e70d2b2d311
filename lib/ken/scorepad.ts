// Writing a Ken il Guerriero match's Punti Ordine scorepad: every change (points with a reason, a
// phase, who starts, the end, an undo) is an entry of the event's log through the write kernel
// (lib/events/write.ts: the event row's lock, the actor's idempotency key, the stale check on the
// scorepad's own sequence), announced on the event channel, so the opponent's phone, the projector
// and the organizer's console follow over the tournament stream. The match's result comes from the
// scorepad: once it is decided the match is reported (the opponent confirms or disputes, as for a
// paper report); an undo of the deciding change withdraws that report.
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  foldScorepad,
  KEN_SCORE_COLOURS,
  KEN_SCORE_REASONS,
  refuseOp,
  shownGame,
  type ScoreOp,
  type ScorepadState,
} from "@/engine/ken";
import type { BestOf } from "@/engine/tournament";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { idempotencyScope, writeEventCommand, type LogEntry } from "@/lib/events/write";
import { seatOfDevice } from "@/lib/events/seats";
import { kenEndOf } from "@/lib/ken/end-condition";
import { SCORE_ENTRY, scoreEntries, scorepadView, type ScorepadView } from "@/lib/ken/scorepad-read";
import { KEN_GAME } from "@/lib/ken/card-lists";
import { dbNow } from "@/lib/tournament/clock";
import { seatAt, seatsInclude } from "@/lib/tournament/seats";

const side = z.enum(["a", "b"]);
export const scoreOpInput = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("points"),
    seat: side,
    colour: z.enum(KEN_SCORE_COLOURS),
    delta: z
      .number()
      .int()
      .min(-999)
      .max(999)
      .refine((n) => n !== 0, "delta: 0 changes nothing"),
    reason: z.enum(KEN_SCORE_REASONS),
  }),
  z.object({ op: z.literal("advance"), draws: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional() }),
  z.object({ op: z.literal("first"), seat: side }),
  z.object({ op: z.literal("end"), winner: z.enum(["a", "b", "draw"]).optional() }),
  // A player ran out of their Futuro: they lose the game, whatever the end condition (engine/ken ScoreOp).
  z.object({ op: z.literal("futuro"), seat: side }),
  z.object({ op: z.literal("undo") }),
]);
export const scoreInput = z.object({
  op: scoreOpInput,
  /** The scorepad's seq the client saw. */
  seen: z.number().int().min(0),
  idempotencyKey: z.string().min(8).max(80),
});

export type Writer = { device: string } | { organizerId: string };

interface Loaded {
  actor: string;
  seatId: string | null;
  match: { id: string; status: string; seatAId: string; seatBId: string | null; report: unknown };
  bestOf: BestOf;
  end: ReturnType<typeof kenEndOf>;
  state: ScorepadState;
  entries: Awaited<ReturnType<typeof scoreEntries>> extends Map<string, infer L> ? L : never;
}

async function load(tx: Tx, eventId: string, matchId: string, who: Writer): Promise<Loaded> {
  const match = await tx.match.findUnique({
    where: { id: matchId },
    select: {
      id: true,
      status: true,
      seats: seatsInclude,
      report: true,
      tournament: {
        select: { eventId: true, bestOf: true, event: { select: { game: true, settings: true, organizerId: true } } },
      },
    },
  });
  if (!match || match.tournament.eventId !== eventId) throw new AppError("match_not_found");
  const { tournament, seats, ...rest } = match;
  // The scorepad is a duel's: seat A at place 0, seat B at place 1 (none for a bye).
  const row = { ...rest, seatAId: seatAt({ seats }, 0)!, seatBId: seatAt({ seats }, 1) };
  if (tournament.event.game !== KEN_GAME) throw new AppError("not_a_ken_event");
  let actor: string, seatId: string | null;
  if ("organizerId" in who) {
    if (tournament.event.organizerId !== who.organizerId) throw new AppError("forbidden");
    actor = `organizer:${who.organizerId}`;
    seatId = null;
  } else {
    const seat = await seatOfDevice(eventId, who.device, tx);
    if (!seat) throw new AppError("not_seated");
    actor = `seat:${seat.id}`;
    seatId = seat.id;
  }
  const end = kenEndOf((tournament.event.settings as { end?: unknown }).end);
  const bestOf = (tournament.bestOf === 1 ? 1 : 3) as BestOf;
  const entries = (await scoreEntries(tx, eventId, matchId)).get(matchId) ?? [];
  return { actor, seatId, match: row, bestOf, end, entries, state: foldScorepad(entries, end, bestOf) };
}

const view = (l: Loaded, entries = l.entries) => scorepadView(l.match.id, entries, l.end, l.bestOf);

/** One change to the scorepad by a player of the match or the event's organizer (a correction). */
export async function writeScore(
  eventId: string,
  matchId: string,
  who: Writer,
  input: z.infer<typeof scoreInput>,
  at?: Date,
): Promise<{ scorepad: ScorepadView; duplicate: boolean; seq: number }> {
  // The database's clock (a time limit counts from the game's first entry, stamped by it), so every
  // instance agrees; a test may pass its own.
  let now = at ?? new Date();
  return writeEventCommand<Loaded, { scorepad: ScorepadView; duplicate: boolean }>(eventId, {
    key: idempotencyScope(matchId, input.idempotencyKey),
    load: async (tx) => {
      if (!at) now = new Date(await dbNow(tx));
      return load(tx, eventId, matchId, who);
    },
    retried: (_tx, _e, l) => ({ scorepad: view(l), duplicate: true }),
    admit: (_tx, _e, l) => {
      if (l.seatId && l.match.seatAId !== l.seatId && l.match.seatBId !== l.seatId)
        throw new AppError("match_not_yours");
      // A confirmed result changes only through the organizer's correction of the result.
      if (!["scheduled", "reported", "disputed"].includes(l.match.status) || !l.match.seatBId)
        throw new AppError("ken_scorepad_not_running");
      const op = input.op.op === "undo" ? { op: "undo" as const, target: 0 } : input.op;
      const refusal = refuseOp(l.state, l.end, op, l.actor, now);
      if (refusal === "ken_undo_not_yours")
        throw new AppError(refusal, { author: authorName(l, l.state.undoable!.actor) });
      if (refusal === "ken_game_not_over") throw new AppError(refusal, notOverParams(l));
      if (refusal === "ken_ocra_below_zero" && input.op.op === "points")
        throw new AppError(refusal, { have: shownGame(l.state).points[input.op.seat].ocra, take: -input.op.delta });
      if (refusal === "ken_reason_mismatch" && input.op.op === "points")
        throw new AppError(refusal, { reason: input.op.reason });
      if (refusal) throw new AppError(refusal);
    },
    stale: (_tx, _e, l) =>
      input.seen !== l.state.seq ? new AppError("ken_scorepad_stale", {}, { scorepad: view(l) }) : null,
    reduce: async (tx, _e, l) => {
      const op: ScoreOp = input.op.op === "undo" ? { op: "undo", target: l.state.undoable!.n } : input.op;
      const n = l.state.seq + 1;
      const entry = { n, actor: l.actor, at: now.toISOString(), op };
      const entries = [...l.entries, entry];
      const after = foldScorepad(entries, l.end, l.bestOf);
      const log: LogEntry[] = [
        { type: SCORE_ENTRY, actor: l.actor, payload: { matchId, n, game: shownGame(l.state).game, op } },
      ];
      if (after.result && !l.state.result) {
        // Decided on the scorepad: reported by whoever wrote the deciding change, for the other to confirm.
        await tx.match.update({
          where: { id: matchId },
          data: {
            status: "reported",
            // The match's report awaiting the other side's confirmation (lib/tournament/results.ts).
            report: { points: after.result, confirmedBy: [] },
            reportedBy: l.seatId,
            reportedAt: now,
            disputedBy: null,
            disputedAt: null,
            version: { increment: 1 },
          },
        });
        log.push({
          type: "match.reported",
          actor: l.actor,
          payload: {
            matchId,
            games: after.result,
            previous: (l.match.report as object) ?? null,
            from: "scorepad",
          },
        });
      } else if (!after.result && l.state.result && l.match.status !== "scheduled") {
        await tx.match.update({
          where: { id: matchId },
          data: {
            status: "scheduled",
            report: Prisma.DbNull,
            reportedBy: null,
            reportedAt: null,
            version: { increment: 1 },
          },
        });
        log.push({
          type: "match.report_withdrawn",
          actor: l.actor,
          payload: { matchId, games: l.state.result, from: "scorepad" },
        });
      }
      return { result: { scorepad: view(l, entries), duplicate: false }, entries: log };
    },
  });
}

/** Who wrote the change an undo would take back, for the refusal: the organizer, or the player's seat. */
function authorName(l: Loaded, actor: string) {
  if (actor.startsWith("organizer:")) return "organizer";
  return actor === `seat:${l.match.seatAId}` ? "a" : "b";
}

/** What the event's end condition needs, for the refusal (messages/*.json: ken_game_not_over). */
const notOverParams = (l: Loaded): Record<string, string | number> => ({
  kind: l.end.kind,
  points: l.end.kind === "target" ? l.end.points : 0,
  turns: l.end.kind === "turns" ? l.end.turns : 0,
  minutes: l.end.kind === "time" ? l.end.minutes : 0,
});
