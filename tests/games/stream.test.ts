// Engine games over SSE (issue #7 §2): each viewer's own projection, every message with its
// sequence as the SSE id, and a reconnect with Last-Event-ID gets the entries it missed.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CATCH_UP } from "@/lib/engine-games/hub";
import { gameHub, gameStream, readGame } from "@/lib/kartomantik/games/hub";
import { act, gameBotsSettled } from "@/lib/kartomantik/games/play";
import { gameMessage, type GameMessage } from "@/lib/kartomantik/games/views";
import { readSse } from "../setup/sse";
import { until } from "../setup/waits";
import { actSeen, practiceGame } from "./setup";

const open = (gameId: string, viewer: 0 | 1 | "spectator" | "judge", lastEventId: number | null = null) =>
  readSse<GameMessage>(gameStream({ gameId, viewer, lastEventId }));

describe("engine game streams", () => {
  it("a player and a spectator each get their projection; Last-Event-ID resumes with what was missed", async () => {
    const { device, gameId } = await practiceGame();
    // The bot moves after the commits, in writes of its own (lib/engine-games/bots.ts): read once it has.
    await gameBotsSettled(gameId);
    const first = (await readGame(gameId, 2_147_483_647))!;
    const player = open(gameId, 0);
    const spectator = open(gameId, "spectator");
    await player.until(() => player.messages.length === 1);
    await spectator.until(() => spectator.messages.length === 1);
    expect(player.messages[0]!.id).toBe(first.seq);
    expect(player.messages[0]!.data.view.players[0]!.hand).not.toBeNull();
    expect(player.messages[0]!.data.legal!.length).toBeGreaterThan(0);
    // A fresh stream starts with the recent log (the start entry here), not an empty one.
    expect(player.messages[0]!.data.log.map((e) => e.seq)).toContain(1);
    expect(spectator.messages[0]!.data.view.players.map((p) => p.hand)).toEqual([null, null]);
    expect(spectator.messages[0]!.data.legal).toBeUndefined();

    const action = gameMessage(gameId, first.seq, "running", first.state, [], 0).legal![0]!;
    const answer = await act(gameId, device, { action, seenSeq: first.seq, idempotencyKey: randomUUID() });
    await player.until(() => player.messages.some((m) => m.id === answer.seq));
    await spectator.until(() => spectator.messages.some((m) => m.id === answer.seq));
    player.close();
    spectator.close();
    await gameBotsSettled(gameId);
    const last = (await readGame(gameId, 2_147_483_647))!.seq;

    // A phone that saw only the first message reconnects: it gets everything after it.
    const again = open(gameId, 0, first.seq);
    await again.until(() => again.messages.length === 1);
    expect(again.messages[0]!.id).toBe(last);
    expect(again.messages[0]!.data.log.map((e) => e.seq)).toEqual(
      Array.from({ length: last - first.seq }, (_, i) => first.seq + 1 + i),
    );
    again.close();
  });

  it("a page opened without Last-Event-ID gets the recent entries, not the whole log, even when the hub's read sends it; one resumed from far back (Last-Event-ID: 0) catches up CATCH_UP entries", async () => {
    const { device, gameId } = await practiceGame();
    // A game longer than the recent entries a fresh page starts with (40) and than a resumed one catches up.
    let snap = (await readGame(gameId, 2_147_483_647))!;
    while (snap.seq < CATCH_UP + 10 && snap.status === "running") {
      const action = gameMessage(gameId, snap.seq, "running", snap.state, [], 0).legal?.[0];
      if (action) await actSeen(gameId, device, action, snap.seq);
      await gameBotsSettled(gameId);
      snap = (await readGame(gameId, 2_147_483_647))!;
    }
    expect(snap.seq).toBeGreaterThanOrEqual(CATCH_UP + 10);
    // As when an announcement reaches the hub between a new page's subscribing and its own first read: the hub's read
    // is the first to send it anything.
    const texts: string[] = [];
    const unsubscribe = await gameHub().subscribe(gameId, {
      seq: -1,
      fresh: true,
      viewer: 0,
      write: (t) => texts.push(t),
    });
    gameHub().refresh(gameId);
    await until(() => texts.length === 1, "the hub's read sent the new page its first message");
    const first = JSON.parse(texts[0]!.split("data: ")[1]!) as GameMessage;
    expect(first.seq).toBe(snap.seq);
    expect(first.log.map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => snap.seq - 39 + i));
    unsubscribe();
    // A spectator's stream "resumed" from 0: the latest CATCH_UP entries and the whole view, not the game's log.
    const resumed = open(gameId, "spectator", 0);
    await resumed.until(() => resumed.messages.length === 1);
    const caught = resumed.messages[0]!.data;
    expect(caught.seq).toBe(snap.seq);
    expect(caught.log.map((e) => e.seq)).toEqual(
      Array.from({ length: CATCH_UP }, (_, i) => snap.seq - CATCH_UP + 1 + i),
    );
    resumed.close();
  });

  it("keeps the announced seq only of games watched here (every instance hears every game's announcement)", async () => {
    const watched = await practiceGame();
    const other = await practiceGame();
    await gameBotsSettled(watched.gameId);
    await gameBotsSettled(other.gameId);
    const stream = open(watched.gameId, 0);
    await stream.until(() => stream.messages.length === 1);
    const play = async (game: { gameId: string; device: string }) => {
      const snap = (await readGame(game.gameId, 2_147_483_647))!;
      const action = gameMessage(game.gameId, snap.seq, "running", snap.state, [], 0).legal![0]!;
      return act(game.gameId, game.device, { action, seenSeq: snap.seq, idempotencyKey: randomUUID() });
    };
    await play(other);
    // Announcements arrive in commit order: once the watched game's is delivered, the other's has been heard.
    const { seq } = await play(watched);
    await stream.until(() => stream.messages.some((m) => m.id >= seq));
    expect(gameHub().tracks(watched.gameId)).toBe(true);
    expect(gameHub().tracks(other.gameId)).toBe(false);
    stream.close();
    await gameBotsSettled(watched.gameId);
    await gameBotsSettled(other.gameId);
  });
});
