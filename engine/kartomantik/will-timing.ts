// When a will may be played (§1.2, §4.2.2–4.2.4, card timing text): asked by apply.ts (playing from the
// hand) and effects.ts (an effect playing a will), so it lives below both.
import { passiveOf, someDef } from "./core";
import type { CardDef, GameState } from "./types";

/** "You can play X only during the Resolution, if you lost the confrontation." (Rematch!) */
const LOST_RESOLUTION = /^You can play .+ only during the Resolution, if you lost the confrontation\.\r?$/m;

const manualTiming = new WeakMap<CardDef, CardDef["script"]["timing"] | null>();
/** A manual card runs no script, so its timing sentence is read from its text (the definition
 * stays as it was), once per definition. */
function timingOf(def: CardDef) {
  if (def.script.timing || def.automation !== "manual") return def.script.timing;
  let t = manualTiming.get(def);
  if (t === undefined) manualTiming.set(def, (t = LOST_RESOLUTION.test(def.text) ? "resolutionIfLost" : null));
  return t ?? undefined;
}

/** A passive lets `p` play persistent wills whenever ephemeral ones (Soup, the Graceful). */
export const persistentAnyTime = (s: GameState, p: number): boolean =>
  someDef(s, "persistentAnyTime", (d) =>
    (d.script.abilities ?? []).some((a) => a.kind === "static" && a.effect.kind === "persistentAnyTime"),
  ) && passiveOf(s, p, "persistentAnyTime");

/** Whether a will may be played now (§1.2, §4.2.2–4.2.4, card timing text). */
export function willTimingOk(s: GameState, def: CardDef, p?: number): boolean {
  const t = timingOf(def);
  const persistent =
    def.type === "persistent_will" &&
    !((s.phase === "reaction" || s.phase === "resolution") && p !== undefined && persistentAnyTime(s, p));
  switch (s.phase) {
    case "beforeRevelation":
      return t === "beforeRevelation" || t === "alsoBeforeRevelation";
    case "reaction":
      return !persistent && (t === undefined || t === "reactionOnly" || t === "alsoBeforeRevelation");
    case "resolution":
      if (t === "resolutionIfLost") return !persistent && p !== undefined && s.players[p]!.lostTurn === s.turn;
      return !persistent && (t === undefined || t === "resolutionOnly" || t === "alsoBeforeRevelation");
    case "end":
      return t === undefined || t === "alsoBeforeRevelation";
    default:
      return false;
  }
}
