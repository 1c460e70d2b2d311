// Path parameters, typed once for every route spec (`params: matchParams` → ctx.params.matchId).
// An id is any clean text (the pipeline refuses control characters and lone surrogates with 400
// invalid_path): an id that names nothing is the lib's 404, as it always was.
import { z } from "zod";

export const id = z.string();

export const eventParams = z.object({ eventId: id });
export const matchParams = z.object({ eventId: id, matchId: id });
export const seatParams = z.object({ eventId: id, seatId: id });
export const gameParams = z.object({ gameId: id });
/** An engine game under its kind (app/api/games/[kind]/[gameId]/…: the mount reads the kind). */
export const kindGameParams = z.object({ kind: id, gameId: id });
export const cardSetParams = z.object({ setId: id });
