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

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
