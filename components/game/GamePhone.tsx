"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callApi, type ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import type { CardView, MatchAction, MatchView } from "@/engine/match";
import { randomKey } from "@/components/tournament/key";
import { actionText, namesIn } from "./actionText";
import { useGameStream } from "./useGameStream";
import { ManualMoves } from "./ManualMoves";
import { eventText } from "./eventText";

interface Props {
  gameId: string;
  /** Where "back" goes (the match page or the player's page). */
  backHref: string;
  /** Italian/English names by the catalog's card id (the engine's def). */
  names: Record<string, string>;
  opponentName: string;
  as?: "player" | "spectator" | "judge";
  /** Spectators and judges: both players' names (player 0, player 1). */
  playerNames?: [string, string];
}

/** An engine game on the phone: both sides of the table, the stack, and what the player may do
 * now as big buttons (the server's legal actions); everything updates live. */
export function GamePhone({ gameId, backHref, names, opponentName, as = "player", playerNames }: Props) {
  const t = useTranslations("game");
  const { message, log, online } = useGameStream(gameId, as);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  if (!message) return <p className="p-4">…</p>;
  const view: MatchView = message.view;
  const me = view.viewer === 1 ? 1 : 0;
  const them = 1 - me;
  // A player sees "you" and the opponent; spectators and judges see both names.
  const label = (p: number) => (as === "player" ? (p === me ? t("you") : opponentName) : (playerNames?.[p] ?? `#${p + 1}`));
  const nameOfDef = (def: string, fallback: string) => names[def] ?? fallback;
  const cardNames = namesIn(view, nameOfDef);
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const legal = message.legal ?? [];
  const over = message.status === "finished" || view.result !== null;

  async function send(action: MatchAction) {
    if (action.type === "concede" && !window.confirm(t("concedeConfirm"))) return;
    setBusy(true);
    const res = await callApi(`/api/games/${gameId}/act`, { json: { action, seenSeq: message!.seq, idempotencyKey: randomKey() } });
    setBusy(false);
    setError(res.error ?? null);
  }

  const cards = (list: (CardView | null)[], testId: string) => (
    <ul className="flex flex-wrap gap-1" data-testid={testId}>
      {list.length === 0 && <li className="text-stone-400">{t("empty")}</li>}
      {list.map((c, i) =>
        c ? (
          <li key={c.iid} className={`rounded border px-2 py-1 text-sm ${c.exhausted ? "opacity-60" : ""}`} data-card={c.def}>
            <span className="font-semibold">{nameOfDef(c.def, c.name)}</span>
            {c.power !== undefined && <span className="ml-1 tabular-nums">{c.power}</span>}
          </li>
        ) : (
          <li key={`empty-${i}`} className="rounded border border-dashed px-2 py-1 text-sm text-stone-400">{i + 1}</li>
        ),
      )}
    </ul>
  );
  const side = (p: number, label: string) => {
    const pv = view.players[p as 0 | 1];
    return (
      <section className="panel space-y-1 p-3" data-testid={p === me ? "my-side" : "their-side"}>
        <div className="flex justify-between font-semibold">
          <span>{label}</span>
          <span className="tabular-nums">{t("hand", { count: pv.handCount })} · {t("deck", { count: pv.deckCount })}</span>
        </div>
        <p className="text-sm">{t("vessel", { count: pv.vessel.length, points: pv.score })}</p>
        <p className="text-xs uppercase text-stone-500">{t("confrontation")}</p>
        {cards(pv.confrontation, p === me ? "my-confrontation" : "their-confrontation")}
        <p className="text-xs uppercase text-stone-500">{t("interzone")}</p>
        {cards(pv.interzone, p === me ? "my-interzone" : "their-interzone")}
        {pv.field.length > 0 && (
          <>
            <p className="text-xs uppercase text-stone-500">{t("field")}</p>
            {cards(pv.field, "field")}
          </>
        )}
        {(p === me || as === "judge") && pv.hand && (
          <>
            <p className="text-xs uppercase text-stone-500">{t("hand", { count: pv.hand.length })}</p>
            {cards(pv.hand, "my-hand")}
          </>
        )}
      </section>
    );
  };

  const myDecision = view.decisions.find((d) => d.player === me && "prompt" in d);
  return (
    <div className="mx-auto max-w-md space-y-2 pb-8" data-testid="game-phone" data-seq={message.seq} data-status={message.status}>
      <div className="flex items-center justify-between text-sm">
        <Link href={backHref} className="underline">← {t("back")}</Link>
        {!online && <span className="text-amber-700">{t("reconnecting")}</span>}
      </div>
      <header className="panel p-3">
        <p className="font-semibold" data-testid="game-turn">{t("turn", { turn: view.turn })} · {tt(`phase.${view.phase}`)}</p>
        <p className="text-sm">{view.priority === null ? t("noPriority") : t("priority", { name: label(view.priority) })}</p>
        <p className="text-sm tabular-nums">{t("totals", { mine: view.totals[me]!, theirs: view.totals[them]! })}</p>
        <p className="text-sm tabular-nums" data-testid="game-score">{t("score", { mine: view.players[me].score, theirs: view.players[them as 0 | 1].score })}</p>
      </header>
      {as !== "player" && <p className="font-semibold" data-testid="game-viewer">{t(as === "judge" ? "judge" : "spectating")}</p>}
      {side(them, label(them))}
      {view.stalemate.length > 0 && (
        <section className="panel p-3">
          <p className="text-xs uppercase text-stone-500">{t("stalemate")}</p>
          {cards(view.stalemate, "stalemate")}
        </section>
      )}
      {view.stack.length > 0 && (
        <section className="panel p-3" data-testid="stack">
          <p className="text-xs uppercase text-stone-500">{t("stack")}</p>
          <ol className="list-inside list-decimal text-sm">
            {[...view.stack].reverse().map((item) => (
              <li key={item.id}>{item.card ? nameOfDef(item.card.def, item.card.name) : (cardNames.get(item.source ?? "") ?? item.kind)}</li>
            ))}
          </ol>
        </section>
      )}
      {side(me, label(me))}
      {over && view.result && (
        <section className="panel bg-green-50 p-3 text-lg font-bold" data-testid="game-over">
          {view.result.winner === null
            ? t("draw", { mine: view.result.points[me]!, theirs: view.result.points[them]! })
            : t(view.result.winner === me ? "won" : "lost", { mine: view.result.points[me]!, theirs: view.result.points[them]! })}
        </section>
      )}
      {!over && as === "player" && (
        <section className="panel space-y-2 p-3" data-testid="game-actions">
          <h2 className="font-semibold">{legal.length ? (myDecision && "prompt" in myDecision ? t("decision", { prompt: myDecision.prompt }) : t("yourMove")) : t("waiting")}</h2>
          <div className="grid gap-2">
            {legal.map((a, i) => (
              <button key={i} type="button" className={a.type === "concede" ? "btn-quiet" : "btn min-h-12"} disabled={busy} onClick={() => void send(a)} data-testid="game-action" data-action={a.type}>
                {actionText(a, cardNames, tt)}
              </button>
            ))}
          </div>
        </section>
      )}
      {!over && as === "player" && <ManualMoves view={view} names={cardNames} busy={busy} onSend={(a) => void send(a)} />}
      <ErrorBox error={error} />
      <details className="panel p-3 text-sm" open>
        <summary>{t("log")}</summary>
        <ol className="max-h-64 overflow-y-auto" data-testid="game-log">
          {log.slice(-40).flatMap((entry) =>
            entry.events.flatMap((e, i) => {
              const line = eventText(e, (p) => (as === "player" && p === me ? t("you") : label(p)), (id, def) => (def && def !== "?" ? nameOfDef(def, id) : (cardNames.get(id) ?? "?")), tt);
              return line ? [<li key={`${entry.seq}-${i}`}>{line}</li>] : [];
            }),
          )}
        </ol>
      </details>
    </div>
  );
}
