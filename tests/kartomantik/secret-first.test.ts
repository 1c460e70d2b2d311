// The secret First Manifestation before the Revelation. §4.2.2 Rivelazione 1: "Entrambi i giocatori devono scegliere
// segretamente una carta Manifestazione dalla propria mano […]. La carta scelta viene separata dalla mano"; 2: "Poi
// ogni giocatore risolve effetti e gioca carte che possono accadere “prima della Rivelazione”"; 3: "i giocatori
// scoprono la Prima Manifestazione scelta". What is played before the Revelation meets a hand without it: no effect,
// extra cost or look at the hand reaches it, and it is the card revealed.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, legalActions, playChoices, viewFor } from "@/engine/kartomantik";
import { cardVisible } from "@/engine/kartomantik/view";
import { handCards } from "@/engine/kartomantik/core";
import { card, filler, scenario } from "./dsl";
import { giveTo, toEndPhase } from "./harness";
import { beta } from "./sets";

const early = (name: string, script: object) =>
  card({ name, type: "ephemeral_will", t: "hollow", script: { timing: "beforeRevelation", ...script } });

describe("§4.2.2 Rivelazione 1–3: the chosen First Manifestation is set apart from the hand until it is revealed", () => {
  it("Deny Fate (#273) shuffles the hand into the deck and draws 7: the chosen First stays apart and is revealed", () => {
    const s = scenario({
      A: [card({ name: "Oak", power: 2 }), beta(273), ...filler("a", 5)],
      B: [card({ name: "Fern", power: 1 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern").expectPhase("beforeRevelation");
    const oak = s.id("Oak");
    s.play("A", beta(273).name).resolveStack();
    // Seven new cards (the five fillers went back into the deck), Oak still set apart.
    expect(handCards(s.state, 0)).toHaveLength(7);
    expect(handCards(s.state, 0)).not.toContain(oak);
    expect(s.state.players[0]!.secretFirst).toBe(oak);
    s.expectZone("Oak", "hand");
    s.passUntil((x) => x.phase === "reaction");
    s.expectZone("Oak", "confrontation").expectEvent({ type: "revealed", player: 0, card: oak });
    s.endWithDecisionOpen();
  });

  it("an opponent's hand revealed and discarded before the Revelation: the chosen First is neither shown nor discarded", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 2 }),
        early("Ransack", {
          ops: [
            { op: "revealHand", who: "opponent" },
            { op: "discard", who: "opponent", n: 7, random: true },
          ],
        }),
        ...filler("a", 5),
      ],
      B: [card({ name: "Fern", power: 1 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern");
    const fern = s.id("Fern");
    s.play("A", "Ransack").resolveStack();
    const shown = s.events.filter((e) => e.type === "shown" && e.player === 1);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.type === "shown" && shown[0]!.cards).toHaveLength(6);
    expect(shown[0]!.type === "shown" && shown[0]!.cards).not.toContain(fern);
    // The seven asked for are the six cards of the hand.
    expect(handCards(s.state, 1)).toEqual([]);
    expect(s.state.players[1]!.limbo).toHaveLength(6);
    s.passUntil((x) => x.phase === "reaction");
    s.expectZone("Fern", "confrontation");
    s.endWithDecisionOpen();
  });

  it("a will played before the Revelation that discards a card as extra cost cannot discard the chosen First", () => {
    const s = scenario({
      A: [
        card({ name: "Oak", power: 2 }),
        early("Sacrifice", { ops: [{ op: "points", who: "you", n: 5 }], extraCost: { discard: "card" } }),
        ...filler("a", 5),
      ],
      B: [card({ name: "Fern", power: 1 }), ...filler("b", 6)],
    });
    s.firsts("Oak", "Fern");
    const [oak, sacrifice, a1] = [s.id("Oak"), s.id("Sacrifice"), s.id("a1")];
    const play = { type: "playWill" as const, player: 0, card: sacrifice, targets: [], tribute: { cards: [] } };
    const refused = apply(s.state, { ...play, extra: [oak] });
    expect(isRuleError(refused) && refused.error).toBe("cost_unpaid");
    // Neither the bots' list nor the phone's choices offer it.
    const plays = legalActions(s.state, 0).filter((a) => a.type === "playWill" && a.card === sacrifice);
    expect(plays.length).toBeGreaterThan(0);
    for (const a of plays) expect(a.type === "playWill" && a.extra).not.toContain(oak);
    const choice = playChoices(s.state, 0).find((c) => c.card === sacrifice)!;
    expect(choice.extra[0]!.candidates).toHaveLength(5);
    expect(choice.extra[0]!.candidates).not.toContain(oak);
    s.act({ ...play, extra: [a1] })
      .resolveStack()
      .expectEffectPoints("A", 5)
      .expectZone("Oak", "hand");
    s.passUntil((x) => x.phase === "reaction");
    s.expectZone("Oak", "confrontation");
    s.endWithDecisionOpen();
  });

  it("the views: the owner's hand without it (it is face down in the Confrontation), every count without it, and a hand Gorte, Timeless (#254) reveals without it", () => {
    const s = scenario({
      A: [card({ name: "A1", power: 1 }), card({ name: "Oak", power: 2 }), ...filler("a", 5)],
      B: [card({ name: "B1", power: 3 }), beta(254), card({ name: "Fern", power: 1 }), ...filler("b", 4)],
    });
    // Turn 1; in its end phase B puts Gorte on the field (a manual move), then the turn ends.
    s.reveal("A1", "B1");
    toEndPhase(s);
    giveTo(s, "B");
    const gorte = s.id(beta(254).name);
    s.act({ type: "manual", player: 1, move: { op: "move", card: gorte, to: "field" } });
    s.expectZone(beta(254).name, "field").passTo("choose");
    const oak = s.id("Oak");
    const iids = (cards: { iid: string }[] | null) => (cards ?? []).map((c) => c.iid);
    const inHand = s.state.players[0]!.hand.length;
    // Before the choice Gorte shows B all of A's hand, Oak with it.
    expect(iids(viewFor(s.state, 1).players[0]!.shownHand)).toHaveLength(inHand);
    expect(iids(viewFor(s.state, 1).players[0]!.shownHand)).toContain(oak);
    s.firsts("Oak", "Fern").expectPhase("beforeRevelation");
    const own = viewFor(s.state, 0).players[0]!;
    expect(iids(own.hand)).toHaveLength(inHand - 1);
    expect(iids(own.hand)).not.toContain(oak);
    expect(own.handCount).toBe(inHand - 1);
    expect(own.secretFirst?.iid).toBe(oak);
    const theirs = viewFor(s.state, 1).players[0]!;
    expect(theirs.handCount).toBe(inHand - 1);
    expect(theirs.firstChosen).toBe(true);
    expect(theirs.secretFirst).toBeNull();
    expect(iids(theirs.shownHand)).toHaveLength(inHand - 1);
    expect(iids(theirs.shownHand)).not.toContain(oak);
    expect(cardVisible(s.state, 1, oak)).toBe(false);
    // Revealed, it is B's to see.
    s.passUntil((x) => x.phase === "reaction").expectZone("Oak", "confrontation");
    expect(cardVisible(s.state, 1, oak)).toBe(true);
    s.endWithDecisionOpen();
  });

  it("a card shown before it is chosen: in its place among a hidden hand's shown cards; not in a hand Gorte keeps open", () => {
    for (const gorteOut of [false, true]) {
      const peek = card({
        name: "Peek",
        type: "ephemeral_will",
        t: "hollow",
        script: { ops: [{ op: "revealHand", who: "opponent" }] },
      });
      const s = scenario({
        A: [card({ name: "A1", power: 1 }), ...filler("a", 3), card({ name: "Oak", power: 2 }), ...filler("z", 2)],
        B: [card({ name: "B1", power: 3 }), peek, beta(254), card({ name: "Fern", power: 1 }), ...filler("b", 3)],
      });
      // Turn 1: in its end phase B shows A's hand (Peek, once), and puts Gorte on the field or not.
      s.reveal("A1", "B1");
      toEndPhase(s);
      giveTo(s, "B");
      s.play("B", "Peek").resolveStack();
      if (gorteOut) {
        giveTo(s, "B");
        s.act({ type: "manual", player: 1, move: { op: "move", card: s.id(beta(254).name), to: "field" } });
      }
      s.passTo("choose");
      const oak = s.id("Oak");
      const shownNow = () => viewFor(s.state, 1).players[0]!.shownHand.map((c) => c.iid);
      const before = shownNow();
      expect(before).toContain(oak);
      s.firsts("Oak", "Fern");
      // Hidden: B knows Oak is A's; whether it is the card set apart, neither its absence nor its place tells. Open
      // (Gorte): the hand lies on the table without the card set apart, as it would at a real table.
      expect(shownNow()).toEqual(gorteOut ? before.filter((id) => id !== oak) : before);
      expect(viewFor(s.state, 1).players[0]!.handCount).toBe(s.state.players[0]!.hand.length - 1);
      s.endWithDecisionOpen();
    }
  });
});
