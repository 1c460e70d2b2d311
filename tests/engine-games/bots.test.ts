// No engine work inside a transaction's time limit (issue 30 §1), with a real PostgreSQL, for both
// kinds of engine game (a Kartomantik table, an Incantesium challenge): a table of four bots plays to
// its end in short writes of a few moves each, and another transaction gets the game row between
// them; a person's action is answered with only their own entry committed, the bots following in
// writes of their own; a process killed (kill -9) while its bots were moving stalls nothing, as a
// fresh driver (another instance's sweep) plays them on; two instances' drivers on one game write each
// move once, the same moves one driver alone writes.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Seeded games: the server's seeds come from the OS; here from a counter (a test sets it to open two
// tables with the same seed).
const seeds = vi.hoisted(() => ({ next: 30_100 }));
vi.mock("@/lib/random-seed", async (original) => ({
  ...(await original<typeof import("@/lib/random-seed")>()),
  randomSeed: (): [number, number, number, number] => [seeds.next++, 0x5eed, 0x30, 0x1],
}));
// This process's drivers, whose start after a commit a test may hold back (as if the process had died
// right after the commit): the write path asks for its bots through botsOf(…).kick.
const held = vi.hoisted(() => ({ on: false, kicked: [] as string[] }));
vi.mock("@/lib/engine-games/bots", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/engine-games/bots")>();
  const botsOf: typeof real.botsOf = (rules) => {
    const driver = real.botsOf(rules);
    return { ...driver, kick: (id, from) => (held.on ? void held.kicked.push(id) : driver.kick(id, from)) };
  };
  return { ...real, botsOf };
});

const { db } = await import("@/lib/db/client");
const { BOT_BATCH, botDriver } = await import("@/lib/engine-games/bots");
const { botPool } = await import("@/lib/engine-games/bot-pool");
const { actor: matchActor } = await import("@/engine/kartomantik/bots");
const inc = await import("@/engine/incantesium");
const { saltSeed, seedRng } = await import("@/engine/shared/rng");
const games = await import("@/lib/kartomantik/games/play");
const incPlay = await import("@/lib/incantesium/play");
const incOpen = await import("@/lib/incantesium/open");
const { gameMessage } = await import("@/lib/kartomantik/games/views");
const { replayMatchesSnapshot } = await import("@/lib/kartomantik/games/replay");
const { createEvent } = await import("@/lib/events/events");
const { joinEvent } = await import("@/lib/events/seats");
const { practiceGame, withDecks } = await import("../games/setup");
const { unique } = await import("../setup/fixtures");
const { withState } = await import("../setup/game-state");

type Row = { seq: number; status: string; bots: string[]; state: unknown };
type Entry = { seq: number; actor: string; action: unknown };

/** What the tests need of one kind of engine game. */
interface Kind {
  name: string;
  /** The engine's key in lib/game-registry/worker-bots.ts. */
  engine: string;
  table: "EngineGame" | "IncGame";
  channel: string;
  rules: Parameters<typeof botDriver>[0];
  /** A table of four bots opened by its organizer (Kartomantik: each bot plays a player's seat and deck). */
  botsTable(into?: Table): Promise<Table>;
  /** The arguments of the kill -9 test's child process, which opens such a table itself. */
  childArgs(): Promise<string[]>;
  /** A game of one person (seat 0) against bots. */
  personGame(): Promise<{ gameId: string; device: string }>;
  /** The person plays a legal move from the position they saw. */
  personMoves(gameId: string, device: string, row: Row): Promise<{ seq: number }>;
  /** The seat the game waits for. */
  waitsFor(row: Row): number | null;
  row(gameId: string): Promise<Row>;
  log(gameId: string): Promise<Entry[]>;
  /** The log replays to the stored state. */
  replays(table: Table): Promise<boolean>;
  settled(gameId: string): Promise<void>;
}

interface Table {
  gameId: string;
  organizerId: string;
  eventId: string;
  seatIds: string[];
}

