// What /api/health answers: 200 when this instance can serve, else 503 with Retry-After and why —
// the disk under the data is full (lib/db/disk.ts), or the database does not answer. Its reason is
// in `database` ("disk_full" | "unavailable") and `message` (the user's language); the organizer
// console shows it (components/ServerStatus.tsx) with the `reason` in detail (the space left and the data folder,
// the driver's line, which may name the database's host), which only an organizer is told.
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
    | { ok: false; database: "unavailable" | "disk_full"; code: DatabaseFault; reason?: string; message: string };
}

/** `detail`: the caller may read the reason's detail (an organizer). */
export async function health(locale: Locale, detail: boolean): Promise<HealthAnswer> {
  const fail = (code: DatabaseFault, reason: string): HealthAnswer => {
    const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
    return {
      status: 503,
      headers: { "retry-after": String(RETRY_AFTER_S[code]), "cache-control": "no-store" },
      body: {
        ok: false,
        database: code === "disk_full" ? "disk_full" : "unavailable",
        code,
        ...(detail ? { reason } : {}),
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
export async function databaseHealth(locale: Locale, detail: boolean): Promise<Response> {
  const { status, headers, body } = await health(locale, detail);
  return Response.json(body, { status, headers });
}
