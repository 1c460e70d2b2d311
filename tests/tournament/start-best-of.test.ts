// Bo1 or Bo3 is chosen, or changed, when the tournament starts (issue 17 §4): the choice is the
// tournament's and the event's from then on, recorded in the start's log entry; anything but 1
// or 3 is refused with the reason and starts nothing.
import { describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ organizer: null as null | { id: string; email: string; name: string } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => state.organizer }));

const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const { db } = await import("@/lib/db/client");
const { eventWith, logOf } = await import("./setup");

const ctx = (eventId: string) => ({ params: Promise.resolve({ eventId }) });
const post = (body: unknown) =>
  new Request("http://test/api", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

describe("tournament start: Bo1 or Bo3", () => {
  it("a Bo1 event starts as Bo3 when the organizer says so; without a choice it keeps the event's", async () => {
    const night = await eventWith(2, { bestOf: 1 });
    state.organizer = { id: night.organizer.id, email: "o@test.it", name: "Org" };
    for (const bestOf of [2, "3", 0]) {
      const bad = await tournamentRoute.POST(post({ bestOf }), ctx(night.event.id));
      expect(bad.status, String(bestOf)).toBe(400);
      expect((await bad.json()).error.code).toBe("invalid_input");
    }
    expect(await db().tournament.findUnique({ where: { eventId: night.event.id } })).toBeNull();
    expect((await tournamentRoute.POST(post({ bestOf: 3 }), ctx(night.event.id))).status).toBe(200);
    expect((await night.view()).bestOf).toBe(3);
    expect((await db().event.findUniqueOrThrow({ where: { id: night.event.id } })).bestOf).toBe(3);
    const started = (await logOf(night.event.id)).find((e) => e.type === "tournament.started")!;
    expect(started.payload).toMatchObject({ bestOf: 3, previousBestOf: 1 });

    const plain = await eventWith(2, { bestOf: 3 });
    state.organizer = { id: plain.organizer.id, email: "p@test.it", name: "Org" };
    expect((await tournamentRoute.POST(post({}), ctx(plain.event.id))).status).toBe(200);
    expect((await plain.view()).bestOf).toBe(3);
    const bo1 = await eventWith(2, { bestOf: 3 });
    state.organizer = { id: bo1.organizer.id, email: "q@test.it", name: "Org" };
    expect((await tournamentRoute.POST(post({ bestOf: 1 }), ctx(bo1.event.id))).status).toBe(200);
    expect((await bo1.view()).bestOf).toBe(1);
  });
});
