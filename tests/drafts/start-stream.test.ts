// A page waiting for a Draft Bazaar's draft (a seat, the projector's join screen) hears of its start from the
// server, in one message, instead of polling (issue 33 §10a): lib/kartomantik/drafts/draft-stream.ts.
import { describe, expect, it } from "vitest";
import { sseResponse } from "@/lib/http/sse-reply";
import { draftStartStream } from "@/lib/kartomantik/drafts/draft-stream";
import { readSseMessages } from "../setup/sse";
import { draftNight } from "./setup";

/** The `event: started` messages of a waiting stream, as they arrive. */
function waiting(eventId: string) {
  const abort = new AbortController();
  const told: { id: number; seq: number }[] = [];
  const reader = sseResponse(draftStartStream(eventId), abort.signal).body!.getReader();
  void readSseMessages<{ seq: number }>(reader, (m) => told.push({ id: m.id, seq: m.data.seq }), "started");
  const until = async (n: number) => {
    const end = Date.now() + 20_000;
    while (told.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(told).toHaveLength(n);
  };
  return { told, until, close: () => abort.abort() };
}

describe("waiting for the draft's start", () => {
  it("a stream opened before the start is told once, with the draft's first seq", async () => {
    let early: ReturnType<typeof waiting> | undefined;
    const night = await draftNight(3, {
      beforeStart: async (eventId) => {
        early = waiting(eventId);
        // Subscribed before the start: nothing to tell yet.
        await new Promise((r) => setTimeout(r, 100));
        expect(early.told).toEqual([]);
      },
    });
    await early!.until(1);
    expect(early!.told).toEqual([{ id: 1, seq: 1 }]);
    // Later changes are the draft stream's business: the waiting stream says nothing more.
    const start = await night.current();
    await night.as(start.state.active!).play({ type: "choose", cardId: start.state.table[0]! });
    const late = waiting(night.event.id);
    await late.until(1);
    expect(early!.told).toHaveLength(1);
    early!.close();
    late.close();
  });

  it("a stream opened after the start is told at once, with the draft's current seq", async () => {
    const night = await draftNight(3);
    const start = await night.current();
    await night.as(start.state.active!).play({ type: "choose", cardId: start.state.table[0]! });
    const stream = waiting(night.event.id);
    await stream.until(1);
    expect(stream.told).toEqual([{ id: 2, seq: 2 }]);
    stream.close();
  });
});
