// The card-set versions migration keeps every existing row: each set becomes version 1 of itself,
// events keep pointing at theirs, the installation's sets (no owner) are shared and organizers'
// uploads private. Run on a database migrated up to the migration before it, holding data.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, defaultMigrationsDir } from "@/lib/db/migrate";

const MIGRATION = "20261201084237_card_set_versions";
const dirs: string[] = [];
const name = `set_versions_${process.pid}_${Date.now()}`;
const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });

afterAll(async () => {
  const c = admin();
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it("turns every existing set into version 1 of itself and keeps events, cards and owners", async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = process.env.DATABASE_URL!.replace(/\/[^/]+$/, `/${name}`);
    const before = mkdtempSync(path.join(tmpdir(), "bazaar-sets-"));
    dirs.push(before);
    for (const folder of readdirSync(defaultMigrationsDir()).filter((f) => f < MIGRATION))
      cpSync(path.join(defaultMigrationsDir(), folder), path.join(before, folder), { recursive: true });
    await applyMigrations(url, { migrationsDir: before });

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO "Organizer" (id, email, name, "passwordHash") VALUES ('a', 'a@x.it', 'A', 'x'), ('b', 'b@x.it', 'B', 'x')`,
      );
      await db.query(`INSERT INTO "CardSet" (id, slug, name, source, "ownerId", "updatedAt") VALUES
        ('demo', 'bazaar-demo', 'Bazaar Demo', 'bundled', NULL, now()), ('beta', 'beta', 'Beta', 'cli', NULL, now()), ('mine', 'mine', 'Mine', 'upload', 'a', now())`);
      await db.query(`INSERT INTO "Card" (id, "setId", "externalId", "collectionNumber", type, "nameEn", "nameIt", points, temperaments, "colorKey", raw, "updatedAt")
        VALUES ('c1', 'mine', 'x1', 1, 'manifestation', 'One', 'Uno', 10, '{}', 'red', '{}', now())`);
      await db.query(
        `INSERT INTO "Event" (id, name, format, "bestOf", "joinCode", "organizerId", "cardSetId") VALUES ('e1', 'B on A', 'constructed', 1, 'ABCDEF', 'b', 'mine')`,
      );

      const { applied } = await applyMigrations(url);
      // This migration first; later ones (if any) follow it.
      expect(applied[0]).toBe(MIGRATION);
      const sets = await db.query(`SELECT id, slug, version, shared, "ownerId" FROM "CardSet" ORDER BY id`);
      expect(sets.rows).toEqual([
        { id: "beta", slug: "beta", version: 1, shared: true, ownerId: null },
        { id: "demo", slug: "bazaar-demo", version: 1, shared: true, ownerId: null },
        { id: "mine", slug: "mine", version: 1, shared: false, ownerId: "a" },
      ]);
      expect((await db.query(`SELECT "cardSetId" FROM "Event" WHERE id = 'e1'`)).rows).toEqual([{ cardSetId: "mine" }]);
      expect((await db.query(`SELECT id, "setId" FROM "Card"`)).rows).toEqual([{ id: "c1", setId: "mine" }]);
      // A next version of the same set can now sit beside it; the same version twice cannot (in the set's scope,
      // its owner's: the later card_set_scope migration, tests/cards/set-scope-migration.test.ts).
      await db.query(
        `INSERT INTO "CardSet" (id, scope, slug, version, name, source, "ownerId", "updatedAt") VALUES ('mine2', 'a', 'mine', 2, 'Mine', 'upload', 'a', now())`,
      );
      await expect(
        db.query(
          `INSERT INTO "CardSet" (id, scope, slug, version, name, source, "updatedAt") VALUES ('dup', 'a', 'mine', 2, 'Mine', 'upload', now())`,
        ),
      ).rejects.toThrow(/unique/);
    } finally {
      await db.end();
    }
  });
});
