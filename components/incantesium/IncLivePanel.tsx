"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { RunningChallenge } from "@/lib/incantesium/running";
import { cardName, type Tr } from "./cardText";
import { useIncRunningStream } from "./useIncRunningStream";

type Answer = { challenge: RunningChallenge | null };

/** A mage's match page during the round: the match's challenge as it stands, pushed live (the gems each side
 * holds, the cards in hand, whose move) and the way back into it; once over, the gems each side conquered
 * during it, lost again or not: the match's points (README ruling G2), as the projector counts them.
 * Nothing until it is opened. */
export function IncLivePanel({ eventId, matchId, me }: { eventId: string; matchId: string; me: string }) {
  const t = useTranslations("incantesium");
  const tr: Tr = (key, params) => t(key as never, params as never);
  const tt = useTranslations("tournament");
  const { data, online } = useIncRunningStream<Answer>(
    `/api/incantesium/events/${eventId}/matches/${matchId}/running/stream`,
  );
  const c = data?.challenge;
  if (!c) return null;
  const running = c.status === "running";
  const label = (i: number) => (c.seats[i]!.seatId === me ? t("you") : c.seats[i]!.name);
  const sides = (running ? c.gems : c.won).map((gems, side) => ({
    gems,
    names: c.seats.flatMap((s, i) => (s.side === side ? [label(i)] : [])).join(" + "),
  }));
  const waiting = c.waitingFor === null ? null : c.seats[c.waitingFor]!;
  return (
    <section
      className="panel space-y-2 bg-sky-50"
      data-testid="match-inc-live"
      data-status={c.status}
      data-online={online}
    >
      <h2 className="text-xl font-semibold">{running ? t("live.title") : t("live.over")}</h2>
      <p className="text-sm">{c.choosingCastes ? t("casteChoice.phase") : t("round", { round: c.round })}</p>
      {!online && running && <p className="text-sm text-amber-700">{tt("reconnecting")}</p>}
      <ul className="space-y-1 text-lg" data-testid="match-inc-gems">
        {sides.map((s, i) => (
          <li key={i} data-side={i} data-gems={s.gems} className="font-semibold tabular-nums">
            <span aria-hidden="true">◆ </span>
            {t(running ? "live.gemsOf" : "live.wonOf", { name: s.names, n: s.gems })}
          </li>
        ))}
      </ul>
      <ul className="text-sm text-stone-700">
        {c.seats.map((s, i) => (
          <li key={i}>
            {label(i)}: {t("handCount", { n: s.handCount })}
            {s.caste && ` · ${cardName(s.caste, tr)}`}
            {s.out && ` · ${t("out")}`}
          </li>
        ))}
      </ul>
      {running && waiting && (
        <p className="font-bold" data-testid="match-inc-turn">
          {c.choosingCastes
            ? t("casteChoice.choosing", { name: waiting.seatId === me ? t("you") : waiting.name })
            : waiting.seatId === me
              ? t("live.yourTurn")
              : t("live.turn", { name: waiting.name })}
        </p>
      )}
      {running && (
        <Link
          href={`/play/${eventId}/games/incantesium/${c.gameId}`}
          className="btn inline-flex min-h-12 w-full items-center justify-center text-lg"
          data-testid="match-inc-resume"
        >
          {t("live.resume")}
        </Link>
      )}
    </section>
  );
}
