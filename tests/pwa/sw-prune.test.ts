// Issue 23 §1–2: the service worker keeps the phone pages' files ahead of time, and a phone used
// over many builds must not keep every build's files for ever: on a new build (the `build` of
// /sw-assets) the older build's files are dropped, the new build's phone files kept. public/sw.js
// runs here in a bare context over a fake Cache Storage and a fake server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const ORIGIN = "https://bazaar.test";
const SOURCE = readFileSync(path.join(process.cwd(), "public/sw.js"), "utf8");

class FakeCache {
  entries = new Map<string, Response>();
  key = (r: string | Request) => new URL(typeof r === "string" ? r : r.url, ORIGIN).pathname;
  async match(r: string | Request) {
    return this.entries.get(this.key(r))?.clone();
  }
  async put(r: string | Request, response: Response) {
    this.entries.set(this.key(r), response);
  }
  async add(r: string) {
    const response = await server.fetch(r);
    if (!response.ok) throw new TypeError("bad response");
    this.entries.set(this.key(r), response);
  }
  async addAll(rs: string[]) {
    for (const r of rs) await this.add(r);
  }
  async delete(r: string | Request) {
    return this.entries.delete(this.key(r));
  }
  async keys() {
    return [...this.entries.keys()].map((p) => new Request(ORIGIN + p));
  }
}

/** What the server answers: /sw-assets from `current`, any other path with its own name. */
const server = {
  current: { build: "A", assets: [] as string[] },
  fetches: [] as string[],
  async fetch(r: string | Request) {
    const p = new URL(typeof r === "string" ? r : r.url, ORIGIN).pathname;
    server.fetches.push(p);
    if (p === "/sw-assets") return Response.json(server.current);
    return new Response(p);
  },
};

function worker() {
  const caches = new Map<string, FakeCache>();
  const storage = {
    open: async (name: string) => caches.get(name) ?? caches.set(name, new FakeCache()).get(name)!,
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
    match: async (r: string) => {
      for (const c of caches.values()) {
        const hit = await c.match(r);
        if (hit) return hit;
      }
    },
  };
  const listeners: Record<string, (e: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (e: unknown) => void) => void (listeners[type] = fn),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  runInNewContext(SOURCE, { self, caches: storage, fetch: server.fetch, Response, URL, Request, Promise, Set });
  /** Dispatches an event whose waitUntil promise the test awaits. */
  const dispatch = async (type: string, extra: object = {}) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...extra, waitUntil: (p: Promise<unknown>) => void (done = p) });
    await done;
  };
  /** A request for a build file, as a page makes it (served and kept on first use). */
  const load = async (p: string) => {
    let answer: Promise<Response> | undefined;
    listeners.fetch!({ request: new Request(ORIGIN + p), respondWith: (r: Promise<Response>) => void (answer = r) });
    return answer;
  };
  const cached = async (prefix = "/_next/") =>
    (await Promise.all([...caches.values()].map((c) => c.keys())))
      .flat()
      .map((r) => new URL(r.url).pathname)
      .filter((p) => p.startsWith(prefix))
      .sort();
  return { dispatch, load, cached };
}

describe("service worker cache across builds", () => {
  it("drops the older build's files when the build changes and keeps the new build's phone files", async () => {
    const sw = worker();
    server.current = { build: "A", assets: ["/_next/static/chunks/a1.js", "/_next/static/chunks/shared.js"] };
    await sw.dispatch("install");
    await sw.dispatch("activate");
    await sw.dispatch("message", { data: { type: "precache" } });
    await sw.load("/_next/static/chunks/organizer-a.js"); // an organizer page's file, kept on first use
    expect(await sw.cached()).toEqual([
      "/_next/static/chunks/a1.js",
      "/_next/static/chunks/organizer-a.js",
      "/_next/static/chunks/shared.js",
    ]);

    // The same build asks again (every page load does): nothing is dropped.
    await sw.dispatch("message", { data: { type: "precache" } });
    expect(await sw.cached()).toContain("/_next/static/chunks/organizer-a.js");

    // A new build: the unchanged shared file stays (not fetched again), the rest of build A goes.
    server.current = { build: "B", assets: ["/_next/static/chunks/b1.js", "/_next/static/chunks/shared.js"] };
    server.fetches = [];
    await sw.dispatch("message", { data: { type: "precache" } });
    expect(await sw.cached()).toEqual(["/_next/static/chunks/b1.js", "/_next/static/chunks/shared.js"]);
    expect(server.fetches).toEqual(["/sw-assets", "/_next/static/chunks/b1.js"]);
  });

  it("keeps the shell (offline page, icons, manifest) across builds, served without the network", async () => {
    const sw = worker();
    server.current = { build: "A", assets: [] };
    await sw.dispatch("install");
    server.current = { build: "B", assets: [] };
    await sw.dispatch("message", { data: { type: "precache" } });
    expect(await sw.cached("/")).toEqual([
      "/__bazaar-build",
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/manifest.webmanifest",
      "/offline.html",
    ]);
    server.fetches = [];
    expect(await (await sw.load("/icons/icon-192.png"))!.text()).toBe("/icons/icon-192.png");
    expect(server.fetches).toEqual([]);
  });
});
