// bench:game's tables, set up over HTTP as real users would (the e2e flows' API calls: e2e/seed.ts):
// the demo organizer creates one event per kind (a constructed Kartomantik event on the bundled demo
// set, or an Incantesium event) of the kind's mode; players join with their own device cookies and,
// at Kartomantik, save a legal deck (the demo set's 12 wills and 18 cheapest manifestations, as
// e2e/support.ts cheapDeck); then each table opens its first game: the organizer opens an engine
// table (POST /api/events/:id/tables) — a Kartomantik duel is a tournament match's game instead,
// opened by its player (Kartomantik's tables seat 3–5). A table whose game ended opens the next the
// same way (a duel table: the next match nobody has played). Streams: each seat's own (as=player,
// its device's cookie), one spectator per game, and one projector (the event's tournament stream)
// per event.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TournamentView } from "@/lib/tournament/shape";
import type { RunningApp } from "./app";
import type { SeatMessage } from "./game-chooser";
import { kindName, seatsOf, type TableKind } from "./game-cli";
import { CookieJar, expectOk, mapLimit, type HttpClient } from "./http";
import { log } from "./setup";
import { SseClient, type DraftMessage } from "./sse";

export interface GamePlayer {
  seatId: string;
  jar: CookieJar;
}

/** One game of a table: a channel of its own (its seqs start again at every game). */
export interface GameRun {
  id: string;
  players: GamePlayer[];
  /** seq → performance.now() when the POST that produced it was sent. */
  sentAt: Map<number, number>;
  answeredAt: Map<number, number>;
  roundTrips: number[];
  /** The seats' streams (in `players` order), then the spectator's. */
  clients: SseClient[];
  /** Each seat's newest message (its `legal` is what it may do). */
  messages: (SeatMessage | null)[];
  /** The newest seq known (a stream's message or an act's answer). */
  seq: number;
  status: string;
}

export interface EventOf {
  id: string;
  kind: TableKind;
  joinCode: string;
  players: GamePlayer[];
  /** A duel event's matches nobody has played yet (each a table's next game). */
  freeMatches: { id: string; seatIds: string[] }[];
}

export interface TableRun {
  n: number;
  kind: TableKind;
  event: EventOf;
  /** The players of its every game (a duel table's come with each match instead). */
  seats: GamePlayer[];
  /** The table's games, the current one last. */
  games: GameRun[];
  /** Wakes the table's driver when a stream brings news. */
  wake: (() => void) | null;
  /** Set when a duel table found no unplayed match for its next game. */
  idle: boolean;
}

export interface GameSetup {
  events: EventOf[];
  tables: TableRun[];
  /** One tournament stream per event (the projector): not a game channel, its messages are counted. */
  projectors: SseClient[];
  /** Who the game streams are, in words. */
  clientsNote: string;
}

/** The URL kind of an engine game's routes (app/api/games/[kind]/…). */
export const urlKind = (k: TableKind): string => k.game;

interface DemoCard {
  id: string;
  type: string;
  points: number;
}

/** 12 wills and the 18 cheapest manifestations of the demo set: a legal constructed deck (≤ 500 points). */
export function cheapDeck(cards: DemoCard[]): string[] {
  return [
    ...cards.filter((c) => c.type !== "manifestation").slice(0, 12),
    ...cards
      .filter((c) => c.type === "manifestation")
      .sort((a, b) => a.points - b.points)
      .slice(0, 18),
  ].map((c) => c.id);
}

async function demoDeckIds(http: HttpClient): Promise<{ setId: string; deck: string[] }> {
  const { sets } = expectOk(await http.request("GET", "/api/kartomantik/card-sets"), "GET card-sets") as {
    sets: { id: string; name: string }[];
  };
  const set = sets.find((s) => s.name === "Bazaar Demo");
  if (!set) throw new Error("the demo set (Bazaar Demo) is not installed");
  const { cards } = expectOk(
    await http.request("GET", `/api/kartomantik/card-sets/${set.id}/cards`),
    "GET card-set cards",
  ) as { cards: { id: string; externalId: string }[] };
  const ids = new Map(cards.map((c) => [c.externalId, c.id]));
  const file = JSON.parse(readFileSync(path.resolve("data/demo-set/bazaar-demo.json"), "utf8")) as DemoCard[];
  return { setId: set.id, deck: cheapDeck(file).map((id) => ids.get(id) ?? `missing ${id}`) };
}

