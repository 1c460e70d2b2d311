// A tournament stream whose first read fails (the database away at that moment) is answered and ended, and its
// subscriber leaves the hub: before, it stayed there until the process ended, written to at every change. A hub read
// that fails is tried again: before, its subscribers waited for the next announcement.
import { describe, expect, it, vi } from "vitest";
import { readSse } from "../setup/sse";
import { sseResponse } from "@/lib/http/sse-reply";
import { tournamentHub, tournamentStream } from "@/lib/realtime/tournament-hub";
import type { TournamentView } from "@/lib/tournament/shape";
import { eventWith } from "./setup";

const failNext = vi.hoisted(() => ({ reads: 0 }));
vi.mock("@/lib/tournament/views", async (original) => {
  const real = await original<typeof import("@/lib/tournament/views")>();
  return {
    ...real,
    tournamentView: async (...args: Parameters<typeof real.tournamentView>) => {
      if (failNext.reads > 0) {
        failNext.reads--;
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      }
      return real.tournamentView(...args);
    },
  };
});

describe("tournament stream whose first read fails", () => {
  it("ends, and the hub no longer watches the event for it; the next stream works", async () => {
    const night = await eventWith(2);
    await night.start();
    const before = tournamentHub().watchedEvents;
    failNext.reads = 1;
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failed = sseResponse(
      tournamentStream({ eventId: night.event.id, lastEventId: null }),
      new AbortController().signal,
    );
    // The stream ends by itself (its client reconnects), with no view sent, and nothing of it stays watched.
    expect(await failed.text()).not.toContain("event: tournament");
    expect(failNext.reads).toBe(0);
    expect(tournamentHub().watchedEvents).toBe(before);

    const next = readSse<TournamentView>(tournamentStream({ eventId: night.event.id, lastEventId: null }));
    await next.until(() => next.messages.length === 1);
    expect(tournamentHub().watchedEvents).toBe(before + 1);
    next.close();
    await vi.waitFor(() => expect(tournamentHub().watchedEvents).toBe(before));
  });

  it("a change whose hub read fails reaches the stream anyway: the read is tried again", async () => {
    const night = await eventWith(2);
    await night.start();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const stream = readSse<TournamentView>(tournamentStream({ eventId: night.event.id, lastEventId: null }));
    await stream.until(() => stream.messages.length === 1);
    const [anna, bruno] = night.seatIds as [string, string];
    const match = await night.match(anna, bruno);
    const reported = await night.report(anna, match.id, [[5, 0]], match.version);
    await stream.until(() => stream.messages.some((m) => m.data.matches.some((x) => x.status === "reported")));
    // The confirmation is announced once; the read that announcement makes fails (the database saturated a moment).
    failNext.reads = 1;
    await night.confirm(bruno, match.id, reported.match.version);
    await stream.until(() => stream.messages.some((m) => m.data.status === "finished"));
    expect(failNext.reads).toBe(0);
    stream.close();
  });
});
