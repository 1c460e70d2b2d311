// Signing out ends the organizer's session on the server (issue 16 §7): next-auth's own handler
// (login, session, sign-out) on the real database; a copy of the old cookie no longer works. A
// login while too much password work waits is refused `busy`, and signs in once it drains.
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { createOrganizer } from "@/lib/auth/organizers";
import { passwordPool, type PasswordPool } from "@/lib/auth/password-pool";
import { db } from "@/lib/db/client";
import { unique } from "../setup/fixtures";

type Jar = Record<string, string>;

// next-auth's request handler itself (what its route and getServerSession run), not in its exports map.
type Internal = { body?: unknown; cookies?: { name: string; value: string }[] };
const { AuthHandler } = createRequire(import.meta.url)(path.resolve("node_modules/next-auth/core/index.js")) as {
  AuthHandler: (params: { req: Record<string, unknown>; options: unknown }) => Promise<Internal>;
};

beforeAll(() => {
  vi.stubEnv("NEXTAUTH_URL", "http://localhost:3000");
});

const options = () => ({ ...authOptions, secret: process.env.NEXTAUTH_SECRET });

async function call(action: "csrf" | "callback" | "session" | "signout", jar: Jar, body: Record<string, string> = {}) {
  const res = await AuthHandler({
    req: {
      method: action === "csrf" || action === "session" ? "GET" : "POST",
      action,
      providerId: action === "callback" ? "credentials" : undefined,
      headers: { host: "localhost:3000" },
      cookies: { ...jar },
      query: {},
      body,
    },
    options: options(),
  });
  const set: Jar = {};
  for (const c of res.cookies ?? []) set[c.name] = c.value;
  return { res, set };
}

async function login(email: string, password: string): Promise<Jar> {
  const jar: Jar = {};
  const csrf = await call("csrf", jar);
  Object.assign(jar, csrf.set);
  const { set } = await call("callback", jar, {
    csrfToken: (csrf.res.body as { csrfToken: string }).csrfToken,
    email,
    password,
    json: "true",
  });
  Object.assign(jar, set);
  return jar;
}

const sessionUser = async (jar: Jar) =>
  ((await call("session", jar)).res.body as { user?: { id?: string } }).user ?? null;

describe("organizer sessions", () => {
  it("a signed-out session's cookie is refused afterwards, while the organizer's other sessions go on", async () => {
    const email = `${unique("out")}@test.it`;
    const organizer = await createOrganizer({ email, name: "Org", password: "a long passphrase" });
    const laptop = await login(email, "a long passphrase");
    const phone = await login(email, "a long passphrase");
    expect(await sessionUser(laptop)).toMatchObject({ id: organizer.id });
    expect(await sessionUser(phone)).toMatchObject({ id: organizer.id });
    expect(await db().organizerSession.count({ where: { organizerId: organizer.id } })).toBe(2);

    const stolen = { ...laptop };
    const csrf = await call("csrf", laptop);
    await call(
      "signout",
      { ...laptop, ...csrf.set },
      { csrfToken: (csrf.res.body as { csrfToken: string }).csrfToken },
    );
    // The copy of the cookie taken before the sign-out: no session, and next-auth clears it.
    const after = await call("session", stolen);
    expect(after.res.body).toEqual({});
    expect(after.set["next-auth.session-token"]).toBe("");
    expect(await sessionUser(phone)).toMatchObject({ id: organizer.id });
    expect(await db().organizerSession.count({ where: { organizerId: organizer.id } })).toBe(1);
  });

  it("a token without a server-side session (forged with the secret's help elsewhere, or issued before) is refused", async () => {
    const email = `${unique("gone")}@test.it`;
    await createOrganizer({ email, name: "Org", password: "a long passphrase" });
    const jar = await login(email, "a long passphrase");
    await db().organizerSession.deleteMany({ where: { organizer: { email } } });
    expect(await sessionUser(jar)).toBeNull();
  });

  it("a login while too much password work waits: next-auth's error page names `busy`; once it drains, the login works", async () => {
    const email = `${unique("busy")}@test.it`;
    const organizer = await createOrganizer({ email, name: "Org", password: "a long passphrase" });
    // This process's pool (lib/auth/password-pool.ts) swapped for a full one: one worker, stuck, no room to wait.
    const holder = globalThis as { bazaarPasswordPool?: PasswordPool };
    const own = holder.bazaarPasswordPool;
    const full = passwordPool({
      workers: 1,
      maxWaiting: 0,
      file: path.resolve("tests/auth/faulty-password-worker.mjs"),
    });
    holder.bazaarPasswordPool = full;
    try {
      void full.compare("never answer", "x").catch(() => null);
      const csrf = await call("csrf", {});
      const { res } = await call("callback", csrf.set, {
        csrfToken: (csrf.res.body as { csrfToken: string }).csrfToken,
        email,
        password: "a long passphrase",
        json: "true",
      });
      const answer = res as { status?: number; redirect?: string };
      expect(answer.status).toBe(401);
      expect(new URL(answer.redirect!).searchParams.get("error")).toBe("busy");
      expect(full.stats()).toMatchObject({ running: 1, waiting: 0, refused: 1 });
    } finally {
      holder.bazaarPasswordPool = own;
      await full.close();
    }
    expect(await sessionUser(await login(email, "a long passphrase"))).toMatchObject({ id: organizer.id });
  });
});
