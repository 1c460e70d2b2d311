"use client";
import Link from "next/link";
import { Fragment } from "react";
import { useTranslations } from "next-intl";
import { confirmedGames, isBye, progressOf, type MatchView, type TournamentView } from "@/lib/tournament/shape";
import {
  byeName,
  confirmedText,
  confirmedTotals,
  matchStatusText,
  playersParts,
  playersText,
  podPoints,
  scoreText,
  winsText,
} from "./names";
import { gameSlots } from "@/components/game-registry/slots";
import { runningShort } from "@/components/game-registry/slot";

/** One round's pairings with table numbers, state and result; optional link per match. */
export function RoundTable({
  view,
  matches,
  large = false,
  shown,
  href,
  actions,
  live,
}: {
  view: TournamentView;
  matches: MatchView[];
  /** The projector's rows: one line each (two where a table's names need them), sized by the screen (see
   * ProjectorPanel). */
  large?: boolean;
  /** Rows not on the projector's current page are hidden (still in the page, so results land in them). */
  shown?: (index: number) => boolean;
  href?: (m: MatchView) => string | null;
  actions?: (m: MatchView) => React.ReactNode;
  /** Each match's live state from the game's own stream (the projector's live cell: its UI slot). */
  live?: ReadonlyMap<string, unknown>;
}) {
  const t = useTranslations("tournament");
  const words = useTranslations();
  const slots = gameSlots(view.game);
  if (large) return <ProjectorRows view={view} matches={matches} shown={shown} live={live} />;
  const cell = "px-2 py-1";
  return (
    <table className="w-full text-left text-sm">
      <tbody>
        {matches.map((m) => {
          const link = href?.(m) ?? null;
          const sum = confirmedTotals(m);
          // Where a Bo3 stands after each game (paper or app): games won, and the points so far.
          const progress = progressOf(m);
          const open = m.status === "scheduled" || m.status === "reported" || m.status === "disputed";
          return (
            <tr
              key={m.id}
              className="border-t border-stone-200"
              data-testid="pairing"
              data-match={m.id}
              data-status={m.status}
            >
              <td className={`${cell} whitespace-nowrap text-stone-500`}>
                {m.table !== null ? t("table", { table: m.table }) : ""}
              </td>
              {isBye(m) ? (
                <td className={cell} colSpan={3} data-testid="pairing-bye">
                  {t("bye", { name: byeName(view, m) })}
                </td>
              ) : (
                <>
                  <td className={`${cell} font-semibold`} data-testid="pairing-players">
                    {link ? (
                      <Link className="underline" href={link}>
                        {playersText(view, m)}
                      </Link>
                    ) : (
                      <>{playersText(view, m)}</>
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums font-black`} data-testid="pairing-result">
                    {podPoints(m) !== null && (m.status === "confirmed" || progress.games > 0)
                      ? podPoints(m)
                      : m.status === "confirmed"
                        ? scoreText(sum)
                        : open && progress.games > 0
                          ? scoreText(progress.points)
                          : ""}
                    {confirmedGames(m).length > 1 && (
                      <span className="block text-xs font-normal text-stone-500">{confirmedText(m)}</span>
                    )}
                    {view.bestOf === 3 && progress.games > 0 && (
                      <span className="block text-xs font-semibold text-stone-600" data-testid="pairing-games">
                        {winsText(t, progress.wins)}
                      </span>
                    )}
                  </td>
                  <td className={`${cell} text-xs text-stone-600`} data-testid="pairing-status">
                    {matchStatusText(t, m)}
                    {open && m.live !== null && ` · ${runningShort(slots, words, m.live)}`}
                  </td>
                </>
              )}
              {actions && <td className={cell}>{actions(m)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The projector's pairings: a row a table, on one line unless its names need two (ProjectorPanel pages by the rows'
 * real heights), the type scaled by the screen's height and width, and grown by the panel's --board-scale where the
 * rows leave room (ProjectorPanel). A confirmed result takes the state's place (it says "confirmed" by itself), the
 * games won beside it, each game's points under it. The players' cell takes the remaining width, so the table never
 * grows past the screen. */
function ProjectorRows({
  view,
  matches,
  shown,
  live,
}: {
  view: TournamentView;
  matches: MatchView[];
  shown?: (index: number) => boolean;
  live?: ReadonlyMap<string, unknown>;
}) {
  const t = useTranslations("tournament");
  const words = useTranslations();
  const slots = gameSlots(view.game);
  const LiveCell = slots.projector?.LiveCell;
  const pad = "px-[0.7vw] py-[0.6vh]";
  const cell = `whitespace-nowrap ${pad}`;
  return (
    <table className="w-full text-left text-[calc(min(4.2vh,2.2vw)*var(--board-scale,1))] leading-tight">
      <tbody>
        {matches.map((m, i) => {
          const sum = confirmedTotals(m);
          const progress = progressOf(m);
          return (
            <tr
              key={m.id}
              hidden={shown ? !shown(i) : undefined}
              className="border-t border-stone-200"
              data-testid="pairing"
              data-match={m.id}
              data-status={m.status}
            >
              <td className={`${cell} text-[0.8em] text-stone-600`}>
                {m.table !== null ? t("table", { table: m.table }) : ""}
              </td>
              {isBye(m) ? (
                <td className={`${cell} w-full max-w-0 truncate`} colSpan={2} data-testid="pairing-bye">
                  {t("bye", { name: byeName(view, m) })}
                </td>
              ) : (
                <>
                  {/* The whole line of names, on a second line where it does not fit one (a pod of five at
                      1280 px): broken between players or teams, never inside a name. */}
                  <td
                    className={`${pad} w-full max-w-0 font-semibold [overflow-wrap:anywhere]`}
                    data-testid="pairing-players"
                  >
                    {playersParts(view, m).map((part, i) => (
                      <Fragment key={i}>
                        {i > 0 && part.sep}
                        <span className="whitespace-nowrap">{part.name}</span>
                      </Fragment>
                    ))}
                  </td>
                  <td className={`${cell} tabular-nums`} data-testid="pairing-result">
                    {m.status === "confirmed" ? (
                      <>
                        <span className="font-black">{podPoints(m) ?? scoreText(sum)}</span>
                        {view.bestOf === 3 && (
                          <span className="ml-[0.6em] text-[0.8em] font-semibold" data-testid="pairing-games">
                            {winsText(t, progress.wins)}
                          </span>
                        )}
                        {/* Each game's points on a line of their own: beside the total they made the row as wide as
                            the screen, and the type could not grow for a small event (ProjectorPanel). */}
                        {confirmedGames(m).length > 1 && (
                          <span className="block text-[0.8em] text-stone-600" data-testid="pairing-points">
                            {confirmedText(m)}
                          </span>
                        )}
                      </>
                    ) : (
                      <>
                        {LiveCell && <LiveCell view={view} match={m} live={live?.get(m.id)} />}
                        {view.bestOf === 3 && progress.games > 0 && (
                          <span className="mr-[0.6em] text-[0.8em]">
                            <span className="font-semibold" data-testid="pairing-games">
                              {winsText(t, progress.wins)}
                            </span>
                            {" · "}
                            {scoreText(progress.points)}
                          </span>
                        )}
                        <span className="text-[0.8em] text-stone-700" data-testid="pairing-status">
                          {matchStatusText(t, m)}
                          {/* As the console says it: a game on the app is being played, not "to play". */}
                          {m.live !== null && ` · ${runningShort(slots, words, m.live)}`}
                        </span>
                      </>
                    )}
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
