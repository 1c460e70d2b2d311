// Issue 23 §2: "A phone that already has the app cached downloads no script to open another phone
// page" — the list the service worker keeps ahead of time, read from a build's manifests (here a
// small build folder written by the test, shaped as Next 16 writes it).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildId, phoneAssets } from "@/lib/pwa/phone-assets";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function route(dist: string, dir: string, key: string, js: string[], css: string[], loadable?: string[][]) {
  const at = path.join(dist, "server/app", dir);
  mkdirSync(path.join(at, "page"), { recursive: true });
  const manifest = {
    entryJSFiles: { "[project]/app/layout": ["static/chunks/layout.js"], [`[project]/app/${dir}/page`]: js },
    entryCSSFiles: { [`[project]/app/${dir}/page`]: css.map((p) => ({ path: p, inlined: false })) },
  };
  writeFileSync(
    path.join(at, "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify(manifest)};`,
  );
  if (loadable)
    writeFileSync(
      path.join(at, "page/react-loadable-manifest.json"),
      JSON.stringify(Object.fromEntries(loadable.map((files, i) => [String(i), { id: i, files }]))),
    );
}

function build() {
  const dist = mkdtempSync(path.join(tmpdir(), "bazaar-next-"));
  dirs.push(dist);
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({
      rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack.js"],
      polyfillFiles: ["static/chunks/polyfill.js"],
    }),
  );
  route(dist, "(phone)/join", "/(phone)/join/page", ["static/chunks/join.js"], ["static/chunks/app.css"]);
  route(
    dist,
    "(phone)/play/[eventId]",
    "/(phone)/play/[eventId]/page",
    ["static/chunks/seat.js"],
    ["static/chunks/app.css"],
    [["static/chunks/draft.js"], ["static/chunks/deck.js", "static/chunks/deck-2.js"]],
  );
  route(
    dist,
    "(organizer)/organizer",
    "/(organizer)/organizer/page",
    ["static/chunks/console.js"],
    ["static/chunks/org.css"],
  );
  route(dist, "(projector)/projector/[code]", "/(projector)/projector/[code]/page", ["static/chunks/board.js"], []);
  return dist;
}

describe("the phone pages' files for the service worker", () => {
  it("lists the root files, every phone route's entry files and styles, and its next/dynamic chunks", () => {
    expect(phoneAssets(build())).toEqual(
      [
        "app.css",
        "deck-2.js",
        "deck.js",
        "draft.js",
        "join.js",
        "layout.js",
        "react.js",
        "seat.js",
        "turbopack.js",
      ].map((f) => `/_next/static/chunks/${f}`),
    );
  });

  it("leaves out the organizer's and the projector's pages, and the polyfills modern phones never load", () => {
    const assets = phoneAssets(build());
    for (const f of ["console.js", "org.css", "board.js", "polyfill.js"])
      expect(assets).not.toContain(`/_next/static/chunks/${f}`);
  });

  it("is empty without a production build (next dev)", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "bazaar-next-"));
    dirs.push(dist);
    expect(phoneAssets(dist)).toEqual([]);
  });

  it("names the build, for the service worker to drop an older build's files", () => {
    const dist = build();
    writeFileSync(path.join(dist, "BUILD_ID"), "k3Xb9\n");
    expect(buildId(dist)).toBe("k3Xb9");
    const dev = mkdtempSync(path.join(tmpdir(), "bazaar-next-"));
    dirs.push(dev);
    expect(buildId(dev)).toBe("development");
  });
});
