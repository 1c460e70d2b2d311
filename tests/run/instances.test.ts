// Several app instances on one PostgreSQL, and a crash (kill -9) mid-draft (issue 3 §10).
import { execFileSync, type ChildProcess } from "node:child_process";
import { startApp } from "./app";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftLog } from "@/lib/kartomantik/drafts/control";
import { draftNight } from "../drafts/setup";
import { readSseResponse } from "../setup/sse";

const running: ChildProcess[] = [];

beforeAll(() => {
  execFileSync("bash", ["scripts/ensure.sh", "build"], { stdio: "ignore", timeout: 240_000 });
}, 300_000);

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
});

function post(port: number, eventId: string, device: string, body: object) {
  return fetch(`http://127.0.0.1:${port}/api/kartomantik/events/${eventId}/draft/play`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `bz_device=${device}` },
    body: JSON.stringify(body),
  });
}

/** A projector's stream from one app server: the message ids and the log entries they carry. */
async function watch(port: number, eventId: string) {
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/kartomantik/events/${eventId}/draft/stream?as=projector`, {
    signal: abort.signal,
  });
  const stream = readSseResponse<{ entries: { seq: number }[] }>(res, () => abort.abort());
  return {
    ids: () => stream.messages.map((m) => m.id),
    entries: () => stream.messages.flatMap((m) => m.data.entries.map((e) => e.seq)),
    until: (pred: () => boolean) => stream.until(pred, 10_000),
    stop: stream.close,
  };
}

describe("two app instances on one PostgreSQL", () => {
  it("a bid accepted by one instance reaches an SSE client of the other", async () => {
    await Promise.all([startApp(3971, running), startApp(3972, running)]);
    const night = await draftNight(3);
    const start = await night.current();
    const a = start.state.active!;
    const onB = await watch(3972, night.event.id);
    await onB.until(() => onB.ids().includes(start.seq));
    const chose = await post(3971, night.event.id, night.devices[a]!, {
      type: "choose",
      cardId: start.state.table[0],
      seenSeq: start.seq,
      idempotencyKey: randomUUID(),
    });
    expect(chose.status).toBe(200);
    const bid = await post(3971, night.event.id, night.devices[(a + 1) % 3]!, {
      type: "bid",
      amount: 15,
      seenSeq: start.seq + 1,
      idempotencyKey: randomUUID(),
    });
    const { seq } = (await bid.json()) as { seq: number };
    await onB.until(() => onB.ids().includes(seq));
    // Every entry, once and in order (two may arrive in one message when announced close together).
    expect(onB.entries()).toEqual([start.seq + 1, seq]);
    expect(onB.ids().at(-1)).toBe(seq);
    onB.stop();
  }, 120_000);
});

describe("kill -9 of the app mid-draft", () => {
  it("restarts at the same sequence; a retried request is applied once; the draft continues", async () => {
    let app = await startApp(3973, running);
    const night = await draftNight(2);
    const start = await night.current();
    const a = start.state.active!;
    const b = 1 - a;
    expect(
      (
        await post(3973, night.event.id, night.devices[a]!, {
          type: "choose",
          cardId: start.state.table[0],
          seenSeq: start.seq,
          idempotencyKey: randomUUID(),
        })
      ).status,
    ).toBe(200);
    // A bid in flight when the process dies: it either committed or not — never half.
    const key = randomUUID();
    const inFlight = post(3973, night.event.id, night.devices[b]!, {
      type: "bid",
      amount: 20,
      seenSeq: start.seq + 1,
      idempotencyKey: key,
    }).catch(() => null);
    await new Promise((r) => setTimeout(r, 5));
    const gone = new Promise((r) => app.once("exit", r));
    app.kill("SIGKILL");
    await Promise.all([inFlight, gone]);
    app = await startApp(3973, running);
    // The phone retries with the same idempotency key after the restart.
    const retry = await post(3973, night.event.id, night.devices[b]!, {
      type: "bid",
      amount: 20,
      seenSeq: start.seq + 1,
      idempotencyKey: key,
    });
    expect(retry.status).toBe(200);
    const answer = (await retry.json()) as {
      seq: number;
      view: { draft: { auction: { best: { amount: number; player: number } } } };
    };
    expect(answer.seq).toBe(start.seq + 2);
    expect(answer.view.draft.auction.best).toEqual({ player: b, amount: 20 });
    const log = await draftLog(night.event.id);
    expect(log.actions.map((x) => x.kind)).toEqual(["start", "choose", "bid"]);
    // The draft goes on where it was.
    const pass = await post(3973, night.event.id, night.devices[a]!, {
      type: "pass",
      seenSeq: answer.seq,
      idempotencyKey: randomUUID(),
    });
    expect(pass.status).toBe(200);
    expect((await night.current()).state.hands[b]).toEqual([start.state.table[0]]);
    app.kill("SIGTERM");
  }, 120_000);
});
