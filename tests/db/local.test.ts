import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@/lib/db/local";

afterEach(() => vi.unstubAllEnvs());

describe("openDatabase", () => {
  it("uses DATABASE_URL as given and starts nothing", async () => {
    const given = process.env.DATABASE_URL!;
    const database = await openDatabase();
    expect(database).toMatchObject({ url: given, embedded: null });
    await database.close();
  });

  it("a DATABASE_URL that cannot be used is an error saying why, before any command uses it", async () => {
    vi.stubEnv("DATABASE_URL", "postgresql://u:p@db.invalid:5432/bazaar");
    await expect(openDatabase()).rejects.toThrow(
      "The database of DATABASE_URL (db.invalid:5432/bazaar, user u) cannot be used: that host name is not known here.",
    );
  });
});
