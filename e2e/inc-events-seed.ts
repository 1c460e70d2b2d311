// The test seeds of e2e/incantesium-events.spec.ts's events, and the salt of round 1, table 1
// (lib/incantesium/open.ts salts by round × 64 + table). The 2v2 seed is checked by
// tests/incantesium/e2e-team-seed.test.ts: with the e2e mages' choices (inc-policy.ts) on every seat
// its "Sfida tra schiere di maghi" ends quickly enough for four phones.
export const E2E_TEAM_SEED = 304;
export const E2E_POD_SEED = 7;
export const E2E_TABLE_SALT = 1 * 64 + 1;
