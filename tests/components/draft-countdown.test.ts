// The bid clock (event-rules §3.8) as every screen counts it: the deadline is set by the database's clock
// (lib/kartomantik/drafts/records.ts), the seconds are counted on the phone or the projector. A device whose clock is
// wrong (set by hand, a laptop without network time) counted against its own clock: five minutes behind, it showed
// 320 s for a 20-s clock, and ahead it showed 0 while the others still had time to bid. The view carries the server's
// time when it was made, and each screen counts against it (as the round clock does: components/tournament/RoundClock).
import { describe, expect, it } from "vitest";
import { createDraft, DEFAULT_COMPOSITION, isRuleError } from "@/engine/kartomantik/draft";
import { secondsLeft } from "@/components/kartomantik/draft/useCountdown";
import { viewFor, type DraftSnapshot } from "@/lib/kartomantik/drafts/views";
import { loadDemo } from "../draft/sets";

function snapshot(clockDeadline: Date | null): DraftSnapshot {
  const created = createDraft(loadDemo(), { players: 3, seed: 7, composition: DEFAULT_COMPOSITION });
  if (isRuleError(created)) throw new Error(JSON.stringify(created));
  return { seq: 1, status: "running", clockDeadline, state: created.state, bots: [] };
}

/** What a screen shows `after` ms after the view came, its own clock `skew` ms off the server's. */
function shown(view: ReturnType<typeof viewFor>, skew: number, after: number): number {
  const arrivedAt = Date.now() + skew;
  const offset = view.now === undefined ? 0 : view.now - arrivedAt;
  return secondsLeft(view.clockDeadline!, arrivedAt + after, offset);
}

describe("the bid clock on a screen whose clock is wrong", () => {
  it("counts the server's seconds, whether the device is minutes behind or ahead", () => {
    const view = viewFor(snapshot(new Date(Date.now() + 20_000)), 0);
    for (const skew of [-300_000, -7_000, 0, 7_000, 300_000]) {
      expect([skew, shown(view, skew, 0)]).toEqual([skew, 20]);
      expect([skew, shown(view, skew, 5_500)]).toEqual([skew, 15]);
      expect([skew, shown(view, skew, 60_000)]).toEqual([skew, 0]);
    }
  });

  it("a view without a clock carries no time (nothing to count)", () => {
    expect(viewFor(snapshot(null), null)).not.toHaveProperty("now");
  });
});
