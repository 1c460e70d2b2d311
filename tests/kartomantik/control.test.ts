// Control of cards as they change zone (Regolamento §3.2 "Proprietario e Controllore", "Zone di Gioco"; §4.2.3 Stallo
// and the placement): who controls a borrowed manifestation once it leaves the Confrontation Zone.
import { describe, expect, it } from "vitest";
import type { GameState } from "@/engine/kartomantik";
import { card, scenario, seat } from "./dsl";
import { bounce, giveTo, pay } from "./harness";
import { toInterzone, toLimbo } from "./modes/positions";
import { beta, demo } from "./sets";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10 });

describe("§3.2 Zone di Gioco: cards enter the stalemate under their owner's control", () => {
  it("a manifestation borrowed with Reforging Fate (#136) is its owner's once the confrontation ends in a stalemate (§4.2.3 Stallo)", () => {
    // "Quando delle carte entrano in una zona condivisa dai giocatori, come l'Area di Confronto, la Pila o la Zona di
    // Stallo, queste carte vi entrano sotto il controllo del loro Proprietario, a meno che le carte non specifichino
    // diversamente." Reforging Fate's "enters into Support under your control" says so for the Support only.
    const fate = beta(136).name;
    const shared = demo(220).name; // Shared Understanding: "You gain 5 points for each of them you own."
    const s = scenario({
      A: [m("AF", 1), beta(136), demo(220), ...pay("melancholic", 1), ...pay("transcendent", 1, 2)],
      B: [m("BF", 3), m("Lent", 2)],
    });
    toLimbo(s, "B", "Lent");
    s.reveal("AF", "BF");
    // A, losing 1–3, borrows B's Lent from B's Limbo: 3–3, both last entries phlegmatic.
    s.play("A", fate, { targets: ["Lent"], tribute: ["pay-melancholic-1"] })
      .pass("B")
      .pass("A");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("A"));
      expect(x.state.sides[seat("A")]!.confrontation).toContain(x.id("Lent"));
    });
    s.passTo("end");
    s.expectEvent({ type: "confrontation", winner: null });
    s.expectZone("Lent", "stalemate").expectZone("AF", "stalemate");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller, "Lent in the stalemate").toBe(seat("B"));
      expect(x.view("spectator").stalemate.find((c) => c.iid === x.id("Lent"))?.controller).toBe(seat("B"));
    });
    // Shared Understanding counts A's own stalemate cards only: AF, not B's Lent.
    s.expectPriority("A")
      .play("A", shared, { tribute: ["pay-transcendent-1"] })
      .pass("B")
      .pass("A");
    s.expectEffectPoints("A", 5).expectZone("Lent", "deck").expectZone("AF", "deck");
  });
});

describe("#151 Static Scuttler: “Those manifestations cannot change zone until the end of the turn”", () => {
  it("locks every manifestation it put into stalemate, one the winner borrowed too (now its owner's there)", () => {
    const fate = beta(136).name;
    const scuttler = beta(151).name;
    const s = scenario({
      A: [beta(151), m("Lost", 2)],
      B: [m("BF", 5), beta(136), ...pay("melancholic", 1)],
    });
    toLimbo(s, "A", "Lost");
    s.reveal(scuttler, "BF");
    // B, winning, borrows A's Lost from A's Limbo (A, losing, passes first).
    s.pass("A")
      .play("B", fate, { targets: ["Lost"], tribute: ["pay-melancholic-1"] })
      .pass("A")
      .pass("B");
    s.check((x) => expect(x.state.cards[x.id("Lost")]!.controller).toBe(seat("B")));
    s.passUntil((st) => st.phase === "resolution" && st.stack.length > 0);
    s.resolveStack();
    s.expectZone("BF", "stalemate").expectZone("Lost", "stalemate");
    s.check((x) => expect(x.state.cards[x.id("Lost")]!.controller).toBe(seat("A")));
    s.passTo("end");
    // Both stay: neither B's BF nor A's Lost goes to a vessel or a deck this turn.
    s.expectZone("BF", "stalemate").expectZone("Lost", "stalemate").expectZone(scuttler, "vessel");
  });
});

describe("demo #9 Quiet Hedgehog: “When this manifestation is put in the Stalemate Zone, draw a card”", () => {
  it("put there by an effect (Frozen Frame, demo #188), not only by a stalemate, its controller there (its owner) draws", () => {
    const frame = demo(188).name;
    const hedgehog = demo(9).name;
    const s = scenario({ A: [m("AF", 1), demo(188), ...pay("vitreous", 1)], B: [demo(9)] });
    s.reveal("AF", hedgehog);
    s.expectHand("B", 6);
    s.play("A", frame, { targets: [hedgehog], tribute: ["pay-vitreous-1"] })
      .pass("B")
      .pass("A");
    s.expectZone(hedgehog, "stalemate");
    s.resolveStack();
    s.expectHand("B", 7);
  });
});

