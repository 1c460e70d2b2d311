// What /api/health answers: whether this instance reaches its database, and if not, why.
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/config";
import { messagesFor } from "@/i18n/messages";
import { pingDatabase } from "@/lib/db/health";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable, unavailableReason } from "@/lib/db/unavailable";

export async function databaseHealth(locale: Locale): Promise<Response> {
  try {
    await pingDatabase();
    return Response.json({ ok: true, database: "ok" }, { headers: { "cache-control": "no-store" } });
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "errors" });
    const reason = unavailableReason(err);
    return Response.json(
      { ok: false, database: "unavailable", reason, message: t("database_unavailable") },
      { status: 503, headers: { "retry-after": String(DATABASE_RETRY_AFTER_S), "cache-control": "no-store" } },
    );
  }
}
