// Every route file of the app, read from app/ itself, so a new route is covered by the bad-input
// suite (tests/run/fuzz.test.ts) without anybody remembering to add it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { GAME_ROUTES } from "@/lib/game-registry/routes";
import { allowed } from "@/lib/http/route-table";

export interface RouteFile {
  file: string;
  /** URL path with [param] / [...param] segments kept, route groups "(x)" dropped. */
  template: string;
  methods: string[];
  params: string[];
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function walk(dir: string, name: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...walk(full, name));
    else if (entry === name) out.push(full);
  }
  return out;
}

function templateOf(root: string, file: string): string {
  const segments = path
    .relative(root, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return "/" + segments.join("/");
}

const paramsOf = (template: string) => [...template.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!);

/** app/api/**\/route.ts with the HTTP methods each exports (export const GET = …, export { x as GET }); the
 * games' mount (app/api/[game]/[...path]) as each entry of each game's route table. */
export function apiRoutes(appDir = path.resolve("app")): RouteFile[] {
  return walk(path.join(appDir, "api"), "route.ts").flatMap((file) => {
    const template = templateOf(appDir, file);
    const at = path.relative(process.cwd(), file);
    if (template === GAME_MOUNT) return gameRoutes(at);
    const text = readFileSync(file, "utf8");
    const methods = METHODS.filter((m) =>
      new RegExp(`export\\s+(const|async function|function)\\s+${m}\\b|export\\s*\\{[^}]*\\b${m}\\b[^}]*\\}`).test(
        text,
      ),
    );
    return [{ file: at, template, methods, params: paramsOf(template) }];
  });
}

/** The folder of the games' one mount (lib/game-registry/routes.ts lists what it serves). */
export const GAME_MOUNT = "/api/[game]/[...path]";

function gameRoutes(file: string): RouteFile[] {
  return Object.entries(GAME_ROUTES).flatMap(([game, table]) =>
    Object.entries(table).map(([pattern, entry]) => {
      const template = `/api/${game}/${pattern}`;
      return { file, template, methods: allowed(entry), params: paramsOf(template) };
    }),
  );
}

/** app/**\/page.tsx as URL templates. */
export function pageRoutes(appDir = path.resolve("app")): RouteFile[] {
  return walk(appDir, "page.tsx").map((file) => {
    const template = templateOf(appDir, file);
    return { file: path.relative(process.cwd(), file), template, methods: ["GET"], params: paramsOf(template) };
  });
}

/** The template with each [param] replaced by values[param] (already URL-encoded by the caller). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`no value for route parameter [${name}] in ${template}`);
    return v;
  });
}
