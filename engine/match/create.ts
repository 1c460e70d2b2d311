// A new match: both decks as card instances, shuffled with the state's PRNG, then the first
// recovery phase runs until the first decision (§4.2: the game starts from the Recovery Phase).
import { randomInt, seedRng, shuffle, type Seed } from "../draft/rng";
import type { Ctx } from "./core";
import type { Applied, CardDef, CardState, MatchState, PlayerState } from "./types";

const emptyPlayer = (): PlayerState => ({
  hand: [],
  deck: [],
  limbo: [],
  interzone: [null, null, null],
  field: [],
  vessel: [],
  exile: [],
  confrontation: [],
  effectPoints: 0,
  essence: {},
  keptEssence: {},
  mulligans: 0,
  voluntaryMulligans: 0,
  handLimit: 7,
  secretFirst: null,
  // Turn numbers start at 1: -1 means "never".
  lostTurn: -1,
  wonTurn: -1,
});

export function newCard(iid: string, def: string, owner: number): CardState {
  return {
    iid,
    def,
    owner,
    controller: owner,
    zone: "deck",
    exhausted: false,
    counters: {},
    mods: [],
    enteredSeq: 0,
    enteredAs: null,
    enteredTurn: 0,
    shown: false,
    memory: [],
    lockedTurn: 0,
  };
}

/** The state before any step has run (createMatch then advances it). */
export function initialState(config: {
  seed: Seed;
  decks: [CardDef[], CardDef[]];
  noShuffle?: boolean;
  firstPriority?: number;
  options?: Partial<MatchState["config"]>;
}): MatchState {
  let rng = seedRng(config.seed);
  const defs: Record<string, CardDef> = {};
  const cards: Record<string, CardState> = {};
  const players: [PlayerState, PlayerState] = [emptyPlayer(), emptyPlayer()];
  config.decks.forEach((deck, p) => {
    let ids = deck.map((def, i) => {
      defs[def.id] = def;
      const iid = `c${p}${String(i).padStart(2, "0")}`;
      cards[iid] = newCard(iid, def.id, p);
      return iid;
    });
    if (!config.noShuffle) [ids, rng] = shuffle(ids, rng);
    players[p]!.deck = ids;
  });
  let first = config.firstPriority;
  if (first === undefined) [first, rng] = randomInt(rng, 2);
  return {
    v: 1,
    seed: config.seed,
    rng,
    defs,
    cards,
    players,
    stalemate: [],
    stack: [],
    turn: 1,
    phase: "start",
    priority: null,
    passes: 0,
    stackStarter: null,
    lastWinner: null,
    defaultPriority: first,
    outcome: null,
    decisions: [],
    triggers: [],
    placing: null,
    step: 0,
    resolving: null,
    nextId: 0,
    seq: 0,
    actions: 0,
    flags: {},
    result: null,
    config: {
      autoPass: config.options?.autoPass ?? true,
      maxTurns: config.options?.maxTurns ?? 200,
      maxActions: config.options?.maxActions ?? 5000,
    },
  };
}

export type { Ctx, Applied };
