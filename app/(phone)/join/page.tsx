import { getTranslations } from "next-intl/server";
import { eventName } from "@/lib/events/events";
import { JoinForm } from "./JoinForm";

export default async function JoinPage({ searchParams }: { searchParams: Promise<{ code?: string; left?: string }> }) {
  const { code, left } = await searchParams;
  const t = await getTranslations("join");
  // ?left=EVENT: this phone came from that event's seat page without a seat (moved or removed).
  const leftName = left ? await eventName(left) : null;
  return (
    <div className="mx-auto max-w-sm space-y-4">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      {leftName && (
        <p className="rounded-lg bg-amber-100 p-3" data-testid="no-seat">
          {t("noSeat", { event: leftName })}
        </p>
      )}
      <JoinForm code={code} />
    </div>
  );
}
