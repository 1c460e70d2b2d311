/** Smallest font scale tried; below it text on a phone card is no longer readable anyway. */
export const MIN_SCALE = 0.5;
const STEP = 0.04;
/** The scales tried, largest first: 1, 0.96, … down to MIN_SCALE. */
const SCALES = Array.from({ length: Math.ceil((1 - MIN_SCALE) / STEP) + 1 }, (_, k) =>
  Math.max(MIN_SCALE, Number((1 - k * STEP).toFixed(2))),
);

/** The largest scale of the steps at which the text no longer overflows (MIN_SCALE if none), found by halving the
 * steps: a text that fits at 1 is measured once, any other in about five measures instead of one per step (each
 * measure is a layout of the page). Smaller letters never make a text wider or taller, so the steps that overflow
 * all come before those that fit. */
export function fitScale(overflowsAt: (scale: number) => boolean): number {
  if (!overflowsAt(1)) return 1;
  let over = 0;
  let fits = SCALES.length - 1;
  while (fits - over > 1) {
    const mid = (over + fits) >> 1;
    if (overflowsAt(SCALES[mid]!)) over = mid;
    else fits = mid;
  }
  return SCALES[fits]!;
}
