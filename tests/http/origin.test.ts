// Join links and QR codes must be reachable from a phone, whatever host the organizer used.
import { afterEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => state.headers }));

async function origin(host: string, env: Record<string, string | undefined>, extra: Record<string, string> = {}) {
  vi.resetModules();
  state.headers = new Headers({ host, ...extra });
  // lib/env.ts requires a database URL; this file runs without one (the "unit" project) and never connects.
  vi.stubEnv("DATABASE_URL", "postgresql://unused@127.0.0.1:1/unused");
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v ?? "");
  const { publicOrigin } = await import("@/lib/http/origin");
  return publicOrigin();
}

afterEach(() => vi.unstubAllEnvs());

describe("publicOrigin", () => {
  it("uses the host the organizer's browser used", async () => {
    expect(await origin("192.168.1.20:3000", { BAZAAR_LAN_URL: "http://192.168.1.20:3000" })).toBe(
      "http://192.168.1.20:3000",
    );
    expect(await origin("bazaar.example.it", {})).toBe("http://bazaar.example.it");
  });

  it("replaces localhost with the LAN address a phone can reach", async () => {
    expect(await origin("localhost:3000", { BAZAAR_LAN_URL: "http://10.0.0.5:3000" })).toBe("http://10.0.0.5:3000");
    expect(await origin("127.0.0.1:3000", { BAZAAR_LAN_URL: "http://10.0.0.5:3000" })).toBe("http://10.0.0.5:3000");
  });

  it("prefers PUBLIC_URL over everything", async () => {
    expect(
      await origin("localhost:3000", { PUBLIC_URL: "https://draft.club.it/", BAZAAR_LAN_URL: "http://10.0.0.5:3000" }),
    ).toBe("https://draft.club.it");
  });

  it("ignores X-Forwarded-Host/Proto unless the request came through a TRUSTED_PROXY (issue 16 §9)", async () => {
    // As Next.js sees a request through our app server: the connecting address last in X-Forwarded-For.
    const forged = {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.9",
    };
    expect(await origin("bazaar.example.it", {}, forged)).toBe("http://bazaar.example.it");
    expect(await origin("bazaar.example.it", { TRUSTED_PROXY: "10.0.0.2" }, forged)).toBe("http://bazaar.example.it");
    // A client writing the proxy's address in front of its own does not pass for it.
    expect(
      await origin(
        "bazaar.example.it",
        { TRUSTED_PROXY: "10.0.0.2" },
        { ...forged, "x-forwarded-for": "10.0.0.2, 203.0.113.9" },
      ),
    ).toBe("http://bazaar.example.it");
    // From the proxy itself: its headers say what the browser used.
    const viaProxy = {
      "x-forwarded-host": "draft.club.it",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.9, 10.0.0.2",
    };
    expect(await origin("127.0.0.1:3000", { TRUSTED_PROXY: "10.0.0.2,10.0.0.3" }, viaProxy)).toBe(
      "https://draft.club.it",
    );
  });
});
