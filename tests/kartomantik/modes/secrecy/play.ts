// One seeded game between bots with the secrecy properties checked after every action, for every seat and the
// spectator: (a) no view, decision option, decision source, event or legal action sent to a viewer holds the id of a
// card hidden from that viewer (hidden.ts: read from the state, not from viewFor) unless it was revealed to them; (b)
// every decision's and every legal action's card options lie where the rule that asks may reach (reach.ts); (c)
// nothing throws (playMatch throws on a refused bot action, and so does every check); and every card stays in exactly
// one zone (invariants.ts checkConservation). Plain throws, not expect(): these run hundreds of thousands of times.
import { randomInt } from "@/engine/shared/rng";
import {
  eventsFor,
  legalActions,
  viewFor,
  viewShared,
  type CardDef,
  type ViewShared,
  type GameAction,
  type GameEvent,
  type GameMode,
  type GameState,
} from "@/engine/kartomantik";
import { greedyBot, type Bot } from "@/engine/kartomantik/bots";
import { playMatch } from "@/engine/kartomantik/sim";
import { checkConservation } from "../../invariants";
import { Knowledge, hiddenMasks, pathTo, scanIds, spectatorOf, viewerCount, viewerName } from "./hidden";
import { actionReaches, decisionReach, within } from "./reach";

/** What the games exercised, so that a test can tell the properties were not checked on nothing. */
export interface Tally {
  games: number;
  actions: number;
  /** Card options checked against their rule's reach, and those the rule data could not place. */
  reached: number;
  unplaced: number;
  /** Decisions opened by each card (by name): the issue's cards must be among them. */
  decisionsBy: Map<string, number>;
  /** Games that ended by the safety limits instead of the rules. */
  limits: number;
}

export const newTally = (): Tally => ({
  games: 0,
  actions: 0,
  reached: 0,
  unplaced: 0,
  decisionsBy: new Map(),
  limits: 0,
});

/** The same choice as engine/kartomantik/bots.ts randomBot (uniform over the legal actions), from a list already
 * made. */
export const pickRandom = (actions: readonly GameAction[], rng: number[]): [GameAction, number[]] => {
  const [i, next] = randomInt(rng, actions.length);
  return [actions[i]!, next];
};

interface Game {
  seed: number;
  mode: GameMode;
  decks: CardDef[][];
  /** Seats the greedy bot plays (the others play randomly). */
  greedy: readonly number[];
  /** A cap on actions: a random bot may repeat a free activation for thousands of actions (Diabolical Giant). */
  maxActions: number;
}

