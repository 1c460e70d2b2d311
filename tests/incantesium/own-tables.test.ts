// A player's own Incantesium tables against bots (POST /api/events/<id>/practice) are bounded: at most
// MAX_OWN_TABLES running at once per seat. Each new table may set its bots moving — their searches queue in the one
// bot worker, ahead of the tournament's bots — and a challenge cannot be abandoned; before, one phone repeating the
// request opened as many as it asked for (and the organizer's console listed them all). Past the bound: 409 with
// the reason, nothing opened; a finished table frees its place; another player has places of their own.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { db } = await import("@/lib/db/client");
const practiceRoute = await import("@/app/api/events/[eventId]/practice/route");
const { MAX_OWN_TABLES } = await import("@/lib/incantesium/open");
const { incBotsSettled } = await import("@/lib/incantesium/play");
const { harness, req, ctx } = await import("./app-harness");
const h = harness(state);

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

const open = async (eventId: string, device: string) => {
  h.asDevice(device);
  const res = await practiceRoute.POST(req("POST", { mode: "duel", players: 2, bot: "random" }), ctx({ eventId }));
  return {
    status: res.status,
    body: (await res.json()) as { gameId?: string; error?: { code: string; message: string } },
  };
};

describe("a player's own tables against bots", () => {
  it(`at most ${MAX_OWN_TABLES} running per seat: the next is a 409 and opens nothing; a finished one frees a place`, async () => {
    const e = await h.incEvent(["Giovanni", "Stefano"]);
    const [giovanni, stefano] = e.players.map((p) => p.device) as [string, string];
    const opened: string[] = [];
    for (let i = 0; i < MAX_OWN_TABLES; i++) {
      const ok = await open(e.eventId, giovanni);
      expect(ok.status).toBe(200);
      opened.push(ok.body.gameId!);
    }
    for (let i = 0; i < 5; i++) {
      const refused = await open(e.eventId, giovanni);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: "inc_own_tables_limit",
        message: `Hai già ${MAX_OWN_TABLES} tavoli contro i bot in corso: finiscine uno prima di aprirne un altro.`,
      });
    }
    expect(await db().incGame.count({ where: { eventId: e.eventId } })).toBe(MAX_OWN_TABLES);
    // Another player's places are their own.
    expect((await open(e.eventId, stefano)).status).toBe(200);
    // Giovanni finishes one of his: a place is free again.
    await incBotsSettled(opened[0]!);
    const over = await h.playOut(opened[0]!, () => giovanni);
    expect(over.status).toBe("finished");
    expect((await open(e.eventId, giovanni)).status).toBe(200);
    expect((await open(e.eventId, giovanni)).status).toBe(409);
  }, 120_000);
});
