// Beta cards #131–#160 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { hasKeyword, temperamentOf } from "@/engine/kartomantik";
import { outcomeNow } from "@/engine/kartomantik/flow";
import { card } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase, zap } from "../harness";
import { beta } from "../sets";
import { nm, inInterzone, onAFAndTiny, retarget, paidWith, harnessCases, tributeCases, mark } from "./beta-scenarios";

harnessCases({
  135: { as: "will", targets: ["P1", "BF"], delta: { bFirst: -3, deckB: -3 } },
  139: { as: "will", targets: ["P1"], delta: { pointsA: -5, handB: -1 } },
  159: { as: "first", at: "win", delta: { czB: -1 } },
  151: { as: "first", at: "lose", bPower: 9, delta: { czB: -1 }, check: (s) => s.expectZone("BF", "stalemate") },
});

tributeCases({
  145: "choleric",
  147: "phlegmatic",
});

describe("Beta cards (stalemate)", () => {
  it("#153 Cimba and #165 Planar Beak grow with manifestations in stalemate", () => {
    for (const n of [153, 165]) {
      const s = match([beta(n), tiny("Tiny")], [], { aFirst: 5, bFirst: 5 });
      s.reveal("AF", "BF").passTo("end").expectZone("AF", "stalemate");
      nextTurn(s, n === 165 ? nm(n) : "af1", "bf1");
      if (n === 153) {
        giveTo(s, "A");
        s.support("A", nm(n)).pass("B").pass("A");
        s.expectPower(nm(n), 2);
      } else s.expectPower(nm(n), 6);
      s.endWithDecisionOpen();
    }
    mark(153, 165);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#134 Punish the Winners, #184 Deviate, #230 Repress the Self act in the Resolution", () => {
    for (const n of [134, 184, 230]) {
      const aWins = n !== 184;
      const s = match([beta(n), ...pay(Object.keys(beta(n).cost)[0]!, 2)], [], {
        aFirst: aWins ? 1 : 1,
        bFirst: aWins ? 9 : 9,
      });
      s.reveal("AF", "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
      // B won: Punish destroys B's winners; Deviate destroys A's loser; Repress needs a winner of A's.
      if (n === 230) {
        giveTo(s, "A");
        s.play("A", nm(n), { targets: ["AF"] }).expectRefused("bad_targets");
        s.endWithDecisionOpen();
        continue;
      }
      cast(s, "A", nm(n), n === 184 ? ["AF"] : []);
      settle(s);
      s.expectZone(n === 134 ? "BF" : "AF", "limbo").endWithDecisionOpen();
    }
    const r = match([beta(230), ...pay("choleric", 2)], [], { aFirst: 9, bFirst: 1 });
    r.reveal("AF", "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
    cast(r, "A", nm(230), ["AF"]);
    settle(r);
    r.expectZone("AF", "limbo").expectEffectPoints("A", 10).endWithDecisionOpen();
    mark(134, 184, 230);
  });

  it("#155 Rogue Tadpole empties the target player's Interzone; #283 Destroy hits an Interzone card; #212 Rude Exterminator", () => {
    for (const n of [155, 283, 212]) {
      const s = match([beta(n), ...pay("hollow", 2)], [card({ name: "Keeper", power: 6 })], { aFirst: 1, bFirst: 2 });
      s.reveal("AF", "Keeper")
        .passTo("placement")
        .choose("B", [`${s.id("Keeper")}:slot0`]);
      if (n === 283) {
        nextTurn(s, "af1", "bf1");
        cast(s, "A", nm(n), ["Keeper"]);
        settle(s);
        s.expectZone("Keeper", "limbo");
      } else {
        nextTurn(s, nm(n), "bf1");
        s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
        settle(s, [["P1"]]);
        s.expectZone("Keeper", n === 155 ? "deck" : "limbo");
      }
      s.endWithDecisionOpen();
    }
    mark(155, 283, 212);
  });
});

describe("Beta: what entered a zone this turn, distributions, Worm Bomb", () => {
  it("#131 Claim the Forsaken takes a manifestation that entered an opposing Limbo this turn", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "hollow",
      cost: { hollow: 1 },
      script: { ops: [] },
    });
    const s = match([beta(131), ...pay("melancholic", 2)], [costly, card({ name: "Coin", t: "vitreous", power: 1 })], {
      aFirst: 5,
      bFirst: 1,
    });
    s.reveal("AF", "BF");
    giveTo(s, "B");
    s.play("B", "Costly", { tribute: ["Coin"] });
    settle(s);
    cast(s, "A", nm(131), ["Coin"]);
    settle(s);
    s.expectZone("Coin", "vessel")
      .check((x) => expect(x.state.players[0]!.vessel).toContain(x.id("Coin")))
      .endWithDecisionOpen();
    mark(131);
  });
});

