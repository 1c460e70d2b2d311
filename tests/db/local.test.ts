import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/local";

afterEach(() => vi.unstubAllEnvs());

describe("openDatabase", () => {
  it("uses DATABASE_URL as given and starts nothing", async () => {
    vi.stubEnv("DATABASE_URL", "postgresql://u:p@db.example:5432/bazaar");
    const database = await openDatabase();
    expect(database).toMatchObject({ url: "postgresql://u:p@db.example:5432/bazaar", embedded: null });
    await database.close();
  });
});
