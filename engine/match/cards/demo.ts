// Ability scripts for the bundled demo set (data/demo-set/bazaar-demo.json), keyed by card id.
// Keywords the text states plainly (Support, Support from hand, Cannot be played as First
// Manifestation, Persist, cannot be used as tribute) are read from the text by the loader, so
// keyword-only and vanilla cards need no entry. Cards left out run on the manual fallback.
import type { CardScript } from "./schema";
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

const enterCZ = "enterConfrontation" as const;
const youThereOther = target(inCZ("you", { other: true }));
const youThere = target(inCZ("you"));
const oppThere = target(inCZ("opponent"));
const anyThere = target(inCZ("any"));
const hasCards = (n: number) => ({ controls: inHand("you", { type: "card" }), min: n });
const self = "self" as const;

export const DEMO_SCRIPTS: Record<string, CardScript> = {
  // ——— phlegmatic ———
  "bzd-001": abilities(on(enterCZ, [power("t0", 1)], { targets: [youThereOther] })),
  "bzd-003": abilities(on(enterCZ, [when({ controls: inCZ("you", { other: true }), min: 2 }, [draw(1)])])),
  "bzd-006": abilities(on(enterCZ, [keyword("t0", "protected")], { targets: [youThere] })),
  "bzd-007": abilities(activated({ exhaust: true, where: "interzone" }, [power("t0", 1)], [youThere])),
  "bzd-008": abilities(
    passive({ kind: "power", to: "self", amount: 2, cond: { controls: inCZ("you", { other: true }), min: 3 } }),
  ),
  "bzd-009": abilities(on({ on: "stalemated", where: "anywhere" }, [draw(1)])),
  "bzd-010": abilities(
    on("enterField", [counters(self, "Sap")]),
    on({ on: "startTurn", where: "interzone" }, [counters(self, "Sap")]),
    activated({ removeCounters: { counter: "Sap", n: 3 } }, [power("t0", 3)], [youThere]),
  ),
  "bzd-012": abilities(on("wins", [draw(1)])),
  "bzd-013": abilities(passive({ kind: "keyword", to: "self", keyword: "protected", where: "confrontation" })),
  "bzd-014": abilities(on(enterCZ, [power("t0", 2)], { targets: [youThereOther] })),
  "bzd-016": abilities(on(enterCZ, [draw(1, "eachOpponent")])),
  "bzd-017": abilities(on(enterCZ, [chain(["hand"], { sel: { basePowerMax: 2 }, optional: true })])),
  "bzd-019": abilities(on("loses", [choose(inCZ("you", { other: true }), 1, [move("chosen", "deckBottom")])])),
  "bzd-021": abilities(passive({ kind: "power", to: inCZ("you", { other: true }), amount: 1, where: "confrontation" })),
  "bzd-022": abilities(on("loses", [draw(2)])),
  "bzd-023": abilities(
    on("enterField", [counters(self, "Ring", count(onField("you", { other: true })))]),
    passive({ kind: "power", to: "self", amount: { counters: "Ring" } }),
  ),
  // ——— choleric ———
  "bzd-027": abilities(on(enterCZ, [discard("you", 1)])),
  "bzd-028": abilities(on(enterCZ, [power("t0", 2)], { targets: [youThere] })),
  "bzd-031": abilities(on("loses", [discard("winner", 1)])),
  "bzd-032": abilities(on(enterCZ, [minus("t0", 1)], { targets: [oppThere] })),
  "bzd-033": abilities(on({ on: "endTurn", where: "interzone" }, [move(self, "deckBottom")])),
  "bzd-034": abilities(activated({ tribute: { choleric: 2 } }, [power(self, 2)])),
  "bzd-036": abilities(on(enterCZ, [destroy("t0")], { targets: [target(inCZ("opponent", { basePowerMax: 2 }))] })),
  "bzd-037": abilities(on(enterCZ, [power({ each: inCZ("you", { other: true }) }, 1)])),
  "bzd-038": abilities(on("revealedFirst", [when({ opposingFirstBasePower: "lower" }, [draw(1)])])),
  "bzd-039": abilities(
    on({ on: "youLose", where: "interzone" }, [counters(self, "Grudge")]),
    activated({ removeCounters: { counter: "Grudge", n: 1, any: true } }, [power(self, { x: true, per: 2 })]),
  ),
  "bzd-041": abilities(on(enterCZ, [minus("t0", 2)], { targets: [oppThere] }), on("loses", [move(self, "exile")])),
  "bzd-043": abilities(on("wins", [discard("eachOpponent", 1)])),
  "bzd-044": abilities(
    activated({ exhaust: true, where: "confrontation" }, [power(self, 2), keyword(self, "noInterzone")]),
  ),
  "bzd-046": abilities(on("loses", [may(when(hasCards(2), [discard("you", 2), move(self, "hand")]))])),
  "bzd-048": abilities(on("wins", [power(self, 1, "permanent")])),
  "bzd-050": abilities(on(enterCZ, [discard("you", 2)])),
  // ——— vitreous ———
  "bzd-051": abilities(on(enterCZ, [{ op: "look", n: 1, rest: "topOrBottom" }])),
  "bzd-053": abilities(on(enterCZ, [draw(1)])),
  "bzd-054": abilities(
    on(enterCZ, [draw(1), choose(inHand("you", { type: "card" }), 1, [move("chosen", "deckBottom")])]),
  ),
  "bzd-056": abilities(on("revealedFirst", [{ op: "lookHand", who: "opponent" }])),
  "bzd-057": abilities(
    activated({ tribute: { vitreous: 1 } }, [minus("t0", 1)], [target(inCZ("any", { enteredSupportThisTurn: true }))]),
  ),
  "bzd-060": abilities(
    on(enterCZ, [move("t0", "deckTop")], {
      targets: [target(inCZ("opponent", { basePowerMax: 2, enteredSupportThisTurn: true }))],
    }),
  ),
  "bzd-061": abilities(on("wins", [draw(1)])),
  "bzd-062": abilities(
    on("enterField", [counters(self, "Insight", 2)]),
    activated({ removeCounters: { counter: "Insight", n: 1 } }, [{ op: "look", n: 2, toHand: 1, rest: "bottom" }]),
  ),
  "bzd-064": abilities(on(enterCZ, [{ op: "revealHand", who: "eachOpponent" }])),
  "bzd-065": abilities(
    on(enterCZ, [{ op: "setPower", to: self, amount: { basePowerOf: "t0" }, until: "turn" }], {
      targets: [target(inCZ("any", { other: true }))],
    }),
  ),
  "bzd-068": abilities(on("revealedFirst", [when({ opposingFirstBasePower: "higher" }, [draw(2)])])),
  "bzd-069": abilities(
    activated(
      { exhaust: true, where: "interzone" },
      [move("t0", "deckTop")],
      [target(inCZ("any", { first: false, basePowerMax: 3 }))],
    ),
  ),
  "bzd-070": abilities(on(enterCZ, [draw(1)])),
  "bzd-071": abilities(on("wins", [move("t0", "deckTop")], { targets: [target(inInterzone("opponent"))] })),
  "bzd-072": abilities(passive({ kind: "keyword", to: "self", keyword: "protected", where: "confrontation" })),
  "bzd-073": abilities(
    on(enterCZ, [{ op: "setPower", to: self, amount: { powerOf: "highestOpposing", plus: 1 }, until: "turn" }]),
  ),
  // ——— capricious ———
  "bzd-075": abilities(on(enterCZ, [minus("t0", 1)], { targets: [oppThere] })),
  "bzd-077": abilities(on(enterCZ, [{ op: "look", who: "opponent", n: 1, rest: "limbo" }])),
  "bzd-080": abilities(
    on(enterCZ, [{ op: "setPower", to: self, amount: { powerOf: "t0" }, until: "turn" }], { targets: [oppThere] }),
  ),
  "bzd-081": abilities(on(enterCZ, [choose(inCZ("you", { other: true }), 1, [move("chosen", "hand")], 0)])),
  "bzd-082": abilities(on("revealedFirst", [when({ opposingFirstBasePower: "higher" }, [power(self, 2)])])),
  "bzd-085": abilities(on("loses", [move(self, "hand"), points(10, "winner")])),
  "bzd-086": abilities(on(enterCZ, [minus("highestOpposing", 3)])),
  "bzd-087": abilities(
    activated(
      { tribute: { capricious: 2 } },
      [{ op: "swapPower", a: "t0", b: "t1", until: "turn" }],
      [anyThere, anyThere],
    ),
  ),
  "bzd-089": abilities(on("wins", [discard("eachOpponent", 1), draw(1)])),
  "bzd-091": abilities(
    on(enterCZ, [counters(self, "Mask")]),
    activated({ removeCounters: { counter: "Mask", n: 2 } }, [loseEffects("t0")], [oppThere]),
  ),
  "bzd-092": abilities(on(enterCZ, [draw(1, "opponent")])),
  "bzd-093": abilities(on(enterCZ, [loseEffects("lastOpposing")])),
  "bzd-094": abilities(
    on("revealedFirst", [
      draw(1),
      { op: "show", to: "chosen" },
      when({ chosenIsManifestation: true }, [power(self, 2)]),
    ]),
  ),
  "bzd-095": abilities(on(enterCZ, [{ op: "swapPower", a: self, b: "t0", until: "turn" }], { targets: [oppThere] })),
  "bzd-096": abilities(on("wins", [move("t0", "yourVessel")], { targets: [target(inInterzone("opponent"))] })),
  "bzd-099": abilities(on(enterCZ, [{ op: "roll", sides: 2, branches: [{ min: 1, max: 1, then: [minus(self, 4)] }] }])),
  // ——— melancholic ———
  "bzd-100": abilities(on("loses", [choose(inLimbo("you"), 1, [move("chosen", "hand")])])),
  "bzd-102": abilities(on(enterCZ, [discard("eachOpponent", 1)])),
  "bzd-105": abilities(on(enterCZ, [minus("t0", 1)], { targets: [oppThere] })),
  "bzd-106": abilities(
    on({ on: "opponentDiscards", where: "interzone" }, [counters(self, "Tear")]),
    activated({ removeCounters: { counter: "Tear", n: 2 } }, [minus("t0", 2)], [anyThere]),
  ),
  "bzd-107": abilities(on("wins", [choose(inLimbo("you"), 1, [move("chosen", "hand")])])),
  "bzd-108": abilities(
    passive({ kind: "power", to: "self", amount: 1, where: "confrontation", cond: { controls: inCZ("you"), max: 1 } }),
  ),
  "bzd-109": abilities(
    on(enterCZ, [choose(inLimbo("you"), 1, [when({ chosenCount: 1 }, [move("chosen", "deckBottom"), draw(1)])], 0)]),
  ),
  "bzd-111": abilities(on(enterCZ, [discard("eachOpponent", 1), discard("you", 1)])),
  "bzd-112": abilities(
    on(enterCZ, [
      chain(["limbo"], { sel: { basePowerMax: 3 }, optional: true, memory: { on: "leavesField", dest: "exile" } }),
    ]),
  ),
  "bzd-113": abilities(on("loses", [discard("eachOpponent", 1)])),
  "bzd-114": abilities(
    on(enterCZ, [when({ controls: inCZ("you", { other: true }), min: 1 }, [minus("t0", 3)], [minus("t0", 2)])], {
      targets: [oppThere],
    }),
  ),
  "bzd-116": abilities(
    on("wins", [counters(self, "Memory")]),
    passive({ kind: "power", to: "self", amount: { counters: "Memory" } }),
  ),
  "bzd-117": abilities(on(enterCZ, [discard("you", 1)])),
  "bzd-118": abilities(
    passive({ kind: "power", to: "self", where: "confrontation", amount: count(inLimbo("you"), 1, 3) }),
  ),
  "bzd-119": abilities(on("revealedFirst", [discard("eachOpponent", 1)])),
  "bzd-120": abilities(on(enterCZ, [choose(inLimbo("you"), 2, [move("chosen", "hand")], 0), discard("you", 1)])),
  "bzd-121": abilities(on("wins", [discard("eachOpponent", 2)])),
  "bzd-123": abilities(
    on("revealedFirst", [discard("each", 1), choose(inLimbo("you"), 1, [move("chosen", "hand")], 0)]),
  ),
  // ——— transcendent ———
  "bzd-125": abilities(on(enterCZ, [draw(1, "each")])),
  "bzd-127": abilities(on("wins", [points(5, "each")])),
  "bzd-128": abilities(
    passive({
      kind: "keyword",
      to: inHand("you", { basePowerMax: 2 }),
      keyword: "supportFromHand",
      where: "interzone",
    }),
  ),
  "bzd-129": abilities(on("revealedFirst", [{ op: "revealHand", who: "each" }, may(draw(1))])),
  "bzd-131": abilities(
    on({ on: "youSupportNonTranscendent", where: "interzone" }, [counters(self, "Hue")]),
    activated({ removeCounters: { counter: "Hue", n: 3 } }, [draw(2), points(5)]),
  ),
  "bzd-132": abilities(passive({ kind: "keyword", to: "self", keyword: "protected", where: "confrontation" })),
  "bzd-134": abilities(
    on("wins", [choose(inCZ("opponent"), 1, [when({ chosenCount: 1 }, [move("chosen", "deckBottom"), draw(2)])], 0)]),
  ),
  "bzd-135": abilities(on(enterCZ, [power({ each: inCZ("you", { other: true }) }, 1)])),
  "bzd-136": abilities(on("revealedFirst", [when({ opposingFirstBasePower: "higher" }, [draw(1)])])),
  "bzd-137": abilities(on(enterCZ, [keyword({ each: inCZ("you") }, "protected")])),
  "bzd-139": abilities(on(enterCZ, [chain(["hand"], { sel: { basePowerMax: 3 }, optional: true, count: 2 })])),
  // ——— hollow ———
  "bzd-141": abilities(on({ on: "enterOpposingVessel", where: "anywhere" }, [move(self, "exile"), points(-10)])),
  "bzd-144": abilities(
    on(enterCZ, [{ op: "setPower", to: self, amount: { basePowerOf: "t0" }, until: "turn" }], {
      targets: [target(inCZ("you", { other: true }))],
    }),
  ),
  "bzd-146": abilities(activated({ tribute: { hollow: 2 } }, [power(self, 2)])),
  "bzd-147": abilities(on(enterCZ, [may(when(hasCards(1), [discard("you", 1), power(self, 2)]))])),
  "bzd-148": abilities(on({ on: "endTurn", where: "interzone" }, [points(-5)])),
  "bzd-150": abilities(on(enterCZ, [loseEffects("t0"), power(self, 1)], { targets: [oppThere] })),
  "bzd-151": abilities(on(enterCZ, [may(points(-10), power(self, 3))])),
  "bzd-152": abilities(
    on(enterCZ, [may(when(hasCards(1), [discard("you", 1), minus("t0", 2)]))], { targets: [oppThere] }),
  ),
  "bzd-153": { keywords: ["noInterzone"] },
  "bzd-154": abilities(on(enterCZ, [points(-5)])),
  "bzd-155": abilities(
    on({ on: "youUseTribute", where: "interzone" }, [counters(self, "Hunger", { x: true })]),
    passive({ kind: "power", to: "self", amount: { counters: "Hunger" } }),
  ),
  "bzd-156": abilities(on("wins", [points(10), draw(1, "eachOpponent")])),
  "bzd-157": abilities(passive({ kind: "noPowerChange" })),
  "bzd-158": abilities(on(enterCZ, [points(-10)])),
  "bzd-159": abilities(on({ on: "startTurn", where: "confrontation" }, [discard("you", 1)])),
  "bzd-160": abilities(on("wins", [move(self, "exile")])),
  // ——— phlegmatic wills ———
  "bzd-161": will([keyword({ each: inHand("you", { basePowerMax: 2 }) }, "supportFromHand")]),
  "bzd-162": will([chain(["interzone"]), draw(1)]),
  "bzd-163": will([power({ each: inCZ("you") }, 1)]),
  "bzd-164": will([power("t0", 2), keyword("t0", "protected")], [target(onField("you", { basePowerMax: 2 }))]),
  "bzd-165": will([chain(["hand"], { sel: { basePowerMax: 2 }, optional: true, count: 2 })]),
  "bzd-166": will([
    counters({ each: inInterzone("you") }, "Growth"),
    power({ each: inInterzone("you") }, 1, "permanent"),
  ]),
  "bzd-167": will([move("t0", "interzone"), draw(1)], [youThere]),
  "bzd-168": abilities(on({ on: "endTurn" }, [points(5)], { cond: { controls: inInterzone("you"), min: 3 } })),
  "bzd-169": abilities(
    passive({ kind: "keyword", to: inHand("you", { basePowerMax: 1 }), keyword: "support" }),
    passive({ kind: "keyword", to: inInterzone("you", { basePowerMax: 1 }), keyword: "support" }),
  ),
  "bzd-170": abilities(activated({ exhaust: true }, [power("t0", 1)], [youThere])),
  "bzd-171": abilities(
    on("startTurn", [counters(self, "Kinship")]),
    activated({ exhaust: true, removeCounters: { counter: "Kinship", n: 2 } }, [chain(["hand"])]),
  ),
  // ——— choleric wills ———
  "bzd-172": will([when({ controls: inCZ("you"), max: 1 }, [power("t0", 4)], [power("t0", 2)])], [youThere]),
  "bzd-173": will([minus("t0", 4)], [target(inCZ("opponent", { enteredSupportThisTurn: true }))]),
  "bzd-174": will([destroy("t0")], [target(inCZ("any", { powerLessThanYourFirst: true }))]),
  "bzd-175": will([power("t0", { x: true })], [youThere], { extraCost: { discard: "manifestation" } }),
  "bzd-176": will([destroy({ each: inCZ("any", { basePowerMax: 2 }) })]),
  "bzd-177": will([power("yourFirst", 2)], undefined, { timing: "beforeRevelation" }),
  "bzd-178": will([power("t0", 5), keyword("t0", "persist")], [youThere]),
  "bzd-179": abilities(
    on("afterRevelation", [when({ opposingFirstBasePower: "lower" }, [counters(self, "Ardor")])]),
    activated({ exhaust: true, removeCounters: { counter: "Ardor", n: 1 } }, [power("t0", 2)], [youThere]),
  ),
  "bzd-180": abilities(
    on("youLose", [counters(self, "Grudge")]),
    on("afterRevelation", [
      power("yourFirst", { counters: "Grudge" }),
      counters(self, "Grudge", { counters: "Grudge" }, -1),
    ]),
  ),
  "bzd-181": abilities(activated({ exhaust: true }, [minus("t0", 1)], [anyThere])),
  "bzd-182": abilities(passive({ kind: "power", to: inCZ("you", { basePowerMin: 4 }), amount: 2 })),
  // ——— vitreous wills ———
  "bzd-183": will([draw(2), choose(inHand("you", { type: "card" }), 1, [move("chosen", "deckBottom")])]),
  "bzd-184": will([{ op: "neutralize", dest: "deckTop" }], [targetStack("ephemeral_will")]),
  "bzd-185": will([move("t0", "deckBottom")], [target(inCZ("any", { enteredSupportThisTurn: true }))]),
  "bzd-186": will([{ op: "basePower", to: "t0", amount: { basePowerOf: "t1" }, until: "turn" }], [youThere, oppThere]),
  "bzd-187": will([{ op: "look", n: 3, toHand: 1, rest: "bottom" }]),
  "bzd-188": will([move("t0", "stalemate")], [anyThere]),
  "bzd-189": will([choose(inHand("you", { type: "card" }), 1, [move("chosen", "deckBottom")]), draw(1)]),
  "bzd-190": abilities(on("startTurn", [{ op: "look", n: 1, rest: "topOrBottom" }])),
  "bzd-191": abilities(
    on("opponentPlaysWill", [counters(self, "Insight")]),
    activated({ exhaust: true, removeCounters: { counter: "Insight", n: 2 } }, [draw(1)]),
  ),
  "bzd-192": abilities(
    activated(
      { exhaust: true, tribute: { vitreous: 2 } },
      [move("t0", "deckTop")],
      [target(inCZ("any", { basePowerMax: 2 }))],
    ),
  ),
  "bzd-193": abilities(passive({ kind: "handLimit", n: 8 })),
  // ——— capricious wills ———
  "bzd-194": will([{ op: "neutralize" }], [targetStack("ephemeral_will")]),
  "bzd-195": will([{ op: "swapPower", a: "t0", b: "t1", until: "turn" }], [anyThere, anyThere]),
  "bzd-196": will([when({ fewerInConfrontationThanOpponent: true }, [power("t0", 3)])], [youThere]),
  "bzd-197": will(
    [
      { op: "support", to: "t0" },
      { op: "memory", to: "t0", memory: { on: "confrontationEnds", dest: "deckBottom" } },
    ],
    [target(inInterzone("opponent"))],
  ),
  "bzd-198": will(
    [
      { op: "lookHand", who: "t0" },
      choose({ zone: "hand", controller: "opponent", type: "will" }, 1, [move("chosen", "deckBottom")], 0),
    ],
    [targetPlayer()],
  ),
  "bzd-199": will([move("t0", "hand"), chain(["hand"])], [target(inCZ("you", { first: false }))]),
  "bzd-200": will([{ op: "flag", flag: "topsyTurvy" }]),
  "bzd-201": abilities(
    activated(
      { exhaust: true },
      [{ op: "temperament", to: "t0", temperament: "capricious", until: "turn" }],
      [anyThere],
    ),
  ),
  "bzd-202": abilities(
    on("opponentSupports", [when({ selfReady: true }, [may({ op: "exhaust", to: self }, minus("trigger", 2))])]),
  ),
  "bzd-203": abilities(
    on("yourCardEntersOpposingVessel", [counters(self, "Trinket")]),
    activated(
      { removeCounters: { counter: "Trinket", n: 3 } },
      [move("t0", "deckBottom")],
      [target(inInterzone("opponent"))],
    ),
  ),
  "bzd-204": abilities(
    activated(
      { exhaust: true },
      [{ op: "roll", sides: 6, branches: [{ min: 4, max: 6, then: [{ op: "neutralize" }] }] }],
      [targetStack("ephemeral_will", { targetsYours: true })],
    ),
  ),
  // ——— melancholic wills ———
  "bzd-205": will([discard("t0", 1)], [targetPlayer()]),
  "bzd-206": will(
    [
      {
        op: "power",
        to: "t0",
        amount: count({ zone: "limbo", controller: "you", type: "will" }, 1, 4),
        sign: -1,
        until: "turn",
      },
    ],
    [anyThere],
  ),
  "bzd-207": will([chain(["limbo"], { memory: { on: "loses", dest: "exile" } })]),
  "bzd-208": will([choose(inLimbo("you"), 2, [move("chosen", "hand")], 0), discard("you", 1)]),
  "bzd-209": will([move("t0", "yourVessel")], [target(inInterzone("opponent"))]),
  "bzd-210": will([discard("each", 1), draw(1)]),
  "bzd-211": will([minus("t0", 2)], [anyThere], { extraCost: { discard: "card" } }),
  "bzd-212": abilities(
    on("opponentDiscards", [counters(self, "Sorrow")]),
    activated({ removeCounters: { counter: "Sorrow", n: 3 } }, [minus("t0", 3)], [anyThere]),
  ),
  "bzd-213": abilities(
    on("endTurn", [choose(inLimbo("you"), 1, [move("chosen", "hand")])], { cond: { lostThisTurn: true } }),
  ),
  "bzd-214": abilities(passive({ kind: "power", to: inCZ("opponent", { first: true }), amount: -1 })),
  "bzd-215": abilities(activated({ exhaust: true, exileFromLimbo: 1 }, [minus("t0", 2)], [anyThere])),
  "bzd-216": abilities(
    on("youDiscard", [counters(self, "Memory")]),
    on("startTurn", [counters(self, "Memory", { counters: "Memory" }, -1), points(10)], {
      cond: { countersAtLeast: "Memory", n: 4 },
    }),
  ),
  // ——— transcendent wills ———
  "bzd-217": will([{ op: "temperament", to: "t0", temperament: "choice", until: "turn" }, draw(1)], [anyThere]),
  "bzd-218": will([draw(2, "each"), points(5)]),
  "bzd-219": will([chain(["hand", "interzone"]), keyword("chosen", "protected")]),
  "bzd-220": will([
    points(count({ zone: "stalemate", controller: "you" }, 5)),
    move({ each: { zone: "stalemate", controller: "any" } }, "deckBottom"),
  ]),
  "bzd-221": will([{ op: "neutralize" }], [targetStack("ephemeral_will", { targetsYours: true })]),
  "bzd-222": will(
    [{ op: "temperament", to: "t0", temperament: "transcendent", until: "turn" }, power("t0", 2)],
    [youThere],
  ),
  "bzd-223": abilities(activated({ exhaust: true }, [{ op: "essence", temperament: "transcendent", n: 1 }])),
  "bzd-224": abilities(on("anyStalemate", [points(5), draw(1)])),
  "bzd-225": abilities(
    on("startTurn", [counters(self, "Light")]),
    activated({ removeCounters: { counter: "Light", n: 3 } }, [keyword("t0", "persist")], [youThere]),
  ),
  "bzd-226": abilities(on("youWin", [draw(1)])),
  // ——— hollow wills ———
  "bzd-227": will([points(-5), draw(2)]),
  "bzd-228": will([power("t0", 2), points(-5, "controllerOfT0")], [anyThere]),
  "bzd-229": will([loseEffects("t0")], [anyThere]),
  "bzd-230": will([points(-10), move("t0", "deckBottom")], [anyThere]),
  "bzd-231": will([{ op: "essence", temperament: "hollow", n: 3 }], undefined, { extraCost: { exileFromLimbo: 2 } }),
  "bzd-232": will([{ op: "temperament", to: "t0", temperament: "hollow", until: "turn" }], [anyThere]),
  "bzd-233": will([move("t0", "deckBottom")], [target(onField("any", { type: "persistent_will" }))]),
  "bzd-234": abilities(activated({ exhaust: true, losePoints: 5 }, [draw(1)])),
  "bzd-235": abilities(
    on("excessLeft", [counters(self, "Residue")]),
    activated({ removeCounters: { counter: "Residue", n: 2 } }, [{ op: "essence", temperament: "hollow", n: 1 }]),
  ),
  "bzd-236": abilities(on("endTurn", [points(-5, "loser")])),
  // ——— two-temperament wills ———
  "bzd-237": abilities(
    on("yourCardToLimboFromConfrontation", [counters(self, "Sprout")]),
    activated({ exhaust: true, removeCounters: { counter: "Sprout", n: 2 } }, [chain(["limbo"])]),
  ),
  "bzd-238": abilities(
    on("youPlayEphemeral", [power("t0", 1)], { targets: [youThere] }),
    activated({ exhaust: true, discard: 1 }, [{ op: "neutralize" }], [targetStack("ephemeral_will", { costMax: 1 })]),
  ),
  "bzd-239": abilities(
    on("endTurn", [choose(inLimbo("you"), 1, [move("chosen", "deckBottom")], 0)]),
    activated({ exhaust: true }, [{ op: "look", who: "t0", n: 1, rest: "limbo" }], [targetPlayer("any")]),
  ),
  "bzd-240": abilities(
    activated({ exhaust: true, tribute: { vitreous: 1 } }, [move("t0", "hand"), chain(["interzone"])], [youThere]),
  ),
};

/** Demo cards whose text stays manual, and why (see engine/README.md): none since the eleven
 *  manual / partial texts were rewritten into the vocabulary (bzd-068, 089, 114, 123, 139, 150,
 *  165, 204, 223, 228, 240). */
export const DEMO_MANUAL: Record<string, string> = {};
