// Our own ability encoding for the Kartomantik Beta set (../shared/data/kartomantik-beta/cards.json),
// keyed by collection number, each entry naming its card (the loader checks both against the set).
// Written by us from the English card texts with the same vocabulary as the demo set; keywords
// stated plainly in the text (Support, Support from hand, Cannot be played as First
// Manifestation…) are read by the loader. Cards not listed run on the manual fallback; `partial`
// says what stays manual.
import { randomInt, shuffle } from "../../shared/rng";
import { announceWill } from "../announce-will";
import {
  handCards,
  basePowerOf,
  cardOf,
  cardW,
  defOf,
  interzoneCards,
  isManifestation,
  isProtectedFrom,
  powerOf,
  select,
  type Ctx,
} from "../core";
import { clockwiseFrom, firstOpponent, sideStateOf } from "../seats";
import { moveCard } from "../move-card";
import { emit, emitMany, legalTargets } from "../triggers";
import { willCost } from "../tribute";
import type { Resolving } from "../types";
import type { CustomHandler } from "./custom";
import type { Ability, CardScript, Cost, Op, Ref, TargetSpec } from "./schema";
import {
  abilities,
  activated,
  chain,
  choose,
  count,
  counters,
  destroy,
  discard,
  draw,
  inCZ,
  inHand,
  inInterzone,
  inLimbo,
  keyword,
  loseEffects,
  may,
  minus,
  move,
  on,
  onField,
  passive,
  points,
  power,
  target,
  targetPlayer,
  targetStack,
  when,
  will,
} from "./build";
import { named, type ScriptsByNumber } from "./load";

const enterCZ = "enterConfrontation" as const;
const self = "self" as const;
const hasCards = (n: number) => ({ controls: inHand("you", { type: "card" }), min: n });
/** "The First Manifestation controlled by that player": the target player's (t0), not any opponent's. */
const targetsFirst: Ref = { each: inCZ("any", { first: true, ofTarget: true }) };
/** "That manifestation": the card a persistent will's effect is attached to (`link`). */
const linked = { controller: "any", linked: true } as const;
/** "When … enters the field, choose a target manifestation on the field. That manifestation …. In the End Phase, you
 * may
 * exhaust this card and pay …: Change the target of this card's effect." */
const linkedWill = (effect: Ability, pay: Cost["tribute"]): CardScript =>
  abilities(
    on("enterField", [{ op: "link", to: "t0" }], { targets: [target(onField("any"))] }),
    effect,
    activated({ exhaust: true, tribute: pay, phases: ["end"] }, [{ op: "link", to: "t0" }], [target(onField("any"))]),
  );
/** "…unless <who> pays {H}{H}". */
/** Zum, the Manifold: once per turn each; once all five were used in a turn, Zum gains Support. */
const zumAbility = (tribute: Cost["tribute"], ops: Op[], targets: TargetSpec[]): Ability =>
  activated(
    { tribute, oncePerTurn: true },
    [...ops, when({ allActivatedThisTurn: true }, [keyword("self", "support", "permanent")])],
    targets,
  );
/** Extortionist Womb: 2 tokens with 2 power {H} in Support. */
const womb: Op = { op: "token", power: 2, temperament: "hollow", n: 2, where: "support" };
/** Buddhan the Transcended: a Quiet counter goes; with none left it becomes {H} (and its start-of-turn effect applies).
 */
const quiet: Op[] = [
  counters("self", "Quiet", 1, -1),
  when({ noCounters: "Quiet" }, [{ op: "temperament", to: "self", temperament: "hollow", until: "permanent" }]),
];
const unlessPays = (who: "ownerOfT0" | "controllerOfT0" | "opponent" | "eachOther", then: Op[]): Op => ({
  op: "unlessPays",
  who,
  cost: { hollow: 2 },
  then,
});

/** `custom` tokenCopy of #85 Mirror the Impulse, #176 Bratto and #242 Melancholic Mirror: a token copy of the target
 * (same text and numbers) enters Support; without a target, of the trigger's card (Melancholic Mirror). */
const tokenCopy: CustomHandler = (ctx, r, k) => k.tokenCopyOf(ctx, r, r.item.targets.length > 0 ? "t0" : "trigger");

/** The seat the item targets as a player (t0, "P<seat>": "a target player … that player"), else `fallback`. */
function targetSeat(r: Resolving, fallback: number): number {
  const t = r.item.targets[0];
  return t?.startsWith("P") ? Number(t.slice(1)) : fallback;
}

/** A random card of the target opponent's vessel or Interzone (Tardigramo, Rude Exterminator). */
function randomFrom(ctx: Ctx, r: Resolving, zone: "vessel" | "interzone", then: (id: string) => void): "done" {
  const p = targetSeat(r, firstOpponent(ctx.s, r.item.controller));
  const ids = zone === "vessel" ? ctx.s.players[p]!.vessel : interzoneCards(ctx.s, p);
  if (ids.length === 0) return "done";
  const [i, rng] = randomInt(ctx.s.rng, ids.length);
  ctx.s.rng = rng;
  then(ids[i]!);
  return "done";
}

