"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { roundLabel } from "../names";
import type { MatchPage } from "./matchPage";

/** The page around a match: back to the seat, the round and table, who plays, where it stands. Two
 * sides face each other ("Tu contro Bruno", "Tu & Bruno contro Carla & Dario"); a pod's 3–5 players
 * are listed in table order. */
export function MatchFrame({ page, online, children }: { page: MatchPage; online: boolean; children: ReactNode }) {
  const t = useTranslations("tournament");
  const tt = useTranslations("tables");
  const { match, seen, sideName, name } = page;
  const [mine, ...others] = seen.order.map((i) => sideName(seen.sides[i]!));
  return (
    <div className="mx-auto max-w-sm space-y-4" data-testid="match-phone" data-status={match.status}>
      <Link href={`/play/${page.eventId}`} className="inline-flex min-h-11 items-center text-sm underline">
        ← {t("backToSeat")}
      </Link>
      <header>
        <p className="text-stone-600">
          {roundLabel(t, match)}
          {match.table !== null && ` · ${t("table", { table: match.table })}`}
        </p>
        <h1 className="text-2xl font-bold" data-testid="match-title">
          {seen.versus
            ? `${mine} ${t("vs")} ${others[0]}`
            : tt("pod", { names: match.seats.map((s) => name(s.seatId)).join(", ") })}
        </h1>
        <p className="text-sm">{t(`status.${match.status}`)}</p>
        {!online && <p className="text-amber-700">{t("reconnecting")}</p>}
      </header>
      {children}
    </div>
  );
}
