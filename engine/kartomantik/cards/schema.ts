// The closed vocabulary card abilities are written in, validated with zod when a set is loaded:
// an unknown op, trigger or field is a load error naming the card. Each op is implemented once
// (../ops/, one module each); `custom` is the named escape hatch for a card no op can express.
import { z } from "zod";
import { TEMPERAMENTS } from "../vocabulary";

const temperament = z.enum(TEMPERAMENTS);
const until = z.enum(["turn", "permanent", "resolution", "nextTurnEnd"]);
const keyword = z.enum([
  "support",
  "supportFromHand",
  "persist",
  "protected",
  "noFirst",
  "noTribute",
  "noInterzone",
  "notCounted",
  "noZoneChange",
  "noReplace",
  "supportFromLimbo",
]);

/** "field" = the whole field (Confrontation Zone, Interzone, wills); "wills" = only the persistent wills there. */
const zoneName = z.enum([
  "confrontation",
  "interzone",
  "field",
  "wills",
  "stalemate",
  "limbo",
  "hand",
  "vessel",
  "deck",
  "fieldOrStalemate",
]);

/** Which cards: a zone (or several), whose, what kind, and a few characteristics. */
export const selectorSchema = z
  .object({
    zone: z.union([zoneName, z.array(zoneName).min(1)]).optional(),
    /** Whose card it is (the owner), when that differs from who holds it (vessels). `other`: "of which you are not the
     * owner" — any seat but yours, a 2v2 teammate's too (ownership is never shared). */
    owner: z.enum(["you", "opponent", "other"]).optional(),
    powerMax: z.number().int().optional(),
    /** Manifestations whose controller won / lost this turn's confrontation. */
    won: z.boolean().optional(),
    lost: z.boolean().optional(),
    /** In ops: only cards of the player chosen as target t0 ("a target player"). */
    ofTarget: z.boolean().optional(),
    /** Only cards of the player whose Empathic Vessel holds the source ("in an opponent's Empathic Vessel … that
     * player's Interzone"). */
    ofHolder: z.boolean().optional(),
    /** For field zones the controller, for private zones the owner. */
    controller: z.enum(["you", "opponent", "any"]).optional(),
    /** A trigger's targets: only cards under the control of the player whose action set it off (in 2v2 with their
     * teammate's, "Controllo delle Carte"): "whenever an opponent plays a Will, … a target manifestation …
     * controlled by that opponent" (Greed Trap). */
    ofTriggerPlayer: z.boolean().optional(),
    type: z.enum(["manifestation", "will", "ephemeral_will", "persistent_will", "card"]).optional(),
    other: z.boolean().optional(),
    basePowerMax: z.number().int().optional(),
    basePowerMin: z.number().int().optional(),
    powerLessThanYourFirst: z.boolean().optional(),
    enteredSupportThisTurn: z.boolean().optional(),
    /** Entered its current zone this turn. */
    enteredThisTurn: z.boolean().optional(),
    first: z.boolean().optional(),
    nonToken: z.boolean().optional(),
    notTemperament: temperament.optional(),
    pointsMax: z.number().int().optional(),
    /** The card the source's effect is attached to (`link` op): "that manifestation" of a persistent will. */
    linked: z.boolean().optional(),
    /** Used as tribute by you this turn (remembered only in games with a card that asks). */
    tributedByYouThisTurn: z.boolean().optional(),
    /** A will the source paid for as tribute this turn (remembered only in games with a card that asks). */
    paidWithSource: z.boolean().optional(),
    /** The latest manifestation that entered the Confrontation Zone in Support (still there) among those the selector's
     * `controller` reaches: with "opponent", every opposing side's together (Ranba). */
    lastSupport: z.boolean().optional(),
  })
  .strict();
export type Selector = z.infer<typeof selectorSchema>;

export const targetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("card"), sel: selectorSchema }).strict(),
  z.object({ kind: z.literal("player"), who: z.enum(["opponent", "any"]) }).strict(),
  /** A stack item; `targetsField`: one that has a card on the field as target ("cardOrEffect": a card or an effect);
   * opponents: controlled by an opponent; chosenTemperament: its source's temperament is one the targeting card holds a
   * counter named after (its earlier choice). */
  z
    .object({
      kind: z.literal("stack"),
      type: z.enum(["ephemeral_will", "will", "card", "effect", "cardOrEffect"]),
      targetsYours: z.boolean().optional(),
      yours: z.boolean().optional(),
      targetsField: z.boolean().optional(),
      costMax: z.number().int().optional(),
      opponents: z.boolean().optional(),
      chosenTemperament: z.boolean().optional(),
      targetsConfrontation: z.boolean().optional(),
    })
    .strict(),
]);
export type TargetSpec = z.infer<typeof targetSchema>;