export const BETA_SCRIPTS: ScriptsByNumber = {
  3: named(
    "Merciful Pago",
    // "…it enters the Empathic Vessel of a target opponent, then that player gains 10 points": declared as the
    // trigger goes on the stack (§3.2 Bersagli), not chosen as it resolves.
    abilities(
      on({ on: "wins", asSupport: true }, [move(self, "targetVessel"), points(10, "t0")], {
        targets: [targetPlayer()],
      }),
    ),
  ),
  5: named("Slumber Planner", { tributeAs: ["vitreous"] }),
  6: named("Tidying Torment", { tributeAs: ["melancholic"] }),
  7: named("World Spore", { tributeFrom: ["interzone"], tributePower: 2 }),
  8: named("Graceful Petal", abilities(on({ on: "enterOpposingVessel", where: "anywhere" }, [points(20)]))),
  11: named("First Stone", abilities(on(enterCZ, [chain(["hand"], { who: "eachOther" })]))),
  12: named(
    "Sprawling Tentacle",
    abilities(passive({ kind: "power", to: "self", amount: 1, cond: { controls: inCZ("any"), min: 4 } })),
  ),
  13: named(
    "Flower Tender",
    abilities(on(enterCZ, [power("t0", 2)], { targets: [target(inCZ("any", { other: true, powerMax: 2 }))] })),
  ),
  14: named(
    "Pinpia Psychobulb",
    abilities(on("wins", [{ op: "essence", temperament: "transcendent", n: count(inInterzone("you")), keep: true }])),
  ),
  15: named("Floating Dancer", abilities(on("wins", [points(count(inInterzone("you"), 5))]))),
  16: named(
    "Echo of the Wilds",
    abilities(
      on("loses", [{ op: "distribute", among: ["t0", "t1", "t2"], amount: 3, sign: 1, until: "permanent" }], {
        targets: [0, 1, 2].map(() => target(inInterzone("you"))),
        optionalTargets: true,
      }),
    ),
  ),
  // 17 Stoic Snoozer (the +1 is given as each such manifestation enters, for the rest of the turn, even if the Snoozer
  // has left)
  17: named(
    "Stoic Snoozer",
    abilities(
      on(enterCZ, [{ op: "mark" }], { cond: { lostPreviousTurn: true } }),
      on(
        { on: "yourManifestationEnters", where: "anywhere" },
        [when({ triggerMatches: inCZ("you", { enteredSupportThisTurn: true }) }, [power("trigger", 1)])],
        { cond: { markedThisTurn: true } },
      ),
    ),
  ),
  18: named(
    "Guart, the Slinger",
    abilities(
      on("opposingManifestationGainsPower", [power("t0", 1)], { targets: [target(onField("you"))] }),
      on("yourManifestationLosesPower", [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
    ),
  ),
  // 19 Jondo, the Pure Heart (checked after the Revelation)
  19: named(
    "Jondo, the Pure Heart",
    abilities(
      on({ on: "afterRevelation", where: "interzone" }, [keyword(self, "support")], {
        cond: { aboveYourFirstBasePower: true },
      }),
      on({ on: "wins", asSupport: true }, [move(self, "exile")]),
    ),
  ),
  // 20 Pan Zuto: "you can put a target manifestation from your Interzone into Support" does not say "under your
  // control": the card enters under its owner's (§3.2 "Zone di Gioco"; in 2v2 a teammate's card of the shared Interzone
  // stays theirs, a card borrowed from an opponent goes back to it).
  20: named(
    "Pan Zuto, the Beckoner",
    abilities(
      on(enterCZ, [{ op: "support", to: "t0" }], {
        targets: [target(inInterzone("you"))],
        optionalTargets: true,
      }),
    ),
  ),
  21: named("Spontaneous Incubator", abilities(on({ on: "startTurn", where: "interzone" }, [points(10)]))),
  22: named(
    "Urocione, the Anarchist",
    abilities(on("enterField", [chain(["hand"], { optional: true, memory: { on: "wins", dest: "vessel" } })])),
  ),
  23: named(
    "Lady of the Humps",
    abilities(on("enterField", [chain(["deck"], { memory: { on: "wins", dest: "exile" } })])),
  ),
  24: named(
    "Stampeding Brood",
    abilities(
      // "puts up to two tokens" ("fino a due pedine"): its owner chooses how many.
      on({ on: "enterOpposingVessel", where: "anywhere" }, [
        {
          op: "mode",
          who: "you",
          modes: [
            {
              label: "twoTokens",
              then: [{ op: "token", power: 1, temperament: "phlegmatic", n: 2, where: "interzone" }],
            },
            {
              label: "oneToken",
              then: [{ op: "token", power: 1, temperament: "phlegmatic", n: 1, where: "interzone" }],
            },
            { label: "noToken", then: [] },
          ],
        },
      ]),
    ),
  ),
  25: named("Agrupol, Ponderer of Fields", {
    ...abilities(on("wins", [points(count({ zone: "vessel", controller: "any", owner: "you" }, 5))])),
    shuffleWhenBottomed: true,
  }),
  26: named(
    "Prospero of the Bushes",
    abilities(
      passive({
        kind: "power",
        to: inCZ("you", { first: true }),
        amount: count(inInterzone("you")),
        where: "interzone",
      }),
    ),
  ),
  27: named("Advocate of Catharsis", abilities(on(enterCZ, [chain(["hand"], { who: "each" })]))),
  28: named(
    "Mobile Sanctuary",
    abilities(passive({ kind: "keyword", to: inCZ("you", { other: true }), keyword: "protected" })),
  ),
  29: named(
    "Herbaceous Whisperer",
    abilities(passive({ kind: "power", to: inCZ("you", { first: false }), amount: 1 })),
  ),
  32: named("Mazzolong, the Log-chief", abilities(on({ on: "youPlaySupport", where: "interzone" }, [draw(1)]))),
  33: named("Tong, the Expansive", abilities(passive({ kind: "interzoneSlots", n: 3 }))),
  35: named(
    "Gargullo, King of the Woods",
    abilities(
      passive({
        kind: "power",
        to: inCZ("you", { first: false, nonToken: true }),
        amount: { count: inCZ("you", { nonToken: true }), plus: -1 },
      }),
    ),
  ),
  36: named("Unite Impulses", will([keyword({ each: inInterzone("you") }, "support")])),
  37: named(
    "Plea for Generosity",
    will(
      [points(count({ zone: "confrontation", controller: "any", nonToken: true, ofTarget: true }, 5))],
      [targetPlayer("any")],
    ),
  ),
  38: named(
    "Armored Husk",
    linkedWill(passive({ kind: "keyword", to: linked, keyword: "protected" }), { phlegmatic: 1 }),
  ),
  39: named(
    "Intoxicating Blossom",
    abilities(
      on("yourManifestationEnters", [counters(self, "Petal")]),
      activated(
        { tribute: { hollow: 2 }, removeCounters: { counter: "Petal", n: 1, all: true } },
        [power("t0", { x: true }, "permanent")],
        [target(onField("any"))],
      ),
    ),
  ),
  40: named(
    "Entrust",
    will(
      [{ op: "basePower", to: "t0", amount: { basePowerOf: "t0", per: 2 }, until: "permanent" }],
      [target(onField("any"))],
    ),
  ),
  41: named("Compensating Orchard", abilities(on("yourCardEntersOpposingVessel", [points(5)]))),
  42: named(
    "Altruistic Inflorescence",
    linkedWill(passive({ kind: "keyword", to: linked, keyword: "support" }), { phlegmatic: 3 }),
  ),
  43: named("Cozy Bunk", abilities(passive({ kind: "interzoneSlots", n: 1 }))),
  45: named("Reap What You\u2019ve Sown", will([points(count(inInterzone("you"), 5)), draw({ freeInterzone: true })])),
  46: named("Heartening Monument", abilities(passive({ kind: "power", to: inCZ("you"), amount: 1 }))),
  47: named("Atavic Welcome", {
    ...abilities(
      on({ on: "youPlayCard", temperament: "phlegmatic" }, [counters(self, "Union")]),
      activated({ removeCounters: { counter: "Union", n: 5 } }, [
        { op: "token", power: 1, temperament: "phlegmatic", n: 2, where: "support" },
      ]),
      on("yourManifestationEntersSupport", [points(5)], { cond: { countersAtLeast: "Union", n: 10 } }),
    ),
    timing: "alsoBeforeRevelation",
  }),
  49: named(
    "Artificial Thinker",
    abilities(
      passive({
        kind: "keyword",
        to: "self",
        keyword: "support",
        where: "hand",
        cond: { controls: { zone: "limbo", controller: "you", type: "will" }, min: 5 },
      }),
      passive({
        kind: "keyword",
        to: "self",
        keyword: "support",
        cond: { controls: { zone: "limbo", controller: "you", type: "will" }, min: 5 },
      }),
      passive({
        kind: "power",
        to: "self",
        amount: 2,
        where: "confrontation",
        cond: { controls: { zone: "limbo", controller: "you", type: "will" }, min: 5 },
      }),
    ),
  ),
  51: named("Scrutinizing Figure", { tributeAs: ["melancholic"] }),
  52: named("Keen-eyed Seeker", abilities(on("enterField", [draw(1)]))),
  53: named("Witty Scribe", { tributeAs: ["capricious"] }),
  55: named(
    "Chitinous Repeller",
    abilities(on("enterField", [move("t0", "ownerHand", true)], { targets: [target(inCZ("you"))] })),
  ),
  56: named(
    "Refrain Repeater",
    abilities(
      on({ on: "usedAsTribute", where: "anywhere" }, [{ op: "mark" }]),
      on(
        { on: "endTurn", where: "limbo" },
        [{ op: "unlessPays", who: "eachOpponent", cost: { hollow: 1 }, then: [move(self, "hand")] }],
        { cond: { markedThisTurn: true } },
      ),
    ),
  ),
  57: named("Reliable Ammonite", abilities(on({ on: "usedAsTribute", where: "anywhere" }, [draw(1)]))),
  58: named(
    "Chiff and Chaff",
    abilities(
      passive({
        kind: "keyword",
        to: self,
        keyword: "supportFromHand",
        where: "hand",
        cond: { opponentSupportedFromInterzone: true },
      }),
      on("enterSupport", [move("t0", "ownerHand", true)], { targets: [target(inCZ("opponent", { first: false }))] }),
    ),
  ),
  60: named(
    "Venerable Viper",
    abilities(
      // "Choose a target opponent. The manifestations currently in that player's Interzone…": that one Interzone.
      on(
        "loses",
        [
          loseEffects({ each: inInterzone("any", { ofTarget: true }) }, "nextTurnEnd"),
          keyword({ each: inInterzone("any", { ofTarget: true }) }, "noReplace", "nextTurnEnd"),
        ],
        { targets: [targetPlayer()] },
      ),
    ),
  ),
  61: named(
    "Gar Fild, the Malleable",
    abilities(on("wins", [{ op: "essence", temperament: "transcendent", n: 4, keep: true }])),
  ),
  62: named("Arcane Teapot", abilities(passive({ kind: "willCost", n: -1, whose: "yours", where: "interzone" }))),
  // 63 Inspired Nimbus (the next will its owner plays this turn is free)
  63: named(
    "Inspired Nimbus",
    abilities(on({ on: "enterOpposingVessel", where: "anywhere" }, [{ op: "flag", flag: "freeWill", who: "owner" }])),
  ),
  64: named(
    "Ohmom, the Azure",
    abilities(
      on({ on: "youPlayWill", where: "interzone" }, [power("t0", 1, "permanent")], {
        targets: [target(onField("any"))],
      }),
    ),
  ),
  65: named(
    "Coral Skull",
    abilities(
      on(
        { on: "endTurn", where: "anywhere" },
        [choose(inLimbo("you", { type: "will", paidWithSource: true }), 1, [move("chosen", "hand")], 0)],
        { cond: { tributedThisTurn: true } },
      ),
    ),
  ),
  66: named("Skysailing Triad", abilities(on("enterField", [{ op: "custom", name: "triad" }])), {
    /** Skysailing Triad: uncover the top card; a manifestation is Chained, a will is drawn. */
    triad(ctx, r, k) {
      const { s } = ctx;
      const p = r.item.controller;
      const top = s.players[p]!.deck[0];
      if (!top) return "done";
      ctx.ev.push({ type: "shown", player: p, cards: [top], defs: [cardOf(s, top).def] });
      if (isManifestation(s, top)) {
        if (!k.noPlayedSupport(s, p)) k.enterSupport(ctx, top, p, true);
      } else k.drawCards(ctx, p, 1);
      return "done";
    },
  }),
  67: named(
    "Inert Anchorstone",
    abilities(
      on("enterField", [counters(self, "Block", 4)]),
      on("youPlayWill", [counters(self, "Block", 1, -1)]),
      passive({ kind: "keyword", to: "self", keyword: "support", cond: { noCounters: "Block" } }),
      on({ on: "wins", asSupport: true }, [move(self, "exile")]),
    ),
  ),
  68: named(
    "Shababba, Divining Cube",
    abilities(on({ on: "endTurn", where: "interzone" }, [{ op: "look", n: 4, rest: "topOrBottom" }])),
  ),
  69: named(
    "Jurat, the Strategist",
    abilities(
      on("wins", [{ op: "mark" }]),
      on(
        { on: "endTurn", where: "anywhere" },
        [move({ each: { zone: "limbo", controller: "any", tributedByYouThisTurn: true } }, "ownerHand")],
        { cond: { markedThisTurn: true } },
      ),
    ),
  ),
  70: named(
    "Hermeto, the Observer",
    abilities(
      on({ on: "enterOpposingVessel", where: "anywhere" }, [
        choose(
          { zone: "deck", controller: "you", type: "card" },
          2,
          [{ op: "show", to: "chosen" }, move("chosen", "hand")],
          0,
        ),
        { op: "shuffleDeck" },
      ]),
    ),
  ),
  72: named(
    "Tipson, the Mediator",
    abilities(
      passive({ kind: "power", to: "self", amount: count(inHand("you", { type: "card" })), where: "confrontation" }),
    ),
  ),
  73: named(
    "Expansive Ponderer",
    abilities(
      on("enterField", [
        chain(["hand"], { optional: true }),
        when({ chosenCount: 1 }, [{ op: "look", n: { basePowerOf: "chosen" }, toHand: 1, rest: "topOrBottom" }]),
      ]),
    ),
  ),
  74: named("Dew Invoker", abilities(on("wins", [choose(inHand("you"), 1, [move("chosen", "interzone")], 0)]))),
  75: named("Gomeran, Echo Mistress", {
    ...abilities(
      on({ on: "yourManifestationEntersSupport", where: "confrontation" }, [
        when({ triggerMatches: inCZ("you", { nonToken: true }) }, [{ op: "tokenCopy", of: "trigger" }]),
      ]),
    ),
    shuffleWhenBottomed: true,
  }),
  76: named(
    "Shymon, the Mastermind",
    abilities(
      activated(
        { exhaust: true, selfPower: 2 },
        [{ op: "flag", flag: "noDraw", who: "t0", nextTurn: true }],
        [targetPlayer()],
      ),
    ),
  ),
  77: named("Callus, the Thought-stirrer", abilities(on({ on: "youPlayWill", where: "interzone" }, [draw(1)]))),
  78: named(
    "Pigon, the Apprentice",
    abilities(
      activated(
        { exhaust: true, tribute: { hollow: 2 } },
        [move("t0", "ownerHand", true)],
        [target(inCZ("any", { first: false }))],
      ),
    ),
  ),
  79: named(
    "Rajas, Great Aegis",
    abilities(
      passive({
        kind: "keyword",
        to: onField("you", { type: "persistent_will" }),
        keyword: "protected",
        where: "interzone",
      }),
      passive({ kind: "keyword", to: inInterzone("you", { other: true }), keyword: "protected", where: "interzone" }),
    ),
  ),
  80: named(
    "Blue Entity",
    abilities(on({ on: "youPlayWill", where: "confrontation" }, [power({ each: inCZ("you", { other: true }) }, 1)])),
  ),
  81: named(
    "Malaleuco, the Will-shaper",
    abilities(
      activated(
        { exhaust: true, where: "interzone" },
        [{ op: "copyItem" }],
        [{ kind: "stack", type: "will", yours: true }],
      ),
      activated({ where: "hand", interzoneSpace: true, tribute: { vitreous: 3 } }, [move(self, "interzone")]),
    ),
  ),
  82: named("Freenya, Heartless Songstress", abilities(on("youPlayWillFromHand", [{ op: "playFromLimbo" }]))),
  83: named("Glimpse the Omens", will([{ op: "look", n: 4, rest: "topOrBottom" }, draw(1)])),
  84: named("Defer", will([move("t0", "deckTop")], [target(onField("any", { type: "card" }))])),
  85: named("Mirror the Impulse", will([{ op: "custom", name: "tokenCopy" }], [target(onField("you"))]), { tokenCopy }),
  86: named("Imitate", will([{ op: "copyItem" }], [targetStack("will")])),
  87: named(
    "Nullifying Hat",
    abilities(
      activated(
        { exhaust: true, tribute: { hollow: 2 } },
        [keyword("t0", "notCounted")],
        [target(inCZ("any", { first: false }))],
      ),
    ),
  ),
  88: named("Consult", will([{ op: "custom", name: "consult" }], [targetPlayer("any")]), {
    /** Consult: the target player uncovers and discards until a manifestation, which enters Support under them. */
    consult(ctx, r, k) {
      const { s } = ctx;
      const p = targetSeat(r, r.item.controller);
      const deck = s.players[p]!.deck;
      const discarded: string[] = [];
      while (deck.length > 0) {
        const top = deck[0]!;
        ctx.ev.push({ type: "shown", player: p, cards: [top], defs: [cardOf(s, top).def] });
        if (isManifestation(s, top)) {
          // "… enters in Support under the control of that player" (its owner: the card is from their deck).
          if (!k.noSupport(s, p)) k.enterSupport(ctx, top, p, false, false, p);
          else moveCard(ctx, top, "limbo");
          break;
        }
        moveCard(ctx, top, "limbo");
        discarded.push(top);
      }
      k.emitDiscard(ctx, p, discarded.length);
      return "done";
    },
  }),
  89: named("Persist", will([keyword("t0", "persist")], [target(inCZ("any"))])),
  90: named(
    "Scrambling Beacon",
    abilities(
      on("enterField", [counters(self, "Lucore", 3)]),
      activated(
        { tribute: { hollow: 3 }, removeCounters: { counter: "Lucore", n: 1 } },
        [{ op: "retarget" }],
        [{ kind: "stack", type: "cardOrEffect", targetsField: true }],
      ),
    ),
  ),
  91: named(
    "Suspend Judgment",
    will(
      [keyword({ each: { zone: "confrontation", controller: "any", won: true, ofTarget: true } }, "noZoneChange")],
      [targetPlayer("any")],
      { timing: "resolutionOnly" },
    ),
  ),
  92: named(
    "Dominate the Aspects",
    will(
      [
        // "every manifestation … exchanged this way": none when the exchange did not happen (a target gone).
        { op: "swapControl", a: "t0", b: "t1", chosen: true },
        { op: "memory", to: "chosen", memory: { on: "confrontationEnds", dest: "deckBottom" } },
      ],
      [target(inCZ("you")), target(inCZ("opponent"))],
    ),
  ),
  93: named("Banish", will([move("t0", "deckBottom")], [target(onField("any"))])),
  94: named("Atavic Introspection", {
    ...abilities(
      on({ on: "youPlayCard", temperament: "vitreous" }, [counters(self, "Control")]),
      activated(
        { removeCounters: { counter: "Control", n: 5 } },
        [move("t0", "ownerHand", true)],
        [target(onField("any"))],
      ),
      on(
        "endTurn",
        [
          may(
            choose(inLimbo("you", { type: "card" }), 1, [move("chosen", "deckTop")]),
            choose(inLimbo("you", { type: "card" }), 1, [move("chosen", "deckBottom")]),
          ),
        ],
        { cond: { countersAtLeast: "Control", n: 10 } },
      ),
    ),
    timing: "alsoBeforeRevelation",
  }),
  98: named(
    "Mourning Offal",
    abilities(
      passive({ kind: "keyword", to: self, keyword: "support", where: "hand", cond: { leftLimboThisTurn: true } }),
      passive({ kind: "keyword", to: self, keyword: "support", cond: { leftLimboThisTurn: true } }),
    ),
  ),
  99: named("Skin-shifting Tearer", { tributeAs: ["choleric"] }),
  100: named("Ridiculous Persecutor", { tributeAs: ["capricious"] }),
  103: named("Forgotten Pile", { tributeFrom: ["limbo"], exileWhenTributeFromLimbo: true }),
  104: named("Dark Apparition", abilities(on("enterField", [discard("t0", 1)], { targets: [targetPlayer("any")] }))),
  105: named(
    "Filth-eater",
    abilities(on({ on: "usedAsTribute", where: "anywhere" }, [discard("t0", 1)], { targets: [targetPlayer("any")] })),
  ),
  107: named("Soul-borer", abilities(on({ on: "startTurn", where: "vessel" }, [points(-5, "holder")]))),
  108: named(
    "Solenero, the Contrite",
    abilities(
      on("loses", [move("t0", "hand")], { targets: [target(inLimbo("you", { type: "card" }))], optionalTargets: true }),
    ),
  ),
  109: named(
    "Possessed Pyramid",
    abilities(
      on({ on: "enterOpposingVessel", where: "anywhere" }, [
        { op: "flag", flag: "handMinus1", who: "holder", nextTurn: true },
      ]),
    ),
  ),
  110: named(
    "Zombieswing",
    abilities(
      on({ on: "enterLimbo", where: "limbo" }, [may(move("t0", "hand"))], {
        targets: [target(inLimbo("you", { other: true }))],
      }),
    ),
  ),
  // 111 Diabolical Giant (in hand or in the Interzone: lose 10 points, Support until the end of the turn)
  111: named(
    "Diabolical Giant",
    abilities(
      activated({ losePoints: 10, where: "hand" }, [keyword(self, "support")]),
      activated({ losePoints: 10, where: "interzone" }, [keyword(self, "support")]),
    ),
  ),
  112: named(
    "Mind Parasite",
    abilities(on(enterCZ, [chain(["limbo"], { optional: true, memory: { on: "wins", dest: "exile" } })])),
  ),
  113: named(
    "Shuk, the Bile-filled",
    abilities(on({ on: "youLosePoints", where: "interzone" }, [points(-5, "eachOther")])),
  ),
  114: named(
    "Lament, Thought-nullifier",
    abilities(
      on(
        enterCZ,
        [
          {
            op: "discard",
            who: "t0",
            n: count({ zone: "confrontation", controller: "any", nonToken: true, ofTarget: true }),
            from: "deckTop",
          },
        ],
        { targets: [targetPlayer("any")] },
      ),
    ),
  ),
  115: named(
    "Forfog, the Hanged",
    abilities(on({ on: "opponentDiscards", where: "interzone" }, [points(-5, "triggerPlayer")])),
  ),
  116: named(
    "Lerxur, the Black Moon",
    abilities(
      on({ on: "startTurn", where: "vessel" }, [
        {
          op: "unlessPays",
          who: "holder",
          cost: { hollow: 2 },
          then: [{ op: "discard", who: "holder", n: 2, from: "deckTop" }],
        },
      ]),
    ),
  ),
  117: named(
    "Ehgog, the Livid",
    abilities(
      on({ on: "playerDiscards", where: "interzone" }, [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
    ),
  ),
  118: named(
    "Zrutrug, the Indebted",
    abilities(
      on("enterField", [
        chain(["hand"], { optional: true }),
        when({ chosenCount: 1 }, [{ op: "discard", who: "you", n: { basePowerOf: "chosen" }, from: "deckTop" }]),
      ]),
    ),
  ),
  119: named(
    "Reviving Cage",
    abilities(activated({ where: "interzone", exileSelf: true }, [move("t0", "interzone")], [target(inLimbo("you"))])),
  ),
  120: named(
    "Repelling Urn",
    abilities(passive({ kind: "power", to: "self", amount: count(inLimbo("you")), where: "confrontation" })),
  ),
  121: named("Carcass Devourer", {
    ...abilities(
      on("enterField", [
        choose(inLimbo("you"), 2, [power(self, { sumBasePower: "chosen" }, "permanent"), move("chosen", "exile")], 0),
      ]),
    ),
    shuffleWhenBottomed: true,
  }),
  122: named(
    "Armored Pachywyrm",
    abilities(
      // "…that of the First Manifestation controlled by that player": the target's, not the first opponent's.
      on("wins", [{ op: "points", who: "t0", n: { powerDiff: ["self", targetsFirst], per: 5 }, sign: -1 }], {
        targets: [targetPlayer()],
      }),
    ),
  ),
  123: named(
    "Red Plague",
    abilities(
      on({ on: "startTurn", where: "vessel" }, [
        {
          op: "may",
          who: "holder",
          then: [points(-10, "holder")],
          else: [{ op: "flag", flag: "handCap5", who: "holder" }],
        },
      ]),
    ),
  ),
  124: named(
    "Otranth, the Bloodthirsty",
    abilities(
      on("enterField", [counters(self, "Shackle", 2)]),
      on("manifestationEntersLimbo", [counters(self, "Shackle", 1, -1)], {
        cond: { countersAtLeast: "Shackle", n: 1 },
      }),
      passive({ kind: "keyword", to: self, keyword: "support", cond: { noCounters: "Shackle" } }),
      on({ on: "startTurn", where: "interzone" }, [
        points(-10),
        counters(self, "Shackle", { counters: "Shackle" }, -1),
        counters(self, "Shackle", 2),
      ]),
    ),
  ),
  125: named(
    "Urolong, Rueful Necromancer",
    abilities(
      activated(
        { exhaust: true, tribute: { hollow: 2 }, where: "interzone" },
        [
          // "Put a target manifestation from your Limbo into Support under your control."
          { op: "support", to: "t0", control: "you" },
          loseEffects("t0", "permanent"),
          { op: "memory", to: "t0", memory: { on: "wins", dest: "exile" } },
        ],
        [target(inLimbo("you"))],
      ),
    ),
  ),
  126: named(
    "Pale Entity",
    abilities(
      on({ on: "playerDiscards", where: "interzone" }, [points(5)]),
      on({ on: "playerLosesPoints", where: "interzone" }, [points(5)]),
    ),
  ),
  128: named(
    "Ergorath, Scribe of the Limbo",
    abilities(
      passive({ kind: "willsFromLimbo" }),
      on({ on: "endTurn", where: "interzone" }, [
        points(-10),
        move(self, "deckBottom"),
        { op: "shuffleDeck", who: "owner" },
      ]),
    ),
  ),
  129: named("Half Han, the Renegade", {
    keywords: ["noTribute"],
    abilities: [on("enterField", [points(-20)])],
    limboVictoryAtMost: -130,
  }),
  130: named(
    "Disfigure",
    will([destroy("t0")], [target({ zone: ["field", "vessel"], controller: "any", pointsMax: 20 })]),
  ),
  131: named(
    "Claim the Forsaken",
    will([move("t0", "yourVessel")], [target({ zone: "limbo", controller: "opponent", enteredThisTurn: true })]),
  ),
  132: named(
    "Twist the Soul",
    will(
      [
        // "A target manifestation in your Empathic Vessel enters into Support under your control."
        { op: "support", to: "t0", control: "you" },
        { op: "memory", to: "t0", memory: { on: "wins", dest: "controllerVessel" } },
        // "…otherwise it returns to its owner's hand": a stalemate too.
        { op: "memory", to: "t0", memory: { on: "notWins", dest: "hand" } },
      ],
      [target({ zone: "vessel", controller: "you" })],
    ),
  ),
  133: named("Cognitive Fog", abilities(passive({ kind: "willCost", n: 1, whose: "all" }))),
  134: named("Punish the Winners", will([destroy({ each: onField("any", { won: true }) })])),
  135: named(
    "Shattering the Self",
    will(
      [
        { op: "discard", who: "t0", n: 3, from: "deckTop" },
        { op: "power", to: "t1", amount: { chosenManifestations: true }, sign: -1, until: "permanent" },
      ],
      [targetPlayer("any"), target(onField("opponent"))],
    ),
  ),
  136: named(
    "Reforging Fate",
    will(
      [
        // "A target manifestation in a player's Limbo enters into Support under your control."
        { op: "support", to: "t0", control: "you" },
        { op: "memory", to: "t0", memory: { on: "wins", dest: "exile" } },
      ],
      [target({ zone: "limbo", controller: "any" })],
    ),
  ),
  137: named("Parasitic Drill", {
    ...abilities(
      on("enterField", [{ op: "link", to: "t0" }, counters(self, "Linked")], {
        targets: [target(onField("any", { type: "persistent_will", other: true }))],
      }),
      on("linkedAbilityUsed", [points(-10, "triggerPlayer")]),
    ),
    sacrificeWhenUnlinked: true,
  }),
  138: named("Flaying Jaw", linkedWill(passive({ kind: "power", to: linked, amount: -2 }), { melancholic: 1 })),
  139: named(
    "Traumatize",
    will(
      [
        points(-5),
        // "Shows you": the controller looks (not every seat); "inside it … that player discards": that hand alone.
        { op: "lookHand", who: "t0" },
        choose(inHand("any", { type: "card", ofTarget: true }), 1, [{ op: "discardChosen" }]),
      ],
      // "A target player" ("un giocatore bersaglio"): any player — an opponent, yourself, a 2v2 teammate.
      [targetPlayer("any")],
    ),
  ),
  140: named("Revive", will([move("t0", "interzone")], [target(inLimbo("you"))])),
  141: named("Atavic Oppression", {
    ...abilities(
      on({ on: "youPlayCard", temperament: "melancholic" }, [counters(self, "Fatigue")]),
      activated({ removeCounters: { counter: "Fatigue", n: 5 } }, [discard("eachOpponent", 1), draw(1)]),
      on("endTurn", [choose(inHand("you", { type: "card" }), 2, [{ op: "discardChosen" }], 0)], {
        cond: { countersAtLeast: "Fatigue", n: 10 },
      }),
    ),
    timing: "alsoBeforeRevelation",
  }),
  143: named(
    "Absent Trinket",
    abilities(
      on("yourManifestationTargetedByWill", [
        when(
          { selfIn: "confrontation" },
          [move(self, "ownerHand", true)],
          [when({ selfIn: "interzone" }, [move(self, "ownerHand", true)])],
        ),
      ]),
    ),
  ),
  145: named("Exalted Jester", { tributeAs: ["choleric"] }),
  146: named("Yzzit, the Gambler", { rollBeforeVessel: true }),
  147: named("Peevish Sapling", { tributeAs: ["phlegmatic"] }),
  // 151 Static Scuttler ("controlled by the opponent who won that confrontation": the winner's alone — in a
  // Free-for-All the other losers' manifestations stay for the winner's vessel)
  151: named(
    "Static Scuttler",
    abilities(
      on("loses", [
        // "Those manifestations": the ones it put there (in the stalemate under their owners' control, §3.2).
        { op: "move", to: { each: inCZ("opponent", { won: true }) }, dest: "stalemate", chosen: true },
        keyword("chosen", "noZoneChange"),
      ]),
    ),
  ),
  150: named("Unpredictable Loudmouth", abilities(passive({ kind: "stalemateIfLast" }))),
  152: named(
    "Loop, the Insistent",
    abilities(
      on(
        { on: "endTurn", where: "anywhere" },
        [
          when({ lostThisTurn: true }, [
            choose(inLimbo("you", { type: "will", paidWithSource: true }), 1, [move("chosen", "hand")], 0),
          ]),
        ],
        { cond: { tributedThisTurn: true } },
      ),
    ),
  ),
  153: named(
    "Cimba, the Boisterous",
    abilities(
      passive({
        kind: "power",
        to: "self",
        amount: 1,
        cond: { controls: { zone: "stalemate", controller: "any" }, min: 1 },
      }),
    ),
  ),
  // 154 Mimer (the copy lasts while it stays on the field)
  154: named(
    "Mimer",
    abilities(
      activated(
        { tribute: { hollow: 1 } },
        [
          { op: "setPower", to: self, amount: { powerOf: "t0" }, until: "permanent" },
          { op: "temperament", to: self, temperament: "ofT0", until: "permanent" },
        ],
        [target(inCZ("opponent", { first: true }))],
      ),
    ),
  ),
  155: named(
    "Rogue Tadpole",
    abilities(
      on("wins", [move({ each: { zone: "interzone", controller: "any", ofTarget: true } }, "deckTop")], {
        targets: [targetPlayer("any")],
      }),
    ),
  ),
  157: named(
    "Gnarlipuff, the Slimy",
    abilities(
      activated(
        { where: "opponentVessel", tribute: { hollow: 3 } },
        [move("t0", "deckTop")],
        // "In that player's Interzone": the Interzone of the player whose vessel holds Gnarlipuff.
        [target(inInterzone("opponent", { ofHolder: true }))],
      ),
    ),
  ),
  159: named(
    "Knobbly Colossus",
    abilities(
      on("wins", [destroy("t0")], { targets: [target(onField("opponent", { type: "card" }))], optionalTargets: true }),
    ),
  ),
  160: named("Soup, the Graceful", abilities(passive({ kind: "persistentAnyTime", where: "interzone" }))),
  // 161 Ranba, Silent Abductor (the opponent's latest Support still in the Confrontation Zone, read again on
  // resolution)
  161: named(
    "Ranba, Silent Abductor",
    abilities(
      activated(
        {
          where: "hand",
          phases: ["reaction"],
          discardSelf: true,
          cond: { controls: inCZ("opponent", { lastSupport: true, basePowerMax: 2 }), min: 1 },
        },
        [move({ each: inCZ("opponent", { lastSupport: true }) }, "yourVessel")],
      ),
    ),
  ),
  162: named(
    "Sallow Thief",
    abilities(
      on("wins", [move("t0", "hand")], {
        targets: [target({ zone: "vessel", controller: "opponent", owner: "you" })],
        optionalTargets: true,
      }),
    ),
  ),
  // 163 Unruly Flail ("if you do": it enters Support while such a will is still on the stack)
  163: named(
    "Unruly Flail",
    abilities(
      passive({
        kind: "keyword",
        to: self,
        keyword: "supportFromHand",
        where: "hand",
        cond: { opponentWillTargetsConfrontation: true },
      }),
      on("enterSupport", [{ op: "neutralize" }], {
        cond: { opponentWillTargetsConfrontation: true },
        targets: [{ kind: "stack", type: "will", targetsConfrontation: true }],
      }),
    ),
  ),
  165: named(
    "Planar Beak",
    abilities(
      passive({
        kind: "power",
        to: "self",
        amount: count({ zone: "stalemate", controller: "any" }),
        where: "confrontation",
      }),
    ),
  ),
  // 167 The Stomper (Immediate Effect: the highest base power of the two Firsts, strictly)
  167: named("The Stomper", {
    ...abilities(
      on("revealedFirst", [{ op: "flag", flag: "winsConfrontation", who: "you" }], {
        cond: { opposingFirstBasePower: "lower" },
      }),
    ),
    shuffleWhenBottomed: true,
  }),
  168: named("Thought Saboteur", {
    ...abilities(
      on(
        "enterInterzone",
        [
          { op: "link", to: "t0" },
          { op: "giveControl", to: "t0", who: "you" },
        ],
        { targets: [target({ zone: ["wills", "interzone"], controller: "opponent", type: "card" })] },
      ),
    ),
    lendsLinked: true,
  }),
  169: named(
    "Starkaz, the Brilliant",
    abilities(on(enterCZ, [loseEffects({ each: onField("any", { other: true }) })])),
  ),
  171: named(
    "Zaguor, Greedy Pedal",
    abilities(
      on("wins", [when({ selfIn: "confrontation" }, [may(move(self, "exile"), move("t0", "interzone"))])], {
        targets: [target({ zone: ["vessel", "interzone"], controller: "opponent" })],
        optionalTargets: true,
      }),
    ),
  ),
  172: named(
    "Vexing Thorn",
    abilities(
      activated({ where: "interzone", selfPower: 2 }, [loseEffects("t0", "permanent")], [target(onField("any"))]),
    ),
  ),
  173: named(
    "Logos, the Lost",
    abilities(
      on("youWin", [move("t0", "stalemate"), keyword("t0", "noZoneChange")], {
        targets: [target(inInterzone("any"))],
        optionalTargets: true,
      }),
      on(
        "youLose",
        [
          move(self, "stalemate"),
          keyword(self, "noZoneChange"),
          move("t0", "stalemate"),
          keyword("t0", "noZoneChange"),
        ],
        { targets: [target(inCZ("opponent", { won: true }))] },
      ),
    ),
  ),
  174: named(
    "Worm Bomb",
    abilities(on({ on: "enterOpposingVessel", where: "anywhere" }, [{ op: "custom", name: "wormBomb" }])),
    {
      /** Worm Bomb: its new holder destroys up to 3 random manifestations other than it in their vessel. */
      wormBomb(ctx, r, k) {
        const src = k.sourceOf(r.item);
        const holder = ctx.s.players.findIndex((p) => p.vessel.includes(src));
        if (holder < 0) return "done";
        let pool = ctx.s.players[holder]!.vessel.filter((id) => id !== src);
        for (let i = 0; i < 3 && pool.length > 0; i++) {
          const [n, rng] = randomInt(ctx.s.rng, pool.length);
          ctx.s.rng = rng;
          k.destroyCard(ctx, pool[n]!);
          pool = pool.filter((_, j) => j !== n);
        }
        return "done";
      },
    },
  ),
  176: named(
    "Bratto, Tyrannical Scoundrel",
    abilities(
      activated(
        { tribute: { hollow: 2 }, phases: ["reaction", "resolution"] },
        [move("t0", "yourVessel"), { op: "custom", name: "tokenCopy" }],
        // "of which you are not the owner": a 2v2 teammate's card too (ownership is never shared).
        [target({ zone: "stalemate", controller: "any", owner: "other" })],
      ),
    ),
    { tokenCopy },
  ),
  177: named("Trim the Excess", will([{ op: "custom", name: "trimToBase" }]), {
    /** Trim the Excess: every manifestation on the field returns to its base power and cannot receive modifiers this
     * turn.
     */
    trimToBase(ctx, r, k) {
      for (const id of select(ctx.s, r.item.controller, null, { zone: "field", controller: "any" })) {
        const c = cardW(ctx.s, id);
        c.mods = c.mods.filter((m) => m.kind !== "power" && m.kind !== "setPower");
        k.addMod(ctx, id, { kind: "noPowerChange", until: "turn" });
      }
      return "done";
    },
  }),
  178: named("Equalize", will([{ op: "custom", name: "equalize" }]), {
    /** Equalize: every manifestation on the field takes the lowest base power among them and cannot receive
     * modifiers. */
    equalize(ctx, r, k) {
      const ids = select(ctx.s, r.item.controller, null, { zone: "field", controller: "any" });
      if (ids.length === 0) return "done";
      const low = Math.min(...ids.map((id) => basePowerOf(ctx.s, id)));
      for (const id of ids) {
        k.addMod(ctx, id, { kind: "setPower", value: low, until: "turn" });
        k.addMod(ctx, id, { kind: "noPowerChange", until: "turn" });
      }
      return "done";
    },
  }),
  179: named("Neutralize", will([{ op: "neutralize" }], [targetStack("card")])),
  180: named("Annihilating Nectar", linkedWill(passive({ kind: "loseEffects", to: linked }), { capricious: 1 })),
  181: named(
    "Salvage the Fragments",
    will([move("t0", "stalemate")], [target({ zone: "vessel", controller: "opponent", enteredThisTurn: true })]),
  ),
  182: named(
    "Wheel of Retribution",
    abilities(
      on("yourManifestationEntersSupport", [discard("triggerPlayer", 1)]),
      on("opponentSupports", [discard("triggerPlayer", 1)]),
    ),
  ),
  183: named(
    "Pin Down",
    will([move({ each: inCZ("any") }, "stalemate"), { op: "flag", flag: "noSupport" }], undefined, {
      timing: "reactionOnly",
    }),
  ),
  184: named("Deviate", will([destroy("t0")], [target(inCZ("any", { lost: true }))], { timing: "resolutionOnly" })),
  185: named(
    "Invert Emotions",
    will([{ op: "swapControl", a: "t0", b: "t1" }], [target(inInterzone("opponent")), target(inInterzone("you"))]),
  ),
  186: named(
    "Hot Potato",
    abilities(
      on("enterField", [counters(self, "Burn"), { op: "giveControl", to: self, who: "t0" }], {
        targets: [targetPlayer()],
      }),
      activated(
        { tributePerCounter: { counter: "Burn", temperament: "hollow" } },
        [counters(self, "Burn"), { op: "giveControl", to: self, who: "t0" }],
        [targetPlayer()],
      ),
      on("endTurn", [points(-40), destroy(self)]),
    ),
  ),
  187: named(
    "Manipulate Intellect",
    will(
      [move("t0", "yourVessel")],
      // "of which you are not the owner": a 2v2 teammate's card too (ownership is never shared).
      [target({ zone: "interzone", controller: "opponent", owner: "other", enteredThisTurn: true })],
    ),
  ),
  188: named(
    "Atavic Volatility",
    {
      ...abilities(
        on({ on: "youPlayCard", temperament: "capricious" }, [counters(self, "Coil")]),
        activated({ removeCounters: { counter: "Coil", n: 5 } }, [
          choose(inCZ("you"), 1, [move("chosen", "stalemate")]),
          { op: "custom", name: "eachOpponentStalemates" },
        ]),
        on("startTurn", [loseEffects("t0")], {
          cond: { countersAtLeast: "Coil", n: 10 },
          targets: [target(onField("any"))],
          optionalTargets: true,
        }),
      ),
      timing: "alsoBeforeRevelation",
    },
    {
      /** Atavic Volatility: "Each player puts into stalemate a manifestation they control in the Confrontation Zone" —
       * after the controller, every other player clockwise (a 2v2 teammate too: "each player") chooses one of
       * theirs. */
      eachOpponentStalemates(ctx, r, k) {
        const { s } = ctx;
        const you = r.item.controller;
        // "Each player": every other seat, a 2v2 teammate too, clockwise from the controller.
        const seats = clockwiseFrom(s, you).slice(1);
        for (; r.count < seats.length; r.count++) {
          const p = seats[r.count]!;
          const pool = select(s, p, k.sourceOf(r.item), inCZ("you")).filter((id) => !isProtectedFrom(s, id, you));
          if (pool.length === 0) continue;
          const a = k.ask(ctx, r, p, "choose", pool, 1, 1, "choose");
          if (!a) return "wait";
          const id = a[0]!;
          if (!cardOf(s, id).mods.some((m) => m.kind === "keyword" && m.keyword === "noZoneChange"))
            moveCard(ctx, id, "stalemate");
        }
        r.count = 0;
        return "done";
      },
    },
  ),
  191: named("Tigrolione", abilities(on("loses", [move(self, "winnerInterzone")]))),
  192: named("Shimmering Seaguide", { tributeAs: ["vitreous"] }),
  193: named(
    "Twin-headed Druid",
    abilities(
      passive({ kind: "keyword", to: "self", keyword: "support", where: "hand", cond: { lostPreviousTurn: true } }),
      passive({ kind: "keyword", to: "self", keyword: "support", cond: { lostPreviousTurn: true } }),
    ),
  ),
  194: named("Blunt Leaf", { tributeAs: ["phlegmatic"] }),
  // 196 Perfidious Baranchio ("you can choose a target …": chosen on resolution, Protected cards excluded)
  196: named(
    "Perfidious Baranchio",
    abilities(
      on(enterCZ, [
        choose(
          inInterzone("opponent"),
          1,
          [
            {
              op: "may",
              who: "controllerOfChosen",
              then: [{ op: "support", to: "chosen", chain: true }],
              else: [chain(["hand"], { optional: true })],
            },
          ],
          0,
        ),
      ]),
    ),
  ),
  197: named("Wandering Veteran", {
    ...abilities(
      on({ on: "startTurn", where: "limbo" }, [keyword(self, "supportFromLimbo")]),
      on({ on: "wins", asSupport: true }, [move(self, "exile")]),
    ),
    limboSupportAs: "hollow",
  }),
  198: named(
    "Skapus, the Vile",
    abilities(
      passive({ kind: "power", to: "self", amount: 2, cond: { controls: inCZ("you", { first: false }), max: 1 } }),
    ),
  ),
  // 200 Glabron, the Oppressing (in hand or in the Interzone: a manifestation of your Interzone into stalemate, Support
  // until the end of the turn)
  200: named(
    "Glabron, the Oppressing",
    abilities(
      activated({ stalemateFromInterzone: 1, where: "hand" }, [keyword(self, "support")]),
      activated({ stalemateFromInterzone: 1, where: "interzone" }, [keyword(self, "support")]),
    ),
  ),
  201: named("Bullyboo", abilities(on("wins", [{ op: "custom", name: "bullyboo" }], { targets: [targetPlayer()] })), {
    /**
     * Bullyboo: you may reveal a will from your hand (one whose targets exist); the target opponent
     * must pay its tribute if they can, and then you play it without paying; if they cannot, they
     * reveal their hand and lose 10 points and the will is discarded unresolved.
     */
    bullyboo(ctx, r, k) {
      const { s } = ctx;
      const you = r.item.controller;
      const payer = targetSeat(r, firstOpponent(s, you));
      const specsOf = (id: string) => (defOf(s, id).automation === "manual" ? [] : (defOf(s, id).script.targets ?? []));
      // r.count 0: which will; 1: the opponent pays; 2…: its targets (r.chosen = [will, ...targets]).
      if (r.count === 0) {
        const pool = handCards(s, you).filter(
          (id) => !isManifestation(s, id) && specsOf(id).every((spec) => legalTargets(s, you, id, spec).length > 0),
        );
        const first = k.pickFirst(ctx, r, you, pool, "reveal a will");
        if (typeof first === "string") return first;
        cardW(s, first.picked).shown = true;
        ctx.ev.push({ type: "shown", player: you, cards: [first.picked], defs: [cardOf(s, first.picked).def] });
      }
      const will = r.chosen[0]!;
      if (r.count === 1) {
        const cost = willCost(s, you, defOf(s, will));
        const options = k.paymentOptions(s, payer, cost);
        if (options.length === 0) {
          const hand = handCards(s, payer);
          for (const id of hand) cardW(s, id).shown = true;
          ctx.ev.push({ type: "shown", player: payer, cards: [...hand], defs: hand.map((id) => cardOf(s, id).def) });
          k.addPoints(ctx, payer, -10);
          r.count = 0;
          if (cardOf(s, will).zone === "hand") k.discardCards(ctx, you, [will]);
          return "done";
        }
        const a = k.ask(ctx, r, payer, "choose", options, 1, 1, "pay for the revealed will");
        if (!a) return "wait";
        k.doTribute(ctx, payer, cost, a[0] === "essence" ? [] : a[0]!.split("+"));
        r.count = 2;
      }
      const step = k.willTargets(ctx, r, will, 2);
      if (step !== "ready") return step;
      if (cardOf(s, will).zone !== "hand") return "done";
      moveCard(ctx, will, "stack");
      announceWill(ctx, you, will, r.chosen.slice(1), [], 0, true);
      return "done";
    },
  }),
  // 202 Fintus, the Spectacular ("the next manifestation … under an opponent's control": one, whichever opponent's —
  // not one per opponent at a Free-for-All table or against a 2v2 team)
  202: named(
    "Fintus, the Spectacular",
    abilities(on(enterCZ, [{ op: "flag", flag: "destroyNextOpposing", who: "you" }])),
  ),
  203: named("Thornmaster", abilities(activated({ losePoints: 5, maxUses: 5 }, [power(self, 1, "permanent")]))),
  204: named(
    "Pimbo",
    abilities(activated({ where: "interzone", sacrifice: true }, [power({ each: onField("any") }, -1)])),
  ),
  205: named("Piercing Lover", abilities(passive({ kind: "endInOpposingVessel", per: -5, basePowerMax: 2 }))),
  206: named("Gorb, the Musclebound", abilities(on("enterField", [{ op: "flag", flag: "noSupport", who: "you" }]))),
  // 207 Lucerco the Reckless ("controlled by the opponent who controls the most": one opponent's count, the highest —
  // in 2v2 the opposing team's, "Controllo delle Carte")
  207: named(
    "Lucerco the Reckless",
    abilities(
      passive({
        kind: "power",
        to: "self",
        amount: { count: inCZ("opponent"), mostOfOneSide: true },
        where: "confrontation",
      }),
    ),
  ),
  208: named(
    "Numbi, the Irritating",
    abilities(
      on(
        { on: "afterRevelation", where: "interzone" },
        [
          may(
            chain(["hand"], { who: "t0" }),
            when({ chosenCount: 1 }, [power("yourFirst", 2)], [{ op: "revealHand", who: "t0" }]),
          ),
        ],
        { targets: [targetPlayer()] },
      ),
    ),
  ),
  209: named(
    "Tardigramo",
    abilities(on("wins", [{ op: "custom", name: "exileRandomInVessel" }], { targets: [targetPlayer()] })),
    {
      /** Tardigramo: the target opponent exiles a random manifestation in their vessel. */
      exileRandomInVessel(ctx, r) {
        return randomFrom(ctx, r, "vessel", (id) => moveCard(ctx, id, "exile"));
      },
    },
  ),
  210: named("Borombo, the Mad", abilities(on("loses", [destroy("t0")], { targets: [target(inCZ("opponent"))] }))),
  211: named(
    "Quorum, the Untouchable",
    abilities(
      on("enterField", [
        choose(inHand("you", { type: "will" }), 7, [{ op: "discardChosen" }, power(self, { chosen: true, per: 3 })], 0),
      ]),
    ),
  ),
  212: named(
    "Rude Exterminator",
    abilities(on("wins", [{ op: "custom", name: "destroyRandomInInterzone" }], { targets: [targetPlayer()] })),
    {
      /** Rude Exterminator: the target opponent destroys a random manifestation in their Interzone. */
      destroyRandomInInterzone(ctx, r, k) {
        return randomFrom(ctx, r, "interzone", (id) => k.destroyCard(ctx, id));
      },
    },
  ),
  213: named(
    "Vengeful Vilupera",
    abilities(
      passive({
        kind: "power",
        to: "self",
        amount: count({ zone: "vessel", controller: "any", owner: "you" }),
        where: "confrontation",
      }),
    ),
  ),
  214: named(
    "Bell, Ardent Fanatic",
    abilities(
      passive({
        kind: "power",
        to: inCZ("you"),
        amount: 2,
        where: "interzone",
        cond: { controls: inCZ("you"), max: 1 },
      }),
    ),
  ),
  215: named(
    "Grudge Weaver",
    abilities(
      on({ on: "youLose", where: "interzone" }, [counters(self, "Grudge")]),
      activated({ removeCounters: { counter: "Grudge", n: 2 } }, [keyword(self, "support")]),
    ),
  ),
  216: named("Solar Apparition", {
    tributeFrom: ["interzone"],
    ...abilities(passive({ kind: "tributeBoostsReduction", n: 2 })),
  }),
  217: named(
    "Bolbakazim, the Cursed",
    abilities(activated({ exhaust: true, tribute: { hollow: 2 } }, [minus("t0", 2)], [target(onField("any"))])),
  ),
  218: named("Friendly Presence", abilities(on(enterCZ, [minus({ each: inCZ("opponent") }, 2)]))),
  220: named(
    "Gornagor, the Magnificent",
    abilities(activated({ tribute: { hollow: 3 }, where: "confrontation" }, [keyword(self, "persist")])),
  ),
  221: named("Imgurd, Flame Craver", abilities(on("manifestationLosesPower", [points(5)]))),
  222: named("Jija, Matron Bomb", {
    shuffleWhenBottomed: true,
    ...abilities(
      on(
        enterCZ,
        [
          {
            op: "token",
            power: 1,
            temperament: "hollow",
            n: count({ zone: "interzone", controller: "any", ofTarget: true }),
            where: "support",
            bySource: true,
          },
        ],
        { targets: [targetPlayer("any")] },
      ),
      activated(
        { where: "confrontation", sacrificeToken: true, losePoints: 5 },
        [minus("t0", 2, "permanent")],
        [target(onField("any"))],
      ),
    ),
  }),
  224: named("Nullify Reason", will([{ op: "flag", flag: "exileInstead", who: "t0" }], [targetPlayer("any")])),
  225: named("Incinerate", will([destroy({ each: inCZ("any", { enteredSupportThisTurn: true }) })])),
  226: named("Corrode", will([minus({ each: inCZ("any") }, 1)])),
  227: named(
    "Damage",
    will(
      [{ op: "distribute", among: ["t0", "t1", "t2"], amount: 3, sign: -1, until: "permanent" }],
      [0, 1, 2].map(() => target(inInterzone("opponent"))),
      // "… in the Interzone of an opponent": one opponent's (engine README, targetsOneHolder).
      { optionalTargets: true, targetsOneHolder: true },
    ),
  ),
  228: named("Oppress", will([minus("t0", 3)], [target(onField("any"))])),
  229: named(
    "Incite to Sacrifice",
    will(
      [power("t0", 6, "permanent"), { op: "memory", to: "t0", memory: { on: "wins", dest: "exile" } }],
      [target(inCZ("any"))],
      { timing: "reactionOnly" },
    ),
  ),
  230: named(
    "Repress the Self",
    will([points({ pointsOf: "t0" }), destroy("t0")], [target(inCZ("you", { won: true }))], {
      timing: "resolutionOnly",
    }),
  ),
  231: named("Honor and Respect", abilities(on("youWin", [points(10)], { cond: { controls: inCZ("you"), max: 1 } }))),
  233: named("Life Sustainer", abilities(passive({ kind: "zeroLosesEffects" }))),
  234: named(
    "Wretched Arena",
    abilities(activated({ tribute: { hollow: 3 }, beforeRevelation: true }, [{ op: "flag", flag: "noPlaySupport" }])),
  ),
  235: named("Atavic Fury", {
    ...abilities(
      on({ on: "youPlayCard", temperament: "choleric" }, [counters(self, "Violence")]),
      activated(
        { removeCounters: { counter: "Violence", n: 5 } },
        [minus("t0", 2, "permanent")],
        [target(onField("any"))],
      ),
      on("youWin", [points(10)], { cond: { countersAtLeast: "Violence", n: 10 } }),
    ),
    timing: "alsoBeforeRevelation",
  }),
  236: named(
    "Soul-devouring Dunes",
    abilities(on("startTurn", [{ op: "custom", name: "eachChoosesDiscardOrPoints" }])),
    {
      /** Soul-devouring Dunes: "each player chooses one of these effects" — clockwise from the controller, each
       * discards three cards from the bottom of their deck or loses 10 points. */
      eachChoosesDiscardOrPoints(ctx, r, k) {
        const seats = clockwiseFrom(ctx.s, r.item.controller);
        for (; r.count < seats.length; r.count++) {
          const p = seats[r.count]!;
          const a = k.ask(ctx, r, p, "choose", ["discard3FromBottom", "lose10Points"], 1, 1, "mode");
          if (!a) return "wait";
          const deck = ctx.s.players[p]!.deck;
          if (a[0] === "lose10Points") k.addPoints(ctx, p, -10);
          else k.discardCards(ctx, p, deck.slice(Math.max(0, deck.length - 3)));
        }
        r.count = 0;
        return "done";
      },
    },
  ),
  238: named(
    "Everspring",
    abilities(on("youLose", [counters(self, "Tear")]), {
      kind: "activated",
      cost: { removeCounters: { counter: "Tear", n: 3 } },
      targets: [0, 1, 2].map(() => target({ zone: "vessel", controller: "opponent" })),
      optionalTargets: true,
      targetsPointsMax: 60,
      // "… in the Empathic Vessel of an opponent": one opponent's (engine README, targetsOneHolder).
      targetsOneHolder: true,
      ops: [move("t0", "exile"), move("t1", "exile"), move("t2", "exile")],
    }),
  ),
  239: named(
    "Obelisk of Friendship",
    abilities(on("afterRevelation", [{ op: "custom", name: "obeliskGift" }], { targets: [targetPlayer()] })),
    {
      /**
       * Obelisk of Friendship: you may pick a manifestation in your hand to gift (privately); then the
       * opponent must pick one too if they can; each enters the other's vessel; the First
       * Manifestation of whoever gifted the higher base power gets +3 until the end of the turn.
       */
      obeliskGift(ctx, r, k) {
        const { s } = ctx;
        const you = r.item.controller;
        // "To gift to a target opponent and, if you do, that player must do the same": the declared target.
        const opp = targetSeat(r, firstOpponent(s, you));
        const handOf = (p: number) => handCards(s, p).filter((id) => isManifestation(s, id));
        if (r.count === 0) {
          const first = k.pickFirst(ctx, r, you, handOf(you), "gift");
          if (typeof first === "string") return first;
        }
        const theirs = handOf(opp);
        let gift: string | undefined;
        if (theirs.length > 0) {
          const a = k.ask(ctx, r, opp, "choose", theirs, 1, 1, "gift");
          if (!a) return "wait";
          gift = a[0];
        }
        const mine = r.chosen[0]!;
        r.count = 0;
        const gifts: [string, number][] = gift
          ? [
              [mine, opp],
              [gift, you],
            ]
          : [[mine, opp]];
        for (const [id, to] of gifts) {
          moveCard(ctx, id, "vessel", { player: to });
          if (s.cards[id]?.zone !== "vessel") continue;
          const giver = to === opp ? you : opp;
          emit(ctx, "enterOpposingVessel", { card: id, player: giver });
          emitMany(ctx, "yourCardEntersOpposingVessel", { card: id, player: giver });
        }
        const mp = basePowerOf(s, mine);
        const gp = gift ? basePowerOf(s, gift) : -Infinity;
        const best = mp > gp ? you : gp > mp ? opp : null;
        if (best !== null) {
          for (const id of sideStateOf(s, best).confrontation.filter((x) => cardOf(s, x).enteredAs === "first")) {
            k.addMod(ctx, id, { kind: "power", amount: 3, until: "turn" });
            ctx.ev.push({ type: "power", card: id, power: powerOf(s, id) });
          }
        }
        return "done";
      },
    },
  ),
  240: named(
    "Conflux of Catastrophe",
    abilities(
      on("playerDiscards", [minus("t0", 1, "permanent")], { targets: [target(onField("opponent"))] }),
      on("opponentManifestationDestroyed", [points(5)]),
    ),
  ),
  241: named(
    "Alchemical Press",
    abilities(
      on("enterField", [counters(self, "Formula", 5)]),
      passive({ kind: "tributeSource", from: "limbo", players: "you", exile: true, counter: "Formula" }),
      on("youPlayWill", [may(choose(inHand("you", { type: "card" }), 1, [{ op: "discardChosen" }, draw(1)]))]),
    ),
  ),
  242: named(
    "Melancholic Mirror",
    abilities(
      on(
        "yourManifestationUsedAsTribute",
        [when({ selfReady: true }, [may({ op: "exhaust", to: self }, { op: "custom", name: "tokenCopy" })])],
        { cond: { selfReady: true } },
      ),
    ),
    { tokenCopy },
  ),
  243: named(
    "Greed Trap",
    abilities(
      passive({ kind: "zeroToYourVessel" }),
      on(
        "opponentPlaysWill",
        [
          {
            op: "roll",
            sides: 6,
            branches: [
              { min: 3, max: 4, then: [minus("t0", 1, "permanent")] },
              { min: 5, max: 6, then: [minus("t0", 2, "permanent")] },
            ],
          },
        ],
        // "Controlled by that opponent": the one who played the will.
        { targets: [target(inCZ("opponent", { ofTriggerPlayer: true }))], optionalTargets: true },
      ),
    ),
  ),
  244: named(
    "Extortionist Womb",
    abilities(
      on(
        "afterRevelation",
        [
          {
            op: "mode",
            who: "t0",
            modes: [
              {
                label: "showHand",
                then: [
                  { op: "lookHand", who: "t0" },
                  choose(inHand("any", { ofTarget: true }), 1, [{ op: "support", to: "chosen", chain: true }]),
                  when({ chosenCount: 1 }, [], [womb]),
                ],
              },
              { label: "keepHidden", then: [womb] },
            ],
          },
        ],
        { targets: [targetPlayer()] },
      ),
    ),
  ),
  245: named(
    "Watchtower",
    abilities(
      on("youPlayWill", [minus("t0", 1, "permanent")], { targets: [target(onField("opponent"))] }),
      on("opponentManifestationDestroyed", [{ op: "essence", temperament: "transcendent", n: 1 }]),
    ),
  ),
  246: named(
    "Brabataba, the Unambitious",
    abilities(passive({ kind: "tributeSource", from: "vessel", players: "you", as: "transcendent", exile: true })),
  ),
  247: named(
    "Ononok, Chaotic Scatterer",
    abilities(
      on("enterInterzone", [
        move(self, "exile"),
        move({ each: { zone: ["limbo", "interzone"], controller: "any", type: "card" } }, "deckBottom"),
        { op: "shuffleDeck", who: "each" },
      ]),
    ),
  ),
  250: named(
    "Qu Lom, Haphazard Martyr",
    abilities(
      on(
        { on: "endTurn", where: "limbo" },
        [
          {
            op: "roll",
            sides: 6,
            branches: [1, 2, 3, 4, 5, 6].map((n) => ({
              min: n,
              max: n,
              then: [move(self, n % 2 === 0 ? "ownerHand" : "exile")],
            })),
          },
        ],
        { cond: { tributedThisTurn: true } },
      ),
    ),
  ),
  251: named(
    "Buddhan the Transcended",
    abilities(
      on("enterField", [counters(self, "Quiet", 3)]),
      ...(["manifestationLosesPower", "playerDiscards", "playerLosesPoints"] as const).map((event) =>
        on(event, quiet, { cond: { countersAtLeast: "Quiet", n: 1 } }),
      ),
      on("startTurn", [{ op: "custom", name: "exileRandomInEachVessel" }], { cond: { noCounters: "Quiet" } }),
    ),
    {
      /** Buddhan the Transcended: each player exiles a random manifestation from their Empathic Vessel (the controller
       * first). */
      exileRandomInEachVessel(ctx, r) {
        const you = r.item.controller;
        for (const p of clockwiseFrom(ctx.s, you)) {
          const vessel = ctx.s.players[p]!.vessel;
          if (vessel.length === 0) continue;
          const [i, rng] = randomInt(ctx.s.rng, vessel.length);
          ctx.s.rng = rng;
          moveCard(ctx, vessel[i]!, "exile");
        }
        return "done";
      },
    },
  ),
  252: named(
    "Zum, the Manifold",
    abilities(
      zumAbility({ choleric: 1 }, [minus("t0", 1)], [target(onField("any"))]),
      zumAbility({ capricious: 1 }, [loseEffects("t0")], [target(onField("any"))]),
      zumAbility({ phlegmatic: 1 }, [power("t0", 1)], [target(onField("any"))]),
      zumAbility({ vitreous: 1 }, [draw(1, "t0")], [targetPlayer("any")]),
      zumAbility({ melancholic: 1 }, [{ op: "discard", who: "t0", n: 1, from: "deckTop" }], [targetPlayer("any")]),
    ),
  ),
  253: named(
    "Zizek, the Immolated",
    abilities(
      passive({
        kind: "noConfrontation",
        unless: { controls: { zone: "limbo", controller: "you", type: "will" }, min: 6 },
      }),
      passive({ kind: "keepExcessWhenTribute" }),
    ),
  ),
  254: named(
    "Gorte, Timeless",
    abilities(passive({ kind: "revealOpponentHands" }), {
      kind: "activated",
      byOpponent: true,
      cost: { tribute: { hollow: 4 } },
      ops: [loseEffects(self, "permanent")],
    }),
  ),
  255: named("Orator of the Absurd", abilities(passive({ kind: "tributeSource", from: "field", players: "all" }))),
  256: named("Pluff", abilities(on("enterField", [{ op: "discard", who: "you", n: 1, from: "deckTop" }]))),
  257: named("Rocky Heartcrystal", { tributeAs: ["transcendent"] }),
  260: named(
    "Plinius, Risk-taker",
    abilities(
      on(enterCZ, [
        {
          op: "roll",
          sides: 6,
          branches: [
            { min: 2, max: 2, then: [power(self, 4, "permanent")] },
            { min: 4, max: 4, then: [power(self, 4, "permanent")] },
            { min: 6, max: 6, then: [power(self, 4, "permanent")] },
            { min: 1, max: 1, then: [minus(self, 4, "permanent")] },
            { min: 3, max: 3, then: [minus(self, 4, "permanent")] },
            { min: 5, max: 5, then: [minus(self, 4, "permanent")] },
          ],
        },
      ]),
    ),
  ),
  262: named("Worn Old Shape", abilities(on("enterSupportFromInterzone", [minus(self, 1, "permanent")]))),
  263: named("Hogma, the Petty", abilities(on(enterCZ, [loseEffects({ each: inCZ("you") })]))),
  265: named(
    "Buddhan the Dark",
    abilities(
      on(enterCZ, [
        {
          op: "roll",
          sides: 6,
          branches: [1, 2, 3, 4, 5, 6].map((n) => ({
            min: n,
            max: n,
            then: [
              { op: "discard", who: "you", n, from: "deckTop" },
              power(self, { chosen: true }, "permanent"),
              counters(self, "Discarded", { chosen: true }),
            ],
          })),
        },
      ]),
      on("wins", [{ op: "discard", who: "eachOpponent", n: { counters: "Discarded" }, from: "deckTop" }]),
    ),
  ),
  266: named("Strengthen", will([power("t0", 3)], [target(onField("any"))])),
  267: named("Ponder", will([draw(3)])),
  268: named("Essence Forager", abilities(on("startTurn", [{ op: "essence", temperament: "transcendent", n: 1 }]))),
  269: named("Reveal the Hidden", will([choose(inHand("you"), 1, [move("chosen", "interzone")])])),
  270: named("Recover from the Abyss", will([move("t0", "hand")], [target(inLimbo("you", { type: "card" }))])),
  271: named(
    "Nullify",
    will([unlessPays("ownerOfT0", [loseEffects("t0", "permanent")])], [target(onField("any", { type: "card" }))]),
  ),
  272: named("Weaken", will([minus("t0", 1)], [target(onField("any"))])),
  273: named("Deny Fate", will([{ op: "custom", name: "redrawSeven" }], undefined, { timing: "beforeRevelation" }), {
    /** Deny Fate: the controller shuffles their hand into the deck and draws 7. */
    redrawSeven(ctx, r, k) {
      const p = r.item.controller;
      const pl = ctx.s.players[p]!;
      // The secret First Manifestation, set apart from the hand (§4.2.2 Rivelazione 1), stays for the Revelation.
      for (const id of [...handCards(ctx.s, p)]) moveCard(ctx, id, "deck");
      const [deck, rng] = shuffle(pl.deck, ctx.s.rng);
      pl.deck = deck;
      ctx.s.rng = rng;
      k.drawCards(ctx, p, 7);
      return "done";
    },
  }),
  274: named(
    "Mutate Uncontrollably",
    will(
      [
        {
          op: "roll",
          sides: 6,
          branches: [
            { min: 1, max: 2, then: [destroy("t0")] },
            { min: 3, max: 3, then: [{ op: "temperament", to: "t0", temperament: "hollow", until: "permanent" }] },
            { min: 4, max: 5, then: [power("t0", 2, "permanent")] },
            { min: 6, max: 6, then: [power("t0", 3, "permanent")] },
          ],
        },
      ],
      [target(onField("any"))],
    ),
  ),
  275: named("Accentuate", will([power("t0", 1)], [target(onField("any"))])),
  276: named("Deny", will([unlessPays("ownerOfT0", [{ op: "neutralize" }])], [targetStack("card")])),
  277: named(
    "Recall",
    will([
      when({ lostThisTurn: true }, [
        choose({ zone: "deck", controller: "you", type: "card" }, 1, [
          { op: "show", to: "chosen" },
          move("chosen", "hand"),
        ]),
        { op: "shuffleDeck" },
      ]),
    ]),
  ),
  278: named("Help!", will([points(-10), chain(["hand"], { memory: { on: "wins", dest: "exile" } })])),
  279: named(
    "Duel Honorably",
    will([unlessPays("eachOther", [{ op: "flag", flag: "noSupport" }])], undefined, {
      timing: "beforeRevelation",
    }),
  ),
  280: named(
    "Censor",
    will([when({ basePowerAtMostX: "t0" }, [destroy("t0")])], [target(inCZ("any"))], {
      extraCost: { exileFromHand: "manifestation" },
    }),
  ),
  281: named("Pray the Ether", will([when(hasCards(1), [discard("you", 1), draw(2)])])),
  282: named("Exile", will([move("t0", "exile")], [target({ zone: ["field", "limbo"], controller: "any" })])),
  283: named(
    "Destroy",
    will([destroy("t0")], [target({ zone: ["wills", "interzone"], controller: "any", type: "card" })]),
  ),
  284: named(
    "Martyrize",
    will([draw({ x: true }), move(self, "exile")], undefined, {
      extraCost: { exileFromHand: "manifestation" },
    }),
  ),
  285: named(
    "Ignore",
    will([unlessPays("controllerOfT0", [{ op: "neutralize" }])], [{ kind: "stack", type: "effect" }]),
  ),
  286: named(
    "Abandon",
    will(
      [move({ each: { zone: "confrontation", controller: "any", first: false, ofTarget: true } }, "ownerHand", true)],
      [targetPlayer("any")],
    ),
  ),
  // 288 Nullifying Radiance (the chosen temperament is kept as a counter named after it)
  288: named(
    "Nullifying Radiance",
    abilities(
      on("enterField", [
        counters(self, "Flame", 3),
        {
          op: "mode",
          who: "you",
          modes: (["phlegmatic", "choleric", "vitreous", "capricious", "melancholic"] as const).map((t) => ({
            label: t,
            then: [counters(self, t)],
          })),
        },
      ]),
      activated(
        { tribute: { hollow: 2 }, removeCounters: { counter: "Flame", n: 1 } },
        [{ op: "neutralize" }],
        [{ kind: "stack", type: "effect", opponents: true, targetsYours: true, chosenTemperament: true }],
      ),
    ),
  ),
  289: named(
    "Empathic Mask",
    abilities(
      activated(
        { tribute: { hollow: 1 } },
        [{ op: "temperament", to: "t0", temperament: "choice", until: "turn" }],
        [target(onField("any"))],
      ),
    ),
  ),
  290: named("Unreachable Pillar", abilities(passive({ kind: "vesselSanctuary" }))),
  292: named(
    "Humiliate",
    will(
      [
        { op: "temperament", to: "t0", temperament: "hollow", until: "permanent" },
        minus("t0", 1, "permanent"),
        points(-5, "controllerOfT0"),
      ],
      [target(onField("any"))],
    ),
  ),
  293: named("Remove by Chance", will([{ op: "custom", name: "destroyRandomInVessel" }], [targetPlayer("any")]), {
    /** A random manifestation in the target player's vessel is destroyed (Remove by Chance). */
    destroyRandomInVessel(ctx, r, k) {
      const p = targetSeat(r, firstOpponent(ctx.s, r.item.controller));
      const vessel = ctx.s.players[p]!.vessel;
      if (vessel.length === 0) return "done";
      const [i, rng] = randomInt(ctx.s.rng, vessel.length);
      ctx.s.rng = rng;
      k.destroyCard(ctx, vessel[i]!);
      return "done";
    },
  }),
  294: named("Essence Cauldron", abilities(passive({ kind: "keepEssence" }))),
  295: named("Eliminate the Profane", will([destroy("t0")], [target({ zone: "vessel", controller: "any" })])),
  298: named("Will-punishing Cannon", abilities(on("playerPlaysWill", [points(-5, "triggerPlayer")]))),
  299: named("Protect", will([keyword({ each: onField("you", { type: "card" }) }, "protected")])),
  300: named(
    "Volcano",
    abilities(
      activated({ tribute: { hollow: 4 } }, [
        move({ each: onField("any", { type: "will" }) }, "exile"),
        move({ each: inInterzone("any") }, "exile"),
      ]),
    ),
  ),
};