const kartomantik: Kind = {
  name: "Kartomantik",
  engine: "kartomantik",
  table: "EngineGame",
  channel: games.GAME_CHANNEL,
  rules: games.gameRules as Kind["rules"],
  async botsTable(into) {
    const night = into ? null : await withDecks(4);
    const organizerId = into?.organizerId ?? night!.organizer.id;
    const eventId = into?.eventId ?? night!.event.id;
    const seatIds = into?.seatIds ?? night!.seatIds;
    const seats = seatIds.map((seatId) => ({ seatId, bot: "greedy" as const }));
    const { gameId } = await games.openTable(organizerId, eventId, { mode: "ffa", seats });
    return { gameId, organizerId, eventId, seatIds };
  },
  async childArgs() {
    const night = await withDecks(4);
    return ["kartomantik", night.organizer.id, night.event.id, ...night.seatIds];
  },
  async personGame() {
    const { gameId, device } = await practiceGame();
    return { gameId, device };
  },
  async personMoves(gameId, device, row) {
    const s = row.state as import("@/engine/kartomantik").GameState;
    const action = gameMessage(gameId, row.seq, "running", s, [], 0).legal![0]!;
    return games.act(gameId, device, { action, seenSeq: row.seq, idempotencyKey: randomUUID() });
  },
  waitsFor: (row) => matchActor(row.state as import("@/engine/kartomantik").GameState),
  row: async (gameId) => withState(games.gameRules, await db().engineGame.findUniqueOrThrow({ where: { id: gameId } })),
  log: (gameId) =>
    db().engineAction.findMany({
      where: { gameId },
      orderBy: { seq: "asc" },
      select: { seq: true, actor: true, action: true },
    }),
  replays: (t) => replayMatchesSnapshot(t.gameId, t.organizerId),
  settled: games.gameBotsSettled,
};

async function incEvent() {
  const organizer = await db().organizer.create({
    data: { email: `${unique("org")}@test.it`, name: "Org", passwordHash: "x" },
  });
  const event = await createEvent(organizer.id, { name: "Serata Incantesium", game: "incantesium" });
  return { organizerId: organizer.id, eventId: event.id, joinCode: event.joinCode };
}

const incantesium: Kind = {
  name: "Incantesium",
  engine: "incantesium",
  table: "IncGame",
  channel: incPlay.INC_CHANNEL,
  rules: incPlay.incRules as Kind["rules"],
  async botsTable(into) {
    const { organizerId, eventId } = into ?? (await incEvent());
    const seats = [0, 1, 2, 3].map(() => ({ bot: "heuristic" as const }));
    const { gameId } = await incOpen.openOrganizerTable(organizerId, eventId, { mode: "ffa", seats });
    return { gameId, organizerId, eventId, seatIds: [] };
  },
  async childArgs() {
    const { organizerId, eventId } = await incEvent();
    return ["incantesium", organizerId, eventId];
  },
  async personGame() {
    const { eventId, joinCode } = await incEvent();
    const device = randomBytes(32).toString("base64url");
    await joinEvent(device, { code: joinCode, name: "Giovanni" });
    const { gameId } = await incOpen.openPlayerTable(eventId, device, { mode: "ffa", players: 4, bot: "heuristic" });
    return { gameId, device };
  },
  async personMoves(gameId, device, row) {
    const s = row.state as import("@/engine/incantesium").GameState;
    const [action] = inc.heuristicBot(s, 0, seedRng(saltSeed(7, row.seq)));
    return incPlay.incAct(gameId, device, { action: action!, seenSeq: row.seq, idempotencyKey: randomUUID() });
  },
  waitsFor: (row) => inc.actor(row.state as import("@/engine/incantesium").GameState),
  row: async (gameId) => withState(incPlay.incRules, await db().incGame.findUniqueOrThrow({ where: { id: gameId } })),
  log: (gameId) =>
    db().incAction.findMany({
      where: { gameId },
      orderBy: { seq: "asc" },
      select: { seq: true, actor: true, action: true },
    }),
  async replays(t) {
    const game = await withState(incPlay.incRules, await db().incGame.findUniqueOrThrow({ where: { id: t.gameId } }));
    let s = inc.createGame(game.config as unknown as Parameters<typeof inc.createGame>[0]);
    for (const entry of (await this.log(t.gameId)).slice(1)) {
      const next = inc.apply(s, entry.action as import("@/engine/incantesium").Action);
      if ("code" in next) return false;
      s = next.state;
    }
    // As stored (jsonb orders the keys its own way, drops what is undefined).
    return isDeepStrictEqual(JSON.parse(JSON.stringify(s)), JSON.parse(JSON.stringify(game.state)));
  },
  settled: incPlay.incBotsSettled,
};

