import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

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
});