/** Which card(s) an op acts on. t0..t3: declared targets; chosen: the last `choose`. */
export const refSchema = z.union([
  z.enum([
    "self",
    "t0",
    "t1",
    "t2",
    "t3",
    "chosen",
    "trigger",
    "yourFirst",
    "opposingFirst",
    "highestOpposing",
    "lastOpposing",
  ]),
  z.object({ each: selectorSchema }).strict(),
]);
export type Ref = z.infer<typeof refSchema>;

export const playerRefSchema = z.enum([
  "you",
  "opponent",
  "each",
  "eachOpponent",
  /** Every other player, teammates included ("every other player"). */
  "eachOther",
  /** The player whose Empathic Vessel holds the source ("in an opponent's Empathic Vessel, … that player"). */
  "holder",
  /** The controller of the card the last `choose` picked ("a target manifestation in an opponent's Interzone. If you
   * do, that player…"). */
  "controllerOfChosen",
  "t0",
  "triggerPlayer",
  "winner",
  "owner",
  "loser",
  "controllerOfT0",
  "ownerOfT0",
]);
export type PlayerRef = z.infer<typeof playerRefSchema>;

/** A number, or one computed when the op runs. */
export const amountSchema = z.union([
  z.number().int(),
  /** (how many cards the selector picks + plus) × per, at most max. mostOfOneSide: only the cards of the one side (a
   * Free-for-All seat, a 2v2 team) that has the most of them ("controlled by the opponent who controls the most"). */
  z
    .object({
      count: selectorSchema,
      mostOfOneSide: z.literal(true).optional(),
      plus: z.number().int().optional(),
      per: z.number().int().optional(),
      max: z.number().int().optional(),
    })
    .strict(),
  z.object({ counters: z.string(), per: z.number().int().optional() }).strict(),
  z.object({ basePowerOf: refSchema, per: z.number().int().optional() }).strict(),
  z.object({ powerOf: refSchema, plus: z.number().int().optional() }).strict(),
  z.object({ x: z.literal(true), per: z.number().int().optional(), sign: z.number().int().optional() }).strict(),
  z.object({ freeInterzone: z.literal(true), per: z.number().int().optional() }).strict(),
  z.object({ sumBasePower: refSchema }).strict(),
  z.object({ chosenManifestations: z.literal(true), per: z.number().int().optional() }).strict(),
  z.object({ pointsOf: refSchema }).strict(),
  z.object({ chosen: z.literal(true), per: z.number().int().optional() }).strict(),
  /** (power of a − power of b) × per, at least 0 ("5 points for each point of difference"). */
  z.object({ powerDiff: z.tuple([refSchema, refSchema]), per: z.number().int().optional() }).strict(),
]);
export type Amount = z.infer<typeof amountSchema>;

export const conditionSchema = z.union([
  z.object({ controls: selectorSchema, min: z.number().int().optional(), max: z.number().int().optional() }).strict(),
  z.object({ lostPreviousTurn: z.literal(true) }).strict(),
  z.object({ lostThisTurn: z.literal(true) }).strict(),
  z.object({ opposingFirstBasePower: z.enum(["lower", "higher"]) }).strict(),
  z.object({ selfIn: z.enum(["confrontation", "interzone", "field", "stalemate"]) }).strict(),
  z.object({ countersAtLeast: z.string(), n: z.number().int() }).strict(),
  z.object({ chosenCount: z.number().int() }).strict(),
  z.object({ chosenIsManifestation: z.literal(true) }).strict(),
  z.object({ fewerInConfrontationThanOpponent: z.literal(true) }).strict(),
  z.object({ selfReady: z.literal(true) }).strict(),
  z.object({ wonThisTurn: z.literal(true) }).strict(),
  z.object({ noCounters: z.string() }).strict(),
  /** An opponent put a manifestation into Support from their Interzone this turn. */
  z.object({ opponentSupportedFromInterzone: z.literal(true) }).strict(),
  /** The source ran a `mark` op this turn ("if it is used as tribute, at the end of that turn…"). */
  z.object({ markedThisTurn: z.literal(true) }).strict(),
  /** In ops: the card that caused the trigger fits the selector (checked on resolution). */
  z.object({ triggerMatches: selectorSchema }).strict(),
  /** The card's base power is at most the X its extra cost set ("base power ≤ the revealed manifestation's"). */
  z.object({ basePowerAtMostX: refSchema }).strict(),
  /** The source was used as tribute this turn ("…used as tribute, at the end of that turn…"). */
  z.object({ tributedThisTurn: z.literal(true) }).strict(),
  /** In ops: every activated ability of the source was used this turn (once-per-turn abilities). */
  z.object({ allActivatedThisTurn: z.literal(true) }).strict(),
  /** The source's base power is higher than that of the First Manifestation its controller controls (Jondo). */
  z.object({ aboveYourFirstBasePower: z.literal(true) }).strict(),
  /** An opponent controls a will on the stack that targets a manifestation in the Confrontation Zone (Unruly Flail). */
  z.object({ opponentWillTargetsConfrontation: z.literal(true) }).strict(),
  /** A card has left a Limbo (or been played from one) this turn (remembered only in games with a card that asks). */
  z.object({ leftLimboThisTurn: z.literal(true) }).strict(),
]);
export type Condition = z.infer<typeof conditionSchema>;

