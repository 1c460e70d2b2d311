"use client";
import { useTranslations } from "next-intl";
import type { MatchView } from "@/lib/tournament/shape";
import type { RunningChallenge } from "@/lib/incantesium/running";
import { cardName, type Tr } from "./cardText";
import { gemsInSeatOrder } from "./liveOrder";

/** Incantesium on the projector: a table's running challenge, its gems in the table's seat order
 * (a 2v2 team once) and whose move it is; while the castes are chosen (README ruling K5), who is choosing and
 * who chose what. Public information only (lib/incantesium/running.ts). */
export function IncProjectorGems({ match, live }: { match: MatchView; live: RunningChallenge | undefined }) {
  const t = useTranslations("incantesium");
  const tr: Tr = (key, params) => t(key as never, params as never);
  const casteName = (id: string) => cardName(id, tr);
  if (!live || live.status !== "running") return null;
  const gems = gemsInSeatOrder(match.seats, live);
  const waiting = live.waitingFor === null ? null : live.seats[live.waitingFor];
  return (
    <span className="mr-[0.6em]" data-testid="pairing-inc-gems" data-gems={gems.join("-")}>
      <span className="font-black">
        <span aria-hidden="true">◆ </span>
        {gems.join("–")}
      </span>
      {waiting && (
        <span className="ml-[0.5em] text-[0.8em]" data-testid="pairing-inc-turn">
          {live.choosingCastes
            ? t("casteChoice.choosing", { name: waiting.name })
            : t("live.turn", { name: waiting.name })}
        </span>
      )}
      {live.choosingCastes && (
        <span className="ml-[0.5em] text-[0.8em]" data-testid="pairing-inc-castes">
          {live.seats
            .flatMap((s) => (s.caste ? [t("casteChoice.chosen", { name: s.name, caste: casteName(s.caste) })] : []))
            .join(" · ")}
        </span>
      )}
    </span>
  );
}
