// The scripts and stylesheets of the phone pages in this build, for the service worker to keep ahead
// of time (public/sw.js): a phone that has opened the app once then opens any other phone page
// without downloading a script. Read from Next's own build output: the root files
// (build-manifest.json), each phone route's entry files (page_client-reference-manifest.js) and the
// chunks it loads through next/dynamic (react-loadable-manifest.json). Organizer and projector
// pages stay out.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

type RscManifest = Record<
  string,
  { entryJSFiles?: Record<string, string[]>; entryCSSFiles?: Record<string, { path: string; inlined?: boolean }[]> }
>;

function routeDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sub = path.join(dir, entry.name);
    if (existsSync(path.join(sub, "page_client-reference-manifest.js"))) found.push(sub);
    found.push(...routeDirs(sub));
  }
  return found;
}

/** The build's id (Next's BUILD_ID): the service worker drops an older build's files when it changes. */
export function buildId(distDir = path.join(process.cwd(), ".next")): string {
  const file = path.join(distDir, "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : "development";
}

/** Sorted `/_next/static/…` paths; empty when there is no production build (`next dev`). */
export function phoneAssets(distDir = path.join(process.cwd(), ".next")): string[] {
  const files = new Set<string>();
  const add = (f: string) => {
    if (f.startsWith("static/")) files.add(`/_next/${f}`);
  };
  const build = path.join(distDir, "build-manifest.json");
  if (!existsSync(build)) return [];
  for (const f of (JSON.parse(readFileSync(build, "utf8")) as { rootMainFiles?: string[] }).rootMainFiles ?? []) add(f);
  for (const dir of routeDirs(path.join(distDir, "server/app/(phone)"))) {
    // The manifest is a script assigning globalThis.__RSC_MANIFEST[route]; run it in a bare context.
    const sandbox: { __RSC_MANIFEST?: RscManifest } = {};
    runInNewContext(readFileSync(path.join(dir, "page_client-reference-manifest.js"), "utf8"), {
      globalThis: sandbox,
      self: sandbox,
    });
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const list of Object.values(route.entryJSFiles ?? {})) list.forEach(add);
      for (const list of Object.values(route.entryCSSFiles ?? {}))
        for (const css of list) if (!css.inlined) add(css.path);
    }
    const loadable = path.join(dir, "page/react-loadable-manifest.json");
    if (existsSync(loadable))
      for (const entry of Object.values(
        JSON.parse(readFileSync(loadable, "utf8")) as Record<string, { files?: string[] }>,
      ))
        entry.files?.forEach(add);
  }
  return [...files].sort();
}
