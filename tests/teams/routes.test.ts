// The team routes authorize on the resource (issue 20 §2): a phone's team request names its seat
// by the device cookie, never the body; only the event's organizer pairs and splits; a table's
// report over HTTP takes every seat's points; refusals are translated 4xx and change nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { DEVICE_COOKIE } = await import("@/lib/players/device");
const teamRoute = await import("@/app/api/events/[eventId]/team/route");
const teamsRoute = await import("@/app/api/events/[eventId]/teams/route");
const reportRoute = await import("@/app/api/events/[eventId]/matches/[matchId]/report/route");
const { teamNight } = await import("./setup");
const { eventWith } = await import("../tournament/setup");

const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) });
const json = (method: string, body: unknown) =>
  new Request("http://test/api", {
    method,
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const asOrganizer = (id: string) => (state.organizer = { id, email: `${id}@test.it`, name: "Org" });
const asDevice = (device: string) => state.cookies.set(DEVICE_COOKIE, device);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("team routes", () => {
  it("a phone creates a team and a teammate joins by code; a wrong code is a translated 404", async () => {
    const n = await teamNight(3);
    const params = { eventId: n.event.id };
    asDevice(n.devices[0]!);
    const created = await teamRoute.POST(json("POST", { op: "create" }), ctx(params));
    expect(created.status).toBe(200);
    const { team } = (await created.json()) as { team: { code: string } };
    asDevice(n.devices[2]!);
    const wrong = await teamRoute.POST(json("POST", { op: "join", code: "QQQQ" }), ctx(params));
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.message).toBe(
      "Nessuna squadra con il codice «QQQQ» in questo evento: controlla il codice del tuo compagno.",
    );
    asDevice(n.devices[1]!);
    expect((await teamRoute.POST(json("POST", { op: "join", code: team.code }), ctx(params))).status).toBe(200);
    const mine = await (await teamRoute.GET(new Request("http://test/api"), ctx(params))).json();
    expect(mine.team.members.map((m: { name: string }) => m.name)).toEqual(["Anna", "Bruno"]);
  });

  it("only the event's organizer pairs and splits; another organizer is refused and nothing changes", async () => {
    const n = await teamNight(2);
    const other = await eventWith(1);
    const params = { eventId: n.event.id };
    const pair = { op: "pair", seatIds: [n.seatIds[0], n.seatIds[1]] };
    expect((await teamsRoute.POST(json("POST", pair), ctx(params))).status).toBe(401);
    asOrganizer(other.organizer.id);
    expect((await teamsRoute.POST(json("POST", pair), ctx(params))).status).toBe(403);
    expect((await teamsRoute.GET(new Request("http://test/api"), ctx(params))).status).toBe(403);
    asOrganizer(n.organizer.id);
    expect((await (await teamsRoute.GET(new Request("http://test/api"), ctx(params))).json()).teams).toEqual([]);
    expect((await teamsRoute.POST(json("POST", pair), ctx(params))).status).toBe(200);
    const { teams, seats } = await (await teamsRoute.GET(new Request("http://test/api"), ctx(params))).json();
    expect(teams).toHaveLength(1);
    expect(seats.map((s: { name: string }) => s.name)).toEqual(["Anna", "Bruno"]);
  });

  it("a table's report over HTTP: every seat's points; the wrong count is a translated 422", async () => {
    const n = await teamNight(4, { paired: true, decks: true });
    await n.start();
    const m = (await n.view()).matches[0]!;
    const params = { eventId: n.event.id, matchId: m.id };
    asDevice(n.devices[0]!);
    const body = (points: number[]) => ({ games: [{ points }], version: m.version, idempotencyKey: n.key() });
    const wrong = await reportRoute.POST(json("POST", body([10, 20, 30])), ctx(params));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).error.message).toBe(
      "Il risultato ha 3 punteggi per partita, ma al tavolo siedono 4 giocatori: uno per posto.",
    );
    expect((await reportRoute.POST(json("POST", body([10, 20, 30, 40])), ctx(params))).status).toBe(200);
    expect((await n.view()).matches[0]).toMatchObject({ status: "reported", report: { points: [[10, 20, 30, 40]] } });
  });
});
