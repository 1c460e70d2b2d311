"use client";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Decision, DecisionView, GameAction, PlayChoice } from "@/engine/kartomantik";
import { actionText, cardOfAction, cardsOfAction, promptText } from "./actionText";
import { choiceFor, hasChoice, withMissed, type PlayAction } from "./compose";
import { DecisionPicker, picksMany } from "./DecisionPicker";
import { PlayComposer } from "./PlayComposer";

interface Props {
  /** The player's legal actions now, in the server's order (at least one). */
  legal: GameAction[];
  busy: boolean;
  /** The card tapped on the table: the actions about it are ringed, the others dimmed. */
  selected: string | null;
  /** Card instances (and, at a table, seats) by name. */
  names: Map<string, string>;
  /** The colour of the card an action is about (a stripe on its button). */
  inkOf: (a: GameAction) => string | null;
  /** The player's own decision, when the actions answer one. */
  decision: DecisionView | undefined;
  /** A 2v2 team's decision: who may answer it (either teammate). */
  teamNames: string | null;
  /** The choices of each play (the server's `choices`): a play with more than one way opens a composer. */
  choices?: PlayChoice[];
  /** The server's refusal of the last move, in the player's language (the composer shows it). */
  error?: ReactNode;
  /** A move, a composed play or a decision's picks: the server judges it; false when it refused (a composer stays
   * open to be changed). */
  onSend: (a: GameAction) => void | Promise<boolean>;
  /** Whether a play is being composed (the page shows the refusal there, not twice). */
  onComposing?: (open: boolean) => void;
  /** Opened on this button's action at once (a test's rendering of the composer). */
  composing?: PlayAction | null;
}

/** What the player may do now, as big buttons: a decision's options or the moves of their priority;
 * consecutive actions on the same card share a box. */
