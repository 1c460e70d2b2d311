// What `npm start` / `npm run serve` / `npm run dev` print once the app answers: where to open it,
// the database, the demo login, and who may sign up — said here because PUBLIC_URL (set for phones)
// or a database elsewhere quietly makes sign-up invite-only (lib/env.ts signupPolicy). Pure: serve.ts prints it.
import type { SignupWhy } from "@/lib/env";

export interface BannerFacts {
  port: number;
  /** This machine's LAN address, when it has one. */
  lan: string | null;
  /** PUBLIC_URL, when set: the address phones and invite links use. */
  publicUrl: string | null;
  /** "embedded PostgreSQL on port …" or "DATABASE_URL". */
  database: string;
  login: { email: string; password: string } | null;
  seedEmail: string;
  joinCode: string | null;
  signup: { mode: "open" | "invite" | "closed"; why: SignupWhy };
}

const PAD = "            ";

/** Who may create an organizer account, why, and how to change it (the lines after "Sign-up:"). */
export function signupLines(signup: BannerFacts["signup"], signupUrl: string): string[] {
  const { mode, why } = signup;
  if (mode === "open")
    return [
      why === "laptop"
        ? `open: anyone can create an organizer account at ${signupUrl}`
        : `open (ORGANIZER_SIGNUP=open): anyone who reaches ${signupUrl} can create an organizer account`,
    ];
  if (mode === "closed")
    return [
      "closed (ORGANIZER_SIGNUP=closed): nobody can create an organizer account.",
      "To allow it: ORGANIZER_SIGNUP=invite (with an invite link) or ORGANIZER_SIGNUP=open.",
    ];
  const because = {
    setting: "ORGANIZER_SIGNUP=invite",
    public_url: "because PUBLIC_URL is set",
    remote_db: "because the database is not on this machine",
    laptop: "",
  }[why];
  return [
    `invite-only (${because}): ${signupUrl} refuses anyone without an invite link.`,
    'To invite: an organizer signs in and clicks "Invita un organizzatore" on the dashboard.',
    "To let anyone sign up: start with ORGANIZER_SIGNUP=open.",
  ];
}

/** The lines printed when the app is ready. */
export function readyBanner(f: BannerFacts): string[] {
  const base = f.publicUrl?.replace(/\/$/, "") ?? `http://localhost:${f.port}`;
  const [first, ...rest] = signupLines(f.signup, `${base}/signup`);
  return [
    "",
    "  Bazaar is ready",
    `  Local:    http://localhost:${f.port}`,
    ...(f.publicUrl ? [`  Public:   ${f.publicUrl}   (PUBLIC_URL: links and QR codes)`] : []),
    ...(f.lan ? [`  Phones:   http://${f.lan}:${f.port}   (same Wi-Fi)`] : []),
    `  Database: ${f.database}`,
    f.login
      ? `  Organizer login: ${f.login.email} / ${f.login.password}`
      : `  Organizer login: ${f.seedEmail} (password shown at the first start)`,
    ...(f.joinCode ? [`  Demo event join code: ${f.joinCode}`] : []),
    `  Sign-up:  ${first}`,
    ...rest.map((l) => `${PAD}${l}`),
    "  Stop with Ctrl-C",
    "",
  ];
}
