// The `card_set_scope` migration: set names become unique per scope (CardSet.scope: the owner's id, or "" for the
// installation's sets) instead of per server, and a use of another's set (CardSetUse) names that set's scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt, migrationNamed, withClient } from "../db/migration-db";

const { name: MIGRATION, before: BEFORE } = migrationNamed("card_set_scope");
let db: Awaited<ReturnType<typeof databaseAt>>;

beforeAll(async () => {
  db = await databaseAt("card_set_scope", BEFORE);
  await withClient(db.url, async (c) => {
    await c.query(
      `INSERT INTO "Organizer" (id, email, name, "passwordHash") VALUES ('a', 'a@x.it', 'A', 'x'), ('b', 'b@x.it', 'B', 'x')`,
    );
    await c.query(`INSERT INTO "CardSet" (id, slug, version, name, source, "ownerId", shared, "updatedAt") VALUES
      ('demo', 'bazaar-demo', 1, 'Bazaar Demo', 'bundled', NULL, true, now()),
      ('beta1', 'beta', 1, 'Beta', 'upload', 'a', false, now()),
      ('beta2', 'beta', 2, 'Beta', 'upload', 'a', false, now())`);
    await c.query(`INSERT INTO "CardSetUse" ("organizerId", game, slug) VALUES ('b', 'kartomantik', 'beta')`);
  });
  await db.migrate(MIGRATION);
}, 120_000);

afterAll(() => db.drop());

describe(`migration ${MIGRATION}`, () => {
  it("puts every set in its owner's scope (the installation's: \"\") and every use in its set's", async () => {
    await withClient(db.url, async (c) => {
      expect((await c.query(`SELECT id, scope FROM "CardSet" ORDER BY id`)).rows).toEqual([
        { id: "beta1", scope: "a" },
        { id: "beta2", scope: "a" },
        { id: "demo", scope: "" },
      ]);
      expect((await c.query(`SELECT "organizerId", scope, slug FROM "CardSetUse"`)).rows).toEqual([
        { organizerId: "b", scope: "a", slug: "beta" },
      ]);
    });
  });

  it("lets another scope use a taken name, and refuses the same version twice in one scope", async () => {
    await withClient(db.url, async (c) => {
      const insert = (id: string, scope: string, owner: string | null) =>
        c.query(
          `INSERT INTO "CardSet" (id, scope, slug, version, name, source, "ownerId", "updatedAt") VALUES ($1, $2, 'beta', 1, 'Beta', 'upload', $3, now())`,
          [id, scope, owner],
        );
      await insert("bobs", "b", "b");
      await insert("installed", "", null);
      await expect(insert("again", "a", "a")).rejects.toThrow(/unique/);
      await expect(insert("again", "", null)).rejects.toThrow(/unique/);
    });
  });
});
