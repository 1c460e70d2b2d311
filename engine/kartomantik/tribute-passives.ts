// Passives that open other zones to tributes (§2.1 "can be used as tribute from…" on a card other
// than the payer): Brabataba (your Empathic Vessel, paid as {T}, exiled), Orator of the Absurd
// (the manifestations on the field each player controls) and Alchemical Press (your Limbo while it
// has Formula counters: each card paid that way is exiled and removes one). Kept apart from tribute.ts so that the
// payment search only pays one cheap lookup when no such card is in the game.
import type { StaticAbility } from "./cards/schema";
import { cardOf, controlledBy, defOf, hasEffects, someDef, staticsOf } from "./core";
import { sideStateOf, vesselHolder } from "./seats";
import type { GameState, Temperament } from "./types";

type TributeSource = Extract<StaticAbility, { kind: "tributeSource" }>;

const present = (s: GameState): boolean =>
  someDef(s, "tributeSource", (d) => staticsOf(d).some((st) => st.kind === "tributeSource"));

/** The tributeSource passives in force for `player`, with their source (one with a counter only while it has some). */
function passivesFor(s: GameState, player: number): { st: TributeSource; src: string }[] {
  const out: { st: TributeSource; src: string }[] = [];
  for (const side of s.sides) {
    for (const list of [side.confrontation, side.interzone, side.field]) {
      for (const id of list) {
        if (!id || !hasEffects(s, id)) continue;
        for (const st of staticsOf(defOf(s, id))) {
          if (st.kind !== "tributeSource" || (st.players !== "all" && cardOf(s, id).controller !== player)) continue;
          if (st.counter && (cardOf(s, id).counters[st.counter] ?? 0) <= 0) continue;
          out.push({ st, src: id });
        }
      }
    }
  }
  return out;
}

/** Limbo cards that pay on their own ("can be used as tribute from the Limbo") owe nothing to a passive. */
const ownLimboTribute = (s: GameState, id: string) => defOf(s, id).script.tributeFrom?.includes("limbo") === true;

/** Manifestations `player` may pay with besides the hand because of a passive on the field. */
export function passiveTributeSources(s: GameState, player: number): string[] {
  if (!present(s)) return [];
  const pl = s.players[player]!;
  const out = new Set<string>();
  for (const { st } of passivesFor(s, player)) {
    const ids =
      st.from === "vessel"
        ? pl.vessel
        : st.from === "limbo"
          ? pl.limbo
          : [...sideStateOf(s, player).confrontation, ...sideStateOf(s, player).interzone].filter(
              (id): id is string => id !== null && controlledBy(s, id, player),
            );
    for (const id of ids) if (defOf(s, id).type === "manifestation") out.add(id);
  }
  return [...out];
}

/** How a card paying through such a passive pays: the temperament it counts as, whether it is exiled, the source and
 * its
 * counter. */
export function passiveTributeTerms(
  s: GameState,
  iid: string,
): { as?: Temperament; exile?: boolean; src: string; counter?: string } | null {
  if (!present(s)) return null;
  const c = cardOf(s, iid);
  const from =
    c.zone === "vessel"
      ? "vessel"
      : c.zone === "confrontation" || c.zone === "interzone"
        ? "field"
        : c.zone === "limbo" && !ownLimboTribute(s, iid)
          ? "limbo"
          : null;
  if (!from) return null;
  const holder = from === "vessel" ? vesselHolder(s, iid) : from === "limbo" ? c.owner : c.controller;
  const hit = passivesFor(s, holder).find((x) => x.st.from === from);
  return hit ? { as: hit.st.as, exile: hit.st.exile, src: hit.src, counter: hit.st.counter } : null;
}

/** Whether a payment uses more cards through a counter passive than it has counters left. */
export function overCounters(s: GameState, cards: readonly string[]): boolean {
  if (!present(s)) return false;
  const used = new Map<string, number>();
  for (const id of cards) {
    const t = passiveTributeTerms(s, id);
    if (!t?.counter) continue;
    const n = (used.get(t.src) ?? 0) + 1;
    if (n > (cardOf(s, t.src).counters[t.counter] ?? 0)) return true;
    used.set(t.src, n);
  }
  return false;
}
