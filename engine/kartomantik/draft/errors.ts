// Refusals as data: every rule check returns a RuleError instead of throwing, so the server can
// send the reason to the player and nothing in the state changes.
import type { RuleError, RuleErrorCode } from "./types";

/** A refusal citing the section of event-rules.md that forbids the action. */
export function refuse(error: RuleErrorCode, section: string, params?: RuleError["params"]): RuleError {
  return params ? { error, rule: `event-rules ${section}`, params } : { error, rule: `event-rules ${section}` };
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === "object" && value !== null && "error" in value && "rule" in value;
}
