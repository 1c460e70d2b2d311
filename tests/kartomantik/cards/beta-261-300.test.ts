// Beta cards #261–#300 behave as their text says (scripts in engine/kartomantik/cards/beta.ts): harness cases (the
// change an effect makes) and scenarios, each under the number of the first card it cites. Cards are found by
// collection number (`beta(n)`); the set is read from ../shared (never copied into the repository).
import { describe, expect, it } from "vitest";
import { powerOf, temperamentOf } from "@/engine/kartomantik";
import { handCards } from "@/engine/kartomantik/core";
import { legalTargets } from "@/engine/kartomantik/triggers";
import { card, filler, scenario } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, zap } from "../harness";
import { beta } from "../sets";
import { has, mods, nm, willInPlay, advanceUntil, rolled, onField, harnessCases, mark } from "./beta-scenarios";

harnessCases({
  263: { as: "support", check: (s) => expect(mods(s, "AF")).toContain("loseEffects") },
  265: {
    as: "first",
    check: (s, x) => {
      const v = s.events.find((e) => e.type === "rolled");
      expect(v).toBeDefined();
      const roll = v && v.type === "rolled" ? v.value : 0;
      expect(powerOf(s.state, x)).toBe(3 + roll);
      expect(s.state.cards[x]!.counters).toEqual({ Discarded: roll });
    },
  },
  266: { as: "will", targets: ["AF"], delta: { aFirst: 3 } },
  267: { as: "will", delta: { handA: 3 } },
  269: {
    as: "will",
    delta: { handA: -1 },
    check: (s) => expect(s.state.sides[0]!.interzone.filter(Boolean)).toHaveLength(1),
  },
  272: { as: "will", targets: ["BF"], delta: { bFirst: -1 } },
  274: {
    as: "will",
    targets: ["BF"],
    check: (s) => {
      const v = s.events.find((e) => e.type === "rolled");
      const r = v && v.type === "rolled" ? v.value : 0;
      if (r <= 2) s.expectZone("BF", "limbo");
      else if (r === 3) expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow");
      else s.expectPower("BF", r === 6 ? 8 : 7);
    },
  },
  275: { as: "will", targets: ["AF"], delta: { aFirst: 1 } },
  278: { as: "will", delta: { pointsA: -10, czA: 1 } },
  281: { as: "will", delta: { handA: 1 } },
  282: { as: "will", targets: ["BF"], delta: { czB: -1, exileB: 1 } },
  292: {
    as: "will",
    targets: ["BF"],
    delta: { bFirst: -1, pointsB: -5 },
    check: (s) => expect(temperamentOf(s.state, s.id("BF"))).toBe("hollow"),
  },
  299: { as: "will", check: (s) => has("protected")(s, s.id("AF")) },
});

describe("Beta cards (vessels)", () => {
  it("#293 Remove by Chance and #295 Eliminate the Profane destroy vessel cards", () => {
    for (const n of [293, 295]) {
      const s = match([...pay("hollow", 2, 4), beta(n)], [], { bFirst: 5 });
      s.reveal("AF", "BF")
        .passTo("placement")
        .choose("B", [`${s.id("BF")}:deck`]);
      nextTurn(s, "af1", "bf1");
      cast(s, "A", nm(n), [n === 293 ? "P1" : "AF"]);
      settle(s);
      s.expectZone("AF", "limbo").endWithDecisionOpen();
    }
    mark(293, 295);
  });
});

describe("Beta persistent wills", () => {
  it("#289 Empathic Mask changes a temperament; #300 Volcano clears wills and Interzones", () => {
    const m = onField(289, [card({ name: "Coin", t: "vitreous", power: 1 })], [], ["af1", "bf1"]);
    giveTo(m, "A");
    m.activate("A", nm(289), 0, { targets: ["bf1"], tribute: ["Coin"] });
    settle(m, [["vitreous"]]);
    expect(temperamentOf(m.state, m.id("bf1"))).toBe("vitreous");
    m.endWithDecisionOpen();
    const v = onField(300, [card({ name: "C1", t: "hollow", power: 4 })], [], ["af1", "bf1"]);
    giveTo(v, "A");
    v.activate("A", nm(300), 0, { tribute: ["C1"] });
    settle(v);
    v.expectZone(nm(300), "exile").endWithDecisionOpen();
    mark(289, 300);
  });
});

describe("Beta cards (other scenarios)", () => {
  it("#273 Deny Fate redraws seven before the Revelation; #277 Recall searches after a lost confrontation", () => {
    const s = match([beta(273)], [], { bFirst: 5 });
    s.firsts("AF", "BF");
    cast(s, "A", nm(273));
    settle(s);
    // Seven new cards; the chosen First, set apart from the hand (§4.2.2 Rivelazione 1), stays for the Revelation
    // (tests/kartomantik/secret-first.test.ts).
    expect(handCards(s.state, 0)).toHaveLength(7);
    s.expectHand("A", 8).expectZone("AF", "hand").expectZone(nm(273), "limbo").endWithDecisionOpen();
    const r = match([beta(277)], [], { bFirst: 9 });
    r.reveal("AF", "BF").passUntil((x) => x.phase === "resolution" && x.priority !== null);
    const hand = r.state.players[0]!.hand.length;
    cast(r, "A", nm(277));
    settle(r);
    r.expectHand("A", hand).endWithDecisionOpen();
    mark(273, 277);
  });
});

