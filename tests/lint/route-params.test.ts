// Every route under app/api names its path parameters with a zod schema whose keys are exactly
// the folder's [segments] (lib/http/params.ts): a handler reads ctx.params.eventId typed, never
// `?? ""`, and a schema that forgot a segment would be 400 invalid_path on every request.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as params from "@/lib/http/params";
import * as draftRoutes from "@/lib/kartomantik/drafts/draft-routes";
import { KIND_ROUTE_SPECS } from "@/lib/game-registry/engine-routes";
import { apiRoutes } from "../run/routes";
import { readFileSync } from "node:fs";

const root = path.resolve(import.meta.dirname, "../..");
const schemas = params as unknown as Record<string, z.ZodObject>;
// Route specs defined once in lib/ and mounted by name (`export const GET = route(streamRoute)`).
const shared = { ...draftRoutes } as unknown as Record<string, { params?: z.ZodObject }>;
// The engine-game routes, mounted per kind (`export const POST = kindRoute("act")`).
const perKind = KIND_ROUTE_SPECS as unknown as Record<string, { params?: z.ZodObject }>;
const keysOf = (schema: z.ZodObject | undefined) => Object.keys(schema?.shape ?? {}).sort();

describe("route path parameters", () => {
  const routes = apiRoutes(path.join(root, "app")).filter((r) => !r.template.includes("[..."));

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
});
