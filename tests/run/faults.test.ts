// Fault tests of the run command as shipped (issue 16 §2–3): `scripts/serve.ts` with its own
// embedded PostgreSQL, phones bidding over the fast lane, streams open. kill -9 of PostgreSQL: the
// app stays up, writes answer 503 meanwhile, the app restarts the database itself, everything
// works again within 5 s of its return, no stream misses an entry, every acknowledged bid is
// stored once. kill -9 of the app server or of Next.js: restarted, phones resume.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSseMessages } from "../setup/sse";

const DATA = path.resolve(".data/test-faults");
const PORT = 3981;
const PG_PORT = 25781;
const BASE = `http://127.0.0.1:${PORT}`;
const DB_URL = `postgresql://bazaar:bazaar-local@127.0.0.1:${PG_PORT}/bazaar`;
const running: ChildProcess[] = [];
let app: ChildProcess;
let log = "";

beforeAll(async () => {
  rmSync(DATA, { recursive: true, force: true });
  execFileSync("bash", ["scripts/ensure.sh", "build"], { stdio: "ignore", timeout: 240_000 });
  const { DATABASE_URL: _omit, ...base } = process.env;
  app = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...base, PORT: String(PORT), BAZAAR_PG_PORT: String(PG_PORT), BAZAAR_DATA_DIR: DATA },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(app);
  app.stdout!.on("data", (d) => (log += d));
  app.stderr!.on("data", (d) => (log += d));
  await until(() => log.includes("Stop with Ctrl-C"), 120_000, () => log);
}, 300_000);

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(running.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once("exit", r)))));
});

async function until(pred: () => boolean | Promise<boolean>, ms: number, what: () => string = () => ""): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A draft night set up directly in the app's database (tests/run/draft-night.ts). */
function draftNight(players: number): { eventId: string; draftId: string; devices: string[]; seq: number } {
  const out = execFileSync(process.execPath, ["--import", "tsx", "tests/run/draft-night.ts", String(players)], { env: { ...process.env, DATABASE_URL: DB_URL }, encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1)!);
}

const children = (pid: number): { pid: number; args: string }[] =>
  execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((l) => ({ pid: Number(l.trim().split(/\s+/)[0]), args: l.trim().replace(/^\d+\s+/, "") }))
    .filter((c) => !c.args.startsWith("ps "));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const appServerPid = () => children(app.pid!).find((c) => c.args.startsWith("bazaar-app"))?.pid;
const postgresPid = () => Number(readFileSync(path.join(DATA, "pg/postmaster.pid"), "utf8").split("\n")[0]);

async function dbAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: DB_URL, connectionTimeoutMillis: 500 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

type Legal = { choose: string[]; minBid: number | null; match: number | null; pass: boolean };
type DraftMessage = { entries: { seq: number }[]; view: { seq: number; me?: { player: number; legal: Legal } } };

/** A live draft stream that reconnects as the phones' useLiveSource does (after the last id seen). */
function liveStream(eventId: string, as: "projector" | "phone", device?: string) {
  const messages: { id: number; data: DraftMessage }[] = [];
  let stopped = false;
  let connections = 0;
  const abort = new AbortController();
  const run = async () => {
    while (!stopped) {
      const last = messages.at(-1)?.id;
      try {
        const res = await fetch(`${BASE}/api/events/${eventId}/draft/stream?as=${as}${last ? `&lastEventId=${last}` : ""}`, { headers: device ? { cookie: `bz_device=${device}` } : {}, signal: abort.signal });
        if (res.ok && res.body) {
          connections++;
          await readSseMessages<DraftMessage>(res.body.getReader(), (m) => messages.push(m), "draft");
        } else await res.body?.cancel();
      } catch {
        /* refused or cut while the app restarts */
      }
      if (!stopped) await new Promise((r) => setTimeout(r, 300));
    }
  };
  void run();
  return {
    messages,
    connections: () => connections,
    entries: () => messages.flatMap((m) => m.data.entries.map((e) => e.seq)),
    last: () => messages.at(-1)?.data.view,
    stop: () => {
      stopped = true;
      abort.abort();
    },
  };
}

function post(eventId: string, device: string, body: object) {
  return fetch(`${BASE}/api/events/${eventId}/draft/play`, { method: "POST", headers: { "content-type": "application/json", cookie: `bz_device=${device}` }, body: JSON.stringify(body) });
}

/** Drives the draft from the phones' own streams: whoever may act does, each action sent with
 * one idempotency key until it is answered (503 while the database is away → the same key again). */
function bidders(eventId: string, devices: string[]) {
  const phones = devices.map((d) => liveStream(eventId, "phone", d));
  const acked: { seq: number; key: string }[] = [];
  const unavailable: Response[] = [];
  let stopped = false;
  const loop = async () => {
    let turn = 0;
    while (!stopped) {
      turn++;
      const phone = phones[turn % phones.length]!;
      const view = phone.last();
      const legal = view?.me?.legal;
      let action: object | null = null;
      if (legal?.choose.length) action = { type: "choose", cardId: legal.choose[0] };
      else if (legal?.minBid != null && turn % 3 !== 0) action = { type: "bid", amount: legal.minBid };
      else if (legal?.pass) action = { type: "pass" };
      if (!action || !view) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const key = randomUUID();
      for (let attempt = 0; attempt < 200 && !stopped; attempt++) {
        const res = await post(eventId, devices[view.me!.player]!, { ...action, seenSeq: view.seq, idempotencyKey: key }).catch(() => null);
        if (res?.status === 503) {
          unavailable.push(res);
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        if (res?.status === 200) acked.push({ seq: ((await res.json()) as { seq: number }).seq, key });
        else await res?.body?.cancel();
        if (res) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 30));
    }
  };
  const done = loop();
  return { phones, acked, unavailable, stop: async () => ((stopped = true), await done, phones.forEach((p) => p.stop())) };
}

