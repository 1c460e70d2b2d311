// Issue 32 §1: the `event_settings` migration moves each game's own settings from the columns one game
// each had (Event.kenEnd, Event.incantesium) into one settings column that every game's module reads
// (lib/game-registry): Ken il Guerriero's end condition (a Ken event from before it had one: the players
// declare), Incantesium's optional rules, a Kartomantik event's card set (which stays a column too, for its
// foreign key). Nothing else of an event changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt, migrationNamed, withClient } from "./migration-db";

const { name: MIGRATION, before: BEFORE } = migrationNamed("event_settings");
let db: Awaited<ReturnType<typeof databaseAt>>;

const EVENTS = [
  { id: "kar", game: "kartomantik", format: "constructed", cardSetId: "set1", kenEnd: null, incantesium: null },
  {
    id: "ken",
    game: "ken",
    format: "torneo",
    cardSetId: null,
    kenEnd: { kind: "target", points: 30 },
    incantesium: null,
  },
  { id: "ken-old", game: "ken", format: "standard", cardSetId: null, kenEnd: null, incantesium: null },
  {
    id: "inc",
    game: "incantesium",
    format: "challenge",
    cardSetId: null,
    kenEnd: null,
    incantesium: { castes: true, spirits: false },
  },
];

beforeAll(async () => {
  db = await databaseAt("event_settings", BEFORE);
  await withClient(db.url, async (c) => {
    await c.query("BEGIN");
    await c.query("SET LOCAL session_replication_role = replica");
    for (const e of EVENTS)
      await c.query(
        `INSERT INTO "Event" (id, name, game, format, "bestOf", "joinCode", "organizerId", "cardSetId", "kenEnd", incantesium)
         VALUES ($1, $1, $2, $3, 1, $1, 'org', $4, $5, $6)`,
        [
          e.id,
          e.game,
          e.format,
          e.cardSetId,
          e.kenEnd && JSON.stringify(e.kenEnd),
          e.incantesium && JSON.stringify(e.incantesium),
        ],
      );
    await c.query("COMMIT");
  });
  await db.migrate(MIGRATION);
}, 120_000);

afterAll(() => db.drop());

describe(`migration ${MIGRATION}`, () => {
  it("moves each game's own columns into its settings; the card set stays a column too", async () => {
    const { rows } = await withClient(db.url, (c) =>
      c.query(`SELECT id, game, format, "cardSetId", settings FROM "Event" ORDER BY id`),
    );
    expect(rows).toEqual([
      {
        id: "inc",
        game: "incantesium",
        format: "challenge",
        cardSetId: null,
        settings: { castes: true, spirits: false },
      },
      { id: "kar", game: "kartomantik", format: "constructed", cardSetId: "set1", settings: { cardSetId: "set1" } },
      { id: "ken", game: "ken", format: "torneo", cardSetId: null, settings: { end: { kind: "target", points: 30 } } },
      { id: "ken-old", game: "ken", format: "standard", cardSetId: null, settings: { end: { kind: "declared" } } },
    ]);
  });

  it("drops the per-game columns", async () => {
    const { rows } = await withClient(db.url, (c) =>
      c.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'Event' AND column_name IN ('kenEnd', 'incantesium', 'settings')`,
      ),
    );
    expect(rows.map((r) => r.column_name)).toEqual(["settings"]);
  });
});
