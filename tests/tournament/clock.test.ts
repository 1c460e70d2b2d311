// The round clock (issue 17 §8): only the event's organizer starts, pauses, resumes and extends it,
// each an entry of the event's log; the server computes and stores the deadline with its own
// clock (a client's time is never asked), every screen gets it in the tournament view over the
// existing stream, a fresh read (a reload, another instance) shows the same deadline, and at zero
// nothing is recorded. Bad input → 400, someone else → 401/403, a command that does not fit → 409.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";

const state = vi.hoisted(() => ({ organizer: null as null | { id: string; email: string; name: string } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => state.organizer }));

const clockRoute = await import("@/app/api/events/[eventId]/tournament/clock/route");
const { tournamentStream } = await import("@/lib/realtime/tournament-hub");
const { tournamentView } = await import("@/lib/tournament/views");
const { db } = await import("@/lib/db/client");
const { readSse } = await import("../setup/sse");
const { eventWith, logOf } = await import("./setup");
type View = import("@/lib/tournament/shape").TournamentView;

const ctx = (eventId: string) => ({ params: Promise.resolve({ eventId }) });
const post = (body: unknown) =>
  new Request("http://test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const asOrganizer = (id: string) => (state.organizer = { id, email: `${id}@test.it`, name: "Org" });
const clockOf = async (eventId: string) => (await tournamentView(eventId))!.clock;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Time left as a screen computes it: the deadline on the server's clock. */
const leftOf = (c: NonNullable<View["clock"]>) => (c.endsAt !== null ? c.endsAt - c.now : c.leftMs!);

beforeEach(() => {
  state.organizer = null;
});

describe("round clock", () => {
  it("start, pause, resume and extend: the server's deadline, in the view and the log, the same on a fresh read", async () => {
    const night = await eventWith(4);
    await night.start();
    asOrganizer(night.organizer.id);
    const send = async (body: unknown) => {
      const res = await clockRoute.POST(post(body), ctx(night.event.id));
      return {
        status: res.status,
        body: (await res.json()) as {
          clock?: { endsAt: number | null; leftMs: number | null; now: number };
          error?: { code: string; message: string };
        },
      };
    };
    expect(await clockOf(night.event.id)).toBeNull();

    const before = Date.now();
    const started = await send({ op: "start", seconds: 600 });
    expect(started.status).toBe(200);
    const c1 = (await clockOf(night.event.id))!;
    expect(c1).toMatchObject({ kind: "regular", stage: 0, round: 1, leftMs: null });
    // The deadline is the server's now + 10 minutes (the database and this process share a clock here).
    expect(c1.endsAt).toBe(started.body.clock!.endsAt);
    expect(c1.endsAt! - started.body.clock!.now).toBe(600_000);
    expect(Math.abs(c1.endsAt! - (before + 600_000))).toBeLessThan(2_000);

    // A reload: the same deadline, less time left.
    await sleep(300);
    const again = (await clockOf(night.event.id))!;
    expect(again.endsAt).toBe(c1.endsAt);
    expect(leftOf(again)).toBeLessThanOrEqual(leftOf(c1) - 250);

    // Pause keeps what was left; time passes and nothing moves; resume sets a new deadline from it.
    expect((await send({ op: "pause" })).status).toBe(200);
    const paused = (await clockOf(night.event.id))!;
    expect(paused.endsAt).toBeNull();
    expect(paused.leftMs).toBeGreaterThan(598_000);
    expect(paused.leftMs).toBeLessThan(600_000 - 250);
    await sleep(300);
    expect((await clockOf(night.event.id))!.leftMs).toBe(paused.leftMs);
    const paused2 = await send({ op: "pause" });
    expect(paused2.status).toBe(409);
    expect(paused2.body.error!.message).toBe(
      "Il tempo del turno non sta scorrendo: non c'è niente da mettere in pausa.",
    );
    // Extending a paused clock adds to what is left.
    expect((await send({ op: "extend", seconds: 60 })).status).toBe(200);
    expect((await clockOf(night.event.id))!.leftMs).toBe(paused.leftMs! + 60_000);
    const resumed = await send({ op: "resume" });
    expect(resumed.status).toBe(200);
    const c2 = (await clockOf(night.event.id))!;
    expect(c2.endsAt! - resumed.body.clock!.now).toBe(paused.leftMs! + 60_000);
    expect((await send({ op: "resume" })).body.error!.code).toBe("round_clock_not_paused");
    // Extending a running clock moves its deadline.
    await send({ op: "extend", seconds: 120 });
    expect((await clockOf(night.event.id))!.endsAt).toBe(c2.endsAt! + 120_000);

    // Every command is an entry of the event's log, by the organizer.
    const entries = (await logOf(night.event.id)).filter((e) => e.type.startsWith("round_clock."));
    expect(entries.map((e) => e.type)).toEqual([
      "round_clock.started",
      "round_clock.paused",
      "round_clock.extended",
      "round_clock.resumed",
      "round_clock.extended",
    ]);
    expect(entries.every((e) => e.actor === `organizer:${night.organizer.id}`)).toBe(true);
    expect(entries[0]!.payload).toMatchObject({
      stage: 0,
      round: 1,
      seconds: 600,
      endsAt: new Date(c1.endsAt!).toISOString(),
    });
    // Stored on the tournament row: what another instance or a restarted server reads.
    const row = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
    expect(row.clockEndsAt!.getTime()).toBe(c2.endsAt! + 120_000);
  });

  it("reaches every screen over the tournament stream", async () => {
    const night = await eventWith(2);
    await night.start();
    const stream = readSse<View>(tournamentStream({ eventId: night.event.id, lastEventId: null }));
    await stream.until(() => stream.messages.length === 1);
    expect(stream.messages[0]!.data.clock).toBeNull();
    asOrganizer(night.organizer.id);
    expect((await clockRoute.POST(post({ op: "start", seconds: 300 }), ctx(night.event.id))).status).toBe(200);
    await stream.until(() => stream.messages.some((m) => m.data.clock !== null), 2_000);
    const clock = stream.messages.at(-1)!.data.clock!;
    expect(clock).toMatchObject({ stage: 0, round: 1, leftMs: null });
    expect(clock.endsAt! - clock.now).toBeGreaterThan(295_000);
    expect(clock.endsAt! - clock.now).toBeLessThanOrEqual(300_000);
    stream.close();
  });

  it("at zero nothing is recorded: the matches keep waiting, the clock shows 0 until extended from now", async () => {
    const night = await eventWith(2);
    await night.start();
    asOrganizer(night.organizer.id);
    expect((await clockRoute.POST(post({ op: "start", seconds: 5 }), ctx(night.event.id))).status).toBe(200);
    const versionAtStart = (await tournamentView(night.event.id))!.version;
    await sleep(5_200);
    const view = (await tournamentView(night.event.id))!;
    expect(leftOf(view.clock!)).toBeLessThan(0);
    expect(view.version).toBe(versionAtStart);
    expect(view.matches.map((m) => m.status)).toEqual(["scheduled"]);
    // A clock at zero cannot be paused; extending it counts from now, not from the old deadline.
    expect((await clockRoute.POST(post({ op: "pause" }), ctx(night.event.id))).status).toBe(409);
    expect((await clockRoute.POST(post({ op: "extend", seconds: 60 }), ctx(night.event.id))).status).toBe(200);
    const extended = (await clockOf(night.event.id))!;
    expect(leftOf(extended)).toBeGreaterThan(59_000);
    // The round's last result: no round left, so no clock is shown and none can be started.
    const [anna, bruno] = night.seatIds as [string, string];
    await night.play(anna, bruno, [[10, 5]]);
    expect(await clockOf(night.event.id)).toBeNull();
    const none = await clockRoute.POST(post({ op: "start", seconds: 60 }), ctx(night.event.id));
    expect(none.status).toBe(409);
    expect((await none.json()).error.message).toBe("Nessun turno in corso: ogni partita ha già un risultato.");
  });

  it("belongs to the round it was started for: the next round starts without one", async () => {
    const night = await eventWith(4);
    await night.start();
    asOrganizer(night.organizer.id);
    await clockRoute.POST(post({ op: "start", seconds: 600 }), ctx(night.event.id));
    const round1 = (await night.view()).matches.filter((m) => m.round === 1);
    for (const m of round1) await night.play(seatA(m), seatB(m)!, [[10, 5]]);
    const view = await night.view();
    expect(view.current).toMatchObject({ round: 2 });
    expect(view.clock).toBeNull();
    const extend = await clockRoute.POST(post({ op: "extend", seconds: 60 }), ctx(night.event.id));
    expect(extend.status).toBe(409);
    expect((await extend.json()).error.code).toBe("round_clock_none");
  });

  it("only the event's organizer; bad input is refused with the reason and changes nothing", async () => {
    const night = await eventWith(2);
    const other = await eventWith(1);
    await night.start();
    const version = (await night.view()).version;
    const start = { op: "start", seconds: 600 };
    expect((await clockRoute.POST(post(start), ctx(night.event.id))).status).toBe(401);
    asOrganizer(other.organizer.id);
    expect((await clockRoute.POST(post(start), ctx(night.event.id))).status).toBe(403);

    asOrganizer(night.organizer.id);
    for (const body of [
      { op: "start" },
      { op: "start", seconds: 2 },
      { op: "start", seconds: 99_999 },
      { op: "start", seconds: "600" },
      { op: "extend", seconds: 1.5 },
      { op: "stop" },
      { seconds: 60 },
    ]) {
      const res = await clockRoute.POST(post(body), ctx(night.event.id));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    // A deadline from the client is not an input: the server's own is used.
    const res = await clockRoute.POST(post({ ...start, endsAt: 0 }), ctx(night.event.id));
    expect(res.status).toBe(200);
    expect((await clockOf(night.event.id))!.endsAt).toBeGreaterThan(Date.now() + 590_000);
    expect((await night.view()).version).toBe(version + 1);
    // Before the tournament: nothing to time.
    asOrganizer(other.organizer.id);
    const early = await clockRoute.POST(post(start), ctx(other.event.id));
    expect(early.status).toBe(404);
  });
});
