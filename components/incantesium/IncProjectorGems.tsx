"use client";
import { useTranslations } from "next-intl";
import type { MatchView } from "@/lib/tournament/shape";
import type { RunningChallenge } from "@/lib/incantesium/running";
import { gemsInSeatOrder } from "./liveOrder";

/** Incantesium on the projector: a table's running challenge, its gems in the table's seat order
 * (a 2v2 team once) and whose move it is. Public information only (lib/incantesium/running.ts). */
export function IncProjectorGems({ match, live }: { match: MatchView; live: RunningChallenge | undefined }) {
  const t = useTranslations("incantesium");
  if (!live || live.status !== "running") return null;
  const gems = gemsInSeatOrder(match.seats, live);
  const waiting = live.waitingFor === null ? null : live.seats[live.waitingFor];
  return (
    <span className="mr-[0.6em]" data-testid="pairing-inc-gems" data-gems={gems.join("-")}>
      <span className="font-black">
        <span aria-hidden="true">◆ </span>
        {gems.join("–")}
      </span>
      {waiting && <span className="ml-[0.5em] text-[0.8em]">{t("live.turn", { name: waiting.name })}</span>}
    </span>
  );
}