/** A remembered rule; dest "vessel" = an opponent's Empathic Vessel "as if it had lost"; "controllerVessel" = the
 * vessel of the player who controls it then ("it returns to your Empathic Vessel"). */
export const memorySchema = z
  .object({
    on: z.enum(["wins", "loses", "notWins", "leavesField", "confrontationEnds"]),
    dest: z.enum(["exile", "deckBottom", "hand", "vessel", "controllerVessel"]),
  })
  .strict();

export type Op =
  | { op: "power"; to: Ref; amount: Amount; sign?: number; until: z.infer<typeof until> }
  | { op: "setPower"; to: Ref; amount: Amount; until: z.infer<typeof until> }
  | { op: "basePower"; to: Ref; amount: Amount; until: z.infer<typeof until> }
  | { op: "swapPower"; a: Ref; b: Ref; until: z.infer<typeof until> }
  | { op: "draw"; who: PlayerRef; n: Amount }
  | {
      op: "discard";
      who: PlayerRef;
      n: Amount;
      from?: "hand" | "deckTop" | "deckBottom";
      random?: boolean;
      chooser?: "self" | "you";
    }
  | { op: "points"; who: PlayerRef; n: Amount; sign?: number }
  | { op: "destroy"; to: Ref }
  | {
      op: "move";
      to: Ref;
      dest:
        | "hand"
        | "deckTop"
        | "deckBottom"
        | "limbo"
        | "exile"
        | "interzone"
        | "winnerInterzone"
        | "stalemate"
        | "yourVessel"
        | "opponentVessel"
        /** The Empathic Vessel of the player targeted as t0 ("…enters the Empathic Vessel of a target opponent"). */
        | "targetVessel"
        | "ownerHand";
      lock?: boolean;
      /** The cards it moved become `chosen` for the ops after it ("Those manifestations…": Static Scuttler). */
      chosen?: boolean;
    }
  | { op: "counters"; to: Ref; counter: string; n: Amount; sign?: number }
  | { op: "keyword"; to: Ref; keyword: z.infer<typeof keyword>; until: z.infer<typeof until> }
  | { op: "loseEffects"; to: Ref; until: z.infer<typeof until> }
  | {
      op: "temperament";
      to: Ref;
      temperament: z.infer<typeof temperament> | "choice" | "ofT0";
      until: z.infer<typeof until>;
    }
  | {
      op: "chain";
      from: ("hand" | "limbo" | "interzone" | "deck")[];
      sel?: Selector;
      optional?: boolean;
      count?: number;
      memory?: z.infer<typeof memorySchema>;
      who?: PlayerRef;
    }
  | { op: "neutralize"; dest?: "deckTop" }
  | { op: "look"; who?: PlayerRef; n: Amount; toHand?: number; rest: "bottom" | "topOrBottom" | "limbo" | "top" }
  | { op: "revealHand"; who: PlayerRef }
  | { op: "essence"; temperament: z.infer<typeof temperament>; n: Amount; keep?: boolean }
  | { op: "choose"; who?: PlayerRef; sel: Selector; count: number; min?: number; then: Op[] }
  | { op: "may"; then: Op[]; else?: Op[]; who?: PlayerRef }
  | { op: "if"; cond: Condition; then: Op[]; else?: Op[] }
  | { op: "memory"; to: Ref; memory: z.infer<typeof memorySchema> }
  | {
      op: "flag";
      flag:
        | "noSupport"
        | "noPlaySupport"
        | "topsyTurvy"
        | "handCap5"
        | "handMinus1"
        | "destroyNextEntering"
        | "destroyNextOpposing"
        | "exileInstead"
        | "winsConfrontation"
        | "noDraw"
        | "freeWill";
      who?: PlayerRef;
      nextTurn?: boolean;
    }
  | {
      op: "token";
      power: number;
      temperament: z.infer<typeof temperament>;
      n: Amount;
      where: "support" | "interzone";
      bySource?: boolean;
    }
  | { op: "exhaust"; to: Ref }
  | { op: "show"; to: Ref }
  | { op: "shuffleDeck"; who?: PlayerRef }
  | { op: "discardChosen" }
  | { op: "support"; to: Ref; chain?: boolean; control?: PlayerRef }
  | { op: "lookHand"; who: PlayerRef }
  | { op: "roll"; sides: number; branches: { min: number; max: number; then: Op[] }[] }
  | { op: "link"; to: Ref }
  | { op: "tokenCopy"; of: Ref }
  | { op: "giveControl"; to: Ref; who: PlayerRef }
  | { op: "mark" }
  | { op: "retarget" }
  | { op: "copyItem" }
  | { op: "playFromLimbo" }
  /** `chosen`: the two it exchanged become `chosen` (none if the exchange did not happen: "exchanged this way"). */
  | { op: "swapControl"; a: Ref; b: Ref; chosen?: boolean }
  | { op: "custom"; name: string }
  /** "…unless `who` pays {cost}": `who` may pay that tribute (a decision); if they do not, `then` runs. */
  | { op: "unlessPays"; who: PlayerRef; cost: Partial<Record<z.infer<typeof temperament>, number>>; then: Op[] }
  /** "Distribute a total of N (±) power among the targets": the controller assigns it one point at a time, each target
   * at least one. */
  | { op: "distribute"; among: Ref[]; amount: Amount; sign: number; until: z.infer<typeof until> }
  /** `who` chooses one of these effects (by label) and it runs ("each player chooses one of these effects"). */
  | { op: "mode"; who: PlayerRef; modes: { label: string; then: Op[] }[] };

