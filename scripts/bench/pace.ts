// Open-loop pacing shared by the benches' drivers: each channel (a draft, a table) acts once per
// interval, `rate` actions per second over all `channels`, from a random phase of its interval (so
// channels do not fire together); a late tick fires at once and the schedule does not drift. Rate 0
// is flat out: no waiting.
import type { SeededRandom } from "./random";
import { sleep } from "./setup";

export function pacer(rate: number, channels: number, random: SeededRandom): () => Promise<void> {
  const interval = rate > 0 ? (1000 * channels) / rate : 0;
  let nextAt = performance.now() + random.fraction() * interval;
  return async () => {
    if (interval === 0) return;
    await sleep(Math.max(0, nextAt - performance.now()));
    nextAt += interval;
  };
}
