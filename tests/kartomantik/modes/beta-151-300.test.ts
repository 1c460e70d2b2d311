// Beta cards #151–#300 that name players, at tables of more than two
// (../shared/rules/kartomantik-modalita-aggiuntive.txt: "Free-for-All", "tutti contro tutti", seats A, B, C clockwise;
// "Modalità 2vs2", A and C against B and D). What the card's text says of "an opponent", "the opponent who …", "each
// player" with several opponents or a teammate.
import { describe, expect, it } from "vitest";
import { legalActions, type GameState } from "@/engine/kartomantik";
import { hasKeyword } from "@/engine/kartomantik/core";
import { card, nameOf, scenario, seat, type Name, type Scenario } from "../dsl";
import { beta } from "../sets";
import { autoplay } from "./autoplay";

const m = (name: string, power: number, t = "phlegmatic", text = "") => card({ name, power, t, points: 10, text });
const support = (name: string, power = 1) => m(name, power, "phlegmatic", "Support.");
const settled = (st: GameState) => st.stack.length === 0 && st.triggers.length === 0 && st.resolving === null;

/** Everyone else passes until `who` holds priority (in the same window). */
function priorityTo(s: Scenario, who: Name): Scenario {
  const phase = s.state.phase;
  for (let i = 0; i < 6 && s.state.priority !== seat(who); i++) s.pass(nameOf(s.state.priority!));
  expect(s.state.priority, "priority").toBe(seat(who));
  expect(s.state.phase).toBe(phase);
  return s;
}

/** `who` puts `ref` into Support in the current window and everyone passes until it has resolved. */
function supportNow(s: Scenario, who: Name, ref: string): Scenario {
  priorityTo(s, who).support(who, ref);
  autoplay(s, settled);
  return s.expectZone(ref, "confrontation");
}

/** Moves `who`'s hand card onto the field (as if played earlier), with counters. */
function onField(s: Scenario, who: Name, ref: string, counters: Record<string, number> = {}): void {
  const st = structuredClone(s.state) as GameState;
  const id = s.id(`${who}:${ref}`);
  const p = seat(who);
  st.players[p]!.hand = st.players[p]!.hand.filter((x) => x !== id);
  st.sides[st.seats.side[p]!]!.field.push(id);
  st.cards[id] = { ...st.cards[id]!, zone: "field", counters };
  s.state = st;
}

const vesselOf = (s: Scenario, who: Name) => s.state.players[seat(who)]!.vessel;

