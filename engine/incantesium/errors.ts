// Refusals as data: a check returns a RuleError (code, the rulebook section or README ruling, an
// English message) and the state is left untouched.
import type { RuleError, RuleErrorCode } from "./types";

const MESSAGES: Record<RuleErrorCode, string> = {
  game_over: "The challenge is over.",
  bad_seat: "There is no such seat, or it cannot act now.",
  not_your_turn: "It is not your turn.",
  decision_pending: "An answer is awaited first.",
  no_decision: "Nothing is waiting for your answer.",
  not_in_hand: "That card is not in your hand.",
  not_castable: "That card cannot be cast.",
  off_flow_while_following: "You hold a base spell that follows the flow: a base spell off the flow cannot be cast.",
  combo_closed: "The combo is over: only one spell per turn without the Combo symbol.",
  combo_end_off_flow: "A card without the Combo symbol must follow the previous card's flow.",
  no_combo: "There is no combo to end.",
  bad_target: "That target is not allowed.",
  not_a_barrier: "Only a Barriera answers a spell.",
  magus_not_alone: "The Magus is revealed only when it is the only card in your hand.",
  magus_alone: "With only the Magus in hand you must reveal it.",
  not_a_spirit: "Only a spirit does that.",
  spirit_cast_invalid:
    "A spirit casts three base spells of one element, following the flow, and gives a card of its hand to a mage in play.",
  caste_taken: "That caste is taken, or is not a caste card.",
  caste_choice_pending: "The castes are being chosen: choose yours first.",
  no_caste_choice: "There is no caste to choose now.",
  unknown_action: "Unknown action.",
};

export function refuse(code: RuleErrorCode, rule: string): RuleError {
  return { code, rule, message: MESSAGES[code] };
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === "object" && value !== null && "code" in value && "rule" in value && "message" in value;
}
