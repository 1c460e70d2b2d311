// Every route under app/api names its path parameters with a zod schema whose keys are exactly
// the folder's [segments] (lib/http/params.ts), and every entry of a game's route table those of its
// pattern (lib/game-registry/routes.ts): a handler reads ctx.params.eventId typed, never `?? ""`, and
// a schema that forgot a segment would be 400 invalid_path on every request.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as params from "@/lib/http/params";
import { GAME_ROUTES } from "@/lib/game-registry/routes";
import { METHODS } from "@/lib/http/route-table";
import { KIND_ROUTE_SPECS } from "@/lib/game-registry/engine-routes";
import { GAME_MOUNT, apiRoutes } from "../run/routes";
import { readFileSync } from "node:fs";

const root = path.resolve(import.meta.dirname, "../..");
const schemas = params as unknown as Record<string, z.ZodObject>;
// Route specs defined once in lib/ and mounted by name (`export const GET = route(streamRoute)`).
const shared = {} as Record<string, { params?: z.ZodObject }>;
// The engine-game routes, mounted per kind (`export const POST = kindRoute("act")`).
const perKind = KIND_ROUTE_SPECS as unknown as Record<string, { params?: z.ZodObject }>;
const keysOf = (schema: z.ZodObject | undefined) => Object.keys(schema?.shape ?? {}).sort();

describe("route path parameters", () => {
  const all = apiRoutes(path.join(root, "app"));
  const mount = path.join("app", GAME_MOUNT.slice(1), "route.ts");
  const routes = all.filter((r) => !r.template.includes("[...") && r.file !== mount);

  it.each(routes.map((r) => [r.template, r] as const))("%s declares its parameters", (_, r) => {
    const text = readFileSync(path.join(root, r.file), "utf8");
    const inline = [...text.matchAll(/\broute\(\{[^]*?\n?\s*params: (\w+),/g)].map((m) => schemas[m[1]!]);
    const mounted = [...text.matchAll(/\broute\((\w+)\)/g)].map((m) => shared[m[1]!]?.params);
    const kinds = [...text.matchAll(/\bkindRoute\("(\w+)"\)/g)].map((m) => perKind[m[1]!]?.params);
    const specs = (text.match(/\broute\(/g)?.length ?? 0) + kinds.length;
    const declared = [...inline, ...mounted, ...kinds];
    if (r.params.length === 0) return expect(declared.filter(Boolean)).toEqual([]);
    expect(declared).toHaveLength(specs);
    for (const schema of declared) expect(keysOf(schema)).toEqual([...r.params].sort());
    expect(text).not.toMatch(/ctx\.params\.\w+ \?\?/);
  });

  const entries = Object.entries(GAME_ROUTES).flatMap(([game, table]) =>
    Object.entries(table).flatMap(([pattern, entry]) =>
      METHODS.flatMap((m) => (entry[m] ? [[`${m} /api/${game}/${pattern}`, pattern, entry[m]] as const] : [])),
    ),
  );

  it("the games' mount serves every table entry", () => {
    expect(all.filter((r) => r.file === mount).length).toBe(
      Object.values(GAME_ROUTES).reduce((n, t) => n + Object.keys(t).length, 0),
    );
    expect(entries.length).toBeGreaterThan(10);
  });

  it.each(entries)("%s declares its parameters", (_, pattern, spec) => {
    const names = [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
    expect(keysOf(spec.params as z.ZodObject | undefined)).toEqual(names.sort());
  });
});
