// What a game page keeps of its live stream (components/engine-game/streamState.ts), the same for
// a Kartomantik game and an Incantesium challenge: the newest message, and a short log that a
// resumed stream or a late repeat does not garble.
import { describe, expect, it } from "vitest";
import {
  emptyStream,
  engineUrls,
  receive,
  refusalAt,
  shownRefusal,
  type StreamState,
} from "@/components/engine-game/streamState";

interface Msg {
  seq: number;
  view: string;
  log: { seq: number; events: string[] }[];
}
const msg = (seq: number, ...entries: number[]): Msg => ({
  seq,
  view: `v${seq}`,
  log: entries.map((s) => ({ seq: s, events: [`e${s}`] })),
});
const feed = (messages: Msg[], keep = 60) =>
  messages.reduce((s: StreamState<Msg>, m) => receive(s, m, keep), emptyStream<Msg>());

describe("an engine game's stream on the page", () => {
  it("takes the first message, whatever its seq (a game opened late starts at its current seq)", () => {
    const s = feed([msg(0)]);
    expect(s.message?.view).toBe("v0");
    expect(s.log).toEqual([]);
    expect(feed([msg(17, 15, 16, 17)]).log.map((e) => e.seq)).toEqual([15, 16, 17]);
  });

  it("a newer message replaces the view and appends its entries after the ones already shown", () => {
    const s = feed([msg(1, 1), msg(2, 2), msg(4, 3, 4)]);
    expect(s.message?.view).toBe("v4");
    expect(s.log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it("a message no newer than the last one seen (a resumed stream's repeat) changes nothing", () => {
    const before = feed([msg(1, 1), msg(3, 2, 3)]);
    for (const late of [msg(3, 3), msg(2, 2), msg(0)]) {
      const after = receive(before, late, 60);
      // The very same state: React renders nothing again.
      expect(after).toBe(before);
    }
    expect(before.message?.view).toBe("v3");
    expect(before.log.map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it("keeps only the newest `keep` entries", () => {
    const messages = Array.from({ length: 50 }, (_, i) => msg(i + 1, i + 1));
    const s = feed(messages, 40);
    expect(s.log).toHaveLength(40);
    expect(s.log[0]!.seq).toBe(11);
    expect(s.log.at(-1)!.seq).toBe(50);
    // One message bringing more than `keep` entries at once: its newest.
    expect(receive(emptyStream<Msg>(), msg(9, 1, 2, 3, 4, 5, 6, 7, 8, 9), 3).log.map((e) => e.seq)).toEqual([7, 8, 9]);
  });
});

describe("an engine game's addresses", () => {
  it("the stream as this viewer sees it, and the moves, below the game's API base", () => {
    expect(engineUrls("/api/games/kartomantik/g1", "player")).toEqual({
      stream: "/api/games/kartomantik/g1/stream?as=player",
      act: "/api/games/kartomantik/g1/act",
    });
    expect(engineUrls("/api/games/incantesium/c2", "judge")).toEqual({
      stream: "/api/games/incantesium/c2/stream?as=judge",
      act: "/api/games/incantesium/c2/act",
    });
  });
});

describe("a move's refusal on the phone", () => {
  const stale = { code: "game_stale", message: "La partita è andata avanti", details: { seq: 6 } };
  const network = { code: "network", message: "Nessuna connessione" };

  it("stays while the page shows the state it is about, and goes when a newer one arrives (another player's move)", () => {
    const r = refusalAt(network, 5);
    expect(shownRefusal(r, 5)).toBe(network);
    expect(shownRefusal(r, 6)).toBeNull();
  });

  it("a stale move's refusal is about the state the server says is current, even if the stream brings it later", () => {
    const r = refusalAt(stale, 4);
    expect(r.seq).toBe(6);
    for (const seq of [4, 5, 6]) expect(shownRefusal(r, seq)).toBe(stale);
    expect(shownRefusal(r, 7)).toBeNull();
    // The stream was already past what the refusal says: the newer of the two.
    expect(refusalAt(stale, 8).seq).toBe(8);
  });

  it("no refusal, nothing shown", () => {
    expect(shownRefusal(null, 3)).toBeNull();
  });
});
