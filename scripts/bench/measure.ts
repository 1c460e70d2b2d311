// What every load bench measures around its driving: the warm-up, then --repeats windows of
// --seconds (the server's spans per window: ./windows.ts); the app's CPU by process, the bench's own
// event loop and CPU, Linux's pressure, and once the driving ends (after a grace for the last
// deliveries) what the streams received against what was sent (./delivery.ts).
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { cpuPercent, treeCpuTicks, type RunningApp } from "./app";
import type { RunOptions } from "./cli";
import { deliveries, grace, type Delivery, type SentGroup } from "./delivery";
import type { HttpClient } from "./http";
import { pressureBySlowWindows, samplePressure, type SlowWindowPressure } from "./pressure";
import { sleep } from "./setup";
import { measureWindows, timeWindows, type Window } from "./windows";

export interface Driven {
  /** performance.now() at the end of the warm-up. */
  measureFrom: number;
  wallMs: number;
  graceMs: number;
  delivery: Delivery;
  windows: Window[];
  pressure: SlowWindowPressure;
  /** The machine's 1-minute load average before driving: other programs skew every number. */
  loadBefore: number;
  cpu: Record<string, number>;
  benchLoopP99: number;
}

/** Runs `drive(measureFrom, until)` and measures; `groups` are the channels to read once it is done.
 * `warmedUp` and `driven` run at the measured span's start and end (bench:draft's profiler). */
export async function driveAndMeasure(
  app: RunningApp,
  http: HttpClient,
  o: Pick<RunOptions, "warmup" | "seconds" | "repeats">,
  groups: () => (SentGroup & { answeredAt: Map<number, number> })[],
  drive: (measureFrom: number, until: number) => Promise<unknown>,
  hooks: { warmedUp?: () => void; driven?: () => void } = {},
): Promise<Driven> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const loadBefore = loadavg()[0]!;
  const measureFrom = performance.now() + o.warmup * 1000;
  const until = measureFrom + o.repeats * o.seconds * 1000;
  let cpuBefore = treeCpuTicks(app.pid);
  let benchCpuBefore = process.cpuUsage();
  const sampler = samplePressure();
  const warmedUp = sleep(o.warmup * 1000).then(() => {
    loop.enable();
    hooks.warmedUp?.();
    cpuBefore = treeCpuTicks(app.pid);
    benchCpuBefore = process.cpuUsage();
  });
  const timed = timeWindows(http, measureFrom, o.seconds, o.repeats);
  await Promise.all([warmedUp, drive(measureFrom, until)]);
  const bounds = await timed;
  const wallMs = performance.now() - measureFrom;
  const pressureSamples = sampler.stop();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const cpuAfter = treeCpuTicks(app.pid);
  hooks.driven?.();
  loop.disable();
  await grace(groups(), 10_000);
  const graceMs = performance.now() - measureFrom - wallMs;
  const delivery = deliveries(groups(), measureFrom);
  const cpu = cpuPercent(cpuBefore, cpuAfter, wallMs / 1000);
  cpu["bench (this process)"] = Math.round(((benchCpu.user + benchCpu.system) / 1e6 / (wallMs / 1000)) * 100);
  return {
    measureFrom,
    wallMs,
    graceMs,
    delivery,
    windows: measureWindows(groups(), bounds),
    pressure: pressureBySlowWindows(pressureSamples, delivery.slowSentAt, measureFrom, measureFrom + wallMs),
    loadBefore,
    cpu,
    benchLoopP99: loop.percentile(99) / 1e6,
  };
}
