// Issue 30 §2–3: every database fault, as the real drivers report it (pg, Prisma's pg adapter, Prisma
// itself, inside and outside a transaction), is a 503 with Retry-After and its reason in the user's
// language, on every transport of the route pipeline — never a 500. The faults are real: a server
// that answers as a PostgreSQL still recovering from a crash does (FATAL 57P03, what a restart
// answers for a second or more), a closed port, a connection the server terminates (57P01), and
// PostgreSQL's own disk_full error (53100, raised by the real server from a trigger: a full disk
// on demand, without root).
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());

const { prismaOn } = await import("@/lib/db/client");
const { CONNECT_TIMEOUT_MS } = await import("@/lib/db/connect-timeout");
const { databaseFault } = await import("@/lib/db/unavailable");
const { defineRoute } = await import("@/lib/http/route-core");
const { route } = await import("@/lib/http/route");
const { serveNode } = await import("@/lib/http/node-route");
const it_ = (await import("@/messages/it.json")).default;
const en = (await import("@/messages/en.json")).default;

/** A PostgreSQL that is not yet accepting connections: every startup gets the FATAL a server in
 * crash recovery sends (the words and fields PostgreSQL 18 uses). */
function recoveringServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("data", () => {
      const fields = [
        ["S", "FATAL"],
        ["V", "FATAL"],
        ["C", "57P03"],
        ["M", "the database system is not yet accepting connections"],
        ["D", "Consistent recovery state has not been yet reached."],
      ];
      const body = Buffer.concat([...fields.map(([k, v]) => Buffer.from(`${k}${v}\0`)), Buffer.from([0])]);
      const head = Buffer.alloc(5);
      head.write("E", 0);
      head.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([head, body]));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        url: `postgresql://bazaar:x@127.0.0.1:${port}/bazaar`,
        close: () => {
          for (const s of sockets) s.destroy();
          return new Promise((r) => server.close(() => r()));
        },
      });
    }),
  );
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return `postgresql://bazaar:x@127.0.0.1:${port}/bazaar`;
}

/** A server that accepts connections and never says a word: a PostgreSQL behind a network cut, a stopped host. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `postgresql://bazaar:x@127.0.0.1:${(server.address() as AddressInfo).port}/bazaar`,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

/** What each driver path throws against `url` (Prisma as the app makes its client; pg as lib/db/pool.ts its pool). */
async function failures(url: string): Promise<Record<string, unknown>> {
  const prisma = prismaOn(url);
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on("error", () => {});
  // One connection of its own, as the realtime LISTEN and NOTIFY connections are made.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {});
  const caught = async (p: Promise<unknown>) =>
    p.then(
      () => new Error("no failure"),
      (e: unknown) => e,
    );
  try {
    // All at once: against a server that never answers, each waits out its connection time.
    const paths = {
      "pg pool": caught(pool.query("SELECT 1")),
      "pg transaction": caught(pool.connect()),
      "pg client": caught(client.connect()),
      "prisma raw": caught(prisma.$queryRaw`SELECT 1`),
      "prisma model": caught(prisma.organizer.findFirst()),
      "prisma transaction": caught(prisma.$transaction(async (tx) => tx.$queryRaw`SELECT 1`)),
    };
    return Object.fromEntries(
      await Promise.all(Object.entries(paths).map(async ([path, failure]) => [path, await failure] as const)),
    );
  } finally {
    await prisma.$disconnect().catch(() => {});
    await pool.end().catch(() => {});
    await client.end().catch(() => {});
  }
}

/** A table whose inserts PostgreSQL refuses with its disk_full error, as when it cannot extend the
 * table's file. */