describe("Beta: Numbi, Buddhan the Dark, Censor, Soul-devouring Dunes, Ononok, Qu Lom", () => {
  it("#265 Buddhan the Dark: when it wins, the opponent discards from the top of the deck as many cards as it discarded", () => {
    const s = match([beta(265)], [], { bFirst: 1 });
    s.reveal(nm(265), "BF");
    settle(s);
    const [roll] = rolled(s);
    const deckB = s.state.players[1]!.deck.length;
    const limboB = s.state.players[1]!.limbo.length;
    s.passUntil((x) => x.phase === "resolution" && x.priority !== null);
    settle(s);
    expect(s.state.players[1]!.deck.length).toBe(deckB - roll!);
    expect(s.state.players[1]!.limbo.length).toBe(limboB + roll!);
    s.endWithDecisionOpen();
    mark(265);
  });

  it("#280 Censor: exile a manifestation from hand, destroy a target with base power at most its base power", () => {
    for (const bFirst of [3, 4]) {
      const s = match([beta(280), card({ name: "Three", t: "hollow", power: 3 })], [], { bFirst });
      s.reveal("AF", "BF");
      cast(s, "A", nm(280), ["BF"], ["Three"]);
      settle(s);
      s.expectZone("Three", "exile")
        .expectZone("BF", bFirst <= 3 ? "limbo" : "confrontation")
        .endWithDecisionOpen();
    }
    mark(280);
  });
});

describe("Beta: Duel Honorably", () => {
  it("#279 Duel Honorably: the opponent may pay {H}{H} to neutralize it (offered before it resolves); then Support stays allowed", () => {
    const d = match([beta(279), tiny("Tiny")], [card({ name: "Coin2", t: "hollow", power: 2 })], { bFirst: 9 });
    d.firsts("AF", "BF");
    cast(d, "A", nm(279));
    d.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
    // B's secret First Manifestation (power 9) is not offered as a payment.
    expect(d.decisionOf("B")!.options.some((o) => o.split("+").includes(d.id("BF")))).toBe(false);
    d.decide("B", [d.id("Coin2")]);
    settle(d);
    d.expectZone("Coin2", "limbo").expectZone(nm(279), "limbo");
    expect(d.state.flags["noSupport:all"]).toBeUndefined();
    d.passUntil((x) => x.phase === "reaction");
    giveTo(d, "A");
    d.support("A", "Tiny").pass("B").pass("A");
    d.expectZone("Tiny", "confrontation").endWithDecisionOpen();
    mark(279);
  });
});

describe("Beta: Nullifying Radiance", () => {
  it("#288 Nullifying Radiance: 3 Flame counters and a chosen temperament; {H}{H} and a counter cancel an opponent's effect of that temperament aimed at your card", () => {
    const pinger = (name: string, t: string) =>
      card({
        name,
        t,
        power: 1,
        text: "Support.",
        script: {
          abilities: [
            {
              kind: "activated",
              cost: { oncePerTurn: true },
              targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
              ops: [{ op: "power", to: "t0", amount: -2, until: "turn" }],
            },
          ],
        },
      });
    const s = willInPlay(288, [], [pinger("PingG", "phlegmatic"), pinger("PingR", "choleric")], ["af1", "PingG"]);
    const rad = s.id(nm(288));
    expect(s.state.cards[rad]!.counters).toEqual({ Flame: 3, phlegmatic: 1 });
    giveTo(s, "B");
    s.activate("B", "PingG", 0, { targets: ["af1"] });
    s.act({
      type: "activate",
      player: 0,
      card: rad,
      ability: 1,
      targets: [`S${s.state.stack[0]!.id}`],
      tribute: { cards: [s.id("pay-hollow-2")] },
    });
    settle(s);
    s.expectPower("af1", 1);
    expect(s.state.cards[rad]!.counters.Flame).toBe(2);
    // A choleric effect is not a legal target.
    giveTo(s, "B");
    s.support("B", "PingR").pass("A").pass("B");
    giveTo(s, "B");
    s.activate("B", "PingR", 0, { targets: ["af1"] });
    expect(
      legalTargets(s.state, 0, rad, {
        kind: "stack",
        type: "effect",
        opponents: true,
        targetsYours: true,
        chosenTemperament: true,
      }),
    ).toEqual([]);
    s.act({
      type: "activate",
      player: 0,
      card: rad,
      ability: 1,
      targets: [`S${s.state.stack[0]!.id}`],
      tribute: { cards: [] },
    }).expectRefused("bad_targets");
    settle(s);
    s.expectZone("af1", "limbo");
    s.endWithDecisionOpen();
    mark(288);
  });
});

