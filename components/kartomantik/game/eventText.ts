// One readable line per engine event for the game's log ("Bice gioca Germalvento", "Confronto:
// 5 a 3, vince Alba"), from the viewer's side; events of no interest to a reader give null.
import type { ManualMove, GameEvent } from "@/engine/kartomantik";

type T = (key: string, params?: Record<string, string | number>) => string;

export function eventText(
  e: GameEvent,
  who: (player: number) => string,
  card: (id: string, def?: string) => string,
  t: T,
): string | null {
  switch (e.type) {
    case "turn":
      return t("ev.turn", { turn: e.turn });
    case "drew":
      return t("ev.drew", { who: who(e.player), count: e.cards.length });
    case "mulligan":
      return t(e.voluntary ? "ev.mulliganVoluntary" : "ev.mulligan", { who: who(e.player) });
    case "firstChosen":
      return t("ev.firstChosen", { who: who(e.player) });
    case "revealed":
      return t("ev.revealed", { who: who(e.player), card: card(e.card, e.def) });
    case "played":
      return t("ev.played", { who: who(e.player), card: card(e.card, e.def) });
    case "activated":
      return t("ev.activated", { who: who(e.player), card: card(e.card) });
    case "moved":
      return e.hidden || e.def === "?"
        ? null
        : t("ev.moved", { card: card(e.card, e.def), from: t(`zone.${e.from}`), to: t(`zone.${e.to}`) });
    case "confrontation":
      return e.winner === null
        ? t("ev.stalemate", { a: e.totals[0]!, b: e.totals[1]! })
        : t("ev.confrontation", { a: e.totals[0]!, b: e.totals[1]!, who: who(e.winner) });
    case "passed":
      return e.auto ? null : t("ev.passed", { who: who(e.player) });
    case "points":
      return t("ev.points", { who: who(e.player), delta: e.delta > 0 ? `+${e.delta}` : String(e.delta) });
    case "manual":
      return t("ev.manual", { who: who(e.player), move: manualText(e.move, who, card, t) });
    case "destroyed":
      return t("ev.destroyed", { card: card(e.card) });
    case "rolled":
      return t("ev.rolled", { who: who(e.player), value: e.value, sides: e.sides });
    case "conceded":
      return t("ev.conceded", { who: who(e.player) });
    case "out":
      return e.reason === "concede"
        ? t("ev.conceded", { who: who(e.player) })
        : t("ev.out", { who: who(e.player), reason: e.reason });
    case "gameOver":
      return e.result.points.length === 2
        ? t("ev.gameOver", { a: e.result.points[0]!, b: e.result.points[1]! })
        : t("ev.gameOverTable", { points: e.result.points.map((n, p) => `${who(p)} ${n}`).join(" · ") });
    default:
      return null;
  }
}

function manualText(m: ManualMove, who: (player: number) => string, card: (id: string) => string, t: T): string {
  switch (m.op) {
    case "move":
      return `${card(m.card)} → ${t(m.first ? "ev.manualFirst" : `zone.${m.to}`)}`;
    case "points":
      return `${m.delta > 0 ? "+" : ""}${m.delta}`;
    case "reveal":
      return t("ev.manualReveal", { card: card(m.card) });
    case "revealTop":
      return t("ev.manualRevealTop", { who: who(m.player), count: m.n });
    case "look":
      return t("ev.manualLook", { who: who(m.player), count: m.n });
    case "support":
      return t("ev.manualSupport", { card: card(m.card) });
    case "persist":
      return t("ev.manualPersist", { card: card(m.card) });
    default:
      return `${card(m.card)} ${m.delta > 0 ? "+" : ""}${m.delta}`;
  }
}