const EVENT_MODE = { duel: "duel", ffa4: "ffa", "2v2": "2v2" } as const;

/** Players an event of the kind needs for `tables` tables: a duel event's round robin gives its spare matches. */
const playersFor = (kind: TableKind, tables: number) => tables * seatsOf(kind.mode);

async function createEvent(
  http: HttpClient,
  organizer: CookieJar,
  kind: TableKind,
  tables: number,
  demo: () => Promise<{ setId: string; deck: string[] }>,
): Promise<EventOf> {
  const name = `Bench ${kindName(kind)}`;
  const body =
    kind.game === "kartomantik"
      ? { name, format: "constructed", bestOf: 1, mode: EVENT_MODE[kind.mode], cardSetId: (await demo()).setId }
      : { name, game: kind.game, mode: EVENT_MODE[kind.mode] };
  const { id, joinCode } = expectOk(
    await http.request("POST", "/api/events", { jar: organizer, json: body }),
    `POST /api/events (${kindName(kind)})`,
  ) as { id: string; joinCode: string };
  const ev: EventOf = { id, kind, joinCode, players: [], freeMatches: [] };
  // Seat order = join order: one after another.
  for (let p = 0; p < playersFor(kind, tables); p++) {
    const jar = new CookieJar();
    const res = expectOk(
      await http.request("POST", "/api/join", { jar, json: { code: joinCode, name: `Bench ${p + 1}` } }),
      "POST /api/join",
    ) as { seat: { id: string } };
    if (kind.game === "kartomantik")
      expectOk(
        await http.request("PUT", `/api/kartomantik/events/${id}/deck`, {
          jar,
          json: { cardIds: (await demo()).deck, sideboardIds: [] },
        }),
        "PUT deck",
      );
    ev.players.push({ seatId: res.seat.id, jar });
  }
  if (kind.game === "kartomantik" && kind.mode === "duel") {
    expectOk(
      await http.request("POST", `/api/events/${id}/tournament`, { jar: organizer, json: { bestOf: 1 } }),
      "POST tournament",
    );
    const view = expectOk(
      await http.request("GET", `/api/events/${id}/tournament`),
      "GET tournament",
    ) as TournamentView;
    // Round by round: the first round's matches seat everyone once; later rounds are the spares.
    ev.freeMatches = view.matches
      .filter((m) => m.seats.length === 2)
      .sort((a, b) => a.round - b.round || (a.table ?? 0) - (b.table ?? 0))
      .map((m) => ({ id: m.id, seatIds: m.seats.sort((x, y) => x.place - y.place).map((s) => s.seatId) }));
  }
  return ev;
}

/** A game's message, as the SSE client counts it: its log's seqs and its own seq. */
export const decodeGame = (data: unknown): DraftMessage => {
  const m = data as { seq: number; log?: { seq: number }[] };
  return { entries: m.log ?? [], view: { seq: m.seq } };
};

/** A tournament message as the SSE client counts it: every seq up to its version that this client has not
 * seen is delivered by it (the view is the state after them); a version seen again is a duplicate. */
export function tournamentDecoder(): (data: unknown) => DraftMessage {
  let last: number | null = null;
  return (data) => {
    const version = (data as { version: number }).version;
    let entries: { seq: number }[] = [];
    if (last !== null && version <= last) entries = [{ seq: version }];
    else if (last !== null) entries = Array.from({ length: version - last }, (_, i) => ({ seq: last! + 1 + i }));
    last = Math.max(last ?? version, version);
    return { entries, view: { seq: version } };
  };
}

