// A game's row as the tests read it, with its current state: the snapshot and the log's entries after it
// replayed (lib/engine-games/state.ts), read cold (a fresh copy: no instance's memory), as a restarted
// instance would.
import { db } from "@/lib/db/client";
import { loadGame, type GameRow, type GameRules } from "@/lib/engine-games/rules";
import { GameStates } from "@/lib/engine-games/state-cache";

export async function withState<T extends { id: string }, R extends GameRow<S>, S, A, Ev>(
  rules: GameRules<R, S, A, Ev>,
  row: T,
): Promise<Omit<T, "seq" | "status" | "state"> & { seq: number; status: string; state: S }> {
  const found = await loadGame(db(), rules, row.id, { states: new GameStates() });
  if (!found) throw new Error(`no game ${row.id}`);
  return { ...row, seq: found.row.seq, status: found.row.status, state: found.row.state };
}
