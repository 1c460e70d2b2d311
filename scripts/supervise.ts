// Keeps one child of the run command alive (the app server, Next.js behind it, the embedded
// PostgreSQL): when it ends without being asked to, says why and starts it again after a pause
// that doubles from 250 ms to 5 s — reset once a run has lasted stableMs (5 s), so a child that
// crashes now and then (even a few times in a minute) is back at once each time, and one that
// cannot start, or dies as soon as it has, does not spin.

export interface Running {
  /** Settles when the child has ended, with how. */
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** Asks the child to end cleanly; resolves when it has. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  name: string;
  /** Starts the child; resolves once it runs (rejects if it could not start). */
  start: () => Promise<Running>;
  /** Called after each successful restart (not the first start). */
  restarted?: (running: Running) => void;
  log?: (line: string) => void;
  initialMs?: number;
  maxMs?: number;
  stableMs?: number;
}

export interface Supervised {
  current(): Running | null;
  /** Restarts so far (for tests and logs). */
  restarts(): number;
  stop(): Promise<void>;
}

const describe = ({ code, signal }: { code: number | null; signal: string | null }) =>
  signal ? `killed by ${signal}` : `exited with code ${code}`;

/** Starts the child and keeps it running until stop(). The first start's failure is thrown. */
export async function supervise(opts: SuperviseOptions): Promise<Supervised> {
  const { name, initialMs = 250, maxMs = 5_000, stableMs = 5_000 } = opts;
  const log = opts.log ?? ((line: string) => console.error(line));
  let stopping = false;
  let running: Running | null = null;
  let restarts = 0;
  let pause = initialMs;
  let wake: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = null));

  const watch = (child: Running, startedAt: number) => {
    void child.exited.then(async (how) => {
      if (stopping || running !== child) return;
      running = null;
      if (Date.now() - startedAt >= stableMs) pause = initialMs;
      log(`✖ ${name} ${describe(how)}; restarting in ${pause} ms`);
      for (;;) {
        await sleep(pause);
        if (stopping) return;
        pause = Math.min(pause * 2, maxMs);
        try {
          const next = await opts.start();
          if (stopping) return void (await next.stop());
          running = next;
          restarts++;
          log(`✔ ${name} restarted`);
          opts.restarted?.(next);
          watch(next, Date.now());
          return;
        } catch (err) {
          log(`✖ ${name} did not start (${(err as Error)?.message ?? String(err)}); trying again in ${pause} ms`);
        }
      }
    });
  };

  running = await opts.start();
  watch(running, Date.now());
  return {
    current: () => running,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      wake?.();
      const child = running;
      running = null;
      await child?.stop();
    },
  };
}

/** A spawned or forked process as a supervised child: stop() sends `signal` and waits for the end. */
export function runningChild(
  child: import("node:child_process").ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
): Running {
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (ended()) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, sig) => resolve({ code, signal: sig }));
  });
  return {
    exited,
    async stop() {
      if (!ended()) child.kill(signal);
      await exited;
    },
  };
}
