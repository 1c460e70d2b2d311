// Issue 30 §11: `npm run backup` writes the whole installation to one file, consistently even while
// a draft night goes on; `npm run restore` puts it into an empty database — and refuses any other.
// A finished draft night (accounts, card set, event, seats, the draft's log, a saved deck) round-trips:
// every table, every row, every sequence equal.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownDatabase } from "./world";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "bazaar-backup-"));
let dropSource: () => Promise<void>;
let target = "";
let targetName = "";

/** `npm run backup|restore -- file` (the same command line npm runs), against `url`. */
const command = (which: "backup" | "restore", file: string, url: string) =>
  run(process.execPath, ["--import", "tsx", `scripts/${which}.ts`, file], {
    env: { ...process.env, DATABASE_URL: url },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

/** Every table's rows (as sorted JSON) and every sequence's state. */
async function everything(url: string) {
  const tables = await query<{ t: string }>(
    url,
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { t } of tables)
    out[t] = (await query<{ r: string }>(url, `SELECT to_jsonb(x)::text AS r FROM "${t}" x`)).map((r) => r.r).sort();
  const seqs = await query<{ s: string }>(
    url,
    `SELECT sequence_name AS s FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY 1`,
  );
  for (const { s } of seqs)
    out[`sequence ${s}`] = (
      await query<{ v: string }>(url, `SELECT last_value || '/' || is_called AS v FROM "${s}"`)
    ).map((r) => r.v);
  return out;
}

beforeAll(async () => {
  dropSource = await ownDatabase("backup_src");
  const admin = process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, "/postgres$1");
  targetName = `backup_dst_${process.pid}`;
  await query(admin, `DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
  await query(admin, `CREATE DATABASE ${targetName}`);
  target = process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, `/${targetName}$1`);
});

afterAll(async () => {
  const { closePool } = await import("@/lib/db/pool");
  const { db } = await import("@/lib/db/client");
  await Promise.all([closePool(), db().$disconnect()]);
  await query(
    process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, "/postgres$1"),
    `DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`,
  );
  await dropSource();
  rmSync(dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("round-trips a finished draft night: every table and sequence equal; refuses a database that is not empty", async () => {
    const { draftNight } = await import("../drafts/setup");
    const { saveDraftDeck, myDraftDeck } = await import("@/lib/kartomantik/decks/draft-decks");
    const night = await draftNight(2, { composition: { wills: 2, minor: 1, medium: 0, major: 0 } });
    for (let i = 0; i < 500; i++) {
      const s = await night.current();
      if (s.state.finished) break;
      if (!s.state.auction) await night.as(s.state.active!).play({ type: "choose", cardId: s.state.table[0]! });
      else {
        // A bid now and then (some get refused: too poor, or the best already), else a pass.
        const bidder = night.as(s.state.auction.awaiting[0]!);
        const amount = (s.state.auction.best?.amount ?? 0) + 5;
        const bid = i % 3 === 0 ? await bidder.play({ type: "bid", amount }).catch(() => null) : null;
        if (!bid) await bidder.play({ type: "pass" });
      }
    }
    expect((await night.current()).state.finished).toBe(true);
    const deck = await myDraftDeck(night.event.id, night.devices[0]!);
    await saveDraftDeck(night.event.id, night.devices[0]!, deck.cardIds);

    const source = process.env.DATABASE_URL!;
    const before = await everything(source);
    expect(before.DraftAction!.length).toBeGreaterThan(3);
    expect(before.Deck).toHaveLength(1);
    expect(before._prisma_migrations!.length).toBeGreaterThan(0);

    const file = path.join(dir, "night.backup.gz");
    const backup = await command("backup", file, source);
    expect(backup).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Backup written to .*night\.backup\.gz: \d+ tables, \d+ rows/),
    });
    const restore = await command("restore", file, target);
    expect(restore).toMatchObject({ code: 0, out: expect.stringMatching(/^Restored .*: \d+ tables, \d+ rows/) });
    expect(await everything(target)).toEqual(before);

    // Into a database that is not empty: refused, saying why and what to do; nothing changes.
    const again = await command("restore", file, target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already has \d+ table\(s\).*only into an empty database/);
    expect(await everything(target)).toEqual(before);
  }, 120_000);

  it("refuses a truncated backup file before touching the database", async () => {
    const file = path.join(dir, "whole.backup.gz");
    expect((await command("backup", file, process.env.DATABASE_URL!)).code).toBe(0);
    const { readFileSync } = await import("node:fs");
    const bytes = readFileSync(file);
    const cut = path.join(dir, "cut.backup.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const admin = process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, "/postgres$1");
    const empty = `backup_empty_${process.pid}`;
    await query(admin, `DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
    await query(admin, `CREATE DATABASE ${empty}`);
    try {
      const url = process.env.DATABASE_URL!.replace(/\/[^/?]+(\?.*)?$/, `/${empty}$1`);
      const refused = await command("restore", cut, url);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/damaged or incomplete|is incomplete/);
      expect(await query(url, `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`)).toEqual([]);
    } finally {
      await query(admin, `DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
    }
  }, 60_000);
});
