// The draft state machine: applyDraft(state, action) → { state, events } | RuleError, pure and
// deterministic, plus replay for rebuilding a state from the action log.
import { bid, choose, match, pass } from "./auction";
import { isRuleError, refuse } from "./errors";
import { cancelOnTap, revealAtEnd, runProxies, setProxy } from "./proxy";
import { createDraft } from "./setup";
import type { Applied, DraftAction, DraftCard, DraftConfig, DraftEvent, DraftState, RuleError } from "./types";

export { createDraft } from "./setup";
export {
  draftView,
  legalActions,
  proxyOf,
  type DraftView,
  type LegalActions,
  type PublicAuction,
  type PublicConfig,
} from "./view";

/** Checks who acts and that the draft still runs, then hands the action to its rule. */
export function applyDraft(state: DraftState, action: DraftAction): Applied | RuleError {
  const player = action.player;
  if (!Number.isInteger(player) || player < 0 || player >= state.config.players)
    return refuse("unknown_player", "§3.9", { player: String(player) });
  if (state.finished) return refuse("draft_finished", "§2");

  let result: Applied | RuleError;
  // A player's own tap cancels their proxy (kept if the tap is refused: nothing changes then).
  const tapped =
    action.type === "choose" || action.type === "proxy" ? { state, events: [] } : cancelOnTap(state, player);
  switch (action.type) {
    case "choose":
      result = choose(state, player, action.cardId);
      break;
    case "bid":
      result = bid(tapped.state, player, action.amount);
      break;
    case "match":
      result = match(tapped.state, player);
      break;
    case "pass":
      result = pass(tapped.state, player);
      break;
    case "proxy":
      result = setProxy(state, player, action.max);
      break;
    default:
      // Not a rule: the caller sent something that is not a DraftAction at all.
      throw new TypeError(`unknown draft action: ${JSON.stringify(action)}`);
  }
  if (isRuleError(result)) return result;
  // A tap that ends the auction makes its automatic bids public.
  const ended = revealAtEnd(tapped.state.auction, result.state);
  if (action.type !== "proxy")
    result = runProxies({ state: result.state, events: [...tapped.events, ...result.events, ...ended] });
  return { state: { ...result.state, actions: state.actions + 1 }, events: result.events };
}

/**
 * createDraft, then every action in order: the final state and every event. A refused action
 * returns its RuleError with `actionIndex` (0-based) added to the params.
 */
export function replay(pool: DraftCard[], config: DraftConfig, actions: DraftAction[]): Applied | RuleError {
  const created = createDraft(pool, config);
  if (isRuleError(created)) return created;
  let state = created.state;
  const events: DraftEvent[] = [...created.events];
  for (const [index, action] of actions.entries()) {
    const applied = applyDraft(state, action);
    if (isRuleError(applied)) return { ...applied, params: { ...applied.params, actionIndex: index } };
    state = applied.state;
    events.push(...applied.events);
  }
  return { state, events };
}
