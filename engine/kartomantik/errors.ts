// Refusals as data: every rule check returns a RuleError instead of throwing, so the server can
// send the reason to the player and nothing in the state changes.
import type { RuleError, RuleErrorCode } from "./types";

const MESSAGES: Record<RuleErrorCode, string> = {
  game_over: "The game is over.",
  bad_player: "There is no such player.",
  player_out: "You have already left the game.",
  not_your_priority: "You do not have priority.",
  decision_pending: "A decision must be answered first.",
  no_decision: "Nothing is waiting on your choice.",
  bad_choice: "That choice is not among the options.",
  wrong_phase: "That cannot be done in this phase.",
  not_in_hand: "That card is not in your hand.",
  not_a_will: "That card is not a will.",
  not_a_manifestation: "That card is not a manifestation.",
  no_support: "That manifestation has no Support from there.",
  support_forbidden: "Manifestations cannot be put in Support now.",
  stack_not_empty: "Persistent wills can only be played with an empty stack.",
  bad_targets: "The targets are not legal.",
  tribute_unpaid: "The tribute is not paid.",
  tribute_invalid: "The tribute is not valid.",
  not_your_card: "You do not control that card.",
  no_such_ability: "That card has no such ability.",
  cost_unpaid: "The cost cannot be paid.",
  exhausted: "That card is exhausted.",
  card_locked: "That card cannot be played this turn.",
  bad_move: "That manual move is not allowed.",
  no_manual_text: "Manual moves are only for card text the engine does not run, and there is none in play.",
  unknown_action: "Unknown action.",
};

/** A refusal citing the rulebook section that forbids the action. */
export function refuse(error: RuleErrorCode, section: string, params?: RuleError["params"]): RuleError {
  const base = { error, rule: `rulebook ${section}`, message: MESSAGES[error] };
  return params ? { ...base, params } : base;
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === "object" && value !== null && "error" in value && "rule" in value;
}
