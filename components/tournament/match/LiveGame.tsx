"use client";
import { useTranslations } from "next-intl";
import { OpenGameButton } from "@/components/engine-game/OpenGameButton";
import type { RunningWords } from "@/components/game-registry/slot";

/** Game `live` of the match runs on the app: join it (`kind`: the event's game; `words`: in the game's words). */
export function LiveGame({
  eventId,
  url,
  live,
  kind,
  words,
}: {
  eventId: string;
  url: string;
  live: number;
  kind: string;
  words: RunningWords;
}) {
  const t = useTranslations();
  return (
    <section className="panel space-y-2 bg-sky-50" data-testid="match-live" data-game={live}>
      <p className="text-xl font-semibold">{words.title(t, live)}</p>
      <p className="text-sm text-stone-600">{words.help(t)}</p>
      <OpenGameButton eventId={eventId} url={url} label={words.go(t)} testId="live-game" kind={kind} />
    </section>
  );
}
