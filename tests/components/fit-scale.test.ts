// FitText's search for the largest font scale at which a card name fits its box (components/fitScale.ts): the same
// answer as trying every step from the largest down, in far fewer measures (each one a layout of the page).
import { describe, expect, it } from "vitest";
import { fitScale, MIN_SCALE } from "@/components/fitScale";

/** A text that overflows above `fitsFrom`, counting the measures. */
function text(fitsFrom: number) {
  const measured: number[] = [];
  return { measured, overflowsAt: (scale: number) => (measured.push(scale), scale > fitsFrom + 1e-9) };
}

describe("fitScale", () => {
  it("a text that fits at full size is measured once and kept at 1", () => {
    const t = text(1);
    expect(fitScale(t.overflowsAt)).toBe(1);
    expect(t.measured).toEqual([1]);
  });

  it("every other text gets the largest step that fits, as a step-by-step shrink finds it, in at most five measures", () => {
    const steps: number[] = [];
    for (let s = 1; s > MIN_SCALE; s = Math.max(MIN_SCALE, s - 0.04)) steps.push(Number(s.toFixed(2)));
    steps.push(MIN_SCALE);
    for (const [k, fitsFrom] of steps.entries()) {
      if (k === 0) continue;
      const t = text(fitsFrom);
      // The step-by-step shrink: the first step from the top at which it no longer overflows.
      const stepwise = steps.find((s) => s <= fitsFrom + 1e-9)!;
      expect(fitScale(t.overflowsAt), `fits from ${fitsFrom}`).toBe(stepwise);
      expect(t.measured.length).toBeLessThanOrEqual(5);
    }
  });

  it("a text that overflows even at the smallest step is left at it", () => {
    const t = text(0.3);
    expect(fitScale(t.overflowsAt)).toBe(MIN_SCALE);
    expect(t.measured.length).toBeLessThanOrEqual(5);
  });

  it("a text that fits between two steps gets the next step down", () => {
    expect(fitScale(text(0.9).overflowsAt)).toBe(0.88);
  });
});
