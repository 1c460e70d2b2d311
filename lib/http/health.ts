// What /api/health answers: 200 when this instance can serve, else 503 with Retry-After and why —
// the disk under the data is full (lib/db/disk.ts), or the database does not answer. Its reason is
// in `database` ("disk_full" | "unavailable") and `message` (the user's language); the organizer
// console shows it (components/ServerStatus.tsx).
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/config";
import { messagesFor } from "@/i18n/messages";
import { diskFull } from "@/lib/db/disk";
import { pingDatabase } from "@/lib/db/health";
import { RETRY_AFTER_S, currentFault, unavailableReason, type DatabaseFault } from "@/lib/db/unavailable";

export interface HealthAnswer {
  status: number;
  headers: Record<string, string>;
  body:
    | { ok: true; database: "ok" }
    | { ok: false; database: "unavailable" | "disk_full"; code: DatabaseFault; reason: string; message: string };
}

export async function health(locale: Locale): Promise<HealthAnswer> {
  const fail = (code: DatabaseFault, reason: string): HealthAnswer => {
    const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
    return {
      status: 503,
      headers: { "retry-after": String(RETRY_AFTER_S[code]), "cache-control": "no-store" },
      body: {
        ok: false,
        database: code === "disk_full" ? "disk_full" : "unavailable",
        code,
        reason,
        message: t(code),
      },
    };
  };
  const disk = diskFull();
  if (disk) return fail("disk_full", disk.reason);
  try {
    await pingDatabase();
  } catch (err) {
    const fault = currentFault(err);
    if (!fault) throw err;
    return fail(fault, unavailableReason(err));
  }
  return { status: 200, headers: { "cache-control": "no-store" }, body: { ok: true, database: "ok" } };
}

/** The web-standard form (the Next.js route). */
export async function databaseHealth(locale: Locale): Promise<Response> {
  const { status, headers, body } = await health(locale);
  return Response.json(body, { status, headers });
}
