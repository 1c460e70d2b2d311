// The organizer's undo (event-rules §3.10) replays the draft's kept log to rebuild its state: tens of ms on a long
// draft, never with the draft's or the event's row locked (every bid waits for those). The replay is planned with no
// transaction open; the locked write only checks that the plan still holds. A bid landing between the plan and the
// lock leaves the undo's target as planned: the undo takes it back too, replayed once. An auction completed or another
// undo between them changes the target: the undo is planned again.
import { describe, expect, it, vi } from "vitest";

/** Every replay of an undo, and whether a draft write's transaction was open when it ran. */
const seen = vi.hoisted(() => ({
  open: 0,
  replays: [] as { inTx: boolean }[],
  /** Runs once before the next transaction begins (a write landing between the undo's plan and its lock). */
  beforeNextTx: null as null | (() => Promise<unknown>),
}));
vi.mock("@/engine/kartomantik/draft", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/engine/kartomantik/draft")>();
  return {
    ...real,
    replay: (...args: Parameters<typeof real.replay>) => {
      seen.replays.push({ inTx: seen.open > 0 });
      return real.replay(...args);
    },
  };
});
vi.mock("@/lib/db/pool", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/db/pool")>();
  const withTransaction: typeof real.withTransaction = async (work) => {
    const before = seen.beforeNextTx;
    seen.beforeNextTx = null;
    await before?.();
    return real.withTransaction(async (client) => {
      seen.open++;
      try {
        return await work(client);
      } finally {
        seen.open--;
      }
    });
  };
  return { ...real, withTransaction };
});

const { draftLog, undoLastAuction } = await import("@/lib/kartomantik/drafts/control");
const { draftNight } = await import("./setup");

type Night = Awaited<ReturnType<typeof draftNight>>;

/** The active player chooses the table's first card, the next player bids `amount`, and everyone else passes. */
async function auction(night: Night, amount: number) {
  const start = await night.current();
  const chooser = start.state.active!;
  await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
  const bidder = (chooser + 1) % start.state.spent.length;
  await night.as(bidder).play({ type: "bid", amount });
  for (const p of (await night.current()).state.auction!.awaiting) await night.as(p).play({ type: "pass" });
  return { chooser, bidder, start };
}

/** The active player opens an auction on the table's first card. */
async function choose(night: Night) {
  const now = await night.current();
  await night.as(now.state.active!).play({ type: "choose", cardId: now.state.table[0]! });
  return (await night.current()).seq;
}

/** The seq of each entry an undo took back, with its kind. */
async function undoneBy(night: Night, undo: number) {
  return (await draftLog(night.event.id)).actions.filter((a) => a.undoneBy === undo).map((a) => [a.seq, a.kind]);
}

describe("the organizer's undo replays the draft without a lock", () => {
  it("the replay runs with no transaction open; the state, the entries taken back and the undo's entry as before", async () => {
    const night = await draftNight(3);
    const { start, bidder } = await auction(night, 25);
    expect((await night.current()).state.spent[bidder]).toBe(25);
    const opened = await choose(night);
    seen.replays = [];
    const undone = await undoLastAuction(night.organizer.id, night.event.id);
    expect(seen.replays).toEqual([{ inTx: false }]);
    const now = await night.current();
    expect(now.seq).toBe(undone.seq);
    expect(now.state.spent).toEqual([0, 0, 0]);
    expect(now.state.table).toEqual(start.state.table);
    expect(undone.from).toBe(2);
    expect((await undoneBy(night, undone.seq)).map(([, kind]) => kind)).toEqual([
      "choose",
      "bid",
      "pass",
      "pass",
      "choose",
    ]);
    const entry = (await draftLog(night.event.id)).actions.at(-1)!;
    expect(entry).toMatchObject({ seq: undone.seq, kind: "undo", payload: { from: 2, to: opened } });
  });

  it("a bid between the plan and the lock: the undo holds as planned, takes the bid back too, replayed once", async () => {
    const night = await draftNight(3);
    await auction(night, 25);
    await choose(night);
    const before = await night.current();
    const bidder = before.state.auction!.awaiting[0]!;
    seen.replays = [];
    seen.beforeNextTx = () => night.as(bidder).play({ type: "bid", amount: 10 });
    const undone = await undoLastAuction(night.organizer.id, night.event.id);
    expect(seen.replays).toEqual([{ inTx: false }]);
    expect(undone.from).toBe(2);
    const log = await draftLog(night.event.id);
    expect(log.actions.at(-2)).toMatchObject({ seq: before.seq + 1, kind: "bid", undoneBy: undone.seq });
    expect(log.actions.at(-1)).toMatchObject({ kind: "undo", payload: { from: 2, to: before.seq + 1 } });
    expect((await night.current()).state.spent).toEqual([0, 0, 0]);
  });

  it("an auction completed between the plan and the lock: planned again, the newer auction taken back", async () => {
    const night = await draftNight(3);
    await auction(night, 25);
    const second = (await night.current()).seq + 1;
    seen.replays = [];
    seen.beforeNextTx = () => auction(night, 15);
    const undone = await undoLastAuction(night.organizer.id, night.event.id);
    expect(seen.replays).toEqual([{ inTx: false }, { inTx: false }]);
    expect(undone.from).toBe(second);
    expect((await undoneBy(night, undone.seq))[0]).toEqual([second, "choose"]);
    // The first auction stands.
    expect((await night.current()).state.spent.reduce((a, b) => a + b, 0)).toBe(25);
  });

  it("another undo between the plan and the lock: planned again from the log that undo left", async () => {
    const night = await draftNight(3);
    await auction(night, 25);
    await auction(night, 15);
    seen.replays = [];
    seen.beforeNextTx = () => undoLastAuction(night.organizer.id, night.event.id);
    const undone = await undoLastAuction(night.organizer.id, night.event.id);
    expect(seen.replays.every((r) => !r.inTx)).toBe(true);
    expect(undone.from).toBe(2);
    const undos = (await draftLog(night.event.id)).actions.filter((a) => a.kind === "undo");
    expect(undos.map((u) => (u.payload as { from: number }).from)).toEqual([expect.any(Number), 2]);
    expect((await night.current()).state.spent).toEqual([0, 0, 0]);
  });
});
