// The run command's supervisor (scripts/supervise.ts): restarts with a pause that doubles up to its
// cap and is reset after a long enough run, says why, gives up nothing, and stops for good on stop().
import { describe, expect, it } from "vitest";
import { supervise, type Running } from "../../scripts/supervise";

/** A child that ends when told to (crash) or when stopped. */
function fakeChild() {
  let end!: (how: { code: number | null; signal: string | null }) => void;
  const exited = new Promise<{ code: number | null; signal: string | null }>((r) => (end = r));
  const child: Running & { crash: (signal?: string) => void; stopped: boolean } = {
    exited,
    stopped: false,
    crash: (signal = "SIGKILL") => end({ code: null, signal }),
    async stop() {
      child.stopped = true;
      end({ code: 0, signal: null });
    },
  };
  return child;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("supervise", () => {
  it("restarts a crashed child after pauses that double to the cap, logging why", async () => {
    const lines: string[] = [];
    const started: ReturnType<typeof fakeChild>[] = [];
    const times: number[] = [];
    const sup = await supervise({
      name: "app server",
      initialMs: 40,
      maxMs: 100,
      stableMs: 10_000,
      log: (l) => lines.push(l),
      start: async () => {
        times.push(Date.now());
        const c = fakeChild();
        started.push(c);
        return c;
      },
    });
    for (let i = 0; i < 3; i++) {
      started.at(-1)!.crash();
      const count = started.length;
      while (started.length === count) await wait(5);
    }
    expect(started).toHaveLength(4);
    expect(sup.restarts()).toBe(3);
    const pauses = times.slice(1).map((t, i) => t - times[i]!);
    // 40, 80, then capped at 100 (timers fire a little late, never early).
    expect(pauses[0]).toBeGreaterThanOrEqual(39);
    expect(pauses[1]).toBeGreaterThanOrEqual(79);
    expect(pauses[2]).toBeGreaterThanOrEqual(99);
    expect(pauses[2]).toBeLessThan(180);
    expect(lines[0]).toBe("✖ app server killed by SIGKILL; restarting in 40 ms");
    expect(lines).toContain("✔ app server restarted");
    await sup.stop();
    expect(started.at(-1)!.stopped).toBe(true);
  });

  it("resets the pause after a run that lasted stableMs; keeps trying a child that cannot start", async () => {
    const lines: string[] = [];
    let fail = 0;
    const started: ReturnType<typeof fakeChild>[] = [];
    const sup = await supervise({
      name: "db",
      initialMs: 10,
      maxMs: 1_000,
      stableMs: 50,
      log: (l) => lines.push(l),
      start: async () => {
        if (fail-- > 0) throw new Error("port taken");
        const c = fakeChild();
        started.push(c);
        return c;
      },
    });
    fail = 2;
    started[0]!.crash("SIGSEGV");
    while (started.length < 2) await wait(5);
    expect(lines.filter((l) => l.includes("did not start (port taken)"))).toHaveLength(2);
    await wait(60);
    started[1]!.crash();
    while (started.length < 3) await wait(5);
    expect(lines.at(-2)).toBe("✖ db killed by SIGKILL; restarting in 10 ms");
    await sup.stop();
  });

  it("does not restart after stop(), even in the middle of a pause", async () => {
    const started: ReturnType<typeof fakeChild>[] = [];
    const sup = await supervise({
      name: "x",
      initialMs: 50,
      log: () => {},
      start: async () => (started.push(fakeChild()), started.at(-1)!),
    });
    started[0]!.crash();
    await wait(10);
    await sup.stop();
    await wait(100);
    expect(started).toHaveLength(1);
  });
});
