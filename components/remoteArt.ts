// Whether the browser reaches a card-art host, found out with ONE probe image per host and kept in
// sessionStorage for a few minutes, so that a card browser without internet (the venue's Wi-Fi)
// does not fire one hanging request per visible card on every page.

export type ArtState = "unknown" | "probing" | "ok" | "down";

const KEY = "bazaar.art.";
/** How long a verdict holds: after it, one new probe (the network may have come back, or gone). */
const REMEMBER_MS = 5 * 60_000;
/** A probe not answered by then counts as unreachable (and is cancelled). */
export const PROBE_TIMEOUT_MS = 4_000;

const states = new Map<string, ArtState>();
const listeners = new Map<string, Set<() => void>>();

/** The origin of an absolute image URL; null for a path on this app's own server (always reached). */
export const hostOf = (src: string): string | null => {
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
};

function remembered(host: string): ArtState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY + host) ?? "null") as { state: ArtState; at: number } | null;
    if (saved && Date.now() - saved.at < REMEMBER_MS) return saved.state;
  } catch {
    // Storage off (private mode) or garbage: probe again.
  }
  return "unknown";
}

function settle(host: string, state: "ok" | "down") {
  states.set(host, state);
  try {
    sessionStorage.setItem(KEY + host, JSON.stringify({ state, at: Date.now() }));
  } catch {
    // Without storage the verdict lasts for this page only.
  }
  for (const l of listeners.get(host) ?? []) l();
}

export function artState(host: string): ArtState {
  let state = states.get(host);
  if (state === undefined) {
    state = remembered(host);
    states.set(host, state);
  }
  return state;
}

export function subscribeArt(host: string, listener: () => void): () => void {
  const set = listeners.get(host) ?? new Set();
  set.add(listener);
  listeners.set(host, set);
  return () => set.delete(listener);
}

/** Starts the host's one probe (with this card's image) unless a verdict or a probe exists. */
export function probeArt(host: string, src: string): void {
  if (artState(host) !== "unknown") return;
  states.set(host, "probing");
  const img = new Image();
  img.referrerPolicy = "no-referrer";
  const timer = setTimeout(() => {
    img.src = ""; // cancels the hanging request
    settle(host, "down");
  }, PROBE_TIMEOUT_MS);
  img.onload = () => {
    clearTimeout(timer);
    settle(host, "ok");
  };
  img.onerror = () => {
    clearTimeout(timer);
    if (states.get(host) === "probing") settle(host, "down");
  };
  img.src = src;
}
