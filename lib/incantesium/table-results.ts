// A hand-recorded result of an Incantesium table of 3–5 seats (a "Tutti contro tutti" pod, a "Sfida tra
// schiere di maghi" 2v2), the counterpart of engine/tournament validateTable for gems instead of
// Kartomantik's points (multiples of 5): one challenge (Bo1), one number per seat in table order, whole
// gems 0–99; a side's gems are its seats' sum (a 2v2 team's two places, as the app records it: README
// ruling G4), and the winning side alone has the most, at least the rulebook's target ("Nel 2 contro 2,
// quando vengono conquistate 2 gemme da una squadra"; "In una sfida a 3, il primo che conquista 2 gemme
// vince. In una sfida a 4 o 5, il primo che vince una partita").
import { MAX_INC_GEMS, sideTotalsOf } from "@/engine/tournament";
import type { GameState, Mode } from "@/engine/incantesium";
import { gemsToWin } from "@/engine/incantesium/round";
import { AppError } from "@/lib/errors";

/** The gems that win a challenge of this table (engine/incantesium round.ts gemsToWin). */
export const incGemTarget = (mode: Mode, players: number) =>
  gemsToWin({ options: { mode, players, castes: false, spirits: false } } as GameState);

/** A table's mode from its sides: every seat its own side is a pod, else a 2v2. */
const modeOf = (sides: readonly number[]): Mode => (new Set(sides).size === sides.length ? "ffa" : "2v2");

export function checkIncTable(games: readonly (readonly number[])[], sides: readonly number[]): number[][] {
  if (games.length !== 1) throw new AppError("result_games_count", { count: games.length, min: 1, max: 1 });
  const target = incGemTarget(modeOf(sides), sides.length);
  for (const [i, g] of games.entries()) {
    const game = i + 1;
    if (g.length !== sides.length) throw new AppError("result_seats_count", { count: g.length, seats: sides.length });
    if (!g.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INC_GEMS))
      throw new AppError("result_incantesium_table_gems", { game, target });
    const totals = sideTotalsOf(g, sides);
    const top = Math.max(...totals);
    if (top < target || totals.filter((t) => t === top).length > 1)
      throw new AppError("result_incantesium_table_gems", { game, target });
  }
  return games.map((g) => [...g]);
}