describe("Beta: copies, uncovering, borrowed vessel cards, differences", () => {
  it("#132 Twist the Soul borrows a card from your vessel: back to the vessel if it wins, to its owner's hand if not", () => {
    for (const aWins of [true, false]) {
      const s = match(
        [beta(132), ...pay("melancholic", 2)],
        [card({ name: "Loot", power: 1 }), card({ name: "Big", power: 9 })],
        { aFirst: 5, bFirst: 1 },
      );
      s.reveal("AF", "Loot")
        .passTo("placement")
        .choose("A", [`${s.id("AF")}:deck`]);
      s.expectZone("Loot", "vessel");
      nextTurn(s, "af1", aWins ? "bf1" : "Big");
      cast(s, "A", nm(132), ["Loot"]);
      settle(s);
      s.expectZone("Loot", "confrontation");
      s.passTo("placement");
      settle(s);
      s.expectZone("Loot", aWins ? "vessel" : "hand");
      if (aWins) expect(s.state.players[0]!.vessel).toContain(s.id("Loot"));
      s.endWithDecisionOpen();
    }
    mark(132);
  });
});

describe("Beta 1–200: wills paid for come back", () => {
  it("#152 Loop: used as tribute for a will in a turn you lost, that will may return to your hand at the end of the turn", () => {
    const lost = paidWith(152, "capricious", 9);
    lost.expectZone("Spell", "hand").endWithDecisionOpen();
    const won = paidWith(152, "capricious", 0, []);
    won.expectZone("Spell", "limbo").endWithDecisionOpen();
    mark(152);
  });
});