export function GameActions({
  legal,
  busy,
  selected,
  names,
  inkOf,
  decision,
  teamNames,
  choices = [],
  error = null,
  onSend,
  onComposing,
  composing: composingAtFirst = null,
}: Props) {
  const t = useTranslations("game");
  const [composing, setComposing] = useState<PlayAction | null>(composingAtFirst);
  // The buttons: the server's legal actions, with the plays their list misses (PlayChoice.missed: the engine's capped
  // list had no way of making them), each with the way the server found (apply accepts it) and its "Scegli…".
  const shown = withMissed(
    legal,
    choices.filter((c) => c.missed).map((c) => c.canonical),
  );
  // The play being composed, while the server still offers it (a new state may take it away).
  const composed = composing ? choiceFor(choices, composing) : undefined;
  const open = !!composing && !!composed && shown.some((a) => choiceFor([composed], a));
  useEffect(() => {
    // Gone from the server's offer (another state): closed, and not opened again later by itself.
    if (composing && !open) setComposing(null);
    onComposing?.(open);
  }, [composing, open, onComposing]);
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const kindText = (kind: Decision["kind"]) => tt(`kind.${kind}`);
  const about = (a: GameAction) => selected !== null && cardsOfAction(a).includes(selected);
  const focused = shown.some(about);
  const playsCards = shown.some((a) => cardOfAction(a) !== null);

  // Runs of consecutive actions on the same card share a box (the order stays the server's).
  const runs: { card: string | null; items: { a: GameAction; i: number }[] }[] = [];
  shown.forEach((a, i) => {
    const card = cardOfAction(a);
    const last = runs[runs.length - 1];
    if (last && card !== null && last.card === card) last.items.push({ a, i });
    else runs.push({ card, items: [{ a, i }] });
  });
  // A play with more than one way (tribute, targets, extra cost, X) opens the composer, started from this button.
  const composes = (a: GameAction) => {
    const c = choiceFor(choices, a);
    return c && hasChoice(c) ? c : null;
  };
  const button = (a: GameAction, i: number) => {
    const text = actionText(a, names, tt, decision);
    const hit = about(a);
    const dim = focused && !hit;
    const ink = a.type === "pass" ? null : inkOf(a);
    const look =
      a.type === "pass"
        ? "min-h-14 w-full rounded-xl border-2 border-stone-500 bg-stone-100 px-4 py-2 text-lg font-bold text-stone-800 shadow-sm active:bg-stone-200 disabled:opacity-50"
        : a.type === "concede"
          ? "btn-quiet"
          : "btn min-h-12 w-full text-base leading-tight";
    const main = (
      <button
        key={i}
        type="button"
        className={`${look} ${hit ? "ring-4 ring-amber-400" : ""} ${dim ? "opacity-60" : ""}`}
        style={ink ? { borderLeft: `10px solid ${ink}` } : undefined}
        disabled={busy}
        onClick={() => void onSend(a)}
        data-testid="game-action"
        data-action={a.type}
      >
        {a.type === "pass" ? (
          <span className="flex flex-col items-center leading-tight">
            <span>{text}</span>
            <span className="text-xs font-normal text-stone-600">{t("passHint")}</span>
          </span>
        ) : (
          <span className="flex flex-col items-center leading-tight">
            <span>{text.split(" · ")[0]}</span>
            {text.includes(" · ") && (
              <span className="text-xs font-normal opacity-90">{text.split(" · ").slice(1).join(" · ")}</span>
            )}
          </span>
        )}
      </button>
    );
    // A play with more than one way (tribute, targets, extra cost, X): the button plays it as it says, in one tap; the
    // player who wants another way composes it beside it (§2.1 "Scegli dalla tua mano…": the choice is theirs).
    if (!composes(a) || (a.type !== "playWill" && a.type !== "activate")) return main;
    return (
      <div key={i} className="flex items-stretch gap-1.5">
        <div className="min-w-0 flex-1">{main}</div>
        <button
          type="button"
          className={`btn-quiet min-h-12 w-20 shrink-0 px-1 text-sm leading-tight ${dim ? "opacity-60" : ""}`}
          disabled={busy}
          onClick={() => setComposing(a)}
          data-testid="game-compose"
          data-action={a.type}
          aria-label={t("compose.chooseFor", { action: text.split(" · ")[0]! })}
        >
          {t("compose.choose")}
        </button>
      </div>
    );
  };

  if (open && composing && composed)
    return (
      <section
        className="sticky bottom-0 z-10 max-h-[80vh] overflow-y-auto rounded-xl border-2 border-accent bg-white p-2 shadow-[0_-6px_16px_rgba(0,0,0,0.15)]"
        data-testid="game-actions"
        aria-label={t("compose.label")}
      >
        <PlayComposer
          key={JSON.stringify(composing)}
          choice={composed}
          start={composing}
          names={names}
          busy={busy}
          error={error}
          onConfirm={(a) =>
            void Promise.resolve(onSend(a)).then((ok) => {
              if (ok !== false) setComposing(null);
            })
          }
          onCancel={() => setComposing(null)}
        />
      </section>
    );

  // A decision asking for several options (min..max): toggles and a confirm.
  const picker = decision && picksMany(decision) && legal[0]?.type === "decide" ? legal[0] : null;

  return (
    <section
      className="sticky bottom-0 z-10 max-h-[48vh] space-y-2 overflow-y-auto rounded-xl border-2 border-accent bg-white p-2 shadow-[0_-6px_16px_rgba(0,0,0,0.15)]"
      data-testid="game-actions"
      data-sheet="game-actions"
      aria-label={t("actions")}
    >
      <h2 className="px-1 font-semibold">
        {decision ? t("decision", { prompt: kindText(decision.kind) }) : t("actions")}
      </h2>
      {teamNames !== null && (
        <p className="px-1 text-sm font-semibold text-sky-800" data-testid="team-decision">
          {t("teamDecision", { names: teamNames })}
        </p>
      )}
      {decision && decision.source && (
        <p className="px-1 text-sm text-stone-600">
          {t("asks", { card: names.get(decision.source) ?? "?" })}
          {promptText(decision.prompt, tt) ? `: ${promptText(decision.prompt, tt)}` : ""}
        </p>
      )}
      {!decision && playsCards && <p className="px-1 text-xs text-stone-500">{t("tapHint")}</p>}
      {picker && decision ? (
        <DecisionPicker
          key={decision.id}
          decision={decision}
          player={picker.player}
          start={picker.choice}
          names={names}
          busy={busy}
          onSend={onSend}
        />
      ) : (
        <div className="grid gap-2">
          {runs.map((run, r) => {
            const prev = runs[r - 1];
            const divider =
              prev && prev.items[0]!.a.type === "pass" ? (
                <p className="text-center text-xs font-semibold uppercase tracking-wide text-stone-500">
                  — {t("orPlay")} —
                </p>
              ) : null;
            if (run.card === null || run.items.length === 1)
              return (
                <div key={r} className="grid gap-2">
                  {divider}
                  {run.items.map(({ a, i }) => button(a, i))}
                </div>
              );
            return (
              <div key={r} className="grid gap-2">
                {divider}
                <fieldset className="grid gap-1.5 rounded-xl border border-stone-300 p-1.5">
                  <legend className="px-1 text-xs font-semibold text-stone-600">
                    {t("cardActions", { name: names.get(run.card) ?? "?" })}
                  </legend>
                  {run.items.map(({ a, i }) => button(a, i))}
                </fieldset>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
