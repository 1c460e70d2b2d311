// What a first visit of a page downloads: every script and stylesheet the browser fetched for it
// (with an empty cache and past any service worker), each body gzipped here at gzip's default level,
// so the figure does not depend on whether the server compressed; the document itself beside it.
import { gzipSync } from "node:zlib";
import type { BrowserContext, Page, Response } from "@playwright/test";

export interface PageWeight {
  /** Gzipped bytes of the scripts / stylesheets / the HTML document. */
  js: number;
  css: number;
  html: number;
  scripts: number;
}

const gz = async (r: Response) => gzipSync(await r.body()).length;

/** Opens `url` in a new page of `context` (cookies kept: a seat stays a seat) with the HTTP cache off
 * and service workers bypassed, waits for `ready` and a quiet second (lazy chunks load after
 * hydration), and sums what came. */
export async function firstVisit(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<PageWeight> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.setBypassServiceWorker", { bypass: true });
  const assets: Response[] = [];
  page.on("response", (r) => {
    const type = r.request().resourceType();
    if (type === "script" || type === "stylesheet") assets.push(r);
  });
  const doc = await page.goto(url, { waitUntil: "load" });
  await ready(page);
  await page.waitForTimeout(1_000);
  const weight: PageWeight = { js: 0, css: 0, html: doc ? await gz(doc) : 0, scripts: 0 };
  for (const r of assets) {
    const size = await gz(r);
    if (r.request().resourceType() === "script") {
      weight.js += size;
      weight.scripts++;
    } else weight.css += size;
  }
  await page.close();
  return weight;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

/** The table `npm run bench:pages` prints: one line per page, then the target (floor + 30 KB) and
 * the goal (100 KB in all) per phone page. */
export function report(weights: [string, PageWeight][], floorName: string): string {
  const floor = weights.find(([name]) => name === floorName)?.[1];
  if (!floor) throw new Error(`no figure for ${floorName}`);
  const total = (w: PageWeight) => w.js + w.css;
  const lines = [`${"page".padEnd(14)}     JS gz    CSS gz     total  scripts  Δ floor   HTML gz (KB)`];
  for (const [name, w] of weights) {
    const delta = total(w) - total(floor);
    lines.push(
      `${name.padEnd(14)}${kb(w.js)}   ${kb(w.css)}   ${kb(total(w))}  ${String(w.scripts).padStart(7)}  ${name === floorName ? "      —" : kb(delta)}   ${kb(w.html)}`,
    );
  }
  const phones = weights.filter(([name]) => name !== floorName);
  const overTarget = phones.filter(([, w]) => total(w) - total(floor) > 30 * 1024).map(([n]) => n);
  const overGoal = phones.filter(([, w]) => total(w) > 100 * 1024).map(([n]) => n);
  lines.push(
    `target floor + 30 KB: ${overTarget.length ? `over: ${overTarget.join(", ")}` : "met by every phone page"}`,
  );
  lines.push(`goal 100 KB in all: ${overGoal.length ? `over: ${overGoal.join(", ")}` : "met by every phone page"}`);
  return lines.join("\n");
}
