// The draft on the server: durable, serialized per draft, idempotent, stale-safe (issue 3 §2).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { controlDraft, draftLog, undoLastAuction } from "@/lib/kartomantik/drafts/control";
import { play } from "@/lib/kartomantik/drafts/aggregate";
import { draftNight } from "./setup";

describe("player actions", () => {
  it("appends each accepted action with the next sequence number and moves the snapshot", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    expect(start.seq).toBe(1);
    const active = start.state.active!;
    const card = start.state.table[0]!;
    const chosen = await night.as(active).play({ type: "choose", cardId: card });
    expect(chosen).toMatchObject({ seq: 2, duplicate: false });
    expect(chosen.view.draft.auction?.cardId).toBe(card);
    const log = await draftLog(night.event.id);
    expect(log.actions.map((a) => [a.seq, a.kind])).toEqual([
      [1, "start"],
      [2, "choose"],
    ]);
    // The phone's view never contains the hidden draft deck.
    expect(JSON.stringify(chosen.view)).not.toContain(start.state.deck[0]!);
  });

  it("six phones bidding on the same sequence at once: exactly one is accepted, the others told why", async () => {
    const night = await draftNight(6);
    const start = await night.current();
    const chooser = start.state.active!;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const seen = (await night.current()).seq;
    const others = [0, 1, 2, 3, 4, 5].filter((p) => p !== chooser);
    const results = await Promise.allSettled(
      others.map((p) => night.as(p).play({ type: "bid", amount: 10, seenSeq: seen })),
    );
    const accepted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.reason.code).toBe("draft_stale_bid");
      expect(r.reason.params.amount).toBe(10);
      expect(r.reason.details.view.draft.auction.best.amount).toBe(10);
    }
    const after = await night.current();
    expect(after.seq).toBe(seen + 1);
    expect(after.state.auction?.best?.amount).toBe(10);
  });

  it("a seq the draft has not reached is no seq the phone saw: stale, with the current view, and nothing written", async () => {
    // Found by a route fuzz: a bid claiming to have seen seq 2^31 was taken as fresh (no entries after it were missed).
    const night = await draftNight(2);
    const start = await night.current();
    const chooser = start.state.active!;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const before = await night.current();
    for (const seenSeq of [before.seq + 1, 2_147_483_647]) {
      const refused = await night
        .as((chooser + 1) % 2)
        .play({ type: "bid", amount: 5, seenSeq })
        .catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 409 });
      expect((refused as { code: string }).code).toMatch(/^draft_stale/);
    }
    expect((await night.current()).seq).toBe(before.seq);
    // The same bid with the seq it did see is taken.
    await expect(
      night.as((chooser + 1) % 2).play({ type: "bid", amount: 5, seenSeq: before.seq }),
    ).resolves.toMatchObject({
      seq: before.seq + 1,
    });
  });

  it("a repeated idempotency key gets the original answer and no second effect", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const bidder = (chooser + 1) % 3;
    const key = randomUUID();
    const seen = (await night.current()).seq;
    const first = await play(night.event.id, night.devices[bidder]!, {
      type: "bid",
      amount: 15,
      seenSeq: seen,
      idempotencyKey: key,
    });
    const again = await play(night.event.id, night.devices[bidder]!, {
      type: "bid",
      amount: 15,
      seenSeq: seen,
      idempotencyKey: key,
    });
    expect(again).toMatchObject({ seq: first.seq, duplicate: true });
    const log = await draftLog(night.event.id);
    expect(log.actions.filter((a) => a.kind === "bid")).toHaveLength(1);
  });

  it("another player's request with the same idempotency key is their own request, not a duplicate (issue 16 §11)", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const [bidder, third] = [(chooser + 1) % 3, (chooser + 2) % 3];
    const key = randomUUID();
    const seen = (await night.current()).seq;
    const first = await play(night.event.id, night.devices[bidder]!, {
      type: "bid",
      amount: 15,
      seenSeq: seen,
      idempotencyKey: key,
    });
    // The fast path (one statement) and the locked path both scope the key to the seat.
    const other = await play(night.event.id, night.devices[third]!, {
      type: "bid",
      amount: 20,
      seenSeq: first.seq,
      idempotencyKey: key,
    });
    expect(other).toMatchObject({ seq: first.seq + 1, duplicate: false });
    expect(other.view.draft.auction?.best).toMatchObject({ player: third, amount: 20 });
    // Its retry is still recognized, and answered as that seat's own request.
    const retry = await play(night.event.id, night.devices[third]!, {
      type: "bid",
      amount: 20,
      seenSeq: first.seq,
      idempotencyKey: key,
    });
    expect(retry).toMatchObject({ seq: other.seq, duplicate: true });
    const log = await draftLog(night.event.id);
    expect(log.actions.filter((a) => a.kind === "bid").map((a) => a.seq)).toEqual([first.seq, other.seq]);
  });

  it("the same request sent five times at once (a phone retrying on bad Wi-Fi) is applied once, and every copy gets its seq", async () => {
    // Several nights: the copies must really wait on one another's lock at least once.
    for (let round = 0; round < 4; round++) await sameRequestFiveTimes();
  });

  async function sameRequestFiveTimes() {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const bidder = (chooser + 1) % 3;
    const seen = (await night.current()).seq;
    const request = { type: "bid" as const, amount: 10, seenSeq: seen, idempotencyKey: randomUUID() };
    // Each copy waits for the row lock while another commits: the later ones must find that entry.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => play(night.event.id, night.devices[bidder]!, request)),
    );
    expect(new Set(answers.map((a) => a.seq))).toEqual(new Set([seen + 1]));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    const log = await draftLog(night.event.id);
    expect(log.actions.filter((a) => a.kind === "bid")).toHaveLength(1);
    expect((await night.current()).seq).toBe(seen + 1);
  }

  it("refuses illegal actions with the rule's reason and changes nothing", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    const other = (chooser + 1) % 3;
    await expect(night.as(other).play({ type: "choose", cardId: start.state.table[0]! })).rejects.toMatchObject({
      code: "rule_not_your_turn",
      params: { activeName: ["Anna", "Bruno", "Carla"][chooser] },
    });
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    await expect(night.as(other).play({ type: "bid", amount: 12 })).rejects.toMatchObject({
      code: "rule_bid_not_multiple_of_5",
      status: 422,
    });
    await expect(night.as(chooser).play({ type: "bid", amount: 10 })).rejects.toMatchObject({
      code: "rule_chooser_cannot_open",
    });
    expect((await night.current()).seq).toBe(2);
  });

  it("a pass by someone else does not make a request stale; a new bid does", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const chooser = start.state.active!;
    const [b, c] = [(chooser + 1) % 3, (chooser + 2) % 3];
    await night.as(chooser).play({ type: "choose", cardId: start.state.table[0]! });
    const seen = (await night.current()).seq;
    await night.as(b).play({ type: "pass", seenSeq: seen });
    // C looked before B's pass: still fine, the question is the same.
    const cBid = await night.as(c).play({ type: "bid", amount: 5, seenSeq: seen });
    expect(cBid.duplicate).toBe(false);
    // The chooser looked before C's bid: told the bid is now 5 by C.
    await expect(night.as(chooser).play({ type: "match", seenSeq: seen })).rejects.toMatchObject({
      code: "draft_stale_bid",
      params: { amount: 5, name: ["Anna", "Bruno", "Carla"][c] },
    });
  });
});

