// Seeds for new drafts and engine games: 128 bits from the operating system's CSPRNG. The engine
// is deterministic, so the seed is the hidden deck: 32 bits could be searched offline from the
// public dice and the first table (or one's own draws); 2^128 cannot (engine/shared/rng.ts).
import { randomBytes } from "node:crypto";
import type { Seed } from "@/engine/shared/rng";

export function randomSeed(): Seed {
  const bytes = randomBytes(16);
  return [bytes.readUInt32LE(0), bytes.readUInt32LE(4), bytes.readUInt32LE(8), bytes.readUInt32LE(12)];
}
