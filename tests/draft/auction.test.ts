// §3 The auction: choosing, opening, matching, raising, passing, free cards and the price paid.
import { describe, expect, it } from "vitest";
import { CHOSEN, scenario } from "./dsl";

const four = () => scenario({ players: 4, first: "A" });

describe("§3.1 choosing", () => {
  it("§3.1 the active player chooses a face-up card and an auction opens on it, awaiting the other eligible players", () => {
    const s = four();
    const card = s.card(2);
    s.choose("A", 2).expectEvents([{ type: "chosen", player: 0, cardId: card }]);
    expect(s.state.auction).toEqual({ cardId: card, chooser: 0, best: null, awaiting: [1, 2, 3] });
    expect(s.state.table).toContain(card);
    s.allPass();
  });

  it("§3.1 §3.9 only the active player chooses: not_your_turn", () => {
    four().choose("B").expectRefused("not_your_turn", { active: 0 }).expectActive("A");
  });

  it("§3.1 one auction at a time: choosing again while it is open is auction_open", () => {
    four().choose("A", 0).choose("A", 1).expectRefused("auction_open").allPass();
  });

  it("§3.1 §3.9 a card that is not on the table is card_not_on_table", () => {
    const s = four();
    s.choose("A", "no-such-card").expectRefused("card_not_on_table", { card: "no-such-card" });
    // A card already taken is no longer on the table either.
    const taken = s.card(0);
    s.takeFree(0).expectActive("B").choose("B", taken).expectRefused("card_not_on_table");
  });
});

