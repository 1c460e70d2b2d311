// Beta cards at tables of more than two (../shared/rules/kartomantik-modalita-aggiuntive.txt: "Free-for-All",
// "Modalità 2vs2"): what a card's "an opponent", "your Interzone"… mean when there are several opponents or a
// teammate. Free-for-All seats A, B, C clockwise; 2v2 A and C (team 0) against B and D.
import { describe, expect, it } from "vitest";
import type { CardDef, GameAction } from "@/engine/kartomantik";
import { card, nameOf, scenario, seat, type Name, type Scenario } from "../dsl";
import { pay } from "../harness";
import { beta } from "../sets";
import { autoplay } from "./autoplay";
import { toInterzone } from "./positions";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });

/** 2v2: the team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${seat(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

describe("#22 Urocione, the Anarchist: “its owner puts it in the Empathic Vessel of an opponent of their choice as if it had lost”", () => {
  const urocione = beta(22).name;

  it("Free-for-All: the owner chooses which opponent's vessel (not the first clockwise)", () => {
    const s = scenario({ A: [beta(22), m("Chained", 5)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll(urocione, "Strong", "Mid");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.decide("A", [s.id("Chained")]);
    // A (4 + 5) wins; the Chained card's owner is asked whose vessel, among every opponent.
    autoplay(s, (st) => st.phase === "placement" && st.decisions.length > 0);
    s.expectDecision("A", "opponent");
    expect(s.decisionOf("A")!.options).toEqual(["P1", "P2"]);
    expect(s.decisionOf("A")!.source).toBe(s.id("Chained"));
    s.decide("A", ["P2"]);
    autoplay(s, (st) => st.phase === "end");
    s.check((x) => {
      expect(x.state.players[seat("C")]!.vessel).toContain(x.id("Chained"));
      expect(x.state.players[seat("B")]!.vessel).not.toContain(x.id("Chained"));
    });
    // The opponents' own manifestations go to the winner as usual.
    s.check((x) => expect(x.state.players[seat("A")]!.vessel).toEqual([x.id("Strong"), x.id("Mid")]));
    s.endWithDecisionOpen();
  });

  it("2v2: the choice is between the two opponents, never the teammate (“La squadra … Bacino Empatico rimangono separati”)", () => {
    const s = scenario({
      mode: "2v2",
      A: [beta(22), m("Chained", 5)],
      B: [m("Bb", 1)],
      C: [m("Cc", 1)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "A", urocione);
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.decide("A", [s.id("Chained")]);
    autoplay(s, (st) => st.phase === "placement" && st.decisions.some((d) => d.kind === "opponent"));
    expect(s.decisionOf("A")!.options).toEqual(["P1", "P3"]);
    s.decide("A", ["P3"]);
    autoplay(s, (st) => st.phase === "end");
    s.check((x) => expect(x.state.players[seat("D")]!.vessel).toContain(x.id("Chained")));
    s.endWithDecisionOpen();
  });
});

describe("#8 Graceful Petal: “When Graceful Petal enters the Empathic Vessel of an opponent, the owner of this card gains 20 points”", () => {
  it("Free-for-All: put there by Urocione (#22) “as if it had lost”, into the opponent its owner chose, it triggers", () => {
    const s = scenario({ A: [beta(22), beta(8)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll(beta(22).name, "Strong", "Mid");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "choose"));
    s.decide("A", [s.id(beta(8).name)]);
    autoplay(s, (st) => st.phase === "placement" && st.decisions.some((d) => d.kind === "opponent"));
    s.decide("A", ["P2"]);
    autoplay(s, (st) => st.phase === "end" && st.stack.length === 0 && st.triggers.length === 0);
    s.check((x) => expect(x.state.players[seat("C")]!.vessel).toContain(x.id(beta(8).name)));
    s.expectEffectPoints("A", 20).expectEffectPoints("B", 0).expectEffectPoints("C", 0);
    s.endWithDecisionOpen();
  });
});

describe("#20 Pan Zuto, the Beckoner: “you can put a target manifestation from your Interzone into Support”", () => {
  /** C's card: "When Digger enters the Confrontation Zone, draw a card" — whose "you" tells who controls it. */
  const digger = card({
    name: "Digger",
    power: 2,
    t: "phlegmatic",
    points: 10,
    text: "When Digger enters the Confrontation Zone, draw a card.",
    script: {
      abilities: [{ kind: "trigger", trigger: { on: "enterConfrontation" }, ops: [{ op: "draw", who: "you", n: 1 }] }],
    },
  });

  it("2v2: a teammate's card of the shared Interzone enters under its owner's control, not Pan Zuto's controller's (Regolamento, “Proprietario e Controllore”; 2vs2, “Controllo delle Carte”)", () => {
    // "Quando delle carte entrano in una zona condivisa dai giocatori, come l'Area di Confronto, … queste carte vi
    // entrano sotto il controllo del loro Proprietario, a meno che le carte non specifichino diversamente"; and "la
    // proprietà e il controllo di ogni carta, a meno di effetti, rimangono al proprietario".
    const s = scenario({ mode: "2v2", A: [beta(20)], B: [m("Bb", 1)], C: [digger], D: [m("Dd", 1)] });
    // C's Digger in the team's shared Interzone (as if placed there earlier).
    toInterzone(s, "C", "Digger");
    s.expectZone("Digger", "interzone");
    teamFirst(s, "A", "A", beta(20).name);
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.decisions.some((d) => d.player === seat("A") && d.kind === "targets"));
    // "Your Interzone": the team's, so C's card is a legal target for A.
    expect(s.decisionOf("A")!.options).toEqual([s.id("Digger")]);
    s.decide("A", [s.id("Digger")]);
    const hands = () => [seat("A"), seat("C")].map((p) => s.state.players[p]!.hand.length);
    const before = hands();
    autoplay(s, (st) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null);
    s.expectZone("Digger", "confrontation");
    s.check((x) => expect(x.state.cards[x.id("Digger")]!.controller).toBe(seat("C")));
    // Digger's "draw a card" is its controller's: C draws, not A.
    expect(hands()).toEqual([before[0], before[1]! + 1]);
    s.endWithDecisionOpen();
  });
});

