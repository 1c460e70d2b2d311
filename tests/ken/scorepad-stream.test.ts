// The scorepad live (issue 22 §4: "live on the opponent's phone and the projector"): a change is
// an entry of the event's log, NOTIFYed at commit, and the tournament stream that both phones and
// the projector follow carries the match's scorepad with it.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { writeScore } from "@/lib/ken/scorepad";
import { tournamentStream } from "@/lib/realtime/tournament-hub";
import type { ScorepadView } from "@/lib/ken/scorepad-read";
import type { TournamentView } from "@/lib/tournament/shape";
import { readSse } from "../setup/sse";
import { kenTournament } from "./setup";
import { seatA } from "@/tests/tournament/places";

describe("the scorepad over the tournament stream", () => {
  it("a player's change reaches a stream opened before it, within a second", async () => {
    const night = await kenTournament({ end: { kind: "target", points: 20 } });
    const stream = readSse<TournamentView>(tournamentStream({ eventId: night.event.id, lastEventId: null }));
    await stream.until(() => stream.messages.length === 1);
    expect(stream.messages[0]!.data.extras?.scorepads).toEqual([]);
    const t0 = Date.now();
    await writeScore(
      night.event.id,
      night.match.id,
      { device: night.deviceOf(seatA(night.match)) },
      {
        op: { op: "points", seat: "b", colour: "altri", delta: -2, reason: "preludio_costo" },
        seen: 0,
        idempotencyKey: randomUUID(),
      },
    );
    await stream.until(
      () => stream.messages.some((m) => ((m.data.extras?.scorepads as unknown[] | undefined) ?? []).length > 0),
      1000,
    );
    expect(Date.now() - t0).toBeLessThan(1500);
    const pad = (stream.messages.at(-1)!.data.extras!.scorepads as ScorepadView[])[0]!;
    expect(pad).toMatchObject({ matchId: night.match.id, seq: 1, game: { points: { b: { altri: -2 } } } });
    expect(stream.messages.at(-1)!.data).toMatchObject({
      game: "ken",
      extras: { kenEnd: { kind: "target", points: 20 } },
    });
    stream.close();
  });
});
