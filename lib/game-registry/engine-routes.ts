// The engine-game routes, mounted once for every kind (app/api/games/[kind]/[gameId]/…): the kind in the
// URL is a game id, its module's engine answers (lib/engine-games/routes.ts defines what each route does).
// An unknown kind, or a game without an engine, goes through the same pipeline (its audience's checks
// first) to a game that is not found.
import { AppError } from "@/lib/errors";
import { engineGameRoutes, type GameEndpoints } from "@/lib/engine-games/routes";
import { engineServerOf } from "@/lib/game-registry/modules";
import { route } from "@/lib/http/route";

type Handler = ReturnType<typeof route>;
type Name = keyof ReturnType<typeof engineGameRoutes>;

const notFound = (): never => {
  throw new AppError("game_not_found");
};

const NO_ENGINE: GameEndpoints = {
  act: async () => notFound(),
  viewerOf: async () => notFound(),
  stream: notFound,
  log: async () => notFound(),
  logFile: "game",
  replay: async () => notFound(),
  botsDue: () => {},
};

const mount = (endpoints: GameEndpoints): Record<Name, Handler> => {
  const specs = engineGameRoutes(endpoints);
  return {
    act: route(specs.act),
    undo: route(specs.undo),
    judgeUndo: route(specs.judgeUndo),
    stream: route(specs.stream),
    log: route(specs.log),
    replay: route(specs.replay),
  };
};

/** The specs every kind's routes are made of (the same for each: a kind differs only in its endpoints). */
export const KIND_ROUTE_SPECS = engineGameRoutes(NO_ENGINE);

const unknownKind = mount(NO_ENGINE);
const mounted = new Map<string, Record<Name, Handler>>();

async function handlersOf(kind: unknown): Promise<Record<Name, Handler>> {
  if (typeof kind !== "string") return unknownKind;
  const known = mounted.get(kind);
  if (known) return known;
  const server = await engineServerOf(kind);
  if (!server) return unknownKind;
  const handlers = mount(server.endpoints);
  mounted.set(kind, handlers);
  return handlers;
}

/** One of the engine-game routes, for whichever kind the URL names. */
export function kindRoute(name: Name): Handler {
  return async (req, nextCtx) => {
    const { kind } = (await nextCtx.params) as { kind?: unknown };
    return (await handlersOf(kind))[name](req, nextCtx);
  };
}
