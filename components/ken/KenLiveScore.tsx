"use client";
import { useTranslations } from "next-intl";
import { total } from "@/engine/ken/scorepad";
import { pts } from "@/components/tournament/names";
import { kenExtrasOf } from "@/lib/ken/extras";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

/** Ken il Guerriero on the projector: the Punti Ordine of a match being played, its turn and phase. */
export function KenLiveScore({ view, match }: { view: TournamentView; match: MatchView }) {
  const t = useTranslations("kenEvent.pad");
  const pad = kenExtrasOf(view.extras).scorepads.find((p) => p.matchId === match.id);
  if (!pad) return null;
  const g = pad.game;
  return (
    <span className="mr-[0.6em]" data-testid="pairing-ken-score">
      <span className="font-black">
        {pts(total(g.points.a))}–{pts(total(g.points.b))}
      </span>{" "}
      <span className="text-[0.7em] text-stone-600">
        {t("turn", { turn: g.turn })} · {t(`phase.${g.phase}`)}
      </span>
    </span>
  );
}
