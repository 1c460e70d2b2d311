// Join links and QR codes must be reachable from a phone, whatever host the organizer used.
import { afterEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => state.headers }));

async function origin(host: string, env: Record<string, string | undefined>) {
  vi.resetModules();
  state.headers = new Headers({ host });
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v ?? "");
  const { publicOrigin } = await import("@/lib/http/origin");
  return publicOrigin();
}

afterEach(() => vi.unstubAllEnvs());

describe("publicOrigin", () => {
  it("uses the host the organizer's browser used", async () => {
    expect(await origin("192.168.1.20:3000", { BAZAAR_LAN_URL: "http://192.168.1.20:3000" })).toBe("http://192.168.1.20:3000");
    expect(await origin("bazaar.example.it", {})).toBe("http://bazaar.example.it");
  });

  it("replaces localhost with the LAN address a phone can reach", async () => {
    expect(await origin("localhost:3000", { BAZAAR_LAN_URL: "http://10.0.0.5:3000" })).toBe("http://10.0.0.5:3000");
    expect(await origin("127.0.0.1:3000", { BAZAAR_LAN_URL: "http://10.0.0.5:3000" })).toBe("http://10.0.0.5:3000");
  });

  it("prefers PUBLIC_URL over everything", async () => {
    expect(await origin("localhost:3000", { PUBLIC_URL: "https://draft.club.it/", BAZAAR_LAN_URL: "http://10.0.0.5:3000" })).toBe("https://draft.club.it");
  });
});
