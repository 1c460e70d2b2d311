// Plays `legalActions` misses entirely (engine/kartomantik/compose.ts, missedPlays): legalActions tries only the first
// cards of an extra cost and the first target combinations (a bot's reach), so a will whose first candidates are all
// the tribute's cards, or an ability whose first combinations all break its limit, had no button on the phone.
// §3.2 "Legalità dell'Azione": "Non puoi giocare una carta o attivarne un effetto se non puoi soddisfarne tutti i suoi
// requisiti. Questo include pagare tributi, costi aggiuntivi (es. scartare carte) e scegliere un numero sufficiente di
// bersagli validi." — the converse: a will whose tribute and extra cost can be paid together is a legal play.
import { describe, expect, it } from "vitest";
import { apply, isRuleError, legalActions, playChoices, type GameAction } from "@/engine/kartomantik";
import { card, scenario } from "./dsl";
import { cast, giveTo, toEndPhase } from "./harness";
import { fogged } from "./missed-positions";
import { beta } from "./sets";

describe("a play legalActions misses entirely", () => {
  it("§3.2: Martyrize exiling Half Han, paid by One1–One3, is legal; legalActions tries only One1–One3 as the exile", () => {
    const s = fogged();
    const martyrize = s.id(beta(284).name);
    const composed: GameAction = {
      type: "playWill",
      player: 0,
      card: martyrize,
      targets: [],
      tribute: { cards: ["One1", "One2", "One3"].map((n) => s.id(n)) },
      extra: [s.id(beta(129).name)],
    };
    const ones = ["One1", "One2", "One3"].map((n) => s.id(n));
    const halfHan = s.id(beta(129).name);
    // Legal (§3.2): apply accepts it; exiling one of the Ones instead leaves the tribute unpaid.
    expect(isRuleError(apply(s.state, composed))).toBe(false);
    const short = apply(s.state, { ...composed, tribute: { cards: ones.slice(1) }, extra: [ones[0]!] });
    expect(isRuleError(short) && short.error).toBe("tribute_unpaid");
    // legalActions tries One1, One2, One3 as the exile (its first three candidates) and lists no Martyrize.
    expect(legalActions(s.state, 0).some((a) => a.type === "playWill" && a.card === martyrize)).toBe(false);
    // playChoices lists it, missed by legalActions, with a way apply accepts and its choices.
    const c = playChoices(s.state, 0).find((x) => x.card === martyrize);
    expect(c, "a choice for Martyrize").toBeDefined();
    expect(c!.missed).toBe(true);
    expect(c!.canonical).toEqual(composed);
    expect(c!.extra).toEqual([{ kind: "exileFromHand", n: 1, candidates: [...ones, halfHan] }]);
    expect(c!.tribute.need).toEqual({ hollow: 3 });
    expect(c!.tribute.alternatives).toBe(false);
    s.act(c!.canonical).expectZone(beta(129).name, "exile").expectZone(beta(284).name, "stack");
    for (const id of ones) expect(s.state.cards[id]!.zone).toBe("limbo");
  });
});

describe("an ability legalActions misses entirely", () => {
  // Everspring, by manual moves: A's AF (lost), V1 and V2 (40 points each) in B's Empathic Vessel, 3 Tear counters.
  it("Everspring (#238) “per un valore totale massimo di 60 punti”: legalActions' first 6 combinations hold 2 cards (80 points); AF alone is legal", () => {
    const forty = (name: string) => card({ name, t: "choleric", power: 2, points: 40 });
    const s = scenario({
      A: [
        card({ name: "AF", power: 1, points: 40 }),
        beta(238),
        card({ name: "PayG", power: 2, points: 5 }),
        card({ name: "PayM", t: "melancholic", power: 2, points: 5 }),
        forty("V1"),
        forty("V2"),
      ],
      B: [card({ name: "BF", power: 5 })],
      padTo: 20,
    });
    s.reveal("AF", "BF");
    toEndPhase(s);
    const everspring = beta(238).name;
    cast(s, "A", everspring).resolveStack().expectZone(everspring, "field");
    giveTo(s, "A");
    for (const v of ["V1", "V2"])
      s.act({ type: "manual", player: 0, move: { op: "move", card: s.id(v), to: "vessel" } }).expectZone(v, "vessel");
    const id = s.id(everspring);
    s.act({ type: "manual", player: 0, move: { op: "counters", card: id, counter: "Tear", delta: 3 } });
    const exileAF: GameAction = {
      type: "activate",
      player: 0,
      card: id,
      ability: 1,
      targets: [s.id("AF"), "", ""],
      tribute: { cards: [] },
    };
    expect(isRuleError(apply(s.state, exileAF))).toBe(false);
    const both = apply(s.state, { ...exileAF, targets: [s.id("AF"), s.id("V1"), ""] });
    expect(isRuleError(both) && both.error).toBe("bad_targets");
    expect(legalActions(s.state, 0).some((a) => a.type === "activate" && a.card === id)).toBe(false);
    const c = playChoices(s.state, 0).find((x) => x.card === id);
    expect(c, "a choice for Everspring").toBeDefined();
    expect(c!.missed).toBe(true);
    expect(c!.canonical).toEqual(exileAF);
    expect(c!.targets.map((t) => t.candidates)).toEqual(Array(3).fill(["AF", "V1", "V2"].map((v) => s.id(v))));
    s.act(c!.canonical).resolveStack().expectZone("AF", "exile").expectZone("V1", "vessel");
  });
});

describe("the automatic pass (autoPass, the live default) over a play legalActions misses", () => {
  // §3.2 "Legalità dell'Azione": Martyrize exiling Half Han is a legal play (above); a player who has one holds
  // priority until they play or pass.
  it("§3.2: A, whose only play is Martyrize exiling Half Han, is not passed for; the play is offered and accepted", () => {
    const s = fogged(true);
    const martyrize = s.id(beta(284).name);
    expect(legalActions(s.state, 0).filter((a) => a.type !== "pass")).toEqual([]);
    s.expectPriority("A").expectPhase("end");
    const c = playChoices(s.state, 0).find((x) => x.card === martyrize);
    expect(c?.missed).toBe(true);
    s.act(c!.canonical).expectZone(beta(129).name, "exile");
    // Then nobody has anything but a pass: Martyrize resolves and the turn ends (A's hand is over the limit).
    expect(s.state.stack).toEqual([]);
    expect(s.state.decisions.map((d) => d.kind)).toEqual(["excessToBottom"]);
    s.endWithDecisionOpen();
  });
});
