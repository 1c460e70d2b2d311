import { describe, expect, it } from "vitest";
import { parseEnv, signupMode, signupPolicy } from "@/lib/env";

const good = { DATABASE_URL: "postgresql://u:p@127.0.0.1:5432/db", NEXTAUTH_SECRET: "s".repeat(32) };

describe("environment validation", () => {
  it("accepts a complete environment", () => {
    expect(parseEnv(good)).toMatchObject({ DATABASE_URL: good.DATABASE_URL, NODE_ENV: "development" });
  });

  it("names every missing or malformed variable", () => {
    expect(() => parseEnv({})).toThrow(/DATABASE_URL[\s\S]*NEXTAUTH_SECRET/);
    expect(() => parseEnv({ ...good, DATABASE_URL: "mysql://x" })).toThrow(/postgresql:\/\//);
    expect(() => parseEnv({ ...good, NEXTAUTH_SECRET: "short" })).toThrow(/at least 32/);
    expect(() => parseEnv({ ...good, PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("ORGANIZER_SIGNUP: open, invite or closed; unset, open on a laptop and invite on a server reachable from outside", () => {
    expect(() => parseEnv({ ...good, ORGANIZER_SIGNUP: "yes" })).toThrow(
      /ORGANIZER_SIGNUP must be open, invite or closed/,
    );
    expect(signupMode(parseEnv({ ...good, ORGANIZER_SIGNUP: "closed" }))).toBe("closed");
    expect(signupMode(parseEnv(good))).toBe("open");
    expect(signupMode(parseEnv({ ...good, DATABASE_URL: "postgresql://u:p@localhost:54730/bazaar" }))).toBe("open");
    expect(signupMode(parseEnv({ ...good, PUBLIC_URL: "https://draft.club.it" }))).toBe("invite");
    expect(signupMode(parseEnv({ ...good, DATABASE_URL: "postgresql://u:p@db.internal:5432/bazaar" }))).toBe("invite");
    expect(signupMode(parseEnv({ ...good, PUBLIC_URL: "https://draft.club.it", ORGANIZER_SIGNUP: "open" }))).toBe(
      "open",
    );
  });

  it("signupPolicy names why: the setting, a laptop, PUBLIC_URL (which wins over a local database), a database elsewhere", () => {
    expect(signupPolicy(parseEnv({ ...good, ORGANIZER_SIGNUP: "open" }))).toEqual({ mode: "open", why: "setting" });
    expect(signupPolicy(parseEnv(good))).toEqual({ mode: "open", why: "laptop" });
    expect(signupPolicy(parseEnv({ ...good, PUBLIC_URL: "http://192.168.1.20:3000" }))).toEqual({
      mode: "invite",
      why: "public_url",
    });
    expect(signupPolicy(parseEnv({ ...good, DATABASE_URL: "postgresql://u:p@db.internal:5432/bazaar" }))).toEqual({
      mode: "invite",
      why: "remote_db",
    });
  });

  it("BAZAAR_SSE_HEARTBEAT_MS: whole milliseconds from 1 s to 60 s (a page then waits 2.5 of them)", () => {
    expect(parseEnv({ ...good, BAZAAR_SSE_HEARTBEAT_MS: "3000" }).BAZAAR_SSE_HEARTBEAT_MS).toBe(3000);
    expect(parseEnv(good).BAZAAR_SSE_HEARTBEAT_MS).toBeUndefined();
    for (const bad of ["500", "90000", "2.5", "soon"])
      expect(() => parseEnv({ ...good, BAZAAR_SSE_HEARTBEAT_MS: bad })).toThrow(/BAZAAR_SSE_HEARTBEAT_MS/);
  });

  it("TRUSTED_PROXY: a comma-separated list of IP addresses", () => {
    expect(parseEnv(good).TRUSTED_PROXY).toEqual([]);
    expect(parseEnv({ ...good, TRUSTED_PROXY: "127.0.0.1, ::1,10.0.0.2" }).TRUSTED_PROXY).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.2",
    ]);
    expect(() => parseEnv({ ...good, TRUSTED_PROXY: "127.0.0.1,proxy.local" })).toThrow(
      /TRUSTED_PROXY must list IP addresses[\s\S]*proxy\.local/,
    );
  });
});