// ——— Cards of #1–#150 whose text names players or their zones, checked at tables of three or four: the engine already
// does what the text says (no change needed); kept as scenario tests of the reading. ———

const dump = (name: string) =>
  card({
    name,
    type: "ephemeral_will",
    t: "hollow",
    cost: {},
    text: "Discard a card.",
    script: { ops: [{ op: "discard", who: "you", n: 1 }] },
  });
const passAll = (s: Scenario, who: Name[]) => who.forEach((w) => s.pass(w));
const quiet = (st: Scenario["state"]) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null;

/** 2v2 to the Reaction: A's team (Weak 1) loses to B's (Strong 3), so team 0 holds priority; A acts for it. */
function teams(A: CardDef[], B: CardDef[], C: CardDef[], D: CardDef[]): Scenario {
  const s = scenario({ mode: "2v2", A: [m("Weak", 1), ...A], B: [m("Strong", 3), ...B], C, D });
  teamFirst(s, "A", "A", "Weak");
  teamFirst(s, "B", "B", "Strong");
  return s.passUntil((st) => st.phase === "reaction").expectPriority("A");
}
/** The seats asked, in order, while `until` does not hold (each answers with its first options, as autoplay does). */
function askedUntil(s: Scenario, prompt: string, until: (st: Scenario["state"]) => boolean): Name[] {
  const asked: Name[] = [];
  autoplay(s, (st) => {
    const d = st.decisions[0];
    if (d?.prompt === prompt && asked.length < 10) asked.push(nameOf(d.player));
    return until(st);
  });
  return asked;
}