/** Opens the table's next game (its first too) and its streams; false when a duel table has no match left. */
export async function openGame(
  http: HttpClient,
  organizer: CookieJar,
  table: TableRun,
  port: number,
): Promise<boolean> {
  const { event, kind } = table;
  let gameId: string;
  let players: GamePlayer[];
  if (kind.game === "kartomantik" && kind.mode === "duel") {
    const match = event.freeMatches.shift();
    if (!match) return false;
    players = match.seatIds.map((id) => event.players.find((p) => p.seatId === id)!);
    ({ gameId } = expectOk(
      await http.request("POST", `/api/events/${event.id}/matches/${match.id}/games`, { jar: players[0]!.jar }),
      "POST match game",
    ) as { gameId: string });
  } else {
    players = table.seats;
    const mode = EVENT_MODE[kind.mode];
    ({ gameId } = expectOk(
      await http.request("POST", `/api/events/${event.id}/tables`, {
        jar: organizer,
        json: { mode, seats: players.map((p) => ({ seatId: p.seatId })) },
      }),
      `POST tables (${kindName(kind)})`,
    ) as { gameId: string });
  }
  const game: GameRun = {
    id: gameId,
    players,
    sentAt: new Map(),
    answeredAt: new Map(),
    roundTrips: [],
    clients: [],
    messages: players.map(() => null),
    seq: 0,
    status: "running",
  };
  const streamPath = (as: string) => `/api/games/${urlKind(kind)}/${gameId}/stream?as=${as}`;
  const follow = (seat: number | null) => (msg: DraftMessage, _c: SseClient, data: unknown) => {
    const m = data as SeatMessage;
    if (seat !== null) game.messages[seat] = m;
    if (m.seq > game.seq) game.seq = m.seq;
    if (m.seq >= game.seq) game.status = m.status;
    table.wake?.();
  };
  const clients = [
    ...players.map(
      (p, seat) =>
        new SseClient({
          port,
          path: streamPath("player"),
          cookie: p.jar.header(),
          event: "game",
          decode: decodeGame,
          onMessage: follow(seat),
        }),
    ),
    new SseClient({ port, path: streamPath("spectator"), event: "game", decode: decodeGame, onMessage: follow(null) }),
  ];
  game.clients = clients;
  table.games.push(game);
  await Promise.all(clients.map((c) => withTimeout(c.ready, 30_000, () => `stream ${c.opts.path}: ${c.errors}`)));
  return true;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what()}: nothing in ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The events (one per kind), players, decks and each table's first game, with every stream open. */
export async function setupGames(
  http: HttpClient,
  organizer: CookieJar,
  kinds: TableKind[],
  app: RunningApp,
): Promise<GameSetup> {
  let demo: Promise<{ setId: string; deck: string[] }> | null = null;
  const demoOnce = () => (demo ??= demoDeckIds(http));
  const distinct = [...new Map(kinds.map((k) => [kindName(k), k])).values()];
  const events = await mapLimit(distinct, 3, (kind) =>
    createEvent(http, organizer, kind, kinds.filter((k) => kindName(k) === kindName(kind)).length, demoOnce),
  );
  log(`created ${events.length} events (${events.map((e) => kindName(e.kind)).join(", ")}), players joined`);
  // A table's players: the event's next `seats` players in join order (tables of a kind never share a player).
  const tables: TableRun[] = kinds.map((kind, n) => {
    const event = events.find((e) => kindName(e.kind) === kindName(kind))!;
    const k = seatsOf(kind.mode);
    const nth = kinds.slice(0, n).filter((x) => kindName(x) === kindName(kind)).length;
    return { n, kind, event, seats: event.players.slice(nth * k, nth * k + k), games: [], wake: null, idle: false };
  });
  await mapLimit(tables, 4, async (t) => {
    if (!(await openGame(http, organizer, t, app.port))) throw new Error(`table ${t.n}: no game`);
  });
  const projectors = events.map(
    (ev) =>
      new SseClient({
        port: app.port,
        path: `/api/events/${ev.id}/tournament/stream`,
        event: "tournament",
        decode: tournamentDecoder(),
      }),
  );
  log(`${tables.length} tables opened, ${tables.reduce((n, t) => n + t.games[0]!.clients.length, 0)} game streams`);
  const clientsNote = `seats + a spectator per table, + ${projectors.length} projectors (tournament streams)`;
  return { events, tables, projectors, clientsNote };
}
