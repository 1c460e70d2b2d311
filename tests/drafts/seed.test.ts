// Issue 16 §4: a new draft's seed is 128 bits from the server's CSPRNG, four unsigned 32-bit
// words, in every place it is stored; 31 bits could be searched offline from the public d6 rolls
// and first table for the hidden deck.
import { describe, expect, it } from "vitest";
import { createDraft, type DraftCard, type DraftConfig } from "@/engine/kartomantik/draft";
import { db } from "@/lib/db/client";
import { draftNight } from "./setup";

const isWords = (seed: unknown) =>
  Array.isArray(seed) && seed.length === 4 && seed.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32);

async function storedSeeds(draftId: string) {
  const rows = await db().$queryRaw<{ config: unknown; state: unknown; start: unknown }[]>`
    SELECT d.config->'seed' AS config, d.state->'config'->'seed' AS state, a.payload->'seed' AS start
      FROM "Draft" d JOIN "DraftAction" a ON a."draftId" = d.id AND a.seq = 1 WHERE d.id = ${draftId}`;
  return rows[0]!;
}

describe("issue 16 §4: a new draft's seed", () => {
  it("is four unsigned 32-bit words in the row, its state and its start entry, and it is the deck's seed", async () => {
    const night = await draftNight(2);
    const stored = await storedSeeds(night.draftId);
    expect(isWords(stored.config), JSON.stringify(stored.config)).toBe(true);
    expect(stored.state).toEqual(stored.config);
    expect(stored.start).toEqual(stored.config);
    // The stored words reproduce the stored deck: they are the seed the engine used.
    const draft = await db().draft.findUniqueOrThrow({ where: { id: night.draftId } });
    const created = createDraft(draft.pool as unknown as DraftCard[], draft.config as unknown as DraftConfig);
    expect("state" in created && created.state.deck).toEqual((await night.current()).state.deck);
  });

  it("differs from draft to draft", async () => {
    const [a, b] = [await draftNight(2), await draftNight(2)];
    expect((await storedSeeds(a.draftId)).config).not.toEqual((await storedSeeds(b.draftId)).config);
  });
});
