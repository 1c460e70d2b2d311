// Creating a draft (§1): draw N × composition from each shuffled pile, shuffle them into the
// draft deck, roll d6 for the first player, deal the first table and start its first turn.
import { isRuleError } from "./errors";
import { checkComposition, PILES, splitIntoPiles } from "./piles";
import { rollD6, seedRng, shuffle, type Rng } from "../../shared/rng";
import { dealTable } from "./table";
import type { Applied, DraftCard, DraftConfig, DraftEvent, DraftState, RuleError } from "./types";

/** Code-unit order, not locale order: the same pool must give the same deck everywhere. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every pile is sorted by id before its shuffle, so the deck depends only on the set and the
 * seed — not on the order in which the database happened to return the cards.
 */
function drawDraftDeck(pool: readonly DraftCard[], config: DraftConfig, rng: Rng): [string[], Rng] {
  const piles = splitIntoPiles(pool);
  if (isRuleError(piles)) throw new Error("drawDraftDeck: pool not checked"); // checkComposition ran first
  let state = rng;
  const drawn: string[] = [];
  for (const pile of PILES) {
    const [shuffled, next] = shuffle(piles[pile].map((card) => card.id).sort(byId), state);
    state = next;
    drawn.push(...shuffled.slice(0, config.players * config.composition[pile]));
  }
  return shuffle(drawn, state);
}

/** Everyone rolls a d6; only the players tied for highest roll again, until one is highest. */
export function rollForFirstPlayer(players: number, rng: Rng): { rolls: DraftState["rolls"]; first: number; rng: Rng } {
  const rolls: DraftState["rolls"] = [];
  let contenders = Array.from({ length: players }, (_, p) => p);
  let state = rng;
  for (;;) {
    const round: { player: number; value: number }[] = [];
    for (const player of contenders) {
      const [value, next] = rollD6(state);
      state = next;
      round.push({ player, value });
    }
    rolls.push(round);
    const high = Math.max(...round.map((r) => r.value));
    contenders = round.filter((r) => r.value === high).map((r) => r.player);
    if (contenders.length === 1) return { rolls, first: contenders[0] as number, rng: state };
  }
}

export function createDraft(pool: DraftCard[], config: DraftConfig): Applied | RuleError {
  const invalid = checkComposition(pool, config);
  if (invalid) return invalid;
  const n = config.players;
  const [deck, afterDeck] = drawDraftDeck(pool, config, seedRng(config.seed));
  const { rolls, first, rng } = rollForFirstPlayer(n, afterDeck);

  const initial: DraftState = {
    config: { ...config, composition: { ...config.composition } },
    rng,
    deck,
    rolls,
    firstPlayer: first,
    tableNo: 0,
    table: [],
    turnOrder: [],
    turnIndex: 0,
    active: null,
    auction: null,
    takenThisTable: Array.from({ length: n }, () => []),
    hands: Array.from({ length: n }, () => []),
    spent: Array.from({ length: n }, () => 0),
    lastSale: null,
    finished: false,
    actions: 0,
  };
  const dealt = dealTable(initial);
  const events: DraftEvent[] = [
    ...rolls.map((round): DraftEvent => ({ type: "rolled", rolls: round })),
    { type: "firstPlayer", player: first },
    ...dealt.events,
  ];
  return { state: dealt.state, events };
}
