// Engine games over SSE (issue #7 §2): each viewer's own projection, every message with its
// sequence as the SSE id, and a reconnect with Last-Event-ID gets the entries it missed.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { saveMyDeck } from "@/lib/decks/constructed-decks";
import { sseResponse } from "@/lib/http/sse-reply";
import { gameStream, readGame } from "@/lib/games/hub";
import { act, openPracticeGame } from "@/lib/games/play";
import { gameMessage, type GameMessage } from "@/lib/games/views";
import { eventWith } from "../tournament/setup";

function open(gameId: string, viewer: 0 | 1 | "spectator" | "judge", lastEventId: number | null = null) {
  const abort = new AbortController();
  const res = sseResponse(gameStream({ gameId, viewer, lastEventId }), abort.signal);
  const messages: { id: number; data: GameMessage }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = /^id: (\d+)$/m.exec(block);
        const data = /^data: (.*)$/m.exec(block);
        if (id && data) messages.push({ id: Number(id[1]), data: JSON.parse(data[1]!) as GameMessage });
      }
    }
  })();
  const until = async (pred: () => boolean) => {
    for (let i = 0; i < 250 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(pred()).toBe(true);
  };
  return { messages, until, close: () => abort.abort() };
}

describe("engine game streams", () => {
  it("a player and a spectator each get their projection; Last-Event-ID resumes with what was missed", async () => {
    const night = await eventWith(1, { format: "constructed" });
    const cards = await db().card.findMany({ where: { setId: night.event.cardSetId } });
    const deck = [...cards.filter((c) => c.type !== "manifestation").slice(0, 12), ...cards.filter((c) => c.type === "manifestation").sort((a, b) => a.points - b.points)]
      .filter((c, i, all) => all.findIndex((x) => x.nameEn === c.nameEn) === i)
      .slice(0, 30)
      .map((c) => c.id);
    const device = night.devices[0]!;
    await saveMyDeck(night.event.id, device, { cardIds: deck, sideboardIds: [] });
    const { gameId } = await openPracticeGame(night.event.id, device);
    const first = (await readGame(gameId, 2_147_483_647))!;
    const player = open(gameId, 0);
    const spectator = open(gameId, "spectator");
    await player.until(() => player.messages.length === 1);
    await spectator.until(() => spectator.messages.length === 1);
    expect(player.messages[0]!.id).toBe(first.seq);
    expect(player.messages[0]!.data.view.players[0].hand).not.toBeNull();
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

    // A phone that saw only the first message reconnects: it gets everything after it.
    const again = open(gameId, 0, first.seq);
    await again.until(() => again.messages.length === 1);
    expect(again.messages[0]!.id).toBe(answer.seq);
    expect(again.messages[0]!.data.log.map((e) => e.seq)).toEqual(Array.from({ length: answer.seq - first.seq }, (_, i) => first.seq + 1 + i));
    again.close();
  });
});
