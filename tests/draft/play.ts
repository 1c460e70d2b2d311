// Seeded random play for the property-style tests: every action comes from legalActions (via
// randomLegalAction), so a refusal is a bug in the machine or in legalActions.
import {
  applyDraft,
  createDraft,
  DEFAULT_COMPOSITION,
  isRuleError,
  randomLegalAction,
  seedRng,
  type DraftAction,
  type DraftCard,
  type DraftConfig,
  type DraftEvent,
  type DraftState,
} from "@/engine/kartomantik/draft";

export interface Played {
  config: DraftConfig;
  initial: DraftState;
  final: DraftState;
  actions: DraftAction[];
  events: DraftEvent[];
  /** Every state along the way, the initial one first. */
  states: DraftState[];
}

export function playRandom(
  pool: DraftCard[],
  players: number,
  seed: number,
  options: { keepStates?: boolean; onStep?: (state: DraftState) => void } = {},
): Played {
  const config: DraftConfig = { players, seed, composition: DEFAULT_COMPOSITION };
  const created = createDraft(pool, config);
  if (isRuleError(created)) throw new Error(`createDraft refused: ${JSON.stringify(created)}`);
  let state = created.state;
  // The players' choices use their own stream, apart from the draft's PRNG.
  let rng = seedRng(seed * 7919 + players);
  const actions: DraftAction[] = [];
  const events = [...created.events];
  const states = [state];
  for (let guard = 0; guard < 100_000; guard++) {
    options.onStep?.(state);
    const next = randomLegalAction(state, rng);
    if (!next) return { config, initial: created.state, final: state, actions, events, states };
    const [action, nextRng] = next;
    rng = nextRng;
    const applied = applyDraft(state, action);
    if (isRuleError(applied))
      throw new Error(`legal action refused: ${JSON.stringify(action)} → ${JSON.stringify(applied)}`);
    actions.push(action);
    events.push(...applied.events);
    state = applied.state;
    if (options.keepStates) states.push(state);
  }
  throw new Error("the draft did not end");
}