describe("checked at tables of more than two: “each opponent”, “an opponent”, “every other player”", () => {
  it("#11 First Stone, 2v2: “every other player must Chain from their hand” — the teammate too, each under its owner", () => {
    const s = teams([beta(11)], [m("ChainB", 2)], [m("ChainC", 2)], [m("ChainD", 2)]);
    s.support("A", beta(11).name);
    passAll(s, ["B", "C", "D", "A"]);
    autoplay(s, (st) => st.decisions.some((d) => d.prompt === "chain"));
    const asked: Name[] = [];
    for (const who of ["B", "C", "D"] as const) {
      s.expectDecision(who, "choose");
      asked.push(who);
      s.choose(who, [`Chain${who}`]);
    }
    expect(asked).toEqual(["B", "C", "D"]);
    autoplay(s, quiet);
    for (const who of ["B", "C", "D"] as const) {
      s.expectZone(`Chain${who}`, "confrontation");
      s.check((x) => expect(x.state.cards[x.id(`Chain${who}`)]!.controller).toBe(seat(who)));
    }
    s.endWithDecisionOpen();
  });

  it("#56 Refrain Repeater, 2v2: “unless an opponent pays {H}” — B then D are asked, never the teammate C", () => {
    const costly = card({
      name: "Costly",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 2 },
      script: { ops: [] },
    });
    const coin = (name: string) => card({ name, t: "hollow", power: 1 });
    const s = teams([beta(56), costly], [coin("CoinB")], [coin("CoinC")], [coin("CoinD")]);
    s.play("A", "Costly", { tribute: [beta(56).name] });
    passAll(s, ["B", "C", "D", "A"]);
    s.expectZone(beta(56).name, "limbo");
    // Both opponents decline (autoplay answers "decline"): it returns to its owner's hand.
    expect(askedUntil(s, "unlessPay", (st) => st.turn === 2)).toEqual(["B", "D"]);
    s.expectZone(beta(56).name, "hand").endWithDecisionOpen();
  });

  it("#141 Atavic Oppression, 2v2: “Each opponent discards a card from their hand and you draw a card” — B and D, not C", () => {
    const s = teams([beta(141)], [], [], []);
    const oppression = beta(141).name;
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id(oppression), to: "field" } });
    s.act({
      type: "manual",
      player: seat("A"),
      move: { op: "counters", card: s.id(oppression), counter: "Fatigue", delta: 5 },
    });
    const hands = () => s.state.players.map((p) => p.hand.length);
    const before = hands();
    s.activate("A", oppression, 1);
    passAll(s, ["B", "C", "D", "A"]);
    expect(askedUntil(s, "discard", quiet)).toEqual(["B", "D"]);
    expect(hands().map((n, p) => n - before[p]!)).toEqual([1, -1, 0, -1]);
    s.endWithDecisionOpen();
  });

  it("#115 Forfog, the Hanged, 2v2: “whenever an opponent discards one or more cards, they lose 5 points” — not the teammate", () => {
    const s = teams([beta(115)], [dump("DumpB")], [dump("DumpC")], []);
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id(beta(115).name), to: "interzone" } });
    s.play("C", "DumpC");
    passAll(s, ["D", "A", "B", "C"]);
    autoplay(s, quiet);
    s.expectEffectPoints("C", 0);
    // Team 0 passes; B's team gets priority and B discards.
    s.pass("A").play("B", "DumpB");
    passAll(s, ["C", "D", "A", "B"]);
    autoplay(s, quiet);
    s.expectEffectPoints("B", -5).expectEffectPoints("C", 0).endWithDecisionOpen();
  });

  it("#131 Claim the Forsaken, 2v2: “a target manifestation that entered an opponent's Limbo this turn” — not the teammate's Limbo", () => {
    const s = teams(
      [beta(131), ...pay("melancholic", 2, 2)],
      [m("LimboB", 1), dump("DumpB")],
      [m("LimboC", 1), dump("DumpC")],
      [],
    );
    s.play("C", "DumpC");
    passAll(s, ["D", "A", "B", "C"]);
    s.choose("C", ["LimboC"]);
    autoplay(s, quiet);
    s.pass("A").play("B", "DumpB");
    passAll(s, ["C", "D", "A", "B"]);
    s.choose("B", ["LimboB"]);
    autoplay(s, (st) => quiet(st) && st.priority === seat("A"));
    s.expectZone("LimboB", "limbo").expectZone("LimboC", "limbo");
    const claiming = (ref: string) => (a: GameAction) => a.type === "playWill" && a.targets?.[0] === s.id(ref);
    s.expectLegal("A", claiming("LimboB")).expectLegal("A", claiming("LimboC"), false);
    s.play("A", beta(131).name, { targets: ["LimboC"], tribute: ["pay-melancholic-1", "pay-melancholic-2"] });
    s.expectRefused("bad_targets").endWithDecisionOpen();
  });
});

