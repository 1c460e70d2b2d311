// Ability scripts for the bundled demo set (data/demo-set/bazaar-demo.json), keyed by collection
// number, each entry naming its card (the loader checks both against the set).
// Keywords the text states plainly (Support, Support from hand, Cannot be played as First
// Manifestation, Persist, cannot be used as tribute) are read from the text by the loader, so
// keyword-only and vanilla cards need no entry. Cards left out run on the manual fallback.
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
const youThereOther = target(inCZ("you", { other: true }));
const youThere = target(inCZ("you"));
const oppThere = target(inCZ("opponent"));
const anyThere = target(inCZ("any"));
const hasCards = (n: number) => ({ controls: inHand("you", { type: "card" }), min: n });
const self = "self" as const;

export const DEMO_SCRIPTS: ScriptsByNumber = {
  // ——— phlegmatic ———
  1: named("Lichen Murmur", abilities(on(enterCZ, [power("t0", 1)], { targets: [youThereOther] }))),
  3: named(
    "Clover Shepherd",
    abilities(on(enterCZ, [when({ controls: inCZ("you", { other: true }), min: 2 }, [draw(1)])])),
  ),
  6: named("Mistwool Lamb", abilities(on(enterCZ, [keyword("t0", "protected")], { targets: [youThere] }))),
  7: named("Burrow Lamp", abilities(activated({ exhaust: true, where: "interzone" }, [power("t0", 1)], [youThere]))),
  8: named(
    "Rootling Choir",
    abilities(
      passive({ kind: "power", to: "self", amount: 2, cond: { controls: inCZ("you", { other: true }), min: 3 } }),
    ),
  ),
  9: named("Quiet Hedgehog", abilities(on({ on: "stalemated", where: "anywhere" }, [draw(1)]))),
  10: named(
    "Sap Tapper",
    abilities(
      on("enterField", [counters(self, "Sap")]),
      on({ on: "startTurn", where: "interzone" }, [counters(self, "Sap")]),
      activated({ removeCounters: { counter: "Sap", n: 3 } }, [power("t0", 3)], [youThere]),
    ),
  ),
  12: named("Hearthmoss Keeper", abilities(on("wins", [draw(1)]))),
  13: named(
    "Wick Toad",
    abilities(passive({ kind: "keyword", to: "self", keyword: "protected", where: "confrontation" })),
  ),
  14: named("Bramble Nurse", abilities(on(enterCZ, [power("t0", 2)], { targets: [youThereOther] }))),
  16: named("Drowsy Hillock", abilities(on(enterCZ, [draw(1, "eachOpponent")]))),
  17: named(
    "Fieldmouse Council",
    abilities(on(enterCZ, [chain(["hand"], { sel: { basePowerMax: 2 }, optional: true })])),
  ),
  19: named(
    "Thicket Shelter",
    abilities(on("loses", [choose(inCZ("you", { other: true }), 1, [move("chosen", "deckBottom")])])),
  ),
  21: named(
    "Meadow Matriarch",
    abilities(passive({ kind: "power", to: inCZ("you", { other: true }), amount: 1, where: "confrontation" })),
  ),
  22: named("Gentle Herd", abilities(on("loses", [draw(2)]))),
  23: named(
    "Hundred-Ring Tree",
    abilities(
      on("enterField", [counters(self, "Ring", count(onField("you", { other: true })))]),
      passive({ kind: "power", to: "self", amount: { counters: "Ring" } }),
    ),
  ),
  // ——— choleric ———
  27: named("Sparking Pique", abilities(on(enterCZ, [discard("you", 1)]))),
  28: named("Hothead Imp", abilities(on(enterCZ, [power("t0", 2)], { targets: [youThere] }))),
  31: named("Smoke Snarl", abilities(on("loses", [discard("winner", 1)]))),
  32: named("Firebrand Herald", abilities(on(enterCZ, [minus("t0", 1)], { targets: [oppThere] }))),
  33: named("Blazing Tusk", abilities(on({ on: "endTurn", where: "interzone" }, [move(self, "deckBottom")]))),
  34: named("Furnace Heart", abilities(activated({ tribute: { choleric: 2 } }, [power(self, 2)]))),
  36: named(
    "Blister Wasp",
    abilities(on(enterCZ, [destroy("t0")], { targets: [target(inCZ("opponent", { basePowerMax: 2 }))] })),
  ),
  37: named("Quarrel Drummer", abilities(on(enterCZ, [power({ each: inCZ("you", { other: true }) }, 1)]))),
  38: named(
    "Red-Maned Charger",
    abilities(on("revealedFirst", [when({ opposingFirstBasePower: "lower" }, [draw(1)])])),
  ),
  39: named(
    "Seething Kiln",
    abilities(
      on({ on: "youLose", where: "interzone" }, [counters(self, "Grudge")]),
      activated({ removeCounters: { counter: "Grudge", n: 1, any: true } }, [power(self, { x: true, per: 2 })]),
    ),
  ),
  41: named(
    "Ashen Duelist",
    abilities(on(enterCZ, [minus("t0", 2)], { targets: [oppThere] }), on("loses", [move(self, "exile")])),
  ),
  43: named("Blazing Scorn", abilities(on("wins", [discard("eachOpponent", 1)]))),
  44: named(
    "Roaring Kettle",
    abilities(activated({ exhaust: true, where: "confrontation" }, [power(self, 2), keyword(self, "noInterzone")])),
  ),
  46: named(
    "Phoenix of Embers",
    abilities(on("loses", [may(when(hasCards(2), [discard("you", 2), move(self, "hand")]))])),
  ),
  48: named("Bonfire Champion", abilities(on("wins", [power(self, 1, "permanent")]))),
  50: named("Wrathstorm Drake", abilities(on(enterCZ, [discard("you", 2)]))),
  // ——— vitreous ———
  51: named("Rime Beetle", abilities(on(enterCZ, [{ op: "look", n: 1, rest: "topOrBottom" }]))),
  53: named("Ice Abacus", abilities(on(enterCZ, [draw(1)]))),
  54: named(
    "Prism Owlet",
    abilities(on(enterCZ, [draw(1), choose(inHand("you", { type: "card" }), 1, [move("chosen", "deckBottom")])])),
  ),
  56: named("Silent Lens", abilities(on("revealedFirst", [{ op: "lookHand", who: "opponent" }]))),
  57: named(
    "Cold Draftsman",
    abilities(
      activated(
        { tribute: { vitreous: 1 } },
        [minus("t0", 1)],
        [target(inCZ("any", { enteredSupportThisTurn: true }))],
      ),
    ),
  ),
  60: named(
    "Icicle Advocate",
    abilities(
      on(enterCZ, [move("t0", "deckTop")], {
        targets: [target(inCZ("opponent", { basePowerMax: 2, enteredSupportThisTurn: true }))],
      }),
    ),
  ),
  61: named("Crystal Archivist", abilities(on("wins", [draw(1)]))),
  62: named(
    "Frozen Ledger",
    abilities(
      on("enterField", [counters(self, "Insight", 2)]),
      activated({ removeCounters: { counter: "Insight", n: 1 } }, [{ op: "look", n: 2, toHand: 1, rest: "bottom" }]),
    ),
  ),
  64: named("Polar Strategist", abilities(on(enterCZ, [{ op: "revealHand", who: "eachOpponent" }]))),
  65: named(
    "Echo Crystal",
    abilities(
      on(enterCZ, [{ op: "setPower", to: self, amount: { basePowerOf: "t0" }, until: "turn" }], {
        targets: [target(inCZ("any", { other: true }))],
      }),
    ),
  ),
  68: named(
    "Frost-Mirror Oracle",
    abilities(on("revealedFirst", [when({ opposingFirstBasePower: "higher" }, [draw(2)])])),
  ),
  69: named(
    "Geometer of Nothing",
    abilities(
      activated(
        { exhaust: true, where: "interzone" },
        [move("t0", "deckTop")],
        [target(inCZ("any", { first: false, basePowerMax: 3 }))],
      ),
    ),
  ),
  70: named("Crystalline Sage", abilities(on(enterCZ, [draw(1)]))),
  71: named(
    "Regent of Everfrost",
    abilities(on("wins", [move("t0", "deckTop")], { targets: [target(inInterzone("opponent"))] })),
  ),
  72: named(
    "Winter Arbiter",
    abilities(passive({ kind: "keyword", to: "self", keyword: "protected", where: "confrontation" })),
  ),
  73: named(
    "Mind of a Thousand Facets",
    abilities(
      on(enterCZ, [{ op: "setPower", to: self, amount: { powerOf: "highestOpposing", plus: 1 }, until: "turn" }]),
    ),
  ),
  // ——— capricious ———
  75: named("Little Buffoon", abilities(on(enterCZ, [minus("t0", 1)], { targets: [oppThere] }))),
  77: named("Magpie Pickpocket", abilities(on(enterCZ, [{ op: "look", who: "opponent", n: 1, rest: "limbo" }]))),
  80: named(
    "Mimic Pouch",
    abilities(
      on(enterCZ, [{ op: "setPower", to: self, amount: { powerOf: "t0" }, until: "turn" }], { targets: [oppThere] }),
    ),
  ),
  81: named(
    "Ribbon Trickster",
    abilities(on(enterCZ, [choose(inCZ("you", { other: true }), 1, [move("chosen", "hand")], 0)])),
  ),
  82: named(
    "Riddle Cat",
    abilities(on("revealedFirst", [when({ opposingFirstBasePower: "higher" }, [power(self, 2)])])),
  ),
  85: named("Gilded Cuckoo", abilities(on("loses", [move(self, "hand"), points(10, "winner")]))),
  86: named("Trapdoor Spider", abilities(on(enterCZ, [minus("highestOpposing", 3)]))),
  87: named(
    "Mirror Juggler",
    abilities(
      activated(
        { tribute: { capricious: 2 } },
        [{ op: "swapPower", a: "t0", b: "t1", until: "turn" }],
        [anyThere, anyThere],
      ),
    ),
  ),
  89: named("Wish Thief", abilities(on("wins", [discard("eachOpponent", 1), draw(1)]))),
  91: named(
    "Puppet Masquerade",
    abilities(
      on(enterCZ, [counters(self, "Mask")]),
      activated({ removeCounters: { counter: "Mask", n: 2 } }, [loseEffects("t0")], [oppThere]),
    ),
  ),
  92: named("Tumbling Acrobat", abilities(on(enterCZ, [draw(1, "opponent")]))),
  93: named("Jingle Fool", abilities(on(enterCZ, [loseEffects("lastOpposing")]))),
  94: named(
    "Lottery Sprite",
    abilities(
      on("revealedFirst", [
        draw(1),
        { op: "show", to: "chosen" },
        when({ chosenIsManifestation: true }, [power(self, 2)]),
      ]),
    ),
  ),
  95: named(
    "Grand Conjurer",
    abilities(on(enterCZ, [{ op: "swapPower", a: self, b: "t0", until: "turn" }], { targets: [oppThere] })),
  ),
  96: named(
    "Queen of Thefts",
    abilities(on("wins", [move("t0", "yourVessel")], { targets: [target(inInterzone("opponent"))] })),
  ),
  99: named(
    "Whimsy Dragon",
    abilities(on(enterCZ, [{ op: "roll", sides: 2, branches: [{ min: 1, max: 1, then: [minus(self, 4)] }] }])),
  ),
  // ——— melancholic ———
  100: named("Faded Lullaby", abilities(on("loses", [choose(inLimbo("you"), 1, [move("chosen", "hand")])]))),
  102: named("Wilted Letter", abilities(on(enterCZ, [discard("eachOpponent", 1)]))),
  105: named("Keening Crow", abilities(on(enterCZ, [minus("t0", 1)], { targets: [oppThere] }))),
  106: named(
    "Tear Collector",
    abilities(
      on({ on: "opponentDiscards", where: "interzone" }, [counters(self, "Tear")]),
      activated({ removeCounters: { counter: "Tear", n: 2 } }, [minus("t0", 2)], [anyThere]),
    ),
  ),
  107: named("Sepia Portrait", abilities(on("wins", [choose(inLimbo("you"), 1, [move("chosen", "hand")])]))),
  108: named(
    "Lonely Lighthouse",
    abilities(
      passive({
        kind: "power",
        to: "self",
        amount: 1,
        where: "confrontation",
        cond: { controls: inCZ("you"), max: 1 },
      }),
    ),
  ),
  109: named(
    "Forgotten Swing",
    abilities(
      on(enterCZ, [choose(inLimbo("you"), 1, [when({ chosenCount: 1 }, [move("chosen", "deckBottom"), draw(1)])], 0)]),
    ),
  ),
  111: named("Weeping Shade", abilities(on(enterCZ, [discard("eachOpponent", 1), discard("you", 1)]))),
  112: named(
    "Grave Gardener",
    abilities(
      on(enterCZ, [
        chain(["limbo"], { sel: { basePowerMax: 3 }, optional: true, memory: { on: "leavesField", dest: "exile" } }),
      ]),
    ),
  ),
  113: named("Moonlit Relic", abilities(on("loses", [discard("eachOpponent", 1)]))),
  114: named(
    "Remorse Leech",
    abilities(
      on(enterCZ, [when({ controls: inCZ("you", { other: true }), min: 1 }, [minus("t0", 3)], [minus("t0", 2)])], {
        targets: [oppThere],
      }),
    ),
  ),
  116: named(
    "Dust of Old Rooms",
    abilities(
      on("wins", [counters(self, "Memory")]),
      passive({ kind: "power", to: "self", amount: { counters: "Memory" } }),
    ),
  ),
  117: named("Sunken Bell", abilities(on(enterCZ, [discard("you", 1)]))),
  118: named(
    "Mourning Procession",
    abilities(passive({ kind: "power", to: "self", where: "confrontation", amount: count(inLimbo("you"), 1, 3) })),
  ),
  119: named("Lament Spinner", abilities(on("revealedFirst", [discard("eachOpponent", 1)]))),
  120: named(
    "Mother of Lost Things",
    abilities(on(enterCZ, [choose(inLimbo("you"), 2, [move("chosen", "hand")], 0), discard("you", 1)])),
  ),
  121: named("Widow of the Tides", abilities(on("wins", [discard("eachOpponent", 2)]))),
  123: named(
    "Eclipse Revenant",
    abilities(on("revealedFirst", [discard("each", 1), choose(inLimbo("you"), 1, [move("chosen", "hand")], 0)])),
  ),
  // ——— transcendent ———
  125: named("Halo Seedling", abilities(on(enterCZ, [draw(1, "each")]))),
  127: named("Dawn Cantor", abilities(on("wins", [points(5, "each")]))),
  128: named(
    "Bridge of Light",
    abilities(
      passive({
        kind: "keyword",
        to: inHand("you", { basePowerMax: 2 }),
        keyword: "supportFromHand",
        where: "interzone",
      }),
    ),
  ),
  129: named("Window of Kinship", abilities(on("revealedFirst", [{ op: "revealHand", who: "each" }, may(draw(1))]))),
  131: named(
    "Loom of Accord",
    abilities(
      on({ on: "youSupportNonTranscendent", where: "interzone" }, [counters(self, "Hue")]),
      activated({ removeCounters: { counter: "Hue", n: 3 } }, [draw(2), points(5)]),
    ),
  ),
  132: named(
    "Serene Seraph",
    abilities(passive({ kind: "keyword", to: "self", keyword: "protected", where: "confrontation" })),
  ),
  134: named(
    "Compassion Bearer",
    abilities(
      on("wins", [choose(inCZ("opponent"), 1, [when({ chosenCount: 1 }, [move("chosen", "deckBottom"), draw(2)])], 0)]),
    ),
  ),
  135: named("Starlit Wanderer", abilities(on(enterCZ, [power({ each: inCZ("you", { other: true }) }, 1)]))),
  136: named(
    "Aurora Messenger",
    abilities(on("revealedFirst", [when({ opposingFirstBasePower: "higher" }, [draw(1)])])),
  ),
  137: named("Angel of the Open Hand", abilities(on(enterCZ, [keyword({ each: inCZ("you") }, "protected")]))),
  139: named(
    "The Great Harmonizer",
    abilities(on(enterCZ, [chain(["hand"], { sel: { basePowerMax: 3 }, optional: true, count: 2 })])),
  ),
  // ——— hollow ———
  141: named(
    "Borrowed Husk",
    abilities(on({ on: "enterOpposingVessel", where: "anywhere" }, [move(self, "exile"), points(-10)])),
  ),
  144: named(
    "Empty Cast",
    abilities(
      on(enterCZ, [{ op: "setPower", to: self, amount: { basePowerOf: "t0" }, until: "turn" }], {
        targets: [target(inCZ("you", { other: true }))],
      }),
    ),
  ),
  146: named("Greedy Maw", abilities(activated({ tribute: { hollow: 2 } }, [power(self, 2)]))),
  147: named("Cynical Grin", abilities(on(enterCZ, [may(when(hasCards(1), [discard("you", 1), power(self, 2)]))]))),
  148: named("Numb Sleeper", abilities(on({ on: "endTurn", where: "interzone" }, [points(-5)]))),
  150: named("Stolen Face", abilities(on(enterCZ, [loseEffects("t0"), power(self, 1)], { targets: [oppThere] }))),
  151: named("Void Wager", abilities(on(enterCZ, [may(points(-10), power(self, 3))]))),
  152: named(
    "Apathetic Swarm",
    abilities(on(enterCZ, [may(when(hasCards(1), [discard("you", 1), minus("t0", 2)]))], { targets: [oppThere] })),
  ),
  153: named("Leaden Idol", { keywords: ["noInterzone"] }),
  154: named("Apathetic Giant", abilities(on(enterCZ, [points(-5)]))),
  155: named(
    "Bottomless Hunger",
    abilities(
      on({ on: "youUseTribute", where: "interzone" }, [counters(self, "Hunger", { x: true })]),
      passive({ kind: "power", to: "self", amount: { counters: "Hunger" } }),
    ),
  ),
  156: named("Selfish Double", abilities(on("wins", [points(10), draw(1, "eachOpponent")]))),
  157: named("Monolith of Indifference", abilities(passive({ kind: "noPowerChange" }))),
  158: named("Hollow Crown", abilities(on(enterCZ, [points(-10)]))),
  159: named("Numb Abyss", abilities(on({ on: "startTurn", where: "confrontation" }, [discard("you", 1)]))),
  160: named("Great Yawn", abilities(on("wins", [move(self, "exile")]))),
  // ——— phlegmatic wills ———
  161: named("Join the Chorus", will([keyword({ each: inHand("you", { basePowerMax: 2 }) }, "supportFromHand")])),
  162: named("Open the Circle", will([chain(["interzone"]), draw(1)])),
  163: named("Lean on One Another", will([power({ each: inCZ("you") }, 1)])),
  164: named(
    "Shelter the Small",
    will([power("t0", 2), keyword("t0", "protected")], [target(onField("you", { basePowerMax: 2 }))]),
  ),
  165: named(
    "Call of the Undergrowth",
    will([chain(["hand"], { sel: { basePowerMax: 2 }, optional: true, count: 2 })]),
  ),
  166: named(
    "Count the Seasons",
    will([counters({ each: inInterzone("you") }, "Growth"), power({ each: inInterzone("you") }, 1, "permanent")]),
  ),
  167: named("Step Aside Gently", will([move("t0", "interzone"), draw(1)], [youThere])),
  168: named(
    "Nursery of Echoes",
    abilities(on({ on: "endTurn" }, [points(5)], { cond: { controls: inInterzone("you"), min: 3 } })),
  ),
  169: named(
    "Trellis of Patience",
    abilities(
      passive({ kind: "keyword", to: inHand("you", { basePowerMax: 1 }), keyword: "support" }),
      passive({ kind: "keyword", to: inInterzone("you", { basePowerMax: 1 }), keyword: "support" }),
    ),
  ),
  170: named("Moss Cradle", abilities(activated({ exhaust: true }, [power("t0", 1)], [youThere]))),
  171: named(
    "Common Hearth",
    abilities(
      on("startTurn", [counters(self, "Kinship")]),
      activated({ exhaust: true, removeCounters: { counter: "Kinship", n: 2 } }, [chain(["hand"])]),
    ),
  ),
  // ——— choleric wills ———
  172: named(
    "Flare Up",
    will([when({ controls: inCZ("you"), max: 1 }, [power("t0", 4)], [power("t0", 2)])], [youThere]),
  ),
  173: named("Scorch the Retort", will([minus("t0", 4)], [target(inCZ("opponent", { enteredSupportThisTurn: true }))])),
  174: named("Blaze of Pride", will([destroy("t0")], [target(inCZ("any", { powerLessThanYourFirst: true }))])),
  175: named(
    "Burst of Temper",
    will([power("t0", { x: true })], [youThere], { extraCost: { discard: "manifestation" } }),
  ),
  176: named("Wildfire Verdict", will([destroy({ each: inCZ("any", { basePowerMax: 2 }) })])),
  177: named("Clench the Fists", will([power("yourFirst", 2)], undefined, { timing: "beforeRevelation" })),
  178: named("Eruption of the Self", will([power("t0", 5), keyword("t0", "persist")], [youThere])),
  179: named(
    "Ember Banner",
    abilities(
      on("afterRevelation", [when({ opposingFirstBasePower: "lower" }, [counters(self, "Ardor")])]),
      activated({ exhaust: true, removeCounters: { counter: "Ardor", n: 1 } }, [power("t0", 2)], [youThere]),
    ),
  ),
  180: named(
    "Furnace of Grudges",
    abilities(
      on("youLose", [counters(self, "Grudge")]),
      on("afterRevelation", [
        power("yourFirst", { counters: "Grudge" }),
        counters(self, "Grudge", { counters: "Grudge" }, -1),
      ]),
    ),
  ),
  181: named("Smoldering Spite", abilities(activated({ exhaust: true }, [minus("t0", 1)], [anyThere]))),
  182: named(
    "Altar of the Red Tide",
    abilities(passive({ kind: "power", to: inCZ("you", { basePowerMin: 4 }), amount: 2 })),
  ),
  // ——— vitreous wills ———
  183: named(
    "Read the Pattern",
    will([draw(2), choose(inHand("you", { type: "card" }), 1, [move("chosen", "deckBottom")])]),
  ),
  184: named("Cold Rebuttal", will([{ op: "neutralize", dest: "deckTop" }], [targetStack("ephemeral_will")])),
  185: named("File It Away", will([move("t0", "deckBottom")], [target(inCZ("any", { enteredSupportThisTurn: true }))])),
  186: named(
    "Measure the Rival",
    will([{ op: "basePower", to: "t0", amount: { basePowerOf: "t1" }, until: "turn" }], [youThere, oppThere]),
  ),
  187: named("Calculated Pause", will([{ op: "look", n: 3, toHand: 1, rest: "bottom" }])),
  188: named("Frozen Frame", will([move("t0", "stalemate")], [anyThere])),
  189: named(
    "Recalibrate",
    will([choose(inHand("you", { type: "card" }), 1, [move("chosen", "deckBottom")]), draw(1)]),
  ),
  190: named("Lens of Foresight", abilities(on("startTurn", [{ op: "look", n: 1, rest: "topOrBottom" }]))),
  191: named(
    "Crystal Ledger",
    abilities(
      on("opponentPlaysWill", [counters(self, "Insight")]),
      activated({ exhaust: true, removeCounters: { counter: "Insight", n: 2 } }, [draw(1)]),
    ),
  ),
  192: named(
    "Pane of Stillness",
    abilities(
      activated(
        { exhaust: true, tribute: { vitreous: 2 } },
        [move("t0", "deckTop")],
        [target(inCZ("any", { basePowerMax: 2 }))],
      ),
    ),
  ),
  193: named("Glacial Archive", abilities(passive({ kind: "handLimit", n: 8 }))),
  // ——— capricious wills ———
  194: named("Cut the Thread", will([{ op: "neutralize" }], [targetStack("ephemeral_will")])),
  195: named("Swap the Weights", will([{ op: "swapPower", a: "t0", b: "t1", until: "turn" }], [anyThere, anyThere])),
  196: named("Feigned Stumble", will([when({ fewerInConfrontationThanOpponent: true }, [power("t0", 3)])], [youThere])),
  197: named(
    "Borrowed Courage",
    will(
      [
        // "Target manifestation in an opponent's Interzone enters Support under your control."
        { op: "support", to: "t0", control: "you" },
        { op: "memory", to: "t0", memory: { on: "confrontationEnds", dest: "deckBottom" } },
      ],
      [target(inInterzone("opponent"))],
    ),
  ),
  198: named(
    "Prying Glance",
    will(
      [
        { op: "lookHand", who: "t0" },
        choose(inHand("any", { type: "will", ofTarget: true }), 1, [move("chosen", "deckBottom")], 0),
      ],
      [targetPlayer()],
    ),
  ),
  199: named("Switch the Cups", will([move("t0", "hand"), chain(["hand"])], [target(inCZ("you", { first: false }))])),
  200: named("Topsy-Turvy", will([{ op: "flag", flag: "topsyTurvy" }])),
  201: named(
    "Weathervane of Moods",
    abilities(
      activated(
        { exhaust: true },
        [{ op: "temperament", to: "t0", temperament: "capricious", until: "turn" }],
        [anyThere],
      ),
    ),
  ),
  202: named(
    "Trapdoor Stage",
    abilities(
      on("opponentSupports", [when({ selfReady: true }, [may({ op: "exhaust", to: self }, minus("trigger", 2))])]),
    ),
  ),
  203: named(
    "Magpie's Nest",
    abilities(
      on("yourCardEntersOpposingVessel", [counters(self, "Trinket")]),
      activated(
        { removeCounters: { counter: "Trinket", n: 3 } },
        [move("t0", "deckBottom")],
        [target(inInterzone("opponent"))],
      ),
    ),
  ),
  204: named(
    "Dice of Spite",
    abilities(
      activated(
        { exhaust: true },
        [{ op: "roll", sides: 6, branches: [{ min: 4, max: 6, then: [{ op: "neutralize" }] }] }],
        [targetStack("ephemeral_will", { targetsYours: true })],
      ),
    ),
  ),
  // ——— melancholic wills ———
  205: named("Whisper of Regret", will([discard("t0", 1)], [targetPlayer()])),
  206: named(
    "Fading Hue",
    will(
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
  ),
  207: named("Call from the Limbo", will([chain(["limbo"], { memory: { on: "loses", dest: "exile" } })])),
  208: named("Old Letters", will([choose(inLimbo("you"), 2, [move("chosen", "hand")], 0), discard("you", 1)])),
  209: named("Devour the Memory", will([move("t0", "yourVessel")], [target(inInterzone("opponent"))])),
  210: named("Grey Afternoon", will([discard("each", 1), draw(1)])),
  211: named("Dull Ache", will([minus("t0", 2)], [anyThere], { extraCost: { discard: "card" } })),
  212: named(
    "Willow of Lament",
    abilities(
      on("opponentDiscards", [counters(self, "Sorrow")]),
      activated({ removeCounters: { counter: "Sorrow", n: 3 } }, [minus("t0", 3)], [anyThere]),
    ),
  ),
  213: named(
    "Faded Portrait",
    abilities(on("endTurn", [choose(inLimbo("you"), 1, [move("chosen", "hand")])], { cond: { lostThisTurn: true } })),
  ),
  214: named("Ashen Veil", abilities(passive({ kind: "power", to: inCZ("opponent", { first: true }), amount: -1 }))),
  215: named(
    "Reliquary of Lost Things",
    abilities(activated({ exhaust: true, exileFromLimbo: 1 }, [minus("t0", 2)], [anyThere])),
  ),
  216: named(
    "Dried Herbarium",
    abilities(
      on("youDiscard", [counters(self, "Memory")]),
      on("startTurn", [counters(self, "Memory", { counters: "Memory" }, -1), points(10)], {
        cond: { countersAtLeast: "Memory", n: 4 },
      }),
    ),
  ),
  // ——— transcendent wills ———
  217: named(
    "Common Tongue",
    will([{ op: "temperament", to: "t0", temperament: "choice", until: "turn" }, draw(1)], [anyThere]),
  ),
  218: named("Meet Halfway", will([draw(2, "each"), points(5)])),
  219: named("Span of Dawnlight", will([chain(["hand", "interzone"]), keyword("chosen", "protected")])),
  220: named(
    "Shared Understanding",
    will([
      // "for each of them you own": the seat's own (a 2v2 teammate's are not, ownership is never shared).
      points(count({ zone: "stalemate", controller: "any", owner: "you" }, 5)),
      move({ each: { zone: "stalemate", controller: "any" } }, "deckBottom"),
    ]),
  ),
  221: named(
    "Moment of Clarity",
    will([{ op: "neutralize" }], [targetStack("ephemeral_will", { targetsYours: true })]),
  ),
  222: named(
    "Raise to the Light",
    will([{ op: "temperament", to: "t0", temperament: "transcendent", until: "turn" }, power("t0", 2)], [youThere]),
  ),
  223: named(
    "Lantern of Accord",
    abilities(activated({ exhaust: true }, [{ op: "essence", temperament: "transcendent", n: 1 }])),
  ),
  224: named("Dais of Reconciliation", abilities(on("anyStalemate", [points(5), draw(1)]))),
  225: named(
    "Halo of the Listener",
    abilities(
      on("startTurn", [counters(self, "Light")]),
      activated({ removeCounters: { counter: "Light", n: 3 } }, [keyword("t0", "persist")], [youThere]),
    ),
  ),
  226: named("Pact of Gratitude", abilities(on("youWin", [draw(1)]))),
  // ——— hollow wills ———
  227: named("Cut Corners", will([points(-5), draw(2)])),
  228: named("Hollow Surge", will([power("t0", 2), points(-5, "controllerOfT0")], [anyThere])),
  229: named("Mute the Echo", will([loseEffects("t0")], [anyThere])),
  230: named("Sell Out", will([points(-10), move("t0", "deckBottom")], [anyThere])),
  231: named(
    "Scrape the Bottom",
    will([{ op: "essence", temperament: "hollow", n: 3 }], undefined, { extraCost: { exileFromLimbo: 2 } }),
  ),
  232: named("Blank Stare", will([{ op: "temperament", to: "t0", temperament: "hollow", until: "turn" }], [anyThere])),
  233: named(
    "Swallowing Void",
    will([move("t0", "deckBottom")], [target(onField("any", { type: "persistent_will" }))]),
  ),
  234: named("Engine of Apathy", abilities(activated({ exhaust: true, losePoints: 5 }, [draw(1)]))),
  235: named(
    "Hoarder's Jar",
    abilities(
      on("excessLeft", [counters(self, "Residue")]),
      activated({ removeCounters: { counter: "Residue", n: 2 } }, [{ op: "essence", temperament: "hollow", n: 1 }]),
    ),
  ),
  236: named("Idol of Indifference", abilities(on("endTurn", [points(-5, "loser")]))),
  // ——— two-temperament wills ———
  237: named(
    "Garden of Remembrance",
    abilities(
      on("yourCardToLimboFromConfrontation", [counters(self, "Sprout")]),
      activated({ exhaust: true, removeCounters: { counter: "Sprout", n: 2 } }, [chain(["limbo"])]),
    ),
  ),
  238: named(
    "Powder Keg Carnival",
    abilities(
      on("youPlayEphemeral", [power("t0", 1)], { targets: [youThere] }),
      activated({ exhaust: true, discard: 1 }, [{ op: "neutralize" }], [targetStack("ephemeral_will", { costMax: 1 })]),
    ),
  ),
  239: named(
    "Tidal Memory",
    abilities(
      on("endTurn", [choose(inLimbo("you"), 1, [move("chosen", "deckBottom")], 0)]),
      activated({ exhaust: true }, [{ op: "look", who: "t0", n: 1, rest: "limbo" }], [targetPlayer("any")]),
    ),
  ),
  240: named(
    "Puppeteer's Crossbar",
    abilities(
      activated({ exhaust: true, tribute: { vitreous: 1 } }, [move("t0", "hand"), chain(["interzone"])], [youThere]),
    ),
  ),
};

/** Demo cards whose text stays manual, and why, by collection number (see engine/README.md): none
 *  since the eleven manual / partial texts were rewritten into the vocabulary (68, 89, 114, 123,
 *  139, 150, 165, 204, 223, 228, 240). */
export const DEMO_MANUAL: Record<number, string> = {};
