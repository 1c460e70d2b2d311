// §3.2 Modificatori e Segnalini: "I Modificatori sono, salvo diversa indicazione, permanenti, ma solo finché la carta
// rimane nel Campo Cartomantico o nella Zona di Stallo": a keyword, a loss of effects or a temperament an effect gives
// lands on no card that has left them before it resolves — unless the card's own text says it works there (Glabron and
// Diabolical Giant gain Support "in hand", Wandering Veteran "in the Limbo").
import { describe, expect, it } from "vitest";
import { handRevealed, hasKeyword } from "@/engine/kartomantik";
import { card, scenario, seat } from "./dsl";
import { bounce, nextTurn } from "./harness";
import { beta } from "./sets";
import { toInterzone } from "./modes/positions";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10 });

describe("§3.2 Modificatori: no keyword for a card back in a hand", () => {
  it("#19 Jondo returned to the hand before its “Support until the end of the turn” resolves cannot be played in Support from the hand", () => {
    const jondo = beta(19).name;
    const s = scenario({ A: [m("AF", 1), beta(19)], B: [m("BF", 3), bounce] });
    toInterzone(s, "A", jondo);
    s.reveal("AF", "BF");
    s.check((x) => expect(x.state.stack.map((it) => it.kind)).toEqual(["ability"]));
    s.expectPriority("B")
      .play("B", "Bounce", { targets: [jondo] })
      .pass("A")
      .pass("B");
    s.expectZone(jondo, "hand");
    s.resolveStack();
    s.check((x) => expect(hasKeyword(x.state, x.id(jondo), "support")).toBe(false));
    s.expectLegal("A", (a) => a.type === "playSupport" && a.card === s.id(jondo), false);
    s.endWithDecisionOpen();
  });
});

describe("§3.2 Modificatori: no loss of effects for a card back in a hand", () => {
  it("#254 Gorte returned to the hand before an opponent's “Gorte loses all its effects” resolves has them when played again", () => {
    const gorte = beta(254).name;
    const s = scenario({ A: [beta(254), bounce], B: [m("BF", 1), m("H4", 4, "hollow")] });
    s.reveal(gorte, "BF");
    s.check((x) => expect(handRevealed(x.state, seat("B"))).toBe(true));
    // B pays {H}{H}{H}{H}; A answers by taking Gorte back to its hand.
    const g = s.id(gorte);
    s.act({
      type: "activate",
      player: seat("B"),
      card: g,
      ability: 1,
      targets: [],
      tribute: { cards: [s.id("H4")] },
    });
    s.play("A", "Bounce", { targets: [gorte] })
      .pass("B")
      .pass("A");
    s.expectZone(gorte, "hand");
    s.resolveStack();
    s.check((x) => expect(x.state.cards[g]!.mods).toEqual([]));
    // Next turn, Gorte again as A's First: "opponents play with their hand revealed".
    nextTurn(s, gorte);
    s.expectZone(gorte, "confrontation");
    s.check((x) => expect(handRevealed(x.state, seat("B"))).toBe(true));
    s.endWithDecisionOpen();
  });
});
