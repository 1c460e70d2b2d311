// The projector's tournament board (components/tournament/TournamentBoard.tsx) while tiebreaks on every rank play
// off two tied groups at once (event-rules §6: each tie gets its own round robin): both groups' tables are on the
// pairings, each at its own table, under one heading.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TournamentBoard } from "@/components/tournament/TournamentBoard";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";
import { playingRounds } from "@/lib/tournament/shape";
import it_ from "@/messages/it.json";

const NAMES = { a: "Anna", b: "Bruno", c: "Carla", d: "Dario" } as const;

function match(id: string, stage: number, table: number, a: string, b: string, status: MatchView["status"]): MatchView {
  return {
    id,
    kind: stage === 0 ? "regular" : "tiebreak",
    stage,
    round: 1,
    table,
    seats: [
      { place: 0, seatId: a, side: 0 },
      { place: 1, seatId: b, side: 1 },
    ],
    status,
    played: [],
    live: null,
    report: null,
    reportedBy: null,
    disputedBy: null,
    source: null,
    version: 1,
    sideboarding: [],
  };
}

function board(matches: MatchView[]) {
  const playing = playingRounds(matches);
  const view = {
    version: 9,
    eventId: "e1",
    game: "kartomantik",
    format: "constructed",
    bestOf: 1,
    status: "running",
    rounds: 1,
    tiebreaks: "all",
    players: Object.entries(NAMES).map(([seatId, name], i) => ({
      seatId,
      number: i + 1,
      name,
      debt: 0,
      dropped: false,
    })),
    matches,
    standings: [],
    current: playing[0] ?? null,
    playing,
    tiebreak: true,
    clock: null,
    mode: "duel",
  } as unknown as TournamentView;
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "it",
      messages: it_,
      timeZone: "Europe/Rome",
      children: createElement(TournamentBoard, { eventId: "e1", eventName: "Serata", initial: view }),
    }),
  );
}

const pairings = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-testid="pairing"[^>]*>(.*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, " "));

describe("the projector during tiebreaks on every rank", () => {
  it("shows every tied group's table, each numbered apart, under one heading", () => {
    const html = board([
      match("r1", 0, 1, "a", "c", "confirmed"),
      match("r2", 0, 2, "b", "d", "confirmed"),
      match("t1", 1, 1, "a", "b", "scheduled"),
      match("t2", 2, 2, "c", "d", "scheduled"),
    ]);
    const rows = pairings(html);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/Tavolo 1.*Anna.*Bruno/);
    expect(rows[1]).toMatch(/Tavolo 2.*Carla.*Dario/);
    expect(html).toContain("Abbinamenti · Spareggi 1, 2");
  });

  it("once one group is done, shows the other's table alone, under its own round", () => {
    const html = board([match("t1", 1, 1, "a", "b", "confirmed"), match("t2", 2, 2, "c", "d", "scheduled")]);
    const rows = pairings(html);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/Tavolo 2.*Carla.*Dario/);
    expect(html).toContain("Abbinamenti · Spareggio 2 · turno 1");
  });
});