describe("§3.2 opening", () => {
  it("§3.2 any other eligible player may open with a bid of at least 5", () => {
    four()
      .choose("A")
      .bid("C", 5)
      .expectBest("C", 5)
      .expectEvents([{ type: "bid", player: 2, amount: 5, matched: false }])
      .allPass()
      .expectHolder(CHOSEN, "C")
      .expectSpent({ C: 5 });
  });

  it("§3.2 §3.9 the active player cannot open: chooser_cannot_open", () => {
    four().choose("A").bid("A", 5).expectRefused("chooser_cannot_open").expectBest(null).allPass();
  });

  it.each([0, -5, -10, 1, 3, 2.5])(
    "§3.2 §3.9 a bid of %s is below the minimum of 5: bid_below_minimum (before any other reason)",
    (amount) => {
      four().choose("A").bid("B", amount).expectRefused("bid_below_minimum", { minimum: 5 }).allPass();
    },
  );

  it.each([7, 12, 12.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "§3.2 §3.9 a bid of %s is not a multiple of 5: bid_not_multiple_of_5",
    (amount) => {
      four().choose("A").bid("B", amount).expectRefused("bid_not_multiple_of_5").allPass();
    },
  );

  it("§3.2 a bid that is not a number at all is refused as not a multiple of 5", () => {
    four()
      .choose("A")
      .act({ type: "bid", player: 1, amount: "10" as unknown as number })
      .expectRefused("bid_not_multiple_of_5")
      .allPass();
  });

  it("§3.2 only players with fewer than 2 cards from this table are asked (capped players are not)", () => {
    const s = scenario({ players: 3, first: "A" });
    s.choose("A").bid("B", 5).allPass().choose("A").bid("B", 5).allPass();
    s.choose("A").expectAwaiting(["C"]).pass("C");
  });
});

describe("§3.3 matching and raising", () => {
  it("§3.3 the active player may match a bid and becomes best bidder", () => {
    const s = four().choose("A").bid("B", 10);
    s.expectAwaiting(["A", "C", "D"]).expectLegal("A", { minBid: 15, match: 10, pass: true });
    s.match("A")
      .expectBest("A", 10)
      .expectEvents([{ type: "bid", player: 0, amount: 10, matched: true }])
      .expectAwaiting(["B", "C", "D"]);
    s.allPass().expectHolder(CHOSEN, "A").expectSpent({ A: 10 }).expectActive("B");
  });

  it("§3.3 after a match the others may only raise, and the chooser may match again", () => {
    const s = four().choose("A").bid("B", 10).match("A");
    s.bid("B", 10).expectRefused("bid_not_above_best", { best: 10, bidder: 0 });
    s.bid("B", 15).expectAwaiting(["A", "C", "D"]).match("A").expectBest("A", 15).allPass().expectSpent({ A: 15 });
  });

  it("§3.3 the active player may raise instead of matching", () => {
    four()
      .choose("A")
      .bid("B", 10)
      .bid("A", 20)
      .expectBest("A", 20)
      .expectAwaiting(["B", "C", "D"])
      .allPass()
      .expectHolder(CHOSEN, "A")
      .expectSpent({ A: 20 });
  });

  it("§3.3 other players may only raise: strictly more than the best bid (bid_not_above_best names it)", () => {
    const s = four().choose("A").bid("B", 10);
    s.bid("C", 10).expectRefused("bid_not_above_best", { best: 10, bidder: 1 });
    s.bid("C", 5).expectRefused("bid_not_above_best");
    s.bid("C", 17).expectRefused("bid_not_multiple_of_5");
    s.bid("C", 15).expectBest("C", 15).allPass().expectHolder(CHOSEN, "C").expectSpent({ C: 15 });
  });

  it("§3.3 there is no upper limit and no budget", () => {
    four()
      .choose("A")
      .bid("D", 5000)
      .allPass()
      .expectSpent({ D: 5000 })
      .takeFree()
      .choose("B")
      .bid("D", 9995)
      .allPass()
      .expectSpent({ D: 14995 });
  });

  it("§3.3 only the chooser matches: only_chooser_matches", () => {
    four().choose("A").bid("B", 10).match("C").expectRefused("only_chooser_matches", { chooser: 0 }).allPass();
  });

  it("§3.3 nothing to match before anyone bids, or when the chooser already holds the best bid: nothing_to_match", () => {
    const s = four().choose("A");
    s.match("A").expectRefused("nothing_to_match");
    s.bid("B", 5).match("A").match("A").expectRefused("nothing_to_match");
    s.allPass();
  });

  it("§3.3 a chooser who passed the current bid may not match it any more: not_awaited", () => {
    four()
      .choose("A")
      .bid("B", 10)
      .pass("A")
      .match("A")
      .expectRefused("not_awaited")
      .pass("C")
      .pass("D")
      .expectHolder(CHOSEN, "B");
  });
});

describe("§3.4 answering a bid", () => {
  it("§3.4 after every bid every eligible player except the best bidder answers, the chooser included", () => {
    four()
      .choose("A")
      .expectAwaiting(["B", "C", "D"])
      .bid("C", 5)
      .expectAwaiting(["A", "B", "D"])
      .bid("D", 10)
      .expectAwaiting(["A", "B", "C"])
      .allPass();
  });

  it("§3.4 a pass answers only the current bid: after a new bid everyone else answers again", () => {
    const s = four().choose("A").bid("B", 5).pass("C").expectAwaiting(["A", "D"]);
    s.bid("D", 10).expectAwaiting(["A", "B", "C"]);
    // C passed the 5 but must answer the 10; here C raises.
    s.bid("C", 15)
      .expectAwaiting(["A", "B", "D"])
      .pass("A")
      .pass("B")
      .pass("D")
      .expectHolder(CHOSEN, "C")
      .expectSpent({ C: 15 })
      .expectActive("A");
  });

  it("§3.4 a player who passed the current bid cannot act on it again: not_awaited", () => {
    const s = four().choose("A").bid("B", 5).pass("C");
    s.pass("C").expectRefused("not_awaited", { player: 2 });
    s.bid("C", 10).expectRefused("not_awaited");
    s.allPass();
  });

  it("§3.4 the active player cannot pass before anyone bids (there is nothing to answer): not_awaited", () => {
    four().choose("A").pass("A").expectRefused("not_awaited").allPass();
  });

  it("§3.4 the best bidder neither raises nor passes their own bid: already_best_bidder", () => {
    const s = four().choose("A").bid("B", 5);
    s.bid("B", 10).expectRefused("already_best_bidder", { best: 5 });
    s.pass("B").expectRefused("already_best_bidder");
    s.allPass();
  });

  it("§3.4 the auction ends only when all of them have passed the latest bid", () => {
    const s = four().choose("A").bid("B", 5).pass("A").pass("C").expectAwaiting(["D"]);
    expect(s.state.auction).not.toBeNull();
    s.pass("D").expectNoAuction().expectHolder(CHOSEN, "B");
  });
});

describe("§3.5–3.6 who takes the card", () => {
  it("§3.5 if nobody opens (all eligible others pass) the active player takes the card for free", () => {
    const s = four().choose("A").pass("B").pass("C").pass("D");
    s.expectHolder(CHOSEN, "A")
      .expectSpent({})
      .expectEvents([
        { type: "passed", player: 3 },
        { type: "acquired", player: 0, price: 0, free: true },
        { type: "turn", player: 1 },
      ]);
  });

  it("§3.5 if no other player is eligible the active player takes the card for free at once", () => {
    // 2 players: B wins two of A's choices; then A's choice has nobody to ask.
    const s = scenario({ players: 2, first: "A" });
    s.choose("A").bid("B", 5).pass("A").choose("A").bid("B", 5).pass("A").expectTaken({ B: 2 });
    s.choose("A")
      .expectNoAuction()
      .expectHolder(CHOSEN, "A")
      .expectEvents([
        { type: "chosen" },
        { type: "acquired", player: 0, free: true, price: 0 },
        { type: "turnSkipped", player: 1 },
        { type: "turnSkipped", player: 1 },
        { type: "turn", player: 0 },
      ]);
  });

  it("§3.6 otherwise the best bidder takes the card and the bid is recorded as points spent", () => {
    const s = four().choose("A").bid("B", 5).bid("C", 25).allPass();
    s.expectHolder(CHOSEN, "C")
      .expectSpent({ C: 25 })
      .expectEvents([
        { type: "passed" },
        { type: "acquired", player: 2, price: 25, free: false },
        { type: "turn", player: 0 },
      ]);
    // Spending adds up over the draft.
    s.choose("A").bid("C", 10).allPass().expectSpent({ C: 35 });
  });

  it("§3.6 the acquired card leaves the table and joins the hand and this table's count", () => {
    const s = four();
    const card = s.card(3);
    s.choose("A", 3).bid("D", 5).allPass();
    expect(s.state.table).not.toContain(card);
    expect(s.state.hands[3]).toEqual([card]);
    expect(s.state.takenThisTable[3]).toEqual([card]);
  });
});

describe("§3.5–3.6 the last result, as every screen shows it", () => {
  it("§3.6 a lost auction: who chose the card, who took it and for how much; §2 the chooser plays again", () => {
    const s = four();
    const card = s.card(1);
    expect(s.state.lastSale).toBeNull();
    s.choose("A", 1).bid("C", 15).pass("A").pass("B").pass("D").expectActive("A");
    expect(s.state.lastSale).toEqual({ tableNo: 1, cardId: card, chooser: 0, player: 2, price: 15 });
    s.allPass();
  });

  it("§3.5 a free card, with an auction nobody opened or with nobody to ask, was chosen by its taker", () => {
    const s = four();
    const card = s.card(0);
    s.choose("A", 0).pass("B").pass("C").pass("D");
    expect(s.state.lastSale).toEqual({ tableNo: 1, cardId: card, chooser: 0, player: 0, price: 0 });
    const two = scenario({ players: 2, first: "A" });
    two.choose("A").bid("B", 5).pass("A").choose("A").bid("B", 5).pass("A");
    const last = two.card(0);
    two.choose("A", 0);
    expect(two.state.lastSale).toEqual({ tableNo: 1, cardId: last, chooser: 0, player: 0, price: 0 });
  });
});

describe("§3.7 §3.9 refusals change nothing", () => {
  it("§3.7 of two equal bids the first committed wins; the second is told the current bid and changes nothing", () => {
    const s = four().choose("A").bid("B", 25);
    const before = s.state;
    s.bid("C", 25).expectRefused("bid_not_above_best", { best: 25, bidder: 1 });
    expect(s.state).toBe(before);
    s.allPass();
  });

  it.each([-1, 4, 1.5, Number.NaN])("§3.9 an unknown player (%s) is unknown_player", (player) => {
    const s = four();
    s.act({ type: "choose", player, cardId: s.card(0) }).expectRefused("unknown_player");
    s.choose("A").act({ type: "pass", player }).expectRefused("unknown_player").allPass();
  });

  it("§3.9 bid, match or pass with no auction open is no_auction", () => {
    four()
      .bid("B", 5)
      .expectRefused("no_auction")
      .match("A")
      .expectRefused("no_auction")
      .pass("C")
      .expectRefused("no_auction")
      .expectActive("A");
  });
});
