/* global self, caches, fetch, Response, URL */
// Bazaar's service worker (registered by components/pwa/ServiceWorkerRegistration.tsx).
// - /_next/static/* (content-hashed, never changes under its name), the icons and the manifest: from
//   the cache, fetched and kept on first use, so a phone that has opened the app once loads its
//   scripts and styles from here, not over the venue's Wi-Fi.
// - Pages: always from the network (they show live state; a stale seat or draft would mislead), and
//   when the network fails, the offline page (Italian/English), which retries by itself.
// - /api/* (JSON answers, bids, the SSE streams) and anything else: never touched, never cached.
const VERSION = "bazaar-v1";
const SHELL = ["/offline.html", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
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
