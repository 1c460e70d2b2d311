// Environment, validated with zod once per process (start-up: scripts/serve.ts and instrumentation.ts).
import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is required (the run command sets it for the embedded database)." })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL."),
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters."),
  // Public base URL for links and QR codes (e.g. http://192.168.1.20:3000); the request host otherwise.
  PUBLIC_URL: z.url().optional(),
  // Set by the run command: this machine's LAN address, used for QR codes when the organizer
  // browses via localhost (a phone cannot reach the organizer's "localhost").
  BAZAAR_LAN_URL: z.url().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Free space (MB) below which the data folder's disk counts as full (lib/db/disk.ts).
  BAZAAR_MIN_FREE_MB: z.coerce
    .number({ error: "BAZAAR_MIN_FREE_MB must be a number of megabytes." })
    .min(0, "BAZAAR_MIN_FREE_MB must be a number of megabytes.")
    .optional(),
  // Tests only: how long an interactive transaction may wait to begin and take (Prisma's 2 s and 5 s otherwise).
  BAZAAR_TX_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  // How long a write waits on a row another transaction holds, and how long a transaction may sit idle before the
  // server ends it (lib/db/timeouts.ts: 3 s and 15 s otherwise; the tests' starved machines need more).
  BAZAAR_LOCK_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  BAZAAR_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  // How long the app waits for any statement's answer before taking its connection for silent (20 s otherwise).
  BAZAAR_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  // How often every live stream sends its heartbeat (lib/realtime/heartbeat.ts: 15 s otherwise). A page takes a stream
  // silent for 2.5 of them for dead. Shorter: a dead stream is seen sooner, for more pings from every phone.
  BAZAAR_SSE_HEARTBEAT_MS: z.coerce
    .number({ error: "BAZAAR_SSE_HEARTBEAT_MS must be a number of milliseconds." })
    .int("BAZAAR_SSE_HEARTBEAT_MS must be a whole number of milliseconds.")
    .min(1000, "BAZAAR_SSE_HEARTBEAT_MS must be between 1000 and 60000.")
    .max(60000, "BAZAAR_SSE_HEARTBEAT_MS must be between 1000 and 60000.")
    .optional(),
  // The bearer token /metrics asks for (docs/metrics.md); unset (and no TRUSTED_PROXY): no /metrics.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters.").optional(),
  // 0: no JSON line per request (errors are always logged).
  BAZAAR_LOG_REQUESTS: z.enum(["0", "1"], { error: "BAZAAR_LOG_REQUESTS must be 0 or 1." }).optional(),
  // Who may create an organizer account: anyone (open), whoever holds an existing organizer's
  // invite link (invite), nobody (closed). Unset: see signupMode().
  ORGANIZER_SIGNUP: z
    .enum(["open", "invite", "closed"], { error: "ORGANIZER_SIGNUP must be open, invite or closed." })
    .optional(),
  // Addresses of the reverse proxies in front of Bazaar (comma-separated IPs, e.g. 127.0.0.1 for
  // nginx on the same machine). Only a request arriving from one of them has its X-Forwarded-For,
  // X-Forwarded-Host and X-Forwarded-Proto believed.
  TRUSTED_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? "")
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean);
      const bad = list.find((a) => z.ipv4().safeParse(a).error && z.ipv6().safeParse(a).error);
      if (bad)
        ctx.addIssue({
          code: "custom",
          message: `TRUSTED_PROXY must list IP addresses separated by commas ("${bad}" is not one).`,
        });
      return list;
    }),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** Why sign-up is as it is: ORGANIZER_SIGNUP says so (setting), or its default — open on a laptop
 * (laptop: no PUBLIC_URL, the database on this machine, as `npm start` runs it), invite on anything
 * reachable from outside (public_url: PUBLIC_URL is set; remote_db: the database is elsewhere). */
export type SignupWhy = "setting" | "laptop" | "public_url" | "remote_db";

export function signupPolicy(e: Env = env()): { mode: "open" | "invite" | "closed"; why: SignupWhy } {
  if (e.ORGANIZER_SIGNUP) return { mode: e.ORGANIZER_SIGNUP, why: "setting" };
  if (e.PUBLIC_URL) return { mode: "invite", why: "public_url" };
  const dbHost = URL.canParse(e.DATABASE_URL) ? new URL(e.DATABASE_URL).hostname : "";
  return LOOPBACK_HOST.test(dbHost) ? { mode: "open", why: "laptop" } : { mode: "invite", why: "remote_db" };
}

/** ORGANIZER_SIGNUP, or its default (signupPolicy). */
export function signupMode(e: Env = env()): "open" | "invite" | "closed" {
  return signupPolicy(e).mode;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
