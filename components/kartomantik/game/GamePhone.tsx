"use client";
import { HapticsToggle } from "@/components/phone/HapticsToggle";
import { useAttention } from "@/components/phone/useAttention";
import { useEffect, useState } from "react";
import { bringIntoSight } from "@/components/phone/scrollIntoSight";
import { ErrorBox } from "@/components/ErrorBox";
import { BackLink } from "@/components/engine-game/BackLink";
import { EventLog } from "@/components/EventLog";
import { useMemoTranslations } from "@/components/memoTranslator";
import { GameFrame, GameLoading } from "@/components/engine-game/GameFrame";
import { StreamOffline } from "@/components/engine-game/StreamOffline";
import { engineUrls, type PageViewer } from "@/components/engine-game/streamState";
import { useEngineStream } from "@/components/engine-game/useEngineStream";
import { ViewerBadge } from "@/components/engine-game/ViewerBadge";
import { UndoPanel } from "@/components/engine-game/UndoPanel";
import type { UndoView } from "@/lib/engine-games/undo-log";
import type { CardView, DecisionView, GameAction, GameView } from "@/engine/kartomantik";
import type { GameMessage } from "@/lib/kartomantik/games/views";
import { addLooked, cardOfAction, cardsIn, cardsOfAction, optionText, tableNames } from "./actionText";
import { GameActions } from "./GameActions";
import { COLORS, type Temperament } from "@/lib/kartomantik/cards/temperaments";
import { ManualMoves } from "./ManualMoves";
import { eventText } from "./eventText";
import { GameTable } from "./GameTable";
import { MatchNext } from "./MatchNext";
import { turnBanner } from "./whoseMove";
import type { CardExtra } from "./GameCard";

interface Props {
  gameId: string;
  /** Where "back" goes (the match page or the player's page). */
  backHref: string;
  /** Italian/English names by the catalog's card id (the engine's def). */
  names: Record<string, string>;
  /** Optional catalog details by card id (points, temperaments, text) for the card tiles. */
  cards?: Record<string, CardExtra>;
  opponentName: string;
  as?: PageViewer;
  /** Spectators and judges: every seat's name (player 0, player 1, …). */
  playerNames?: string[];
  /** Players at a table of 3–5: every seat's name, in seat order. */
  seatNames?: string[];
  /** The player's own name, for the log ("Alba gioca …" reads better than "Tu gioca …"). */
  myName?: string;
  /** A tournament game: its match and the player's seat, for what comes after the game. */
  match?: { eventId: string; matchId: string; me: string };
}

/** An engine game on the phone: the table (opponent at the top, the player at the bottom), whose
 * turn it is, and what the player may do now as big buttons (the server's legal actions, in their
 * order); everything updates live. */
