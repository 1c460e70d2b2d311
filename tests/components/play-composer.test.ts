// Pick, then confirm, on the phone (components/kartomantik/game/GameActions.tsx with PlayComposer and DecisionPicker,
// fed as GamePhone feeds them: the engine's own viewFor, legalActions and playChoices of a real state). A play with
// more than one way is still one tap as its button says, and a "Scegli…" beside it opens a composer started from that
// button's action (confirming at once sends it unchanged); the tribute's manifestations are toggles, each with the
// essences it gives, and the payment's state is said in words (§2.1). A decision with min/max: its options as
// toggles, confirm only within min..max.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { apply, isRuleError, type GameAction } from "@/engine/kartomantik";
import {
  actionOf,
  choiceFor,
  draftOf,
  tributeStatus,
  withMissed,
  type PlayAction,
} from "@/components/kartomantik/game/compose";
import it_ from "@/messages/it.json";
import en_ from "@/messages/en.json";
import { card, filler, scenario } from "../kartomantik/dsl";
import { renderActions } from "./game-actions-render";
import { fogged } from "../kartomantik/missed-positions";
import { beta } from "../kartomantik/sets";

const m = (name: string, power: number, t = "phlegmatic") => card({ name, power, t, points: 10 });
const will = (name: string, script: object, cost: Record<string, number> = {}) =>
  card({ name, type: "ephemeral_will", cost, text: name, script });

const phone = renderActions;

/** A (Weak 1) is beaten by B (Strong 3): A holds priority in the Reaction with `mine` in hand. */
const duel = (mine: ReturnType<typeof card>[]) =>
  scenario({ A: [m("Weak", 1), ...mine], B: [m("Strong", 3)] })
    .firstsAll("Weak", "Strong")
    .passUntil((st) => st.phase === "reaction")
    .expectPriority("A");

const spark = () =>
  duel([
    will("Spark", { ops: [] }, { choleric: 2 }),
    m("Red2", 2, "choleric"),
    m("Ember1", 1, "choleric"),
    m("Coal1", 1, "choleric"),
  ]);

