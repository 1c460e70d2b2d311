// Bo3 sideboarding at a 2v2 table (issue 20 §2 "sideboarding as today"): a player's swaps are
// checked with the 2v2 deck rules ("esattamente 21 carte … non deve superare 400"), not the
// 30-card ones of a duel's constructed deck.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { saveMyDeck } from "@/lib/kartomantik/decks/constructed-decks";
import { db } from "@/lib/db/client";
import { gameMayStart } from "@/lib/kartomantik/decks/sideboard";
import type { SideboardView } from "@/lib/kartomantik/decks/sideboard-shape";
import { mySideboard as sideboardOf, readyForGame } from "@/lib/tournament/sideboard";
import { teamNight } from "./setup";

/** Kartomantik's view of the player's sideboard, as the backbone hands it over. */
const mySideboard = async (...args: Parameters<typeof sideboardOf>) => (await sideboardOf(...args)) as SideboardView;

describe("2v2 sideboarding", () => {
  it("a swap that keeps 21 cards within 400 points is legal; the player is ready for game 2", async () => {
    const n = await teamNight(4, { paired: true, decks: true, bestOf: 3 });
    const wills = n.cards.filter((c) => c.type !== "manifestation" && !n.deck21.includes(c.id));
    const spare = wills.find((c) => !n.cards.some((d) => n.deck21.includes(d.id) && d.nameEn === c.nameEn))!;
    await saveMyDeck(n.event.id, n.devices[0]!, { cardIds: n.deck21, sideboardIds: [spare.id] });
    await n.start();
    const m = (await n.view()).matches[0]!;
    const before = await mySideboard(n.event.id, m.id, n.devices[0]!);
    expect(before).toMatchObject({ game: 2, format: "2v2" });
    expect(before.deck).toHaveLength(21);
    const fromDeck = n.deck21.find((id) => n.cards.find((c) => c.id === id)!.type !== "manifestation")!;
    const ready = await readyForGame(n.event.id, m.id, n.devices[0]!, {
      game: 2,
      swaps: [{ fromDeck, fromSideboard: spare.id }],
      idempotencyKey: randomUUID(),
    });
    expect(ready).toMatchObject({ game: 2 });
    const after = await mySideboard(n.event.id, m.id, n.devices[0]!);
    expect(after.swaps).toEqual([{ fromDeck, fromSideboard: spare.id }]);
  });
});

describe("sideboarding at a table of four", () => {
  it("game 2 starts when all four players are ready, not two (event-rules §6 'the game starts when both are')", async () => {
    const n = await teamNight(4, { paired: true, decks: true, bestOf: 3 });
    await n.start();
    const m = (await n.view()).matches[0]!;
    const ready = (i: number) =>
      readyForGame(n.event.id, m.id, n.devices[i]!, { game: 2, swaps: [], idempotencyKey: randomUUID() });
    expect(await ready(0)).toMatchObject({ started: false });
    expect(await ready(1)).toMatchObject({ started: false });
    expect((await mySideboard(n.event.id, m.id, n.devices[0]!)).started).toEqual([]);
    expect(await ready(2)).toMatchObject({ started: false });
    expect((await mySideboard(n.event.id, m.id, n.devices[3]!)).opponentReady).toBe(true);
    expect(await gameMayStart(db(), m.id, 2)).toBe(false);
    expect(await ready(3)).toMatchObject({ started: true });
    expect(await gameMayStart(db(), m.id, 2)).toBe(true);
    expect((await mySideboard(n.event.id, m.id, n.devices[0]!)).started).toEqual([2]);
  });
});
