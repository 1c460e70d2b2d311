// One source per game (issue 17 §2): a game played on the app is recorded by the app, a paper
// result by the players' report and confirmation; neither overwrites the other, and a recorded
// result changes only through the organizer's correction, which the audit log keeps.
// Seen on the night: "Gioca sull'app" opened, 100–50 reported on paper and confirmed, then the
// app game ended by concession and the match became 0–0 with no entry saying so.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { translateError } from "@/lib/http/route-core";
import { act, openMatchGame } from "@/lib/kartomantik/games/play";
import { readyForGame } from "@/lib/tournament/sideboard";
import { playOut, state, withDecks } from "../games/setup";
import { logOf, refusal } from "./setup";

/** Ends a running game at once: the player concedes (the engine scores a concession 0–0). */
async function concede(gameId: string, device: string, player: 0 | 1) {
  const snap = await state(gameId);
  return act(gameId, device, { action: { type: "concede", player }, seenSeq: snap.seq, idempotencyKey: randomUUID() });
}

async function bo(bestOf: 1 | 3) {
  const night = await withDecks(2, bestOf);
  await night.start();
  const [a, b] = night.seatIds as [string, string];
  const match = await night.match(a, b);
  // Seat A is player 0 of the engine game.
  return { night, a, b, match, matchOf: async () => (await night.view()).matches.find((m) => m.id === match.id)! };
}

