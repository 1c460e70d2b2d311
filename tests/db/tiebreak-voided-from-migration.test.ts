// The `tiebreak_voided_from` migration: a tiebreak match a correction voided keeps the status it had (`voidedFrom`),
// so that taking the correction back restores the stage as it was (lib/tournament/records.ts settle). The matches
// voided before it get theirs from what their row still tells: no table (a bye), a confirmation time, a dispute,
// a report, else scheduled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAt, migrationNamed, withClient } from "./migration-db";

const { name: MIGRATION, before: BEFORE } = migrationNamed("tiebreak_voided_from");
let db: Awaited<ReturnType<typeof databaseAt>>;

beforeAll(async () => {
  db = await databaseAt("tiebreak_voided_from", BEFORE);
  await withClient(db.url, async (c) => {
    await c.query("BEGIN");
    await c.query("SET LOCAL session_replication_role = replica");
    const rows: [string, string, number | null, string][] = [
      ["bye", "void", null, ""],
      ["confirmed", "void", 1, `, "confirmedAt" = now(), report = '{"points": [[10, 0]]}'`],
      ["disputed", "void", 2, `, "disputedBy" = 's1', report = '{"points": [[10, 0]]}'`],
      ["reported", "void", 3, `, report = '{"points": [[10, 0]]}'`],
      ["scheduled", "void", 4, ""],
      ["live", "confirmed", 5, `, "confirmedAt" = now()`],
    ];
    for (const [id, status, table, extra] of rows) {
      await c.query(
        `INSERT INTO "Match" (id, "tournamentId", kind, stage, round, "tableNo", status) VALUES ($1, 't', 'tiebreak', 1, 1, $2, $3)`,
        [id, table, status],
      );
      if (extra) await c.query(`UPDATE "Match" SET ${extra.slice(2)} WHERE id = $1`, [id]);
    }
    await c.query("COMMIT");
  });
  await db.migrate(MIGRATION);
}, 120_000);

afterAll(() => db.drop());

describe(`migration ${MIGRATION}`, () => {
  it("gives every voided match the status it had, and none to a match not voided", async () => {
    const { rows } = await withClient(db.url, (c) =>
      c.query(`SELECT id, status, "voidedFrom" FROM "Match" ORDER BY id`),
    );
    expect(rows).toEqual([
      { id: "bye", status: "void", voidedFrom: "bye" },
      { id: "confirmed", status: "void", voidedFrom: "confirmed" },
      { id: "disputed", status: "void", voidedFrom: "disputed" },
      { id: "live", status: "confirmed", voidedFrom: null },
      { id: "reported", status: "void", voidedFrom: "reported" },
      { id: "scheduled", status: "void", voidedFrom: "scheduled" },
    ]);
  });
});