describe("checked at tables of more than two: vessels, control changes", () => {
  it("#41 Compensating Orchard, Free-for-All: “a manifestation of which you are the owner enters an opponent's Empathic Vessel” — yours only", () => {
    const s = scenario({ A: [m("Weak", 1), beta(41)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll("Weak", "Strong", "Mid").passUntil((st) => st.phase === "reaction");
    s.act({ type: "manual", player: seat("A"), move: { op: "move", card: s.id(beta(41).name), to: "field" } });
    autoplay(s, (st) => st.phase === "end" && quiet(st));
    // B took A's Weak and C's Mid: A gains 5 once (its own card), C nothing.
    s.check((x) => expect(x.state.players[seat("B")]!.vessel).toEqual([x.id("Weak"), x.id("Mid")]));
    s.expectEffectPoints("A", 5).expectEffectPoints("C", 0).endWithDecisionOpen();
  });

  it("#109 Possessed Pyramid, Free-for-All: “the next turn that player's hand is reduced by 1” — the player whose vessel took it", () => {
    const s = scenario({ A: [beta(109)], B: [m("Strong", 3)], C: [m("Mid", 2)] });
    s.firstsAll(beta(109).name, "Strong", "Mid");
    autoplay(s, (st) => st.turn === 2 && st.phase === "choose");
    s.check((x) => expect(x.state.players[seat("B")]!.vessel).toContain(x.id(beta(109).name)));
    expect(s.state.players.map((p) => p.hand.length)).toEqual([7, 6, 7]);
    s.endWithDecisionOpen();
  });

  it("#92 Dominate the Aspects, Free-for-All: the exchange with the second opponent, then both to their owners' deck bottoms", () => {
    const s = scenario({
      A: [m("Weak", 1), beta(92), ...pay("vitreous", 1, 3)],
      B: [m("Strong", 3)],
      C: [m("Mid", 2)],
    });
    s.firstsAll("Weak", "Strong", "Mid").passUntil((st) => st.phase === "reaction");
    s.play("A", beta(92).name, { targets: ["Weak", "Mid"], tribute: ["pay-vitreous-1"] });
    passAll(s, ["B", "C", "A"]);
    s.check((x) => {
      expect(x.state.cards[x.id("Weak")]!.controller).toBe(seat("C"));
      expect(x.state.cards[x.id("Mid")]!.controller).toBe(seat("A"));
    });
    // "At the Resolution, every manifestation on the field exchanged this way is put on the bottom of its owner's
    // deck".
    autoplay(s, (st) => st.phase === "end");
    s.check((x) => {
      expect(x.state.players[seat("A")]!.deck.at(-1)).toBe(x.id("Weak"));
      expect(x.state.players[seat("C")]!.deck.at(-1)).toBe(x.id("Mid"));
    });
    s.endWithDecisionOpen();
  });
});

describe("#139 Traumatize: “a target player shows you their hand. Choose a card inside it, that player discards that card”", () => {
  it("2v2: “a target player” (“un giocatore bersaglio”) is any player — the teammate too, whose hand is shown to the chooser alone", () => {
    const traumatize = beta(139).name;
    const s = teams([beta(139), m("Payer", 2, "melancholic")], [], [m("MateCard", 1)], []);
    // Regolamento §3.2 Bersagli: the controller declares a valid target as the will goes on the stack.
    const targeting = (t: string) => (a: GameAction) => a.type === "playWill" && a.targets?.[0] === t;
    for (const t of ["P0", "P1", "P2", "P3"]) s.expectLegal("A", targeting(t));
    s.play("A", traumatize, { targets: ["P2"], tribute: ["Payer"] });
    passAll(s, ["B", "C", "D", "A"]);
    s.expectDecision("A", "choose");
    const mates = [...s.state.players[seat("C")]!.hand].sort();
    expect([...s.decisionOf("A")!.options].sort()).toEqual(mates);
    s.expectEvent({ type: "looked", player: seat("A"), cards: s.state.players[seat("C")]!.hand });
    s.choose("A", ["C:MateCard"]).expectZone("MateCard", "limbo").expectEffectPoints("A", -5);
    s.expectHand("C", mates.length - 1).endWithDecisionOpen();
  });
});

describe("#86 Imitate: “Copy a target Will on the stack. You can choose a new target for the copy”", () => {
  it("Free-for-All: the copy's targets are declared for its new controller — B copying A's Dominate the Aspects (#92) exchanges its own manifestation with an opponent's", () => {
    // Regolamento §3.2 Bersagli: "il controllore di quella carta deve dichiarare un bersaglio valido prima di mettere
    // quell'azione in Pila". A's Dominate targets A's Weak ("a target manifestation you control") and B's Strong ("…
    // controlled by an opponent"): for B, the copy's first target must be B's own, its second one of A's or C's.
    const s = scenario({
      A: [m("Weak", 1), beta(92), ...pay("vitreous", 1, 3)],
      B: [m("Strong", 3), beta(86), m("InkB", 2, "vitreous")],
      C: [m("Mid", 2)],
    });
    s.firstsAll("Weak", "Strong", "Mid").passUntil((st) => st.phase === "reaction");
    s.play("A", beta(92).name, { targets: ["Weak", "Strong"], tribute: ["pay-vitreous-1"] }).expectPriority("B");
    s.play("B", beta(86).name, { targets: ["top"], tribute: ["InkB"] });
    passAll(s, ["C", "A", "B"]);
    // The copy's first target: B's Strong, the only manifestation B controls (A's Weak is not B's to give).
    s.expectDecision("B", "choose");
    expect([...s.decisionOf("B")!.options].sort()).toEqual([s.id("Mid"), s.id("Weak")].sort());
    s.decide("B", [s.id("Mid")]);
    const copy = s.state.stack.at(-1)!;
    expect(copy.controller).toBe(seat("B"));
    expect(copy.targets).toEqual([s.id("Strong"), s.id("Mid")]);
    // The copy resolves first: B's Strong and C's Mid exchange control.
    passAll(s, ["C", "A", "B"]);
    s.check((x) => {
      expect(x.state.cards[x.id("Strong")]!.controller).toBe(seat("C"));
      expect(x.state.cards[x.id("Mid")]!.controller).toBe(seat("B"));
    });
    s.endWithDecisionOpen();
  });
});
