// §2 Tables and snake order: 2N cards, A→D then D→A, the 2-card cap, another turn after a lost
// auction, refills and the end of the draft.
import { describe, expect, it } from "vitest";
import { snakeOrder, type DraftEvent } from "@/engine/kartomantik/draft";
import { CHOSEN, nameOf, scenario } from "./dsl";
import { smallPool } from "./sets";

const turns = (events: DraftEvent[]) => events.flatMap((e) => (e.type === "turn" ? [nameOf(e.player)] : []));

describe("§2 tables", () => {
  it.each([2, 3, 4, 5, 6])("§2 a table is 2N face-up cards (%i players)", (players) => {
    scenario({ players, seed: 3 }).expectTable(1, 2 * players);
  });

  it("§2 snakeOrder: first player clockwise through all seats, then the same sweep reversed", () => {
    expect(snakeOrder(0, 4)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
    expect(snakeOrder(2, 4)).toEqual([2, 3, 0, 1, 1, 0, 3, 2]);
    expect(snakeOrder(1, 2)).toEqual([1, 0, 0, 1]);
  });

  it("§2 snake order A→B→C→D then D→C→B→A, and every new table restarts from the first player", () => {
    const s = scenario({ players: 4, first: "A" });
    for (let i = 0; i < 8; i++) s.takeFree();
    expect(turns(s.events)).toEqual(["A", "B", "C", "D", "D", "C", "B", "A", "A"]);
    s.expectTable(2, 8).expectActive("A");
    for (let i = 0; i < 8; i++) s.takeFree();
    expect(turns(s.events).slice(8)).toEqual(["A", "B", "C", "D", "D", "C", "B", "A"]);
    s.expectFinished("allHands36");
  });

  it("§2 the snake starts from whoever won the roll-off (C first: C→D→A→B, B→A→D→C)", () => {
    const s = scenario({ players: 4, first: "C" });
    for (let i = 0; i < 8; i++) s.takeFree();
    expect(turns(s.events)).toEqual(["C", "D", "A", "B", "B", "A", "D", "C", "C"]);
  });

  it("§2 the last player takes two turns in a row at the turn of the snake", () => {
    const s = scenario({ players: 3, first: "A" });
    s.takeFree().takeFree().expectActive("C").takeFree().expectActive("C").expectTaken({ A: 1, B: 1, C: 1 });
  });
});

describe("§2 the cap of 2 cards per table", () => {
  it("§2 a player with 2 cards from this table loses their turn (turnSkipped) and cannot bid until the next table", () => {
    const s = scenario({ players: 3, first: "A" });
    // B wins A's first two choices: B is capped after two cards.
    s.choose("A").bid("B", 5).pass("C").pass("A").expectHolder(CHOSEN, "B").expectActive("A");
    s.choose("A").bid("B", 5).pass("C").pass("A").expectHolder(CHOSEN, "B").expectTaken({ B: 2 });
    // A's third try: only C may bid now.
    s.choose("A").expectAwaiting(["C"]);
    s.bid("B", 10).expectRefused("cap_reached", { player: 1 });
    s.pass("B").expectRefused("cap_reached");
    s.pass("C").expectTaken({ A: 1 });
    // Next in the snake is B, who is capped: skipped, C plays.
    s.expectEvents([
      { type: "passed" },
      { type: "acquired", player: 0, free: true },
      { type: "turnSkipped", player: 1, reason: "cap" },
      { type: "turn", player: 2 },
    ]);
    s.expectActive("C").expectLegal("B", { choose: [], minBid: null, match: null, pass: false });
    // C, C again (the snake turns), then B is skipped again and A takes the last card.
    s.choose("C").expectAwaiting(["A"]).pass("A").expectActive("C");
    s.choose("C")
      .pass("A")
      .expectEvents([
        { type: "passed" },
        { type: "acquired", player: 2, price: 0, free: true },
        { type: "turnSkipped", player: 1 },
        { type: "turn", player: 0 },
      ]);
    s.expectTaken({ A: 1, B: 2, C: 2 }).expectTable(1, 1);
    // §3.5: nobody else is eligible, A takes the last card at once; the table refills.
    s.choose("A").expectEvents([
      { type: "chosen" },
      { type: "acquired", player: 0, free: true },
      { type: "tableDealt", tableNo: 2 },
      { type: "turn", player: 0 },
    ]);
    s.expectTaken({ A: 0, B: 0, C: 0 }).expectHands({ A: 2, B: 2, C: 2 });
    // On the new table B may bid again.
    s.choose("A").bid("B", 5).expectBest("B", 5).pass("C").pass("A");
  });

  it("§2 every player ends every table with exactly 2 cards and every card is taken", () => {
    const s = scenario({ players: 4, first: "B", seed: 5 });
    // Mixed play: B wins twice, then free cards.
    s.choose("B").bid("C", 5).allPass();
    s.choose("B").bid("D", 10).match("B").allPass();
    while (s.state.tableNo === 1) s.takeFree();
    const firstTable = s.events.filter((e) => e.type === "acquired").slice(0, 8);
    const perPlayer = [0, 0, 0, 0];
    for (const e of firstTable) if (e.type === "acquired") perPlayer[e.player]!++;
    expect(perPlayer).toEqual([2, 2, 2, 2]);
  });
});

describe("§2 a lost auction", () => {
  it("§2 the active player who loses an auction immediately takes another turn", () => {
    const s = scenario({ players: 3, first: "A" });
    const turnIndex = s.state.turnIndex;
    s.choose("A").bid("C", 15).pass("B").pass("A");
    s.expectHolder(CHOSEN, "C").expectSpent({ C: 15 }).expectActive("A").expectNoAuction();
    s.expectEvents([
      { type: "passed", player: 0 },
      { type: "acquired", player: 2, price: 15, free: false },
      { type: "turn", player: 0 },
    ]);
    expect(s.state.turnIndex).toBe(turnIndex);
    // A wins this time, so the turn passes on to B.
    s.takeFree().expectActive("B").expectTaken({ A: 1, B: 0, C: 1 });
  });
});

describe("§2 refill and the end", () => {
  it("§2 when the table is empty a new one is dealt from the deck", () => {
    const s = scenario({ players: 2, first: "A" });
    const deckBefore = s.state.deck.slice(0, 4);
    for (let i = 0; i < 4; i++) s.takeFree();
    s.expectTable(2, 4).expectActive("A");
    expect(s.state.table).toEqual(deckBefore);
    expect(s.last).toContainEqual({ type: "tableDealt", tableNo: 2, cards: deckBefore });
    expect(s.state.deck).toHaveLength(0);
  });

  it("§2 the last table holds what is left of the deck when fewer than 2N cards remain", () => {
    // 3 players × 3 cards = 9: a table of 6, then one of 3.
    const s = scenario({ players: 3, first: "A", composition: { wills: 1, minor: 1, medium: 1, major: 0 } });
    for (let i = 0; i < 6; i++) s.takeFree();
    s.expectTable(2, 3);
    s.takeFree().takeFree().takeFree().expectFinished("allHands36").expectHands({ A: 3, B: 3, C: 3 });
  });

  it("§2 the draft ends when every player holds the full composition (short draft of 4)", () => {
    const s = scenario({ players: 3, first: "B" });
    while (!s.state.finished) s.takeFree();
    s.expectFinished("allHands36").expectHands({ A: 4, B: 4, C: 4 }).expectTable(2, 0);
    expect(s.state.deck).toEqual([]);
  });

  it("§2 the draft ends when the draft deck is empty, even with uneven hands", () => {
    // 3 cards for 3 players: one table of 3; B wins two auctions, A takes the last one.
    const s = scenario({ players: 3, first: "A", composition: { wills: 1, minor: 0, medium: 0, major: 0 } });
    s.expectTable(1, 3);
    s.choose("A").bid("B", 5).pass("C").pass("A").expectActive("A");
    s.choose("A").bid("B", 5).pass("C").pass("A").expectActive("A");
    s.choose("A").expectAwaiting(["C"]).pass("C");
    s.expectFinished("deckEmpty").expectHands({ A: 1, B: 2, C: 0 }).expectSpent({ B: 10 });
  });

  it("§2 any action after the end is draft_finished", () => {
    const s = scenario({ players: 2, first: "A" });
    while (!s.state.finished) s.takeFree();
    s.choose("A", "will-1").expectRefused("draft_finished", undefined);
    s.bid("B", 5).expectRefused("draft_finished");
    s.pass("A").expectRefused("draft_finished");
    s.match("A").expectRefused("draft_finished");
    s.expectLegal("A", { choose: [], minBid: null, match: null, pass: false });
  });

  it("§2 a full 36-card draft (default composition): 18 tables, 36 cards each, then the end", () => {
    const s = scenario({
      players: 2,
      first: "A",
      pool: smallPool({ wills: 24, minor: 16, medium: 22, major: 10 }),
      composition: { wills: 12, minor: 8, medium: 11, major: 5 },
      acceptShortDraft: false,
    });
    let tables = 1;
    while (!s.state.finished) {
      s.takeFree();
      if (s.last.some((e) => e.type === "tableDealt")) tables++;
    }
    expect(tables).toBe(18);
    s.expectFinished("allHands36").expectHands({ A: 36, B: 36 });
  });
});
