// The EngineGame table as one kind of engine game sees it: every read and write of a game row names the
// kind, so a Kartomantik reader never loads a row another engine wrote (and the other way round). The
// log entries (EngineAction) are reached through their game only.
import type { Tx } from "@/lib/db/client";
import type { ActionsTable, LogTable, SeatsTable } from "@/lib/engine-games/kind";
import type { GameTables } from "@/lib/engine-games/append";

type Where = { where: { id: string } };
const ofKind = <A extends Where>(kind: string, args: A) => ({ ...args, where: { ...args.where, kind } });

export function engineTable<K extends string>(kind: string) {
  return {
    tables: { game: "EngineGame", actions: "EngineAction", kind } satisfies GameTables,
    seats: (c: Tx): SeatsTable => ({ findUnique: (args) => c.engineGame.findUnique(ofKind(kind, args)) }),
    logs: (c: Tx): LogTable<K> => ({
      findUnique: (args) => c.engineGame.findUnique(ofKind(kind, args)) as ReturnType<LogTable<K>["findUnique"]>,
    }),
    actions: (c: Tx): ActionsTable => c.engineAction,
  };
}
