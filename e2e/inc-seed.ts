// The e2e Incantesium event's test seed, and the salt of its one match (round 1, table 1:
// lib/incantesium/open.ts salts by round × 64 + table). Found and checked by
// tests/incantesium/e2e-seed.test.ts.
export const E2E_DUEL_SEED = 169;
export const E2E_DUEL_SALT = 1 * 64 + 1;
