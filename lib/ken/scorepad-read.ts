// Reading a Ken il Guerriero match's scorepad: its entries are entries of the event's log (type
// "ken.score", written through the write kernel: lib/ken/scorepad.ts), folded by engine/ken. Points
// are public, as on paper: the projector, both phones and the organizer see the same scorepad.
import { foldScorepad, shownGame, type KenEndRule, type ScoreEntry, type ScoreOp } from "@/engine/ken";
import type { BestOf } from "@/engine/tournament";
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { kenEndOf } from "@/lib/ken/end-condition";

export const SCORE_ENTRY = "ken.score";
/** The newest entries a view carries (the whole history is in the event's log and archive). */
const RECENT = 30;

export interface ScorepadView {
  matchId: string;
  seq: number;
  end: KenEndRule;
  game: ReturnType<typeof shownGame>;
  gamesWon: { a: number; b: number };
  result: number[][] | null;
  over: boolean;
  undoable: { n: number; actor: string } | null;
  /** Newest first, each with whether an undo took it back. */
  entries: (ScoreEntry & { undone: boolean })[];
}

type Client = Tx | ReturnType<typeof db>;

/** Every scorepad entry of the event's matches, by match, in order. */
export async function scoreEntries(client: Client, eventId: string, matchId?: string) {
  const rows = await client.eventLog.findMany({
    where: { eventId, type: SCORE_ENTRY, ...(matchId ? { payload: { path: ["matchId"], equals: matchId } } : {}) },
    orderBy: { seq: "asc" },
    select: { actor: true, payload: true, createdAt: true },
  });
  const byMatch = new Map<string, ScoreEntry[]>();
  for (const row of rows) {
    const p = row.payload as { matchId: string; n: number; op: ScoreOp };
    const list = byMatch.get(p.matchId) ?? [];
    list.push({ n: p.n, actor: row.actor, at: row.createdAt.toISOString(), op: p.op });
    byMatch.set(p.matchId, list);
  }
  return byMatch;
}

export function scorepadView(matchId: string, entries: ScoreEntry[], end: KenEndRule, bestOf: BestOf): ScorepadView {
  const state = foldScorepad(entries, end, bestOf);
  const undone = new Set(state.undone);
  const won = state.games.filter((g) => g.ended);
  return {
    matchId,
    seq: state.seq,
    end,
    game: shownGame(state),
    gamesWon: {
      a: won.filter((g) => g.ended!.winner === "a").length,
      b: won.filter((g) => g.ended!.winner === "b").length,
    },
    result: state.result,
    over: state.current === null,
    undoable: state.undoable,
    entries: entries
      .slice(-RECENT)
      .reverse()
      .map((e) => ({ ...e, undone: undone.has(e.n) })),
  };
}

/** The scorepads of a Ken event's matches (those with entries), for the tournament view. */
export async function scorepadsOf(client: Client, eventId: string, bestOf: BestOf): Promise<ScorepadView[]> {
  const event = await client.event.findUnique({ where: { id: eventId }, select: { game: true, settings: true } });
  if (event?.game !== "ken") return [];
  const end = kenEndOf((event.settings as { end?: unknown }).end);
  return [...(await scoreEntries(client, eventId)).entries()].map(([matchId, list]) =>
    scorepadView(matchId, list, end, bestOf),
  );
}
