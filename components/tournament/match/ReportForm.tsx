"use client";
import { useTranslations } from "next-intl";
import { gameDefinition } from "@/lib/game-registry/definitions";
import { resultHelpKey } from "@/lib/game-registry/definition";
import { ResultForm } from "../ResultForm";
import { ruleWinOf } from "../RuleWinner";
import { TableResultForm, type PlaceGroup } from "../TableResultForm";
import type { MatchPage } from "./matchPage";

/** A player reports every place's points, game by game. Games already played on the app are in the
 * form as recorded and locked (one source per game). Everything about the numbers is the game's own:
 * its help, what a field takes and the check the server runs too (GameDefinition), its words for
 * them (the `resultWords` slot). Two places stand side by side, mine first (ResultForm); at a table
 * of 3–5 places or a 2v2 the fields go down the screen grouped by side: mine ("I tuoi punti", then
 * my teammate under "La tua squadra"), then the opponents' (TableResultForm, as on the organizer's page). */
export function ReportForm({
  page,
  busy,
  onSubmit,
}: {
  page: MatchPage;
  busy: boolean;
  onSubmit: (games: number[][], winners?: (number | null)[]) => void;
}) {
  const t = useTranslations("tournament");
  const troot = useTranslations();
  const { view, match, me, seen, name, sideName, slots } = page;
  const game = gameDefinition(view.game);
  const words = slots.resultWords;
  const recorded = match.played;
  const missing = recorded.length > 0 ? t("reportMissing") : null;
  const sides = match.seats.map((s) => s.side);
  const placeOf = (seatId: string) => match.seats.find((s) => s.seatId === seatId)!.place;
  const label = (seatId: string) =>
    seatId === me
      ? (words?.mine(troot) ?? t("myPoints"))
      : words
        ? words.valueLabel(troot, name(seatId))
        : t("points", { name: name(seatId) });
  const field = (seatId: string) => ({ place: placeOf(seatId), label: label(seatId) });
  // A table's help by its seating: a 2v2's says how a team adds its points, a pod's does not.
  const help = (kind: "duel" | "table") =>
    troot(resultHelpKey(game, kind, sides) as never, game.scoring.field as never);
  // A game won by rule (a player lost by a rule of the game, whatever the points): my side first.
  const ruleWin = ruleWinOf(game.ruleWin ? troot(game.ruleWin as never) : null, match, sideName, seen.order);
  const initialWinners = match.report?.winners ?? [];
  if (seen.byPlace) {
    // Mine first (me, then my teammate), then every other side's, in table order.
    const [mine, ...others] = seen.order.map((i) =>
      [...seen.sides[i]!].sort((a, b) => Number(b === me) - Number(a === me)),
    );
    const groups: PlaceGroup[] = [
      { title: mine!.length > 1 ? t("yourTeam") : undefined, places: mine!.map(field) },
      { title: t("opponents"), places: others.flat().map(field) },
    ];
    return (
      <TableResultForm
        key={match.version}
        groups={groups}
        sides={sides}
        scoring={game.scoring}
        bestOf={view.bestOf}
        initial={match.report?.points ?? null}
        fixed={recorded.map((g) => g.points)}
        recorded={recorded}
        ruleWin={ruleWin}
        initialWinners={initialWinners}
        busy={busy}
        title={t("reportTitle")}
        help={missing ? `${help("table")} ${missing}` : help("table")}
        submitLabel={t("send")}
        onSubmit={onSubmit}
      />
    );
  }
  const places = seen.order.flatMap((i) => seen.sides[i]!);
  return (
    <section className="panel space-y-2">
      <h2 className="text-xl font-semibold">{t("reportTitle")}</h2>
      {missing && <p className="text-sm text-stone-600">{missing}</p>}
      <ResultForm
        key={`${match.version}`}
        bestOf={view.bestOf}
        columns={places.map(field)}
        sides={sides}
        scoring={game.scoring}
        initial={match.report?.points ?? null}
        fixed={recorded.map((g) => g.points)}
        recorded={recorded}
        ruleWin={ruleWin}
        initialWinners={initialWinners}
        help={help("duel")}
        submitLabel={t("send")}
        busy={busy}
        onSubmit={onSubmit}
      />
    </section>
  );
}
