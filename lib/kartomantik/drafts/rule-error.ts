import type { RuleError } from "@/engine/kartomantik/draft/types";
import { AppError, type ErrorCode } from "@/lib/errors";

/** The engine's refusal as the typed error the player reads: messages name players, the engine
 * counts them by index. */
export function ruleError(err: RuleError, names: string[] = []): AppError {
  const params: Record<string, string | number> = { ...err.params, rule: err.rule };
  for (const key of ["active", "bidder", "chooser"]) {
    const index = err.params?.[key];
    if (typeof index === "number") params[`${key}Name`] = names[index] ?? `#${index + 1}`;
  }
  return new AppError(`rule_${err.error}` as ErrorCode, params);
}
