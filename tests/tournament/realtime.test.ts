// Tournament updates over SSE (issue #5 §5): the current view first, every confirmed result as
// it commits (NOTIFY on the event channel), Last-Event-ID resumes, and a dropped LISTEN
// connection is reopened with a backfill.
import { describe, expect, it, vi } from "vitest";
import { pool } from "@/lib/db/pool";
import { LISTENER_NAME } from "@/lib/realtime/listener";
import { readSse } from "../setup/sse";
import { tournamentHub, tournamentStream } from "@/lib/realtime/tournament-hub";
import type { TournamentView } from "@/lib/tournament/shape";
import { eventWith } from "./setup";

const open = (eventId: string, lastEventId: number | null = null) =>
  readSse<TournamentView>(tournamentStream({ eventId, lastEventId }));

describe("tournament SSE", () => {
  it("sends the view, then each change once committed; Last-Event-ID resumes", async () => {
    const night = await eventWith(4);
    const early = open(night.event.id);
    await night.start();
    // A stream opened before the start gets the first view when the tournament begins.
    await early.until(() => early.messages.length === 1);
    expect(early.res.headers.get("content-type")).toContain("text/event-stream");
    const [anna, bruno] = night.seatIds as [string, string];
    const before = early.messages[0]!.id;
    await night.play(anna, bruno, [[40, 10]]);
    // Pushed by the commit's NOTIFY (the stream never polls). How fast is a benchmark's question, not a timed test's:
    // the wait is only long enough for a loaded machine.
    await early.until(() => early.messages.some((m) => m.data.matches.some((x) => x.status === "confirmed")), 10_000);
    const last = early.messages.at(-1)!;
    expect(last.id).toBeGreaterThan(before);
    expect(last.data.standings.find((r) => r.id === anna)).toMatchObject({ matchPoints: 40 });

    // Up to date: nothing is sent until the next change.
    const current = open(night.event.id, last.id);
    const behind = open(night.event.id, before);
    await behind.until(() => behind.messages.length === 1);
    expect(behind.messages[0]!.id).toBe(last.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(current.messages).toHaveLength(0);
    for (const s of [early, current, behind]) s.close();
  });

  it("survives a dropped LISTEN connection", async () => {
    const night = await eventWith(2);
    await night.start();
    const stream = open(night.event.id);
    await stream.until(() => stream.messages.length === 1);
    const killed = await pool().query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_NAME],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    const [anna, bruno] = night.seatIds as [string, string];
    await night.play(anna, bruno, [[5, 0]]);
    await stream.until(() => stream.messages.some((m) => m.data.status === "finished"), 10_000);
    expect(tournamentHub().watchedEvents).toBeGreaterThan(0);
    stream.close();
  });

  it("a subscription released twice does not drop the subscriber that came after it", async () => {
    const night = await eventWith(2);
    await night.start();
    const hub = tournamentHub();
    const first = await hub.subscribe(night.event.id, { seq: -1, deliver: () => {} });
    first();
    const views: number[] = [];
    const second = await hub.subscribe(night.event.id, { seq: -1, deliver: (view) => views.push(view.version) });
    // The first page's stream ends again (its own end after an earlier release, as the draft start stream's does).
    first();
    hub.refresh(night.event.id);
    await vi.waitFor(() => expect(views).toHaveLength(1));
    second();
  });
});
