// Plays a scenario on without a test's choices: every open decision answered with its first options, every priority
// passed, until a condition holds (the game's course when only its end or a later moment matters).
import type { GameState } from "@/engine/kartomantik";
import { nameOf, type Scenario } from "../dsl";

export function autoplay(s: Scenario, until: (st: GameState) => boolean, guard = 3000): Scenario {
  for (let i = 0; i < guard && !until(s.state) && !s.state.result; i++) {
    const d = s.state.decisions[0];
    if (d) s.decide(nameOf(d.player), d.options.slice(0, d.min));
    else if (s.state.priority !== null) s.pass(nameOf(s.state.priority));
    else throw new Error(`autoplay: stuck in ${s.state.phase}`);
  }
  return s;
}
