// A refusal tells nothing about a card its player may not see (§1.3: the hand "Nascoste agli avversari", the deck
// "coperte", the exile "Le carte sono coperte"). The refusal reaches the phone (its code and rule, translated), and
// card ids are the instances of every deck: a seat may name any of them in an action. Playing an opponent's hidden
// card in Support was refused for its kind first — "not_a_manifestation" for a will, "no_support" or "wrong_phase"
// for a manifestation — so trying each id told which of the opponent's hidden cards are wills. Now every card the
// player cannot see is refused alike, before anything about it is read.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, type GameState } from "@/engine/kartomantik";
import { card, filler, scenario, seat } from "./dsl";

const HIDDEN = "§1.3 “Mano: … Nascoste agli avversari”, “Mazzo: … coperte”";

const refusal = (state: GameState, player: number, cardId: string) => {
  const r = apply(state, { type: "playSupport", player, card: cardId });
  return isRuleError(r) ? r.error : "accepted";
};

describe("refusals name no hidden card's kind", () => {
  it(`${HIDDEN}: Support with an opponent's hidden card is refused alike for a will and a manifestation, in hand or deck`, () => {
    const s = scenario({
      A: [
        card({ name: "A First", power: 3 }),
        card({ name: "A Will", type: "ephemeral_will" }),
        card({ name: "A Lasting", type: "persistent_will" }),
        card({ name: "A Man", power: 4 }),
        ...filler("a", 3),
        card({ name: "A Deep Will", type: "ephemeral_will" }),
        card({ name: "A Deep Man", power: 1 }),
      ],
      B: [card({ name: "B First", power: 2 }), card({ name: "B Will", type: "ephemeral_will" }), ...filler("b", 5)],
    });
    s.firsts("A First", "B First").passUntil((x) => x.phase === "reaction");
    // B holds the priority: B asks about A's cards.
    s.expectPriority("B");
    const b = seat("B");
    expect(s.zoneOf("A Will")).toBe("hand");
    expect(s.zoneOf("A Deep Will")).toBe("deck");
    const hidden = ["A Will", "A Lasting", "A Man", "A Deep Will", "A Deep Man"].map((n) => s.id(n));
    expect(new Set(hidden.map((id) => refusal(s.state, b, id)))).toEqual(new Set(["not_in_hand"]));
    // A card the player sees is refused for what it is, as before: their own will is not a manifestation.
    expect(refusal(s.state, b, s.id("B Will"))).toBe("not_a_manifestation");
    s.endWithDecisionOpen();
  });
});
