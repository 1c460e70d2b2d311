// A contract game as its pages and its organizer read it: the names at the table for a seat's page, the
// event's games for the organizer, and the replay (the judge's view after any step, from the row's config
// and the log: the engine is pure).
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { seatOfDevice } from "@/lib/events/seats";
import { isBotSeats } from "@/lib/engine-games/rules";
import { organizerGame } from "@/lib/engine-games/access";
import type { GameKind } from "@/lib/engine-games/kind";
import type { ContractConfig, ContractGame } from "@/lib/engine-games/contract/game";

/** Each seat's name at the table (a bot where nobody sits). */
export async function namesAtTable(eventId: string, seatIds: readonly string[], bots: readonly string[]) {
  const seats = await db().seat.findMany({
    where: { eventId, id: { in: seatIds.filter(Boolean) } },
    select: { id: true, displayName: true },
  });
  return namesAmong(seats, seatIds, bots);
}

const namesAmong = (
  seats: readonly { id: string; displayName: string }[],
  seatIds: readonly string[],
  bots: readonly string[],
) => seatIds.map((id, p) => seats.find((s) => s.id === id)?.displayName ?? (bots[p] ? `Bot ${p + 1}` : "?"));

/** The event's games of this kind, for its organizer (the event's seats read once). */
export async function contractGamesOf(game: ContractGame, eventId: string) {
  const [rows, seats] = await Promise.all([
    db().engineGame.findMany({
      where: { eventId, kind: game.id },
      orderBy: { createdAt: "asc" },
      select: { id: true, matchId: true, game: true, seatIds: true, bots: true, status: true, seq: true, result: true },
    }),
    db().seat.findMany({ where: { eventId }, select: { id: true, displayName: true } }),
  ]);
  return rows.map((r) => ({ ...r, names: namesAmong(seats, r.seatIds, r.bots) }));
}

/** What a seat's page needs first: its seat, the names at the table, the match it belongs to. */
export async function contractPageData(game: ContractGame, eventId: string, gameId: string, device: string | null) {
  const row = await db().engineGame.findUnique({
    where: { id: gameId, kind: game.id },
    select: { eventId: true, matchId: true, seatIds: true, bots: true },
  });
  if (!row || row.eventId !== eventId) throw new AppError("game_not_found");
  const seat = await seatOfDevice(eventId, device);
  const at = seat ? row.seatIds.indexOf(seat.id) : -1;
  if (at < 0) throw new AppError("game_not_yours");
  return { gameId, matchId: row.matchId, seat: at, names: await namesAtTable(eventId, row.seatIds, row.bots) };
}

/** What the organizer's page of a game needs: the names at the table (their event's games only). */
export async function contractOrganizerData(
  kind: GameKind<"game">,
  eventId: string,
  gameId: string,
  organizerId: string,
) {
  const row = await organizerGame(kind, gameId, organizerId);
  if (row.eventId !== eventId) throw new AppError("game_not_found");
  return { matchId: row.matchId, names: await namesAtTable(eventId, row.seatIds, row.bots) };
}

export interface ContractReplayStep {
  step: number;
  steps: number;
  actor: string;
  action: unknown;
  events: unknown[];
  view: unknown;
}

/** The log replayed up to `step` (1 = the start) from the row's config: the judge's view there. */
export async function contractReplay(
  game: ContractGame,
  kind: GameKind<"game">,
  gameId: string,
  organizerId: string,
  step: number,
): Promise<ContractReplayStep> {
  const row = await organizerGame(kind, gameId, organizerId);
  const config = row.config as unknown as ContractConfig;
  let state = game.engine.create(config);
  const steps = row.actions.length;
  const target = Math.min(Math.max(1, step), steps);
  let events: unknown[] = [];
  for (const entry of row.actions.slice(1, target)) {
    if (isBotSeats(entry.action)) continue;
    const applied = game.engine.apply(state, entry.action as { seat: number });
    if (!("state" in applied)) throw new Error(`replay of ${gameId} refused step ${entry.seq}: ${applied.code}`);
    state = applied.state;
    events = applied.events;
  }
  const at = row.actions[target - 1]!;
  return { step: target, steps, actor: at.actor, action: at.action, events, view: game.engine.viewFor(state, "judge") };
}