describe("§4.2.3 Quando un Giocatore ha Vinto: the placement goes by ownership, not control", () => {
  it("the winner places its own manifestation a loser had borrowed; the loser's vessel and the winner's take nothing of it", () => {
    // "Il giocatore vincente mette tutte le Manifestazioni di proprietà dell'avversario … nel suo Bacino Empatico.
    // Per ogni Manifestazione di cui è il proprietario presente nell'Area di Confronto o nella Zona di Stallo può
    // decidere …: Metterla in fondo al proprio mazzo … Metterla in uno spazio dell'Interzona."
    const fate = beta(136).name;
    const s = scenario({
      A: [m("AF", 6), m("Mine", 1)],
      B: [m("BF", 1), beta(136), ...pay("melancholic", 1)],
    });
    toLimbo(s, "A", "Mine");
    s.reveal("AF", "BF");
    // B, losing, borrows A's Mine from A's Limbo: 6–2, A still wins.
    s.play("B", fate, { targets: ["Mine"], tribute: ["pay-melancholic-1"] })
      .pass("A")
      .pass("B");
    s.check((x) => expect(x.state.cards[x.id("Mine")]!.controller).toBe(seat("B")));
    s.passTo("placement");
    s.expectEvent({ type: "confrontation", winner: seat("A") });
    s.expectZone("BF", "vessel").expectZone("Mine", "confrontation").expectDecision("A", "placeWon");
    s.check((x) => {
      expect(x.state.players[seat("A")]!.vessel).toEqual([x.id("BF")]);
      expect(x.decisionOf("A")!.options).toContain(`${x.id("Mine")}:slot0`);
    });
    s.choose("A", [`${s.id("Mine")}:slot0`]);
    s.expectZone("Mine", "interzone");
    s.check((x) => {
      expect(x.state.sides[seat("A")]!.interzone[0]).toBe(x.id("Mine"));
      expect(x.state.cards[x.id("Mine")]!.controller).toBe(seat("A"));
    });
    s.endWithDecisionOpen();
  });
});

describe("#92 Dominate the Aspects: “At the Resolution, every manifestation on the field exchanged this way is put on the bottom of its owner's deck”", () => {
  it("an exchange that did not happen (its own target gone) sends nothing to the bottom: the opponent's manifestation is placed as usual", () => {
    const dominate = beta(92).name;
    const s = scenario({
      A: [m("Weak", 1), beta(92), ...pay("vitreous", 1)],
      B: [m("Strong", 3), bounce],
    });
    s.reveal("Weak", "Strong");
    s.play("A", dominate, { targets: ["Weak", "Strong"], tribute: ["pay-vitreous-1"] });
    // B answers by taking A's Weak back to A's hand: nothing to exchange.
    s.play("B", "Bounce", { targets: ["Weak"] })
      .pass("A")
      .pass("B");
    s.expectZone("Weak", "hand");
    s.resolveStack();
    s.check((x) => {
      expect(x.state.cards[x.id("Strong")]!.controller).toBe(seat("B"));
      expect(x.state.cards[x.id("Strong")]!.memory).toEqual([]);
    });
    // B wins alone and places its Strong where it likes.
    s.passTo("placement").expectDecision("B", "placeWon");
    s.choose("B", [`${s.id("Strong")}:slot0`]);
    s.expectZone("Strong", "interzone");
    s.endWithDecisionOpen();
  });

  it("an exchange that happened sends both to their owners' decks' bottom at the Resolution", () => {
    const dominate = beta(92).name;
    const s = scenario({ A: [m("Weak", 1), beta(92), ...pay("vitreous", 1)], B: [m("Strong", 3)] });
    s.reveal("Weak", "Strong");
    s.play("A", dominate, { targets: ["Weak", "Strong"], tribute: ["pay-vitreous-1"] })
      .pass("B")
      .pass("A");
    s.check((x) => expect(x.state.cards[x.id("Strong")]!.controller).toBe(seat("A")));
    s.passTo("end");
    s.expectZone("Weak", "deck").expectZone("Strong", "deck");
    s.check((x) => {
      expect(x.state.players[seat("A")]!.deck.at(-1)).toBe(x.id("Weak"));
      expect(x.state.players[seat("B")]!.deck.at(-1)).toBe(x.id("Strong"));
    });
  });
});

