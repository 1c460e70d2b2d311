// Who is looking at an engine game, and its whole log for the organizer, for every kind (a
// Kartomantik game, an Incantesium challenge): a seat of the game (by device), the event's
// organizer (judge), or anyone else (spectator: public information only).
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";
import type { GameKind, GameViewer, OrganizerGame } from "@/lib/engine-games/kind";
import type { HeldSeat } from "@/lib/realtime/presence";

export type ViewAs = "player" | "spectator" | "judge";

/** Who a stream projects for; a player's also with the seat its device held when it opened (the stream lasts as long as
 * the device holds it: lib/realtime/presence.ts). */
export interface Viewing {
  viewer: GameViewer;
  seat: HeldSeat | null;
}

/** The viewer a stream projects for. `botSeats`: whether a device whose seat the bot plays still
 * watches it as that seat (Kartomantik) or is refused (Incantesium). */
export async function viewerIn(
  kind: GameKind,
  botSeats: "watch" | "refuse",
  gameId: string,
  as: ViewAs,
  device: string | null,
  organizerId: string | null,
): Promise<Viewing> {
  const game = await kind.seats(db()).findUnique({
    where: { id: gameId },
    select: { eventId: true, seatIds: true, bots: true, event: { select: { organizerId: true } } },
  });
  if (!game) throw new AppError(kind.codes.notFound);
  if (as === "judge") {
    if (!organizerId) throw new AppError("unauthenticated");
    if (game.event.organizerId !== organizerId) throw new AppError("forbidden");
    return { viewer: "judge", seat: null };
  }
  if (as === "spectator") return { viewer: "spectator", seat: null };
  const seat = await seatOfDevice(game.eventId, device);
  const at = seat ? game.seatIds.indexOf(seat.id) : -1;
  if (!seat?.deviceKeyHash || at < 0 || (botSeats === "refuse" && game.bots[at]))
    throw new AppError(kind.codes.notYours);
  return { viewer: at, seat: { eventId: game.eventId, id: seat.id, deviceKeyHash: seat.deviceKeyHash } };
}

/** The game with its whole log, for its event's organizer only. */
export async function organizerGame<K extends string>(
  kind: GameKind<K>,
  gameId: string,
  organizerId: string,
): Promise<OrganizerGame & Record<K, unknown>> {
  const game = await kind.logs(db()).findUnique({
    where: { id: gameId },
    include: { event: { select: { organizerId: true } }, actions: { orderBy: { seq: "asc" } } },
  });
  if (!game) throw new AppError(kind.codes.notFound);
  if (game.event.organizerId !== organizerId) throw new AppError("forbidden");
  return game;
}

/** The whole log of a game (the organizer's export): config, every action with its events. */
export async function gameLogIn<K extends string>(kind: GameKind<K>, gameId: string, organizerId: string) {
  const game = await organizerGame(kind, gameId, organizerId);
  return {
    gameId: game.id,
    eventId: game.eventId,
    matchId: game.matchId,
    ...({ [kind.exportColumn]: game[kind.exportColumn] } as Record<K, unknown>),
    seatIds: game.seatIds,
    bots: game.bots,
    status: game.status,
    result: game.result,
    config: game.config,
    actions: game.actions.map((a) => ({
      seq: a.seq,
      actor: a.actor,
      action: a.action,
      events: a.events,
      at: a.createdAt.toISOString(),
    })),
  };
}
