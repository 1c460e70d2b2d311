// Tributes (§2.1): same temperament; hollow tributes payable by any; a hollow manifestation pays
// only hollow tributes; a transcendent one pays any; no superfluous card; excess spent first.
import { describe, expect, it } from "vitest";
import { checkTribute, findTribute } from "@/engine/kartomantik";
import { card, filler, scenario } from "./dsl";

const m = (name: string, t: string, power: number, extra: object = {}) => card({ name, t, power, points: 5, ...extra });
const will = (name: string, cost: Record<string, number>) =>
  card({ name, type: "ephemeral_will", t: Object.keys(cost)[0] ?? "hollow", cost, script: { ops: [] } });

function hand(...cards: ReturnType<typeof m>[]) {
  const s = scenario({ A: [m("Oak", "phlegmatic", 1), ...cards, ...filler("a", 6 - cards.length)], B: filler("b", 7) });
  s.endWithDecisionOpen();
  return s;
}

describe("§2.1 tributes", () => {
  it("§2.1 a tribute is paid by manifestations of its temperament, by base power", () => {
    const s = hand(m("Red2", "choleric", 2), m("Blue3", "vitreous", 3));
    const id = (n: string) => s.id(n);
    expect(checkTribute(s.state, 0, { choleric: 2 }, [id("Red2")]).ok).toBe(true);
    expect(checkTribute(s.state, 0, { choleric: 2 }, [id("Blue3")])).toEqual(
      expect.objectContaining({ ok: false, reason: "unpaid" }),
    );
  });

  it("§2.1 hollow tributes may be paid by any temperament; a hollow manifestation pays only hollow", () => {
    const s = hand(m("Red2", "choleric", 2), m("Void3", "hollow", 3));
    expect(checkTribute(s.state, 0, { hollow: 2 }, [s.id("Red2")]).ok).toBe(true);
    expect(checkTribute(s.state, 0, { hollow: 3 }, [s.id("Void3")]).ok).toBe(true);
    expect(checkTribute(s.state, 0, { choleric: 1 }, [s.id("Void3")]).ok).toBe(false);
  });

  it("§2.1 a transcendent manifestation pays any temperament; its excess stays transcendent", () => {
    const s = hand(m("Light3", "transcendent", 3));
    const r = checkTribute(s.state, 0, { choleric: 1, vitreous: 1 }, [s.id("Light3")]);
    expect(r).toEqual({ ok: true, excess: { transcendent: 1 }, spent: {} });
  });

  it("§2.1 a card that is not needed to reach the total is refused; a card named twice too", () => {
    const s = hand(m("Red2", "choleric", 2), m("Red1", "choleric", 1));
    expect(checkTribute(s.state, 0, { choleric: 2 }, [s.id("Red2"), s.id("Red1")])).toEqual(
      expect.objectContaining({ ok: false, reason: "invalid" }),
    );
    expect(checkTribute(s.state, 0, { choleric: 1 }, [s.id("Red1"), s.id("Red1")]).ok).toBe(false);
  });

  it("§2.1 'can also be considered of' another temperament; 'cannot be used as tribute'", () => {
    const s = hand(
      m("Planner", "phlegmatic", 2, {
        text: "When Planner is used as tribute, it can also be considered of {B} temperament.",
        script: { tributeAs: ["vitreous"] },
      }),
      m("Stone", "vitreous", 4, { text: "Cannot be used as tribute." }),
    );
    expect(checkTribute(s.state, 0, { vitreous: 2 }, [s.id("Planner")]).ok).toBe(true);
    expect(checkTribute(s.state, 0, { vitreous: 2 }, [s.id("Stone")])).toEqual(
      expect.objectContaining({ ok: false, reason: "invalid" }),
    );
  });

  it("§2.1 a card whose text gives another tribute power pays with it, and findTribute counts it so", () => {
    const s = hand(m("Spore", "phlegmatic", 1, { script: { tributePower: 2 } }), m("Green1", "phlegmatic", 1));
    expect(checkTribute(s.state, 0, { phlegmatic: 2 }, [s.id("Spore")]).ok).toBe(true);
    const found = findTribute(s.state, 0, { phlegmatic: 2 })!;
    expect(found).toEqual([s.id("Spore")]);
    expect(checkTribute(s.state, 0, { phlegmatic: 2 }, found).ok).toBe(true);
  });

  it("§2.1 two-temperament costs need each temperament; findTribute picks a smallest payment", () => {
    const s = hand(m("Red2", "choleric", 2), m("Yel2", "capricious", 2), m("Yel4", "capricious", 4));
    expect(checkTribute(s.state, 0, { choleric: 2, capricious: 2 }, [s.id("Red2"), s.id("Yel2")]).ok).toBe(true);
    expect(checkTribute(s.state, 0, { choleric: 2, capricious: 2 }, [s.id("Yel4")]).ok).toBe(false);
    expect(findTribute(s.state, 0, { choleric: 2, capricious: 2 })?.sort()).toEqual(
      [s.id("Red2"), s.id("Yel2")].sort(),
    );
  });

  it("§2.1 tribute cards go to the Limbo and are shown; an unpaid will is refused and nothing moves", () => {
    const s = scenario({
      A: [
        m("Oak", "phlegmatic", 1),
        will("Fire", { choleric: 3 }),
        m("Red2", "choleric", 2),
        m("Red1", "choleric", 1),
        ...filler("a", 3),
      ],
      B: [m("Fern", "phlegmatic", 2), ...filler("b", 6)],
    });
    s.reveal("Oak", "Fern")
      .play("A", "Fire", { tribute: ["Red2"] })
      .expectRefused("tribute_unpaid");
    s.expectZone("Red2", "hand").expectZone("Fire", "hand");
    s.play("A", "Fire", { tribute: ["Red2", "Red1"] })
      .expectZone("Red2", "limbo")
      .expectZone("Red1", "limbo");
    s.expectEvent({ type: "shown", player: 0, cards: [s.id("Red2"), s.id("Red1")] });
    s.resolveStack()
      .passTo("placement")
      .choose("B", [`${s.id("Fern")}:deck`]);
  });
});