describe("§3.2 Zone di Gioco: cards enter the Confrontation Zone under their owner's control", () => {
  // "Quando delle carte entrano in una zona condivisa dai giocatori, come l'Area di Confronto, la Pila o la Zona di
  // Stallo, queste carte vi entrano sotto il controllo del loro Proprietario, a meno che le carte non specifichino
  // diversamente."
  const support = (name: string, power: number) => card({ name, power, t: "phlegmatic", points: 10, text: "Support." });

  it("#185 Invert Emotions: the borrowed manifestation its borrower puts in Support from the Interzone enters on its owner's side, under its owner's control", () => {
    const invert = beta(185).name;
    const s = scenario({
      A: [m("AF", 1), beta(185), ...pay("capricious", 1), support("Mine", 1)],
      B: [m("BF", 2), support("Lent", 2)],
    });
    toInterzone(s, "A", "Mine");
    toInterzone(s, "B", "Lent");
    s.reveal("AF", "BF");
    // "Exchange control of a target manifestation in an opponent's Interzone and a target manifestation in your
    // Interzone": A holds B's Lent, B holds A's Mine.
    s.play("A", invert, { targets: ["Lent", "Mine"], tribute: ["pay-capricious-1"] })
      .pass("B")
      .pass("A");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("A"));
      expect(x.state.sides[seat("A")]!.interzone).toContain(x.id("Lent"));
    });
    // A, losing 1–2, puts Lent in Support from its Interzone: it enters under B's control, on B's side (2 + 2
    // against 1), not A's (1 + 2 against 2).
    s.expectPriority("A").support("A", "Lent").pass("B").pass("A");
    s.expectZone("Lent", "confrontation");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("B"));
      expect(x.state.sides[seat("B")]!.confrontation).toEqual([x.id("BF"), x.id("Lent")]);
      expect(x.state.sides[seat("A")]!.confrontation).toEqual([x.id("AF")]);
    });
    s.expectPower("BF", 2);
    s.passTo("placement");
    s.expectEvent({ type: "confrontation", winner: seat("B") });
    s.expectZone("AF", "vessel").endWithDecisionOpen();
  });

  it("#168 Thought Saboteur says otherwise: “the card remains under your control as long as the Thought Saboteur is on the field” — in Support, then in the stalemate, until the Saboteur leaves", () => {
    const saboteur = beta(168).name;
    const s = scenario({ A: [m("AF", 1), beta(168)], B: [m("BF", 3), support("Kept", 2)] });
    toInterzone(s, "B", "Kept");
    s.reveal("AF", "BF");
    // The Saboteur enters A's Interzone and takes B's Kept.
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id(saboteur), to: "interzone" } });
    s.check((x) => expect(x.state.stack.map((it) => it.targets)).toEqual([[x.id("Kept")]]));
    s.resolveStack();
    s.check((x) => expect(x.state.cards[x.id("Kept")]!.controller).toBe(seat("A")));
    // Put in Support from A's Interzone, it stays A's: 1 + 2 against 3, both phlegmatic — a stalemate.
    s.expectPriority("A").support("A", "Kept").pass("B").pass("A");
    s.check((x) => {
      expect(x.state.cards[x.id("Kept")]!.controller).toBe(seat("A"));
      expect(x.state.sides[seat("A")]!.confrontation).toEqual([x.id("AF"), x.id("Kept")]);
    });
    s.passTo("end");
    s.expectEvent({ type: "confrontation", winner: null });
    s.expectZone("Kept", "stalemate").expectZone(saboteur, "interzone");
    s.check((x) => expect(x.state.cards[x.id("Kept")]!.controller, "Kept in the stalemate").toBe(seat("A")));
    // The Saboteur leaves the field: Kept is B's again, where it is.
    giveTo(s, "A");
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id(saboteur), to: "limbo" } });
    s.expectZone("Kept", "stalemate");
    s.check((x) => expect(x.state.cards[x.id("Kept")]!.controller).toBe(seat("B")));
  });

  it("demo #197 Borrowed Courage says otherwise: “Target manifestation in an opponent's Interzone enters Support under your control”", () => {
    const courage = demo(197).name;
    const s = scenario({
      A: [m("AF", 1), demo(197), ...pay("capricious", 1)],
      B: [m("BF", 2), support("Lent", 2)],
    });
    toInterzone(s, "B", "Lent");
    s.reveal("AF", "BF");
    s.play("A", courage, { targets: ["Lent"], tribute: ["pay-capricious-1"] })
      .pass("B")
      .pass("A");
    s.expectZone("Lent", "confrontation");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("A"));
      expect(x.state.sides[seat("A")]!.confrontation).toEqual([x.id("AF"), x.id("Lent")]);
    });
    s.passTo("placement");
    s.expectEvent({ type: "confrontation", winner: seat("A") });
    s.endWithDecisionOpen();
  });

  it("2v2 (“condivide … Area di Confronto”; “la proprietà e il controllo di ogni carta, a meno di effetti, rimangono al proprietario”): a card Chained or put in Support from the team's Interzone enters its owner's team's side under its owner's control", () => {
    const invert = beta(185).name;
    const circle = demo(162).name; // Open the Circle: "Chain from your Interzone. Draw a card."
    const s = scenario({
      mode: "2v2",
      A: [m("AF", 1), beta(185), ...pay("capricious", 1), support("Mine", 1), support("Ally", 1)],
      B: [m("Wall", 3), support("Lent", 2)],
      C: [m("Lead", 1), demo(162), card({ name: "pay-c", t: "phlegmatic", power: 3, points: 5 })],
      D: [support("Guard", 1)],
    });
    toInterzone(s, "A", "Mine");
    toInterzone(s, "A", "Ally");
    toInterzone(s, "B", "Lent");
    s.decide("A", ["P2"]).choose("C", ["Lead"]);
    s.decide("B", ["P1"]).choose("B", ["Wall"]);
    s.passUntil((st) => st.phase === "reaction");
    // C Chains its teammate A's Ally from the team's Interzone: Ally enters under A's control (not C's).
    s.expectPriority("A").play("C", circle, { tribute: ["pay-c"] });
    s.pass("D").pass("A").pass("B").pass("C");
    s.expectDecision("C", "choose").choose("C", ["A:Ally"]);
    s.expectZone("Ally", "confrontation");
    s.check((x) => {
      expect(x.state.cards[x.id("Ally")]!.controller).toBe(seat("A"));
      expect(x.state.sides[0]!.confrontation).toContain(x.id("Ally"));
    });
    // A takes B's Lent into the team's Interzone, then puts it in Support: it enters team 1's side under B's control.
    s.resolveStack();
    s.expectPriority("A").play("A", invert, { targets: ["Lent", "Mine"], tribute: ["pay-capricious-1"] });
    s.pass("B").pass("C").pass("D").pass("A");
    s.check((x) => expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("A")));
    s.expectPriority("A").support("A", "Lent");
    s.pass("B").pass("C").pass("D").pass("A");
    s.expectZone("Lent", "confrontation");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("B"));
      expect(x.state.sides[1]!.confrontation).toEqual([x.id("Wall"), x.id("Lent")]);
      expect(x.state.sides[0]!.confrontation).not.toContain(x.id("Lent"));
    });
    s.endWithDecisionOpen();
  });
  it("Free-for-All: the borrowed manifestation enters its owner's part of the Confrontation Zone; an owner out of the confrontations (“non può più prendere parte ai Confronti”) takes nothing there, so it stays put", () => {
    const invert = beta(185).name;
    const table = () => {
      const s = scenario({
        A: [m("AF", 1), beta(185), ...pay("capricious", 1), support("Mine", 1)],
        B: [m("BF", 3)],
        C: [m("CF", 2), support("Lent", 2)],
      });
      toInterzone(s, "A", "Mine");
      toInterzone(s, "C", "Lent");
      s.firstsAll("AF", "BF", "CF").passUntil((st) => st.phase === "reaction");
      // A, beaten by both, takes C's Lent.
      s.expectPriority("A").play("A", invert, { targets: ["Lent", "Mine"], tribute: ["pay-capricious-1"] });
      s.pass("B").pass("C").pass("A");
      s.check((x) => expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("A")));
      return s;
    };
    const s = table();
    s.expectPriority("A").support("A", "Lent").pass("B").pass("C").pass("A");
    s.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("C"));
      expect(x.state.sides[seat("C")]!.confrontation).toEqual([x.id("CF"), x.id("Lent")]);
    });
    // C (2 + 2) now beats both A (1) and B (3).
    s.passTo("placement");
    s.expectEvent({ type: "confrontation", winner: seat("C") });
    s.endWithDecisionOpen();
    // C left the confrontations meanwhile: the Support puts nothing under it.
    const out = table();
    const st = structuredClone(out.state) as GameState;
    st.seats.out = [seat("C")];
    out.state = st;
    out.expectPriority("A").support("A", "Lent").resolveStack();
    out.expectZone("Lent", "interzone");
    out.check((x) => {
      expect(x.state.cards[x.id("Lent")]!.controller).toBe(seat("A"));
      expect(x.state.sides[seat("C")]!.confrontation).toEqual([x.id("CF")]);
    });
    out.endWithDecisionOpen();
  });
});
