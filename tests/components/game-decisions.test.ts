// What a player on a phone sees of an engine decision or action (components/kartomantik/game/GameActions.tsx, fed
// as GamePhone feeds it: the engine's own viewFor and legalActions of a real state): a prompt in Italian and in
// English, every option in words — a card by its name, a player by their seat's name (never "the opponent" at a table
// of three, never "?"), the engine's option words by the glossary's terms — and never a raw key, an id or
// "undefined".
import { describe, expect, it } from "vitest";
import { card, filler, scenario } from "../kartomantik/dsl";
import { renderActions } from "./game-actions-render";
import { beta } from "../kartomantik/sets";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10 });
const will = (name: string, script: object, cost: Record<string, number> = {}) =>
  card({ name, type: "ephemeral_will", cost, text: name, script });

const phone = renderActions;

/** Nothing raw: no message key, no engine id (card instance, seat), no "undefined", no "?" for a name. */
function clean(all: string) {
  expect(all).not.toMatch(/\bgame\.|\bkind\.|\bprompt\.|\boption\./);
  expect(all).not.toMatch(/\b[ck]\d{2,3}\b|\bP\d\b/);
  expect(all).not.toMatch(/undefined|(^|[\s:,(|])\?($|[\s,)|])/);
}

/** A (Weak 1) is beaten by B (Strong 3) and C (Mid 2): A holds priority in the Reaction with `mine` in hand. */
function pod(mine: ReturnType<typeof card>[]) {
  return scenario({ A: [m("Weak", 1), ...mine], B: [m("Strong", 3)], C: [m("Mid", 2)] })
    .firstsAll("Weak", "Strong", "Mid")
    .passUntil((st) => st.phase === "reaction")
    .expectPriority("A");
}

