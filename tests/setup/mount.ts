// A game's endpoint as route tests call it: through the one mount, app/api/[game]/[...path]
// (lib/http/route.ts mountGameRoutes), with the same `ctx({ eventId })` a route of its own folder
// took. Import it after the test's vi.mock calls (await import), as the routes themselves.
//   const cardsRoute = mounted("ken", "events/[eventId]/cards");
//   await cardsRoute.PUT(req("PUT", body), ctx({ eventId }));
import * as mount from "@/app/api/[game]/[...path]/route";
import { METHODS, type Method } from "@/lib/http/route-table";

type Ctx = { params: Promise<Record<string, string>> };
type Handler = (req: Request, ctx?: Ctx) => Promise<Response>;

export function mounted(game: string, pattern: string): Record<Method, Handler> {
  const handler =
    (method: Method): Handler =>
    async (req, ctx) => {
      const values = (await ctx?.params) ?? {};
      const path = pattern.split("/").map((s) => {
        const name = /^\[(\w+)\]$/.exec(s)?.[1];
        if (!name) return s;
        const value = values[name];
        if (value === undefined) throw new Error(`no value for [${name}] of ${pattern}`);
        return value;
      });
      return mount[method](req, { params: Promise.resolve({ game, path }) });
    };
  return Object.fromEntries(METHODS.map((m) => [m, handler(m)])) as Record<Method, Handler>;
}