async function fullDiskTable(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE TABLE IF NOT EXISTS disk_probe (v int);
    CREATE OR REPLACE FUNCTION disk_probe_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      RAISE EXCEPTION USING ERRCODE = 'disk_full',
        MESSAGE = 'could not extend file "base/16384/16385": No space left on device',
        HINT = 'Check free disk space.';
    END $$;
    CREATE OR REPLACE TRIGGER disk_probe_full BEFORE INSERT ON disk_probe
      FOR EACH ROW EXECUTE FUNCTION disk_probe_full();`);
  return admin;
}

let recovering: Awaited<ReturnType<typeof recoveringServer>>;
beforeAll(async () => {
  recovering = await recoveringServer();
});
afterAll(() => recovering.close());

describe("database faults as the drivers report them", () => {
  it("a server still recovering (57P03) is 'database unavailable' on every driver path", async () => {
    const errors = await failures(recovering.url);
    for (const [path, err] of Object.entries(errors))
      expect([path, databaseFault(err)]).toEqual([path, "database_unavailable"]);
  });

  it("a refused connection is 'database unavailable' on every driver path", async () => {
    const errors = await failures(await closedPort());
    for (const [path, err] of Object.entries(errors))
      expect([path, databaseFault(err)]).toEqual([path, "database_unavailable"]);
  });

  it("a server that accepts and never answers is 'database unavailable' on every driver path, not a request held for good", async () => {
    const silent = await silentServer();
    try {
      // A bound against a hang, far beyond the connection wait: without the wait a path never ends.
      const hang = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("a driver path still waits on a server that never answers")), 60_000).unref(),
      );
      const errors = await Promise.race([failures(silent.url), hang]);
      for (const [path, err] of Object.entries(errors))
        expect([path, databaseFault(err)]).toEqual([path, "database_unavailable"]);
    } finally {
      await silent.close();
    }
  });

  it("a transaction past its own time limit is not a fault of the server: an error, not a 503", async () => {
    const prisma = prismaOn(process.env.DATABASE_URL!);
    try {
      const err = await prisma
        // Its begin may wait as long as a busy machine needs: only its length is limited here.
        .$transaction(async (tx) => tx.$queryRaw`SELECT 1 FROM pg_sleep(0.5)`, { timeout: 100, maxWait: 30_000 })
        .then(
          () => new Error("no failure"),
          (e: unknown) => e,
        );
      expect(err).toMatchObject({ code: "P2028" });
      expect(databaseFault(err)).toBeNull();
    } finally {
      await prisma.$disconnect();
    }
  });

  it("a connection the server terminates mid-transaction (57P01) is 'database unavailable'", async () => {
    const prisma = prismaOn(process.env.DATABASE_URL!);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const err = await prisma
        .$transaction(async (tx) => {
          const [row] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          await admin.query("SELECT pg_terminate_backend($1)", [row!.pid]);
          await tx.$queryRaw`SELECT 1`;
        })
        .then(
          () => new Error("no failure"),
          (e: unknown) => e,
        );
      expect(databaseFault(err)).toBe("database_unavailable");
    } finally {
      await admin.end();
      await prisma.$disconnect();
    }
  });

  it("PostgreSQL's disk_full (53100) is 'disk full' from pg and from Prisma, in and out of transactions", async () => {
    const admin = await fullDiskTable();
    const prisma = prismaOn(process.env.DATABASE_URL!);
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const caught = (p: Promise<unknown>) =>
      p.then(
        () => new Error("no failure"),
        (e: unknown) => e,
      );
    try {
      const errors = {
        pg: await caught(pool.query("INSERT INTO disk_probe VALUES (1)")),
        "prisma raw": await caught(prisma.$executeRaw`INSERT INTO disk_probe VALUES (1)`),
        "prisma transaction": await caught(
          prisma.$transaction(async (tx) => tx.$executeRaw`INSERT INTO disk_probe VALUES (1)`),
        ),
      };
      for (const [path, err] of Object.entries(errors)) expect([path, databaseFault(err)]).toEqual([path, "disk_full"]);
      // A plain ENOSPC from the operating system (a file the app writes) too.
      expect(
        databaseFault(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })),
      ).toBe("disk_full");
      // Anything else is not a database fault (a 500 and a log line, as before).
      expect(databaseFault(await caught(pool.query("SELECT * FROM no_such_table")))).toBeNull();
      expect(databaseFault(new Error("boom"))).toBeNull();
    } finally {
      await admin.end();
      await pool.end();
      await prisma.$disconnect();
    }
  });
});

describe("every transport answers a database fault with 503, Retry-After and its reason", () => {
  let away: PrismaClient;
  let local: PrismaClient;
  let admin: pg.Client;
  let nodeServer: http.Server;
  let base = "";
  const specs = {
    "/away": defineRoute({
      audience: "public",
      handle: async () => ({ rows: await away.$transaction(async (tx) => tx.$queryRaw`SELECT 1`) }),
    }),
    "/full": defineRoute({
      audience: "public",
      handle: async () => ({ rows: await local.$executeRaw`INSERT INTO disk_probe VALUES (1)` }),
    }),
  };
  beforeAll(async () => {
    away = prismaOn(recovering.url);
    local = prismaOn(process.env.DATABASE_URL!);
    admin = await fullDiskTable();
    nodeServer = http.createServer(
      (req, res) => void serveNode(specs[req.url as keyof typeof specs], req, res, {}, new URL(req.url!, "http://x")),
    );
    await new Promise<void>((r) => nodeServer.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(nodeServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all([away.$disconnect(), local.$disconnect(), admin.end()]);
    await new Promise((r) => nodeServer.close(r));
  });

  /** The answers of the node:http transport (English, by its locale cookie) and the Next.js one
   * (Italian: next/headers' cookies are mocked empty). */
  const answers = async (path: keyof typeof specs) => [
    { res: await fetch(`${base}${path}`, { headers: { cookie: "NEXT_LOCALE=en" } }), messages: en },
    { res: await route(specs[path])(new Request(`http://x${path}`), { params: Promise.resolve({}) }), messages: it_ },
  ];

  it("a Prisma transaction against a recovering server: 503 database_unavailable, Retry-After 2", async () => {
    for (const { res, messages } of await answers("/away")) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      // The answer's request id is the one its header and the server's log carry.
      const requestId = res.headers.get("x-request-id");
      expect(requestId).toMatch(/^[\w-]{8,}$/);
      expect(await res.json()).toEqual({
        error: { code: "database_unavailable", message: messages.errors.database_unavailable, requestId },
      });
    }
  });

  it("a write refused for a full disk: 503 disk_full, Retry-After 10, 'Disco pieno'", async () => {
    for (const { res, messages } of await answers("/full")) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("10");
      const requestId = res.headers.get("x-request-id");
      expect(requestId).toMatch(/^[\w-]{8,}$/);
      expect(await res.json()).toEqual({ error: { code: "disk_full", message: messages.errors.disk_full, requestId } });
    }
    expect(it_.errors.disk_full).toMatch(/^Disco pieno: .*liberare spazio sul server/);
    expect(en.errors.disk_full).toMatch(/^Disk full: .*free space on the server/);
  });
});
