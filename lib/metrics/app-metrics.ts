// The app's metrics, one registry per process (Next's bundles and the app server's lane each load
// this module more than once: the registry lives on globalThis). docs/metrics.md says what each
// one means and what to alert on.
import { Registry } from "@/lib/metrics/registry";

const LATENCY_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SPAN_S = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const LAG_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const BOT_S = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

function create() {
  const registry = new Registry();
  return {
    registry,
    requests: registry.counter(
      "bazaar_http_requests_total",
      "API requests answered, by route pattern, method and status (a stream counts once, when it opens).",
      ["route", "method", "status"],
    ),
    latency: registry.histogram(
      "bazaar_http_request_duration_seconds",
      "Time from a request's arrival to its answer (a stream: to its opening), by route pattern, method and status.",
      ["route", "method", "status"],
      LATENCY_S,
    ),
    sseClients: registry.gauge(
      "bazaar_sse_clients",
      "Live server-sent event streams open now, by stream route and audience (its `as`: player, spectator, judge, projector…).",
      ["route", "audience"],
    ),
    spans: registry.histogram(
      "bazaar_server_span_seconds",
      "The server's time per step: the write kernel (lock, checks, engine, write, announce), its transaction (pool wait, begin, commit, notify after commit, transaction), the one-statement fast path of bids and engine-game actions (fast path, fast path declined, statement) and a request (guard, handle).",
      ["span"],
      SPAN_S,
    ),
    poolConnections: registry.gauge(
      "bazaar_db_pool_connections",
      "Connections of the app's pg pools (writes: transactions; reads: the realtime hubs), by state (in_use, idle).",
      ["pool", "state"],
    ),
    poolWaiting: registry.gauge("bazaar_db_pool_waiting", "Requests waiting now for a connection of the pool.", [
      "pool",
    ]),
    poolMax: registry.gauge("bazaar_db_pool_max", "The pool's size limit.", ["pool"]),
    notifyLag: registry.histogram(
      "bazaar_notify_lag_seconds",
      "From a write's announcement (at its commit) to this instance's LISTEN delivery, by channel (clocks of different machines add their skew).",
      ["channel"],
      LAG_S,
    ),
    botQueued: registry.gauge("bazaar_bot_jobs_queued", "Bot moves sent to the bot worker and not answered yet."),
    botJobs: registry.counter(
      "bazaar_bot_jobs_total",
      "Bot moves planned by the bot worker, by outcome (planned, failed).",
      ["outcome"],
    ),
    botJobTime: registry.histogram(
      "bazaar_bot_job_seconds",
      "Time from sending a bot move to the worker to its answer (queueing included).",
      [],
      BOT_S,
    ),
    nextUp: registry.gauge(
      "bazaar_next_scrape_up",
      "1 when the app server read the Next.js process's metrics for this scrape, 0 when it could not (restarting).",
    ),
  };
}

export type AppMetrics = ReturnType<typeof create>;

const holder = globalThis as unknown as { bazaarMetrics?: AppMetrics };
/** This process's metrics. */
export const appMetrics = (): AppMetrics => (holder.bazaarMetrics ??= create());
