// A game's route table (lib/http/route-table.ts): which entry a path under /api/<game>/ reaches, with
// which parameters, and the refusals of the one mount: 404 for a game or path nobody serves, 405 with
// Allow for a method the path does not take. A table with a bad pattern fails when compiled, not on a
// request.
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route-core";
import { compileTable, compileTables, dispatch, matchPath, type RouteTable } from "@/lib/http/route-table";

const spec = (name: string) => defineRoute({ audience: "public", handle: async () => ({ name }) });
const TABLE: RouteTable = {
  // Listed before the literal it must yield to: order in the table does not decide.
  "events/[eventId]/[what]": { GET: spec("any") },
  "events/[eventId]/deck": { GET: spec("deck"), PUT: spec("save") },
  "card-sets": { GET: spec("sets") },
  "card-sets/[setId]/cards": { GET: spec("cards") },
};
const nameOf = (found: ReturnType<typeof matchPath>) => (found?.entry.GET?.handle as () => Promise<{ name: string }>)();

describe("route table matching", () => {
  const table = compileTable(TABLE);

  it("finds the entry and its parameters; a literal segment wins over a parameter", async () => {
    const deck = matchPath(table, ["events", "e1", "deck"]);
    expect(deck).toMatchObject({ pattern: "events/[eventId]/deck", params: { eventId: "e1" } });
    expect(await nameOf(deck)).toEqual({ name: "deck" });
    const other = matchPath(table, ["events", "e1", "cards"]);
    expect(other).toMatchObject({ pattern: "events/[eventId]/[what]", params: { eventId: "e1", what: "cards" } });
    expect(matchPath(table, ["card-sets", "s 1/2", "cards"])?.params).toEqual({ setId: "s 1/2" });
  });

  it("matches no path of another length, another literal or an empty parameter", () => {
    expect(matchPath(table, ["events", "e1"])).toBeNull();
    expect(matchPath(table, ["events", "e1", "deck", "x"])).toBeNull();
    expect(matchPath(table, ["event", "e1", "deck"])).toBeNull();
    expect(matchPath(table, ["events", "", "deck"])).toBeNull();
    expect(matchPath(table, [])).toBeNull();
  });

  it("refuses a table whose patterns are bad, repeat a parameter, overlap, or answer no method", () => {
    expect(() => compileTable({ "Events/[eventId]": { GET: spec("x") } })).toThrow(/bad segment "Events"/);
    expect(() => compileTable({ "events//deck": { GET: spec("x") } })).toThrow(/bad segment ""/);
    expect(() => compileTable({ "a/[id]/b/[id]": { GET: spec("x") } })).toThrow(/repeats a parameter/);
    expect(() => compileTable({ "a/[x]": { GET: spec("x") }, "a/[y]": { POST: spec("y") } })).toThrow(
      /two route patterns match the same paths/,
    );
    expect(() => compileTable({ "a/b": {} })).toThrow(/has no method/);
  });
});

describe("dispatch", () => {
  const tables = compileTables({ demo: TABLE });

  it("gives the spec of the method and the path's parameters", () => {
    const found = dispatch(tables, "demo", ["events", "e7", "deck"], "PUT");
    expect(found).toEqual({ spec: TABLE["events/[eventId]/deck"]!.PUT, params: { eventId: "e7" } });
  });

  it("answers 404 api_not_found for a game without a table or a path no pattern matches", () => {
    for (const [game, path] of [
      ["nope", ["card-sets"]],
      ["demo", ["card-sets", "s1"]],
      ["events", ["e1", "draft", "play"]],
    ] as const) {
      const found = dispatch(tables, game, path, "GET");
      expect("error" in found && found.error).toBeInstanceOf(AppError);
      expect("error" in found && { code: found.error.code, status: found.error.status }).toEqual({
        code: "api_not_found",
        status: 404,
      });
    }
  });

  it("answers 405 method_not_allowed naming the methods the path takes, in the Allow header", () => {
    const found = dispatch(tables, "demo", ["events", "e1", "deck"], "POST");
    if (!("error" in found)) throw new Error("POST was dispatched");
    expect(found.headers).toEqual({ allow: "GET, PUT" });
    expect({ code: found.error.code, status: found.error.status, params: found.error.params }).toEqual({
      code: "method_not_allowed",
      status: 405,
      params: { method: "POST", allow: "GET, PUT" },
    });
  });
});
