"use client";
import { useTranslations } from "next-intl";
import { OpenGameButton } from "@/components/engine-game/OpenGameButton";

/** Game `live` of the match runs on the app: join it (`kind`: the event's game). */
export function LiveGame({ eventId, url, live, kind }: { eventId: string; url: string; live: number; kind: string }) {
  const t = useTranslations("tournament");
  return (
    <section className="panel space-y-2 bg-sky-50" data-testid="match-live" data-game={live}>
      <p className="text-xl font-semibold">{t("liveOnApp", { game: live })}</p>
      <p className="text-sm text-stone-600">{t("liveHelp")}</p>
      <OpenGameButton eventId={eventId} url={url} label={t("toLiveGame")} testId="live-game" kind={kind} />
    </section>
  );
}