export function GamePhone({
  gameId,
  backHref,
  names,
  cards,
  opponentName,
  as = "player",
  playerNames,
  seatNames,
  myName,
  match,
}: Props) {
  // Formatted once per key and parameters: the log's lines are asked for again at every state.
  const t = useMemoTranslations("game");
  // The log keeps 60 entries and shows the last 40 of them.
  const stream = useEngineStream<GameMessage>(engineUrls(`/api/games/kartomantik/${gameId}`, as), 60);
  const { message, log, online, busy, error } = stream;
  const [selected, setSelected] = useState<string | null>(null);
  // A play being composed shows the server's refusal itself (not twice on the page).
  const [composing, setComposing] = useState(false);
  // Screen on and a buzz while the game waits for this player (a decision or priority).
  const mayAct = as === "player" && message?.status !== "finished" && (message?.legal?.length ?? 0) > 0;
  useAttention(mayAct);
  // When the game turns to this player (or asks something else), their hand comes into sight above the options'
  // sheet stuck to the screen's bottom: on a 360×740 phone the sheet covered it while they chose.
  const asks = mayAct
    ? `${message?.view.decisions.map((d) => `${d.player}:${d.kind}`).join()}|${message?.legal?.map((a) => a.type).join()}`
    : "";
  useEffect(() => {
    if (!asks) return;
    return bringIntoSight(() => [
      document.querySelector('[data-hand="mine"]'),
      document.querySelector('[data-sheet="game-actions"]'),
    ]);
  }, [asks]);
  if (!message) return <GameLoading />;
  const tt = (key: string, params?: Record<string, string | number>) => t(key as never, params as never);
  const view: GameView = message.view;
  const me = typeof view.viewer === "number" ? view.viewer : 0;
  const them = (me + 1) % view.players.length;
  const table = view.players.length > 2;
  // A player sees "you" and the opponent (at a table: every seat's name); spectators and judges see every name.
  const label = (p: number) =>
    as === "player"
      ? p === me
        ? t("you")
        : table
          ? (seatNames?.[p] ?? `#${p + 1}`)
          : opponentName
      : (playerNames?.[p] ?? `#${p + 1}`);
  const waits = message.waits ?? [];
  const whoOf = (seats: number[]) => seats.map(label).join(` ${t("or")} `);
  const nameOfDef = (def: string, fallback: string) => names[def] ?? fallback;
  const cardNames = tableNames(view, nameOfDef, label);
  // The cards this player looked at (the top of a deck, a hand shown to them): a decision's options among them.
  addLooked(
    cardNames,
    log.flatMap((entry) => entry.events),
    nameOfDef,
  );
  const cardViews = cardsIn(view);
  // The colour of the card an action is about (a stripe on its button; its name says it too).
  const inkOf = (a: GameAction): string | null => {
    const id = a.type === "decide" ? (a.choice.length === 1 ? a.choice[0]!.split(":")[0]! : null) : cardOfAction(a);
    const c = id ? cardViews.get(id) : undefined;
    const temp = (c?.temperament ?? cards?.[c?.def ?? ""]?.temperaments?.[0]) as Temperament | undefined;
    return temp ? (COLORS[temp]?.ink ?? null) : null;
  };
  const legal = message.legal ?? [];
  const over = message.status === "finished" || view.result !== null;
  // A Free-for-All seat that conceded watches the rest of the game: nothing left for it to do.
  const left = as === "player" && (view.seats.conceded ?? []).includes(me);
  // The organizer handed this seat to the bot: the phone watches it (the server offers it nothing).
  const botted = as === "player" && !!message.bots?.[me];

  const logName = (p: number) => (as === "player" && p === me ? myName || t("you") : label(p));
  const lineOf = (e: (typeof log)[number]["events"][number]) =>
    eventText(e, logName, (id, def) => (def && def !== "?" ? nameOfDef(def, id) : (cardNames.get(id) ?? "?")), tt);
  // The move an undo request is about, as this viewer's log shows it; an answer to a decision (which the log leaves
  // out) in the words of its option.
  const moveOf = (seq: number) =>
    (log.find((entry) => entry.seq === seq)?.events ?? []).flatMap((e) => {
      const line = lineOf(e);
      if (line) return [line];
      if (e.type !== "decided") return [];
      const choice = e.choice.length ? e.choice.map((o) => optionText(o, cardNames, tt)).join(" + ") : t("none");
      return [`${logName(e.player)}: ${choice}`];
    });

  async function send(action: GameAction): Promise<boolean> {
    if (action.type === "concede" && !window.confirm(t("concedeConfirm"))) return false;
    setSelected(null);
    return stream.send(action);
  }

  // A 2v2 team's decision is the viewer's too when it is their team's (either teammate answers it).
  const ours = (d: GameView["decisions"][number]) =>
    d.player === me || ("team" in d && d.team !== undefined && view.seats.side[me] === d.team);
  const myDecision =
    as === "player" ? view.decisions.find((d): d is DecisionView => ours(d) && "prompt" in d) : undefined;
  // Who may answer the viewer's team decision (either teammate): its wait, not the first open decision's.
  const myWait = waits.find((w) => w.decision !== null && w.seats.includes(me));
  const teamNames = myDecision?.team !== undefined && myWait?.team ? whoOf(myWait.seats) : null;
  // Cards a legal action uses (a mark on their tile) and the options of a decision (a ring).
  const playable = new Set([
    ...legal.flatMap((a) =>
      a.type === "playWill" || a.type === "playSupport" || a.type === "activate" ? [a.card] : [],
    ),
    // Plays the legal list misses, offered from their choices (GameActions shows them too).
    ...(message.choices ?? []).flatMap((c) => (c.missed ? [c.card] : [])),
  ]);
  const asked = new Set(legal.flatMap((a) => (a.type === "decide" ? cardsOfAction(a) : [])));

  // Whose move it is, in words and in colour, from who the engine waits for (the marks on the seats read the same);
  // "your move" is this phone's legal actions, the buzz's own condition. With priority, the rule that gave it.
  const banner = turnBanner({
    waits,
    viewer: as === "player" ? me : null,
    mayAct,
    // A seat the bot plays for this phone is the bot's move, not "you".
    label: (p) => (botted && p === me ? t("seatBot") : label(p)),
    t: tt,
    why: view.priorityReason ? tt(`priorityWhy.${view.priorityReason}`) : null,
  });

  const result = view.result;
  // A table: who won (a side: a seat, or a 2v2 team), then every seat's points.
  const tableText = (r: NonNullable<GameView["result"]>) =>
    `${
      as !== "player"
        ? t("over")
        : r.winner === null
          ? t("tableDraw")
          : r.winner === view.seats.side[me]
            ? t(view.seats.mode === "2v2" ? "tableWon" : "tableWonFfa")
            : t("tableLost")
    }: ${r.points.map((points, p) => t("tablePoints", { name: label(p), points })).join(" · ")}`;
  const resultText = result
    ? table
      ? tableText(result)
      : as === "player"
        ? result.winner === null
          ? t("draw", { mine: result.points[me]!, theirs: result.points[them]! })
          : t(result.winner === me ? "won" : "lost", { mine: result.points[me]!, theirs: result.points[them]! })
        : `${t("over")}: ${t("result", { a: label(0), pa: result.points[0]!, pb: result.points[1]!, b: label(1) })}`
    : "";
  const iWon = result !== null && result.winner === view.seats.side[me] && as === "player";

  return (
    <GameFrame testId="game-phone" message={message} className="-mx-2 -mt-4 max-w-md space-y-2 pb-8 sm:mx-auto">
      <header className="flex items-center gap-1 rounded-xl bg-ink py-0.5 pl-0.5 pr-3 text-white">
        <BackLink href={backHref} label={t("back")} className="shrink-0 rounded-lg text-xl hover:bg-white/10" />
        <p className="min-w-0 flex-1 text-sm font-semibold leading-tight" data-testid="game-turn">
          {t("turn", { turn: view.turn })} · {tt(`phase.${view.phase}`)}
        </p>
        {!table && (
          <p
            className="flex shrink-0 items-baseline gap-1 whitespace-nowrap text-sm font-semibold tabular-nums"
            data-testid="game-score"
            aria-label={t("score", { mine: view.players[me]!.score, theirs: view.players[them as 0 | 1]!.score })}
          >
            <span className="max-w-[4.5rem] truncate">{label(me)}</span>{" "}
            <span className="text-lg">{view.players[me]!.score}</span> :{" "}
            <span className="text-lg">{view.players[them as 0 | 1]!.score}</span>{" "}
            <span className="max-w-[4.5rem] truncate">{label(them)}</span>
          </p>
        )}
      </header>
      <StreamOffline online={online} />
      <ViewerBadge as={as} />
      {over && result && (
        <section
          className={`rounded-xl border-2 p-4 text-center text-xl font-black ${iWon ? "border-green-600 bg-green-50 text-green-900" : "border-stone-400 bg-stone-50"}`}
          data-testid="game-over"
          role="status"
        >
          {resultText}
        </section>
      )}
      {over && match && as === "player" && <MatchNext {...match} />}
      {!over && (
        <div
          className={`flex items-center gap-3 rounded-xl px-3 py-2 ${banner.mine ? "bg-accent text-white shadow-md" : "border border-stone-300 bg-white text-stone-700"}`}
          role="status"
          data-testid="game-banner"
          data-mine={banner.mine}
        >
          {banner.mine ? (
            <span aria-hidden className="h-4 w-4 shrink-0 rounded-full bg-white motion-safe:animate-pulse" />
          ) : (
            <span
              aria-hidden
              className="h-5 w-5 shrink-0 rounded-full motion-safe:animate-spin border-[3px] border-stone-300 border-t-stone-600"
            />
          )}
          <span className="min-w-0">
            <span className="block text-lg font-bold leading-tight">{banner.title}</span>
            {banner.lines.map((line) => (
              <span key={line} className="block text-sm leading-tight opacity-90">
                {line}
              </span>
            ))}
            {banner.why && (
              <span className="block text-xs leading-tight opacity-80" data-testid="priority-reason">
                {banner.why}
              </span>
            )}
          </span>
        </div>
      )}
      {!over && as !== "spectator" && (
        <UndoPanel
          undo={(message as { undo?: UndoView }).undo}
          base={`/api/games/kartomantik/${gameId}`}
          seq={message.seq}
          me={as === "player" ? me : null}
          judge={as === "judge"}
          label={label}
          moveOf={moveOf}
        />
      )}
      <GameTable
        view={view}
        bottom={me}
        label={label}
        mine={as === "player" ? me : null}
        waits={waits}
        bots={message.bots}
        strip={table ? (as === "player" ? "folded" : "open") : undefined}
        nameOf={(c: CardView) => nameOfDef(c.def, c.name)}
        extraOf={cards ? (def) => cards[def] : undefined}
        names={cardNames}
        playable={as === "player" ? playable : undefined}
        highlight={as === "player" ? asked : undefined}
        selected={selected}
        onSelect={as === "player" && !over ? (iid) => setSelected((s) => (s === iid ? null : iid)) : undefined}
      />
      {!over && as === "player" && legal.length > 0 && (
        <GameActions
          legal={legal}
          busy={busy}
          selected={selected}
          names={cardNames}
          inkOf={inkOf}
          decision={myDecision}
          teamNames={teamNames}
          choices={message.choices}
          error={<ErrorBox error={error} />}
          onSend={send}
          onComposing={setComposing}
        />
      )}
      {!over && left && (
        <p className="panel bg-stone-100 font-semibold" role="status" data-testid="game-left">
          {t("youLeft")}
        </p>
      )}
      {!over && botted && (
        <p className="panel bg-stone-100 font-semibold" role="status" data-testid="my-seat-bot">
          {t("mySeatBot")}
        </p>
      )}
      {!over && as === "player" && !left && !botted && view.manual !== null && (
        <ManualMoves view={view} names={cardNames} label={label} busy={busy} onSend={(a) => void send(a)} />
      )}
      {!over && as === "player" && !left && !botted && (
        <button
          type="button"
          className="btn-quiet w-full"
          disabled={busy}
          onClick={() => void send({ type: "concede", player: me })}
          data-testid="game-concede"
        >
          {t("concede")}
        </button>
      )}
      {!composing && <ErrorBox error={error} />}
      {!over && as === "player" && <HapticsToggle />}
      <details className="panel p-3 text-sm" open>
        <summary className="min-h-8 cursor-pointer font-semibold">{t("log")}</summary>
        <EventLog label={t("log")} testId="game-log" className="mt-1 max-h-56 space-y-0.5" follow={message.seq}>
          {log.every((entry) => entry.events.length === 0) && <li className="text-stone-500">{t("empty")}</li>}
          {log.slice(-40).flatMap((entry) =>
            entry.events.flatMap((e, i) => {
              const line = lineOf(e);
              if (!line) return [];
              const turn = e.type === "turn" || e.type === "gameOver";
              const fight = e.type === "confrontation";
              return [
                <li
                  key={`${entry.seq}-${i}`}
                  className={
                    turn
                      ? "pt-1 text-center font-semibold text-stone-500"
                      : fight
                        ? "rounded bg-stone-100 px-1 font-semibold"
                        : e.type === "manual"
                          ? "text-amber-800"
                          : ""
                  }
                >
                  {line}
                </li>,
              ];
            }),
          )}
        </EventLog>
      </details>
    </GameFrame>
  );
}