describe("Beta: Unreachable Pillar", () => {
  it("#290 Unreachable Pillar: the manifestations in your vessel are Protected from opponents and lose their effects (#107 Soul-borer stops biting)", () => {
    for (const pillar of [true, false]) {
      const extraA = [
        card({ name: "Big", t: "hollow", power: 9 }),
        ...(pillar ? [] : [card({ name: "Dummy", t: "hollow", power: 1 })]),
      ];
      const s = pillar
        ? willInPlay(290, extraA, [beta(107)], ["Big", nm(107)])
        : match(extraA, [beta(107)], { bFirst: 5 });
      if (!pillar) {
        s.reveal("AF", "BF");
        nextTurn(s, "Big", nm(107));
      }
      advanceUntil(s, (x) => x.phase === "end");
      s.expectZone(nm(107), "vessel");
      expect(s.state.players[0]!.vessel).toContain(s.id(nm(107)));
      const grab = legalTargets(s.state, 1, null, { kind: "card", sel: { zone: "vessel", controller: "opponent" } });
      expect(grab.includes(s.id(nm(107)))).toBe(!pillar);
      const points = s.state.players[0]!.effectPoints;
      advanceUntil(s, (x) => x.turn === 3 && x.phase === "choose");
      s.expectEffectPoints("A", pillar ? points : points - 5).endWithDecisionOpen();
    }
    mark(290);
  });
});

describe("Beta: answers unless {H}{H} is paid; destroyed opposing manifestations", () => {
  it("#271 Nullify: the target loses its effects unless its owner pays {H}{H} (any essence pays hollow)", () => {
    for (const payIt of [false, true]) {
      const s = match([beta(271)], [card({ name: "Coin2", t: "vitreous", power: 2 })], { bFirst: 5 });
      s.reveal("AF", "BF");
      cast(s, "A", nm(271), ["BF"]);
      s.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
      const options = s.decisionOf("B")!.options;
      expect(options[0]).toBe("decline");
      expect(options).toContain(s.id("Coin2"));
      s.decide("B", payIt ? [s.id("Coin2")] : ["decline"]);
      settle(s);
      expect(mods(s, "BF").includes("loseEffects")).toBe(!payIt);
      s.expectZone("Coin2", payIt ? "limbo" : "hand")
        .expectZone(nm(271), "limbo")
        .endWithDecisionOpen();
    }
    // A player who cannot pay is not asked.
    const poor = scenario({
      A: [card({ name: "AF", power: 1 }), beta(271), ...filler("af", 5)],
      B: [card({ name: "BF", power: 5 }), ...filler("bz", 6, { power: 0 })],
    });
    poor.reveal("AF", "BF");
    cast(poor, "A", nm(271), ["BF"]);
    poor.passUntil((x) => x.stack.length === 0);
    expect(mods(poor, "BF")).toContain("loseEffects");
    poor.endWithDecisionOpen();
    mark(271);
  });

  it("#276 Deny neutralizes a card on the stack unless its owner pays {H}{H}; #285 Ignore cancels an effect unless its controller pays", () => {
    for (const payIt of [false, true]) {
      const s = match([beta(276)], [zap, card({ name: "Coin2", t: "hollow", power: 2 })], { aFirst: 5, bFirst: 1 });
      s.reveal("AF", "BF");
      cast(s, "B", "Zap", ["AF"]);
      s.act({
        type: "playWill",
        player: 0,
        card: s.id(nm(276)),
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: [] },
      });
      s.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
      s.decide("B", payIt ? [s.id("Coin2")] : ["decline"]);
      settle(s);
      s.expectZone("Zap", "limbo")
        .expectPower("AF", payIt ? 4 : 5)
        .endWithDecisionOpen();
    }
    const pinger = card({
      name: "Pinger",
      t: "hollow",
      power: 1,
      script: {
        abilities: [
          {
            kind: "activated",
            cost: { oncePerTurn: true },
            targets: [{ kind: "card", sel: { zone: "field", controller: "any" } }],
            ops: [{ op: "power", to: "t0", amount: -2, until: "turn" }],
          },
        ],
      },
    });
    for (const payIt of [false, true]) {
      const s = match([beta(285)], [pinger, card({ name: "Coin2", t: "hollow", power: 2 })], { aFirst: 5, bFirst: 1 });
      s.reveal("AF", "Pinger");
      giveTo(s, "B");
      s.activate("B", "Pinger", 0, { targets: ["AF"] });
      s.act({
        type: "playWill",
        player: 0,
        card: s.id(nm(285)),
        targets: [`S${s.state.stack[0]!.id}`],
        tribute: { cards: [] },
      });
      s.passUntil((x) => x.decisions.length > 0).expectDecision("B", "choose");
      s.decide("B", payIt ? [s.id("Coin2")] : ["decline"]);
      settle(s);
      s.expectPower("AF", payIt ? 3 : 5)
        .expectZone("Coin2", payIt ? "limbo" : "hand")
        .endWithDecisionOpen();
    }
    mark(276, 285);
  });
});
