"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiError } from "@/components/api";
import { ErrorBox } from "@/components/ErrorBox";
import { useSendAction } from "@/components/net/useSendAction";
import { nameOf, pts } from "@/components/tournament/names";
import {
  foldScorepad,
  KEN_COLOUR_FLOOR,
  KEN_PHASES,
  KEN_SCORE_COLOURS,
  KEN_SCORE_REASONS,
  refusePoints,
  shownGame,
  total,
  type KenScoreColour,
  type KenScoreReason,
  type Side,
} from "@/engine/ken/scorepad";
import { kenExtrasOf } from "@/lib/ken/extras";
import type { ScorepadView } from "@/lib/ken/scorepad-read";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";

/** A scorepad side's place at the table (side a sits at place 0). */
const placeOf = (side: Side) => (side === "a" ? 0 : 1);

/** A match's scorepad before its first change (the server's fold of no entries). */
const emptyPad = (matchId: string, end: ScorepadView["end"]): ScorepadView => ({
  matchId,
  seq: 0,
  end,
  game: shownGame(foldScorepad([], end, 1)),
  gamesWon: { a: 0, b: 0 },
  result: null,
  over: false,
  undoable: null,
  entries: [],
});

/**
 * The Punti Ordine scorepad of a Ken il Guerriero match, on both players' phones (`me` is the
 * player's seat) or on the organizer's match page (`me` null: their changes are corrections). Live
 * through the tournament stream (the view carries every scorepad); a write's answer shows at once.
 */
