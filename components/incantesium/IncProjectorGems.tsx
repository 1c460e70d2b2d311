"use client";
import { useTranslations } from "next-intl";
import type { MatchView } from "@/lib/tournament/shape";
import type { RunningChallenge } from "@/lib/incantesium/running";

/** Incantesium on the projector: a table's running challenge, its gems in the table's seat order
 * (a 2v2 team once) and whose move it is. Public information only (lib/incantesium/running.ts). */
export function IncProjectorGems({ match, live }: { match: MatchView; live: RunningChallenge | undefined }) {
  const t = useTranslations("incantesium");
  if (!live || live.status !== "running") return null;
  // Sides in the order the pairing names the seats: the gems line up with the names beside them.
  const sides: number[] = [];
  for (const s of match.seats) {
    const side = live.seats.find((x) => x.seatId === s.seatId)?.side;
    if (side !== undefined && side >= 0 && !sides.includes(side)) sides.push(side);
  }
  for (let side = 0; side < live.gems.length; side++) if (!sides.includes(side)) sides.push(side);
  const gems = sides.map((side) => live.gems[side] ?? 0);
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
