// The games' one mount, app/api/[game]/[...path] (lib/http/route.ts mountGameRoutes): a request under
// /api/<game>/ runs its table entry through the route pipeline as a route of its own folder would (path
// parameters through the spec's schema, the same checks and error answers), a game or path nobody
// serves is a 404 and a method the path does not take a 405 with Allow, in the caller's language.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("next/headers", async () => (await import("../setup/request")).nextHeaders());
vi.mock("@/lib/auth/session", async () => (await import("../setup/request")).organizerSession());
const { request: state } = await import("../setup/request");

const { mountGameRoutes } = await import("@/lib/http/route");
const { defineRoute } = await import("@/lib/http/route-core");
const { AppError } = await import("@/lib/errors");
const real = await import("@/app/api/[game]/[...path]/route");
const { draftLog } = await import("@/lib/kartomantik/drafts/control");
const { draftNight } = await import("../drafts/setup");

// Defined apart from the table, as the games' are: a spec inside it would lose its audience's typing.
const thing = defineRoute({
  audience: "public",
  params: z.object({ eventId: z.string().regex(/^e\d+$/) }),
  handle: async (ctx) => ({ eventId: ctx.params.eventId }),
});
const change = defineRoute({
  audience: "organizer",
  params: z.object({ eventId: z.string() }),
  input: z.object({ n: z.number().int() }),
  maxBytes: 100,
  handle: async (ctx, { n }) => {
    if (n < 0) throw new AppError("forbidden");
    return { eventId: ctx.params.eventId, n, by: ctx.organizer.id };
  },
});
const demo = mountGameRoutes({ demo: { "events/[eventId]/thing": { GET: thing, POST: change } } });

const at = (game: string, ...path: string[]) => ({ params: Promise.resolve({ game, path }) });
const get = () => new Request("http://test/api/x");
const post = (body: string) =>
  new Request("http://test/api/x", { method: "POST", body, headers: { "content-type": "application/json" } });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

beforeEach(() => {
  state.organizer = null;
  state.cookies.clear();
});

describe("the games' mount", () => {
  it("runs the entry with the path's parameters through the spec's schema: a failing one is 400 invalid_path", async () => {
    const ok = await demo.GET(get(), at("demo", "events", "e12", "thing"));
    expect([ok.status, await ok.json()]).toEqual([200, { eventId: "e12" }]);
    const bad = await demo.GET(get(), at("demo", "events", "x12", "thing"));
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: "invalid_path" });
  });

  it("runs the whole pipeline: session, body limit, input, the handler's typed errors", async () => {
    const path = at("demo", "events", "e1", "thing");
    expect((await demo.POST(post('{"n":1}'), path)).status).toBe(401);
    state.organizer = { id: "org-1", email: "a@b.it", name: "A" };
    const ok = await demo.POST(post('{"n":1}'), path);
    expect(await ok.json()).toEqual({ eventId: "e1", n: 1, by: "org-1" });
    expect((await demo.POST(post(JSON.stringify({ n: 1, pad: "x".repeat(200) })), path)).status).toBe(413);
    expect(await errorOf(await demo.POST(post('{"n":"1"}'), path))).toMatchObject({ code: "invalid_input" });
    expect((await demo.POST(post('{"n":-1}'), path)).status).toBe(403);
  });

  it("answers 404 for a game without endpoints or a path no entry has, in the caller's language", async () => {
    for (const [game, ...path] of [
      ["nope", "events", "e1", "thing"],
      ["demo", "events", "e1"],
      ["demo", "events", "e1", "thing", "more"],
    ]) {
      const res = await demo.GET(get(), at(game!, ...path));
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({
        code: "api_not_found",
        message: "Nessuna API risponde a questo indirizzo: controlla il percorso.",
      });
    }
    state.cookies.set("NEXT_LOCALE", "en");
    const english = await demo.GET(get(), at("nope", "x"));
    expect((await errorOf(english)).message).toBe("No API answers at this address: check the path.");
  });

  it("answers 405 with Allow for a method the path does not take", async () => {
    const res = await demo.PUT(
      new Request("http://test/api/x", { method: "PUT" }),
      at("demo", "events", "e1", "thing"),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect(await errorOf(res)).toEqual({
      code: "method_not_allowed",
      message: "Questo indirizzo non accetta PUT: usa GET, POST.",
    });
  });
});

describe("the app's mount (lib/game-registry/routes.ts)", () => {
  it("serves a real route: the draft's log download, the same file the draft's own function gives", async () => {
    const night = await draftNight(2);
    state.organizer = { id: night.organizer.id, email: "org@test.it", name: "Org" };
    const res = await real.GET(get(), at("kartomantik", "events", night.event.id, "draft", "log"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="draft-${night.event.id}.json"`);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(await draftLog(night.event.id))));
    // Another organizer's event: the route's own authorization, as before.
    state.organizer = { id: "someone-else", email: "x@test.it", name: "X" };
    expect((await real.GET(get(), at("kartomantik", "events", night.event.id, "draft", "log"))).status).toBe(403);
  });

  it("refuses what no game serves: a game without endpoints of its own, another game's path, a wrong method", async () => {
    expect((await real.GET(get(), at("incantesium", "events", "e1", "deck"))).status).toBe(404);
    expect((await real.GET(get(), at("ken", "events", "e1", "draft", "log"))).status).toBe(404);
    const play = await real.GET(get(), at("kartomantik", "events", "e1", "draft", "play"));
    expect([play.status, play.headers.get("allow")]).toEqual([405, "POST"]);
  });
});
