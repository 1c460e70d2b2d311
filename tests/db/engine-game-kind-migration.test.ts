// Issue 32 §2: the `engine_game_kind` migration names the game whose engine plays each EngineGame row,
// so that games on the shared engine contract (lib/engine-games/contract/) share the table and every
// reader filters by kind. The rows from before are Kartomantik games; new rows must say their kind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt, migrationNamed, withClient } from "./migration-db";

const { name: MIGRATION, before: BEFORE } = migrationNamed("engine_game_kind");
let db: Awaited<ReturnType<typeof databaseAt>>;

beforeAll(async () => {
  db = await databaseAt("engine_game_kind", BEFORE);
  await withClient(db.url, async (c) => {
    await c.query("BEGIN");
    await c.query("SET LOCAL session_replication_role = replica");
    for (const id of ["g1", "g2"])
      await c.query(
        `INSERT INTO "EngineGame" (id, "eventId", "seatIds", bots, config, state, "updatedAt")
         VALUES ($1, 'ev', '{s1,s2}', '{"",""}', '{}', '{}', now())`,
        [id],
      );
    await c.query("COMMIT");
  });
  await db.migrate(MIGRATION);
}, 120_000);

afterAll(() => db.drop());

describe(`migration ${MIGRATION}`, () => {
  it("names every existing game a Kartomantik game", async () => {
    const { rows } = await withClient(db.url, (c) => c.query(`SELECT id, kind FROM "EngineGame" ORDER BY id`));
    expect(rows).toEqual([
      { id: "g1", kind: "kartomantik" },
      { id: "g2", kind: "kartomantik" },
    ]);
  });

  it("leaves no default: a new row without its kind is refused", async () => {
    await expect(
      withClient(db.url, (c) =>
        c.query(
          `INSERT INTO "EngineGame" (id, "eventId", "seatIds", bots, config, state, "updatedAt")
           VALUES ('g3', 'ev', '{}', '{}', '{}', '{}', now())`,
        ),
      ),
    ).rejects.toThrow(/kind/);
  });
});
