// The other sources of /metrics: NOTIFY lag from the time each announcement carries
// (lib/realtime/notify-lag.ts), the server's steps from lib/perf/spans.ts handed to an observer even
// with the bench's spans off, and the bot worker's jobs (lib/engine-games/bot-pool.ts).
import { afterEach, describe, expect, it } from "vitest";
import { createGame } from "@/engine/kartomantik";
import { botPool, type BotPool } from "@/lib/engine-games/bot-pool";
import { appMetrics } from "@/lib/metrics/app-metrics";
import { createSpans } from "@/lib/perf/spans";
import { noteNotifyLag, stamped, stampOf } from "@/lib/realtime/notify-lag";
import { demoDecks } from "../kartomantik/sets";

describe("NOTIFY lag", () => {
  it("an announcement carries its time last; its arrival observes the lag by channel", () => {
    const payload = JSON.stringify(stamped({ draftId: "d1", eventId: "e1", seq: 4, delivered: undefined }));
    const at = stampOf(payload)!;
    expect(Math.abs(at - Date.now())).toBeLessThan(5_000);
    expect(JSON.parse(payload)).toEqual({ draftId: "d1", eventId: "e1", seq: 4, at });
    expect(stampOf('{"gameId":"g","seq":1}')).toBeNull();

    const lag = appMetrics().notifyLag;
    const before = lag.count({ channel: "test_channel" });
    noteNotifyLag("test_channel", payload, at + 30);
    noteNotifyLag("test_channel", '{"old":"payload without a time"}', at + 30);
    expect(lag.count({ channel: "test_channel" })).toBe(before + 1);
    const text = appMetrics().registry.render();
    const bucket = (le: string) =>
      Number(
        new RegExp(`bazaar_notify_lag_seconds_bucket\\{channel="test_channel",le="${le}"\\} (\\d+)`).exec(text)?.[1],
      );
    // 30 ms: above the 25-ms bucket, within the 50-ms one.
    expect(bucket("0.05") - bucket("0.025")).toBe(1);
  });
});

describe("spans for /metrics", () => {
  it("off for the bench, an observer still gets every step's time; without one the clock is not read", () => {
    let t = 100;
    let reads = 0;
    const s = createSpans(false, () => (reads++, t));
    s.span("lock", s.mark());
    expect(reads).toBe(0);
    const seen: [string, number][] = [];
    s.observe((name, ms) => seen.push([name, ms]));
    let m = s.mark();
    t += 3;
    m = s.span("lock", m);
    t += 0.5;
    s.span("commit", m);
    expect(seen).toEqual([
      ["lock", 3],
      ["commit", 0.5],
    ]);
    expect(s.report().spans).toEqual({});
    s.observe(null);
    expect(s.mark()).toBe(0);
  });
});

describe("bot jobs", () => {
  const pools: BotPool[] = [];
  afterEach(async () => void (await Promise.all(pools.splice(0).map((p) => p.close()))));

  it("each job's outcome is counted and its time observed; the queue gauge reads the jobs in flight", async () => {
    const pool = botPool();
    pools.push(pool);
    const m = appMetrics();
    const before = { planned: m.botJobs.get({ outcome: "planned" }), failed: m.botJobs.get({ outcome: "failed" }) };
    const timed = m.botJobTime.count();
    const state = createGame({ seed: 7, decks: [demoDecks()[0]!, demoDecks()[1]!] }).state;
    const good = pool.plan({ engine: "kartomantik", bot: "greedy", state, seat: 0, seed: 1 });
    const bad = pool.plan({ engine: "kartomantik", bot: "nobody", state, seat: 0, seed: 1 });
    expect(pool.stats().queued).toBe(2);
    await good;
    await expect(bad).rejects.toThrow(/no bot nobody/);
    expect(m.botJobs.get({ outcome: "planned" })).toBe(before.planned + 1);
    expect(m.botJobs.get({ outcome: "failed" })).toBe(before.failed + 1);
    expect(m.botJobTime.count()).toBe(timed + 2);
  }, 60_000);
});
