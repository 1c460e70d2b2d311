// Beta (and demo) cards at tables of more than two, readings checked in session 63
// (../shared/rules/kartomantik-modalita-aggiuntive.txt: "Free-for-All", "Modalità 2vs2").
// 2v2: A and C (team 0) against B and D; Free-for-All: A, B, C clockwise.
import { describe, expect, it } from "vitest";
import type { CardDef, GameState } from "@/engine/kartomantik";
import { card, nameOf, scenario, seat, type Name, type Scenario } from "../dsl";
import { pay } from "../harness";
import { beta, demo } from "../sets";
import { autoplay } from "./autoplay";
import { damageAtATable, place, toVessel } from "./positions";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10 });

/** 2v2: the team's decision of who chooses, answered by `by`, then that player's secret choice. */
function teamFirst(s: Scenario, by: Name, chooser: Name, ref: string): Scenario {
  s.decide(by, [`P${seat(chooser)}`]).expectDecision(chooser, "chooseFirst");
  return s.choose(chooser, [ref]);
}

describe("#224 Nullify Reason: “all manifestations that are about to enter the Interzone, the deck and the Limbo of a target player are exiled instead”", () => {
  /** 2v2: C's Cc (5) beats B's Bb (1); B, losing, targets A with Nullify Reason; on to team 0's placement. */
  function nullified(): Scenario {
    const s = scenario({
      mode: "2v2",
      A: [m("Aa", 1)],
      B: [m("Bb", 1), beta(224), ...pay("choleric", 1)],
      C: [m("Cc", 5)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "C", "Cc");
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.phase === "reaction" && st.priority !== null);
    s.expectPriority("B").play("B", beta(224).name, { targets: ["P0"], tribute: ["pay-choleric-1"] });
    autoplay(s, (st) => st.decisions.some((d) => d.kind === "placeWon"));
    return s.expectDecision("A", "placeWon");
  }

  it("2v2: the target's Interzone is the team's (“La squadra condivide un'unica Interzona”): the teammate's manifestation about to enter it is exiled", () => {
    const s = nullified();
    s.choose("A", [`${s.id("Cc")}:slot0`]);
    s.expectZone("Cc", "exile");
    s.check((x) => expect(x.state.sides[0]!.interzone[0]).toBeNull());
    s.endWithDecisionOpen();
  });

  it("2v2: the teammate's deck is its own (“Limbo, Mazzo, Mano, e Bacino Empatico rimangono invece separati”): not exiled there", () => {
    const s = nullified();
    s.choose("A", [`${s.id("Cc")}:deck`]);
    s.expectZone("Cc", "deck");
    s.endWithDecisionOpen();
  });
});

describe("#227 Damage: “Distribute a total of -3 power among any number of target manifestations in the Interzone of an opponent”", () => {
  it("Free-for-All: the targets are in one opponent's Interzone (“nell'Interzona di un avversario”), not spread over two", () => {
    const damage = beta(227).name;
    const s = damageAtATable();
    const play = (targets: string[]) =>
      s.act({
        type: "playWill",
        player: 0,
        card: s.id(damage),
        targets: targets.map((t) => (t ? s.id(t) : "")),
        tribute: { cards: [s.id("pay-choleric-1")] },
      });
    play(["Bi", "Ci", ""]).expectRefused("bad_targets");
    s.expectLegal(
      "A",
      (a) =>
        a.type === "playWill" &&
        a.card === s.id(damage) &&
        !!a.targets?.includes(s.id("Bi")) &&
        !!a.targets?.includes(s.id("Ci")),
      false,
    );
    play(["Bi", "Bj", ""]);
    s.expectZone(damage, "stack");
    s.endWithDecisionOpen();
  });
});

describe("#238 Everspring: “Exile up to 3 target manifestations in the Empathic Vessel of an opponent”", () => {
  it("Free-for-All: the targets are in one opponent's vessel (“nel Bacino Empatico di un avversario”), not spread over two", () => {
    const spring = beta(238).name;
    const s = scenario({
      A: [m("Af", 5), beta(238), m("Ax", 1), m("Ay", 1)],
      B: [m("Bf", 1)],
      C: [m("Cf", 1)],
    });
    toVessel(s, "A", "Ax", "B");
    toVessel(s, "A", "Ay", "C");
    // Everspring on A's field with three Tear counters.
    const st = structuredClone(s.state) as GameState;
    const e = s.id(spring);
    st.players[0]!.hand = st.players[0]!.hand.filter((x) => x !== e);
    st.sides[0]!.field.push(e);
    st.cards[e] = { ...st.cards[e]!, zone: "field", counters: { Tear: 3 } };
    s.state = st;
    s.firstsAll("Af", "Bf", "Cf");
    autoplay(s, (x) => x.phase === "reaction" && x.priority !== null);
    for (let i = 0; i < 3 && s.state.priority !== seat("A"); i++) s.pass(nameOf(s.state.priority!));
    const act = (targets: string[]) =>
      s.act({
        type: "activate",
        player: 0,
        card: e,
        ability: 1,
        targets: targets.map((t) => (t ? s.id(t) : "")),
        tribute: { cards: [] },
      });
    act(["Ax", "Ay", ""]).expectRefused("bad_targets");
    act(["Ax", "", ""]);
    s.expectStack([`${spring}#1`]);
    s.endWithDecisionOpen();
  });
});

/** A 2v2 table (A & C against B & D) in its Reaction Phase, A holding priority with `mine` in hand (or where `before`
 * puts it) and a tribute of `t`; C's Theirs and A's Mine in the stalemate. */
function teamStalemate(mine: CardDef, t: string, before?: (s: Scenario) => void): Scenario {
  const s = scenario({
    mode: "2v2",
    A: [m("Aa", 3), mine, m("Mine", 2), ...pay(t, 1, 2)],
    B: [m("Bb", 1)],
    C: [m("Theirs", 2)],
    D: [m("Dd", 1)],
  });
  before?.(s);
  for (const [who, ref] of [
    ["C", "Theirs"],
    ["A", "Mine"],
  ] as const)
    place(s, who, ref, (st, id) => {
      st.stalemate.push(id);
      st.cards[id] = { ...st.cards[id]!, zone: "stalemate" };
    });
  teamFirst(s, "A", "A", "Aa");
  teamFirst(s, "B", "B", "Bb");
  autoplay(s, (st) => st.phase === "reaction" && st.priority !== null);
  for (let i = 0; i < 4 && s.state.priority !== seat("A"); i++) s.pass(nameOf(s.state.priority!));
  return s;
}

describe("“Of which you are not the owner” (#176 Bratto, #187 Manipulate Intellect) is every card but your own: a 2v2 teammate's too", () => {
  // 2vs2: "la proprietà e il controllo di ogni carta … rimangono al proprietario e non possono essere condivisi";
  // the vessel "può contenere solo carte di cui NON si è il Proprietario". Ranba's (#161) "if you are not the
  // owner" already read it so.
  it("#176 Bratto takes the teammate's manifestation from the stalemate into your vessel, not your own", () => {
    const bratto = beta(176).name;
    const s = teamStalemate(beta(176), "hollow", (x) =>
      place(x, "A", bratto, (st, id) => {
        st.sides[0]!.interzone[0] = id;
        st.cards[id] = { ...st.cards[id]!, zone: "interzone" };
      }),
    );
    s.activate("A", bratto, 0, { targets: ["A:Mine"], tribute: ["pay-hollow-1"] }).expectRefused("bad_targets");
    s.activate("A", bratto, 0, { targets: ["C:Theirs"], tribute: ["pay-hollow-1"] });
    autoplay(s, (st) => st.stack.length === 0 && st.resolving === null);
    s.expectZone("C:Theirs", "vessel");
    s.check((x) => expect(x.state.players[seat("A")]!.vessel).toEqual([x.id("C:Theirs")]));
    s.endWithDecisionOpen();
  });

  it("#187 Manipulate Intellect takes the teammate's manifestation that entered the opposing team's Interzone this turn", () => {
    const manipulate = beta(187).name;
    const s = scenario({
      mode: "2v2",
      A: [m("Aa", 3), beta(187), ...pay("capricious", 1, 4)],
      B: [m("Bb", 1)],
      C: [m("Lost", 2)],
      D: [m("Dd", 1)],
    });
    teamFirst(s, "A", "A", "Aa");
    teamFirst(s, "B", "B", "Bb");
    autoplay(s, (st) => st.phase === "reaction" && st.priority !== null);
    // C's Lost entered B's (the opposing team's) Interzone this turn, under B (as Tigrolione's winner takes it).
    place(s, "C", "Lost", (st, id) => {
      st.sides[1]!.interzone[0] = id;
      st.cards[id] = { ...st.cards[id]!, zone: "interzone", controller: seat("B"), enteredTurn: st.turn };
    });
    for (let i = 0; i < 4 && s.state.priority !== seat("A"); i++) s.pass(nameOf(s.state.priority!));
    s.play("A", manipulate, { targets: ["C:Lost"], tribute: ["pay-capricious-1"] });
    autoplay(s, (st) => st.stack.length === 0 && st.resolving === null);
    s.expectZone("C:Lost", "vessel");
    s.check((x) => expect(x.state.players[seat("A")]!.vessel).toEqual([x.id("C:Lost")]));
    s.endWithDecisionOpen();
  });
});

describe("demo #220 Shared Understanding: “You gain 5 points for each of them you own”", () => {
  it("2v2: the stalemate's manifestations of the teammate are not yours to count (ownership is never shared)", () => {
    const shared = demo(220).name;
    const s = teamStalemate(demo(220), "transcendent");
    s.play("A", shared, { tribute: ["pay-transcendent-1"] });
    autoplay(s, (st) => st.stack.length === 0 && st.resolving === null);
    s.expectEffectPoints("A", 5).expectZone("C:Theirs", "deck").expectZone("A:Mine", "deck");
    s.endWithDecisionOpen();
  });
});