export const opSchema: z.ZodType<Op> = z.lazy(() =>
  z.discriminatedUnion("op", [
    z
      .object({ op: z.literal("power"), to: refSchema, amount: amountSchema, sign: z.number().int().optional(), until })
      .strict(),
    z.object({ op: z.literal("setPower"), to: refSchema, amount: amountSchema, until }).strict(),
    z.object({ op: z.literal("basePower"), to: refSchema, amount: amountSchema, until }).strict(),
    z.object({ op: z.literal("swapPower"), a: refSchema, b: refSchema, until }).strict(),
    z.object({ op: z.literal("draw"), who: playerRefSchema, n: amountSchema }).strict(),
    z
      .object({
        op: z.literal("discard"),
        who: playerRefSchema,
        n: amountSchema,
        from: z.enum(["hand", "deckTop", "deckBottom"]).optional(),
        random: z.boolean().optional(),
        chooser: z.enum(["self", "you"]).optional(),
      })
      .strict(),
    z
      .object({ op: z.literal("points"), who: playerRefSchema, n: amountSchema, sign: z.number().int().optional() })
      .strict(),
    z.object({ op: z.literal("destroy"), to: refSchema }).strict(),
    z
      .object({
        op: z.literal("move"),
        to: refSchema,
        dest: z.enum([
          "hand",
          "deckTop",
          "deckBottom",
          "limbo",
          "exile",
          "interzone",
          "winnerInterzone",
          "stalemate",
          "yourVessel",
          "opponentVessel",
          "targetVessel",
          "ownerHand",
        ]),
        lock: z.boolean().optional(),
        chosen: z.boolean().optional(),
      })
      .strict(),
    z
      .object({
        op: z.literal("counters"),
        to: refSchema,
        counter: z.string(),
        n: amountSchema,
        sign: z.number().int().optional(),
      })
      .strict(),
    z.object({ op: z.literal("keyword"), to: refSchema, keyword, until }).strict(),
    z.object({ op: z.literal("loseEffects"), to: refSchema, until }).strict(),
    z
      .object({
        op: z.literal("temperament"),
        to: refSchema,
        temperament: z.union([temperament, z.literal("choice"), z.literal("ofT0")]),
        until,
      })
      .strict(),
    z
      .object({
        op: z.literal("chain"),
        from: z.array(z.enum(["hand", "limbo", "interzone", "deck"])).min(1),
        sel: selectorSchema.optional(),
        optional: z.boolean().optional(),
        count: z.number().int().optional(),
        memory: memorySchema.optional(),
        who: playerRefSchema.optional(),
      })
      .strict(),
    z.object({ op: z.literal("neutralize"), dest: z.literal("deckTop").optional() }).strict(),
    z
      .object({
        op: z.literal("look"),
        who: playerRefSchema.optional(),
        n: amountSchema,
        toHand: z.number().int().optional(),
        rest: z.enum(["bottom", "topOrBottom", "limbo", "top"]),
      })
      .strict(),
    z.object({ op: z.literal("revealHand"), who: playerRefSchema }).strict(),
    z.object({ op: z.literal("essence"), temperament, n: amountSchema, keep: z.boolean().optional() }).strict(),
    z
      .object({
        op: z.literal("choose"),
        who: playerRefSchema.optional(),
        sel: selectorSchema,
        count: z.number().int(),
        min: z.number().int().optional(),
        then: z.array(opSchema),
      })
      .strict(),
    z
      .object({
        op: z.literal("may"),
        then: z.array(opSchema),
        else: z.array(opSchema).optional(),
        who: playerRefSchema.optional(),
      })
      .strict(),
    z
      .object({
        op: z.literal("if"),
        cond: conditionSchema,
        then: z.array(opSchema),
        else: z.array(opSchema).optional(),
      })
      .strict(),
    z.object({ op: z.literal("memory"), to: refSchema, memory: memorySchema }).strict(),
    /** Turn-scoped rules; `handCap5` / `handMinus1`: the hand limit is 5 / one less, excess cards are discarded at
     * once; `destroyNextEntering`: the next manifestation entering the Confrontation Zone under that player is
     * destroyed; `destroyNextOpposing`: the next one entering under any opponent of that player (one in all).
     */
    z
      .object({
        op: z.literal("flag"),
        flag: z.enum([
          "noSupport",
          "noPlaySupport",
          "topsyTurvy",
          "handCap5",
          "handMinus1",
          "destroyNextEntering",
          "destroyNextOpposing",
          "exileInstead",
          "winsConfrontation",
          "noDraw",
          "freeWill",
        ]),
        who: playerRefSchema.optional(),
        nextTurn: z.boolean().optional(),
      })
      .strict(),
    /** bySource: the tokens remember this card made them ("a token created by her", cost sacrificeToken). */
    z
      .object({
        op: z.literal("token"),
        power: z.number().int(),
        temperament,
        n: amountSchema,
        where: z.enum(["support", "interzone"]),
        bySource: z.boolean().optional(),
      })
      .strict(),
    z.object({ op: z.literal("exhaust"), to: refSchema }).strict(),
    z.object({ op: z.literal("show"), to: refSchema }).strict(),
    z.object({ op: z.literal("shuffleDeck"), who: playerRefSchema.optional() }).strict(),
    z.object({ op: z.literal("discardChosen") }).strict(),
    /** chain: the card is Chained (played: "the opponent Chains that manifestation"); the cards that entered become
     * chosen. It enters under its owner's control (§3.2 "Zone di Gioco": cards entering the Confrontation Zone "vi
     * entrano sotto il controllo del loro Proprietario, a meno che le carte non specifichino diversamente"), unless the
     * text says otherwise — control: "enters into Support under your control" (`you`), "under the control of that
     * player" (`t0`). */
    z
      .object({
        op: z.literal("support"),
        to: refSchema,
        chain: z.boolean().optional(),
        control: playerRefSchema.optional(),
      })
      .strict(),
    z.object({ op: z.literal("lookHand"), who: playerRefSchema }).strict(),
    z
      .object({
        op: z.literal("roll"),
        sides: z.number().int().min(2),
        branches: z.array(z.object({ min: z.number().int(), max: z.number().int(), then: z.array(opSchema) }).strict()),
      })
      .strict(),
    /** Attaches the source's `linked` passives to this card (replacing the previous one). */
    z.object({ op: z.literal("link"), to: refSchema }).strict(),
    /** A token copy of the card (same text and numbers, 0 points) enters Support under you. */
    z.object({ op: z.literal("tokenCopy"), of: refSchema }).strict(),
    /** The card (a persistent will, or a manifestation in the Confrontation Zone) passes under the player's control. */
    z.object({ op: z.literal("giveControl"), to: refSchema, who: playerRefSchema }).strict(),
    /** Remembers that this turn the source did it (read by the `markedThisTurn` condition). */
    z.object({ op: z.literal("mark") }).strict(),
    /** The stack item targeted as t0 gets a new target (you choose which of its targets on the field and the new one,
     * legal for it). */
    z.object({ op: z.literal("retarget") }).strict(),
    /** A copy of the will targeted as t0 on the stack goes on the stack under you; you may choose new targets for it.
     */
    z.object({ op: z.literal("copyItem") }).strict(),
    /** You may play a will from your Limbo without paying its tribute cost (targets chosen now); it is exiled instead
     * of
     * going to a Limbo, hand or deck. */
    z.object({ op: z.literal("playFromLimbo") }).strict(),
    /** Exchange control of two manifestations in the same kind of zone (each takes the other's place). */
    z.object({ op: z.literal("swapControl"), a: refSchema, b: refSchema, chosen: z.boolean().optional() }).strict(),
    z.object({ op: z.literal("custom"), name: z.string() }).strict(),
    z
      .object({
        op: z.literal("unlessPays"),
        who: playerRefSchema,
        cost: z.partialRecord(temperament, z.number().int().min(1)),
        then: z.array(opSchema),
      })
      .strict(),
    z
      .object({
        op: z.literal("distribute"),
        among: z.array(refSchema).min(1),
        amount: amountSchema,
        sign: z.union([z.literal(1), z.literal(-1)]),
        until,
      })
      .strict(),
    z
      .object({
        op: z.literal("mode"),
        who: playerRefSchema,
        modes: z.array(z.object({ label: z.string(), then: z.array(opSchema) }).strict()).min(2),
      })
      .strict(),
  ]),
);