describe("Kartomantik decisions on the phone, in words", () => {
  it("Free-for-All: “your opponent” with two opponents is asked by seat name, with its own prompt (it, en)", () => {
    const s = pod([will("Tithe", { ops: [{ op: "draw", who: "opponent", n: 1 }] })]);
    s.play("A", "Tithe").pass("B").pass("C").pass("A").expectDecision("A", "opponent");
    const it = phone(s, "A");
    clean(it.all);
    expect(it.all).toContain("Decidi: Quale avversario?");
    expect(it.text).toEqual(expect.arrayContaining(["Bruno", "Carla"]));
    const en = phone(s, "A", "en");
    clean(en.all);
    expect(en.all).toContain("Decide: Which opponent?");
    s.decide("A", ["P2"]).endWithDecisionOpen();
  });

  it("a duel: a will's target player (#139 Traumatize, “a target player”) is named by the opponent's name", () => {
    const s = scenario({ A: [m("Weak", 1), beta(139), m("Payer", 2, "melancholic")], B: [m("Strong", 3)] })
      .firstsAll("Weak", "Strong")
      .passUntil((st) => st.phase === "reaction")
      .expectPriority("A");
    const { legal, all } = phone(s, "A");
    expect(legal.some((a) => a.type === "playWill" && a.targets?.includes("P1"))).toBe(true);
    clean(all);
    expect(all).toMatch(/bersagli: Bruno/);
    s.endWithDecisionOpen();
  });

  it("an op's prompt is said in the player's language (the card asks: which cards to the bottom…)", () => {
    const s = pod([
      will("Scry", { ops: [{ op: "look", who: "you", n: 3, toHand: 1, rest: "bottom" }] }),
      ...filler("x", 6),
    ]);
    s.play("A", "Scry").pass("B").pass("C").pass("A").expectDecision("A", "choose");
    const it = phone(s, "A");
    clean(it.all);
    expect(it.all).toContain("Scry chiede: Quale carta prendi in mano?");
    expect(it.all).not.toMatch(/toHand/);
    const en = phone(s, "A", "en");
    expect(en.all).toContain("Scry asks: Which card goes to your hand?");
    s.endWithDecisionOpen();
  });

  it("“choose a temperament” and a mode between temperaments read as the glossary's temperaments", () => {
    const s = pod([
      will("Hue", {
        targets: [{ kind: "card", sel: { zone: "confrontation", controller: "you" } }],
        ops: [{ op: "temperament", to: "t0", temperament: "choice", until: "turn" }],
      }),
    ]);
    s.play("A", "Hue", { targets: ["Weak"] })
      .pass("B")
      .pass("C")
      .pass("A")
      .expectDecision("A", "temperament");
    const it = phone(s, "A");
    clean(it.all);
    expect(it.text).toEqual(expect.arrayContaining(["Flemmatico", "Collerico", "Malinconico"]));
    expect(it.all).not.toMatch(/phlegmatic/);
    expect(phone(s, "A", "en").text).toEqual(expect.arrayContaining(["Phlegmatic", "Melancholic"]));
    s.endWithDecisionOpen();
  });

  it("a mode's labels in words: Nullifying Radiance's temperaments, Extortionist Womb's show / keep hidden", () => {
    const s = pod([
      will("Fork", {
        ops: [
          {
            op: "mode",
            who: "you",
            modes: ["choleric", "showHand", "keepHidden", "discard3FromBottom", "lose10Points"].map((label) => ({
              label,
              then: [],
            })),
          },
        ],
      }),
    ]);
    s.play("A", "Fork").pass("B").pass("C").pass("A").expectDecision("A", "choose");
    const it = phone(s, "A");
    clean(it.all);
    expect(it.all).not.toMatch(/showHand|keepHidden|discard3FromBottom|lose10Points|choleric/);
    expect(it.text).toEqual(expect.arrayContaining(["Collerico"]));
    const en = phone(s, "A", "en");
    expect(en.all).not.toMatch(/showHand|keepHidden|discard3FromBottom|lose10Points/);
    s.endWithDecisionOpen();
  });

  it("“unless that player pays”: decline, or a payment named by its cards — never their ids joined by +", () => {
    const s = scenario({
      A: [m("Weak", 1), will("Toll", { ops: [{ op: "unlessPays", who: "opponent", cost: { hollow: 1 }, then: [] }] })],
      B: [m("Strong", 3), m("Coin", 1, "choleric"), m("Bead", 1, "vitreous")],
    })
      .firstsAll("Weak", "Strong")
      .passUntil((st) => st.phase === "reaction")
      .expectPriority("A");
    s.play("A", "Toll").pass("B").pass("A").expectDecision("B", "choose");
    const it = phone(s, "B");
    clean(it.all);
    expect(it.all).not.toMatch(/decline|\+/);
    expect(it.text.some((l) => /Coin/.test(l))).toBe(true);
    clean(phone(s, "B", "en").all);
    s.endWithDecisionOpen();
  });

  it("§3.1 ordering one's simultaneous triggers: each order names the triggers' cards, not their indices", () => {
    const pers = (name: string, pts: number) =>
      card({
        name,
        type: "persistent_will",
        cost: {},
        text: name,
        script: {
          abilities: [{ kind: "trigger", trigger: { on: "youWin" }, ops: [{ op: "points", who: "you", n: pts }] }],
        },
      });
    const s = scenario({
      A: [m("Oak", 5), m("Elm", 5), pers("One", 1), pers("Two", 2), ...filler("a", 3)],
      B: filler("b", 7),
    });
    s.reveal("Oak", "b1")
      .passTo("placement")
      .choose("A", [`${s.id("Oak")}:deck`]);
    s.play("A", "One").resolveStack().pass("B").play("A", "Two").resolveStack().passTo("choose");
    s.reveal("Elm", "b2").expectPhase("reaction").pass("B").pass("A").expectDecision("A", "orderTriggers");
    const it = phone(s, "A");
    clean(it.all);
    expect(it.all).toMatch(/One.*Two/);
    expect(it.all).toMatch(/Two.*One/);
    expect(it.text).not.toContain("0 + 1");
    s.endWithDecisionOpen();
  });
});
