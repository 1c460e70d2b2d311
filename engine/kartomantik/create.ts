// A new game: both decks as card instances, shuffled with the state's PRNG, then the first
// recovery phase runs until the first decision (§4.2: the game starts from the Recovery Phase).
import { randomInt, seedRng, shuffle, type Seed } from "../shared/rng";
import { eachAlone, sideCount, twoTeams } from "../shared/seating";
import type { Ctx } from "./core";
import type { Applied, CardDef, CardState, GameMode, GameState, PlayerState, Seats, SideState } from "./types";

const emptyPlayer = (): PlayerState => ({
  hand: [],
  deck: [],
  limbo: [],
  vessel: [],
  exile: [],
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

/** §1.3.5: three Interzone spaces; a 2v2 team shares four. */
const emptySide = (mode: GameMode): SideState => ({
  confrontation: [],
  interzone: mode === "2v2" ? [null, null, null, null] : [null, null, null],
  field: [],
});

/** The seating a mode gives n decks (a duel: 2; Free-for-All: 3–5; 2v2: 4, allies in alternate seats). */
export function seatsFor(n: number, mode?: GameMode): Seats {
  const m = mode ?? (n === 2 ? "duel" : "ffa");
  const ok = m === "duel" ? n === 2 : m === "ffa" ? n >= 3 && n <= 5 : n === 4;
  if (!ok) throw new Error(`engine: ${n} decks cannot play ${m}`);
  return { mode: m, ...(m === "2v2" ? twoTeams() : eachAlone(n)) };
}

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

/** The state before any step has run (createGame then advances it). */
export function initialState(config: {
  seed: Seed;
  decks: CardDef[][];
  mode?: GameMode;
  noShuffle?: boolean;
  firstPriority?: number;
  options?: Partial<GameState["config"]>;
}): GameState {
  let rng = seedRng(config.seed);
  const defs: Record<string, CardDef> = {};
  const cards: Record<string, CardState> = {};
  const seats = seatsFor(config.decks.length, config.mode);
  const players: PlayerState[] = config.decks.map(emptyPlayer);
  const sides: SideState[] = Array.from({ length: sideCount(seats) }, () => emptySide(seats.mode));
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
  if (first === undefined) [first, rng] = randomInt(rng, players.length);
  return {
    v: 1,
    seed: config.seed,
    rng,
    defs,
    cards,
    players,
    sides,
    seats,
    stalemate: [],
    stack: [],
    turn: 1,
    phase: "start",
    priority: null,
    passed: [],
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
      // Only when set: the states of games without it stay as they were (golden hashes).
      ...(config.options?.manualMoves === "cardText" && { manualMoves: "cardText" as const }),
    },
  };
}

export type { Ctx, Applied };