describe("Free-for-All: “the opponent who …” is one opponent", () => {
  it("#151 Static Scuttler: “the manifestations in the Confrontation Zone controlled by the opponent who won that confrontation are put into a stalemate” — the winner's only; another loser's still go to the winner's vessel (“mettendo tutte le manifestazioni avversarie dal confronto … nel proprio bacino empatico”)", () => {
    const scuttler = beta(151).name;
    const s = scenario({ A: [beta(151)], B: [m("Strong", 9)], C: [m("Mid", 1)] });
    s.firstsAll(scuttler, "Strong", "Mid");
    autoplay(s, (st) => st.phase === "end");
    // B won: its Strong is put into stalemate and locked there this turn.
    s.expectZone("Strong", "stalemate");
    expect(hasKeyword(s.state, s.id("Strong"), "noZoneChange")).toBe(true);
    // C lost too: its Mid is not the winner's, so it is not held in the stalemate — B takes it with the Scuttler.
    s.expectZone("Mid", "vessel").expectZone(scuttler, "vessel");
    expect(vesselOf(s, "B")).toEqual(expect.arrayContaining([s.id("Mid"), s.id(scuttler)]));
    s.endWithDecisionOpen();
  });

  it("#207 Lucerco the Reckless: “+1 power for each manifestation in the Confrontation Zone controlled by the opponent who controls the most” — B's two, not B's and C's together", () => {
    const lucerco = beta(207).name;
    const s = scenario({ A: [beta(207)], B: [m("Bf", 1), support("Bs")], C: [m("Cf", 1)] });
    s.firstsAll(lucerco, "Bf", "Cf").passUntil((st) => st.phase === "reaction");
    // One each: +1.
    s.expectPower(lucerco, 3 + 1);
    supportNow(s, "B", "Bs");
    // B controls two, C one: +2 (three manifestations of opponents in all).
    s.expectPower(lucerco, 3 + 2);
    s.endWithDecisionOpen();
  });

  it("#161 Ranba, Silent Abductor: “the last manifestation that entered in Support under the control of an opponent … put it into your Empathic Vessel” — the one latest of all opponents'", () => {
    const ranba = beta(161).name;
    const reveal = (s: Scenario) =>
      s.act({
        type: "activate",
        player: seat("A"),
        card: s.id(ranba),
        ability: 0,
        targets: [],
        tribute: { cards: [] },
      });
    const table = (cs: number) => {
      const s = scenario({
        A: [m("Af", 1), beta(161)],
        B: [m("Bf", 5), support("Bs")],
        C: [m("Cf", 4), support("Cs", cs)],
      });
      s.firstsAll("Af", "Bf", "Cf").passUntil((st) => st.phase === "reaction");
      supportNow(s, "B", "Bs");
      supportNow(s, "C", "Cs");
      return priorityTo(s, "A");
    };
    // B's Bs, then C's Cs entered in Support: Cs is the last one, and only Cs is taken.
    const s = table(1);
    reveal(s).expectZone(ranba, "limbo");
    autoplay(s, settled);
    s.expectZone("Cs", "vessel").expectZone("Bs", "confrontation");
    expect(vesselOf(s, "A")).toEqual([s.id("Cs")]);
    s.endWithDecisionOpen();
    // The last one has base power 3: Ranba cannot be revealed, whatever B's earlier Support of 1.
    const t = table(3);
    reveal(t).expectRefused("cost_unpaid");
    t.expectZone(ranba, "hand").endWithDecisionOpen();
  });

  it("#202 Fintus, the Spectacular: “the next manifestation that enters the Confrontation Zone under an opponent's control this turn, is destroyed” — one, whichever opponent's comes first", () => {
    const s = scenario({
      A: [beta(202)],
      B: [m("Bf", 3), support("Bs")],
      C: [m("Cf", 3), support("Cs")],
    });
    s.firstsAll(beta(202).name, "Bf", "Cf");
    autoplay(s, (st) => st.phase === "reaction" && settled(st));
    // The Firsts entered with Fintus: they stay.
    s.expectZone("Bf", "confrontation").expectZone("Cf", "confrontation");
    priorityTo(s, "B").support("B", "Bs");
    autoplay(s, settled);
    s.expectZone("Bs", "limbo");
    // Used up by B's: C's Support afterwards stays.
    supportNow(s, "C", "Cs");
    s.endWithDecisionOpen();
  });

  it("2v2 #202 Fintus: one manifestation of the opposing team, not one per opponent", () => {
    const s = scenario({
      mode: "2v2",
      A: [beta(202)],
      B: [m("Bf", 3), support("Bs")],
      C: [m("Cf", 1)],
      D: [support("Ds")],
    });
    s.decide("A", ["P0"])
      .choose("A", [beta(202).name])
      .decide("B", ["P1"])
      .choose("B", ["Bf"]);
    autoplay(s, (st) => st.phase === "reaction" && settled(st));
    for (let i = 0; i < 6 && !legalActions(s.state, seat("D")).some((a) => a.type === "playSupport"); i++)
      s.pass(nameOf(s.state.priority!));
    s.support("D", "Ds");
    autoplay(s, settled);
    s.expectZone("Ds", "limbo");
    for (let i = 0; i < 6 && !legalActions(s.state, seat("B")).some((a) => a.type === "playSupport"); i++)
      s.pass(nameOf(s.state.priority!));
    s.support("B", "Bs");
    autoplay(s, settled);
    s.expectZone("Bs", "confrontation").endWithDecisionOpen();
  });

  it("#243 Greed Trap: “Whenever an opponent plays a Will, you can choose a target manifestation in the Confrontation Zone controlled by that opponent” — the target, declared as the effect goes on the stack (§3.2 Bersagli), is the player's who played it", () => {
    const trap = beta(243).name;
    const plain = card({ name: "Plain", type: "ephemeral_will", cost: {}, text: "" });
    const s = scenario({ A: [m("Af", 1), beta(243)], B: [m("Bf", 5)], C: [m("Cf", 4), plain] });
    s.firstsAll("Af", "Bf", "Cf").passUntil((st) => st.phase === "reaction");
    onField(s, "A", trap);
    priorityTo(s, "C").play("C", "Plain");
    s.expectDecision("A", "targets");
    // C played it: C's First, never B's.
    expect(s.decisionOf("A")!.options).toEqual([s.id("Cf")]);
    s.decide("A", [s.id("Bf")]).expectRefused("bad_choice");
    s.decide("A", [s.id("Cf")]).expectStack(["Plain", `${trap}#1`]);
    s.endWithDecisionOpen();
  });
});

describe("2v2: “each player” is every player, a teammate too", () => {
  it("#188 Atavic Volatility: “Remove 5 Coil counters: Each player puts into stalemate a manifestation they control in the Confrontation Zone” — all four, so each team loses two", () => {
    const volatility = beta(188).name;
    const s = scenario({
      mode: "2v2",
      A: [m("Af", 1), beta(188), support("As")],
      B: [m("Bf", 5), support("Bs")],
      C: [support("Cs")],
      D: [support("Ds")],
    });
    s.decide("A", ["P0"]).choose("A", ["Af"]).decide("B", ["P1"]).choose("B", ["Bf"]);
    s.passUntil((st) => st.phase === "reaction");
    for (const who of ["A", "C", "B", "D"] as Name[]) {
      for (let i = 0; i < 6 && !legalActions(s.state, seat(who)).some((a) => a.type === "playSupport"); i++)
        s.pass(nameOf(s.state.priority!));
      s.support(who, `${who}s`);
      autoplay(s, settled);
    }
    onField(s, "A", volatility, { Coil: 5 });
    priorityTo(s, "A").activate("A", volatility, 1);
    const asked: Name[] = [];
    for (let i = 0; i < 30 && !settled(s.state); i++) {
      const d = s.state.decisions[0];
      if (!d) {
        s.pass(nameOf(s.state.priority!));
        continue;
      }
      asked.push(nameOf(d.player));
      // Each chooses its own manifestation.
      const own = d.options.find((id) => s.state.cards[id]!.controller === d.player) ?? d.options[0]!;
      s.decide(nameOf(d.player), [own]);
    }
    // The controller, then every other player clockwise: C, A's teammate, is asked as well.
    expect(asked).toEqual(["A", "B", "C", "D"]);
    const inStalemate = (refs: string[]) => refs.filter((r) => s.zoneOf(r) === "stalemate").length;
    expect(inStalemate(["Af", "As", "Cs"])).toBe(2);
    expect(inStalemate(["Bf", "Bs", "Ds"])).toBe(2);
    s.endWithDecisionOpen();
  });
});
