// Seeds for new drafts and engine games: 128 bits from the operating system's CSPRNG. The engine
// is deterministic, so the seed is the hidden deck: 32 bits could be searched offline from the
// public dice and the first table (or one's own draws); 2^128 cannot (engine/shared/rng.ts).
// An event's `testSeed` (a game's own settings) fixes its deals only on the e2e server (BAZAAR_TEST_SEEDS=1), so
// that a flow can reach a position it needs; any other server refuses such an event (assertTestSeedAllowed).
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { saltSeed, type Seed } from "@/engine/shared/rng";
import { AppError } from "@/lib/errors";

export function randomSeed(): Seed {
  const bytes = randomBytes(16);
  return [bytes.readUInt32LE(0), bytes.readUInt32LE(4), bytes.readUInt32LE(8), bytes.readUInt32LE(12)];
}

/** An event's fixed seed (the e2e server's only), a game's own settings field. */
export const testSeedField = z.number().int().min(0).max(0xffffffff).optional();

export const testSeedsOn = (): boolean => process.env.BAZAAR_TEST_SEEDS === "1";

/** A new event's settings: a fixed seed only where the server takes one (nobody else may choose a known deal). */
export function assertTestSeedAllowed(settings: Record<string, unknown>): void {
  if (settings.testSeed !== undefined && !testSeedsOn()) throw new AppError("test_seed_refused");
}

/** A new game's seed from its event's fixed one salted (by its game of the match, …), on the e2e server only; else
 * null (the caller takes a fresh one). */
export function fixedSeed(testSeed: unknown, salt: number): Seed | null {
  return typeof testSeed === "number" && testSeedsOn() ? saltSeed(testSeed, salt) : null;
}