describe("kill -9 of the embedded PostgreSQL mid-draft", () => {
  it("keeps the app up, answers writes 503, restarts the database, resumes within 5 s with no gap", async () => {
    const night = draftNight(3);
    const projector = liveStream(night.eventId, "projector");
    const drive = bidders(night.eventId, night.devices);
    await until(() => drive.acked.length >= 5, 20_000, () => log);
    const appPid = appServerPid()!;

    process.kill(postgresPid(), "SIGKILL");
    const killedAt = Date.now();
    // While it is away: a write is refused with 503, a reason and Retry-After; health says why.
    const refused = await post(night.eventId, night.devices[0]!, { type: "pass", seenSeq: 0, idempotencyKey: randomUUID() });
    const health = await fetch(`${BASE}/api/health`);
    const back = await until(() => dbAnswers(), 15_000).then(() => Date.now());
    if (refused.status === 503) {
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "database_unavailable", message: expect.stringContaining("database") });
    }
    if (health.status === 503) expect(await health.json()).toMatchObject({ ok: false, database: "unavailable", reason: expect.any(String) });
    // The database may be back before the first refusal was even sent (a restart takes ~0.3 s):
    // then the bidders' own retries must have met the outage.
    expect(refused.status === 503 || drive.unavailable.length > 0 || back - killedAt < 400).toBe(true);

    // Back: a new write is acknowledged and reaches the projector within 5 s of the database's return.
    const before = drive.acked.length;
    await until(() => drive.acked.length > before + 2 && projector.entries().includes(drive.acked.at(-1)!.seq), 5_000, () => `acked ${drive.acked.length - before} since; log: ${log.slice(-800)}`);
    const recovered = Date.now() - back;
    console.log(`database away ${back - killedAt} ms; ${drive.unavailable.length} answers 503 meanwhile; writes and streams back ${recovered} ms after its return`);
    expect(recovered).toBeLessThan(5_000);
    await drive.stop();
    await until(async () => projector.entries().at(-1) === (await draftSeq(night.draftId)), 5_000);

    // The same app server process served throughout; the supervisor said what happened.
    expect(appServerPid()).toBe(appPid);
    expect(log).toMatch(/PostgreSQL \(embedded\) killed by SIGKILL; restarting/);
    expect(log).toMatch(/PostgreSQL \(embedded\) restarted/);
    expect(log).not.toMatch(/Unhandled|uncaught/i);

    // No gap in any stream: every entry after the first view, once, in order.
    const seq = await draftSeq(night.draftId);
    for (const stream of [projector, ...drive.phones]) {
      const entries = stream.entries();
      expect(entries).toEqual(range(entries[0]!, seq));
    }
    expect(projector.entries()[0]).toBeLessThanOrEqual(night.seq + 1);
    // Every acknowledged action is stored once, at the seq it was acknowledged with.
    const stored = await actionsByKey(night.draftId);
    for (const { seq: at, key } of drive.acked) expect(stored.get(key)).toEqual([at]);
    projector.stop();
  }, 120_000);
});

describe("kill -9 of the app's own processes", () => {
  it("restarts the app server; phones resume their streams and bid on", async () => {
    const night = draftNight(2);
    const drive = bidders(night.eventId, night.devices);
    await until(() => drive.acked.length >= 3, 20_000, () => log);
    const old = appServerPid()!;
    process.kill(old, "SIGKILL");
    await until(() => !!appServerPid() && appServerPid() !== old, 10_000, () => log);
    const before = drive.acked.length;
    await until(() => drive.acked.length > before + 2, 30_000, () => log.slice(-800));
    await drive.stop();
    expect(log).toMatch(/app server killed by SIGKILL; restarting in \d+ ms/);
    for (const phone of drive.phones) {
      expect(phone.connections()).toBeGreaterThanOrEqual(2);
      const entries = phone.entries();
      expect(entries).toEqual(range(entries[0]!, await draftSeq(night.draftId)));
    }
  }, 120_000);

  it("restarts Next.js behind the app server; pages answer again", async () => {
    const server = appServerPid()!;
    const nextPid = children(server).find((c) => c.args.startsWith("next-server"))!.pid;
    process.kill(nextPid, "SIGKILL");
    await until(() => !alive(nextPid), 5_000);
    // Meanwhile: 503 with Retry-After, not a refused connection.
    const meanwhile = await fetch(`${BASE}/login`);
    expect([200, 503]).toContain(meanwhile.status);
    await until(async () => (await fetch(`${BASE}/api/health`)).status === 200, 30_000, () => log.slice(-800));
    expect((await fetch(`${BASE}/login`)).status).toBe(200);
    expect(appServerPid()).toBe(server);
    expect(log).toMatch(/Next\.js killed by SIGKILL; restarting/);
  }, 60_000);
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const draftSeq = (draftId: string) => withDb(async (c) => (await c.query<{ seq: number }>(`SELECT seq FROM "Draft" WHERE id = $1`, [draftId])).rows[0]!.seq);

const actionsByKey = (draftId: string) =>
  withDb(async (c) => {
    const { rows } = await c.query<{ seq: number; key: string }>(`SELECT seq, "idempotencyKey" AS key FROM "DraftAction" WHERE "draftId" = $1 AND "idempotencyKey" IS NOT NULL`, [draftId]);
    const map = new Map<string, number[]>();
    for (const r of rows) map.set(r.key, [...(map.get(r.key) ?? []), r.seq]);
    return map;
  });
