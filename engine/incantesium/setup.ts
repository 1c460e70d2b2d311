// Setting up ("Come si gioca"): the dealer drawn at random, 10 cards to each mage, the mana deck,
// its top card turned to start the flow (an extra spell is put back and the next one turned), the
// player on the dealer's left starts. Castes (optional) are shuffled and dealt face up before every round
// ("Prima di iniziare la partita", and a partita is one round: ruling K3); a state stored before that rule
// (no `castesEachRound`) keeps its first deal for the whole challenge. Chosen castes (`castesChosen`, ruling K5):
// the dealer is drawn, then each mage chooses from the dealer's left (phase "caste", apply.ts) before any card is
// dealt, and keeps the caste for the whole challenge.
import { randomInt, saltSeed, seedRng, shuffle } from "../shared/rng";
import { cardDef, GEM_CARDS, PLAY_CARDS } from "./cards";
import { CASTE_CARDS } from "./deck";
import { refuse } from "./errors";
import { handId } from "./ids";
import type { CreateOptions, GameEvent, GameState, Mode, Options, RuleError, Side } from "./types";

export const HAND_SIZE = 10;

/** The salt of the stream card ids are minted from (ruling H1): "id". */
const ID_SALT = 0x6964;

/** Seats per mode: duel 2, ffa 3–5 ("da 3, 4 o 5 giocatori"), 2v2 four. */
export function checkOptions(o: Options): string | null {
  if (o.mode === "duel" && o.players !== 2) return "a duel has 2 players";
  if (o.mode === "ffa" && (o.players < 3 || o.players > 5)) return "tutti contro tutti has 3 to 5 players";
  if (o.mode === "2v2" && o.players !== 4) return "2v2 has 4 players";
  if (o.castesChosen && !o.castes) return "chosen castes need the castes rule";
  return null;
}

function sidesFor(mode: Mode, players: number): Side[] {
  // "gli alleati dovranno posizionarsi nel tavolo alternandosi agli avversari": seats 0, 2 and 1, 3.
  if (mode === "2v2")
    return [
      { seats: [0, 2], gems: [], won: 0 },
      { seats: [1, 3], gems: [], won: 0 },
    ];
  return Array.from({ length: players }, (_, i) => ({ seats: [i], gems: [], won: 0 }));
}

export function createGame(opts: CreateOptions): GameState {
  const mode = opts.mode ?? "duel";
  const options: Options = {
    mode,
    players: opts.players ?? (mode === "duel" ? 2 : mode === "2v2" ? 4 : 3),
    castes: opts.castes ?? false,
    spirits: opts.spirits ?? false,
    // Only when chosen: the options of a drawn challenge stay as they were stored before this rule.
    ...(opts.castesChosen ? { castesChosen: true } : {}),
  };
  const bad = checkOptions(options);
  if (bad) throw new RangeError(`Incantesium: ${bad}`);
  let rng = seedRng(opts.seed);
  const s: GameState = {
    options,
    seats: Array.from({ length: options.players }, () => ({
      hand: [],
      out: false,
      creatures: [],
      poisons: [],
      caste: null,
    })),
    sides: sidesFor(mode, options.players),
    mana: [],
    flow: [],
    extras: [],
    gemPile: [...GEM_CARDS],
    unusedCastes: [],
    dealer: 0,
    turn: 0,
    round: 0,
    phase: "turn",
    chain: null,
    queue: [],
    askers: null,
    pending: null,
    mageTurn: 0,
    upcoming: [],
    lastPair: null,
    magusShown: null,
    winner: null,
    rng,
    actions: 0,
    castesEachRound: opts.castesEachRound ?? true,
    // Absent, not false, before ruling M4: a state stored then is the same JSON.
    ...((opts.chainOpenWithMagus ?? true) && { chainOpenWithMagus: true }),
    ...((opts.pairAlternatesAfterRevival ?? true) && { pairAlternatesAfterRevival: true }),
    // Ruling H1: a stream of its own, so the deal, the shuffles and the cards attacks take are as without it.
    ...((opts.freshHandIds ?? true) && { idRng: seedRng(saltSeed(opts.seed, ID_SALT)) }),
  };
  if (options.castesChosen) {
    if (opts.stack) throw new RangeError("Incantesium: a stacked deal has drawn castes");
    // The dealer first (as a drawn challenge does, from the same PRNG), then the choices; the cards once all chose.
    let dealer: number;
    [dealer, rng] = randomInt(s.rng, options.players);
    s.rng = rng;
    s.dealer = dealer;
    s.phase = "caste";
    s.turn = (dealer + 1) % options.players;
    s.mageTurn = s.turn;
    s.unusedCastes = CASTE_CARDS.map((c) => c.id);
    return s;
  }
  if (options.castes) dealCastes(s, opts.stack?.castes);
  if (opts.stack) {
    startRound(s, opts.stack.dealer, [], opts.stack);
  } else {
    let dealer: number;
    [dealer, rng] = randomInt(s.rng, options.players);
    s.rng = rng;
    startRound(s, dealer, []);
  }
  return s;
}

