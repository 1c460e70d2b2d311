// A game's own HTTP endpoints as one table (lib/game-registry/routes.ts lists the tables), mounted
// once under /api/<game>/… by app/api/[game]/[...path] (lib/http/route.ts mountGameRoutes) and, for
// the entries marked `fast`, by the app server's fast lane (lib/http/fast-lane.ts). This finds a
// request's entry and its path parameters; the route pipeline (lib/http/run-route.ts) does the rest,
// exactly as for a route of its own folder.
import { AppError } from "@/lib/errors";
import type { RouteSpec } from "@/lib/http/route-core";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

/** Any route definition: a table mixes audiences, inputs and answers (each checked where defined). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteSpec = RouteSpec<any, any, any, any>;

export interface RouteEntry extends Partial<Record<Method, AnyRouteSpec>> {
  /** Served by the app server's fast lane too (node:http, no Next.js: a bid's hot path). The lane
   * decodes no next-auth session: true, or which requests it serves (the others go to Next.js). */
  fast?: true | ((query: URLSearchParams) => boolean);
}

/** A game's endpoints by path pattern relative to /api/<game>/: "events/[eventId]/cards". Define each spec
 * apart (a const): written inside the table, its context (any audience) would untype ctx.organizer. */
export type RouteTable = Readonly<Record<string, RouteEntry>>;

type Segment = { literal: string } | { param: string };

interface Compiled {
  pattern: string;
  segments: Segment[];
  entry: RouteEntry;
}

/** A table ready to match, its patterns checked: a literal segment wins over a parameter at the
 * same place ("decks/lock" before "decks/[deckId]"). */
export type CompiledTable = readonly Compiled[];

export interface Found {
  pattern: string;
  entry: RouteEntry;
  params: Record<string, string>;
}

const PARAM = /^\[(\w+)\]$/;
const LITERAL = /^[a-z0-9][a-z0-9-]*$/;

export function compileTable(table: RouteTable): CompiledTable {
  const compiled = Object.entries(table).map(([pattern, entry]) => {
    const segments = pattern.split("/").map((s): Segment => {
      const param = PARAM.exec(s)?.[1];
      if (param) return { param };
      if (!LITERAL.test(s)) throw new Error(`route pattern "${pattern}": bad segment "${s}"`);
      return { literal: s };
    });
    const names = segments.flatMap((s) => ("param" in s ? [s.param] : []));
    if (new Set(names).size !== names.length) throw new Error(`route pattern "${pattern}" repeats a parameter`);
    if (!METHODS.some((m) => entry[m])) throw new Error(`route pattern "${pattern}" has no method`);
    return { pattern, segments, entry };
  });
  const shape = (c: Compiled) => c.segments.map((s) => ("param" in s ? "[]" : s.literal)).join("/");
  const shapes = compiled.map(shape);
  const twin = shapes.find((s, i) => shapes.indexOf(s) !== i);
  if (twin) throw new Error(`two route patterns match the same paths: "${twin}"`);
  // Literals first, segment by segment: the first match is the most specific.
  const rank = (c: Compiled) => c.segments.map((s) => ("param" in s ? "1" : "0")).join("");
  return compiled.sort((a, b) => rank(a).localeCompare(rank(b)));
}

/** The entry whose pattern matches the path's segments (as the server decoded them), with its
 * parameters; null when none does. */
export function matchPath(table: CompiledTable, path: readonly string[]): Found | null {
  next: for (const c of table) {
    if (c.segments.length !== path.length) continue;
    const params: Record<string, string> = {};
    for (let i = 0; i < path.length; i++) {
      const s = c.segments[i]!;
      if ("param" in s) {
        if (path[i] === "") continue next;
        params[s.param] = path[i]!;
      } else if (s.literal !== path[i]) continue next;
    }
    return { pattern: c.pattern, entry: c.entry, params };
  }
  return null;
}

/** The methods an entry answers, as the Allow header lists them. */
export const allowed = (entry: RouteEntry): Method[] => METHODS.filter((m) => entry[m]);

export type Dispatched =
  { spec: AnyRouteSpec; params: Record<string, string> } | { error: AppError; headers: Record<string, string> };

/** The route a request to /api/<game>/<path…> runs: 404 api_not_found for a game without
 * endpoints or a path no pattern matches, 405 method_not_allowed (with Allow) for a method the
 * path does not answer. */
export function dispatch(
  tables: ReadonlyMap<string, CompiledTable>,
  game: string,
  path: readonly string[],
  method: Method,
): Dispatched {
  const table = tables.get(game);
  const found = table ? matchPath(table, path) : null;
  if (!found) return { error: new AppError("api_not_found"), headers: {} };
  const spec = found.entry[method];
  if (!spec) {
    const allow = allowed(found.entry).join(", ");
    return { error: new AppError("method_not_allowed", { method, allow }), headers: { allow } };
  }
  return { spec, params: found.params };
}

/** Every game's table compiled once (a bad pattern fails at start-up, not on a request). */
export function compileTables(tables: Readonly<Record<string, RouteTable>>): ReadonlyMap<string, CompiledTable> {
  return new Map(Object.entries(tables).map(([game, table]) => [game, compileTable(table)]));
}
