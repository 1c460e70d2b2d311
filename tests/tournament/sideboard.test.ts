// Bo3 sideboarding (rulebook §4.1 "Riserva": before each game a player may replace deck cards
// with sideboard cards, keeping the normal construction limits; event-rules §6): swaps per game,
// both players ready before the game starts, each game from the previous game's deck, every match
// from the locked deck.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import type { SideboardView } from "@/lib/kartomantik/decks/sideboard-shape";
import { mySideboard as sideboardOf, readyForGame } from "@/lib/tournament/sideboard";

/** Kartomantik's view of the player's sideboard, as the backbone hands it over. */
const mySideboard = async (...args: Parameters<typeof sideboardOf>) => (await sideboardOf(...args)) as SideboardView;
import { eventWith, logOf } from "./setup";
import { kenTournament } from "../ken/setup";
import { act, openMatchGame } from "@/lib/kartomantik/games/play";
import { state, withDecks } from "../games/setup";

type Row = { id: string; type: string; points: number; nameEn: string };

/** A legal constructed deck close to the 500-point cap, and a 6-card sideboard of manifestations:
 * two cheap ones (legal swaps) and one of the most expensive (pushes the deck over 500). */
function nearCap(cards: Row[]) {
  const byName = new Map<string, Row>();
  for (const c of cards) if (!byName.has(c.nameEn)) byName.set(c.nameEn, c);
  const unique = [...byName.values()];
  const wills = unique.filter((c) => c.type !== "manifestation").slice(0, 12);
  const manifestations = unique.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points);
  const deck = manifestations.slice(0, 18);
  const rest = manifestations.slice(18);
  const total = () => deck.reduce((s, c) => s + c.points, 0);
  // Trade the cheapest deck card for the dearest spare one while the deck stays within 500.
  for (let i = rest.length - 1; i >= 0; i--) {
    const cheapest = deck.reduce((m, c) => (c.points < m.points ? c : m));
    if (total() - cheapest.points + rest[i]!.points <= 500 && rest[i]!.points > cheapest.points) {
      deck.splice(deck.indexOf(cheapest), 1, rest[i]!);
      rest.splice(i, 1, cheapest);
    }
  }
  const spare = rest.filter((c) => !deck.includes(c)).sort((a, b) => a.points - b.points);
  const sideboard = [spare[0]!, spare[1]!, spare[2]!, spare[3]!, spare[4]!, spare.at(-1)!];
  return { deck: [...wills, ...deck], sideboard, points: total() };
}

async function bo3WithDecks(players = 2) {
  const night = await eventWith(players, { format: "constructed", bestOf: 3 });
  const cards = await db().card.findMany({ where: { setId: night.event.cardSetId! } });
  const plan = nearCap(cards);
  for (const device of night.devices)
    await saveMyDeck(night.event.id, device, {
      cardIds: plan.deck.map((c) => c.id),
      sideboardIds: plan.sideboard.map((c) => c.id),
    });
  await night.start();
  return { ...night, plan };
}

const ready = (
  night: Awaited<ReturnType<typeof bo3WithDecks>>,
  seat: string,
  matchId: string,
  game: number,
  swaps: { fromDeck: string; fromSideboard: string }[],
) => readyForGame(night.event.id, matchId, night.deviceOf(seat), { game, swaps, idempotencyKey: randomUUID() });