describe("organizer console", () => {
  it("pause refuses play until resume; end stores every player's cards and points spent", async () => {
    const night = await draftNight(2);
    const start = await night.current();
    await controlDraft(night.organizer.id, night.event.id, "pause");
    await expect(
      night.as(start.state.active!).play({ type: "choose", cardId: start.state.table[0]! }),
    ).rejects.toMatchObject({ code: "draft_paused" });
    await expect(controlDraft(night.organizer.id, night.event.id, "pause")).rejects.toMatchObject({
      code: "draft_op_not_now",
    });
    await controlDraft(night.organizer.id, night.event.id, "resume");
    await night.as(start.state.active!).play({ type: "choose", cardId: start.state.table[0]! });
    const other = 1 - start.state.active!;
    await night.as(other).play({ type: "bid", amount: 20 });
    await night.as(start.state.active!).play({ type: "pass" });
    await controlDraft(night.organizer.id, night.event.id, "end");
    const seats = await db().seat.findMany({ where: { eventId: night.event.id }, orderBy: { position: "asc" } });
    expect(seats[other]!.draftCardIds).toEqual([start.state.table[0]]);
    expect(seats[other]!.pointsSpent).toBe(20);
    expect((await db().event.findUniqueOrThrow({ where: { id: night.event.id } })).status).toBe("finished");
  });

  it("undo takes back the last completed auction and what followed it", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    const a = start.state.active!;
    const [b] = [(a + 1) % 3];
    await expect(undoLastAuction(night.organizer.id, night.event.id)).rejects.toMatchObject({
      code: "nothing_to_undo",
    });
    await night.as(a).play({ type: "choose", cardId: start.state.table[0]! });
    await night.as(b).play({ type: "bid", amount: 25 });
    const afterBid = await night.current();
    for (const p of afterBid.state.auction!.awaiting) await night.as(p).play({ type: "pass" });
    const won = await night.current();
    expect(won.state.spent[b]).toBe(25);
    // An auction opened after it is part of "what followed".
    await night.as(won.state.active!).play({ type: "choose", cardId: won.state.table[0]! });
    const undone = await undoLastAuction(night.organizer.id, night.event.id);
    const now = await night.current();
    expect(now.seq).toBe(undone.seq);
    expect(now.state.spent).toEqual([0, 0, 0]);
    expect(now.state.table).toEqual(start.state.table);
    expect(now.state.active).toBe(a);
    const log = await draftLog(night.event.id);
    expect(log.actions.filter((x) => x.undoneBy === undone.seq).map((x) => x.kind)).toEqual([
      "choose",
      "bid",
      "pass",
      "pass",
      "choose",
    ]);
  });
});

describe("log export", () => {
  // When the seed is released (with the decks' lock): tests/drafts/secrets.test.ts.
  it("keeps the seed secret while the draft runs and after its end, while an undo could reopen it", async () => {
    const night = await draftNight(2);
    expect(JSON.stringify(await draftLog(night.event.id))).not.toContain('"seed"');
    await controlDraft(night.organizer.id, night.event.id, "end");
    const log = await draftLog(night.event.id);
    expect(log.status).toBe("finished");
    expect(log.config).not.toHaveProperty("seed");
    expect(log.actions[0]!.payload).not.toHaveProperty("seed");
  });
});
