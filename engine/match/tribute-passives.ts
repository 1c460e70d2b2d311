// Passives that open other zones to tributes (§2.1 "can be used as tribute from…" on a card other
// than the payer): Brabataba (your Empathic Vessel, paid as {T}, exiled) and Orator of the Absurd
// (the manifestations on the field each player controls). Kept apart from tribute.ts so that the
// payment search only pays one cheap lookup when no such card is in the match.
import type { StaticAbility } from "./cards/schema";
import { cardOf, defOf, hasEffects, staticsOf } from "./core";
import type { CardDef, MatchState, Temperament } from "./types";

type TributeSource = Extract<StaticAbility, { kind: "tributeSource" }>;

const anyInDefs = new WeakMap<object, boolean>();
function present(s: MatchState): boolean {
  let hit = anyInDefs.get(s.defs);
  if (hit === undefined) {
    hit = Object.values(s.defs).some((d: CardDef) => staticsOf(d).some((st) => st.kind === "tributeSource"));
    anyInDefs.set(s.defs, hit);
  }
  return hit;
}

/** The tributeSource passives in force for `player`, with their source. */
function passivesFor(s: MatchState, player: number): TributeSource[] {
  const out: TributeSource[] = [];
  for (const [p, pl] of s.players.entries()) {
    for (const list of [pl.confrontation, pl.interzone, pl.field]) {
      for (const id of list) {
        if (!id || !hasEffects(s, id)) continue;
        for (const st of staticsOf(defOf(s, id))) if (st.kind === "tributeSource" && (st.players === "all" || p === player)) out.push(st);
      }
    }
  }
  return out;
}

/** Manifestations `player` may pay with besides the hand because of a passive on the field. */
export function passiveTributeSources(s: MatchState, player: number): string[] {
  if (!present(s)) return [];
  const pl = s.players[player]!;
  const out = new Set<string>();
  for (const st of passivesFor(s, player)) {
    const ids = st.from === "vessel" ? pl.vessel : [...pl.confrontation, ...pl.interzone.filter((id): id is string => id !== null)];
    for (const id of ids) if (defOf(s, id).type === "manifestation") out.add(id);
  }
  return [...out];
}

/** How a card paying through such a passive pays: the temperament it counts as, whether it is exiled. */
export function passiveTributeTerms(s: MatchState, iid: string): { as?: Temperament; exile?: boolean } | null {
  if (!present(s)) return null;
  const c = cardOf(s, iid);
  const from = c.zone === "vessel" ? "vessel" : c.zone === "confrontation" || c.zone === "interzone" ? "field" : null;
  if (!from) return null;
  const holder = from === "vessel" ? s.players.findIndex((p) => p.vessel.includes(iid)) : c.controller;
  const st = passivesFor(s, holder).find((x) => x.from === from);
  return st ? { as: st.as, exile: st.exile } : null;
}
