// The tournament's HTTP routes authorize on the resource (issue #5): identity from the session or
// the device cookie, never the body; a player may only report and confirm their own match; only
// the event's organizer starts, corrects, drops and exports; refusals are translated 4xx.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { seatA, seatB } from "@/tests/tournament/places";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { DEVICE_COOKIE } = await import("@/lib/players/device");
const tournamentRoute = await import("@/app/api/events/[eventId]/tournament/route");
const reportRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/report/route");
const confirmRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/confirm/route");
const resultRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/route");
const exportRoute = await import("@/app/api/events/[eventId]/tournament/export/route");
const dropRoute = await import("@/app/api/events/[eventId]/tournament/drop/route");
const { eventWith } = await import("./setup");

const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const json = (method: string, body: unknown) =>
  new Request("http://test/api", {
    method,
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const get = (url = "http://test/api") => new Request(url);
const asOrganizer = (id: string) => (state.organizer = { id, email: `${id}@test.it`, name: "Org" });
const asDevice = (device: string) => state.cookies.set(DEVICE_COOKIE, device);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("tournament routes", () => {
  it("only the event's organizer starts it; the view is public", async () => {
    const night = await eventWith(2);
    const other = await eventWith(1);
    const params = { eventId: night.event.id };
    expect((await tournamentRoute.POST(json("POST", {}), ctx(params))).status).toBe(401);
    asOrganizer(other.organizer.id);
    expect((await tournamentRoute.POST(json("POST", {}), ctx(params))).status).toBe(403);
    state.organizer = null;
    const before = await tournamentRoute.GET(get(), ctx(params));
    expect(before.status).toBe(404);
    expect((await before.json()).error.message).toBe("Il torneo di questo evento non è ancora iniziato.");
    asOrganizer(night.organizer.id);
    expect((await tournamentRoute.POST(json("POST", {}), ctx(params))).status).toBe(200);
    state.organizer = null;
    const view = await tournamentRoute.GET(get(), ctx(params));
    expect((await view.json()).matches).toHaveLength(1);
  });

  it("a player reports and confirms only their own match, as the device cookie says (the body cannot claim a seat)", async () => {
    const night = await eventWith(4);
    await night.start();
    const [anna, bruno, carla] = night.seatIds as [string, string, string];
    const m = await night.match(anna, bruno);
    const params = { eventId: night.event.id, matchId: m.id };
    const body = { games: [[10, 5]], version: m.version, idempotencyKey: randomUUID(), seatId: anna };

    expect((await reportRoute.POST(json("POST", body), ctx(params))).status).toBe(403); // no seat at all
    asDevice(night.deviceOf(carla));
    const foreign = await reportRoute.POST(json("POST", body), ctx(params));
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe("match_not_yours");

    state.cookies.clear();
    asDevice(night.deviceOf(anna));
    const bad = await reportRoute.POST(json("POST", { ...body, games: [[7, 5]] }), ctx(params));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toBe("Partita 1: 7 non è un multiplo di 5.");
    const ok = await reportRoute.POST(json("POST", body), ctx(params));
    expect(ok.status).toBe(200);
    const reported = (await ok.json()) as { match: { version: number; reportedBy: string } };
    expect(reported.match.reportedBy).toBe(anna);

    const own = await confirmRoute.POST(
      json("POST", { version: reported.match.version, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(own.status).toBe(409);
    expect((await own.json()).error.code).toBe("match_own_report");
    state.cookies.clear();
    asDevice(night.deviceOf(bruno));
    const confirmed = await confirmRoute.POST(
      json("POST", { version: reported.match.version, idempotencyKey: randomUUID() }),
      ctx(params),
    );
    expect(confirmed.status).toBe(200);

    // A match id from another event is not found, whoever asks.
    const elsewhere = await eventWith(2);
    await elsewhere.start();
    const theirs = (await elsewhere.view()).matches[0]!;
    const cross = await reportRoute.POST(
      json("POST", { ...body, version: theirs.version }),
      ctx({ eventId: night.event.id, matchId: theirs.id }),
    );
    expect(cross.status).toBe(404);
  });

  it("only the organizer enters results, drops players and exports", async () => {
    const night = await eventWith(3);
    await night.start();
    const other = await eventWith(1);
    const m = (await night.view()).matches.find((x) => seatB(x) !== null)!;
    const params = { eventId: night.event.id, matchId: m.id };
    asDevice(night.deviceOf(seatA(m)));
    expect((await resultRoute.PUT(json("PUT", { games: [[5, 0]] }), ctx(params))).status).toBe(401);
    expect((await dropRoute.POST(json("POST", { seatId: seatB(m) }), ctx(params))).status).toBe(401);
    expect((await exportRoute.GET(get("http://test/api?kind=archive"), ctx(params))).status).toBe(401);
    asOrganizer(other.organizer.id);
    expect((await resultRoute.PUT(json("PUT", { games: [[5, 0]] }), ctx(params))).status).toBe(403);
    expect((await exportRoute.GET(get("http://test/api?kind=standings&format=csv"), ctx(params))).status).toBe(403);

    asOrganizer(night.organizer.id);
    expect((await resultRoute.PUT(json("PUT", { games: [[5, 0]] }), ctx(params))).status).toBe(200);
    const history = (await (await resultRoute.GET(get(), ctx(params))).json()) as {
      history: { type: string; actor: string }[];
    };
    expect(history.history).toEqual([
      expect.objectContaining({ type: "match.result_entered", actor: `organizer:${night.organizer.id}` }),
    ]);
    const csv = await exportRoute.GET(get("http://test/api?kind=standings&format=csv"), ctx(params));
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename=".+-standings\.csv"/);
    const dropped = await dropRoute.POST(json("POST", { seatId: seatB(m) }), ctx(params));
    expect(dropped.status).toBe(200);
    const again = await dropRoute.POST(json("POST", { seatId: seatB(m) }), ctx(params));
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("player_already_dropped");
  });
});
