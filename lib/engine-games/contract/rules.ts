// A contract game's rules on the shared engine-game path (lib/engine-games/act.ts): the engine applies,
// ends and plays bots; the path locks, logs, announces. A tournament game that ends records each place's
// points and the winning side through lib/tournament/app-games.ts.
import { Prisma } from "@/lib/generated/prisma/client";
import type { GameKind } from "@/lib/engine-games/kind";
import type { GameRules } from "@/lib/engine-games/rules";
import { engineTable } from "@/lib/engine-games/engine-table";
import { recordAppGame } from "@/lib/tournament/app-games";
import { channelOf, type ContractGame, type ContractRow } from "@/lib/engine-games/contract/game";

type Action = { seat: number };

/** The kind of a contract game's rows: its channel, its error codes (the shared engine-game ones). */
export function contractKind(game: ContractGame): GameKind<"game"> {
  return {
    channel: channelOf(game.id),
    label: game.id,
    codes: { notFound: "game_not_found", notYours: "game_not_yours", refused: "game_refused", stale: "game_stale" },
    exportColumn: "game",
    ...engineTable<"game">(game.id),
  };
}

export function contractRules(
  game: ContractGame,
  kind: GameKind<"game"> = contractKind(game),
): GameRules<ContractRow, unknown, Action, unknown> {
  const { engine } = game;
  const botNames = Object.keys(engine.bots);
  return {
    kind,
    columns: Prisma.sql`id, "eventId", "matchId", game, "seatIds", bots, status, config, seq`,
    botGames: (client) =>
      client.engineGame.findMany({
        where: { kind: game.id, status: "running", bots: { hasSome: botNames } },
        select: { id: true, seq: true },
      }),
    overRule: game.overRule,
    // The engine checks the action's shape itself (it comes from a phone as JSON); its seat is the device's.
    action: (body, seat) => ({ ...body, seat }),
    positionFree: (body) => engine.positionFree?.({ ...body, seat: -1 }) ?? false,
    apply: (state, action) => engine.apply(state, action),
    over: (state) => engine.outcome(state) !== null,
    result: (state) => engine.outcome(state)!,
    // The engine ends every game; this only stops a runaway bot.
    botLimit: () => 10_000,
    botTurn(row, state) {
      const seat = engine.toMove(state).find((p) => row.bots[p]);
      if (seat === undefined) return null;
      const bot = engine.bots[row.bots[seat]!] ?? engine.bots[botNames[0]!]!;
      return { actor: "bot", seed: row.config.seed, move: (rng) => bot(state, seat, rng)[0] };
    },
    async ended(tx, row, state) {
      const outcome = engine.outcome(state)!;
      if (!row.matchId) return;
      const sides = row.config.sides;
      await recordAppGame(tx, {
        eventId: row.eventId,
        matchId: row.matchId,
        gameId: row.id,
        number: row.game,
        pointsAt: (seats) => seats.map((s) => outcome.points[row.seatIds.indexOf(s.seatId)] ?? 0),
        winners:
          outcome.winner === null
            ? null
            : sides.flatMap((side, p) => (side === outcome.winner && row.seatIds[p] ? [row.seatIds[p]] : [])),
        logType: "match.engine",
        payload: {},
      });
    },
  };
}