/** What an ability waits for; `where` is the zone its source must be in (default: the field). */
export const triggerSchema = z
  .object({
    on: z.enum([
      "revealedFirst",
      "enterConfrontation",
      "enterField",
      "enterSupport",
      "wins",
      "loses",
      "stalemated",
      "youWin",
      "youLose",
      "anyStalemate",
      "startTurn",
      "endRecovery",
      "afterRevelation",
      "endTurn",
      "usedAsTribute",
      "enterOpposingVessel",
      "yourCardEntersOpposingVessel",
      "youPlayWill",
      "youPlayEphemeral",
      "opponentPlaysWill",
      "opponentSupports",
      "youSupportNonTranscendent",
      /** You play or put a manifestation in Support. Stored games' Mazzolong (#32) until it became youPlaySupport. */
      "youSupport",
      /** You play a manifestation in Support: its Support from the hand or the Interzone, Chain, an effect that plays
       * it ("whenever you play a manifestation in Support"). Not one an effect puts there (rulebook "Giocare e
       * Spostare": "mettere" is a move, not playing). */
      "youPlaySupport",
      /** A manifestation enters Support under your control (in 2v2 the team's: "… enters in Support under your
       * control"); with `opponentSupports`, every Support ("whenever a manifestation enters Support"). */
      "yourManifestationEntersSupport",
      /** A manifestation enters the field under your control (in 2v2 the team's). */
      "yourManifestationEnters",
      "enterSupportFromInterzone",
      "youLosePoints",
      "playerLosesPoints",
      "manifestationLosesPower",
      "youPlayCard",
      "opponentDiscards",
      "youDiscard",
      /** A player (any seat, a teammate too) discards one or more cards. */
      "playerDiscards",
      /** A player (any seat) plays a will ("whenever a Will is played"). */
      "playerPlaysWill",
      "youUseTribute",
      "yourCardToLimboFromConfrontation",
      "excessLeft",
      "manifestationEntersLimbo",
      "linkedAbilityUsed",
      "enterInterzone",
      "opposingManifestationGainsPower",
      "yourManifestationLosesPower",
      "youPlayWillFromHand",
      /** A manifestation on the field controlled by an opponent of the watcher is destroyed. */
      "opponentManifestationDestroyed",
      /** One of your manifestations is used as tribute (once per card; `trigger` is that card). */
      "yourManifestationUsedAsTribute",
      /** The card itself enters a Limbo (emitted by `moveCard` only in games with a card that listens). */
      "enterLimbo",
      /** A will goes on the stack with one of your manifestations on the field as a target (`trigger` is that
       * manifestation). */
      "yourManifestationTargetedByWill",
    ]),
    where: z.enum(["confrontation", "interzone", "field", "hand", "limbo", "vessel", "anywhere"]).optional(),
    asSupport: z.boolean().optional(),
    /** Only for cards of this temperament ("whenever you play a {G} card"). */
    temperament: temperament.optional(),
  })
  .strict();
