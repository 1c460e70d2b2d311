"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ErrorBox } from "@/components/ErrorBox";
import { HapticsToggle } from "@/components/phone/HapticsToggle";
import { useAttention } from "@/components/phone/useAttention";
import { BackLink } from "@/components/engine-game/BackLink";
import { EventLog } from "@/components/EventLog";
import { GameFrame, GameLoading } from "@/components/engine-game/GameFrame";
import { engineUrls, type PageViewer } from "@/components/engine-game/streamState";
import { useEngineStream } from "@/components/engine-game/useEngineStream";
import { UndoPanel } from "@/components/engine-game/UndoPanel";
import type { UndoView } from "@/lib/engine-games/undo-log";
import type { Action, Decision } from "@/engine/incantesium";
import type { IncMessage } from "@/lib/incantesium/views";
import { cardName, elementOf, type Tr } from "./cardText";
import { CardTile } from "./CardTile";
import { ElementGlyph } from "./ElementGlyph";
import { FlowTop } from "./FlowTop";
import { incEventText } from "./eventText";
import { IncCasteChoice } from "./IncCasteChoice";
import { IncSeatStrip } from "./IncSeatStrip";
import { IncSpiritCast } from "./IncSpiritCast";

interface Props {
  gameId: string;
  backHref: string;
  /** Names per engine seat ("Bot 2" for a bot). */
  names: string[];
  /** Which seats the server's bot plays (a bot's name may be a player's: it took the seat). */
  bots?: boolean[];
  as?: PageViewer;
}

/** Focuses an element as it mounts (one function, so React calls it once per element, not on every render). */
const focusOnMount = (el: HTMLElement | null) => el?.focus();

