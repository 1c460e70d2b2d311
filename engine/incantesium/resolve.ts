// Resolving a turn's effects in order. An effect one mage aims at another (an attack, or an extra
// spell: Veleno, Illusione, a Copia that attacks, and in 2v2 an ally's Illusione, Pozione or
// Creatura) first asks its target, then the target's allies but the caster, whether to answer with a
// Barriera: "può annullare qualsiasi Incantesimo Base di attacco o qualsiasi Incantesimo Extra
// rivolto verso il giocatore", "può essere utilizzato anche per proteggere un alleato" (ruling B3).
// Everyone with cards is asked, whether or not they hold one, so the question reveals nothing
// (ruling B2). When the queue is empty the action ends (round.ts).
import { passedOver } from "./ids";
import { endOfAction } from "./round";
import { allies, draw, isLive, take } from "./table";
import type { Effect, GameEvent, GameState } from "./types";

type Aimed = Extract<Effect, { from: number; target: number }>;

/** Aimed at another mage: a base attack, or any extra spell (a cure drawn by the caster is not). */
function aimed(e: Effect): e is Aimed {
  return "from" in e && e.from !== e.target;
}

function answerers(s: GameState, e: Aimed): number[] {
  return [e.target, ...allies(s, e.target)].filter((i) => i !== e.from && isLive(s, i) && s.seats[i]!.hand.length > 0);
}

export function resolveQueue(s: GameState, ev: GameEvent[]): void {
  for (;;) {
    const e = s.queue[0];
    if (!e) {
      s.pending = null;
      s.askers = null;
      return endOfAction(s, ev);
    }
    if (aimed(e)) {
      if (s.askers === null) s.askers = answerers(s, e);
      const next = s.askers[0];
      if (next !== undefined) {
        s.phase = "answer";
        s.pending = {
          seat: next,
          kind: "answer",
          threat: { k: e.k, from: e.from, target: e.target, card: e.card, ...(e.k === "attack" ? { n: e.n } : {}) },
        };
        return;
      }
    }
    s.queue.shift();
    s.askers = null;
    s.pending = null;
    s.phase = "turn";
    perform(s, e, ev);
  }
}

/** The first effect of the queue was answered by a Barriera: it is cancelled. */
export function cancelFirst(s: GameState, ev: GameEvent[], seat: number, barrier: string): void {
  const e = s.queue.shift()!;
  s.askers = null;
  s.pending = null;
  s.extras.push(barrier);
  // Veleno and Creatura are held by their effect until they land: cancelled, they go to the pile.
  if (e.k === "poison" || e.k === "creature") s.extras.push(e.card);
  ev.push({ type: "barrier", seat, card: barrier, cancelled: e.k });
}

function perform(s: GameState, e: Effect, ev: GameEvent[]): void {
  switch (e.k) {
    case "draw":
      return draw(s, e.seat, e.n, ev);
    case "attack": {
      const target = s.seats[e.target]!;
      // "la creatura ... lo proteggerà fino al primo attacco subito di un Incantesimo Base".
      if (e.base && target.creatures.length > 0) {
        const creature = target.creatures.shift()!;
        s.extras.push(creature);
        ev.push({ type: "creatureAbsorbed", seat: e.target, card: creature });
        return;
      }
      return take(s, e.target, e.from, e.n, ev);
    }
    case "poison":
      s.seats[e.target]!.poisons.push(e.card);
      ev.push({ type: "poisoned", seat: e.target, card: e.card });
      return;
    case "swap": {
      const a = s.seats[e.from]!;
      const b = s.seats[e.target]!;
      [a.hand, b.hand] = [b.hand, a.hand];
      // Each mage knew its own hand: the other's comes under new ids, in an order that tells nothing (ruling H1).
      passedOver(s, a.hand);
      passedOver(s, b.hand);
      ev.push({ type: "swapped", a: e.from, b: e.target });
      return;
    }
    case "creature":
      s.seats[e.target]!.creatures.push(e.card);
      return;
    case "potion": {
      const target = s.seats[e.target]!;
      if (target.out) {
        // Only an ally's Pozione can aim at a mage who is out (2v2): it brings them back.
        target.out = false;
        ev.push({ type: "revived", seat: e.target });
      }
      draw(s, e.target, 3, ev);
      const poison = target.poisons.shift();
      if (poison) {
        s.extras.push(poison);
        ev.push({ type: "cured", seat: e.target, card: poison });
      }
      return;
    }
  }
}