export type Trigger = z.infer<typeof triggerSchema>;

/** Costs of an activated ability, besides a tribute. */
export const costSchema = z
  .object({
    tribute: z.partialRecord(temperament, z.number().int()).optional(),
    exhaust: z.boolean().optional(),
    /** any: remove X of them, X ≥ 1 ("remove any number of …"); all: remove every one, X = all of them ("rimuovi i
     * segnalini …", Intoxicating Blossom). */
    removeCounters: z
      .object({ counter: z.string(), n: z.number().int(), any: z.boolean().optional(), all: z.boolean().optional() })
      .strict()
      .optional(),
    discard: z.number().int().optional(),
    exileFromLimbo: z.number().int().optional(),
    losePoints: z.number().int().optional(),
    /** "opponentVessel": while it is in an opponent's Empathic Vessel (used by its owner); "hand": from its owner's
     * hand. */
    where: z.enum(["confrontation", "interzone", "field", "opponentVessel", "hand"]).optional(),
    /** "…and there is space in your Interzone". */
    interzoneSpace: z.boolean().optional(),
    oncePerTurn: z.boolean().optional(),
    /** At most this many activations per turn ("you may use this effect up to N times"). */
    perTurn: z.number().int().min(1).optional(),
    /** "Sacrifice it:" (to its owner's Limbo) / "exile it:" / "reduce its power by N:" as part of the cost. */
    sacrifice: z.boolean().optional(),
    exileSelf: z.boolean().optional(),
    selfPower: z.number().int().min(1).optional(),
    /** One more essence of this temperament per counter of this kind on the source. */
    tributePerCounter: z.object({ counter: z.string(), temperament }).strict().optional(),
    /** Only in these phases ("In the End Phase, …", "during a confrontation"). */
    phases: z
      .array(z.enum(["reaction", "resolution", "end"]))
      .min(1)
      .optional(),
    /** "Sacrifice a token created by it": one such token on the field, named in the action's extra cards after any
     * discards / Limbo cards. */
    sacrificeToken: z.boolean().optional(),
    /** "You may use this effect up to N times": in all, while the card stays on the field (counted by a "Uses" counter
     * on it). */
    maxUses: z.number().int().min(1).optional(),
    /** "Before the Revelation, you can pay…": usable only in the window before the Revelation (not after it). */
    beforeRevelation: z.boolean().optional(),
    /** "You can put into stalemate N manifestations in your Interzone:" (chosen in `extra`, after any discard / Limbo
     * cards; not the source). */
    stalemateFromInterzone: z.number().int().min(1).optional(),
    /** "Reveal and discard it from your hand:" (a discard: discard triggers fire). */
    discardSelf: z.boolean().optional(),
    /** Usable only while this holds ("as long as …"), read from the source. */
    cond: z.lazy(() => conditionSchema).optional(),
  })
  .strict();
