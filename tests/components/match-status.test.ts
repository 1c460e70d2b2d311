// A match's state in words on the organizer's console and the projector (components/tournament/names.ts
// matchStatusText): a Bo3 with games recorded and more to play (event-rules §6: it ends at two wins or after
// three games) is in progress with the games won so far per side, not "to be played".
import { describe, expect, it } from "vitest";
import { matchStatusText } from "@/components/tournament/names";
import type { MatchView } from "@/lib/tournament/shape";
import { messages } from "../../e2e/support";

const it_ = messages.it.tournament as Record<string, unknown>;
/** The Italian "tournament" messages, as the pages' `t` gives them. */
const t = (key: string, values: Record<string, string | number> = {}) => {
  const text = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], it_) as string;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};

type M = Pick<MatchView, "status" | "seats" | "played">;
const game = (points: number[], winner: number | null) => ({ points, winner, source: "engine" as const });
const duel = (status: M["status"], played: M["played"]): M => ({
  status,
  seats: [
    { place: 0, seatId: "a", side: 0 },
    { place: 1, seatId: "b", side: 1 },
  ],
  played,
});

describe("a match's state in words", () => {
  it("a Bo3 half played: in progress with the games won so far per side", () => {
    expect(matchStatusText(t, duel("scheduled", [game([0, 0], 0)]))).toBe("in corso, 1–0");
    expect(matchStatusText(t, duel("scheduled", [game([0, 0], 1), game([80, 20], 0)]))).toBe("in corso, 1–1");
  });

  it("on a player's phone: their side's wins first", () => {
    const oneNil = duel("scheduled", [game([0, 0], 0)]);
    expect(matchStatusText(t, oneNil, 0)).toBe("in corso, 1–0");
    expect(matchStatusText(t, oneNil, 1)).toBe("in corso, 0–1");
  });

  it("a pod of three: each place's games won", () => {
    const pod: M = {
      status: "scheduled",
      seats: ["a", "b", "c"].map((seatId, place) => ({ place, seatId, side: place })),
      played: [game([50, 20, 10], 0)],
    };
    expect(matchStatusText(t, pod)).toBe("in corso, 1 · 0 · 0");
  });

  it("no game yet, or the result waiting or counted: the state's own word", () => {
    expect(matchStatusText(t, duel("scheduled", []))).toBe("da giocare");
    expect(matchStatusText(t, duel("reported", [game([100, 50], 0)]))).toBe("da confermare");
    expect(matchStatusText(t, duel("confirmed", [game([100, 50], 0), game([90, 10], 0)]))).toBe("confermato");
  });

  it("its first game being played on the app: in progress, not to be played", () => {
    expect(matchStatusText(t, { ...duel("scheduled", []), live: 1 })).toBe("in corso");
    expect(matchStatusText(t, { ...duel("scheduled", []), live: null })).toBe("da giocare");
    expect(matchStatusText(t, { ...duel("scheduled", [game([0, 0], 0)]), live: 2 })).toBe("in corso, 1–0");
  });
});