describe("one source per game (issue 17 §2)", () => {
  it("while a game of the match runs on the app, a paper report is refused with the reason (IT, EN); nothing is recorded", async () => {
    const { night, a, match, matchOf } = await bo(1);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    const before = await matchOf();
    expect(before).toMatchObject({ status: "scheduled", live: 1 });
    const logBefore = (await logOf(night.event.id)).length;
    const err = await refusal(night.report(a, match.id, [[100, 50]], before.version));
    expect(err).toMatchObject({ code: "match_game_running", status: 409, params: { game: 1 } });
    expect(translateError(err, "it")).toBe(
      "La partita 1 di questo incontro si sta giocando sull'app: il suo risultato lo registra l'app. Finitela lì (o abbandonatela) prima di segnare un risultato su carta.",
    );
    expect(translateError(err, "en")).toBe(
      "Game 1 of this match is being played on the app: the app records its result. Finish it there (or concede) before reporting a paper result.",
    );
    expect(await matchOf()).toMatchObject({ status: "scheduled", report: null, version: before.version });
    expect(await logOf(night.event.id)).toHaveLength(logBefore);
    expect((await state(gameId)).status).toBe("running");
  });

  it("the night's sequence: with a paper report waiting, the app game is not opened; once confirmed, the 100 points stay", async () => {
    const { night, a, b, match, matchOf } = await bo(1);
    const reported = await night.report(a, match.id, [[100, 50]], match.version);
    const err = await refusal(openMatchGame(night.event.id, match.id, night.deviceOf(b)));
    expect(err.code).toBe("match_report_pending");
    expect(translateError(err, "it")).toBe(
      "C'è un risultato su carta in attesa di conferma: confermalo o contestalo prima di giocare sull'app.",
    );
    expect(translateError(err, "en")).toBe(
      "A paper result is waiting for confirmation: confirm or dispute it before playing on the app.",
    );
    await night.confirm(b, match.id, reported.match.version);
    expect(await matchOf()).toMatchObject({
      status: "confirmed",
      source: "paper",
      played: [{ points: [100, 50], winner: 0, source: "paper" }],
      live: null,
    });
    await expect(openMatchGame(night.event.id, match.id, night.deviceOf(a))).rejects.toMatchObject({
      code: "match_not_playable",
    });
    const standing = (await night.view()).standings.find((r) => r.id === a)!;
    expect(standing.matchPoints).toBe(100);
  });

  it("a disputed report and then an app game: a new paper report waits for the game, whose points then decide the match", async () => {
    const { night, a, b, match, matchOf } = await bo(1);
    // A report made first, then disputed (a dispute leaves the match open: the app may decide it).
    const reported = await night.report(a, match.id, [[100, 50]], match.version);
    const disputed = await night.dispute(b, match.id, reported.match.version);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(b));
    const open = await matchOf();
    expect(open).toMatchObject({ status: "disputed", live: 1 });
    expect(open.version).toBeGreaterThan(disputed.match.version);
    // A new paper report (which would replace the disputed one) waits for the app game too.
    await expect(night.report(b, match.id, [[100, 50]], open.version)).rejects.toMatchObject({
      code: "match_game_running",
    });
    // The app game ends: its points are the result, as the only source of game 1.
    await concede(gameId, night.deviceOf(a), 0);
    expect(await matchOf()).toMatchObject({
      status: "confirmed",
      source: "engine",
      // A concession is lost whatever the points (rulebook "Abbandona la partita"): the app names the winner.
      played: [{ points: [0, 0], winner: 1, source: "engine" }],
      live: null,
    });
  });

  it("an engine result never replaces a recorded result: the organizer's entry during an app game stays, and the log says the game was not counted", async () => {
    const { night, a, b, match, matchOf } = await bo(1);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    await night.correct(match.id, [[100, 50]]);
    expect(await matchOf()).toMatchObject({
      status: "confirmed",
      source: "organizer",
      played: [{ points: [100, 50] }],
    });
    // The game ends by concession (0–0 on the engine) after the result was recorded.
    await concede(gameId, night.deviceOf(b), 1);
    expect((await state(gameId)).status).toBe("finished");
    const after = await matchOf();
    expect(after).toMatchObject({
      status: "confirmed",
      source: "organizer",
      played: [{ points: [100, 50], winner: 0, source: "organizer" }],
    });
    expect((await night.view()).standings.find((r) => r.id === a)!.matchPoints).toBe(100);
    const rows = await db().game.findMany({
      where: { matchId: match.id },
      include: { points: { orderBy: { place: "asc" } } },
    });
    expect(rows.map((g) => [g.number, ...g.points.map((p) => p.points), g.source])).toEqual([
      [1, 100, 50, "organizer"],
    ]);
    const last = (await logOf(night.event.id)).at(-1)!;
    expect(last).toMatchObject({
      type: "match.engine_not_counted",
      actor: "system",
      payload: {
        matchId: match.id,
        gameId,
        game: 1,
        points: [0, 0],
        winner: 0,
        reason: "concede",
        status: "confirmed",
      },
    });
  });

  it("Bo3: a game played on the app stays as it was; the paper report adds the missing games, and only the organizer corrects it (audit log)", async () => {
    const { night, a, b, match, matchOf } = await bo(3);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    // Game 1 on the app, Bice concedes: 0–0 on points, and the game is Anna's (a concession is lost).
    await concede(gameId, night.deviceOf(b), 1);
    const afterOne = await matchOf();
    expect(afterOne).toMatchObject({
      status: "scheduled",
      played: [{ points: [0, 0], winner: 0, source: "engine" }],
      live: null,
    });
    // A paper report that rewrites game 1 is refused, naming it and its recorded points.
    const err = await refusal(
      night.report(
        a,
        match.id,
        [
          [100, 50],
          [80, 20],
        ],
        afterOne.version,
      ),
    );
    expect(err).toMatchObject({ code: "match_game_recorded", params: { game: 1, points: "0 · 0" } });
    expect(translateError(err, "it")).toBe(
      "La partita 1 è già registrata (0 · 0, giocata sull'app): segna solo le partite che mancano. Per correggerla serve l'organizzatore.",
    );
    expect(translateError(err, "en")).toBe(
      "Game 1 is already recorded (0 · 0, played on the app): report only the games still missing. Only the organizer can correct it.",
    );
    // Game 1 is Anna's, so with game 2 she has won two: a third game is refused (event-rules §6).
    const third = await refusal(
      night.report(
        a,
        match.id,
        [
          [0, 0],
          [100, 50],
          [80, 20],
        ],
        afterOne.version,
      ),
    );
    expect(third).toMatchObject({ code: "result_match_already_decided", params: { game: 3 } });
    // Games 2 and 3 on paper after game 1 on the app (Bice wins game 2): confirmed, each game with its source.
    const reported = await night.report(
      a,
      match.id,
      [
        [0, 0],
        [50, 100],
        [80, 20],
      ],
      afterOne.version,
    );
    await night.confirm(b, match.id, reported.match.version);
    const confirmed = await matchOf();
    expect(confirmed).toMatchObject({
      status: "confirmed",
      source: "paper",
      played: [
        { points: [0, 0], winner: 0, source: "engine" },
        { points: [50, 100], winner: 1, source: "paper" },
        { points: [80, 20], winner: 0, source: "paper" },
      ],
    });
    // Nobody but the organizer changes it now, and the correction keeps what was there before.
    await expect(
      night.report(
        b,
        match.id,
        [
          [0, 0],
          [50, 100],
          [20, 80],
        ],
        confirmed.version,
      ),
    ).rejects.toMatchObject({ code: "match_already_confirmed" });
    await night.correct(match.id, [
      [10, 0],
      [100, 50],
    ]);
    const entry = (await logOf(night.event.id)).at(-1)!;
    expect(entry).toMatchObject({
      type: "match.corrected",
      actor: `organizer:${night.organizer.id}`,
      payload: {
        games: [
          [10, 0],
          [100, 50],
        ],
        previous: {
          status: "confirmed",
          source: "paper",
          games: [
            [0, 0],
            [50, 100],
            [80, 20],
          ],
        },
      },
    });
    expect((await matchOf()).played).toEqual([
      { points: [10, 0], winner: 0, source: "organizer" },
      { points: [100, 50], winner: 0, source: "organizer" },
    ]);
  });

  it("event-rules §7 the organizer re-enters a Bo3 whose game 1 was conceded on the app (0–0): it stays the winner's, as checked", async () => {
    // "the organizer can enter or correct any result": the entry replaces every game; game 1 entered with its
    // recorded points keeps the side the app named (Anna conceded it), so Bruno's 2–0 stays 2–0.
    const { night, a, b, match, matchOf } = await bo(3);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    await concede(gameId, night.deviceOf(a), 0);
    const afterOne = await matchOf();
    expect(afterOne.played).toEqual([{ points: [0, 0], winner: 1, source: "engine" }]);
    const reported = await night.report(
      a,
      match.id,
      [
        [0, 0],
        [50, 100],
      ],
      afterOne.version,
    );
    await night.confirm(b, match.id, reported.match.version);
    const row = async (seat: string) => (await night.view()).standings.find((r) => r.id === seat)!;
    expect(await row(b)).toMatchObject({ gamesWon: 2, gamesDrawn: 0, matchesWon: 1 });
    await night.correct(match.id, [
      [0, 0],
      [50, 100],
    ]);
    expect((await matchOf()).played).toEqual([
      { points: [0, 0], winner: 1, source: "organizer" },
      { points: [50, 100], winner: 1, source: "organizer" },
    ]);
    expect(await row(b)).toMatchObject({ gamesWon: 2, gamesDrawn: 0, matchesWon: 1 });
    expect(await row(a)).toMatchObject({ gamesLost: 2, gamesDrawn: 0, matchesWon: 0 });
    expect((await logOf(night.event.id)).at(-1)).toMatchObject({
      type: "match.corrected",
      payload: { winners: [1, null], previous: { winners: [1, null] } },
    });
    // Three games with game 1 unchanged: Bruno's game 1 counts in the check and in the standings alike.
    await night.correct(match.id, [
      [0, 0],
      [100, 50],
      [30, 20],
    ]);
    expect(await row(a)).toMatchObject({ gamesWon: 2, gamesLost: 1, gamesDrawn: 0, matchesWon: 1 });
    expect(await row(b)).toMatchObject({ gamesWon: 1, gamesLost: 2, gamesDrawn: 0, matchesWon: 0 });
  }, 60_000);

  it("event-rules §7 the organizer's entry replaces a game conceded on the app: entered with other points, it goes by them", async () => {
    // Anna conceded game 1 on the app (0–0, Bruno's); the organizer enters Anna 2–0 (10–0, 100–50): accepted.
    const { night, a, b, match, matchOf } = await bo(3);
    const { gameId } = await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    await concede(gameId, night.deviceOf(a), 0);
    expect((await matchOf()).played).toMatchObject([{ winner: 1, source: "engine" }]);
    // Game 1 as recorded is still Bruno's: with Anna's game 2 that is 1–1, so two games are refused.
    const undecided = await refusal(
      night.correct(match.id, [
        [0, 0],
        [100, 50],
      ]),
    );
    expect(undecided).toMatchObject({ code: "result_match_not_decided" });
    await night.correct(match.id, [
      [10, 0],
      [100, 50],
    ]);
    expect(await matchOf()).toMatchObject({
      status: "confirmed",
      source: "organizer",
      played: [
        { points: [10, 0], winner: 0, source: "organizer" },
        { points: [100, 50], winner: 0, source: "organizer" },
      ],
    });
    const standings = (await night.view()).standings;
    expect(standings.find((r) => r.id === a)).toMatchObject({ gamesWon: 2, gamesLost: 0, matchesWon: 1 });
    expect(standings.find((r) => r.id === b)).toMatchObject({ gamesWon: 0, gamesLost: 2, matchesWon: 0 });
  }, 60_000);

  it("Bo3 on the app: after each game the view carries the games so far and the game now running", async () => {
    const { night, a, b, match, matchOf } = await bo(3);
    const first = await openMatchGame(night.event.id, match.id, night.deviceOf(b));
    expect((await matchOf()).live).toBe(1);
    const end = await playOut(first.gameId, [night.deviceOf(a), night.deviceOf(b)]);
    const { points, winner } = end.state.result!;
    const game1 = { points, winner, source: "engine" };
    expect(await matchOf()).toMatchObject({ played: [game1], live: null });
    for (const seat of [a, b])
      await readyForGame(night.event.id, match.id, night.deviceOf(seat), {
        game: 2,
        swaps: [],
        idempotencyKey: randomUUID(),
      });
    await openMatchGame(night.event.id, match.id, night.deviceOf(a));
    expect(await matchOf()).toMatchObject({ played: [game1], live: 2 });
    // A whole engine game through the server: ≈ 9 s alone, past the 30 s default beside other suites.
  }, 90_000);
});
