// Accessibility checks for the flows (issue 23 §3): axe-core (devDependency) run in the page, and the
// 44×44 px tap targets of phone pages.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** The serious and critical axe violations of the page as it is now, one line each ("" when none),
 * prefixed with `where`. Injected by evaluate (the app's CSP does not apply to it). */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    interface Check {
      metadata?: { impact?: string };
    }
    interface Rule {
      id: string;
      impact?: string;
      any: { id: string }[];
      all: { id: string }[];
      none: { id: string }[];
    }
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, o: object) => Promise<AxeResult>;
          _audit: { rules: Rule[]; checks: Record<string, Check> };
        };
      }
    ).axe;
    // Only serious and critical violations count here: a rule none of whose checks can be either (region,
    // heading-order, the landmark rules…: 32 of axe 4.14's 105) is not run, a seventh of axe's time in a tour. A
    // violation's impact is the highest of its failing checks'.
    const high = (impact?: string) => impact === "serious" || impact === "critical";
    const off = axe._audit.rules.filter(
      (r) =>
        !high(r.impact) &&
        ![...r.any, ...r.all, ...r.none].some((c) => high(axe._audit.checks[c.id]?.metadata?.impact)),
    );
    const found = await axe.run(document, {
      resultTypes: ["violations"],
      rules: Object.fromEntries(off.map((r) => [r.id, { enabled: false }])),
    });
    // A card button is named by the card's name, the first thing it shows; the points and symbols
    // drawn after it are its description (aria-describedby), not its label. axe's
    // label-content-name-mismatch counts every digit of the drawing as label text: such a button, whose
    // shown text starts with the name (the label of WCAG 2.5.3), is not a mismatch.
    const labelFirst = (target: string[]) => {
      const el = document.querySelector<HTMLElement>(target.join(" "));
      const name = el?.getAttribute("aria-label")?.split(", ")[0]?.trim().toLowerCase();
      const shown = el?.innerText.replace(/\s+/g, " ").trim().toLowerCase();
      return !!name && !!shown && shown.startsWith(name);
    };
    for (const v of found.violations)
      if (v.id === "label-content-name-mismatch") v.nodes = v.nodes.filter((n) => !labelFirst(n.target));
    found.violations = found.violations.filter((v) => v.nodes.length > 0);
    return found;
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const nodes = v.nodes.map((n) => n.target.join(" "));
      const more = nodes.length > 3 ? ` (+${nodes.length - 3})` : "";
      return `${where}: ${v.id} (${v.impact}) ${v.help} — ${nodes.slice(0, 3).join(", ")}${more}`;
    });
}

/** Visible controls smaller than 44×44 CSS px (WCAG 2.5.5's size; links inside running text are
 * exempt, as in WCAG 2.5.8), as "where: <what> W×H". */
export function smallTapTargets(page: Page, where: string): Promise<string[]> {
  return page.evaluate((at) => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex='-1'])",
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // A link in a sentence: the sentence is the target's context.
      if (el.tagName === "A" && getComputedStyle(el).display === "inline" && el.parentElement?.tagName === "P")
        continue;
      // A checkbox, a radio or a visually hidden file input inside its label: the label is what the thumb hits.
      const label = el.closest("label");
      const type = (el as HTMLInputElement).type;
      const hidden = box.width <= 1 && box.height <= 1;
      const hit = el.tagName === "INPUT" && (type === "checkbox" || type === "radio" || hidden) ? label : null;
      const r = (hit ?? el).getBoundingClientRect();
      if (r.width < 44 || r.height < 44) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "")
          .trim()
          .slice(0, 30);
        small.push(`${at}: <${el.tagName.toLowerCase()}> "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  }, where);
}

/** A tour's checks: `check` collects the page's axe problems, its faint symbols (and, on a phone, its small tap
 * targets) into `problems`, listed at the end so one run shows them all. */
export function a11yTour(): {
  problems: string[];
  check: (page: Page, where: string, phone?: boolean) => Promise<void>;
} {
  const problems: string[] = [];
  return {
    problems,
    check: async (page, where, phone = false) => {
      problems.push(...(await axeProblems(page, where)));
      problems.push(...(await faintSymbols(page, where)));
      if (phone) problems.push(...(await smallTapTargets(page, where)));
    },
  };
}

/** Visible text made only of symbols or punctuation ("—", "?", "▲") below WCAG 1.4.3's contrast (4.5:1, 3:1 when
 * large), as "where: <tag> "text" ratio". axe's color-contrast skips such text altogether, though an empty zone's
 * dash is all a player sees of it. The background is the element's and its ancestors' colours composited (up to
 * the page's); text over a background image is left to the eye. */
export function faintSymbols(page: Page, where: string): Promise<string[]> {
  return page.evaluate((at) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    // Any CSS colour (Tailwind's are oklch) as sRGB 0–255 and alpha 0–1, through the canvas.
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], under: number[]) =>
      top.slice(0, 3).map((v, i) => v * top[3]! + under[i]! * (1 - top[3]!));
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const faint: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "");
      const text = own.join("").trim();
      if (!text || /[\p{L}\p{N}]/u.test(text) || el.closest("[aria-hidden=true], :disabled")) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      const layers: number[][] = [];
      let image = false;
      for (let a: HTMLElement | null = el; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.backgroundImage !== "none") image = true;
        const bg = rgba(s.backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] === 1 || image) break;
      }
      if (image) continue;
      const bg = layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255]);
      const fg = over(rgba(style.color), bg);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      const ratio = (hi! + 0.05) / (lo! + 0.05);
      const px = parseFloat(style.fontSize);
      const large = px >= 24 || (px >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) faint.push(`${at}: <${el.tagName.toLowerCase()}> "${text}" ${ratio.toFixed(2)}:1`);
    }
    return faint;
  }, where);
}

/** Animations running on the page now (CSS animations and transitions, as "where: name"): none may run for a
 * visitor who asked for reduced motion (issue 23 §3; app/globals.css cuts them to nothing). */
export function runningAnimations(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    (at) =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .map((a) => {
          const name =
            a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : a.id;
          const target = (a.effect as KeyframeEffect | null)?.target;
          return `${at}: ${name} on <${target?.tagName.toLowerCase() ?? "?"} class="${target?.getAttribute("class") ?? ""}">`;
        }),
    where,
  );
}
