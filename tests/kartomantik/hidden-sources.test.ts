// Events name no card that sits where a viewer may not see it (§1.3: the hand "Nascoste agli avversari", the exile
// "Le carte sono coperte"). eventsFor filters the log without the state, so the engine marks or blanks such a card as
// it writes the event; the views already show "?" there. Found by the secrecy properties
// (tests/kartomantik/modes/secrecy/): an ability used from the hand named its card in `activated`; a trigger whose card
// had gone to a face-down exile named it in `triggered` and in its decision's `source`; an effect on a card gone back
// to a hand gave it a modifier and named it in `power` (§3.2: modifiers live on the field and in the stalemate only);
// and the power of the secret First Manifestation changed before the Revelation reached every seat.
import { describe, expect, it } from "vitest";
import { eventsFor, viewFor, type GameEvent } from "@/engine/kartomantik";
import { cast, giveTo, match, pay, settle, toEndPhase } from "./harness";
import { card, scenario } from "./dsl";
import { beta, demo } from "./sets";

const HAND = "§1.3 “Mano: … Nascoste agli avversari”";
const EXILE = "§1.3 “Esilio: … Le carte sono coperte”";

/** Whether any of `events`, as `viewer` receives them, or its view, names card `id`. */
const names = (events: readonly GameEvent[], viewer: number | "spectator", id: string, view: unknown) =>
  JSON.stringify([eventsFor(events, viewer), view]).includes(`"${id}"`);

describe("events name no hidden card", () => {
  it(`${HAND}: #111 Diabolical Giant's ability used from the hand does not name the card to the opponent`, () => {
    const s = match([beta(111)], [], { bFirst: 5 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    const giant = s.id(beta(111).name);
    const from = s.events.length;
    s.act({ type: "activate", player: 0, card: giant, ability: 0, targets: [], tribute: { cards: [] } });
    const after = s.events.slice(from);
    // The activator's log names it; the opponent's and the spectators' say an ability was activated, not by which card.
    expect(eventsFor(after, 0)).toContainEqual(expect.objectContaining({ type: "activated", card: giant }));
    expect(eventsFor(after, 1)).toContainEqual(expect.objectContaining({ type: "activated", player: 0, card: "?" }));
    for (const viewer of [1, "spectator"] as const)
      expect(names(after, viewer, giant, viewFor(s.state, viewer)), `${viewer}`).toBe(false);
    settle(s);
    s.expectEffectPoints("A", -10).endWithDecisionOpen();
  });

  it(`${EXILE}: #65 Coral Skull's end-of-turn trigger from a face-down exile names it neither in “triggered” nor as its decision's source`, () => {
    const spell = card({
      name: "Spell",
      type: "ephemeral_will",
      t: "vitreous",
      cost: { vitreous: 3 },
      script: { ops: [{ op: "points", who: "you", n: 1 }] },
    });
    const s = match([beta(65), spell], [], { aFirst: 1, bFirst: 9 });
    s.reveal("AF", "BF");
    giveTo(s, "A");
    s.play("A", "Spell", { tribute: [beta(65).name] });
    settle(s);
    const skull = s.id(beta(65).name);
    giveTo(s, "A");
    // Its owner exiles it from the Limbo (a logged manual move): face down from now on.
    s.act({ type: "manual", player: 0, move: { op: "move", card: skull, to: "exile" } }).expectZone(
      beta(65).name,
      "exile",
    );
    const from = s.events.length;
    toEndPhase(s);
    s.passUntil((x) => x.decisions.some((d) => d.kind === "choose"));
    // "…you can return that Will to your hand": the trigger still resolves and asks A (Indipendenza degli Effetti).
    s.expectDecision("A", "choose");
    const after = s.events.slice(from);
    expect(after).toContainEqual(expect.objectContaining({ type: "triggered", player: 0, source: "?" }));
    for (const viewer of [1, "spectator"] as const)
      expect(names(after, viewer, skull, viewFor(s.state, viewer)), `${viewer}`).toBe(false);
    // Its owner's view still names the source of the question (A sees their own exile).
    expect(viewFor(s.state, 0).decisions[0]).toEqual(expect.objectContaining({ source: skull }));
    s.choose("A", ["Spell"]).expectZone("Spell", "hand").endWithDecisionOpen();
  });

  it("§3.2 “I Modificatori sono … permanenti, ma solo finché la carta rimane nel Campo Cartomantico o nella Zona di Stallo”: #211 Quorum back in the hand gets no “+3 power” when its trigger resolves, and no event names it", () => {
    const will = (name: string) => card({ name, type: "ephemeral_will", cost: {}, text: "" });
    const bounce = card({
      name: "Bounce",
      type: "ephemeral_will",
      t: "hollow",
      cost: {},
      text: "Return a target manifestation in the Confrontation Zone to its owner's hand.",
      script: {
        targets: [{ kind: "card", sel: { zone: "confrontation", controller: "opponent" } }],
        ops: [{ op: "move", to: "t0", dest: "hand" }],
      },
    });
    const s = scenario({
      A: [beta(211), will("W1"), will("W2")],
      B: [card({ name: "Wall", power: 1 }), bounce],
    });
    s.firsts(beta(211).name, "Wall");
    // Quorum's "when it enters the field" is on the stack; B answers by returning Quorum to A's hand.
    const quorum = s.id(beta(211).name);
    s.passUntil((x) => x.priority === 1 && x.stack.length > 0);
    s.play("B", "Bounce", { targets: [beta(211).name] });
    s.passUntil((x) => x.cards[quorum]!.zone === "hand");
    // From here on Quorum is in A's hand, hidden from B.
    const from = s.events.length;
    s.passUntil((x) => x.decisions.some((d) => d.kind === "choose"));
    // The trigger still resolves (Indipendenza degli Effetti): A may discard Wills.
    s.choose("A", ["W1"]).expectZone("W1", "limbo");
    s.resolveStack();
    expect(s.state.cards[quorum]!.mods).toEqual([]);
    const after = s.events.slice(from);
    expect(after.some((e) => e.type === "power" && e.card === quorum)).toBe(false);
    for (const viewer of [1, "spectator"] as const)
      expect(names(after, viewer, quorum, viewFor(s.state, viewer)), `${viewer}`).toBe(false);
    s.endWithDecisionOpen();
  });

  it("§4.2.2 “scegliere segretamente una carta Manifestazione”: bzd-177 Clench the Fists before the Revelation gives the secret First +2, and only its owner learns its new power", () => {
    const s = match([demo(177), ...pay("choleric")], [], { aFirst: 2, bFirst: 3 });
    s.firsts("AF", "BF").expectPhase("beforeRevelation");
    const first = s.id("AF");
    const from = s.events.length;
    cast(s, "A", demo(177).name);
    settle(s);
    const after = s.events.slice(from);
    expect(eventsFor(after, 0)).toContainEqual(expect.objectContaining({ type: "power", card: first, power: 4 }));
    for (const viewer of [1, "spectator"] as const) {
      expect(
        eventsFor(after, viewer).some((e) => e.type === "power"),
        `${viewer}`,
      ).toBe(false);
      expect(names(after, viewer, first, viewFor(s.state, viewer)), `${viewer}`).toBe(false);
    }
    s.passUntil((x) => x.phase === "reaction")
      .expectPower("AF", 4)
      .endWithDecisionOpen();
  });
});
