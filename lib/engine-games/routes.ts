// The HTTP endpoints of every engine game, defined once and mounted once for every kind
// (app/api/games/[kind]/[gameId]/…, lib/game-registry/engine-routes.ts): a seat's action, the live stream
// per viewer, the organizer's log export and replay. A kind says only which of its functions answer
// (its module's engine: lib/game-registry/engine-server.ts).
import { z } from "zod";
import { actInput, type ActAnswer, type ActInput } from "@/lib/engine-games/act";
import { judgeUndoInput, undoInput, type JudgeUndoInput, type UndoInput } from "@/lib/engine-games/undo";
import { AppError } from "@/lib/errors";
import type { ViewAs, Viewing } from "@/lib/engine-games/access";
import type { StreamOpts } from "@/lib/engine-games/hub";
import { MAX_SEQ, resumeId } from "@/lib/http/input-rule";
import { kindGameParams } from "@/lib/http/params";
import { defineRoute } from "@/lib/http/route-core";
import type { SseReply } from "@/lib/http/sse-reply";

export interface GameEndpoints {
  act(gameId: string, device: string, input: ActInput): Promise<ActAnswer>;
  /** A seat's undo request or answer, and the organizer's undo (kinds whose engine allows it). */
  undo?(gameId: string, device: string, input: UndoInput): Promise<ActAnswer>;
  judgeUndo?(gameId: string, organizerId: string, input: JudgeUndoInput): Promise<ActAnswer>;
  viewerOf(gameId: string, as: ViewAs, device: string | null, organizerId: string | null): Promise<Viewing>;
  stream(opts: StreamOpts): SseReply;
  log(gameId: string, organizerId: string): Promise<{ gameId: string }>;
  /** The export's file name before "-<gameId>.json". */
  logFile: string;
  replay(gameId: string, organizerId: string, step: number): Promise<unknown>;
  /** Starts the game's bots in the background if one has a move nobody made (lib/engine-games/bots.ts). */
  botsDue(gameId: string): void;
}

export function engineGameRoutes(game: GameEndpoints) {
  return {
    // The player is whoever holds this device's seat in the game; the body only says what they do.
    act: defineRoute({
      audience: "device",
      params: kindGameParams,
      input: actInput,
      handle: (ctx, input) => game.act(ctx.params.gameId, ctx.device, input),
    }),

    // A seat asks to take back its last action, or answers another side's request: the seat is the device's.
    undo: defineRoute({
      audience: "device",
      params: kindGameParams,
      input: undoInput,
      handle: (ctx, input) => {
        if (!game.undo) throw new AppError("undo_not_supported");
        return game.undo(ctx.params.gameId, ctx.device, input);
      },
    }),

    // The organizer (the judge's view) takes back the last action without asking anyone; logged as theirs.
    judgeUndo: defineRoute({
      audience: "organizer",
      params: kindGameParams,
      input: judgeUndoInput,
      handle: (ctx, input) => {
        if (!game.judgeUndo) throw new AppError("undo_not_supported");
        return game.judgeUndo(ctx.params.gameId, ctx.organizer.id, input);
      },
    }),

    // player: the device's own projection with its legal actions; spectator: public information only;
    // judge: everything, read-only, for the event's organizer.
    stream: defineRoute({
      audience: "public",
      params: kindGameParams,
      from: "query",
      input: z.object({
        as: z.enum(["player", "spectator", "judge"]),
        lastEventId: z.coerce.number().int().min(0).max(MAX_SEQ).optional(),
      }),
      handle: async (ctx, { as, lastEventId }) => {
        const gameId = ctx.params.gameId;
        const { viewer, seat } = await game.viewerOf(gameId, as, ctx.device, ctx.organizer?.id ?? null);
        // A page opening (or reconnecting to) a game whose bots an instance died before moving: they move now,
        // before the sweep would find them.
        game.botsDue(gameId);
        const resume = resumeId(ctx.header("last-event-id"), lastEventId);
        return game.stream({ gameId, viewer, seat, lastEventId: resume });
      },
    }),

    // The organizer's export of a game's whole log (seed, decks or options, every action and its events).
    log: defineRoute({
      audience: "organizer",
      params: kindGameParams,
      handle: async (ctx) => {
        const log = await game.log(ctx.params.gameId, ctx.organizer.id);
        return new Response(JSON.stringify(log, null, 2), {
          headers: {
            "content-type": "application/json",
            "content-disposition": `attachment; filename="${game.logFile}-${log.gameId}.json"`,
          },
        });
      },
    }),

    // The organizer's replay viewer: the judge's view after step N of the game's log.
    replay: defineRoute({
      audience: "organizer",
      params: kindGameParams,
      from: "query",
      input: z.object({ step: z.coerce.number().int().min(1).max(1_000_000) }),
      handle: (ctx, { step }) => game.replay(ctx.params.gameId, ctx.organizer.id, step),
    }),
  };
}
