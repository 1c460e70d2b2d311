// 2v2 team events (issue 20 §2): teams of two formed by the organizer or by a team code, 21-card
// decks of at most 400 points, the start's checks and the round robin among teams.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { myConstructedDeck, saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { createEvent } from "@/lib/events/events";
import { createTeam, joinTeam, leaveTeam, myTeam, pairTeam, splitTeam, teamsOf } from "@/lib/teams/teams";
import { eventWith, logOf } from "../tournament/setup";
import { deckOf, teamNight } from "./setup";

const versionOf = async (eventId: string) =>
  (await db().event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } })).version;

describe("creating a team event", () => {
  it("the organizer chooses the mode at creation; a team or pod event must be constructed", async () => {
    const night = await teamNight(1);
    expect(night.event.mode).toBe("2v2");
    await expect(
      createEvent(night.organizer.id, {
        name: "Draft a squadre",
        format: "draft_bazaar",
        bestOf: 1,
        cardSetId: night.event.cardSetId!,
        mode: "2v2",
      }),
    ).rejects.toMatchObject({ code: "event_mode_needs_constructed", status: 422 });
  });
});

describe("forming teams", () => {
  it("a player creates a team and gets a short code; the teammate enters it (any case, spaces) and completes it", async () => {
    const n = await teamNight(3);
    const created = await createTeam(n.event.id, n.devices[0]!);
    expect(created.team.code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    const spaced = `${created.team.code.slice(0, 2).toLowerCase()} ${created.team.code.slice(2)}`;
    await joinTeam(n.event.id, n.devices[1]!, { code: spaced.toUpperCase().replace(/\s/g, "") });
    const mine = await myTeam(n.event.id, n.devices[1]!);
    expect(mine.team?.members.map((m) => m.name)).toEqual(["Anna", "Bruno"]);
    expect(mine.team?.code).toBe(created.team.code);
    // Another player sees the team but not its code.
    const other = await myTeam(n.event.id, n.devices[2]!);
    expect(other.team).toBeNull();
    expect(other.teams.map((t) => [t.code, t.members.length])).toEqual([[null, 2]]);
    expect((await logOf(n.event.id)).map((e) => e.type).slice(-2)).toEqual(["team.created", "team.joined"]);
  });

  it("a third player is refused by a full team, an unknown code is named, and nothing changes", async () => {
    const n = await teamNight(3);
    const { team } = await createTeam(n.event.id, n.devices[0]!);
    await joinTeam(n.event.id, n.devices[1]!, { code: team.code });
    const before = await versionOf(n.event.id);
    await expect(joinTeam(n.event.id, n.devices[2]!, { code: team.code })).rejects.toMatchObject({
      code: "team_full",
      status: 409,
      params: { names: "Anna & Bruno" },
    });
    await expect(joinTeam(n.event.id, n.devices[2]!, { code: "ZZZZ" })).rejects.toMatchObject({
      code: "team_code_unknown",
      status: 404,
    });
    await expect(createTeam(n.event.id, n.devices[0]!)).rejects.toMatchObject({ code: "team_already_in" });
    expect(await versionOf(n.event.id)).toBe(before);
    expect((await teamsOf(n.event.id, { organizer: true })).map((t) => t.members.length)).toEqual([2]);
  });

  it("a player leaves (a team left empty is gone); the organizer pairs two players and splits a team", async () => {
    const n = await teamNight(4);
    await createTeam(n.event.id, n.devices[0]!);
    await leaveTeam(n.event.id, n.devices[0]!);
    expect(await teamsOf(n.event.id, { organizer: true })).toEqual([]);
    const { team } = await pairTeam(n.organizer.id, n.event.id, { seatIds: [n.seatIds[3]!, n.seatIds[0]!] });
    const teams = await teamsOf(n.event.id, { organizer: true });
    expect(teams.map((t) => [t.code, t.members.map((m) => m.name)])).toEqual([[team.code, ["Anna", "Dario"]]]);
    await expect(
      pairTeam(n.organizer.id, n.event.id, { seatIds: [n.seatIds[0]!, n.seatIds[1]!] }),
    ).rejects.toMatchObject({ code: "team_already_in", params: { name: "Anna" } });
    await expect(
      pairTeam(n.organizer.id, n.event.id, { seatIds: [n.seatIds[1]!, n.seatIds[1]!] }),
    ).rejects.toMatchObject({ code: "team_same_seat" });
    await splitTeam(n.organizer.id, n.event.id, { teamId: team.id });
    expect(await teamsOf(n.event.id, { organizer: true })).toEqual([]);
    expect((await logOf(n.event.id)).map((e) => e.type).slice(-2)).toEqual(["team.paired", "team.split"]);
  });

  it("a duel event has no teams", async () => {
    const n = await eventWith(2);
    await expect(createTeam(n.event.id, n.devices[0]!)).rejects.toMatchObject({ code: "not_a_team_event" });
  });
});

describe("2v2 decks", () => {
  it("2vs2 'esattamente 21 carte … non deve superare 400': the 2v2 rules check the deck, not the 30-card ones", async () => {
    const n = await teamNight(1);
    const thirty = deckOf(n.cards, 30, 12);
    const saved = await saveMyDeck(n.event.id, n.devices[0]!, { cardIds: thirty, sideboardIds: [] });
    expect(saved.check.legal).toBe(false);
    expect(saved.check.violations.map((v) => [v.rule, v.section])).toContainEqual([
      "deck_size",
      "2vs2 Creazione del Mazzo",
    ]);
    const ok = await saveMyDeck(n.event.id, n.devices[0]!, { cardIds: n.deck21, sideboardIds: [] });
    expect(ok.check).toMatchObject({ legal: true, stats: { cards: 21 } });
    expect(ok.check.stats.points).toBeLessThanOrEqual(400);
    expect((await myConstructedDeck(n.event.id, n.devices[0]!, "it")).format).toBe("2v2");
  });
});

describe("starting a 2v2 event", () => {
  it("is refused naming the players without a team, then those without a deck; nothing changes", async () => {
    const n = await teamNight(5, { paired: true });
    await expect(n.start()).rejects.toMatchObject({ code: "teams_not_ready", status: 409, params: { names: "Elsa" } });
    await db().seat.delete({ where: { id: n.seatIds[4]! } });
    await saveMyDeck(n.event.id, n.devices[0]!, { cardIds: n.deck21, sideboardIds: [] });
    await expect(n.start()).rejects.toMatchObject({
      code: "decks_not_ready",
      params: { names: "Bruno, Carla, Dario" },
    });
    expect(await db().tournament.findUnique({ where: { eventId: n.event.id } })).toBeNull();
    expect((await db().event.findUniqueOrThrow({ where: { id: n.event.id } })).status).toBe("setup");
  });

  it("a round robin among the teams: tables of four, sides 0/1 per team, a team alone has the bye; decks locked", async () => {
    const n = await teamNight(6, { paired: true, decks: true });
    expect(await n.start()).toMatchObject({ rounds: 3, matches: 6 });
    const view = await n.view();
    expect(view.mode).toBe("2v2");
    const [anna, bruno, carla, dario, elsa, fabio] = n.seatIds;
    const round1 = view.matches.filter((m) => m.round === 1);
    // Teams in seat order: Anna & Bruno (1), Carla & Dario (2), Elsa & Fabio (3): 3 teams, a bye each round.
    const table = round1.find((m) => m.status !== "bye")!;
    expect(table.seats.map((s) => s.side)).toEqual([0, 1, 0, 1]);
    expect(view.matches.every((m) => m.status === "bye" || new Set(m.seats.map((s) => s.seatId)).size === 4)).toBe(
      true,
    );
    const byes = view.matches.filter((m) => m.status === "bye");
    expect(byes.map((m) => m.seats.map((s) => s.seatId).sort())).toHaveLength(3);
    expect(new Set(byes.map((m) => m.seats.map((s) => s.seatId).join()))).toEqual(
      new Set([[anna, bruno].join(), [carla, dario].join(), [elsa, fabio].join()]),
    );
    expect(view.teams?.map((t) => t.seatIds)).toEqual([
      [anna, bruno],
      [carla, dario],
      [elsa, fabio],
    ]);
    expect(view.standings.map((r) => [r.name, r.score])).toEqual([
      ["Anna & Bruno", 0],
      ["Carla & Dario", 0],
      ["Elsa & Fabio", 0],
    ]);
    expect((await db().deck.findMany({ where: { seatId: { in: n.seatIds } } })).every((d) => d.lockedAt)).toBe(true);
    await expect(createTeam(n.event.id, n.devices[0]!)).rejects.toMatchObject({ code: "event_started" });
  });
});
