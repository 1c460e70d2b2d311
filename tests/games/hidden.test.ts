// Over seeded bot games on the demo set, no message the server builds for a player (the SSE
// payload: projection, filtered events, legal actions) names a card hidden from that player
// (issue #7 §7; hands, deck order: rulebook §1.3).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOTS } from "@/engine/kartomantik/bots";
import { loadSet, type RawCard } from "@/engine/kartomantik/cards/load";
import { scriptsFor } from "@/engine/kartomantik/cards/sets";
import { DEMO_DECKS, demoDeck } from "@/engine/kartomantik/decks";
import { playMatch } from "@/engine/kartomantik/sim";
import type { GameState } from "@/engine/kartomantik";
import { gameMessage } from "@/lib/kartomantik/games/views";

const raw = JSON.parse(readFileSync(path.resolve("data/demo-set/bazaar-demo.json"), "utf8")) as RawCard[];
const set = loadSet(raw, scriptsFor(raw));
if (!set.ok) throw new Error("demo set does not load");

/** The opponent's deck and unshown hand. (A player may look at their own deck's cards through
 * an effect, so their own deck is not checked here; the engine's viewFor hides its order.) */
function hidden(s: GameState, viewer: 0 | 1): Set<string> {
  const other = s.players[1 - viewer]!;
  return new Set([...other.deck, ...other.hand.filter((id) => !s.cards[id]?.shown)]);
}

function pairs(value: unknown, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) for (const v of value) pairs(v, out);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    const id = typeof o.iid === "string" ? o.iid : typeof o.card === "string" ? o.card : null;
    if (id && typeof o.def === "string") out.push([id, o.def]);
    for (const v of Object.values(o)) pairs(v, out);
  }
  return out;
}

/** Zones whose cards the opponent does not see (exile is face down). */
const PRIVATE = new Set(["hand", "deck", "exile"]);

describe("hidden cards never reach a player", () => {
  it("40 seeded bot games, every message to both players", () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const decks = [
        demoDeck(set.cards, DEMO_DECKS[seed % DEMO_DECKS.length]!),
        demoDeck(set.cards, DEMO_DECKS[(seed + 1) % DEMO_DECKS.length]!),
      ] as const;
      const before: [Set<string>, Set<string>] = [new Set(), new Set()];
      playMatch({ seed, decks: [decks[0], decks[1]] }, [BOTS.random, BOTS.greedy], {
        pure: true,
        onEvents: (events, s) => {
          for (const viewer of [0, 1] as const) {
            const message = gameMessage(
              "g",
              s.actions,
              s.result ? "finished" : "running",
              s,
              [{ seq: s.actions, actor: "x", events }],
              viewer,
            );
            const now = hidden(s, viewer);
            // The projection and the legal actions: nothing hidden now may be named.
            const inView = pairs({ view: message.view, legal: message.legal }).filter(
              ([id, def]) => now.has(id) && def !== "?",
            );
            // The events: a card hidden both before and after this move (drawn by the opponent,
            // shuffled, looked at by them) may not be named; one that was or became public may.
            // A card that passed through a public zone within this batch (played face up from the
            // hand, then put into the deck by an effect) was seen by both players: naming it is no leak.
            const wentPublic = new Set(
              events.flatMap((e) =>
                e.type === "moved" && !e.hidden && !(PRIVATE.has(e.from) && PRIVATE.has(e.to)) ? [e.card] : [],
              ),
            );
            const inEvents = pairs(message.log).filter(
              ([id, def]) => now.has(id) && before[viewer].has(id) && !wentPublic.has(id) && def !== "?",
            );
            if (inView.length || inEvents.length)
              throw new Error(
                `seed ${seed}, viewer ${viewer}: ${JSON.stringify([...inView, ...inEvents].slice(0, 3))}`,
              );
            before[viewer] = now;
            checked++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
