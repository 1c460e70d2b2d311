// Headless Chromium has neither a screen to keep on nor a motor: a context that records what its pages ask for
// (Screen Wake Lock requests and locks held, vibrations), for the checks of issue 23 §4.
import type { BrowserContext, Page } from "@playwright/test";

export interface Attention {
  requests: number;
  held: number;
  buzz: number[];
}

/** From now on every page of `context` records its wake-lock requests and vibrations on `window.__attention`. */
export async function recordAttention(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = { requests: 0, held: 0, buzz: [] as number[] };
    Object.assign(window, { __attention: seen });
    Object.defineProperty(navigator, "wakeLock", {
      value: {
        request: async () => {
          seen.requests++;
          seen.held++;
          const lock = {
            released: false,
            release: async () => {
              if (!lock.released) seen.held--;
              lock.released = true;
            },
          };
          return lock;
        },
      },
    });
    Object.defineProperty(navigator, "vibrate", { value: (ms: number) => (seen.buzz.push(ms), true) });
  });
}

/** What the page asked for since it loaded. */
export const attentionOf = (page: Page): Promise<Attention> =>
  page.evaluate(() => (window as unknown as { __attention: Attention }).__attention);
