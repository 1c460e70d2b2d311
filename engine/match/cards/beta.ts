// Our own ability encoding for the Kartomantik Beta set (../shared/data/kartomantik-beta/cards.json),
// keyed by card id (the comment gives the collection number and name). Written by us from the
// English card texts with the same vocabulary as the demo set; keywords stated plainly in the
// text (Support, Support from hand, Cannot be played as First Manifestation…) are read by the
// loader. Cards not listed run on the manual fallback; `partial` says what stays manual.
import type { Ability, CardScript, Cost, Op, TargetSpec } from "./schema";
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
const self = "self" as const;
const hasCards = (n: number) => ({ controls: inHand("you", { type: "card" }), min: n });
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
const unlessPays = (who: "ownerOfT0" | "controllerOfT0" | "opponent", then: Op[]): Op => ({
  op: "unlessPays",
  who,
  cost: { hollow: 2 },
  then,
});

export const BETA_SCRIPTS: Record<string, CardScript> = {
  // 3 Merciful Pago
  "8lion52jjnmxvko_en": abilities(
    on({ on: "wins", asSupport: true }, [move(self, "opponentVessel"), points(10, "opponent")]),
  ),
  // 5 Slumber Planner
  raqiu9b3kwaw622_en: { tributeAs: ["vitreous"] },
  // 6 Tidying Torment
  vlpn4livpqnoid1_en: { tributeAs: ["melancholic"] },
  // 7 World Spore
  jh2nsqxr9x2ii1l_en: { tributeFrom: ["interzone"], tributePower: 2 },
  // 8 Graceful Petal
  aumzs91roqg77y1_en: abilities(on({ on: "enterOpposingVessel", where: "anywhere" }, [points(20)])),
  // 11 First Stone
  "4rnpxnnceu8x9o9_en": abilities(on(enterCZ, [chain(["hand"], { who: "opponent" })])),
  // 12 Sprawling Tentacle
  "85kx4sk1y809276_en": abilities(
    passive({ kind: "power", to: "self", amount: 1, cond: { controls: inCZ("any"), min: 4 } }),
  ),
  // 13 Flower Tender
  "6xfwhr4h38wvm4u_en": abilities(
    on(enterCZ, [power("t0", 2)], { targets: [target(inCZ("any", { other: true, powerMax: 2 }))] }),
  ),
  // 14 Pinpia Psychobulb
  "5xurdeiiyq7kgir_en": abilities(
    on("wins", [{ op: "essence", temperament: "transcendent", n: count(inInterzone("you")), keep: true }]),
  ),
  // 15 Floating Dancer
  fr1414jedqssttr_en: abilities(on("wins", [points(count(inInterzone("you"), 5))])),
  // 16 Echo of the Wilds
  "6b4f3yh4tk4091p_en": abilities(
    on("loses", [{ op: "distribute", among: ["t0", "t1", "t2"], amount: 3, sign: 1, until: "permanent" }], {
      targets: [0, 1, 2].map(() => target(inInterzone("you"))),
      optionalTargets: true,
    }),
  ),
  // 17 Stoic Snoozer (the +1 is given as each such manifestation enters, for the rest of the turn, even if the Snoozer
  // has left)
  iuqpdn4gvjiu25v_en: abilities(
    on(enterCZ, [{ op: "mark" }], { cond: { lostPreviousTurn: true } }),
    on(
      { on: "yourManifestationEnters", where: "anywhere" },
      [when({ triggerMatches: inCZ("you", { enteredSupportThisTurn: true }) }, [power("trigger", 1)])],
      { cond: { markedThisTurn: true } },
    ),
  ),
  // 18 Guart, the Slinger
  xzb2jwtkunq5tys_en: abilities(
    on("opposingManifestationGainsPower", [power("t0", 1)], { targets: [target(onField("you"))] }),
    on("yourManifestationLosesPower", [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
  ),
  // 19 Jondo, the Pure Heart (checked after the Revelation)
  dbevnzpvngas8pg_en: abilities(
    on({ on: "afterRevelation", where: "interzone" }, [keyword(self, "support")], {
      cond: { aboveYourFirstBasePower: true },
    }),
    on({ on: "wins", asSupport: true }, [move(self, "exile")]),
  ),
  // 20 Pan Zuto, the Beckoner
  "5h7k3m44jsn0esy_en": abilities(
    on(enterCZ, [{ op: "support", to: "t0" }], { targets: [target(inInterzone("you"))], optionalTargets: true }),
  ),
  // 21 Spontaneous Incubator
  skh6d780jne193w_en: abilities(on({ on: "startTurn", where: "interzone" }, [points(10)])),
  // 22 Urocione, the Anarchist
  xf03zroy4tigefr_en: abilities(
    on("enterField", [chain(["hand"], { optional: true, memory: { on: "wins", dest: "vessel" } })]),
  ),
  // 23 Lady of the Humps
  bf94i4ttvl7r4mt_en: abilities(on("enterField", [chain(["deck"], { memory: { on: "wins", dest: "exile" } })])),
  // 24 Stampeding Brood
  je9rwgrjwk97oes_en: abilities(
    on({ on: "enterOpposingVessel", where: "anywhere" }, [
      { op: "token", power: 1, temperament: "phlegmatic", n: 2, where: "interzone" },
    ]),
  ),
  // 25 Agrupol, Ponderer of Fields
  j2a7x783j5ql0ab_en: {
    ...abilities(on("wins", [points(count({ zone: "vessel", controller: "any", owner: "you" }, 5))])),
    shuffleWhenBottomed: true,
  },
  // 26 Prospero of the Bushes
  "47c5eb6xe7wj614_en": abilities(
    passive({ kind: "power", to: inCZ("you", { first: true }), amount: count(inInterzone("you")), where: "interzone" }),
  ),
  // 27 Advocate of Catharsis
  "46id1c09q8inlkz_en": abilities(on(enterCZ, [chain(["hand"], { who: "each" })])),
  // 28 Mobile Sanctuary
  "276sz8daqngt2dh_en": abilities(passive({ kind: "keyword", to: inCZ("you", { other: true }), keyword: "protected" })),
  // 29 Herbaceous Whisperer
  "57ahe6ngzq5c013_en": abilities(passive({ kind: "power", to: inCZ("you", { first: false }), amount: 1 })),
  // 32 Mazzolong, the Log-chief
  h8xzt2gkg2ax241_en: abilities(on({ on: "youSupport", where: "interzone" }, [draw(1)])),
  // 33 Tong, the Expansive
  "5enwyodanyu1it8_en": abilities(passive({ kind: "interzoneSlots", n: 3 })),
  // 35 Gargullo, King of the Woods
  msif6nhq0v1zbh0_en: abilities(
    passive({
      kind: "power",
      to: inCZ("you", { first: false, nonToken: true }),
      amount: { count: inCZ("you", { nonToken: true }), plus: -1 },
    }),
  ),
  // 36 Unite Impulses
  nzyipkk7u6vrd4a_en: will([keyword({ each: inInterzone("you") }, "support")]),
  // 37 Plea for Generosity
  "31k2b7hz7ockvvn_en": will(
    [points(count({ zone: "confrontation", controller: "any", nonToken: true, ofTarget: true }, 5))],
    [targetPlayer("any")],
  ),
  // 38 Armored Husk
  "8g5pn3mukkuniog_en": linkedWill(passive({ kind: "keyword", to: linked, keyword: "protected" }), { phlegmatic: 1 }),
  // 39 Intoxicating Blossom
  "5liq0tcj7m9ebqr_en": abilities(
    on("yourManifestationEnters", [counters(self, "Petal")]),
    activated(
      { tribute: { hollow: 2 }, removeCounters: { counter: "Petal", n: 1, any: true } },
      [power("t0", { x: true })],
      [target(onField("any"))],
    ),
  ),
  // 40 Entrust
  ud9clfoj2c6x96o_en: will(
    [{ op: "basePower", to: "t0", amount: { basePowerOf: "t0", per: 2 }, until: "permanent" }],
    [target(onField("any"))],
  ),
  // 41 Compensating Orchard
  i6oj7gtnkfd1jja_en: abilities(on("yourCardEntersOpposingVessel", [points(5)])),
  // 42 Altruistic Inflorescence
  vt3extxbwd6gybn_en: linkedWill(passive({ kind: "keyword", to: linked, keyword: "support" }), { phlegmatic: 3 }),
  // 43 Cozy Bunk
  gybb0ktsth7clz5_en: abilities(passive({ kind: "interzoneSlots", n: 1 })),
  // 45 Reap What You’ve Sown
  "8xi4zh0ekdl42me_en": will([points(count(inInterzone("you"), 5)), draw({ freeInterzone: true })]),
  // 46 Heartening Monument
  n9olbthp7vtmypo_en: abilities(passive({ kind: "power", to: inCZ("you"), amount: 1 })),
  // 47 Atavic Welcome
  erkwir53va9m8gm_en: {
    ...abilities(
      on({ on: "youPlayCard", temperament: "phlegmatic" }, [counters(self, "Union")]),
      activated({ removeCounters: { counter: "Union", n: 5 } }, [
        { op: "token", power: 1, temperament: "phlegmatic", n: 2, where: "support" },
      ]),
      on("youSupport", [points(5)], { cond: { countersAtLeast: "Union", n: 10 } }),
    ),
    timing: "alsoBeforeRevelation",
  },
  // 49 Artificial Thinker
  "01ynsddc9h2r6wc_en": abilities(
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
  // 51 Scrutinizing Figure
  "2mmrj3qrziaf9w2_en": { tributeAs: ["melancholic"] },
  // 52 Keen-eyed Seeker
  fvk7w9y8xidbuwa_en: abilities(on("enterField", [draw(1)])),
  // 53 Witty Scribe
  yaisrjb3a26wr7r_en: { tributeAs: ["capricious"] },
  // 55 Chitinous Repeller
  dxl82w4oxzcg1eg_en: abilities(on("enterField", [move("t0", "ownerHand", true)], { targets: [target(inCZ("you"))] })),
  // 56 Refrain Repeater
  "24pwcptuijem6tw_en": abilities(
    on({ on: "usedAsTribute", where: "anywhere" }, [{ op: "mark" }]),
    on(
      { on: "endTurn", where: "limbo" },
      [{ op: "unlessPays", who: "opponent", cost: { hollow: 1 }, then: [move(self, "hand")] }],
      { cond: { markedThisTurn: true } },
    ),
  ),
  // 57 Reliable Ammonite
  yy29lowj25q1z5y_en: abilities(on({ on: "usedAsTribute", where: "anywhere" }, [draw(1)])),
  // 58 Chiff and Chaff
  m3it0ajngl4nlo3_en: abilities(
    passive({
      kind: "keyword",
      to: self,
      keyword: "supportFromHand",
      where: "hand",
      cond: { opponentSupportedFromInterzone: true },
    }),
    on("enterSupport", [move("t0", "ownerHand", true)], { targets: [target(inCZ("opponent", { first: false }))] }),
  ),
  // 60 Venerable Viper
  "3gy8gbbbmamc8d0_en": abilities(
    on("loses", [
      loseEffects({ each: inInterzone("opponent") }, "nextTurnEnd"),
      keyword({ each: inInterzone("opponent") }, "noReplace", "nextTurnEnd"),
    ]),
  ),
  // 61 Gar Fild, the Malleable
  rl4ppd0wsyov7lw_en: abilities(on("wins", [{ op: "essence", temperament: "transcendent", n: 4, keep: true }])),
  // 62 Arcane Teapot
  pxp1zvyxfv16bdd_en: abilities(passive({ kind: "willCost", n: -1, whose: "yours", where: "interzone" })),
  // 63 Inspired Nimbus (the next will its owner plays this turn is free)
  shiox5powdvu5nl_en: abilities(
    on({ on: "enterOpposingVessel", where: "anywhere" }, [{ op: "flag", flag: "freeWill", who: "owner" }]),
  ),
  // 64 Ohmom, the Azure
  bx0uyxxb3c6pas2_en: abilities(
    on({ on: "youPlayWill", where: "interzone" }, [power("t0", 1, "permanent")], { targets: [target(onField("any"))] }),
  ),
  // 65 Coral Skull
  qn8r98kyqqma972_en: abilities(
    on(
      { on: "endTurn", where: "anywhere" },
      [choose(inLimbo("you", { type: "will", paidWithSource: true }), 1, [move("chosen", "hand")], 0)],
      { cond: { tributedThisTurn: true } },
    ),
  ),
  // 66 Skysailing Triad
  "7g0495fr3188or9_en": abilities(on("enterField", [{ op: "custom", name: "triad" }])),
  // 67 Inert Anchorstone
  "3oiehnpbub1byg6_en": abilities(
    on("enterField", [counters(self, "Block", 4)]),
    on("youPlayWill", [counters(self, "Block", 1, -1)]),
    passive({ kind: "keyword", to: "self", keyword: "support", cond: { noCounters: "Block" } }),
    on({ on: "wins", asSupport: true }, [move(self, "exile")]),
  ),
  // 68 Shababba, Divining Cube
  i7h2c7ku2gt1yvg_en: abilities(on({ on: "endTurn", where: "interzone" }, [{ op: "look", n: 4, rest: "topOrBottom" }])),
  // 69 Jurat, the Strategist
  t9yazjrbj1d37yu_en: abilities(
    on("wins", [{ op: "mark" }]),
    on(
      { on: "endTurn", where: "anywhere" },
      [move({ each: { zone: "limbo", controller: "any", tributedByYouThisTurn: true } }, "ownerHand")],
      { cond: { markedThisTurn: true } },
    ),
  ),
  // 70 Hermeto, the Observer
  xzaw511oz4g4km9_en: abilities(
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
  // 72 Tipson, the Mediator
  twn0cer0tjbw09n_en: abilities(
    passive({ kind: "power", to: "self", amount: count(inHand("you", { type: "card" })), where: "confrontation" }),
  ),
  // 73 Expansive Ponderer
  xoo3jxtiy1sonm1_en: abilities(
    on("enterField", [
      chain(["hand"], { optional: true }),
      when({ chosenCount: 1 }, [{ op: "look", n: { basePowerOf: "chosen" }, toHand: 1, rest: "topOrBottom" }]),
    ]),
  ),
  // 74 Dew Invoker
  nt0bixroxp0ftnk_en: abilities(on("wins", [choose(inHand("you"), 1, [move("chosen", "interzone")], 0)])),
  // 75 Gomeran, Echo Mistress
  xfgbjv2gjb09fj9_en: {
    ...abilities(
      on({ on: "youSupport", where: "confrontation" }, [
        when({ triggerMatches: inCZ("you", { nonToken: true }) }, [{ op: "tokenCopy", of: "trigger" }]),
      ]),
    ),
    shuffleWhenBottomed: true,
  },
  // 76 Shymon, the Mastermind
  n0natbzt0nfylml_en: abilities(
    activated(
      { exhaust: true, selfPower: 2 },
      [{ op: "flag", flag: "noDraw", who: "t0", nextTurn: true }],
      [targetPlayer()],
    ),
  ),
  // 77 Callus, the Thought-stirrer
  tzizek39tj8rqq5_en: abilities(on({ on: "youPlayWill", where: "interzone" }, [draw(1)])),
  // 78 Pigon, the Apprentice
  "2oka6j26ibu19l9_en": abilities(
    activated(
      { exhaust: true, tribute: { hollow: 2 } },
      [move("t0", "ownerHand", true)],
      [target(inCZ("any", { first: false }))],
    ),
  ),
  // 79 Rajas, Great Aegis
  oq88mu68bnbqe0w_en: abilities(
    passive({
      kind: "keyword",
      to: onField("you", { type: "persistent_will" }),
      keyword: "protected",
      where: "interzone",
    }),
    passive({ kind: "keyword", to: inInterzone("you", { other: true }), keyword: "protected", where: "interzone" }),
  ),
  // 80 Blue Entity
  nbms08jb9t9eqbh_en: abilities(
    on({ on: "youPlayWill", where: "confrontation" }, [power({ each: inCZ("you", { other: true }) }, 1)]),
  ),
  // 81 Malaleuco, the Will-shaper
  "7yu566ip7zuqdoc_en": abilities(
    activated(
      { exhaust: true, where: "interzone" },
      [{ op: "copyItem" }],
      [{ kind: "stack", type: "will", yours: true }],
    ),
    activated({ where: "hand", interzoneSpace: true, tribute: { vitreous: 3 } }, [move(self, "interzone")]),
  ),
  // 82 Freenya, Heartless Songstress
  b6ebpyb30urtas2_en: abilities(on("youPlayWillFromHand", [{ op: "playFromLimbo" }])),
  // 83 Glimpse the Omens
  "9yylrq6xancbn0m_en": will([{ op: "look", n: 4, rest: "topOrBottom" }, draw(1)]),
  // 84 Defer
  ek1bng9r7vhriwt_en: will([move("t0", "deckTop")], [target(onField("any", { type: "card" }))]),
  // 85 Mirror the Impulse
  "72zvsiuky5ytolh_en": will([{ op: "custom", name: "tokenCopy" }], [target(onField("you"))]),
  // 86 Imitate
  q6rha5kz42bkxle_en: will([{ op: "copyItem" }], [targetStack("will")]),
  // 87 Nullifying Hat
  ufujqhwlpmaw12y_en: abilities(
    activated(
      { exhaust: true, tribute: { hollow: 2 } },
      [keyword("t0", "notCounted")],
      [target(inCZ("any", { first: false }))],
    ),
  ),
  // 88 Consult
  "9c7s9dn3sa5dcko_en": will([{ op: "custom", name: "consult" }], [targetPlayer("any")]),
  // 89 Persist
  fwccphp46678238_en: will([keyword("t0", "persist")], [target(inCZ("any"))]),
  // 90 Scrambling Beacon
  z2gm0fc6fxlnsb1_en: abilities(
    on("enterField", [counters(self, "Lucore", 3)]),
    activated(
      { tribute: { hollow: 3 }, removeCounters: { counter: "Lucore", n: 1 } },
      [{ op: "retarget" }],
      [{ kind: "stack", type: "cardOrEffect", targetsField: true }],
    ),
  ),
  // 91 Suspend Judgment
  "0r7k88v71vvx7kk_en": will(
    [keyword({ each: { zone: "confrontation", controller: "any", won: true, ofTarget: true } }, "noZoneChange")],
    [targetPlayer("any")],
    { timing: "resolutionOnly" },
  ),
  // 92 Dominate the Aspects
  zk76fhtep0wm3hh_en: will(
    [
      { op: "swapControl", a: "t0", b: "t1" },
      ...(["t0", "t1"] as const).map((t): Op => ({
        op: "memory",
        to: t,
        memory: { on: "confrontationEnds", dest: "deckBottom" },
      })),
    ],
    [target(inCZ("you")), target(inCZ("opponent"))],
  ),
  // 93 Banish
  xav48hincrnl32d_en: will([move("t0", "deckBottom")], [target(onField("any"))]),
  // 94 Atavic Introspection
  "265f4wdooq43pjn_en": {
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
  },
  // 98 Mourning Offal
  k7bnhqhxkij5lsl_en: abilities(
    passive({ kind: "keyword", to: self, keyword: "support", where: "hand", cond: { leftLimboThisTurn: true } }),
    passive({ kind: "keyword", to: self, keyword: "support", cond: { leftLimboThisTurn: true } }),
  ),
  // 99 Skin-shifting Tearer
  "2kz0soujsn2nitf_en": { tributeAs: ["choleric"] },
  // 100 Ridiculous Persecutor
  yd24yzcekygt7v4_en: { tributeAs: ["capricious"] },
  // 103 Forgotten Pile
  g3zumpyf623hto6_en: { tributeFrom: ["limbo"], exileWhenTributeFromLimbo: true },
  // 104 Dark Apparition
  "7e2ppf4rfgkdfms_en": abilities(on("enterField", [discard("t0", 1)], { targets: [targetPlayer("any")] })),
  // 105 Filth-eater
  "0tcphe9viq39a5b_en": abilities(
    on({ on: "usedAsTribute", where: "anywhere" }, [discard("t0", 1)], { targets: [targetPlayer("any")] }),
  ),
  // 107 Soul-borer
  wfxxi0znaojxiti_en: abilities(on({ on: "startTurn", where: "vessel" }, [points(-5, "opponent")])),
  // 108 Solenero, the Contrite
  icxqhki0ivfgqu0_en: abilities(
    on("loses", [move("t0", "hand")], { targets: [target(inLimbo("you", { type: "card" }))], optionalTargets: true }),
  ),
  // 109 Possessed Pyramid
  tw4am6bjl3z323v_en: abilities(
    on({ on: "enterOpposingVessel", where: "anywhere" }, [
      { op: "flag", flag: "handMinus1", who: "opponent", nextTurn: true },
    ]),
  ),
  // 110 Zombieswing
  bu1y6jwy7iaywqu_en: abilities(
    on({ on: "enterLimbo", where: "limbo" }, [may(move("t0", "hand"))], {
      targets: [target(inLimbo("you", { other: true }))],
    }),
  ),
  // 111 Diabolical Giant (in hand or in the Interzone: lose 10 points, Support until the end of the turn)
  "0kcy08a6jd7ez7k_en": abilities(
    activated({ losePoints: 10, where: "hand" }, [keyword(self, "support")]),
    activated({ losePoints: 10, where: "interzone" }, [keyword(self, "support")]),
  ),
  // 112 Mind Parasite
  ydijk2x1ne8w93g_en: abilities(
    on(enterCZ, [chain(["limbo"], { optional: true, memory: { on: "wins", dest: "exile" } })]),
  ),
  // 113 Shuk, the Bile-filled
  "16hmmz3fw32r27q_en": abilities(on({ on: "youLosePoints", where: "interzone" }, [points(-5, "opponent")])),
  // 114 Lament, Thought-nullifier
  lmjn89wobbttfop_en: abilities(
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
  // 115 Forfog, the Hanged
  d6jip43i66i34xk_en: abilities(on({ on: "opponentDiscards", where: "interzone" }, [points(-5, "triggerPlayer")])),
  // 116 Lerxur, the Black Moon
  oftdgsrobaqgst7_en: abilities(
    on({ on: "startTurn", where: "vessel" }, [
      {
        op: "unlessPays",
        who: "opponent",
        cost: { hollow: 2 },
        then: [{ op: "discard", who: "opponent", n: 2, from: "deckTop" }],
      },
    ]),
  ),
  // 117 Ehgog, the Livid
  fknxa83uens94ju_en: abilities(
    on({ on: "youDiscard", where: "interzone" }, [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
    on({ on: "opponentDiscards", where: "interzone" }, [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
  ),
  // 118 Zrutrug, the Indebted
  k4m0j5h0l3f61hs_en: abilities(
    on("enterField", [
      chain(["hand"], { optional: true }),
      when({ chosenCount: 1 }, [{ op: "discard", who: "you", n: { basePowerOf: "chosen" }, from: "deckTop" }]),
    ]),
  ),
  // 119 Reviving Cage
  gpxqooqq57loyb8_en: abilities(
    activated({ where: "interzone", exileSelf: true }, [move("t0", "interzone")], [target(inLimbo("you"))]),
  ),
  // 120 Repelling Urn
  "86nfr2vhox3l6y2_en": abilities(
    passive({ kind: "power", to: "self", amount: count(inLimbo("you")), where: "confrontation" }),
  ),
  // 121 Carcass Devourer
  zh4rjhzon9qes6m_en: {
    ...abilities(
      on("enterField", [
        choose(inLimbo("you"), 2, [power(self, { sumBasePower: "chosen" }, "permanent"), move("chosen", "exile")], 0),
      ]),
    ),
    shuffleWhenBottomed: true,
  },
  // 122 Armored Pachywyrm
  "9ypw4x4igfon1qi_en": abilities(
    on("wins", [{ op: "points", who: "t0", n: { powerDiff: ["self", "opposingFirst"], per: 5 }, sign: -1 }], {
      targets: [targetPlayer()],
    }),
  ),
  // 123 Red Plague
  acf0sr2crn8bykg_en: abilities(
    on({ on: "startTurn", where: "vessel" }, [
      {
        op: "may",
        who: "opponent",
        then: [points(-10, "opponent")],
        else: [{ op: "flag", flag: "handCap5", who: "opponent" }],
      },
    ]),
  ),
  // 124 Otranth, the Bloodthirsty
  tvjlvc3vj3r2zws_en: abilities(
    on("enterField", [counters(self, "Shackle", 2)]),
    on("manifestationEntersLimbo", [counters(self, "Shackle", 1, -1)], { cond: { countersAtLeast: "Shackle", n: 1 } }),
    passive({ kind: "keyword", to: self, keyword: "support", cond: { noCounters: "Shackle" } }),
    on({ on: "startTurn", where: "interzone" }, [
      points(-10),
      counters(self, "Shackle", { counters: "Shackle" }, -1),
      counters(self, "Shackle", 2),
    ]),
  ),
  // 125 Urolong, Rueful Necromancer
  pekwxpsy3c0ro3l_en: abilities(
    activated(
      { exhaust: true, tribute: { hollow: 2 }, where: "interzone" },
      [
        { op: "support", to: "t0" },
        loseEffects("t0", "permanent"),
        { op: "memory", to: "t0", memory: { on: "wins", dest: "exile" } },
      ],
      [target(inLimbo("you"))],
    ),
  ),
  // 126 Pale Entity
  "874751ghrblya5j_en": abilities(
    on({ on: "youDiscard", where: "interzone" }, [points(5)]),
    on({ on: "opponentDiscards", where: "interzone" }, [points(5)]),
    on({ on: "playerLosesPoints", where: "interzone" }, [points(5)]),
  ),
  // 128 Ergorath, Scribe of the Limbo
  e1zg2gsn0tfqo1y_en: abilities(
    passive({ kind: "willsFromLimbo" }),
    on({ on: "endTurn", where: "interzone" }, [
      points(-10),
      move(self, "deckBottom"),
      { op: "shuffleDeck", who: "owner" },
    ]),
  ),
  // 129 Half Han, the Renegade
  de3meyzl13rpqo5_en: {
    keywords: ["noTribute"],
    abilities: [on("enterField", [points(-20)])],
    limboVictoryAtMost: -130,
  },
  // 130 Disfigure
  jy05w4j8zcuvezq_en: will([destroy("t0")], [target({ zone: ["field", "vessel"], controller: "any", pointsMax: 20 })]),
  // 131 Claim the Forsaken
  zd6h16he0m4kuwb_en: will(
    [move("t0", "yourVessel")],
    [target({ zone: "limbo", controller: "opponent", enteredThisTurn: true })],
  ),
  // 132 Twist the Soul
  gu9rppos4r9ucsr_en: will(
    [
      { op: "support", to: "t0" },
      { op: "memory", to: "t0", memory: { on: "wins", dest: "vessel" } },
      { op: "memory", to: "t0", memory: { on: "loses", dest: "hand" } },
    ],
    [target({ zone: "vessel", controller: "you" })],
  ),
  // 133 Cognitive Fog
  ul1tffi1wn5l3q5_en: abilities(passive({ kind: "willCost", n: 1, whose: "all" })),
  // 134 Punish the Winners
  nupb1i59d98g3md_en: will([destroy({ each: onField("any", { won: true }) })]),
  // 135 Shattering the Self
  k7dq8ye448xwj54_en: will(
    [
      { op: "discard", who: "t0", n: 3, from: "deckTop" },
      { op: "power", to: "t1", amount: { chosenManifestations: true }, sign: -1, until: "turn" },
    ],
    [targetPlayer("any"), target(onField("opponent"))],
  ),
  // 136 Reforging Fate
  z2fen73ktw8pbqz_en: will(
    [
      { op: "support", to: "t0" },
      { op: "memory", to: "t0", memory: { on: "wins", dest: "exile" } },
    ],
    [target({ zone: "limbo", controller: "any" })],
  ),
  // 137 Parasitic Drill
  cwgofw6qsn7aplc_en: {
    ...abilities(
      on("enterField", [{ op: "link", to: "t0" }, counters(self, "Linked")], {
        targets: [target(onField("any", { type: "persistent_will", other: true }))],
      }),
      on("linkedAbilityUsed", [points(-10, "triggerPlayer")]),
    ),
    sacrificeWhenUnlinked: true,
  },
  // 138 Flaying Jaw
  y6g3tex9ypttk8u_en: linkedWill(passive({ kind: "power", to: linked, amount: -2 }), { melancholic: 1 }),
  // 139 Traumatize
  "5r7g2e0r6q17lur_en": will(
    [
      points(-5),
      { op: "revealHand", who: "t0" },
      choose({ zone: "hand", controller: "opponent", type: "card" }, 1, [move("chosen", "limbo")]),
    ],
    [targetPlayer()],
  ),
  // 140 Revive
  uin3dxt3bc50z6q_en: will([move("t0", "interzone")], [target(inLimbo("you"))]),
  // 141 Atavic Oppression
  a058t24med4h5nx_en: {
    ...abilities(
      on({ on: "youPlayCard", temperament: "melancholic" }, [counters(self, "Fatigue")]),
      activated({ removeCounters: { counter: "Fatigue", n: 5 } }, [discard("eachOpponent", 1), draw(1)]),
      on("endTurn", [choose(inHand("you", { type: "card" }), 2, [{ op: "discardChosen" }], 0)], {
        cond: { countersAtLeast: "Fatigue", n: 10 },
      }),
    ),
    timing: "alsoBeforeRevelation",
  },
  // 143 Absent Trinket
  ptwyrc2a26wqwc8_en: abilities(
    on("yourManifestationTargetedByWill", [
      when(
        { selfIn: "confrontation" },
        [move(self, "ownerHand", true)],
        [when({ selfIn: "interzone" }, [move(self, "ownerHand", true)])],
      ),
    ]),
  ),
  // 145 Exalted Jester
  zdn6urrd7eo3idt_en: { tributeAs: ["choleric"] },
  // 146 Yzzit, the Gambler
  "93gvk0hy12hylm6_en": { rollBeforeVessel: true },
  // 147 Peevish Sapling
  mqkrekbfu4tybu9_en: { tributeAs: ["phlegmatic"] },
  // 151 Static Scuttler
  "7badn4v9w72srad_en": abilities(
    on("loses", [
      move({ each: inCZ("opponent") }, "stalemate"),
      keyword({ each: { zone: "stalemate", controller: "opponent", enteredThisTurn: true } }, "noZoneChange"),
    ]),
  ),
  // 150 Unpredictable Loudmouth
  a9bsslut738hm0k_en: abilities(passive({ kind: "stalemateIfLast" })),
  // 152 Loop, the Insistent
  "1a8wzhi7xhbcenj_en": abilities(
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
  // 153 Cimba, the Boisterous
  rngwnb4y158ya2q_en: abilities(
    passive({
      kind: "power",
      to: "self",
      amount: 1,
      cond: { controls: { zone: "stalemate", controller: "any" }, min: 1 },
    }),
  ),
  // 154 Mimer (the copy lasts while it stays on the field)
  pwsjhnw4vpvqgkv_en: abilities(
    activated(
      { tribute: { hollow: 1 } },
      [
        { op: "setPower", to: self, amount: { powerOf: "t0" }, until: "permanent" },
        { op: "temperament", to: self, temperament: "ofT0", until: "permanent" },
      ],
      [target(inCZ("opponent", { first: true }))],
    ),
  ),
  // 155 Rogue Tadpole
  uycbbilf0zlttb9_en: abilities(
    on("wins", [move({ each: { zone: "interzone", controller: "any", ofTarget: true } }, "deckTop")], {
      targets: [targetPlayer("any")],
    }),
  ),
  // 157 Gnarlipuff, the Slimy
  dq529rojumn98fp_en: abilities(
    activated(
      { where: "opponentVessel", tribute: { hollow: 3 } },
      [move("t0", "deckTop")],
      [target(inInterzone("opponent"))],
    ),
  ),
  // 159 Knobbly Colossus
  o1b1hf2xpmkt8j2_en: abilities(
    on("wins", [destroy("t0")], { targets: [target(onField("opponent", { type: "card" }))], optionalTargets: true }),
  ),
  // 160 Soup, the Graceful
  s4dofvhan101mew_en: abilities(passive({ kind: "persistentAnyTime", where: "interzone" })),
  // 161 Ranba, Silent Abductor (the opponent's latest Support still in the Confrontation Zone, read again on
  // resolution)
  fdnhc537c4xu2wo_en: abilities(
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
  // 162 Sallow Thief
  rgjdtrcaw4o9381_en: abilities(
    on("wins", [move("t0", "hand")], {
      targets: [target({ zone: "vessel", controller: "opponent", owner: "you" })],
      optionalTargets: true,
    }),
  ),
  // 163 Unruly Flail ("if you do": it enters Support while such a will is still on the stack)
  tdy2112mspb7u97_en: abilities(
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
  // 165 Planar Beak
  kaw822pzpzd2l9k_en: abilities(
    passive({
      kind: "power",
      to: "self",
      amount: count({ zone: "stalemate", controller: "any" }),
      where: "confrontation",
    }),
  ),
  // 167 The Stomper (Immediate Effect: the highest base power of the two Firsts, strictly)
  om4qbiofb0ihq6p_en: {
    ...abilities(
      on("revealedFirst", [{ op: "flag", flag: "winsConfrontation", who: "you" }], {
        cond: { opposingFirstBasePower: "lower" },
      }),
    ),
    shuffleWhenBottomed: true,
  },
  // 168 Thought Saboteur
  ymcx9cg62eg0vgm_en: {
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
  },
  // 169 Starkaz, the Brilliant
  ei33difzdc81zha_en: abilities(on(enterCZ, [loseEffects({ each: onField("any", { other: true }) })])),
  // 171 Zaguor, Greedy Pedal
  l9enna0sfy13yab_en: abilities(
    on("wins", [when({ selfIn: "confrontation" }, [may(move(self, "exile"), move("t0", "interzone"))])], {
      targets: [target({ zone: ["vessel", "interzone"], controller: "opponent" })],
      optionalTargets: true,
    }),
  ),
  // 172 Vexing Thorn
  "3bq6ahxkf9435k5_en": abilities(
    activated({ where: "interzone", selfPower: 2 }, [loseEffects("t0", "permanent")], [target(onField("any"))]),
  ),
  // 173 Logos, the Lost
  "411u4asiunisv9l_en": abilities(
    on("youWin", [move("t0", "stalemate"), keyword("t0", "noZoneChange")], {
      targets: [target(inInterzone("any"))],
      optionalTargets: true,
    }),
    on(
      "youLose",
      [move(self, "stalemate"), keyword(self, "noZoneChange"), move("t0", "stalemate"), keyword("t0", "noZoneChange")],
      { targets: [target(inCZ("opponent", { won: true }))] },
    ),
  ),
  // 174 Worm Bomb
  "7jaany95hy1h5pz_en": abilities(
    on({ on: "enterOpposingVessel", where: "anywhere" }, [{ op: "custom", name: "wormBomb" }]),
  ),
  // 176 Bratto, Tyrannical Scoundrel
  lk1xxhvwvrie2r2_en: abilities(
    activated(
      { tribute: { hollow: 2 }, phases: ["reaction", "resolution"] },
      [move("t0", "yourVessel"), { op: "custom", name: "tokenCopy" }],
      [target({ zone: "stalemate", controller: "any", owner: "opponent" })],
    ),
  ),
  // 177 Trim the Excess
  t42gc95tma8uhzm_en: will([{ op: "custom", name: "trimToBase" }]),
  // 178 Equalize
  qahv0guk18jyo6i_en: will([{ op: "custom", name: "equalize" }]),
  // 179 Neutralize
  "2y961kgs0crdict_en": will([{ op: "neutralize" }], [targetStack("card")]),
  // 180 Annihilating Nectar
  "7gd19pmexrjlrap_en": linkedWill(passive({ kind: "loseEffects", to: linked }), { capricious: 1 }),
  // 181 Salvage the Fragments
  xeeg6rdiy9xeew5_en: will(
    [move("t0", "stalemate")],
    [target({ zone: "vessel", controller: "opponent", enteredThisTurn: true })],
  ),
  // 182 Wheel of Retribution
  cny6n2v2tap5jnm_en: abilities(
    on("youSupport", [discard("triggerPlayer", 1)]),
    on("opponentSupports", [discard("triggerPlayer", 1)]),
  ),
  // 183 Pin Down
  kmyzmxtakzhj58p_en: will([move({ each: inCZ("any") }, "stalemate"), { op: "flag", flag: "noSupport" }], undefined, {
    timing: "reactionOnly",
  }),
  // 184 Deviate
  ynp0apjx1risrpt_en: will([destroy("t0")], [target(inCZ("any", { lost: true }))], { timing: "resolutionOnly" }),
  // 185 Invert Emotions
  "0ujeinffs84nrvq_en": will(
    [{ op: "swapControl", a: "t0", b: "t1" }],
    [target(inInterzone("opponent")), target(inInterzone("you"))],
  ),
  // 186 Hot Potato
  b4yyd5uut0ga9df_en: abilities(
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
  // 187 Manipulate Intellect
  "343xggqp4a0zfw1_en": will(
    [move("t0", "yourVessel")],
    [target({ zone: "interzone", controller: "opponent", owner: "opponent", enteredThisTurn: true })],
  ),
  // 188 Atavic Volatility
  rqvzo3iji2a1l65_en: {
    ...abilities(
      on({ on: "youPlayCard", temperament: "capricious" }, [counters(self, "Coil")]),
      activated({ removeCounters: { counter: "Coil", n: 5 } }, [
        choose(inCZ("you"), 1, [move("chosen", "stalemate")]),
        { op: "choose", who: "opponent", sel: inCZ("you"), count: 1, then: [move("chosen", "stalemate")] },
      ]),
      on("startTurn", [loseEffects("t0")], {
        cond: { countersAtLeast: "Coil", n: 10 },
        targets: [target(onField("any"))],
        optionalTargets: true,
      }),
    ),
    timing: "alsoBeforeRevelation",
  },
  // 191 Tigrolione
  xw1fbhs6hwz6thc_en: abilities(on("loses", [move(self, "winnerInterzone")])),
  // 192 Shimmering Seaguide
  "29iv35lxz08ygim_en": { tributeAs: ["vitreous"] },
  // 193 Twin-headed Druid
  ymsp3bnm3142ji3_en: abilities(
    passive({ kind: "keyword", to: "self", keyword: "support", where: "hand", cond: { lostPreviousTurn: true } }),
    passive({ kind: "keyword", to: "self", keyword: "support", cond: { lostPreviousTurn: true } }),
  ),
  // 194 Blunt Leaf
  zo4rbgcnww4pxg0_en: { tributeAs: ["phlegmatic"] },
  // 196 Perfidious Baranchio ("you can choose a target …": chosen on resolution, Protected cards excluded)
  qairavs7la5qg39_en: abilities(
    on(enterCZ, [
      choose(
        inInterzone("opponent"),
        1,
        [
          {
            op: "may",
            who: "opponent",
            then: [{ op: "support", to: "chosen", chain: true }],
            else: [chain(["hand"], { optional: true })],
          },
        ],
        0,
      ),
    ]),
  ),
  // 197 Wandering Veteran
  iwpmdq754ew0mw7_en: {
    ...abilities(
      on({ on: "startTurn", where: "limbo" }, [keyword(self, "supportFromLimbo")]),
      on({ on: "wins", asSupport: true }, [move(self, "exile")]),
    ),
    limboSupportAs: "hollow",
  },
  // 198 Skapus, the Vile
  v1mhtnl7jec5xby_en: abilities(
    passive({ kind: "power", to: "self", amount: 2, cond: { controls: inCZ("you", { first: false }), max: 1 } }),
  ),
  // 200 Glabron, the Oppressing (in hand or in the Interzone: a manifestation of your Interzone into stalemate, Support
  // until the end of the turn)
  x15xumjqqhrnrds_en: abilities(
    activated({ stalemateFromInterzone: 1, where: "hand" }, [keyword(self, "support")]),
    activated({ stalemateFromInterzone: 1, where: "interzone" }, [keyword(self, "support")]),
  ),
  // 201 Bullyboo
  gz2zjrxqc2rbcwq_en: abilities(on("wins", [{ op: "custom", name: "bullyboo" }], { targets: [targetPlayer()] })),
  // 202 Fintus, the Spectacular
  "0um05ree31uu6e2_en": abilities(on(enterCZ, [{ op: "flag", flag: "destroyNextEntering", who: "opponent" }])),
  // 203 Thornmaster
  "03jzw541k0af8x3_en": abilities(activated({ losePoints: 5, maxUses: 5 }, [power(self, 1, "permanent")])),
  // 204 Pimbo
  ng6w09m6mrjq3xc_en: abilities(
    activated({ where: "interzone", sacrifice: true }, [power({ each: onField("any") }, -1)]),
  ),
  // 205 Piercing Lover
  "2z1svoyvo77ta03_en": abilities(passive({ kind: "endInOpposingVessel", per: -5, basePowerMax: 2 })),
  // 206 Gorb, the Musclebound
  o4p1r7347u6sff2_en: abilities(on("enterField", [{ op: "flag", flag: "noSupport", who: "you" }])),
  // 207 Lucerco the Reckless
  "6huhkc5cydtlzgo_en": abilities(
    passive({ kind: "power", to: "self", amount: count(inCZ("opponent")), where: "confrontation" }),
  ),
  // 208 Numbi, the Irritating
  wer3o71zo9myece_en: abilities(
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
  // 209 Tardigramo
  mxbi84phhueeolc_en: abilities(
    on("wins", [{ op: "custom", name: "exileRandomInVessel" }], { targets: [targetPlayer()] }),
  ),
  // 210 Borombo, the Mad
  "70wsdfb29mmcsqf_en": abilities(on("loses", [destroy("t0")], { targets: [target(inCZ("opponent"))] })),
  // 211 Quorum, the Untouchable
  "201ug66mqu6gslx_en": abilities(
    on("enterField", [
      choose(inHand("you", { type: "will" }), 7, [{ op: "discardChosen" }, power(self, { chosen: true, per: 3 })], 0),
    ]),
  ),
  // 212 Rude Exterminator
  unk0z0mamdx1el5_en: abilities(
    on("wins", [{ op: "custom", name: "destroyRandomInInterzone" }], { targets: [targetPlayer()] }),
  ),
  // 213 Vengeful Vilupera
  "6hhl878fytgjf77_en": abilities(
    passive({
      kind: "power",
      to: "self",
      amount: count({ zone: "vessel", controller: "any", owner: "you" }),
      where: "confrontation",
    }),
  ),
  // 214 Bell, Ardent Fanatic
  e769fgfnxo63e2t_en: abilities(
    passive({ kind: "power", to: inCZ("you"), amount: 2, where: "interzone", cond: { controls: inCZ("you"), max: 1 } }),
  ),
  // 215 Grudge Weaver
  "2hszv736kwwmi7n_en": abilities(
    on({ on: "youLose", where: "interzone" }, [counters(self, "Grudge")]),
    activated({ removeCounters: { counter: "Grudge", n: 2 } }, [keyword(self, "support")]),
  ),
  // 216 Solar Apparition
  "7j3udrfh5t8vl25_en": { tributeFrom: ["interzone"], ...abilities(passive({ kind: "tributeBoostsReduction", n: 2 })) },
  // 217 Bolbakazim, the Cursed
  pgvrly9397pua77_en: abilities(
    activated({ exhaust: true, tribute: { hollow: 2 } }, [minus("t0", 2)], [target(onField("any"))]),
  ),
  // 218 Friendly Presence
  l6ragmkyw5oyued_en: abilities(on(enterCZ, [minus({ each: inCZ("opponent") }, 2)])),
  // 220 Gornagor, the Magnificent
  az5wblp5x1div9e_en: abilities(
    activated({ tribute: { hollow: 3 }, where: "confrontation" }, [keyword(self, "persist")]),
  ),
  // 221 Imgurd, Flame Craver
  kae4oy2v7jtkgn2_en: abilities(on("manifestationLosesPower", [points(5)])),
  // 222 Jija, Matron Bomb
  "02y2r5cvbw1mauv_en": {
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
        [minus("t0", 2)],
        [target(onField("any"))],
      ),
    ),
  },
  // 224 Nullify Reason
  "36l7iw5m5hk1pmr_en": will([{ op: "flag", flag: "exileInstead", who: "t0" }], [targetPlayer("any")]),
  // 225 Incinerate
  "4naoqbqz6ebozj5_en": will([destroy({ each: inCZ("any", { enteredSupportThisTurn: true }) })]),
  // 226 Corrode
  w3jt07uuk00nmaj_en: will([minus({ each: inCZ("any") }, 1)]),
  // 227 Damage
  goxjkkrwos0lhx4_en: will(
    [{ op: "distribute", among: ["t0", "t1", "t2"], amount: 3, sign: -1, until: "permanent" }],
    [0, 1, 2].map(() => target(inInterzone("opponent"))),
    { optionalTargets: true },
  ),
  // 228 Oppress
  obn1uv72ewxv3y5_en: will([minus("t0", 3)], [target(onField("any"))]),
  // 229 Incite to Sacrifice
  bc3esblt60j7at5_en: will(
    [power("t0", 6, "permanent"), { op: "memory", to: "t0", memory: { on: "wins", dest: "exile" } }],
    [target(inCZ("any"))],
    { timing: "reactionOnly" },
  ),
  // 230 Repress the Self
  yk0ic6ev7465bxo_en: will([points({ pointsOf: "t0" }), destroy("t0")], [target(inCZ("you", { won: true }))], {
    timing: "resolutionOnly",
  }),
  // 231 Honor and Respect
  y4muuingw5y9l7z_en: abilities(on("youWin", [points(10)], { cond: { controls: inCZ("you"), max: 1 } })),
  // 233 Life Sustainer
  my6shp6k59b1eig_en: abilities(passive({ kind: "zeroLosesEffects" })),
  // 234 Wretched Arena
  "4phs0d8l223jk7t_en": abilities(
    activated({ tribute: { hollow: 3 }, beforeRevelation: true }, [{ op: "flag", flag: "noSupport" }]),
  ),
  // 235 Atavic Fury
  m2l3v60n0iakrm2_en: {
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
  },
  // 236 Soul-devouring Dunes
  dc44xrlrhikfvlr_en: abilities(
    on(
      "startTurn",
      (["you", "opponent"] as const).map((who): Op => ({
        op: "mode",
        who,
        modes: [
          { label: "discard3FromBottom", then: [{ op: "discard", who, n: 3, from: "deckBottom" }] },
          { label: "lose10Points", then: [points(-10, who)] },
        ],
      })),
    ),
  ),
  // 238 Everspring
  "67009ud077sgz7b_en": abilities(on("youLose", [counters(self, "Tear")]), {
    kind: "activated",
    cost: { removeCounters: { counter: "Tear", n: 3 } },
    targets: [0, 1, 2].map(() => target({ zone: "vessel", controller: "opponent" })),
    optionalTargets: true,
    targetsPointsMax: 60,
    ops: [move("t0", "exile"), move("t1", "exile"), move("t2", "exile")],
  }),
  // 239 Obelisk of Friendship
  "9bkn03sc9veaa88_en": abilities(
    on("afterRevelation", [{ op: "custom", name: "obeliskGift" }], { targets: [targetPlayer()] }),
  ),
  // 240 Conflux of Catastrophe
  mwby5hp16qdnjpj_en: abilities(
    on("youDiscard", [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
    on("opponentDiscards", [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
    on("opponentManifestationDestroyed", [points(5)]),
  ),
  // 241 Alchemical Press
  ze99bj8uw2oisfx_en: abilities(
    on("enterField", [counters(self, "Formula", 5)]),
    passive({ kind: "tributeSource", from: "limbo", players: "you", exile: true, counter: "Formula" }),
    on("youPlayWill", [may(choose(inHand("you", { type: "card" }), 1, [{ op: "discardChosen" }, draw(1)]))]),
  ),
  // 242 Melancholic Mirror
  wx7y64eaa0wlvuk_en: abilities(
    on(
      "yourManifestationUsedAsTribute",
      [when({ selfReady: true }, [may({ op: "exhaust", to: self }, { op: "custom", name: "tokenCopy" })])],
      { cond: { selfReady: true } },
    ),
  ),
  // 243 Greed Trap
  "9phkl58pqrs2j2f_en": abilities(
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
      { targets: [target(inCZ("opponent"))], optionalTargets: true },
    ),
  ),
  // 244 Extortionist Womb
  "3diq2d6oy35zoey_en": abilities(
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
                choose(inHand("opponent"), 1, [{ op: "support", to: "chosen", chain: true }]),
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
  // 245 Watchtower
  tm9kt43d14h9ub1_en: abilities(
    on("youPlayWill", [minus("t0", 1)], { targets: [target(onField("opponent"))] }),
    on("opponentManifestationDestroyed", [{ op: "essence", temperament: "transcendent", n: 1 }]),
  ),
  // 246 Brabataba, the Unambitious
  zhzp6kenpqrym9h_en: abilities(
    passive({ kind: "tributeSource", from: "vessel", players: "you", as: "transcendent", exile: true }),
  ),
  // 247 Ononok, Chaotic Scatterer
  tzoadjk7wb5qj5f_en: abilities(
    on("enterInterzone", [
      move(self, "exile"),
      move({ each: { zone: ["limbo", "interzone"], controller: "any", type: "card" } }, "deckBottom"),
      { op: "shuffleDeck", who: "each" },
    ]),
  ),
  // 250 Qu Lom, Haphazard Martyr
  rf5srmnqyh235tm_en: abilities(
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
  // 251 Buddhan the Transcended
  kmvhsfddh84cpq6_en: abilities(
    on("enterField", [counters(self, "Quiet", 3)]),
    ...(["manifestationLosesPower", "youDiscard", "opponentDiscards", "playerLosesPoints"] as const).map((event) =>
      on(event, quiet, { cond: { countersAtLeast: "Quiet", n: 1 } }),
    ),
    on("startTurn", [{ op: "custom", name: "exileRandomInEachVessel" }], { cond: { noCounters: "Quiet" } }),
  ),
  // 252 Zum, the Manifold
  "282b0n6ldnzdp0p_en": abilities(
    zumAbility({ choleric: 1 }, [minus("t0", 1)], [target(onField("any"))]),
    zumAbility({ capricious: 1 }, [loseEffects("t0")], [target(onField("any"))]),
    zumAbility({ phlegmatic: 1 }, [power("t0", 1)], [target(onField("any"))]),
    zumAbility({ vitreous: 1 }, [draw(1, "t0")], [targetPlayer("any")]),
    zumAbility({ melancholic: 1 }, [{ op: "discard", who: "t0", n: 1, from: "deckTop" }], [targetPlayer("any")]),
  ),
  // 253 Zizek, the Immolated
  ir09smkker8rgxd_en: abilities(
    passive({
      kind: "noConfrontation",
      unless: { controls: { zone: "limbo", controller: "you", type: "will" }, min: 6 },
    }),
    passive({ kind: "keepExcessWhenTribute" }),
  ),
  // 254 Gorte, Timeless
  w8364ml7m6erl8s_en: abilities(passive({ kind: "revealOpponentHands" }), {
    kind: "activated",
    byOpponent: true,
    cost: { tribute: { hollow: 4 } },
    ops: [loseEffects(self, "permanent")],
  }),
  // 255 Orator of the Absurd
  birhlimm9e8lq3d_en: abilities(passive({ kind: "tributeSource", from: "field", players: "all" })),
  // 256 Pluff
  ghb6i1uoiqq12o2_en: abilities(on("enterField", [{ op: "discard", who: "you", n: 1, from: "deckTop" }])),
  // 257 Rocky Heartcrystal
  "8te5ovk08ul6fve_en": { tributeAs: ["transcendent"] },
  // 260 Plinius, Risk-taker
  chj7vmavn3d5c4s_en: abilities(
    on(enterCZ, [
      {
        op: "roll",
        sides: 6,
        branches: [
          { min: 2, max: 2, then: [power(self, 4)] },
          { min: 4, max: 4, then: [power(self, 4)] },
          { min: 6, max: 6, then: [power(self, 4)] },
          { min: 1, max: 1, then: [minus(self, 4)] },
          { min: 3, max: 3, then: [minus(self, 4)] },
          { min: 5, max: 5, then: [minus(self, 4)] },
        ],
      },
    ]),
  ),
  // 262 Worn Old Shape
  ypvac71teuck2za_en: abilities(on("enterSupportFromInterzone", [minus(self, 1, "permanent")])),
  // 263 Hogma, the Petty
  dm0hz9sb5i737gx_en: abilities(on(enterCZ, [loseEffects({ each: inCZ("you") })])),
  // 265 Buddhan the Dark
  g02zvmqx3loxlcv_en: abilities(
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
    on("wins", [{ op: "discard", who: "opponent", n: { counters: "Discarded" }, from: "deckTop" }]),
  ),
  // 266 Strengthen
  lo85kdsow36bymu_en: will([power("t0", 3)], [target(onField("any"))]),
  // 267 Ponder
  ryg8e3lgopl6z52_en: will([draw(3)]),
  // 268 Essence Forager
  ivx8jr1o6utm32a_en: abilities(on("startTurn", [{ op: "essence", temperament: "transcendent", n: 1 }])),
  // 269 Reveal the Hidden
  u9blfiufeef8djr_en: will([choose(inHand("you"), 1, [move("chosen", "interzone")])]),
  // 270 Recover from the Abyss
  "0coh7nrbvcvan1i_en": will([move("t0", "hand")], [target(inLimbo("you", { type: "card" }))]),
  // 271 Nullify
  fwh3yrkvg9n09vg_en: will(
    [unlessPays("ownerOfT0", [loseEffects("t0", "permanent")])],
    [target(onField("any", { type: "card" }))],
  ),
  // 272 Weaken
  bithch9c4vi77cu_en: will([minus("t0", 1)], [target(onField("any"))]),
  // 273 Deny Fate
  f18fccv1k2co206_en: will([{ op: "custom", name: "redrawSeven" }], undefined, { timing: "beforeRevelation" }),
  // 274 Mutate Uncontrollably
  odqcx9kkqe029se_en: will(
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
  // 275 Accentuate
  ztunjt1msq1ofsv_en: will([power("t0", 1)], [target(onField("any"))]),
  // 276 Deny
  g0mtnp4zbhwj7cb_en: will([unlessPays("ownerOfT0", [{ op: "neutralize" }])], [targetStack("card")]),
  // 277 Recall
  cnqaie6oq458qgq_en: will([
    when({ lostThisTurn: true }, [
      choose({ zone: "deck", controller: "you", type: "card" }, 1, [
        { op: "show", to: "chosen" },
        move("chosen", "hand"),
      ]),
      { op: "shuffleDeck" },
    ]),
  ]),
  // 278 Help!
  mv2vad6gwrfbi1l_en: will([points(-10), chain(["hand"], { memory: { on: "wins", dest: "exile" } })]),
  // 279 Duel Honorably
  dly528oj65qnznh_en: will([unlessPays("opponent", [{ op: "flag", flag: "noSupport" }])], undefined, {
    timing: "beforeRevelation",
  }),
  // 280 Censor
  op83bq67vaf368q_en: will([when({ basePowerAtMostX: "t0" }, [destroy("t0")])], [target(inCZ("any"))], {
    extraCost: { exileFromHand: "manifestation" },
  }),
  // 281 Pray the Ether
  zni76s4aabicqag_en: will([when(hasCards(1), [discard("you", 1), draw(2)])]),
  // 282 Exile
  "1q6crbc7nwugrgs_en": will([move("t0", "exile")], [target({ zone: ["field", "limbo"], controller: "any" })]),
  // 283 Destroy
  f2cj2wys3jhbzci_en: will(
    [destroy("t0")],
    [target({ zone: ["wills", "interzone"], controller: "any", type: "card" })],
  ),
  // 284 Martyrize
  "3gqrmx5jegwz8kb_en": will([draw({ x: true }), move(self, "exile")], undefined, {
    extraCost: { exileFromHand: "manifestation" },
  }),
  // 285 Ignore
  ey6fuk5gguasrb0_en: will([unlessPays("controllerOfT0", [{ op: "neutralize" }])], [{ kind: "stack", type: "effect" }]),
  // 286 Abandon
  knnq85hihrxuafj_en: will(
    [move({ each: { zone: "confrontation", controller: "any", first: false, ofTarget: true } }, "ownerHand", true)],
    [targetPlayer("any")],
  ),
  // 288 Nullifying Radiance (the chosen temperament is kept as a counter named after it)
  yca1lsjic3cktj1_en: abilities(
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
  // 289 Empathic Mask
  "1ixfmjkfewc0o42_en": abilities(
    activated(
      { tribute: { hollow: 1 } },
      [{ op: "temperament", to: "t0", temperament: "choice", until: "turn" }],
      [target(onField("any"))],
    ),
  ),
  // 290 Unreachable Pillar
  "7gaov0c4cjndl9w_en": abilities(passive({ kind: "vesselSanctuary" })),
  // 292 Humiliate
  pqi88s5ytyfnalf_en: will(
    [
      { op: "temperament", to: "t0", temperament: "hollow", until: "permanent" },
      minus("t0", 1, "permanent"),
      points(-5, "controllerOfT0"),
    ],
    [target(onField("any"))],
  ),
  // 293 Remove by Chance
  dey791sghwx2ee3_en: will([{ op: "custom", name: "destroyRandomInVessel" }], [targetPlayer("any")]),
  // 294 Essence Cauldron
  "90cwtv2us78k76w_en": abilities(passive({ kind: "keepEssence" })),
  // 295 Eliminate the Profane
  "5x4aca4v6w9ma1f_en": will([destroy("t0")], [target({ zone: "vessel", controller: "any" })]),
  // 298 Will-punishing Cannon
  "5hpmlq50blbf3y6_en": abilities(
    on("youPlayWill", [points(-5, "triggerPlayer")]),
    on("opponentPlaysWill", [points(-5, "triggerPlayer")]),
  ),
  // 299 Protect
  whwfrjzl6flgww9_en: will([keyword({ each: onField("you", { type: "card" }) }, "protected")]),
  // 300 Volcano
  "2xqczn7vzkm5n50_en": abilities(
    activated({ tribute: { hollow: 4 } }, [
      move({ each: onField("any", { type: "will" }) }, "exile"),
      move({ each: inInterzone("any") }, "exile"),
    ]),
  ),
};
