// An engine game in a test: a constructed event on its own copy of the demo set, seated phones
// with a legal deck each, and a practice game against the bot when asked.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import type { GameAction } from "@/engine/kartomantik";
import { readGame } from "@/lib/kartomantik/games/hub";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { act, gameBotsSettled, openMatchGame, openPracticeGame } from "@/lib/kartomantik/games/play";
import { seatRows } from "@/lib/tournament/seats";
import { eventWith } from "../tournament/setup";

type Row = { id: string; type: string; points: number; nameEn: string };

/** 12 wills and the 18 cheapest manifestations, distinct names: a legal constructed deck. */
export function legalDeck(cards: Row[]): string[] {
  const byName = new Map<string, Row>();
  for (const c of cards) if (!byName.has(c.nameEn)) byName.set(c.nameEn, c);
  const unique = [...byName.values()];
  return [
    ...unique.filter((c) => c.type !== "manifestation").slice(0, 12),
    ...unique
      .filter((c) => c.type === "manifestation")
      .sort((a, b) => a.points - b.points)
      .slice(0, 18),
  ].map((c) => c.id);
}

/** A constructed event whose players all saved the same legal deck. */
export async function withDecks(players: number, bestOf: 1 | 3 = 1, more: { testSeed?: number } = {}) {
  const night = await eventWith(players, { format: "constructed", bestOf, ...more });
  const cards = await db().card.findMany({ where: { setId: night.event.cardSetId! } });
  for (const device of night.devices)
    await saveMyDeck(night.event.id, device, { cardIds: legalDeck(cards), sideboardIds: [] });
  return night;
}

/** A tournament duel of the first two phones of a `players`-player event, opened: engine seat p's phone is
 * devices[p]. */
export async function matchDuel(players = 2, more: { testSeed?: number } = {}) {
  const night = await withDecks(players, 1, more);
  await night.start();
  const tournament = await db().tournament.findUniqueOrThrow({ where: { eventId: night.event.id } });
  const match = await db().match.create({ data: { tournamentId: tournament.id, round: 9, tableNo: 1 } });
  await db().matchSeat.createMany({ data: seatRows(match.id, night.seatIds.slice(0, 2), [0, 1]) });
  const { gameId } = await openMatchGame(night.event.id, match.id, night.devices[0]!);
  const seatIds = (await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })).seatIds;
  const devices = seatIds.map((id) => night.devices[night.seatIds.indexOf(id)]!);
  return { night, match, gameId, devices };
}

/** One player, their deck, and a practice game against the bot. */
export async function practiceGame() {
  const night = await withDecks(1);
  const device = night.devices[0]!;
  const { gameId } = await openPracticeGame(night.event.id, device, "greedy");
  return { night, device, gameId };
}

/** The game as its people find it when they may act: once its bots have moved (they follow each commit in writes
 * of their own, lib/engine-games/bots.ts). */
export async function state(gameId: string) {
  const snap = (await readGame(gameId, 2_147_483_647))!;
  if (snap.status !== "running" || !snap.bots.some(Boolean)) return snap;
  await gameBotsSettled(gameId);
  return (await readGame(gameId, 2_147_483_647))!;
}

/** Plays the first legal action for whoever of `devices` must act, until the game ends. */
export async function playOut(gameId: string, devices: (string | null)[], limit = 3000) {
  for (let i = 0; i < limit; i++) {
    const snap = await state(gameId);
    if (snap.status === "finished") return snap;
    const s = snap.state;
    const p = s.decisions.length ? s.decisions[0]!.player : s.priority;
    expect(p, "someone must act in a running game").not.toBeNull();
    const message = gameMessage(gameId, snap.seq, snap.status, s, [], p as 0 | 1);
    const action = message.legal![0]!;
    await actSeen(gameId, devices[p!]!, action, snap.seq);
  }
  throw new Error("the game did not end");
}

/** A person's action as their phone sends it, with the seq it was chosen at; false when the game moved on meanwhile
 * (a bot's move landing after the read: the phone would show the new state and the person choose again). */
export async function actSeen(gameId: string, device: string, action: GameAction, seenSeq: number): Promise<boolean> {
  try {
    await act(gameId, device, { action, seenSeq, idempotencyKey: randomUUID() });
    return true;
  } catch (err) {
    if (isAppError(err) && err.code === "game_stale") return false;
    throw err;
  }
}