export function IncGamePhone({ gameId, backHref, names, bots = [], as = "player" }: Props) {
  const t = useTranslations("incantesium");
  const tg = useTranslations("game");
  const tr: Tr = (key, params) => t(key as never, params as never);
  const stream = useEngineStream<IncMessage>(engineUrls(`/api/games/incantesium/${gameId}`, as), 40);
  const { message, log, busy, error } = stream;
  const [selected, setSelected] = useState<string | null>(null);
  // The screen stays on while this mage is awaited, with a short buzz when that starts (a phone in a pocket).
  useAttention(as === "player" && message?.view.phase !== "over" && (message?.legal?.length ?? 0) > 0);
  if (!message) return <GameLoading />;
  const view = message.view;
  const me = typeof view.viewer === "number" ? view.viewer : null;
  const label = (seat: number) => (seat === me ? t("you") : (names[seat] ?? `#${seat + 1}`));
  const sideName = (side: number) => (view.sides[side]?.seats ?? []).map(label).join(" + ");
  // The log names everyone ("Giovanni esce dalla manche" reads better than "tu esce").
  const logSide = (side: number) => (view.sides[side]?.seats ?? []).map((s) => names[s] ?? `#${s + 1}`).join(" + ");
  const legal = message.legal ?? [];
  const over = view.phase === "over";
  // README ruling K5: the castes are chosen before any card is dealt.
  const choosing = view.phase === "caste";
  const mySide = me === null ? -1 : view.sides.findIndex((s) => s.seats.includes(me));

  const lineOf = (e: (typeof log)[number]["events"][number]) =>
    incEventText(e, (seat) => names[seat] ?? `#${seat + 1}`, logSide, tr);
  // The move an undo request is about, as this viewer's log shows it.
  const moveOf = (seq: number) =>
    (log.find((entry) => entry.seq === seq)?.events ?? []).map(lineOf).filter((line) => line !== "");

  async function send(action: Action) {
    setSelected(null);
    await stream.send(action);
  }

  const actionText = (a: Action): string => {
    switch (a.type) {
      case "cast": {
        const parts = [t("act.cast", { card: cardName(a.card, tr) })];
        if (a.attack !== undefined) parts.push(t("act.attack", { who: label(a.attack) }));
        if (a.cure !== undefined) parts.push(t("act.cure", { who: label(a.cure) }));
        if (a.target !== undefined) parts.push(t("act.target", { who: label(a.target) }));
        return parts.join(" · ");
      }
      case "stop":
        return t("act.stop");
      case "magus":
        return t("act.magus");
      case "pass":
        return t("act.pass");
      case "barrier":
        return t("act.barrier");
      case "spiritDraw":
        return t("act.spiritDraw");
      case "spiritCast":
        return a.to === undefined
          ? t("act.spiritCast", { card: cardName(a.cards[0]!, tr) })
          : `${t("act.spiritCast", { card: cardName(a.cards[0]!, tr) })} · ${t("act.gift", {
              card: a.gift === undefined ? "" : cardName(a.gift, tr),
              who: label(a.to),
            })}`;
      case "chooseCaste":
        return t("act.chooseCaste", { caste: cardName(a.caste, tr) });
    }
  };

  const threatText = (d: Decision) => {
    const th = d.threat;
    return t(`threat.${th.k === "attack" || th.k === "poison" || th.k === "swap" ? th.k : "other"}`, {
      from: label(th.from),
      target: label(th.target),
      mine: th.target === me ? "yes" : "no",
      n: th.n ?? 0,
      card: cardName(th.card, tr),
    });
  };

  const answer = legal.some((a) => a.type === "pass" || a.type === "barrier") ? view.pending : null;
  const cardOf = (a: Action) => (a.type === "cast" ? a.card : null);
  const playable = new Set(legal.flatMap((a) => (a.type === "cast" ? [a.card] : [])));
  // A spirit's casts are picked then confirmed (IncSpiritCast: too many for a button each), the draw stays a button.
  const spiritCasts = answer || choosing ? [] : legal.filter((a) => a.type === "spiritCast");
  const shown =
    answer || choosing
      ? []
      : legal.filter(
          (a) => a.type !== "spiritCast" && (selected === null || cardOf(a) === selected || cardOf(a) === null),
        );
  // The one seat the game waits for (the engine's): the banner names it, its line is marked, its phone buzzes.
  const waitingFor = message.acting ?? (view.pending ? view.pending.seat : view.turn);
  const myHand = me === null ? null : view.seats[me]!.hand;
  const result =
    over && view.winner !== null
      ? mySide === view.winner
        ? t("won")
        : me === null
          ? t("winner", { side: sideName(view.winner) })
          : t("lost", { side: sideName(view.winner) })
      : null;

  // A cast shows its card's glyph too (in the button's own colour): the hand's shapes, on the choice.
  const castElement = (a: Action) =>
    a.type === "cast" ? elementOf(a.card) : a.type === "spiritCast" ? elementOf(a.cards[0]!) : null;
  const button = (a: Action, i: number) => (
    <button
      key={i}
      type="button"
      className={a.type === "pass" || a.type === "stop" ? "btn-quiet min-h-12 w-full" : "btn min-h-12 w-full"}
      disabled={busy}
      onClick={() => void send(a)}
      data-testid="inc-action"
      data-kind={a.type}
      data-action={JSON.stringify(a)}
    >
      {castElement(a) && <ElementGlyph element={castElement(a)!} className="mr-1.5 h-5 w-5" />}
      {actionText(a)}
    </button>
  );

  return (
    <GameFrame
      testId="inc-phone"
      message={message}
      className="mx-auto max-w-md space-y-3 pb-8"
      data={{ "data-seat": me ?? "", "data-poisoned": me === null ? 0 : view.seats[me]!.poisons.length }}
    >
      <header className="flex items-center justify-between gap-2 rounded-xl bg-ink px-3 py-1 text-white">
        <BackLink href={backHref} label={t("back")} className="-my-1 underline" />
        <span>{choosing ? t("casteChoice.phase") : t("round", { round: view.round })}</span>
        <span data-testid="inc-mana">{t("mana", { n: view.manaCount })}</span>
      </header>

      <p
        role="status"
        data-testid="inc-banner"
        className={`rounded-xl px-3 py-2 text-center text-lg font-bold ${legal.length ? "bg-amber-300 text-stone-900" : "bg-stone-200 text-stone-800"}`}
      >
        {over ? result : legal.length ? t("yourMove") : t("waitingFor", { name: label(waitingFor) })}
      </p>

      {!over && as !== "spectator" && (
        <UndoPanel
          undo={(message as { undo?: UndoView }).undo}
          base={`/api/games/incantesium/${gameId}`}
          seq={message.seq}
          me={me}
          judge={as === "judge"}
          label={label}
          moveOf={moveOf}
        />
      )}

      <IncSeatStrip
        view={view}
        me={me}
        label={label}
        bots={bots}
        acting={over ? null : waitingFor}
        over={over}
        tr={tr}
      />

      {choosing && (
        <IncCasteChoice view={view} legal={legal} label={label} tr={tr} busy={busy} onChoose={(a) => void send(a)} />
      )}

      <FlowTop view={view} tr={tr} testId="inc" />

      {answer && (
        <section
          // A new threat is a new dialog and takes the focus: a screen reader reads it, a keyboard is on its buttons.
          key={`${answer.seat}:${threatText(answer)}`}
          ref={focusOnMount}
          tabIndex={-1}
          role="alertdialog"
          aria-labelledby="inc-threat"
          data-testid="inc-answer"
          className="space-y-2 rounded-xl border-4 border-red-600 bg-red-50 p-3"
        >
          <p id="inc-threat" className="text-lg font-bold">
            {threatText(answer)}
          </p>
          <p className="text-sm">{t("answerHelp")}</p>
          {legal.map((a, i) => button(a, i))}
        </section>
      )}

      {/* A spirit that may cast picks from its hand in IncSpiritCast (the hand shown once). */}
      {myHand && !choosing && spiritCasts.length === 0 && (
        <section aria-label={t("hand")}>
          <h2 className="font-semibold">{t("handTitle", { n: myHand.length })}</h2>
          <ul className="flex flex-wrap gap-1" data-testid="inc-hand">
            {myHand.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  // Playable cards stand out with a ring; the others stay at full contrast (no dimming: their
                  // colours and glyphs must read at 4.5:1), disabled.
                  className={`rounded-lg ${selected === id ? "ring-4 ring-amber-400" : playable.has(id) ? "shadow-md ring-2 ring-accent ring-offset-2 ring-offset-paper" : ""}`}
                  data-playable={playable.has(id)}
                  aria-pressed={selected === id}
                  disabled={!playable.has(id) || busy}
                  onClick={() => setSelected(selected === id ? null : id)}
                  data-testid="inc-hand-card"
                >
                  <CardTile id={id} tr={tr} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {myHand && spiritCasts.length > 0 && (
        <IncSpiritCast
          legal={spiritCasts}
          hand={myHand}
          label={label}
          tr={tr}
          busy={busy}
          onCast={(a) => void send(a)}
        />
      )}

      {shown.length > 0 && (
        <section className="space-y-2" data-testid="inc-actions">
          {shown.map((a, i) => button(a, i))}
        </section>
      )}
      <ErrorBox error={error} />
      {!over && as === "player" && <HapticsToggle />}
      {over && (
        <p data-testid="inc-over" className="text-center">
          <Link href={backHref} className="btn inline-block">
            {t("back")}
          </Link>
        </p>
      )}

      <EventLog label={tg("log")} testId="inc-log" className="max-h-48 rounded-lg bg-stone-100 p-2 text-sm">
        {log.flatMap((entry) =>
          entry.events.map((e, j) => (
            <li key={`${entry.seq}-${j}`} data-type={e.type}>
              {lineOf(e)}
            </li>
          )),
        )}
      </EventLog>
    </GameFrame>
  );
}
