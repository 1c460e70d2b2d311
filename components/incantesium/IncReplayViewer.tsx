"use client";
import { useTranslations } from "next-intl";
import { ReplayStepper } from "@/components/replay/ReplayStepper";
import type { Action } from "@/engine/incantesium";
import type { IncReplayStep } from "@/lib/incantesium/access";
import type { Tr } from "./cardText";
import { incEventText } from "./eventText";
import { CardChip, CardTile } from "./CardTile";
import { FlowTop } from "./FlowTop";

/** Step through an Incantesium challenge from its log as the judge sees it: every hand, the flow's
 * top, the gems of each side, whose move; what each step did in the words of the phones' log. */
export function IncReplayViewer({ gameId, names }: { gameId: string; names: string[] }) {
  const t = useTranslations("incantesium");
  const tr: Tr = (key, params) => t(key as never, params as never);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  return (
    <ReplayStepper<IncReplayStep>
      endpoint={`/api/games/incantesium/${gameId}/replay`}
      caption={(data) => {
        const action = data.action as Action | { type: "start" };
        const sideName = (side: number) => (data.view.sides[side]?.seats ?? []).map(name).join(" + ");
        return (
          <div className="rounded-lg bg-stone-100 px-2 py-1 text-sm" data-testid="replay-action">
            {action.type === "start" ? (
              // README ruling K5: a challenge with chosen castes starts on the choice, no card dealt yet.
              <p>{data.view.phase === "caste" ? t("casteChoice.help") : t("replay.start")}</p>
            ) : (
              <>
                <p className="font-semibold">
                  {data.actor === "bot" ? t("replay.bot", { name: name(action.seat) }) : name(action.seat)}
                </p>
                <ul data-testid="replay-events">
                  {data.events.length === 0 && <li>{t("replay.noEvents")}</li>}
                  {data.events.map((e, i) => (
                    <li key={i} data-type={e.type}>
                      {incEventText(e, name, sideName, tr)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        );
      }}
    >
      {(data) => {
        const view = data.view;
        const over = view.phase === "over";
        const waitingFor = view.pending ? view.pending.seat : view.turn;
        const sideName = (side: number) => (view.sides[side]?.seats ?? []).map(name).join(" + ");
        return (
          <>
            <header className="flex items-center justify-between gap-2 rounded-xl bg-ink px-3 py-2 text-sm font-semibold text-white">
              <span>{view.phase === "caste" ? t("casteChoice.phase") : t("round", { round: view.round })}</span>
              <span data-testid="replay-gems" className="tabular-nums">
                {view.sides.map((s, i) => `${sideName(i)} ◆ ${s.gems.length}`).join(" · ")}
              </span>
            </header>
            <p
              className="rounded-xl bg-stone-200 px-3 py-2 text-center font-bold text-stone-900"
              data-testid="replay-turn"
            >
              {over && view.winner !== null
                ? t("winner", { side: sideName(view.winner) })
                : t("waitingFor", { name: name(waitingFor) })}
            </p>
            <FlowTop view={view} tr={tr} testId="replay">
              <p>{t("mana", { n: view.manaCount })}</p>
            </FlowTop>
            <ul className="space-y-2" data-testid="replay-seats">
              {view.seats.map((seat, i) => {
                const side = view.sides.findIndex((s) => s.seats.includes(i));
                // One line of what the table shows of this mage besides the hand.
                const facts = [
                  t("handCount", { n: seat.handCount }),
                  seat.out ? t(view.options.spirits ? "spirit" : "out") : null,
                  seat.poisons.length ? t("poisoned", { n: seat.poisons.length }) : null,
                  seat.creatures.length ? t("creatures", { n: seat.creatures.length }) : null,
                  i === view.dealer ? t("dealer") : null,
                ].filter(Boolean);
                const ring = i === waitingFor && !over ? "border-amber-500 ring-2 ring-amber-400" : "border-stone-300";
                return (
                  <li
                    key={i}
                    data-testid="replay-seat"
                    data-seat={i}
                    className={`rounded-lg border p-2 text-sm ${ring}`}
                  >
                    <p className="flex justify-between gap-2 font-semibold">
                      <span>{name(i)}</span>
                      <span data-testid="replay-seat-gems" className="tabular-nums">
                        <span aria-hidden="true">◆ </span>
                        {t("gems", { n: view.sides[side]?.gems.length ?? 0 })}
                      </span>
                    </p>
                    <p>
                      {facts.join(" · ")}
                      {seat.caste && (
                        <>
                          {" · "}
                          <CardChip id={seat.caste} tr={tr} />
                        </>
                      )}
                    </p>
                    <ul
                      className="mt-1 flex flex-wrap gap-1"
                      data-testid="replay-hand"
                      aria-label={t("replay.hand", { name: name(i) })}
                    >
                      {(seat.hand ?? []).map((id) => (
                        <li key={id}>
                          <CardTile id={id} tr={tr} />
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </ReplayStepper>
  );
}
