"use client";
import { useTranslations } from "next-intl";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { ResultForm } from "../ResultForm";
import { TableResultForm } from "../TableResultForm";
import type { MatchPage } from "./matchPage";

/** A player reports every place's points, game by game. Games already played on the app are in the
 * form as recorded and locked (one source per game). Two places stand side by side, mine first, and
 * the form checks the result as the server will (ResultForm); where each place's points count apart
 * (a pod, a 2v2's players) they go down the screen in table order, in the game's words (its
 * `tableResult` slot), and the server checks them (TableResultForm, as on the organizer's page). */
export function ReportForm({
  page,
  busy,
  onSubmit,
}: {
  page: MatchPage;
  busy: boolean;
  onSubmit: (games: number[][]) => void;
}) {
  const t = useTranslations("tournament");
  const tt = useTranslations("tables");
  const troot = useTranslations();
  const { view, match, me, seen, name, slots } = page;
  const recorded = match.played;
  const missing = recorded.length > 0 ? ` ${t("reportMissing")}` : "";
  if (seen.byPlace) {
    const table = slots.tableResult;
    return (
      <TableResultForm
        key={match.version}
        labels={match.seats.map((s) => name(s.seatId))}
        bestOf={view.bestOf}
        initial={match.report?.points ?? null}
        fixed={recorded.map((g) => g.points)}
        busy={busy}
        title={t("reportTitle")}
        help={table ? table.help(troot) : `${tt("reportHelp")}${missing}`}
        valueLabel={table ? (label) => table.valueLabel(troot, label) : undefined}
        submitLabel={t("send")}
        onSubmit={onSubmit}
      />
    );
  }
  // Mine first: the places of my side, then the other's.
  const places = seen.order.flatMap((i) => seen.sides[i]!).map((id) => match.seats.find((s) => s.seatId === id)!);
  return (
    <section className="panel space-y-2">
      <h2 className="text-xl font-semibold">{t("reportTitle")}</h2>
      <p className="text-sm text-stone-600">{t("reportHelp")}</p>
      {missing && <p className="text-sm text-stone-600">{t("reportMissing")}</p>}
      <ResultForm
        key={`${match.version}`}
        bestOf={view.bestOf}
        columns={places.map((s) => ({
          place: s.place,
          label: s.seatId === me ? t("myPoints") : t("points", { name: name(s.seatId) }),
        }))}
        sides={match.seats.map((s) => s.side)}
        scoring={gameDefinition(view.game).scoring}
        initial={match.report?.points ?? null}
        fixed={recorded.map((g) => g.points)}
        named={recorded.map((g) => g.winner)}
        submitLabel={t("send")}
        busy={busy}
        onSubmit={onSubmit}
      />
    </section>
  );
}
