// The rule every bot driver's sweep shares (lib/engine-games/bots.ts, lib/kartomantik/drafts/bot-driver.ts): of the
// aggregates a bot plays in, start those nobody drives — on the first sweep every one this driver has not looked at
// at its seq; afterwards only those whose seq stayed put since the previous sweep (one that moved on meanwhile is
// driven by another instance). Forgets what it looked at once an aggregate no longer waits for a bot.
export interface SweepDue {
  /** The ids to start now, of `rows` (id and seq); `running`: what this driver drives already. */
  due(rows: readonly { id: string; seq: number }[], running: { has(id: string): boolean }): string[];
}

export function sweepDue(looked: Map<string, number>): SweepDue {
  let swept: Map<string, number> | null = null;
  return {
    due(rows, running) {
      const now = new Map(rows.map((r) => [r.id, r.seq]));
      const due = rows
        .filter((r) => looked.get(r.id) !== r.seq && !running.has(r.id))
        .filter((r) => swept === null || swept.get(r.id) === r.seq)
        .map((r) => r.id);
      swept = now;
      for (const id of looked.keys()) if (!now.has(id)) looked.delete(id);
      return due;
    },
  };
}