describe("composing a play on the phone", () => {
  it("§2.1 a will with a choice of tribute: a 'Scegli…' beside its button; composing sends the button's action", () => {
    const s = spark();
    const { legal, choices, html, all } = phone(s, "A");
    const play = legal.find((a): a is PlayAction => a.type === "playWill")!;
    expect(all).toContain("Scegli…");
    expect(html).toMatch(/data-testid="game-compose" data-action="playWill"/);
    const c = choiceFor(choices, play)!;
    expect(actionOf(c, draftOf(c, play), 0)).toEqual(play);
    // §2.1 on the pick: one 1 is short, the canonical payment is paid, both together have a card too many.
    expect(tributeStatus(c, [s.id("Ember1")])).toBe("short");
    expect(tributeStatus(c, [s.id("Red2")])).toBe("ok");
    expect(tributeStatus(c, [s.id("Red2"), s.id("Ember1")])).toBe("extra");
    s.end();
  });

  it("the composer: the tribute's manifestations as toggles with their essences, the payment's state (it, en)", () => {
    const s = spark();
    const play = phone(s, "A").legal.find((a): a is PlayAction => a.type === "playWill")!;
    const it = phone(s, "A", "it", play);
    expect(it.html).toContain('data-testid="play-composer"');
    expect(it.all).toContain("Gioca Spark");
    expect(it.all).toContain("Tributo da pagare: 2 Collerico — scegli le manifestazioni");
    // Each candidate by name with what it gives; the canonical one (Red2) pressed.
    expect(it.text).toEqual(expect.arrayContaining(["Red2", "2 Collerico", "Ember1", "1 Collerico"]));
    expect(it.html).toMatch(new RegExp(`aria-pressed="true"[^>]*data-card="${s.id("Red2")}"`));
    expect(it.html).toMatch(new RegExp(`aria-pressed="false"[^>]*data-card="${s.id("Ember1")}"`));
    expect(it.all).toContain("Tributo pagato");
    expect(it.text).toEqual(expect.arrayContaining(["Conferma", "Annulla"]));
    // The list of moves is not shown under it (the action bar holds the composer alone).
    expect(it.html).not.toContain('data-testid="game-action"');
    const en = phone(s, "A", "en", play);
    expect(en.all).toContain("Tribute to pay: 2 Choleric — choose the manifestations");
    expect(en.all).toContain("Tribute paid");
    expect(en.text).toEqual(expect.arrayContaining(["Confirm", "Cancel"]));
    expect(it.all).not.toMatch(/undefined|\bgame\.|compose\./);
    s.end();
  });

  it("a refusal of the composed play is shown in the composer, in the player's words", () => {
    const s = spark();
    const play = phone(s, "A").legal.find((a): a is PlayAction => a.type === "playWill")!;
    // The server's refusal of a short payment (apply's typed rule error), in the words the server sends (errors.json).
    const short = { ...play, tribute: { cards: [s.id("Ember1")] } };
    const err = apply(s.state, short);
    expect(isRuleError(err) && err.error).toBe("tribute_unpaid");
    if (!isRuleError(err)) return;
    const words = (locale: "it" | "en") =>
      createTranslator({ locale, messages: locale === "it" ? it_ : en_, namespace: "errors" })("game_refused", {
        code: err.error,
        rule: err.rule,
      });
    expect(words("it")).toBe("Mossa rifiutata: il tributo non è pagato (rulebook §2.1).");
    const { html } = phone(s, "A", "it", play, words("it"));
    expect(html).toMatch(/data-testid="play-composer"[^]*role="alert"[^>]*>Mossa rifiutata: il tributo non è pagato/);
    expect(phone(s, "A", "en", play, words("en")).html).toContain("Move refused: the tribute is not paid");
    s.end();
  });

  it("a play with one way only: no 'Scegli…' beside its button", () => {
    const s = duel([will("Spark", { ops: [] }, { choleric: 2 }), m("Red2", 2, "choleric")]);
    const { html, all } = phone(s, "A");
    expect(html).toContain('data-action="playWill"');
    expect(html).not.toContain('data-testid="game-compose"');
    expect(all).not.toContain("Scegli…");
    s.end();
  });

  it("§3.2 a play legalActions misses (Martyrize exiling Half Han): its own button and a 'Scegli…' that composes it", () => {
    const s = fogged();
    const martyrize = s.id(beta(284).name);
    const { legal, choices, html, text } = phone(s, "A");
    expect(legal.some((a) => a.type === "playWill" && a.card === martyrize)).toBe(false);
    const c = choices.find((x) => x.card === martyrize && x.missed)!;
    // The button sends the way the server found (apply accepts it); "Scegli…" beside it, as for any play with choices.
    expect(isRuleError(apply(s.state, c.canonical))).toBe(false);
    expect(text).toContain("Gioca Martyrize");
    const at = html.indexOf("Gioca Martyrize");
    expect(html.lastIndexOf('data-testid="game-action" data-action="playWill"', at)).toBeGreaterThan(-1);
    expect(html.slice(at)).toMatch(
      /^[^]*?data-testid="game-compose" data-action="playWill" aria-label="Scegli come: Gioca Martyrize"/,
    );
    // The composer opened on it: the extra cost's four manifestations, the three-card tribute; confirming sends it.
    const play = c.canonical as PlayAction;
    for (const [locale, extra] of [
      ["it", "Rivela ed esilia una manifestazione dalla mano"],
      ["en", "Reveal and exile a manifestation from your hand"],
    ] as const) {
      const open = phone(s, "A", locale, play);
      expect(open.html).toContain('data-testid="play-composer"');
      expect(open.all).toContain(extra);
    }
    expect(actionOf(c, draftOf(c, play), 0)).toEqual(play);
    s.end();
  });

  it("a missed play's button joins its card's other buttons (one box per card), else comes last", () => {
    const pass: GameAction = { type: "pass", player: 0 };
    const support: GameAction = { type: "playSupport", player: 0, card: "c1" };
    const ability: GameAction = { type: "activate", player: 0, card: "c1", ability: 0 };
    const other: GameAction = { type: "playWill", player: 0, card: "c2" };
    const missedOnC1: GameAction = { type: "playWill", player: 0, card: "c1", extra: ["c9"] };
    const missedAlone: GameAction = { type: "playWill", player: 0, card: "c3", extra: ["c9"] };
    expect(withMissed([pass, support, ability, other], [missedAlone, missedOnC1])).toEqual([
      pass,
      support,
      ability,
      missedOnC1,
      other,
      missedAlone,
    ]);
    expect(withMissed([pass], [])).toEqual([pass]);
  });

  it("a discard as extra cost: the composer lists every card of the hand", () => {
    const s = duel([will("Purge", { ops: [], extraCost: { discard: "card" } }), ...filler("h", 5)]);
    const play = phone(s, "A").legal.find((a): a is PlayAction => a.type === "playWill")!;
    const { all, text } = phone(s, "A", "it", play);
    expect(all).toContain("Scarta una carta dalla mano · scelte 1 di 1");
    expect(text.filter((l) => /^h\d$/.test(l))).toHaveLength(5);
    expect(all).toContain("Nessun tributo da pagare");
    s.end();
  });

  it("“remove any number of counters”: X from 1 to all, started at all (the button's X)", () => {
    const weak = card({
      name: "Weak",
      power: 1,
      points: 10,
      script: {
        abilities: [
          {
            kind: "activated",
            cost: { removeCounters: { counter: "Charge", n: 1, any: true } },
            ops: [{ op: "points", who: "you", n: 1 }],
          },
        ],
      },
    });
    const s = scenario({ A: [weak], B: [m("Strong", 3)] })
      .firstsAll("Weak", "Strong")
      .passUntil((st) => st.phase === "reaction");
    s.act({ type: "manual", player: 0, move: { op: "counters", card: s.id("Weak"), counter: "Charge", delta: 3 } });
    const { legal, html } = phone(s, "A");
    const act = legal.find((a): a is PlayAction => a.type === "activate")!;
    expect(html).toMatch(/data-testid="game-compose" data-action="activate"/);
    const composer = phone(s, "A", "it", act);
    expect(composer.all).toContain("X: segnalini da rimuovere (da 1 a 3)");
    expect(composer.html).toMatch(/data-testid="compose-x-value">3</);
    expect(phone(s, "A", "en", act).all).toContain("X: counters to remove (from 1 to 3)");
    s.end();
  });

  it("§4.2 a decision with min/max: options as toggles, how many chosen, and a confirm", () => {
    const s = duel([
      will("Pick", {
        ops: [{ op: "choose", who: "you", sel: { zone: "hand", controller: "you" }, count: 3, min: 0, then: [] }],
      }),
      ...filler("h", 5),
    ]);
    s.play("A", "Pick").pass("B").pass("A").expectDecision("A", "choose");
    const { html, all, text } = phone(s, "A");
    expect((html.match(/data-testid="decision-option"/g) ?? []).length).toBe(5);
    expect(text.filter((l) => /^h\d$/.test(l))).toHaveLength(5);
    // Started from the first choice offered (none): 0 chosen, within 0..3, so confirm is enabled.
    expect(all).toContain("Scelte: 0 (da 0 a 3)");
    expect(html).toMatch(/<button type="button" class="[^"]*" data-testid="game-action" data-action="decide">/);
    expect(phone(s, "A", "en").all).toContain("Chosen: 0 (from 0 to 3)");
    s.endWithDecisionOpen();
  });

  it("a decision needing exactly two: started from the first pair offered, both pressed, confirm enabled", () => {
    const s = duel([
      will("Pair", {
        ops: [{ op: "choose", who: "you", sel: { zone: "hand", controller: "you" }, count: 2, then: [] }],
      }),
      ...filler("h", 5),
    ]);
    s.play("A", "Pair").pass("B").pass("A").expectDecision("A", "choose");
    const { html, all, legal } = phone(s, "A");
    expect(all).toContain("Scelte: 2 (da 2 a 2)");
    const first = legal[0] as Extract<GameAction, { type: "decide" }>;
    for (const id of first.choice)
      expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*>${s.state.defs[s.state.cards[id]!.def]!.name}<`));
    expect(html).not.toMatch(/data-testid="game-action"[^>]*disabled/);
    s.endWithDecisionOpen();
  });
});
