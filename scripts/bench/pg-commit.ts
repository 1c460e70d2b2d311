// Investigation helper (not part of bench:draft): the cost of the draft write's transaction shape
// in PostgreSQL alone, without Node/Next in the way. Each worker owns one row (like one draft per
// event) and runs BEGIN; SELECT … FOR UPDATE; INSERT log + UPDATE snapshot [+ pg_notify]; COMMIT.
//   node --import tsx scripts/bench/pg-commit.ts [--seconds 5] [--workers 1,4,20,50]
// Uses its own embedded cluster under .data/bench-pg (port 25791), deleted first.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { CLOCK_TICKS, treeCpuTicks } from "./app";
import { summarize } from "./stats";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    workers: { type: "string", default: "1,4,20,50" },
    port: { type: "string", default: "25791" },
    variants: { type: "string", default: "all" },
  },
});
const seconds = Number(values.seconds);
const workerCounts = values.workers!.split(",").map(Number);

const dataDir = path.resolve(".data/bench-pg");
rmSync(dataDir, { recursive: true, force: true });
const db = await startEmbeddedPostgres({
  dataDir: path.join(dataDir, "pg"),
  port: Number(values.port),
  database: "bench",
});
const setupClient = new pg.Client({ connectionString: db.url });
await setupClient.connect();
await setupClient.query(`CREATE TABLE snap (id int PRIMARY KEY, seq int NOT NULL, state jsonb NOT NULL)`);
await setupClient.query(
  `CREATE TABLE log (id bigserial PRIMARY KEY, snap int NOT NULL, seq int NOT NULL, events jsonb, key text, UNIQUE (snap, seq), UNIQUE (snap, key))`,
);
// About the size of a draft state early in the draft (~4 KB of JSON), and a small one.
const bigState = JSON.stringify({
  deck: Array.from({ length: 180 }, (_, i) => `bzd-${String(i).padStart(3, "0")}`),
  hands: [[], [], [], [], [], []],
  table: ["a", "b"],
  n: 0,
});
const smallState = JSON.stringify({ hands: [[], [], [], [], [], []], table: ["a", "b"], n: 0 });
await setupClient.query(`INSERT INTO snap SELECT g, 0, $1::jsonb FROM generate_series(0, 99) g`, [bigState]);
const listener = new pg.Client({ connectionString: db.url });
await listener.connect();
await listener.query("LISTEN bench");
let notified = 0;
listener.on("notification", () => notified++);

interface Variant {
  name: string;
  notify: boolean;
  syncOff: boolean;
  small?: boolean;
  /** Also read the snapshot + new entries back, as the hub does after each NOTIFY. */
  hubRead?: boolean;
}
const allVariants: Variant[] = [
  { name: "no NOTIFY, synchronous_commit=on ", notify: false, syncOff: false },
  { name: "NOTIFY,    synchronous_commit=on ", notify: true, syncOff: false },
  { name: "no NOTIFY, synchronous_commit=off", notify: false, syncOff: true },
  { name: "NOTIFY,    synchronous_commit=off", notify: true, syncOff: true },
  { name: "NOTIFY, sync on, 200 B state     ", notify: true, syncOff: false, small: true },
  { name: "NOTIFY, sync on, + hub read      ", notify: true, syncOff: false, hubRead: true },
];
const variants =
  values.variants === "all" ? allVariants : values.variants!.split(",").map((i) => allVariants[Number(i)]!);

async function run(v: Variant, workers: number) {
  const clients = await Promise.all(
    Array.from({ length: workers }, async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      return c;
    }),
  );
  const lat: number[] = [];
  const state = v.small ? smallState : bigState;
  const cpuBefore = treeCpuTicks(process.pid);
  const selfBefore = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    clients.map(async (c, w) => {
      while (performance.now() < until) {
        const t = performance.now();
        await c.query("BEGIN");
        if (v.syncOff) await c.query("SET LOCAL synchronous_commit = off");
        const { rows } = await c.query<{ seq: number }>(`SELECT seq FROM snap WHERE id = $1 FOR UPDATE`, [w]);
        const seq = rows[0]!.seq + 1;
        await c.query(`SELECT 1 FROM log WHERE snap = $1 AND key = $2`, [w, `k${seq}`]);
        await c.query(
          `WITH ins AS (INSERT INTO log (snap, seq, events, key) VALUES ($1, $2, $3, $4)),
                upd AS (UPDATE snap SET seq = $2, state = $5 WHERE id = $1)
           SELECT ${v.notify ? "pg_notify('bench', $6)" : "$6::text"}`,
          [
            w,
            seq,
            JSON.stringify([{ type: "bid", player: 1, amount: seq }]),
            `k${seq}-${randomUUID()}`,
            state,
            JSON.stringify({ id: w, seq }),
          ],
        );
        await c.query("COMMIT");
        if (v.hubRead) {
          await c.query(
            `SELECT s.seq, s.state, COALESCE((SELECT json_agg(json_build_object('seq', l.seq, 'events', l.events) ORDER BY l.seq) FROM log l WHERE l.snap = s.id AND l.seq > $2 AND l.seq <= s.seq), '[]'::json) AS entries FROM snap s WHERE s.id = $1`,
            [w, seq - 1],
          );
        }
        lat.push(performance.now() - t);
        n++;
      }
    }),
  );
  const cpuAfter = treeCpuTicks(process.pid);
  const self = process.cpuUsage(selfBefore);
  await Promise.all(clients.map((c) => c.end()));
  const s = summarize(lat);
  let pgTicks = 0;
  for (const [label, t] of cpuAfter) if (label.startsWith("postgres")) pgTicks += t - (cpuBefore.get(label) ?? 0);
  const perTx = (x: number) => ((x / n) * 1000).toFixed(2);
  console.log(
    `${v.name}  workers ${String(workers).padStart(2)}: ${(n / seconds).toFixed(0).padStart(5)} tx/s   p50 ${s.p50.toFixed(1).padStart(5)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms   CPU/tx: postgres ${perTx(pgTicks / CLOCK_TICKS)} ms, node ${perTx((self.user + self.system) / 1e6)} ms`,
  );
}

try {
  for (const workers of workerCounts) for (const v of variants) await run(v, workers);
  console.log(`(notifications received by the listener: ${notified})`);
} finally {
  await listener.end();
  await setupClient.end();
  await db.stop();
}