export function playChecked(game: Game, tally: Tally): void {
  const { seed, mode, decks } = game;
  const sizes = decks.map((d) => d.length);
  let masks = new Map<string, number>();
  let previous = masks;
  let knowledge: Knowledge | null = null;
  let state: GameState | null = null;
  let step = 0;
  let last: GameAction | null = null;
  let newest = 0;

  const fail = (v: number, id: string, where: string, detail = ""): never => {
    const s = state!;
    const c = s.cards[id];
    throw new Error(
      `seed ${seed} (${mode}, ${decks.length} seats), action ${step} ${JSON.stringify(last)}: ` +
        `${viewerName(s, v)} receives hidden card ${id} (${c ? `${s.defs[c.def]?.name}, ${c.zone} of seat ${c.owner}` : "gone"}) ` +
        `in ${where}${detail}`,
    );
  };

  /** (b) for the open decisions; an own-deck search within its rule's reach reveals those cards to the searcher. */
  const checkDecisions = (s: GameState) => {
    for (const d of s.decisions) {
      // Options are fixed when a decision opens: checked once.
      if (d.id <= newest) continue;
      newest = d.id;
      if (d.source && s.cards[d.source]) {
        const name = s.defs[s.cards[d.source]!.def]!.name;
        tally.decisionsBy.set(name, (tally.decisionsBy.get(name) ?? 0) + 1);
      }
      const reach = decisionReach(s, d);
      const cards = d.options.filter((o) => o.split(/[:+]/).some((id) => s.cards[id]) || /^P\d+$/.test(o));
      if (!reach) {
        tally.unplaced += cards.length;
        continue;
      }
      tally.reached += cards.length;
      for (const o of cards)
        if (!within(s, reach, o))
          throw new Error(
            `seed ${seed} (${mode}), action ${step} ${JSON.stringify(last)}: seat ${d.player}'s ${d.kind} decision ` +
              `(${reach.rule}) offers ${o} (${describe(s, o)}), outside its rule's reach`,
          );
      for (const o of cards) {
        const c = s.cards[o];
        if (c?.zone === "deck" && s.players[d.player]!.deck.includes(o)) knowledge!.grant(o, 1 << d.player);
      }
    }
  };

  const checkViewer = (s: GameState, events: readonly GameEvent[], v: number, shared: ViewShared) => {
    const bit = 1 << v;
    const who = v === spectatorOf(s) ? ("spectator" as const) : v;
    const seen = eventsFor(events, who, s.seats);
    seen.forEach((e, i) =>
      scanIds(e, masks, (id) => {
        // An event may name a card that was in sight before the action or is now, or was revealed on the way.
        if (masks.get(id)! & bit && (previous.get(id) ?? 0) & bit && !knowledge!.knewLately(id, v))
          fail(v, id, `a ${e.type} event`, `${decisionOf(s, e)} at [${i}]${pathTo(e, id)}`);
      }),
    );
    const view = viewFor(s, who, shared);
    scanIds(view, masks, (id) => {
      if (masks.get(id)! & bit && !knowledge!.knows(id, v)) fail(v, id, "its view", ` at ${pathTo(view, id)}`);
    });
  };

  const afterAction = (events: GameEvent[], s: GameState, action: GameAction | null) => {
    state = s;
    last = action;
    step++;
    knowledge ??= new Knowledge((1 << viewerCount(s)) - 1);
    try {
      checkConservation(s, sizes);
    } catch (e) {
      throw new Error(`seed ${seed} (${mode}), action ${step} ${JSON.stringify(action)}: ${(e as Error).message}`);
    }
    previous = masks;
    masks = hiddenMasks(s);
    knowledge.learn(events);
    checkDecisions(s);
    // One state, every viewer: what their views share is computed once (as the server's stream does).
    const shared = viewShared(s);
    for (let v = 0; v < viewerCount(s); v++) checkViewer(s, events, v, shared);
  };

  /** The acting seat's legal actions (what its phone receives): no hidden card, targets within their spec's reach. */
  const checkLegal = (s: GameState, p: number, actions: readonly GameAction[]) => {
    scanIds(actions, masks, (id) => {
      if (masks.get(id)! & (1 << p) && !knowledge!.knows(id, p)) fail(p, id, "its legal actions");
    });
    for (const a of actions)
      for (const { reach, target } of actionReaches(s, a))
        if (!within(s, reach, target))
          throw new Error(
            `seed ${seed} (${mode}), action ${step}: seat ${p} may ${a.type} ${describe(s, a.type === "playWill" || a.type === "activate" ? a.card : "")} ` +
              `targeting ${target} (${describe(s, target)}), outside ${reach.rule}`,
          );
  };

  const random: Bot = (s, p, rng) => {
    const actions = legalActions(s, p);
    checkLegal(s, p, actions);
    return pickRandom(actions, rng);
  };
  const greedy: Bot = (s, p, rng) => {
    checkLegal(s, p, legalActions(s, p));
    return greedyBot(s, p, rng);
  };

  const { state: end } = playMatch(
    { seed, decks, mode, options: { maxActions: game.maxActions } },
    decks.map((_, p) => (game.greedy.includes(p) ? greedy : random)),
    { onEvents: afterAction, pure: seed % 10 === 0 },
  );
  if (!end.result) throw new Error(`seed ${seed}: no result`);
  tally.games++;
  tally.actions += step;
  if (end.result.reason === "actionLimit" || end.result.reason === "turnLimit") tally.limits++;
}

/** "(seat 2's choose decision from Traumatize)" for a decision event, for a failure message. */
function decisionOf(s: GameState, e: GameEvent): string {
  if (e.type !== "decision") return "";
  const src = e.decision.source && s.cards[e.decision.source];
  return ` (seat ${e.decision.player}'s ${e.decision.kind} decision${src ? ` from ${s.defs[src.def]?.name}` : ""})`;
}

function describe(s: GameState, o: string): string {
  const c = s.cards[o.split(/[:+]/)[0]!];
  return c ? `${s.defs[c.def]?.name}, ${c.zone} of seat ${c.owner}` : o;
}