export function KenScorepad({
  eventId,
  match,
  view,
  me,
}: {
  eventId: string;
  match: MatchView;
  view: TournamentView;
  me: string | null;
}) {
  const extras = kenExtrasOf(view.extras);
  const end = extras.kenEnd;
  const t = useTranslations("kenEvent.pad");
  const te = useTranslations("errors");
  const send = useSendAction();
  const [mine, setMine] = useState<ScorepadView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState(1);
  const [colour, setColour] = useState<KenScoreColour>("verdi");
  const [reason, setReason] = useState<KenScoreReason>(me ? "verdi_ordine" : "correzione");
  const streamed = extras.scorepads.find((p) => p.matchId === match.id) ?? null;
  // The newer of the stream's scorepad and the last answer.
  const pad =
    [streamed, mine].reduce<ScorepadView | null>((a, b) => (b && (!a || b.seq > a.seq) ? b : a), null) ??
    emptyPad(match.id, end);
  // The scorepad's sides a and b are the match's places 0 and 1.
  const [seatA = null, seatB = null] = match.seats.map((s) => s.seatId);
  const side: Side | null = me === seatA ? "a" : me === seatB ? "b" : null;
  const name = (s: Side) => (s === side ? t("you") : nameOf(view, s === "a" ? seatA : seatB));
  // A sentence about a side: "Vinci tu", not "Vince Tu".
  const says = (key: "first" | "declare", s: Side) => (s === side ? t(`${key}You`) : t(key, { name: name(s) }));
  const who = (actor: string) =>
    actor.startsWith("organizer:") ? t("organizer") : actor === `seat:${seatA}` ? name("a") : name("b");
  const open = ["scheduled", "reported", "disputed"].includes(match.status) && !pad.over;
  const url = `/api/ken/events/${eventId}/matches/${match.id}/scorepad${me ? "" : "/correct"}`;

  async function write(op: object) {
    setBusy(true);
    const res = await send<{ scorepad: ScorepadView }>(url, { op, seen: pad.seq });
    setBusy(false);
    setError(res.ok ? null : res.error);
    if (res.ok) setMine(res.data.scorepad);
    // A stale answer carries the scorepad as it is now.
    const current = res.ok ? undefined : (res.error.details as { scorepad?: ScorepadView } | undefined)?.scorepad;
    if (current) setMine(current);
  }
  const g = pad.game;
  const sides: Side[] = side === "b" ? ["b", "a"] : ["a", "b"];
  // What the engine accepts now (refusePoints): taking Ocra below 0 counts as accepted, for the server to say how many
  // there are.
  const refusal = (s: Side, delta: number, r: KenScoreReason) =>
    refusePoints(g, { op: "points", seat: s, colour, delta, reason: r });
  const accepted = (code: ReturnType<typeof refusePoints>) => code === null || code === "ken_ocra_below_zero";
  // The reasons the engine accepts for this colour now, for some player and sign (the Verdi of Ordine e Disimpegno in
  // that phase, a Preludio's cost in the game's first turn); a player's phone has no «Correzione».
  const reasons = KEN_SCORE_REASONS.filter(
    (r) =>
      (me ? r !== "correzione" : true) && sides.some((s) => [amount, -amount].some((d) => accepted(refusal(s, d, r)))),
  );
  const shown = reasons.includes(reason) ? reason : reasons[0]!;
  const pointsOp = (s: Side, delta: number) => ({ op: "points" as const, seat: s, colour, delta, reason: shown });
  // A sign or a player the reason does not allow (ocra_persi as a gain, another player's Verdi of Ordine) is not
  // offered, and the first such refusal is said in the server's own words.
  const offered = (s: Side, delta: number) => accepted(refusal(s, delta, shown));
  const notOffered = sides
    .flatMap((s) => [amount, -amount].map((d) => refusal(s, d, shown)))
    .find((code) => !accepted(code));
  const canUndo =
    pad.undoable && (me ? pad.undoable.actor === `seat:${me}` : pad.undoable.actor.startsWith("organizer:"));

  return (
    <section className="panel space-y-3" data-testid="ken-scorepad" data-seq={pad.seq} data-over={pad.over}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 className="text-xl font-semibold">{t("title")}</h2>
        <span className="text-sm text-stone-600">
          {t("game", { n: g.game })}
          {view.bestOf === 3 && ` · ${t("gamesWon", { a: pad.gamesWon[sides[0]!], b: pad.gamesWon[sides[1]!] })}`}
        </span>
      </header>
      <div className="grid grid-cols-2 gap-2 text-center">
        {sides.map((s) => (
          <div key={s} className="rounded-lg bg-stone-100 p-2" data-testid={`ken-total-${s === side ? "me" : s}`}>
            <p className="font-semibold [overflow-wrap:anywhere]">{name(s)}</p>
            <p className="text-4xl font-black tabular-nums" data-testid="ken-total">
              {pts(total(g.points[s]))}
            </p>
            <p className="text-xs text-stone-600">
              {KEN_SCORE_COLOURS.map((c) => `${t(`colour.${c}`)} ${pts(g.points[s][c])}`).join(" · ")}
            </p>
          </div>
        ))}
      </div>
      <p data-testid="ken-phase" data-phase={g.phase} data-turn={g.turn}>
        {t("turn", { turn: g.turn })} · {g.active === side ? t("activeYou") : t("activeThem", { name: name(g.active) })}{" "}
        · <strong>{t(`phase.${g.phase}`)}</strong>
        {g.draws !== null && ` · ${t("draws", { n: g.draws })}`}
      </p>
      {pad.over && pad.result && (
        <p className="font-semibold text-green-800" data-testid="ken-match-over">
          {t("matchOver", {
            a: pad.result.reduce((n, r) => n + r[placeOf(sides[0]!)]!, 0),
            b: pad.result.reduce((n, r) => n + r[placeOf(sides[1]!)]!, 0),
          })}
        </p>
      )}
      {open && (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            {g.phase === "pescata" && (
              // "Un giocatore deve sempre Pescare almeno 1 carta e mai più di 3": the Pescata is left saying how many.
              <p className="w-full text-sm" data-testid="ken-draws-ask">
                {t("drawsAsk")}
              </p>
            )}
            {KEN_PHASES.indexOf(g.phase) === 1 ? (
              ([1, 2, 3] as const).map((n) => (
                <button
                  key={n}
                  className="btn-quiet"
                  disabled={busy}
                  onClick={() => write({ op: "advance", draws: n })}
                  data-testid={`ken-draws-${n}`}
                >
                  {t("draws", { n })} →
                </button>
              ))
            ) : (
              <button
                className="btn-quiet"
                disabled={busy}
                onClick={() => write({ op: "advance" })}
                data-testid="ken-next"
              >
                {t("next")} →
              </button>
            )}
            {/* Who starts each game ("bisogna determinare chi inizierà per primo"), until its first change. */}
            {g.startedAt === null &&
              sides.map((s) => (
                <button
                  key={s}
                  className="btn-quiet"
                  disabled={busy}
                  onClick={() => write({ op: "first", seat: s })}
                  data-testid={`ken-first-${s === side ? "me" : s}`}
                >
                  {says("first", s)}
                </button>
              ))}
          </div>
          {/* Stacked, each with its label: at 360 px three fields side by side cut their words. */}
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <label className="label">
              <span>{t("amount")}</span>
              <input
                className="field"
                type="number"
                min={1}
                max={999}
                value={amount}
                data-testid="ken-amount"
                onChange={(e) => setAmount(Math.max(1, Math.min(999, Number(e.target.value) || 1)))}
              />
            </label>
            <label className="label">
              <span>{t("colourLabel")}</span>
              <select
                className="field"
                value={colour}
                data-testid="ken-colour"
                onChange={(e) => setColour(e.target.value as KenScoreColour)}
              >
                {KEN_SCORE_COLOURS.map((c) => (
                  <option key={c} value={c}>
                    {t(`colour.${c}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="text-sm text-stone-600" data-testid="ken-colour-help">
            {t(`colourHelp.${colour}`, { floor: KEN_COLOUR_FLOOR[colour] ?? 0 })}
          </p>
          <label className="label">
            <span>{t("reasonLabel")}</span>
            <select
              className="field"
              value={shown}
              data-testid="ken-reason"
              onChange={(e) => setReason(e.target.value as KenScoreReason)}
            >
              {reasons.map((r) => (
                <option key={r} value={r}>
                  {t(`reason.${r}`)}
                </option>
              ))}
            </select>
          </label>
          {/* One row per player, each button half the width: a name fits beside its sign. */}
          {sides.map((s) => (
            <div key={s} className="grid grid-cols-2 gap-2">
              <button
                className="btn min-h-12 min-w-0 [overflow-wrap:anywhere]"
                disabled={busy || !offered(s, amount)}
                data-testid={`ken-plus-${s === side ? "me" : s}`}
                onClick={() => write(pointsOp(s, amount))}
              >
                {t("plus", { name: name(s) })}
              </button>
              <button
                className="btn-quiet min-h-12 min-w-0 [overflow-wrap:anywhere]"
                disabled={busy || !offered(s, -amount)}
                data-testid={`ken-minus-${s === side ? "me" : s}`}
                onClick={() => write(pointsOp(s, -amount))}
              >
                {t("minus", { name: name(s) })}
              </button>
            </div>
          ))}
          {notOffered && (
            <p className="text-sm text-stone-600" data-testid="ken-why-greyed">
              {te(notOffered, { reason: shown })}
            </p>
          )}
          {(end.kind === "time" || end.kind === "declared") && (
            <div className="flex flex-wrap gap-2">
              {end.kind === "time" ? (
                <button className="btn-quiet" disabled={busy} onClick={() => write({ op: "end" })}>
                  {t("end")}
                </button>
              ) : (
                <>
                  {sides.map((s) => (
                    <button
                      key={s}
                      className="btn-quiet"
                      disabled={busy}
                      onClick={() => write({ op: "end", winner: s })}
                    >
                      {says("declare", s)}
                    </button>
                  ))}
                  <button className="btn-quiet" disabled={busy} onClick={() => write({ op: "end", winner: "draw" })}>
                    {t("draw")}
                  </button>
                </>
              )}
            </div>
          )}
          {/* The one loss our copy of the rulebook states, whatever the end condition: "Si perde la partita se si
              finisce il mazzo del Futuro". */}
          <div className="flex flex-wrap gap-2">
            {sides.map((s) => (
              <button
                key={s}
                className="btn-quiet"
                disabled={busy}
                // It ends the game at once: asked first, as a concession is.
                onClick={() =>
                  window.confirm(s === side ? t("futuroConfirmYou") : t("futuroConfirm", { name: name(s) })) &&
                  write({ op: "futuro", seat: s })
                }
                data-testid={`ken-futuro-${s === side ? "me" : s}`}
              >
                {s === side ? t("futuroYou") : t("futuro", { name: name(s) })}
              </button>
            ))}
          </div>
        </div>
      )}
      {["scheduled", "reported", "disputed"].includes(match.status) && canUndo && (
        <button
          className="btn-quiet w-full"
          disabled={busy}
          onClick={() => write({ op: "undo" })}
          data-testid="ken-undo"
        >
          {t("undo")}
        </button>
      )}
      <ErrorBox error={error} />
      {pad.entries.length > 0 && (
        <details open={!me}>
          <summary className="text-sm font-semibold">{t("log")}</summary>
          <ol className="space-y-0.5 text-sm" data-testid="ken-log">
            {pad.entries.map((e) => (
              <li key={e.n} className={e.undone ? "text-stone-600 line-through" : ""} data-testid="ken-log-entry">
                {e.n}.{" "}
                {e.op.op === "points"
                  ? t("entry.points", {
                      who: who(e.actor),
                      delta: e.op.delta > 0 ? `+${e.op.delta}` : pts(e.op.delta),
                      colour: t(`colour.${e.op.colour}`),
                      seat: name(e.op.seat),
                      reason: t(`reason.${e.op.reason}`),
                    })
                  : e.op.op === "first" || e.op.op === "futuro"
                    ? t(`entry.${e.op.op}`, { who: who(e.actor), seat: name(e.op.seat) })
                    : e.op.op === "undo"
                      ? t("entry.undo", { who: who(e.actor), target: e.op.target })
                      : t(`entry.${e.op.op}`, { who: who(e.actor) })}
                {e.undone && ` (${t("undone")})`}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
