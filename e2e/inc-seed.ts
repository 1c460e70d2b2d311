// The e2e Incantesium event's test seed, and the salt of its one match (round 1, table 1:
// lib/incantesium/open.ts salts by round × 64 + table). Found and checked by
// tests/incantesium/e2e-seed.test.ts. It was 169 until ruling H1 (engine/incantesium/README.md): a hand passed
// over by Illusione arrives sorted, so that challenge took another course after its Illusione and lost its Veleno
// cured; 2281 has no Illusione, and with the e2e policy its first round is won by side 0 at the 9th action, as
// e2e/incantesium-replay.spec.ts needs, and its loser conquers a gem and loses it (e2e/result-forms.spec.ts).
export const E2E_DUEL_SEED = 2281;
export const E2E_DUEL_SALT = 1 * 64 + 1;