export type Cost = z.infer<typeof costSchema>;

/** A continuous effect (§3.1 "Passivi"): no stack, applies while its source is where it says. */
export const staticSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("power"),
      to: z.union([z.literal("self"), selectorSchema]),
      amount: amountSchema,
      where: z.enum(["confrontation", "interzone", "field"]).optional(),
      cond: conditionSchema.optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("keyword"),
      to: z.union([z.literal("self"), selectorSchema]),
      keyword,
      where: z.enum(["confrontation", "interzone", "field", "hand"]).optional(),
      cond: conditionSchema.optional(),
    })
    .strict(),
  z.object({ kind: z.literal("handLimit"), n: z.number().int() }).strict(),
  z.object({ kind: z.literal("noPowerChange") }).strict(),
  z.object({ kind: z.literal("keepEssence") }).strict(),
  /** Will costs: +N hollow for every will ("All Wills require 1 {H} more"), or −N for your own wills. */
  z
    .object({
      kind: z.literal("willCost"),
      n: z.number().int(),
      whose: z.enum(["all", "yours"]),
      where: z.enum(["confrontation", "interzone", "field"]).optional(),
    })
    .strict(),
  /** "Increase the spaces in your Interzone by N". */
  z.object({ kind: z.literal("interzoneSlots"), n: z.number().int().min(1) }).strict(),
  /** "Manifestations that reach exactly 0 power are not destroyed, but lose their effects". */
  z.object({ kind: z.literal("zeroLosesEffects") }).strict(),
  /** "If an opposing manifestation reaches exactly 0 power, it enters your Empathic Vessel". */
  z.object({ kind: z.literal("zeroToYourVessel") }).strict(),
  /** "That manifestation loses all its effects" while the source is on the field. */
  z.object({ kind: z.literal("loseEffects"), to: selectorSchema }).strict(),
  /** "You can play persistent Wills any time you could play ephemeral Wills". */
  z
    .object({ kind: z.literal("persistentAnyTime"), where: z.enum(["confrontation", "interzone", "field"]).optional() })
    .strict(),
  /** "You may play Wills from your Limbo by paying 1 {H} instead of their normal tribute cost; … exile them instead" of
   * a Limbo, hand or deck. */
  z.object({ kind: z.literal("willsFromLimbo") }).strict(),
  /** "If at the end of the game it is in an opponent's Empathic Vessel, that player loses N points for each
   * manifestation with base power ≤ M there" (per = −N). */
  z.object({ kind: z.literal("endInOpposingVessel"), per: z.number().int(), basePowerMax: z.number().int() }).strict(),
  /** "(All players / you) can use as tribute the manifestations in (your Empathic Vessel / on the field they control /
   * your Limbo)", optionally counted as `as` and exiled once used; with `counter`, only while the source has such
   * counters, one removed per card. */
  /** "It cannot enter the Confrontation Zone (unless …)": about the card itself, wherever it is (First, Support, Chain,
   * effects). */
  z.object({ kind: z.literal("noConfrontation"), unless: conditionSchema.optional() }).strict(),
  /** "When used as tribute, you do not lose its excess essence at the end of the turn". */
  z.object({ kind: z.literal("keepExcessWhenTribute") }).strict(),
  /** "If it is used as tribute for an ephemeral Will that would reduce the power of manifestations, that Will reduces
   * it
   * by an additional −N". */
  z.object({ kind: z.literal("tributeBoostsReduction"), n: z.number().int().min(1) }).strict(),
  /** "As long as it is on the field, opponents play with their hand revealed". */
  z.object({ kind: z.literal("revealOpponentHands") }).strict(),
  /** "The manifestations inside your Empathic Vessel are Protected from cards and effects controlled by opponents and
   * lose all their effects". */
  z.object({ kind: z.literal("vesselSanctuary") }).strict(),
  /** "As long as it is the last manifestation to enter the Confrontation Zone this turn, at Resolution the
   * confrontation
   * ends in a stalemate" (read by `outcomeNow`). */
  z.object({ kind: z.literal("stalemateIfLast") }).strict(),
  z
    .object({
      kind: z.literal("tributeSource"),
      from: z.enum(["vessel", "field", "limbo"]),
      players: z.enum(["you", "all"]),
      as: temperament.optional(),
      exile: z.boolean().optional(),
      counter: z.string().optional(),
    })
    .strict(),
]);
export type StaticAbility = z.infer<typeof staticSchema>;