describe("Bo3 sideboarding", () => {
  it("§4.1 Riserva: two legal swaps before game 2 are saved, the player is ready, the game starts when both are", async () => {
    const night = await bo3WithDecks();
    const [anna, bruno] = night.seatIds as [string, string];
    const match = await night.match(anna, bruno);
    const before = await mySideboard(night.event.id, match.id, night.deviceOf(anna));
    expect(before).toMatchObject({ game: 2, swaps: null, opponentReady: false, started: [] });
    expect(before.deck).toEqual(night.plan.deck.map((c) => c.id));

    const dearDeck = night.plan.deck.filter((c) => c.type === "manifestation").sort((a, b) => b.points - a.points);
    const swaps = [
      { fromDeck: dearDeck[0]!.id, fromSideboard: night.plan.sideboard[0]!.id },
      { fromDeck: dearDeck[1]!.id, fromSideboard: night.plan.sideboard[1]!.id },
    ];
    const answer = await ready(night, anna, match.id, 2, swaps);
    expect(answer).toMatchObject({ game: 2, started: false });
    expect(await mySideboard(night.event.id, match.id, night.deviceOf(anna))).toMatchObject({
      game: 2,
      swaps,
      started: [],
    });
    expect(await mySideboard(night.event.id, match.id, night.deviceOf(bruno))).toMatchObject({
      game: 2,
      swaps: null,
      opponentReady: true,
    });
    // Public: who is ready; private: the swaps (only in the player's own view).
    const publicMatch = (await night.view()).matches.find((m) => m.id === match.id)!;
    expect(publicMatch.sideboarding).toEqual([{ game: 2, ready: [anna] }]);
    expect(JSON.stringify(await night.view())).not.toContain(night.plan.sideboard[0]!.id);

    expect(await ready(night, bruno, match.id, 2, [])).toMatchObject({ game: 2, started: true });
    const log = await logOf(night.event.id);
    expect(log.slice(-2).map((e) => e.type)).toEqual(["match.sideboard_ready", "match.game_started"]);

    // Game 2 is being played (on paper, its end unseen): nothing is prepared (sideboarding is between games),
    // and the deck shown is game 2's: Anna's swapped-in cards are in it, the swapped-out ones out.
    const during = await mySideboard(night.event.id, match.id, night.deviceOf(anna));
    expect(during).toMatchObject({ game: null, started: [2], swaps: null });
    expect(during.deck).toContain(night.plan.sideboard[0]!.id);
    expect(during.deck).not.toContain(dearDeck[0]!.id);
    expect(during.sideboard).toContain(dearDeck[0]!.id);
  });

  it("§4.1: a swap that breaks the construction limits (over 500 points) is refused with the reason and saves nothing", async () => {
    const night = await bo3WithDecks();
    const [anna, bruno] = night.seatIds as [string, string];
    const match = await night.match(anna, bruno);
    const cheapest = night.plan.deck.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points)[0]!;
    const dearest = night.plan.sideboard.at(-1)!;
    expect(night.plan.points - cheapest.points + dearest.points).toBeGreaterThan(500);
    await expect(
      ready(night, anna, match.id, 2, [{ fromDeck: cheapest.id, fromSideboard: dearest.id }]),
    ).rejects.toMatchObject({
      code: "sideboard_illegal",
      params: { rule: "points_cap", points: night.plan.points - cheapest.points + dearest.points, max: 500 },
    });
    // Cards not where the swap says: named too.
    await expect(
      ready(night, anna, match.id, 2, [{ fromDeck: dearest.id, fromSideboard: cheapest.id }]),
    ).rejects.toMatchObject({ code: "sideboard_illegal", params: { rule: "swap_not_in_deck" } });
    expect(await db().sideboardStep.count({ where: { matchId: match.id } })).toBe(0);
    expect(await mySideboard(night.event.id, match.id, night.deviceOf(anna))).toMatchObject({ game: 2, swaps: null });
  });

  it("only the game being prepared, once per player; a retried request changes nothing twice", async () => {
    const night = await bo3WithDecks();
    const [anna, bruno] = night.seatIds as [string, string];
    const match = await night.match(anna, bruno);
    await expect(ready(night, anna, match.id, 3, [])).rejects.toMatchObject({
      code: "sideboard_wrong_game",
      params: { game: 3, current: 2 },
    });
    const key = randomUUID();
    await readyForGame(night.event.id, match.id, night.deviceOf(anna), { game: 2, swaps: [], idempotencyKey: key });
    expect(
      await readyForGame(night.event.id, match.id, night.deviceOf(anna), { game: 2, swaps: [], idempotencyKey: key }),
    ).toMatchObject({ duplicate: true });
    await expect(ready(night, anna, match.id, 2, [])).rejects.toMatchObject({
      code: "sideboard_already_ready",
      params: { game: 2 },
    });
    expect(await db().sideboardStep.count({ where: { matchId: match.id } })).toBe(1);
  });

  it("every match starts again from the locked deck: swaps in one match do not follow the player to the next", async () => {
    const night = await bo3WithDecks(3);
    const [anna, bruno, carla] = night.seatIds as [string, string, string];
    const first = await night.match(anna, bruno);
    const out = night.plan.deck.find((c) => c.type === "manifestation")!;
    const swap = { fromDeck: out.id, fromSideboard: night.plan.sideboard[0]!.id };
    await ready(night, anna, first.id, 2, [swap]);
    await ready(night, bruno, first.id, 2, []);
    const second = await night.match(anna, carla);
    const fresh = await mySideboard(night.event.id, second.id, night.deviceOf(anna));
    expect(fresh).toMatchObject({ game: 2, started: [] });
    expect(fresh.deck).toEqual(night.plan.deck.map((c) => c.id));
  });

  it("refused for Bo1 events, for players without a locked deck, and for someone else's match", async () => {
    const bo1 = await eventWith(2, { format: "constructed", bestOf: 1 });
    await bo1.start();
    const m = await bo1.match(bo1.seatIds[0]!, bo1.seatIds[1]!);
    await expect(mySideboard(bo1.event.id, m.id, bo1.devices[0]!)).rejects.toMatchObject({ code: "sideboard_not_bo3" });

    const paper = await eventWith(2, { format: "constructed", bestOf: 3 });
    await paper.start();
    const pm = await paper.match(paper.seatIds[0]!, paper.seatIds[1]!);
    await expect(mySideboard(paper.event.id, pm.id, paper.devices[0]!)).rejects.toMatchObject({
      code: "sideboard_no_deck",
    });

    const three = await bo3WithDecks(3);
    const [anna, bruno, carla] = three.seatIds as [string, string, string];
    const other = await three.match(anna, bruno);
    await expect(mySideboard(three.event.id, other.id, three.deviceOf(carla))).rejects.toMatchObject({
      code: "match_not_yours",
    });
  });

  it("a game without sideboarding (Ken il Guerriero) refuses it as an event without locked decks does, saving nothing", async () => {
    for (const [bestOf, code] of [
      [1, "sideboard_not_bo3"],
      [3, "sideboard_no_deck"],
    ] as const) {
      const ken = await kenTournament({ bestOf });
      const device = ken.deviceOf(ken.match.seats[0]!.seatId);
      await expect(mySideboard(ken.event.id, ken.match.id, device)).rejects.toMatchObject({ code });
      const input = { game: 2, swaps: [], idempotencyKey: randomUUID() };
      await expect(readyForGame(ken.event.id, ken.match.id, device, input)).rejects.toMatchObject({ code });
      expect(await db().sideboardStep.count({ where: { matchId: ken.match.id } })).toBe(0);
    }
  });

  it("§4.1 \"Prima dell'inizio di ogni partita\": only between games — not while game 1 or 2 runs on the app, nor once game 2 started; game 3's opens when game 2 is over", async () => {
    const night = await withDecks(2, 3);
    await night.start();
    const [a, b] = night.seatIds as [string, string];
    const match = await night.match(a, b);
    const view = (seat: string) => mySideboard(night.event.id, match.id, night.deviceOf(seat));
    const concede = async (gameId: string, seat: string, player: 0 | 1) => {
      const snap = await state(gameId);
      const action = { action: { type: "concede" as const, player }, seenSeq: snap.seq, idempotencyKey: randomUUID() };
      await act(gameId, night.deviceOf(seat), action);
    };
    const readyFor = (seat: string, game: number) =>
      readyForGame(night.event.id, match.id, night.deviceOf(seat), { game, swaps: [], idempotencyKey: randomUUID() });

    // Game 1 on the app: nothing to prepare while it runs; game 2 once it is over.
    const first = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    expect(await view(a)).toMatchObject({ game: null });
    await expect(readyFor(a, 2)).rejects.toMatchObject({
      code: "sideboard_game_running",
      params: { game: 2, previous: 1 },
    });
    await concede(first.gameId, b, 1);
    expect(await view(a)).toMatchObject({ game: 2, started: [] });
    await readyFor(a, 2);
    await readyFor(b, 2);

    // Game 2 has started: game 3 is not offered, and its readiness is refused (nothing saved).
    for (const seat of [a, b]) expect(await view(seat)).toMatchObject({ game: null, started: [2] });
    await expect(readyFor(a, 3)).rejects.toMatchObject({ code: "sideboard_game_running", params: { game: 3 } });
    const second = await openMatchGame(night.event.id, match.id, night.deviceOf(b));
    expect(await view(b)).toMatchObject({ game: null });
    expect(await db().sideboardStep.count({ where: { matchId: match.id, game: 3 } })).toBe(0);

    // Game 2 ends (1–1): game 3 is prepared now.
    await concede(second.gameId, a, 0);
    for (const seat of [a, b]) expect(await view(seat)).toMatchObject({ game: 3, swaps: null, started: [2] });
    await readyFor(a, 3);
    expect(await readyFor(b, 3)).toMatchObject({ game: 3, started: true });
  });
});
