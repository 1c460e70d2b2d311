// The values of the text columns that hold a state or a kind, in one place: PostgreSQL and Prisma keep them
// as text (adding a value needs no migration), the code reads them through these unions.
export type { MatchStatus, MatchKind } from "@/engine/tournament";
export type { EventMode } from "@/lib/events/modes";

/** Event.status: seats join while it is in setup; a draft or the tournament runs; all decided. */
export const EVENT_STATUSES = ["setup", "running", "finished"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Tournament.status, and the status of a game played on the app (EngineGame, IncGame). */
export type RunStatus = "running" | "finished";

/** Draft.status. */
export type DraftStatus = "running" | "paused" | "finished";

/** Where a confirmed game came from (Game.source, Match.source). */
export type GameSource = "paper" | "engine" | "organizer";

/** An event's state as the code reads it (an unknown value is a damaged row: read as setup). */
export const eventStatusOf = (status: string): EventStatus =>
  (EVENT_STATUSES as readonly string[]).includes(status) ? (status as EventStatus) : "setup";
