// Linux's pressure stall information (/proc/pressure/cpu and io), sampled every 10 ms during a
// run: the share of time at least one runnable task waited for a CPU (or a task for I/O), in the
// 100-ms windows that held slow deliveries and in the rest. High CPU pressure in those windows
// and little elsewhere says the stalls are contention for the machine's cores, not the server's
// own work (measured on 2 cores: the app's stall windows, not its event loop, lined up with it).
import { existsSync, readFileSync } from "node:fs";

export interface PressureSample {
  /** performance.now() at the end of the interval. */
  at: number;
  ms: number;
  cpuUs: number;
  ioUs: number;
}

export interface Shares {
  /** Percent of the time some task waited for a CPU. */
  cpu: number;
  /** Percent of the time some task waited for I/O. */
  io: number;
  samples: number;
}

const FILES = { cpu: "/proc/pressure/cpu", io: "/proc/pressure/io" };
const someTotal = (file: string) => Number(/^some .*total=(\d+)/m.exec(readFileSync(file, "utf8"))?.[1] ?? NaN);

/** Samples until stop(); none on a kernel without PSI. */
export function samplePressure(intervalMs = 10): { stop(): PressureSample[] } {
  const samples: PressureSample[] = [];
  if (!existsSync(FILES.cpu) || !existsSync(FILES.io)) return { stop: () => samples };
  let last = { at: performance.now(), cpu: someTotal(FILES.cpu), io: someTotal(FILES.io) };
  const timer = setInterval(() => {
    const now = { at: performance.now(), cpu: someTotal(FILES.cpu), io: someTotal(FILES.io) };
    samples.push({ at: now.at, ms: now.at - last.at, cpuUs: now.cpu - last.cpu, ioUs: now.io - last.io });
    last = now;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

function shares(samples: PressureSample[]): Shares | null {
  if (!samples.length) return null;
  let ms = 0;
  let cpu = 0;
  let io = 0;
  for (const s of samples) {
    ms += s.ms;
    cpu += s.cpuUs;
    io += s.ioUs;
  }
  return { cpu: Math.round((cpu / ms) * 10) / 100, io: Math.round((io / ms) * 10) / 100, samples: samples.length };
}

export interface SlowWindowPressure {
  slow: Shares | null;
  rest: Shares | null;
}

/** Pressure in the 100-ms windows in which a slow delivery was sent, and in the rest of [from, to]. */
export function pressureBySlowWindows(
  samples: PressureSample[],
  slowSentAt: number[],
  from: number,
  to: number,
): SlowWindowPressure {
  const windows = new Set(slowSentAt.map((t) => Math.floor(t / 100)));
  const inRange = samples.filter((s) => s.at >= from && s.at <= to);
  return {
    slow: shares(inRange.filter((s) => windows.has(Math.floor(s.at / 100)))),
    rest: shares(inRange.filter((s) => !windows.has(Math.floor(s.at / 100)))),
  };
}

export const formatShares = (p: SlowWindowPressure, kind: "cpu" | "io") =>
  `${p.slow ? p.slow[kind].toFixed(0) : "–"} / ${p.rest ? p.rest[kind].toFixed(0) : "–"}`;