export const abilitySchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("trigger"),
      trigger: triggerSchema,
      cond: conditionSchema.optional(),
      targets: z.array(targetSchema).optional(),
      optionalTargets: z.boolean().optional(),
      ops: z.array(opSchema),
    })
    .strict(),
  /** optionalTargets: "up to N targets" (each may be left empty, not all); targetsPointsMax: "for a maximum total value
   * of N points"; targetsOneHolder: all of them in one player's zone ("… in the Empathic Vessel of an opponent"). */
  /** byOpponent: "An opponent can pay …:" — used by an opponent of the card's controller (the item is theirs). */
  z
    .object({
      kind: z.literal("activated"),
      cost: costSchema,
      targets: z.array(targetSchema).optional(),
      ops: z.array(opSchema),
      optionalTargets: z.boolean().optional(),
      targetsPointsMax: z.number().int().optional(),
      targetsOneHolder: z.boolean().optional(),
      byOpponent: z.boolean().optional(),
    })
    .strict(),
  z.object({ kind: z.literal("static"), effect: staticSchema }).strict(),
]);
export type Ability = z.infer<typeof abilitySchema>;

export const scriptSchema = z
  .object({
    keywords: z.array(keyword).optional(),
    /** A will's resolution: targets declared when it is played (§3.2 "Bersagli"). */
    targets: z.array(targetSchema).optional(),
    ops: z.array(opSchema).optional(),
    /** Extra costs of a will: discard / exile a manifestation from hand (X = its base power). */
    extraCost: z
      .object({
        discard: z.enum(["card", "manifestation"]).optional(),
        exileFromLimbo: z.number().int().optional(),
        exileFromHand: z.literal("manifestation").optional(),
      })
      .strict()
      .optional(),
    abilities: z.array(abilitySchema).optional(),
    /** "Only before the Revelation" / "can also be played before the Revelation" / "only during the Resolution /
     * Reaction" / "only during the Resolution, if you lost the confrontation". */
    timing: z
      .enum(["beforeRevelation", "alsoBeforeRevelation", "resolutionOnly", "reactionOnly", "resolutionIfLost"])
      .optional(),
    /** Temperaments the card may also pay tributes as (§2.1). */
    tributeAs: z.array(temperament).optional(),
    /** Zones besides the hand it may pay tributes from ("can be used as tribute from the Interzone"). */
    tributeFrom: z.array(z.enum(["interzone", "limbo"])).optional(),
    /** The power it pays with, when the text says so ("considered of base power {G}{G}"). */
    tributePower: z.number().int().optional(),
    /** "The card remains under your control as long as <it> is on the field": the card it is linked to goes back to its
     * owner when it leaves; until then it keeps its controller entering the Confrontation Zone or the stalemate (§3.2
     * "Zone di Gioco": "a meno che le carte non specifichino diversamente", `keepsControl`). */
    lendsLinked: z.boolean().optional(),
    /** "If that <linked card> leaves the field, sacrifice it": once linked (a `Linked` counter), it goes to the Limbo
     * when nothing is linked to it. */
    sacrificeWhenUnlinked: z.boolean().optional(),
    /** "If it is in your Limbo at the end of the game … you win if you have N points or less" (and cannot win
     * otherwise). */
    limboVictoryAtMost: z.number().int().optional(),
    /** "If it is put at the bottom of the deck, shuffle it": its owner's deck is shuffled. */
    shuffleWhenBottomed: z.boolean().optional(),
    /** "If it is about to enter an Empathic Vessel, roll a D6. If the result is odd, it returns to its owner's hand"
     * (`moveCard`). */
    rollBeforeVessel: z.boolean().optional(),
    /** Played in Support from the Limbo (keyword supportFromLimbo), it is considered of this temperament. */
    limboSupportAs: temperament.optional(),
    /** Paid from the Limbo, it is exiled instead of staying there. */
    exileWhenTributeFromLimbo: z.boolean().optional(),
    /** A will's targets are "any number of" them: each may be left empty (""), at least one given. */
    optionalTargets: z.boolean().optional(),
    /** A will's targets all lie in one player's zone ("… in the Interzone of an opponent": `targetsFit`). */
    targetsOneHolder: z.boolean().optional(),
    /** Ability text the engine does not run: the card is partial (manual fallback for the rest). */
    partial: z.string().optional(),
    /** The whole text is manual: logged primitive moves by its controller. */
    manual: z.boolean().optional(),
  })
  .strict();
export type CardScript = z.infer<typeof scriptSchema>;
