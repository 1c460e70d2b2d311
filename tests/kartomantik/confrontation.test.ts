// Confrontation and resolution (§4.2.2, §4.2.3), priority (§2.2) and Interzone (§1.3.5).
import { describe, expect, it } from "vitest";
import { dominates } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";

const G = (name: string, power: number, points = 10, extra: Partial<Parameters<typeof card>[0]> = {}) =>
  card({ name, t: "phlegmatic", power, points, ...extra });
const B = (name: string, power: number, points = 10) => card({ name, t: "vitreous", power, points });

describe("revelation and resolution", () => {
  it("§4.2.2 each player chooses a First Manifestation in secret; the opponent's view does not show it", () => {
    const s = scenario({ A: [G("Oak", 3), ...filler("a", 6)], B: [B("Glass", 2), ...filler("b", 6)] });
    s.expectPhase("choose").expectDecision("A", "chooseFirst").expectDecision("B", "chooseFirst");
    s.decide("A", [s.id("Oak")]);
    s.check((x) => {
      const oak = x.id("Oak");
      expect(JSON.stringify(x.view(1))).not.toContain(oak);
      expect(x.view(1).players[0]!.firstChosen).toBe(true);
      expect(x.view(0).players[0]!.secretFirst?.iid).toBe(oak);
      expect(x.zoneOf("Oak")).toBe("hand");
    });
    s.decide("B", [s.id("Glass")]);
    s.expectPhase("beforeRevelation").pass("A").pass("B");
    // §4.2.2 Rivelazione 3: revealed together into the Confrontation Zone.
    s.expectZone("Oak", "confrontation").expectZone("Glass", "confrontation").expectPhase("reaction");
  });

  it("§4.2.2 a card that cannot be First Manifestation is not offered", () => {
    const s = scenario({
      A: [
        card({ name: "Shy", power: 1, text: "Support from hand.\nCannot be played as First Manifestation." }),
        G("Oak", 3),
        ...filler("a", 5),
      ],
      B: filler("b", 7),
    });
    s.check((x) => expect(x.decisionOf("A")?.options).not.toContain(x.id("Shy")));
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`])
      .passTo("choose")
      .reveal("a1", "b2")
      .passTo("end");
  });

  it("§4.2.3 higher total power wins: the loser's manifestations enter the winner's vessel, the winner places its own", () => {
    const s = scenario({ A: [G("Oak", 3, 20), ...filler("a", 6)], B: [B("Glass", 2, 15), ...filler("b", 6)] });
    s.reveal("Oak", "Glass").passTo("placement");
    s.expectEvent({ type: "confrontation", totals: [3, 2], winner: 0, byTemperament: false });
    s.expectZone("Glass", "vessel").expectDecision("A", "placeWon");
    s.check((x) => expect(x.state.players[0]!.vessel).toEqual([x.id("Glass")]));
    s.choose("A", [`${s.id("Oak")}:slot1`]);
    s.expectZone("Oak", "interzone").expectPhase("end").expectPriority("A");
    s.check((x) => expect(x.state.sides[0]!.interzone).toEqual([null, x.id("Oak"), null]));
  });

  it("§4.4.1 a player still without a First Manifestation after the second consecutive mulligan loses", () => {
    const s = scenario({
      A: [G("Oak", 3), ...filler("a", 6)],
      B: [
        card({ name: "Plan", type: "ephemeral_will", t: "vitreous", cost: { vitreous: 9 } }),
        ...filler("b", 19, { text: "Support from hand.\nCannot be played as First Manifestation." }),
      ],
    });
    expect(s.events.filter((e) => e.type === "mulligan" && e.player === 1)).toHaveLength(2);
    expect(s.state.result).toEqual(expect.objectContaining({ winner: 0, reason: "mulliganLoss" }));
  });

  it("§4.2.3 ties are broken by the temperament of the last manifestation each player had enter", () => {
    const s = scenario({ A: [G("Oak", 2), ...filler("a", 6)], B: [B("Glass", 2), ...filler("b", 6)] });
    s.reveal("Oak", "Glass").passTo("placement");
    // Phlegmatic beats vitreous.
    s.expectEvent({ type: "confrontation", totals: [2, 2], winner: 0, byTemperament: true });
    s.choose("A", [`${s.id("Oak")}:deck`]);
    s.expectZone("Oak", "deck");
  });

  it("§4.2.3 the dominance table: five cycles, transcendent beats all, hollow loses to all", () => {
    const beats: [string, string[]][] = [
      ["phlegmatic", ["vitreous", "capricious"]],
      ["vitreous", ["melancholic", "choleric"]],
      ["melancholic", ["capricious", "phlegmatic"]],
      ["capricious", ["choleric", "vitreous"]],
      ["choleric", ["phlegmatic", "melancholic"]],
    ];
    const all = ["phlegmatic", "choleric", "vitreous", "capricious", "melancholic", "transcendent", "hollow"] as const;
    for (const [a, wins] of beats)
      for (const b of all) {
        const expected = wins.includes(b) || b === "hollow";
        expect(dominates(a as never, b), `${a} vs ${b}`).toBe(expected);
      }
    for (const b of all) {
      expect(dominates("transcendent", b)).toBe(b !== "transcendent");
      expect(dominates("hollow", b)).toBe(false);
    }
  });

  it("§4.2.3 Stallo: equal power and temperament send both to the stalemate zone; the next winner takes them", () => {
    const s = scenario({
      A: [G("Oak", 2, 20), G("Elm", 3), ...filler("a", 5)],
      B: [G("Fern", 2, 30), G("Moss", 1), ...filler("b", 5)],
    });
    s.reveal("Oak", "Fern").passTo("end");
    s.expectEvent({ type: "confrontation", totals: [2, 2], winner: null, byTemperament: true });
    s.expectZone("Oak", "stalemate").expectZone("Fern", "stalemate");
    s.passTo("choose").reveal("Elm", "Moss").passTo("placement");
    // A wins: B's Moss and Fern (from stalemate) go to A's vessel; A places Elm and Oak.
    s.expectZone("Fern", "vessel").expectZone("Moss", "vessel");
    s.check((x) =>
      expect(x.decisionOf("A")?.options).toEqual(
        expect.arrayContaining([`${x.id("Oak")}:deck`, `${x.id("Elm")}:slot0`]),
      ),
    );
    s.choose("A", [`${s.id("Elm")}:slot0`]).choose("A", [`${s.id("Oak")}:deck`]);
    s.expectZone("Oak", "deck").expectPhase("end");
  });

  it("§1.3.5 a manifestation placed in an occupied Interzone slot sends the old one to its owner's deck bottom", () => {
    const s = scenario({ A: [G("Oak", 3), G("Elm", 3), ...filler("a", 5)], B: filler("b", 7) });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:slot0`]);
    s.passTo("choose")
      .reveal("Elm", "b2")
      .passTo("placement")
      .choose("A", [`${s.id("Elm")}:slot0`]);
    s.expectZone("Elm", "interzone").expectZone("Oak", "deck");
    s.check((x) => expect(x.state.players[0]!.deck.at(-1)).toBe(x.id("Oak")));
  });

  it("§2.2 in the confrontation the player who would lose holds priority; elsewhere the last winner", () => {
    const s = scenario({
      A: [
        G("Oak", 3),
        card({
          name: "Boost",
          type: "ephemeral_will",
          t: "hollow",
          cost: { hollow: 1 },
          script: {
            targets: [{ kind: "card", sel: { zone: "confrontation", controller: "you" } }],
            ops: [{ op: "power", to: "t0", amount: 1, until: "turn" }],
          },
        }),
        ...filler("a", 5),
      ],
      B: [
        B("Glass", 2),
        card({
          name: "Push",
          type: "ephemeral_will",
          t: "hollow",
          cost: { hollow: 1 },
          script: {
            targets: [{ kind: "card", sel: { zone: "confrontation", controller: "you" } }],
            ops: [{ op: "power", to: "t0", amount: 2, until: "turn" }],
          },
        }),
        ...filler("b", 5),
      ],
      autoPass: false,
    });
    s.reveal("Oak", "Glass").expectPhase("reaction").expectPriority("B");
    s.pass("B").expectPriority("A").pass("A").expectPhase("resolution").expectPriority("A");
    s.passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`])
      .expectPhase("end")
      .expectPriority("A");
    s.passTo("choose").reveal("a1", "b1");
  });
});

describe("views", () => {
  it("a judge sees hands, deck order and secret choices; a spectator sees neither hand", () => {
    const s = scenario({ A: [card({ name: "Oak", power: 3 }), ...filler("a", 6)], B: filler("b", 7) });
    s.decide("A", [s.id("Oak")]);
    const judge = s.view("judge");
    // The chosen card is set apart from the hand (§4.2.2 Rivelazione 1): the hand's other six, the choice apart.
    expect(judge.players[0]!.hand?.map((c) => c.iid)).toEqual(
      s.state.players[0]!.hand.filter((id) => id !== s.id("Oak")),
    );
    expect(judge.players[1]!.deck?.map((c) => c.iid)).toEqual(s.state.players[1]!.deck);
    expect(judge.players[0]!.secretFirst?.iid).toBe(s.id("Oak"));
    const spectator = s.view("spectator");
    expect([spectator.players[0]!.hand, spectator.players[1]!.hand, spectator.players[0]!.deck]).toEqual([
      null,
      null,
      null,
    ]);
    expect(spectator.players[0]!.handCount).toBe(6);
    expect(spectator.players[0]!.firstChosen).toBe(true);
    expect(spectator.decisions).toEqual([{ player: 1, kind: "chooseFirst" }]);
    s.decide("B", [s.id("b1")])
      .passUntil((x) => x.phase === "reaction")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
  });
});
