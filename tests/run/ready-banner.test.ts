// Issue 33 §11: setting PUBLIC_URL for phones (as the README advises) makes sign-up invite-only; the start-up
// banner says so, why, and how to invite or open it — not only the signup page a visitor sees later.
import { describe, expect, it } from "vitest";
import { parseEnv, signupPolicy } from "@/lib/env";
import { readyBanner, type BannerFacts } from "@/scripts/ready-banner";

const env = { DATABASE_URL: "postgresql://u:p@127.0.0.1:54730/bazaar", NEXTAUTH_SECRET: "s".repeat(32) };
const facts = (extra: Record<string, string> = {}): BannerFacts => {
  const e = parseEnv({ ...env, ...extra });
  return {
    port: 3000,
    lan: "192.168.1.20",
    publicUrl: e.PUBLIC_URL ?? null,
    database: "embedded PostgreSQL on port 54730, data in .data/pg",
    login: { email: "demo@bazaar.local", password: "Xy3kP0aQ7mWz" },
    seedEmail: "demo@bazaar.local",
    joinCode: "K7M2QX",
    signup: signupPolicy(e),
  };
};
const text = (f: BannerFacts) => readyBanner(f).join("\n");

describe("the start-up banner says who may sign up", () => {
  it("PUBLIC_URL set (the README's advice for phones): invite-only, because of PUBLIC_URL, how to invite and to open it", () => {
    const out = text(facts({ PUBLIC_URL: "http://192.168.1.20:3000" }));
    expect(out).toContain(
      "  Sign-up:  invite-only (because PUBLIC_URL is set): http://192.168.1.20:3000/signup refuses anyone without an invite link.",
    );
    expect(out).toContain('"Invita un organizzatore" on the dashboard');
    expect(out).toContain("To let anyone sign up: start with ORGANIZER_SIGNUP=open.");
    expect(out).toContain("  Public:   http://192.168.1.20:3000");
  });

  it("a laptop with the embedded database: open, at its signup page", () => {
    const out = text(facts());
    expect(out).toContain("  Sign-up:  open: anyone can create an organizer account at http://localhost:3000/signup");
    expect(out).not.toMatch(/invite/i);
  });

  it("a database elsewhere, or ORGANIZER_SIGNUP given: the banner names the reason", () => {
    expect(text(facts({ DATABASE_URL: "postgresql://u:p@db.internal:5432/bazaar" }))).toContain(
      "invite-only (because the database is not on this machine)",
    );
    expect(text(facts({ ORGANIZER_SIGNUP: "invite" }))).toContain("invite-only (ORGANIZER_SIGNUP=invite)");
    const closed = text(facts({ ORGANIZER_SIGNUP: "closed", PUBLIC_URL: "https://draft.club.it" }));
    expect(closed).toContain("closed (ORGANIZER_SIGNUP=closed): nobody can create an organizer account.");
    expect(closed).toContain("To allow it: ORGANIZER_SIGNUP=invite");
    expect(text(facts({ ORGANIZER_SIGNUP: "open", PUBLIC_URL: "https://draft.club.it/" }))).toContain(
      "open (ORGANIZER_SIGNUP=open): anyone who reaches https://draft.club.it/signup can create an organizer account",
    );
  });

  it("keeps the lines the README shows and the start test reads, in order, ending with how to stop", () => {
    const lines = readyBanner(facts());
    expect(lines.slice(1, 4)).toEqual([
      "  Bazaar is ready",
      "  Local:    http://localhost:3000",
      "  Phones:   http://192.168.1.20:3000   (same Wi-Fi)",
    ]);
    expect(lines).toContain("  Organizer login: demo@bazaar.local / Xy3kP0aQ7mWz");
    expect(lines).toContain("  Demo event join code: K7M2QX");
    expect(lines.at(-2)).toBe("  Stop with Ctrl-C");
    const { login: _l, ...rest } = facts();
    expect(readyBanner({ ...rest, login: null, joinCode: null })).toContain(
      "  Organizer login: demo@bazaar.local (password shown at the first start)",
    );
  });
});
