"use client";
import { useMemoTranslations } from "@/components/memoTranslator";
import { useState, type ReactNode } from "react";
import type { GameAction, GameView } from "@/engine/kartomantik";

type ManualMove = Extract<GameAction, { type: "manual" }>["move"];

const ZONES = ["hand", "deck", "limbo", "confrontation", "interzone", "field", "stalemate", "vessel", "exile"] as const;

/** The Empathic Vessels a card of `owner` may be put in by hand: every seat of another side, clockwise from the owner
 * (the engine's rule: its first is the default). */
export function vesselSeats(side: readonly number[], owner: number): number[] {
  const n = side.length;
  return Array.from({ length: n - 1 }, (_, i) => (owner + 1 + i) % n).filter((q) => side[q] !== side[owner]);
}

/** The manual fallback (for card text the engine does not automate; shown only where the view opens it, naming
 * those cards): the primitive moves the rules allow — move a card between zones, counters, power until end of turn,
 * points — clearly marked, sent as logged actions the opponent sees. The engine checks each one. At a table, a move
 * to a vessel names whose ("the winner puts it in their Empathic Vessel"). */
export function ManualMoves({
  view,
  names,
  label,
  busy,
  onSend,
}: {
  view: GameView;
  names: Map<string, string>;
  /** A seat's name as the phone shows it. */
  label: (seat: number) => string;
  busy: boolean;
  onSend: (action: GameAction) => void;
}) {
  const t = useMemoTranslations("manual");
  const me = typeof view.viewer === "number" ? view.viewer : 0;
  const others = view.players.map((_, p) => p).filter((p) => p !== me);
  const [card, setCard] = useState("");
  const [zone, setZone] = useState<(typeof ZONES)[number]>("limbo");
  const [deckOf, setDeckOf] = useState<number>(others[0] ?? me);
  const [vessel, setVessel] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const mine = view.players[me]!;
  // The cards whose text the moves are for (the engine opens them only where such text is in reach).
  const sources = view.manual?.sources ?? [];
  const visible = [
    ...(mine.hand ?? []),
    ...mine.confrontation,
    ...mine.interzone.filter((c) => c !== null),
    ...mine.field,
    ...mine.limbo,
    ...view.stalemate,
    ...others.flatMap((p) => view.players[p]!.confrontation),
    // Deck cards revealed to everyone or looked at (Bloatuba), so they can be moved on.
    ...mine.deckSeen,
    ...others.flatMap((p) => view.players[p]!.deckSeen),
  ];
  const chosen = visible.find((c) => c?.iid === card) ?? null;
  // Whose vessel: a choice only when the card's owner has several opponents; the mover's own when it may take it.
  const vessels = chosen ? vesselSeats(view.seats.side, chosen.owner) : [];
  const toVessel = vessel !== null && vessels.includes(vessel) ? vessel : vessels.includes(me) ? me : vessels[0];
  const send = (move: ManualMove) => onSend({ type: "manual", player: me, move });
  // One move's button: quiet, tall enough to tap, off while a move is on its way (or no card is
  // chosen). A render function, not a component: the buttons keep their identity between renders.
  const moveButton = (
    move: ManualMove,
    label: ReactNode,
    { needsCard = false, testId = undefined as string | undefined } = {},
  ) => (
    <button
      type="button"
      className="btn-quiet min-h-12"
      disabled={busy || (needsCard && !card)}
      onClick={() => send(move)}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <details className="panel border-2 border-dashed border-amber-500 p-3" data-testid="manual-moves">
      <summary className="min-h-8 cursor-pointer font-semibold text-amber-800">{t("title")}</summary>
      <p className="text-sm text-stone-600">{t("help")}</p>
      {sources.length > 0 && (
        <p className="text-sm font-semibold" data-testid="manual-sources">
          {t("for", { cards: sources.map((id) => names.get(id) ?? id).join(", ") })}
        </p>
      )}
      <div className="mt-2 grid gap-2">
        <select
          className="field mt-0 min-h-12"
          value={card}
          onChange={(e) => setCard(e.target.value)}
          aria-label={t("card")}
          data-testid="manual-card"
        >
          <option value="">{t("card")}</option>
          {visible.map(
            (c) =>
              c && (
                <option key={c.iid} value={c.iid}>
                  {names.get(c.iid) ?? c.name} · {c.zone === "stack" ? c.zone : t(`zones.${c.zone}`)}
                </option>
              ),
          )}
        </select>
        <div className="flex gap-2">
          <select
            className="field mt-0 min-h-12 flex-1"
            value={zone}
            onChange={(e) => setZone(e.target.value as (typeof ZONES)[number])}
            aria-label={t("zone")}
          >
            {ZONES.map((z) => (
              <option key={z} value={z}>
                {t(`zones.${z}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn-quiet min-h-12 px-4"
            disabled={busy || !card}
            onClick={() =>
              send({
                op: "move",
                card,
                to: zone,
                ...(zone === "vessel" && vessels.length > 1 ? { vessel: toVessel } : {}),
              })
            }
            data-testid="manual-move"
          >
            {t("move")}
          </button>
        </div>
        {zone === "vessel" && vessels.length > 1 && (
          <select
            className="field mt-0 min-h-12"
            value={toVessel}
            onChange={(e) => setVessel(Number(e.target.value))}
            aria-label={t("whoseVessel")}
            data-testid="manual-vessel"
          >
            {vessels.map((q) => (
              <option key={q} value={q}>
                {q === me ? t("myVessel") : t("vesselOf", { name: label(q) })}
              </option>
            ))}
          </select>
        )}
        <div className="grid grid-cols-2 gap-2">
          {moveButton({ op: "persist", card }, t("persist"), { needsCard: true })}
          {moveButton({ op: "power", card, delta: 1 }, t("power", { delta: "+1" }), { needsCard: true })}
          {moveButton({ op: "power", card, delta: -1 }, t("power", { delta: "−1" }), { needsCard: true })}
          {moveButton({ op: "counters", card, counter: "counter", delta: 1 }, t("counter", { delta: "+1" }), {
            needsCard: true,
          })}
          {moveButton({ op: "counters", card, counter: "counter", delta: -1 }, t("counter", { delta: "−1" }), {
            needsCard: true,
          })}
        </div>
        <div className="grid grid-cols-3 gap-2">
          {moveButton({ op: "reveal", card }, t("reveal"), { needsCard: true, testId: "manual-reveal" })}
          {moveButton({ op: "support", card }, t("support"), { needsCard: true, testId: "manual-support" })}
          {moveButton({ op: "move", card, to: "confrontation", first: true }, t("first"), {
            needsCard: true,
            testId: "manual-first",
          })}
        </div>
        <div className="flex gap-2">
          <select
            className="field mt-0 min-h-12 min-w-28 flex-1"
            value={deckOf}
            onChange={(e) => setDeckOf(Number(e.target.value))}
            aria-label={t("deck")}
          >
            <option value={me}>{t("myDeck")}</option>
            {others.map((p) => (
              <option key={p} value={p}>
                {others.length === 1 ? t("theirDeck") : t("deckOf", { name: label(p) })}
              </option>
            ))}
          </select>
          <input
            type="number"
            className="field mt-0 min-h-12 w-20"
            min={1}
            max={Math.max(1, view.players[deckOf]!.deckCount)}
            value={count}
            onChange={(e) => setCount(Math.max(1, Math.floor(Number(e.target.value)) || 1))}
            aria-label={t("count")}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          {moveButton({ op: "revealTop", player: deckOf, n: count }, `${t("revealTop")} ${count}`, {
            testId: "manual-reveal-top",
          })}
          {moveButton({ op: "look", player: deckOf, n: count }, `${t("look")} ${count}`, { testId: "manual-look" })}
        </div>
        <div className="grid grid-cols-2 gap-2">
          {moveButton({ op: "points", delta: 5 }, t("points", { delta: "+5" }), {
            testId: "manual-points-plus",
          })}
          {moveButton({ op: "points", delta: -5 }, t("points", { delta: "−5" }))}
        </div>
      </div>
    </details>
  );
}
