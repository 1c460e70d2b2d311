// The bare server's runs, after the app has stopped, at the app's message rate and size and to the
// same clients (./bare.ts): each bid POSTed and broadcast; the same with each bid appended to an
// O_DSYNC file first — the durable floor, the ratio's denominator: a bid must be on disk before
// anyone hears of it; and broadcasting alone on a timer.
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { runBare } from "./bare";
import type { Options } from "./cli";
import { deliveries, type Delivery } from "./delivery";
import type { AppRun } from "./driver";
import { pressureBySlowWindows, samplePressure, type SlowWindowPressure } from "./pressure";
import { log } from "./setup";
import { summarize, type Summary } from "./stats";

export type BareMode = "post" | "durable" | "timer";

export interface Baseline {
  rate: number;
  delivery: Delivery;
  latency: Summary;
  loopP99: number;
  pressure: SlowWindowPressure;
}

const WHAT: Record<BareMode, string> = {
  post: "bid POST → SSE broadcast",
  durable: "bid POST → O_DSYNC append → SSE broadcast",
  timer: "SSE broadcast",
};

/** What a baseline copies from the app's run: its channels' clients, message rate and size. */
export type BaselineShape = Pick<AppRun, "clientsPerEvent" | "shape">;
/** The run's options a baseline reads (bench:draft's or bench:game's). */
export type BaselineOptions = Pick<Options, "warmup" | "bareSeconds" | "dataDir" | "seed">;

export async function runBaseline(mode: BareMode, app: BaselineShape, o: BaselineOptions): Promise<Baseline> {
  const { ratePerChannel, dataBytes } = app.shape;
  const clients = app.clientsPerEvent.reduce((a, b) => a + b, 0);
  const channels = app.clientsPerEvent.length;
  const shape = `${channels} channels × ${ratePerChannel.toFixed(1)} msg/s, ${dataBytes} B per message`;
  log(`bare ${WHAT[mode]}: ${clients} clients, ${shape}, ${o.bareSeconds} s`);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const sampler = samplePressure();
  const run = await runBare({
    clientsPerChannel: app.clientsPerEvent,
    warmup: o.warmup,
    seconds: o.bareSeconds,
    ratePerChannel,
    dataBytes,
    mode,
    logFile: path.join(o.dataDir, "bare-durable.log"),
    seed: o.seed,
  });
  loop.disable();
  const samples = sampler.stop();
  const delivery = deliveries(run.channels, run.measureFrom);
  const pressure = pressureBySlowWindows(samples, delivery.slowSentAt, run.measureFrom, run.measureFrom + run.wallMs);
  return {
    rate: run.broadcasts / (run.wallMs / 1000),
    delivery,
    latency: summarize(delivery.latencies),
    loopP99: loop.percentile(99) / 1e6,
    pressure,
  };
}
