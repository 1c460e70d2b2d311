// The public card search (GET /api/kartomantik/card-sets/<set>/cards, and the card browser page that shares its
// filter): a filter the database cannot hold is the client's mistake, answered 400 with the field — a points value past
// PostgreSQL's integer was a 500 ("Value out of range for the type"), found by a route fuzz.
import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("@/lib/auth/session", () => ({ currentOrganizer: async () => null }));

const { importCatalog } = await import("@/lib/kartomantik/cards/import");
const { cardFilter } = await import("@/lib/kartomantik/cards/query");
const cardsRoute = (await import("../setup/mount")).mounted("kartomantik", "card-sets/[setId]/cards");
const { loadDemo, unique } = await import("../setup/fixtures");

const search = (setId: string, query: string) =>
  cardsRoute.GET(new Request(`http://test/api/kartomantik/card-sets/${setId}/cards?${query}`), {
    params: Promise.resolve({ setId }),
  });

describe("card search filters", () => {
  it("points beyond any card's are refused with the field; within them, the cards with those points", async () => {
    const setName = unique("SearchSet");
    const { setId } = await importCatalog(
      loadDemo().map((c) => ({ ...c, setName })),
      { source: "cli" },
    );
    for (const points of ["2147483648", "-2147483649", "9007199254740991", "1e12"]) {
      const res = await search(setId, `points=${points}`);
      expect(res.status, points).toBe(400);
      expect(JSON.stringify(await res.json()), points).toContain("points");
    }
    const res = await search(setId, "points=15");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { cards: { points: number | null }[] };
    expect(body.cards.length).toBeGreaterThan(0);
    expect(body.cards.every((c) => c.points === 15)).toBe(true);
    // The browser page parses the same filter: such a value is dropped there (every card shown), not a failed query.
    expect(cardFilter.safeParse({ points: "2147483648" }).success).toBe(false);
  });
});
