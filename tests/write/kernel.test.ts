// The write kernel's rules (lib/write/kernel.ts) on an aggregate kept in memory: a transaction
// works on a copy that replaces the store only when it commits; announcements wait for the commit.
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { runWrite, write, type Aggregate, type Command, type Transact } from "@/lib/write/kernel";

interface Entry {
  actor: string;
  note: string;
  key: string | null;
}
interface Row {
  seq: number;
  open: boolean;
}
interface Store {
  row: Row;
  log: Entry[];
  heard: number[];
}
interface Client {
  row: Row;
  log: Entry[];
  onCommit: (() => void)[];
}

function memory() {
  const store: Store = { row: { seq: 0, open: true }, log: [], heard: [] };
  const steps: string[] = [];
  const transact: Transact<Client> = async (work) => {
    const client: Client = { row: { ...store.row }, log: [...store.log], onCommit: [] };
    const result = await work(client);
    store.row = client.row;
    store.log = client.log;
    for (const hook of client.onCommit) hook();
    return result;
  };
  const aggregate: Aggregate<Client, Row, Entry> = {
    lock: async (client) => (steps.push("lock"), { ...client.row }),
    seq: (row) => row.seq,
    recorded: async (client, _row, actor, key) => {
      steps.push("recorded");
      const i = client.log.findIndex((e) => e.actor === actor && e.key === key);
      return i < 0 ? null : i + 1;
    },
    append: async (client, row, entries, key) => {
      steps.push("append");
      entries.forEach((e, i) => client.log.push({ ...e, key: i === 0 ? key : null }));
      client.row = { ...client.row, seq: row.seq + entries.length };
      return client.row.seq;
    },
    announce: (client, _row, seq) => {
      steps.push("announce");
      client.onCommit.push(() => store.heard.push(seq));
    },
  };
  return { store, steps, transact, aggregate };
}

type Note = Command<Client, Row, { actor: string }, Entry, string>;

/** A note by `actor`, stale unless it saw the row's seq, refused on a closed row. */
const note = (actor: string, text: string, opts: { key?: string; seen?: number } = {}): Note => ({
  key: opts.key ?? null,
  load: () => ({ actor }),
  retried: (_c, _row, _x, seq) => `retry of ${seq}`,
  admit: (_c, row) => {
    if (!row.open) throw new AppError("draft_finished");
  },
  stale: (_c, row) =>
    opts.seen !== undefined && opts.seen !== row.seq ? new AppError("draft_stale", {}, { seq: row.seq }) : null,
  reduce: () => ({ result: text, entries: [{ actor, note: text, key: null }] }),
});

describe("write kernel", () => {
  it("applies a retried key once and answers the retry with what was recorded; another actor's same key is a request of its own", async () => {
    const m = memory();
    const first = await write(m.transact, m.aggregate, note("seat:a", "bid 5", { key: "k-1" }));
    const again = await write(m.transact, m.aggregate, note("seat:a", "bid 5", { key: "k-1" }));
    expect(first).toEqual({ result: "bid 5", seq: 1, duplicate: false });
    expect(again).toEqual({ result: "retry of 1", seq: 1, duplicate: true });
    const other = await write(m.transact, m.aggregate, note("seat:b", "bid 6", { key: "k-1" }));
    expect(other).toEqual({ result: "bid 6", seq: 2, duplicate: false });
    expect(m.store.log.map((e) => [e.actor, e.note, e.key])).toEqual([
      ["seat:a", "bid 5", "k-1"],
      ["seat:b", "bid 6", "k-1"],
    ]);
    expect(m.store.heard).toEqual([1, 2]); // the retry is not announced
  });

  it("refuses a stale version with the typed error and the current seq, and changes nothing", async () => {
    const m = memory();
    await write(m.transact, m.aggregate, note("seat:a", "one"));
    const refused = await write(m.transact, m.aggregate, note("seat:b", "two", { seen: 0 })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("draft_stale");
    expect((refused as AppError).details).toEqual({ seq: 1 });
    expect(m.store.log.map((e) => e.note)).toEqual(["one"]);
    expect(m.store.row.seq).toBe(1);
    expect(m.store.heard).toEqual([1]);
  });

  it("checks in one order: lock, retry, admission, freshness, reducer, append, announcement", async () => {
    const m = memory();
    m.store.row.open = false;
    m.store.log.push({ actor: "seat:a", note: "old", key: "k-2" });
    m.store.row.seq = 1;
    // A retry is answered even when the request would be refused now; a closed row is refused
    // before a stale version is noticed.
    expect((await write(m.transact, m.aggregate, note("seat:a", "x", { key: "k-2", seen: 0 }))).duplicate).toBe(true);
    const closed = await write(m.transact, m.aggregate, note("seat:a", "x", { key: "k-3", seen: 0 })).catch(
      (e: AppError) => e.code,
    );
    expect(closed).toBe("draft_finished");
    m.store.row.open = true;
    m.steps.length = 0;
    await write(m.transact, m.aggregate, note("seat:a", "y", { key: "k-4", seen: 1 }));
    expect(m.steps).toEqual(["lock", "recorded", "append", "announce"]);
  });

  it("announces only at commit: never while the transaction runs, never after a rollback", async () => {
    const m = memory();
    const heardInside = await m.transact(async (client) => {
      await runWrite(client, m.aggregate, note("seat:a", "one"));
      return [...m.store.heard];
    });
    expect(heardInside).toEqual([]);
    expect(m.store.heard).toEqual([1]);
    await expect(
      m.transact(async (client) => {
        await runWrite(client, m.aggregate, note("seat:a", "two"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(m.store.heard).toEqual([1]);
    expect(m.store.log.map((e) => e.note)).toEqual(["one"]);
  });

  it("a reducer that changes nothing appends and announces nothing; one that throws leaves no entry", async () => {
    const m = memory();
    const idle: Note = { ...note("seat:a", "-"), reduce: () => ({ result: "nothing", entries: [] }) };
    expect(await write(m.transact, m.aggregate, idle)).toEqual({ result: "nothing", seq: 0, duplicate: false });
    const broken: Note = { ...note("seat:a", "-"), reduce: () => Promise.reject(new AppError("rule_not_your_turn")) };
    await expect(write(m.transact, m.aggregate, broken)).rejects.toMatchObject({ code: "rule_not_your_turn" });
    expect(m.store.log).toEqual([]);
    expect(m.store.heard).toEqual([]);
  });

  it("takes the fast path when it decides, and the locked path when it declines", async () => {
    const m = memory();
    const fast = await write(m.transact, m.aggregate, note("seat:a", "locked"), async () => ({
      result: "fast",
      seq: 7,
      duplicate: false,
    }));
    expect(fast.result).toBe("fast");
    expect(m.steps).toEqual([]); // no lock taken
    const declined = await write(m.transact, m.aggregate, note("seat:a", "locked"), async () => null);
    expect(declined).toEqual({ result: "locked", seq: 1, duplicate: false });
  });

  it("refuses a keyed command that does not name its actor (it could take another actor's request for a retry)", async () => {
    const m = memory();
    const anonymous = { ...note("seat:a", "x", { key: "k-5" }), load: () => ({}) } as unknown as Note;
    await expect(write(m.transact, m.aggregate, anonymous)).rejects.toThrow("names its actor");
    expect(m.store.log).toEqual([]);
  });
});