describe("Beta 1–200: leaving when targeted", () => {
  it("#143 Absent Trinket: when a will targets a manifestation of yours on the field, it returns to its owner's hand, locked for the turn", () => {
    const s = match([beta(143)], [zap], { aFirst: 3, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(143)).pass("B").pass("A");
    s.expectZone(nm(143), "confrontation");
    cast(s, "B", "Zap", ["AF"]);
    settle(s);
    s.expectZone(nm(143), "hand").expectPower("AF", 2);
    expect(s.state.cards[s.id(nm(143))]!.lockedTurn).toBe(s.state.turn);
    s.endWithDecisionOpen();
    mark(143);
  });
});

describe("Beta 1–200: copied temperaments, a gamble at the vessel", () => {
  it("#154 Mimer: pay {H}, it copies the power and temperament of the target opposing First", () => {
    const s = match([beta(154), ...pay("hollow", 1)], [], { bFirst: 5, bT: "choleric" });
    s.reveal(nm(154), "BF");
    giveTo(s, "A");
    s.activate("A", nm(154), 0, { targets: ["BF"], tribute: ["pay-hollow-1"] });
    settle(s);
    s.expectPower(nm(154), 5);
    expect(temperamentOf(s.state, s.id(nm(154)))).toBe("choleric");
    s.endWithDecisionOpen();
    mark(154);
  });

  it("#146 Yzzit: about to enter an Empathic Vessel, a D6; odd, back to its owner's hand", () => {
    const s = match([beta(146)], [], { bFirst: 9 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(146)).pass("B").pass("A");
    toEndPhase(s);
    const roll = s.events.find((e) => e.type === "rolled");
    expect(roll).toBeDefined();
    const odd = roll && roll.type === "rolled" ? roll.value % 2 === 1 : false;
    s.expectZone(nm(146), odd ? "hand" : "vessel")
      .expectZone("AF", "vessel")
      .endWithDecisionOpen();
    mark(146);
  });
});

describe("Beta 1–200: draws, the last to enter, the Limbo left", () => {
  it("#150 Unpredictable Loudmouth: while it is the last manifestation to enter the Confrontation Zone, the confrontation is a stalemate", () => {
    const s = match([beta(150)], [tiny("Tiny")], { aFirst: 1, bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.support("A", nm(150)).pass("B").pass("A");
    s.expectZone(nm(150), "confrontation");
    expect(outcomeNow(s.state).winner).toBe(null);
    giveTo(s, "B");
    s.support("B", "Tiny").pass("A").pass("B");
    expect(outcomeNow(s.state).winner).toBe(1);
    s.endWithDecisionOpen();
    mark(150);
  });
});

describe("Beta 1–200: deck bottom, stalemate lock, movable silence", () => {
  it("#151 Static Scuttler: losing, the winner's manifestations go to stalemate and cannot change zone this turn", () => {
    const s = match([beta(151)], [], { bFirst: 9 });
    s.reveal(nm(151), "BF");
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    s.expectZone("BF", "stalemate");
    expect(hasKeyword(s.state, s.id("BF"), "noZoneChange")).toBe(true);
    // Its own (losing) side is not locked.
    expect(hasKeyword(s.state, s.id(nm(151)), "noZoneChange")).toBe(false);
    s.endWithDecisionOpen();
    mark(151);
  });
});

describe("Beta: a will that watches another will", () => {
  it("#137 Parasitic Drill: the chosen persistent will costs its controller 10 points whenever its effect is used; the Drill is sacrificed when that will leaves", () => {
    const ticker = card({
      name: "Ticker",
      type: "persistent_will",
      t: "hollow",
      cost: {},
      script: { abilities: [{ kind: "activated", cost: { exhaust: true }, ops: [{ op: "draw", who: "you", n: 1 }] }] },
    });
    const killer = card({
      name: "Killer",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      script: {
        targets: [{ kind: "card", sel: { zone: "wills", controller: "any", type: "card" } }],
        ops: [{ op: "destroy", to: "t0" }],
      },
    });
    const s = match([beta(137), ...pay("melancholic", 1), killer], [ticker], { bFirst: 5 });
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "B", "Ticker");
    settle(s);
    cast(s, "A", nm(137));
    settle(s, [["Ticker"]]);
    expect(s.state.cards[s.id(nm(137))]!.counters.Linked).toBe(1);
    giveTo(s, "B");
    s.activate("B", "Ticker", 0);
    settle(s);
    s.expectEffectPoints("B", -10).expectEffectPoints("A", 0);
    cast(s, "A", "Killer", ["Ticker"]);
    settle(s);
    s.expectZone("Ticker", "limbo").expectZone(nm(137), "limbo").endWithDecisionOpen();
    mark(137);
  });
});

describe("Beta: abilities used from an opposing vessel", () => {
  it("#157 Gnarlipuff, the Slimy: from the opposing vessel, {H}{H}{H} returns a card of that player's Interzone to the top of its owner's deck", () => {
    const s = match([beta(157), ...pay("hollow", 1)], [], { bFirst: 5 });
    s.reveal(nm(157), "BF")
      .passTo("placement")
      .choose("B", [`${s.id("BF")}:slot0`]);
    s.expectZone(nm(157), "vessel");
    nextTurn(s, "af1", "bf1");
    giveTo(s, "A");
    s.expectLegal("A", (a) => a.type === "activate" && a.card === s.id(nm(157)) && a.targets?.[0] === s.id("BF"));
    s.activate("A", nm(157), 0, { targets: ["BF"], tribute: ["pay-hollow-1"] });
    settle(s);
    expect(s.state.players[1]!.deck[0]).toBe(s.id("BF"));
    s.expectZone(nm(157), "vessel").endWithDecisionOpen();
    // Not from its owner's hand, field or Limbo: only from an opposing vessel.
    const f = match([beta(157), ...pay("hollow", 1)], [], { bFirst: 1 });
    f.reveal(nm(157), "BF");
    giveTo(f, "A");
    f.activate("A", nm(157), 0, { targets: [], tribute: ["pay-hollow-1"] }).expectRefused("wrong_phase");
    f.endWithDecisionOpen();
    mark(157);
  });
});

describe("Beta: when wills may be played, what the confrontation counts", () => {
  it("#160 Soup, the Graceful: from the Interzone, persistent wills may be played whenever ephemeral ones (also on a stack)", () => {
    const pw = card({ name: "PW", type: "persistent_will", t: "hollow", cost: {}, script: { abilities: [] } });
    const plain = inInterzone(card({ name: "Plain", power: 4 }), [pw], [zap], ["AF", "bf1"]);
    giveTo(plain, "A");
    plain.play("A", "PW").expectRefused("wrong_phase");
    plain.endWithDecisionOpen();
    const s = inInterzone(beta(160), [pw], [zap], ["AF", "bf1"]);
    giveTo(s, "B");
    s.play("B", "Zap", { targets: ["bf1"] });
    s.play("A", "PW");
    expect(s.state.stack).toHaveLength(2);
    settle(s);
    s.expectZone("PW", "field").expectPhase("reaction").endWithDecisionOpen();
    mark(160);
  });
});

describe("Beta persistent wills whose target changes in the End Phase", () => {
  it("#138 Flaying Jaw: −2 to the chosen manifestation; moved in the End Phase for {P}, the old one recovers", () => {
    const s = onAFAndTiny(138);
    s.expectPower("AF", 4);
    s.expectZone("pay-melancholic-2", "hand");
    retarget(s, 138, "Tiny", []);
    // AF back to 6; Tiny (1) drops to −1 and is destroyed.
    s.expectPower("AF", 6).expectZone("Tiny", "limbo").endWithDecisionOpen();
    mark(138);
  });
});

describe("Beta: will costs", () => {
  it("#133 Cognitive Fog: every will costs 1 {H} more; #62 Arcane Teapot: your wills cost 1 less", () => {
    const fog = match([beta(133), ...pay("melancholic", 2)], [zap, card({ name: "Coin", t: "vitreous", power: 1 })], {
      bFirst: 5,
    });
    fog.reveal("AF", "BF");
    toEndPhase(fog);
    cast(fog, "A", nm(133));
    settle(fog);
    nextTurn(fog, undefined, "bf1");
    giveTo(fog, "B");
    // Zap was free; now it needs one essence.
    fog
      .act({ type: "playWill", player: 1, card: fog.id("Zap"), targets: [fog.id("bf1")], tribute: { cards: [] } })
      .expectRefused("tribute_unpaid");
    fog.act({
      type: "playWill",
      player: 1,
      card: fog.id("Zap"),
      targets: [fog.id("bf1")],
      tribute: { cards: [fog.id("Coin")] },
    });
    settle(fog);
    fog.expectZone("Coin", "limbo").endWithDecisionOpen();
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const t = inInterzone(beta(62), [costly, card({ name: "Blue1", t: "vitreous", power: 1 })], [], ["AF", "bf1"]);
    giveTo(t, "A");
    t.play("A", "Costly", { tribute: ["Blue1"] })
      .expectZone("Blue1", "limbo")
      .endWithDecisionOpen();
    mark(133, 62);
  });
});
