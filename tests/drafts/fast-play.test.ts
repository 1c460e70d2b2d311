// The one-statement path for players' actions (the cached option of lib/kartomantik/drafts/aggregate.ts) must
// give exactly the answers of the locked transaction: it may only ever decline, never decide differently.
import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { controlDraft, draftLog } from "@/lib/kartomantik/drafts/control";
import { fastPathStats } from "@/lib/kartomantik/drafts/aggregate";
import { claimSeat, issueSeatLink } from "@/lib/events/seats";
import { draftNight } from "./setup";

const cache = () =>
  (globalThis as unknown as { bazaarDraftCache: Map<string, { row: { seq: number } }> }).bazaarDraftCache;

beforeEach(() => {
  fastPathStats.taken = 0;
  fastPathStats.declined = 0;
});

describe("the fast path of a player's action", () => {
  it("is taken once the device's seat is known, and the log and snapshot match the locked path's", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    const bidder = (chooser + 1) % 3;
    const third = (chooser + 2) % 3;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! }); // locked: learns the seat
    await night.as(bidder).play({ type: "bid", amount: 5 }); // locked: learns this seat
    expect(fastPathStats.taken).toBe(0);
    const matched = await night.as(chooser).play({ type: "match" });
    const passed = await night.as(bidder).play({ type: "pass" });
    expect(fastPathStats.taken).toBe(2);
    expect(matched.seq).toBe(4);
    expect(passed.seq).toBe(5);
    const now = await night.current();
    expect(now.seq).toBe(5);
    expect(now.state.auction?.best).toEqual({ player: chooser, amount: 5 });
    expect(now.state.auction?.awaiting).toEqual([third]);
    const log = await draftLog(night.event.id);
    expect(log.actions.map((a) => a.kind)).toEqual(["start", "choose", "bid", "match", "pass"]);
  });

  it("a cache one step behind the database (another instance wrote) never applies to the old state", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    const a = (chooser + 1) % 3;
    const b = (chooser + 2) % 3;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    await night.as(a).play({ type: "bid", amount: 5 });
    await night.as(b).play({ type: "bid", amount: 10 });
    const seen = (await night.current()).seq;
    // Freeze this instance's picture, let a raise commit, then put the old picture back.
    const entry = cache().get(night.event.id)!;
    const stale = { ...entry.row };
    await night.as(a).play({ type: "bid", amount: 15, seenSeq: seen });
    entry.row = stale as typeof entry.row;
    // b answers the raise of 10 it saw: the database has moved on, so it is refused with the truth.
    await expect(night.as(b).play({ type: "bid", amount: 15, seenSeq: seen })).rejects.toMatchObject({
      code: "draft_stale_bid",
      params: { amount: 15 },
    });
    expect(fastPathStats.declined).toBe(1); // tried, found the row moved on, handed over
    const now = await night.current();
    expect(now.seq).toBe(seen + 1);
    expect(now.state.auction?.best).toEqual({ player: a, amount: 15 });
  });

  it("a paused draft refuses a known device's action, and nothing is written", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const bidder = (chooser + 1) % 3;
    await night.as(bidder).play({ type: "bid", amount: 5 });
    await controlDraft(night.organizer.id, night.event.id, "pause");
    const before = await night.current();
    const declined = fastPathStats.declined;
    await expect(night.as(bidder === 1 ? 2 : 1).play({ type: "pass" })).rejects.toMatchObject({ code: "draft_paused" });
    await expect(night.as(chooser).play({ type: "match" })).rejects.toMatchObject({ code: "draft_paused" });
    expect(fastPathStats.declined).toBeGreaterThan(declined);
    expect((await night.current()).seq).toBe(before.seq);
  });

  it("a device that lost its seat to a new phone is refused at once, even with a warm cache", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    const mover = (chooser + 1) % 3;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    await night.as(mover).play({ type: "bid", amount: 5 });
    const seatId = (await draftLog(night.event.id)).actions.at(-1)!.actor.replace("seat:", "");
    const { token } = await issueSeatLink(night.organizer.id, night.event.id, seatId);
    const newPhone = randomBytes(32).toString("base64url");
    await claimSeat(newPhone, token);
    await night.as(chooser).play({ type: "match" });
    const before = await night.current();
    const taken = fastPathStats.taken;
    await expect(night.as(mover).play({ type: "bid", amount: 10 })).rejects.toMatchObject({ code: "not_seated" });
    expect(fastPathStats.taken).toBe(taken);
    expect((await night.current()).seq).toBe(before.seq);
  });
});
