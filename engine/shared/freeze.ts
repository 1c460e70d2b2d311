// Deep-freezes a plain value in place: an engine's input that is frozen makes any write to it throw, which is how the
// tests check that `apply` never writes its input, and how the bot worker keeps a context shared by many moves intact.
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
