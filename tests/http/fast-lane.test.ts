// The app server's fast lane (lib/http/fast-lane.ts) serves the route table entries marked fast (the
// draft's bid POST and live stream) on node:http with the same route definitions as the games' mount:
// the same checks, the same translated refusals, the device cookie, and everything else left to Next.js.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastLane } from "@/lib/http/fast-lane";
import { draftHub } from "@/lib/kartomantik/drafts/draft-hub";
import { draftNight } from "../drafts/setup";
import { practiceGame, state } from "../games/setup";
import { gameMessage } from "@/lib/kartomantik/games/views";
import { readSseResponse } from "../setup/sse";

let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (fastLane(req, res)) return;
    res.writeHead(418).end("next"); // stands in for Next.js
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("fast lane", () => {
  it("answers bench:draft's spans with 404 unless the app was started with BAZAAR_BENCH_SPANS=1", async () => {
    expect(process.env.BAZAAR_BENCH_SPANS).toBeUndefined();
    const read = await fetch(`${base}/api/bench/spans`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ error: { code: "not_found" } });
    expect((await fetch(`${base}/api/bench/spans`, { method: "POST" })).status).toBe(404);
  });

  it("refuses bad input with the wrapper's translated reasons and changes nothing", async () => {
    const bad = await post("/api/kartomantik/events/x/draft/play", "{ not json");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    const invalid = await post("/api/kartomantik/events/x/draft/play", JSON.stringify({ type: "bid" }), {
      cookie: "NEXT_LOCALE=en",
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toBe("Invalid data (seenSeq: Invalid input: expected number, received undefined).");
    const big = await post("/api/kartomantik/events/x/draft/play", JSON.stringify({ pad: "x".repeat(70_000) }));
    expect(big.status).toBe(413);
    // No device yet: the device cookie is set, as Next's wrapper does for device routes.
    const unknown = await post(
      "/api/kartomantik/events/nope/draft/play",
      JSON.stringify({ type: "pass", seenSeq: 0, idempotencyKey: randomUUID() }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("set-cookie")).toMatch(
      /^bz_device=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=lax$/,
    );
  });

  it("plays a real bid for the device's seat and streams it to a projector and to every phone with its own part", async () => {
    const night = await draftNight(2);
    const start = await night.current();
    const chooser = start.state.active!;
    const other = 1 - chooser;
    type Message = {
      entries: { seq: number; kind: string }[];
      view: { seq: number; draft: unknown; me?: { player: number; legal: { choose: string[]; pass: boolean } } };
    };
    const open = async (query: string, cookie?: string) => {
      const abort = new AbortController();
      const res = await fetch(`${base}/api/kartomantik/events/${night.event.id}/draft/stream?${query}`, {
        signal: abort.signal,
        headers: cookie ? { cookie } : {},
      });
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      return readSseResponse<Message>(res, () => abort.abort());
    };
    const projector = await open("as=projector");
    const phones = [
      await open("as=phone", `bz_device=${night.devices[chooser]}`),
      await open("as=phone", `bz_device=${night.devices[other]}`),
    ];
    for (const s of [projector, ...phones]) await s.until(() => s.messages.length === 1);
    const res = await post(
      `/api/kartomantik/events/${night.event.id}/draft/play`,
      JSON.stringify({
        type: "choose",
        cardId: start.state.table[0],
        seenSeq: start.seq,
        idempotencyKey: randomUUID(),
      }),
      { cookie: `bz_device=${night.devices[chooser]}` },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { seq: number }).seq).toBe(start.seq + 1);
    const next = (s: typeof projector) => s.messages.find((m) => m.id === start.seq + 1);
    for (const s of [projector, ...phones]) await s.until(() => next(s) !== undefined);
    // Everyone gets the same entry and public view; only a phone's message carries its own seat.
    const shown = next(projector)!.data;
    expect(shown.entries.map((e) => e.kind)).toEqual(["choose"]);
    expect(shown.view.me).toBeUndefined();
    for (const [i, player] of [chooser, other].entries()) {
      const { entries, view } = next(phones[i]!)!.data;
      expect(entries).toEqual(shown.entries);
      expect(view.draft).toEqual(shown.view.draft);
      expect(view.me?.player).toBe(player);
    }
    // The auction opened on the chosen card: only the other player may open it (or pass).
    expect(next(phones[1]!)!.data.view.me?.legal.pass).toBe(true);
    expect(next(phones[0]!)!.data.view.me?.legal.pass).toBe(false);
    for (const s of [projector, ...phones]) s.close();
    // A stranger's device is refused for this seat.
    const stranger = await post(
      `/api/kartomantik/events/${night.event.id}/draft/play`,
      JSON.stringify({ type: "pass", seenSeq: start.seq + 1, idempotencyKey: randomUUID() }),
    );
    expect(stranger.status).toBe(403);
  });

  it("stops a stream's subscription when its client goes away", async () => {
    const night = await draftNight(2);
    const before = draftHub().watchedDrafts;
    const stream = await fetch(`${base}/api/kartomantik/events/${night.event.id}/draft/stream?as=projector`);
    const reader = stream.body!.getReader();
    await reader.read();
    expect(draftHub().watchedDrafts).toBe(before + 1);
    await reader.cancel();
    const until = Date.now() + 5000;
    while (draftHub().watchedDrafts !== before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(draftHub().watchedDrafts).toBe(before);
  });

  it("leaves everything else to Next.js, organizer streams included", async () => {
    expect((await fetch(`${base}/api/kartomantik/events/x/draft/stream?as=organizer`)).status).toBe(418);
    expect((await fetch(`${base}/api/kartomantik/events/x/draft/play`)).status).toBe(418);
    expect((await fetch(`${base}/organizer`)).status).toBe(418);
    // Entries not marked fast, other games, the draft's old addresses, a segment to decode: Next.js's.
    expect((await fetch(`${base}/api/kartomantik/events/x/deck`)).status).toBe(418);
    expect((await fetch(`${base}/api/ken/events/x/deck`)).status).toBe(418);
    expect((await post("/api/events/x/draft/play", "{}")).status).toBe(418);
    expect((await fetch(`${base}/api/events/x/draft/stream?as=projector`)).status).toBe(418);
    expect((await post("/api/kartomantik/events/x%2Fy/draft/play", "{}")).status).toBe(418);
    expect((await post("/api/kartomantik/events/x/draft/play/more", "{}")).status).toBe(418);
  });

  it("serves an engine game's act and its seat's and spectator's streams once the kind is loaded; the judge's stream is Next's", async () => {
    const { gameId, device } = await practiceGame();
    const cookie = `bz_device=${device}`;
    const path = `/api/games/kartomantik/${gameId}`;
    // A kind's first request goes to Next.js while the lane loads its endpoints.
    const probe = () => fetch(`${base}${path}/stream?as=spectator`);
    for (let i = 0; i < 200 && (await probe().then((r) => (void r.body?.cancel(), r.status))) === 418; i++)
      await new Promise((r) => setTimeout(r, 25));
    const judge = await fetch(`${base}${path}/stream?as=judge`);
    expect(judge.status).toBe(418);
    const now = await state(gameId);
    type Message = { seq: number; legal?: unknown[]; view: unknown };
    const open = async (as: string) => {
      const abort = new AbortController();
      const res = await fetch(`${base}${path}/stream?as=${as}`, { signal: abort.signal, headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      return readSseResponse<Message>(res, () => abort.abort());
    };
    const [player, spectator] = [await open("player"), await open("spectator")];
    for (const s of [player, spectator]) await s.until(() => s.messages.some((m) => m.id === now.seq));
    expect(player.messages.at(-1)!.data.legal!.length).toBeGreaterThan(0);
    expect(spectator.messages.at(-1)!.data.legal).toBeUndefined();
    const action = gameMessage(gameId, now.seq, now.status, now.state, [], 0).legal![0]!;
    const acted = await post(
      `${path}/act`,
      JSON.stringify({ action, seenSeq: now.seq, idempotencyKey: randomUUID() }),
      {
        cookie,
      },
    );
    expect(acted.status).toBe(200);
    expect(await acted.json()).toEqual({ seq: now.seq + 1, duplicate: false });
    for (const s of [player, spectator]) await s.until(() => s.messages.some((m) => m.id >= now.seq + 1));
    // Another device is not this seat: refused as the route refuses it.
    const stranger = await post(
      `${path}/act`,
      JSON.stringify({ action, seenSeq: now.seq + 1, idempotencyKey: randomUUID() }),
    );
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    expect(stranger.status).toBeLessThan(500);
    for (const s of [player, spectator]) s.close();
  });
});
