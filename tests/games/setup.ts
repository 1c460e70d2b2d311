// An engine game in a test: a constructed event on its own copy of the demo set, seated phones
// with a legal deck each, and a practice game against the bot when asked.
import { db } from "@/lib/db/client";
import { saveMyDeck } from "@/lib/decks/constructed-decks";
import { openPracticeGame } from "@/lib/games/play";
import { eventWith } from "../tournament/setup";

type Row = { id: string; type: string; points: number; nameEn: string };

/** 12 wills and the 18 cheapest manifestations, distinct names: a legal constructed deck. */
export function legalDeck(cards: Row[]): string[] {
  const byName = new Map<string, Row>();
  for (const c of cards) if (!byName.has(c.nameEn)) byName.set(c.nameEn, c);
  const unique = [...byName.values()];
  return [...unique.filter((c) => c.type !== "manifestation").slice(0, 12), ...unique.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points).slice(0, 18)].map((c) => c.id);
}

/** A constructed event whose players all saved the same legal deck. */
export async function withDecks(players: number, bestOf: 1 | 3 = 1) {
  const night = await eventWith(players, { format: "constructed", bestOf });
  const cards = await db().card.findMany({ where: { setId: night.event.cardSetId } });
  for (const device of night.devices) await saveMyDeck(night.event.id, device, { cardIds: legalDeck(cards), sideboardIds: [] });
  return night;
}

/** One player, their deck, and a practice game against the bot. */
export async function practiceGame() {
  const night = await withDecks(1);
  const device = night.devices[0]!;
  const { gameId } = await openPracticeGame(night.event.id, device);
  return { night, device, gameId };
}
