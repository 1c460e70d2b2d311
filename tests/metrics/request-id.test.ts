// A request's id (lib/metrics/request-id.ts): a trusted proxy's X-Request-Id is kept, so its log
// and ours share it; a client's own, or a malformed one, is replaced by a new id.
import { describe, expect, it } from "vitest";
import { requestIdOf } from "@/lib/metrics/request-id";

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;
const NEW = /^[A-Za-z0-9_-]{16}$/;

describe("requestIdOf", () => {
  it("keeps a trusted proxy's id, replaces anyone else's and any malformed one", () => {
    const trusted = ["10.0.0.5"];
    const viaProxy = { "x-forwarded-for": "203.0.113.9, 10.0.0.5" };
    expect(requestIdOf(headers({ ...viaProxy, "x-request-id": "f3a9c0de12:proxy.1" }), trusted)).toBe(
      "f3a9c0de12:proxy.1",
    );
    const direct = requestIdOf(headers({ "x-forwarded-for": "203.0.113.9", "x-request-id": "mine" }), trusted);
    expect(direct).not.toBe("mine");
    expect(direct).toMatch(NEW);
    for (const bad of ["has space", "x".repeat(129), 'quote"d', ""])
      expect(requestIdOf(headers({ ...viaProxy, "x-request-id": bad }), trusted)).toMatch(NEW);
    const a = requestIdOf(headers({}), trusted);
    const b = requestIdOf(headers({}), trusted);
    expect(a).toMatch(NEW);
    expect(a).not.toBe(b);
  });
});
