// A 2v2 team event in a test (issue 20 §2): a constructed event in mode "2v2" with N seated phones.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { pairTeam } from "@/lib/teams/teams";
import { eventWith } from "../tournament/setup";

type Row = { id: string; type: string; points: number; nameEn: string };

/** `wills` wills and the cheapest manifestations up to `size` cards, distinct names. */
export function deckOf(cards: Row[], size: number, wills: number): string[] {
  const byName = new Map<string, Row>();
  for (const c of cards) if (!byName.has(c.nameEn)) byName.set(c.nameEn, c);
  const unique = [...byName.values()];
  return [
    ...unique.filter((c) => c.type !== "manifestation").slice(0, wills),
    ...unique
      .filter((c) => c.type === "manifestation")
      .sort((a, b) => a.points - b.points)
      .slice(0, size - wills),
  ].map((c) => c.id);
}

/** A 2v2 event of `players` phones; `decks`: each saves a legal 21-card deck; `paired`: the
 * organizer pairs seats (0, 1), (2, 3), … into teams. */
export async function teamNight(players: number, opts: { decks?: boolean; paired?: boolean; bestOf?: 1 | 3 } = {}) {
  const night = await eventWith(players, { format: "constructed", mode: "2v2", bestOf: opts.bestOf ?? 1 });
  const cards = await db().card.findMany({ where: { setId: night.event.cardSetId! } });
  const deck21 = deckOf(cards, 21, 8);
  if (opts.decks)
    for (const d of night.devices) await saveMyDeck(night.event.id, d, { cardIds: deck21, sideboardIds: [] });
  if (opts.paired)
    for (let i = 0; i + 1 < players; i += 2)
      await pairTeam(night.organizer.id, night.event.id, { seatIds: [night.seatIds[i]!, night.seatIds[i + 1]!] });
  return { ...night, cards, deck21, key: () => randomUUID() };
}
