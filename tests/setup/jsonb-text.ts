// Comparing a state with what PostgreSQL's jsonb gave back: jsonb stores object keys in its own order and drops
// what is undefined, so both sides are compared as JSON text with sorted keys.

/** JSON with sorted keys and without what is undefined. */
export const jsonbText = (value: unknown): string =>
  JSON.stringify(JSON.parse(JSON.stringify(value) ?? "null"), (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
