// Exports: standings and pairings as CSV or JSON, and the whole event as one JSON
// archive (seats, draft log, decks with debts, every match and game, standings, the audit log).
import Papa from "papaparse";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { gameModule } from "@/lib/game-registry/modules";
import { confirmedGames, isBye, sidePoints, sidesOfMatch } from "@/lib/tournament/shape";
import { tournamentView, type TournamentView } from "@/lib/tournament/views";

export type ExportKind = "standings" | "pairings" | "archive";
export type ExportFormat = "csv" | "json";

async function viewOrThrow(eventId: string): Promise<TournamentView> {
  const view = await tournamentView(eventId);
  if (!view) throw new AppError("tournament_not_found");
  return view;
}

export function standingsRows(view: TournamentView) {
  return view.standings.map((r) => ({
    rank: r.rank,
    name: r.name,
    match_points: r.matchPoints,
    debt: r.debt,
    score: r.score,
    games_won: r.gamesWon,
    games_lost: r.gamesLost,
    games_drawn: r.gamesDrawn,
    matches_played: r.matchesPlayed,
    matches_not_played: r.matchesNotPlayed,
    dropped: r.dropped,
    tiebreak_won: r.tiebreak?.won ?? 0,
    tiebreak_drawn: r.tiebreak?.drawn ?? 0,
    tiebreak_lost: r.tiebreak?.lost ?? 0,
  }));
}

/** The pairings, a row per table. The columns are the export's format since the first duel nights:
 * a two-seat table writes each game as "A-B"; a table of 3–5 seats writes each place's points
 * ("30:20:10") and adds every seat and its points in table order; `game_winners` names each game's winner. */
export function pairingRows(view: TournamentView) {
  const name = (id: string | null) => (id === null ? "" : (view.players.find((p) => p.seatId === id)?.name ?? "?"));
  const wide = view.matches.some((m) => m.seats.length > 2);
  return view.matches.map((m) => {
    const sides = sidesOfMatch(m).map((seats) => seats.map(name).join(" & "));
    const confirmed = confirmedGames(m);
    const sideNumbers = [...new Set(m.seats.map((s) => s.side))].sort((x, y) => x - y);
    const [pointsA = 0, pointsB = 0] = confirmed.reduce(
      (sum, g) => sidePoints(m, g.points).map((p, i) => p + (sum[i] ?? 0)),
      [] as number[],
    );
    return {
      kind: m.kind,
      stage: m.stage,
      round: m.round,
      table: m.table ?? "",
      player_a: sides.length > 2 ? sides.join(" · ") : (sides[0] ?? ""),
      player_b: sides.length > 2 ? "" : (sides[1] ?? ""),
      bye: isBye(m),
      status: m.status,
      games: confirmed.map((g) => g.points.join(m.seats.length > 2 ? ":" : "-")).join(" "),
      points_a: pointsA,
      points_b: pointsB,
      source: m.source ?? "",
      // Who won each game, as a letter of the sides in order (A = player_a, B = player_b; a pod's in its order), "x"
      // a draw ("=" would read as a formula): a game won by rule or by a concession is not the one with most points.
      game_winners: confirmed.map((g) => (g.winner === null ? "x" : "ABCDE"[sideNumbers.indexOf(g.winner)])).join(" "),
      ...(wide
        ? {
            seats: m.seats.map((s) => name(s.seatId)).join(" · "),
            seat_points: m.seats.map((_, i) => confirmed.reduce((t, g) => t + (g.points[i] ?? 0), 0)).join(" · "),
          }
        : {}),
    };
  });
}

/** Body, content type and file name of one export. */
export async function exportTournament(eventId: string, kind: ExportKind, format: ExportFormat) {
  const event = await db().event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true, joinCode: true } });
  const base = `${event.joinCode.toLowerCase()}-${kind}`;
  if (kind === "archive") {
    return {
      body: JSON.stringify(await eventArchive(eventId), null, 2),
      type: "application/json",
      file: `${base}.json`,
    };
  }
  const view = await viewOrThrow(eventId);
  const rows = kind === "standings" ? standingsRows(view) : pairingRows(view);
  // A name like "=HYPERLINK(…)" must stay text in a spreadsheet: cells starting with = + - @ tab
  // or CR get a leading apostrophe (numbers stay numbers).
  if (format === "csv")
    return {
      body: Papa.unparse(rows as object[], { escapeFormulae: true }),
      type: "text/csv; charset=utf-8",
      file: `${base}.csv`,
    };
  return {
    body: JSON.stringify({ event: event.name, version: view.version, [kind]: rows }, null, 2),
    type: "application/json",
    file: `${base}.json`,
  };
}

/** Everything about the event, for safekeeping and for other tools. */
export async function eventArchive(eventId: string) {
  const event = await db().event.findUniqueOrThrow({
    where: { id: eventId },
    include: {
      cardSet: { select: { name: true, slug: true } },
      seats: { orderBy: { position: "asc" } },
      log: { orderBy: { seq: "asc" } },
    },
  });
  const cardIds = [...new Set(event.seats.flatMap((s) => s.draftCardIds))];
  const cards = await db().card.findMany({
    where: { id: { in: cardIds } },
    select: { id: true, externalId: true, nameEn: true, nameIt: true, points: true, type: true },
  });
  const card = new Map(
    cards.map((c) => [c.id, { id: c.externalId, name: c.nameEn, nameIt: c.nameIt, type: c.type, points: c.points }]),
  );
  // A game that drafts gives its draft's log; without one (or a draft) the archive says null.
  const game = gameModule(event.game);
  const draft = game.draftLog ? await game.draftLog(eventId).catch(() => null) : null;
  // Each game's decks as it keeps them (Kartomantik's with their sideboard and debt, Ken's deck lists).
  const decks = game.archiveDecks ? await game.archiveDecks(eventId) : new Map<string, unknown>();
  const tournament = await tournamentView(eventId);
  return {
    archive: "bazaar-event",
    version: 1,
    exportedAt: new Date().toISOString(),
    event: {
      id: event.id,
      name: event.name,
      game: event.game,
      format: event.format,
      bestOf: event.bestOf,
      status: event.status,
      joinCode: event.joinCode,
      cardSet: event.cardSet,
      createdAt: event.createdAt.toISOString(),
    },
    seats: event.seats.map((s) => ({
      id: s.id,
      position: s.position,
      name: s.displayName,
      pointsSpent: s.pointsSpent,
      drafted: s.draftCardIds.map((id) => card.get(id) ?? { id }),
      deck: decks.get(s.id) ?? null,
    })),
    draft,
    tournament,
    log: event.log.map((e) => ({
      seq: e.seq,
      type: e.type,
      actor: e.actor,
      payload: e.payload,
      at: e.createdAt.toISOString(),
    })),
  };
}

/** The audit trail of one match: every log entry naming it, oldest first. */
export async function matchHistory(eventId: string, matchId: string) {
  const rows = await db().$queryRaw<{ seq: number; type: string; actor: string; payload: unknown; createdAt: Date }[]>`
    SELECT seq, type, actor, payload, "createdAt" FROM "EventLog"
    WHERE "eventId" = ${eventId} AND (payload->>'matchId' = ${matchId} OR payload->'notPlayed' ? ${matchId}
      OR payload->'toSettle' ? ${matchId})
    ORDER BY seq`;
  return rows.map((r) => ({
    seq: r.seq,
    type: r.type,
    actor: r.actor,
    payload: r.payload,
    at: r.createdAt.toISOString(),
  }));
}