/** "Le carte Casta dovranno essere mescolate e pescate casualmente dai giocatori, successivamente dovranno essere
 *  posizionate scoperte": all six shuffled (or, in tests, the stacked ones first), one to each seat, the rest aside
 *  face up. */
function dealCastes(s: GameState, stacked?: string[]): void {
  let castes = CASTE_CARDS.map((c) => c.id);
  if (stacked) castes = [...stacked, ...castes.filter((c) => !stacked.includes(c))];
  else [castes, s.rng] = shuffle(castes, s.rng);
  s.seats.forEach((seat, i) => (seat.caste = castes[i]!));
  s.unusedCastes = castes.slice(s.seats.length);
}

/** "È possibile scegliere, prima di iniziare a giocare, la casta di maghi a cui appartenere" (ruling K5): the seat
 * whose turn it is takes a free caste, face up; the next clockwise chooses, and once every mage has one the first
 * round is dealt. The caller checked the phase and the seat. */
export function chooseCaste(s: GameState, seat: number, caste: string, ev: GameEvent[]): RuleError | null {
  if (!s.unusedCastes.includes(caste)) return refuse("caste_taken", "Caste Elementali");
  s.seats[seat]!.caste = caste;
  s.unusedCastes = s.unusedCastes.filter((c) => c !== caste);
  ev.push({ type: "casteChosen", seat, caste });
  const next = (seat + 1) % s.seats.length;
  if (s.seats[next]!.caste === null) s.turn = s.mageTurn = next;
  else startRound(s, s.dealer, ev);
  return null;
}

/** Every play card back together, shuffled and dealt; the next dealer is the previous one's left. Before a round
 * after the first, drawn castes are dealt again (ruling K3) unless the state predates that rule; chosen ones stay
 * (K5). */
export function startRound(s: GameState, dealer: number, ev: GameEvent[], stack?: CreateOptions["stack"]): void {
  if (s.round > 0 && s.options.castes && s.castesEachRound && !s.options.castesChosen) {
    dealCastes(s);
    ev.push({ type: "castesDealt", castes: s.seats.map((seat) => seat.caste!) });
  }
  for (const seat of s.seats) {
    seat.hand = [];
    seat.out = false;
    seat.creatures = [];
    seat.poisons = [];
  }
  s.round++;
  s.dealer = dealer;
  s.chain = null;
  s.queue = [];
  s.askers = null;
  s.pending = null;
  s.lastPair = null;
  s.magusShown = null;
  s.extras = [];
  if (stack) {
    stack.hands.forEach((hand, i) => (s.seats[i]!.hand = [...hand]));
    const named = new Set([...stack.hands.flat(), ...stack.flow, ...stack.mana]);
    const rest = PLAY_CARDS.filter((c) => !named.has(c));
    // mana is given top first; the state keeps the top last.
    s.mana = [...rest.reverse(), ...[...stack.mana].reverse()];
    s.flow = [...stack.flow];
  } else {
    const [deck, rng] = shuffle(PLAY_CARDS, s.rng);
    s.rng = rng;
    const n = s.seats.length;
    for (let i = 0; i < HAND_SIZE * n; i++) s.seats[(dealer + 1 + i) % n]!.hand.push(deck.pop()!);
    s.mana = deck;
    s.flow = [];
  }
  // Ruling H1: every card dealt under an id minted for its hand (none of the deck's, which anyone may know).
  if (s.idRng)
    for (const seat of s.seats) for (let i = 0; i < seat.hand.length; i++) seat.hand[i] = handId(s, seat.hand[i]!);
  if (s.flow.length === 0) turnFirstFlowCard(s, ev);
  s.phase = "turn";
  s.turn = (dealer + 1) % s.seats.length;
  s.mageTurn = s.turn;
  s.upcoming = [];
  ev.push({ type: "roundStarted", round: s.round, dealer, first: s.turn, flowTop: s.flow[s.flow.length - 1]! });
}

/** "Se la prima carta girata dal Mazzo del Mana è un Incantesimo Extra dovrà essere rimessa nel
 *  mazzo e andrà girata la carta successiva": put back at the bottom (ruling S1; the Magus too). */
function turnFirstFlowCard(s: GameState, ev: GameEvent[]): void {
  for (;;) {
    const card = s.mana.pop()!;
    if (cardDef(card).kind === "base") {
      s.flow.push(card);
      return;
    }
    s.mana.unshift(card);
    ev.push({ type: "flowReturned", card });
  }
}
