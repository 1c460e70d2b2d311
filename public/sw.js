/* global self, caches, fetch, Response, URL */
// Bazaar's service worker (registered by components/pwa/ServiceWorkerRegistration.tsx).
// - /_next/static/* (content-hashed, never changes under its name), the icons and the manifest: from
//   the cache, fetched and kept on first use, so a phone that has opened the app once loads its
//   scripts and styles from here, not over the venue's Wi-Fi. Besides, every phone page's scripts and
//   styles (the list at /sw-assets, lib/pwa/phone-assets.ts) are fetched ahead of time, at install and
//   whenever a page asks ("precache", after each load: a new build has new files), so opening another
//   phone page downloads no script. When the build changes, the older build's files are dropped
//   from the cache (all but the new build's phone files): a phone used for months would otherwise
//   keep every build it ever saw.
// - Pages: always from the network (they show live state; a stale seat or draft would mislead), and
//   when the network fails, the offline page (Italian/English), which retries by itself.
// - /api/* (JSON answers, bids, the SSE streams) and anything else: never touched, never cached.
const VERSION = "bazaar-v1";
// A synthetic entry holding the build whose files the cache was last pruned for.
const BUILD_KEY = "/__bazaar-build";
const SHELL = ["/offline.html", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"];

/** Fetches the phone pages' files this cache lacks; a failure (offline, an old server) is no harm. */
async function precache() {
  try {
    const response = await fetch("/sw-assets", { cache: "no-store" });
    if (!response.ok) return;
    const { build, assets } = await response.json();
    const cache = await caches.open(VERSION);
    for (const url of assets) if (!(await cache.match(url))) await cache.add(url).catch(() => {});
    if (typeof build === "string") await prune(cache, build, new Set(assets));
  } catch {
    // Next time.
  }
}

/** On a new build: drops every build file the new build's phone pages do not list. Files fetched
 * on first use under the current build (organizer pages) stay until the next build. */
async function prune(cache, build, keep) {
  const marker = await cache.match(BUILD_KEY);
  if (marker && (await marker.text()) === build) return;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/_next/static/") && !keep.has(path)) await cache.delete(request);
  }
  await cache.put(BUILD_KEY, new Response(build));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "precache") event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const isStatic = (url) =>
  url.pathname.startsWith("/_next/static/") ||
  url.pathname.startsWith("/icons/") ||
  url.pathname === "/manifest.webmanifest";

async function fromCache(request) {
  const cache = await caches.open(VERSION);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match("/offline.html");
    return offline ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (isStatic(url)) event.respondWith(fromCache(request));
  else if (request.mode === "navigate") event.respondWith(page(request));
});