const kinds = [kartomantik, incantesium];

/** Every commit's announcement (NOTIFY at commit, lib/write/notify.ts): the game and its seq after it. */
const announced: { channel: string; gameId: string; seq: number }[] = [];
const waiters = new Set<() => void>();
let listener: pg.Client;

beforeAll(async () => {
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  for (const k of kinds) await listener.query(`LISTEN ${k.channel}`);
  listener.on("notification", (n) => {
    const { gameId, seq } = JSON.parse(n.payload!) as { gameId: string; seq: number };
    announced.push({ channel: n.channel, gameId, seq });
    for (const wake of waiters) wake();
  });
});

afterAll(async () => {
  await listener?.end();
});

/** The seqs announced for a game, in commit order. */
const commitsOf = (gameId: string) => announced.filter((a) => a.gameId === gameId).map((a) => a.seq);

/** Resolves once `pred` holds, re-checked at every announcement (no fixed wait). */
function untilAnnounced(pred: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pred()) return;
      waiters.delete(check);
      resolve();
    };
    waiters.add(check);
    check();
  });
}

/** The log as one driver alone writes it: 1..N, each seq once. */
function expectWholeLog(log: Entry[], seq: number) {
  expect(log.map((e) => e.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
}

/** Two tables of bots from one seed (for Kartomantik, the same decks), whose drivers nobody starts on their own. */
async function twinTables(k: Kind, seed: number): Promise<[Table, Table]> {
  held.on = true;
  try {
    seeds.next = seed;
    const first = await k.botsTable();
    seeds.next = seed;
    return [first, await k.botsTable(first)];
  } finally {
    held.on = false;
  }
}

/** The kind's rules with every bot's move planned by the bot worker (`quick`: sharing writes, as the one-ply bot's;
 * else each written on its own, as a searching bot's). */
const inWorkerRules = (k: Kind, quick = false): Kind["rules"] => ({
  ...k.rules,
  botTurn(row, state) {
    const turn = k.rules.botTurn(row, state);
    const seat = k.waitsFor({ ...row, state } as Row);
    const offload = { engine: k.engine, bot: row.bots[seat ?? 0]!, seat: seat ?? 0, ...(quick ? { quick } : {}) };
    return turn && seat !== null ? { ...turn, offload } : turn;
  },
});

/** The kind's rules with every bot's move planned on the event loop (the kind's own hand some to the worker). */
const onLoopRules = (k: Kind): Kind["rules"] => ({
  ...k.rules,
  botTurn(row, state) {
    const turn = k.rules.botTurn(row, state);
    return turn && { ...turn, offload: undefined };
  },
});

describe.each(kinds)("$name: bots never inside anyone's transaction", (k) => {
  it("a table of four bots plays to its end in short writes, and another transaction locks the game row between them", async () => {
    const t = await k.botsTable();
    // Another transaction (a person's action, a concession) takes the row, again and again while the bots play: each
    // time the game is running at a new seq, and the bots wait for it.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    const locked: { seq: number; status: string }[] = [];
    try {
      for (;;) {
        await locker.query("BEGIN");
        const { rows } = await locker.query(`SELECT seq, status FROM "${k.table}" WHERE id = $1 FOR UPDATE`, [
          t.gameId,
        ]);
        await locker.query("COMMIT");
        locked.push(rows[0]);
        if (rows[0].status === "finished") break;
        await untilAnnounced(() => commitsOf(t.gameId).some((seq) => seq > rows[0].seq));
      }
    } finally {
      await locker.end();
    }
    await k.settled(t.gameId);
    const end = await k.row(t.gameId);
    expect(end.status).toBe("finished");
    const between = locked.filter((l) => l.status === "running");
    expect(between.length, "the row was taken between bot writes").toBeGreaterThanOrEqual(3);
    expect(new Set(between.map((l) => l.seq)).size).toBe(between.length);
    // Every commit: the start alone, then at most BOT_BATCH bot moves.
    await untilAnnounced(() => commitsOf(t.gameId).at(-1) === end.seq);
    const commits = commitsOf(t.gameId);
    const sizes = commits.map((seq, i) => seq - (i === 0 ? 0 : commits[i - 1]!));
    expect(sizes[0]).toBe(1);
    expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(BOT_BATCH);
    expect(sizes.every((n) => n > 0)).toBe(true);
    expect(commits.length).toBeGreaterThanOrEqual(Math.ceil((end.seq - 1) / BOT_BATCH) + 1);
    const log = await k.log(t.gameId);
    expectWholeLog(log, end.seq);
    expect(log.slice(1).every((e) => e.actor === "bot")).toBe(true);
    expect(await k.replays(t)).toBe(true);
  }, 120_000);

  it("a person's action is answered with only their own entry committed; the bots follow in writes of their own", async () => {
    const { gameId, device } = await k.personGame();
    await k.settled(gameId);
    held.on = true;
    held.kicked = [];
    let answered = 0;
    try {
      // The person plays until their move hands the turn to a bot.
      for (let i = 0; i < 300 && !answered; i++) {
        const before = await k.row(gameId);
        expect(k.waitsFor(before), `seq ${before.seq}: the game waits for the person`).toBe(0);
        const answer = await k.personMoves(gameId, device, before);
        expect(answer.seq).toBe(before.seq + 1);
        const after = await k.row(gameId);
        expect(after.seq).toBe(answer.seq);
        const next = k.waitsFor(after);
        if (next !== null && next !== 0) answered = answer.seq;
      }
    } finally {
      held.on = false;
    }
    expect(answered, "a move of the person's handed the turn to a bot").toBeGreaterThan(0);
    expect((await k.log(gameId)).at(-1)).toMatchObject({ seq: answered, actor: expect.stringMatching(/^seat:/) });
    // The write asked for its bots after its commit; nobody has played them yet.
    expect(held.kicked).toContain(gameId);
    await k.settled(gameId);
    const after = await k.log(gameId);
    const bots = after.filter((e) => e.seq > answered);
    expect(bots.length).toBeGreaterThan(0);
    expect(bots.every((e) => e.actor === "bot")).toBe(true);
    const now = await k.row(gameId);
    expect(now.status === "finished" || k.waitsFor(now) === 0).toBe(true);
    expectWholeLog(after, now.seq);
  }, 120_000);

  it("kill -9 of the process whose bots were moving: a fresh driver (another instance's sweep) plays them to the end", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tests/engine-games/bots-child.ts", ...(await k.childArgs())],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    for (const stream of [child.stdout!, child.stderr!])
      stream.on("data", (d) => {
        out += d;
        for (const wake of waiters) wake();
      });
    let gone = false;
    const exited = new Promise((r) =>
      child.once("exit", (code) => {
        gone = true;
        for (const wake of waiters) wake();
        r(code);
      }),
    );
    let gameId = "";
    try {
      // The child opened a table of four bots and its driver plays them: killed once they have begun.
      await untilAnnounced(() => {
        const opened = /opened (\S+)/.exec(out)?.[1];
        if (opened) gameId = opened;
        return gone || (!!gameId && commitsOf(gameId).some((seq) => seq > 1));
      });
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
    expect(gameId, `the child opened its table: ${out}`).not.toBe("");
    const stalled = await k.row(gameId);
    expect(stalled.status, out).toBe("running");
    expect(stalled.seq).toBeGreaterThan(1);
    expect(k.waitsFor(stalled)).not.toBeNull();
    // Nothing moves the game now. Another instance's driver, fresh (its first sweep looks at every game a bot plays
    // in), picks it up.
    const fresh = botDriver(k.rules);
    expect(await fresh.sweep()).toContain(gameId);
    await fresh.settled(gameId);
    const end = await k.row(gameId);
    expect(end.status).toBe("finished");
    expectWholeLog(await k.log(gameId), end.seq);
    const row = k.table === "EngineGame" ? await db().engineGame.findUniqueOrThrow({ where: { id: gameId } }) : null;
    const eventId = row?.eventId ?? (await db().incGame.findUniqueOrThrow({ where: { id: gameId } })).eventId;
    const organizerId = (await db().event.findUniqueOrThrow({ where: { id: eventId } })).organizerId;
    expect(await k.replays({ gameId, organizerId, eventId, seatIds: [] })).toBe(true);
    // A later sweep leaves a finished game alone.
    expect(await fresh.sweep()).not.toContain(gameId);
  }, 120_000);

  it("two instances' drivers on one table of bots: each move is written once, the moves one driver alone writes", async () => {
    // Two tables with the same seed (and, for Kartomantik, the same decks); nobody's driver starts on its own here.
    const [shared, alone] = await twinTables(k, 30_900);
    // Only the start entry: the bots' moves are the drivers' below.
    expect((await k.row(shared.gameId)).seq).toBe(1);
    const [one, two] = [botDriver(k.rules), botDriver(k.rules)];
    await Promise.all([one.settled(shared.gameId), two.settled(shared.gameId), k.settled(shared.gameId)]);
    await botDriver(k.rules).settled(alone.gameId);
    const [a, b] = [await k.row(shared.gameId), await k.row(alone.gameId)];
    expect(a.status).toBe("finished");
    expect(b.status).toBe("finished");
    const [logA, logB] = [await k.log(shared.gameId), await k.log(alone.gameId)];
    expectWholeLog(logA, a.seq);
    expect(logA.map(({ seq, actor, action }) => ({ seq, actor, action }))).toEqual(
      logB.map(({ seq, actor, action }) => ({ seq, actor, action })),
    );
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(await k.replays(shared)).toBe(true);
  }, 120_000);

  it("bots handed to the bot worker (a thread of their own): the moves the event loop plans, one write each, to the end", async () => {
    const [inWorker, inline] = await twinTables(k, 31_300);
    // The same rules, but every bot's move is planned by the worker, as a searching bot's is; and on the event loop.
    const offloaded = inWorkerRules(k);
    const onLoop = onLoopRules(k);
    const pool = botPool();
    const idle = botPool();
    try {
      await botDriver(offloaded, undefined, pool).settled(inWorker.gameId);
      await botDriver(onLoop, undefined, idle).settled(inline.gameId);
      expect(idle.stats().planned).toBe(0);
      const a = await k.row(inWorker.gameId);
      expect(a.status).toBe("finished");
      expect(JSON.stringify(a.state)).toBe(JSON.stringify((await k.row(inline.gameId)).state));
      const [logA, logB] = [await k.log(inWorker.gameId), await k.log(inline.gameId)];
      expect(logA.map(({ seq, actor, action }) => ({ seq, actor, action }))).toEqual(
        logB.map(({ seq, actor, action }) => ({ seq, actor, action })),
      );
      // Every bot move came from the worker, each written on its own (shown at once, not held for a batch).
      expect(pool.stats()).toEqual({ queued: 0, planned: a.seq - 1, failed: 0 });
      expect(commitsOf(inWorker.gameId).slice(1)).toEqual(Array.from({ length: a.seq - 1 }, (_, i) => i + 2));
      expect(await k.replays(inWorker)).toBe(true);
    } finally {
      await pool.close();
      await idle.close();
    }
  }, 180_000);

  it("quick bots handed to the bot worker (the one-ply bot's kind): the same moves, sharing writes as inline bots' do", async () => {
    const [inWorker, inline] = await twinTables(k, 31_400);
    const quick = inWorkerRules(k, true);
    const onLoop = onLoopRules(k);
    const pool = botPool();
    try {
      // No time limit on a batch: what ends one is its size, a person's turn or the game's end, never the machine.
      await botDriver(quick, undefined, pool, Infinity).settled(inWorker.gameId);
      await botDriver(onLoop, undefined, pool, Infinity).settled(inline.gameId);
      const a = await k.row(inWorker.gameId);
      expect(a.status).toBe("finished");
      expect(JSON.stringify(a.state)).toBe(JSON.stringify((await k.row(inline.gameId)).state));
      expect(pool.stats()).toEqual({ queued: 0, planned: a.seq - 1, failed: 0 });
      // Batches of BOT_BATCH moves, as the inline bots' (not one write a move, as a searching bot's).
      const commits = commitsOf(inWorker.gameId).slice(1);
      expect(commits.length).toBe(Math.ceil((a.seq - 1) / BOT_BATCH));
      expect(commits).toEqual(commitsOf(inline.gameId).slice(1));
      expect(await k.replays(inWorker)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 180_000);
});
