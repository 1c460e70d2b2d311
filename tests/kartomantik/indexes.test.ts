// The engine's indexes (issue 19 §6: "index … instead of rescanning") must say what a scan says:
// the trigger listeners of engine/kartomantik/listeners.ts after every action of whole matches, in place
// and through the pure apply (whose copies start from the original's lists), and the pure apply
// never changes the state it is given.
import { describe, expect, it } from "vitest";
import { apply, applyInPlace, createGame, isRuleError } from "@/engine/kartomantik";
import { legalActions, onlyPass } from "@/engine/kartomantik/apply";
import { randomBot } from "@/engine/kartomantik/bots";
import { cardsChanged, listenersOf } from "@/engine/kartomantik/listeners";
import type { GameState } from "@/engine/kartomantik";
import { saltSeed, seedRng } from "@/engine/shared/rng";
import { actor } from "@/engine/kartomantik/bots";
import { betaDecks, demoDecks } from "./sets";

type On = Parameters<typeof listenersOf>[1];

/** Every trigger kind some card of the match listens for. */
function kinds(s: GameState): On[] {
  const out = new Set<On>();
  for (const d of Object.values(s.defs))
    for (const a of d.script.abilities ?? []) if (a.kind === "trigger") out.add(a.trigger.on);
  return [...out];
}

/** The scan the index replaces: every card of the match whose definition has a trigger on `on`. */
const scan = (s: GameState, on: On) =>
  Object.keys(s.cards).filter((id) =>
    (s.defs[s.cards[id]!.def]!.script.abilities ?? []).some((a) => a.kind === "trigger" && a.trigger.on === on),
  );

function play(
  seed: number,
  decks: ReturnType<typeof demoDecks>,
  pure: boolean,
  each: (before: GameState, after: GameState) => void,
) {
  let s = createGame({ seed, decks }).state;
  let rng = seedRng(saltSeed(seed, 7));
  for (let i = 0; i < 100_000; i++) {
    const p = actor(s);
    if (p === null) return s;
    const [action, next] = randomBot(s, p, rng);
    rng = next;
    const r = pure ? apply(s, action) : applyInPlace(s, action);
    if (isRuleError(r)) throw new Error(JSON.stringify(r));
    each(s, r.state);
    s = r.state;
  }
  throw new Error("match did not end");
}

describe("engine indexes", () => {
  it("the trigger listeners are the cards a scan finds, after every action (demo and Beta, in place and pure)", () => {
    let checked = 0;
    for (const [decks, label] of [
      [demoDecks(), "demo"],
      [betaDecks(), "beta"],
    ] as const)
      for (let seed = 1; seed <= 5; seed++) {
        const pair = [decks[seed % decks.length]!, decks[(seed + 1) % decks.length]!];
        play(seed, pair, seed % 2 === 0, (_before, s) => {
          for (const on of kinds(s)) {
            expect(listenersOf(s, on), `${label} seed ${seed} ${on}`).toEqual(scan(s, on));
            checked++;
          }
        });
      }
    expect(checked).toBeGreaterThan(1000);
  });

  it("a card that leaves the match leaves the lists once cardsChanged is told", () => {
    const s = createGame({ seed: 3, decks: [betaDecks()[0]!, betaDecks()[1]!] }).state;
    const on = kinds(s).find((k) => scan(s, k).length > 0)!;
    const [gone] = listenersOf(s, on);
    delete s.cards[gone!];
    cardsChanged(s);
    expect(listenersOf(s, on)).not.toContain(gone);
    expect(listenersOf(s, on)).toEqual(scan(s, on));
  });

  it("the auto-pass check stops at the first action the legal actions list: only a pass exactly when that list is", () => {
    // Without auto-pass every priority window waits for its holder, the empty ones included.
    const seen = { only: 0, more: 0 };
    for (const [decks, label] of [
      [demoDecks(), "demo"],
      [betaDecks(), "beta"],
    ] as const)
      for (let seed = 1; seed <= 4; seed++) {
        let s = createGame({
          seed,
          decks: [decks[seed % decks.length]!, decks[(seed + 1) % decks.length]!],
          options: { autoPass: false },
        }).state;
        let rng = seedRng(saltSeed(seed, 13));
        for (let p = actor(s); p !== null; p = actor(s)) {
          if (s.decisions.length === 0 && s.priority === p) {
            const only = legalActions(s, p).length === 1;
            expect(onlyPass(s, p), `${label} seed ${seed} action ${s.actions}`).toBe(only);
            seen[only ? "only" : "more"]++;
          }
          const [action, next] = randomBot(s, p, rng);
          rng = next;
          const r = applyInPlace(s, action);
          if (isRuleError(r)) throw new Error(JSON.stringify(r));
          s = r.state;
        }
      }
    expect(seen.only).toBeGreaterThan(100);
    expect(seen.more).toBeGreaterThan(100);
  });

  it("the pure apply never changes the state it is given (20 Beta matches, every action)", () => {
    const decks = betaDecks();
    for (let seed = 1; seed <= 20; seed++) {
      let s = createGame({ seed, decks: [decks[seed % 5]!, decks[(seed + 2) % 5]!] }).state;
      let rng = seedRng(saltSeed(seed, 11));
      for (let p = actor(s); p !== null; p = actor(s)) {
        const [action, next] = randomBot(s, p, rng);
        rng = next;
        const before = JSON.stringify(s);
        const r = apply(s, action);
        if (isRuleError(r)) throw new Error(JSON.stringify(r));
        expect(JSON.stringify(s), `seed ${seed} action ${s.actions}`).toBe(before);
        s = r.state;
      }
    }
  });
});
