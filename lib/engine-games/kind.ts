// What the engine-agnostic game path (lib/engine-games/) needs to know of one kind of engine game
// (a Kartomantik game: EngineGame; an Incantesium challenge: IncGame): its NOTIFY channel, its
// typed error codes, and how its rows are reached. Each kind keeps a table of its own (see
// lib/incantesium/play.ts for why); the shared code only ever touches the columns they have alike.
import type { Tx } from "@/lib/db/client";
import type { ErrorCode } from "@/lib/errors";
import type { GameTables } from "@/lib/engine-games/append";

/** Who is looking at a game: an engine seat, a spectator (public information) or the judge. */
export type GameViewer = number | "spectator" | "judge";

// Prisma's delegates are generic per `select`, and a generic method is not assignable to an
// overloaded one: each use below names the one shape it reads, and a kind hands the same delegate
// to each (lib/kartomantik/games/kind.ts).
type Json = unknown;
type KeyOfActor = { gameId_actor_idempotencyKey: { gameId: string; actor: string; idempotencyKey: string } };

/** The game row as viewerOf reads it: who sits where, and whose event it is. */
export interface SeatsTable {
  findUnique(args: {
    where: { id: string };
    select: { eventId: true; seatIds: true; bots: true; event: { select: { organizerId: true } } };
  }): PromiseLike<{ eventId: string; seatIds: string[]; bots: string[]; event: { organizerId: string } } | null>;
}

/** The whole game with its log, for its organizer (export, replay). K: the kind's own column the
 * export shows after matchId. */
export interface LogTable<K extends string> {
  findUnique(args: {
    where: { id: string };
    include: { event: { select: { organizerId: true } }; actions: { orderBy: { seq: "asc" } } };
  }): PromiseLike<(OrganizerGame & Record<K, Json>) | null>;
}

export type OrganizerGame = {
  id: string;
  eventId: string;
  matchId: string | null;
  seatIds: string[];
  bots: string[];
  status: string;
  result: Json;
  config: Json;
  event: { organizerId: string };
  actions: { seq: number; actor: string; action: Json; events: Json; createdAt: Date }[];
};

/** The game's log entries. */
export interface ActionsTable {
  findUnique(args: { where: KeyOfActor; select: { seq: true } }): PromiseLike<{ seq: number } | null>;
  findMany(args: {
    where: { gameId: string; seq: { gt: number; lte: number } };
    orderBy: { seq: "asc" };
    select: { seq: true; actor: true; action: true; events: true };
  }): PromiseLike<{ seq: number; actor: string; action: Json; events: Json }[]>;
  createMany(args: {
    data: {
      gameId: string;
      seq: number;
      actor: string;
      action: object;
      events: object[];
      idempotencyKey: string | null;
    }[];
  }): PromiseLike<unknown>;
}

export interface GameKind<K extends string = string> {
  /** The NOTIFY channel of its writes (lib/write/notify.ts). */
  channel: string;
  /** Its hub's name in the logs. */
  label: string;
  codes: { notFound: ErrorCode; notYours: ErrorCode; refused: ErrorCode; stale: ErrorCode };
  /** The kind's own column of the organizer's export ("game": the match's game number; "mode"). */
  exportColumn: K;
  /** Where its rows and entries are (the write's one statement: lib/engine-games/append.ts). */
  tables: GameTables;
  seats(client: Tx): SeatsTable;
  logs(client: Tx): LogTable<K>;
  actions(client: Tx): ActionsTable;
}
