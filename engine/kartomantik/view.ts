// What one viewer may see (§1.3: hands and decks hidden, exile face down, the First
// Manifestation secret until the Revelation). A player sees their own hidden cards; the opponent
// and spectators see counts and cards that were shown; a judge sees everything.
import { manualOpen, manualSources, unautomatedCards } from "./manual-text";
import { basePowerOf, cardOf, defOf, handCards, powerOf, temperamentOf } from "./core";
import { handRevealed } from "./effects";
import { scoreOf } from "./flow";
import { outcomeNow } from "./outcome";
import { priorityReason } from "./priority";
import { sideStateOf } from "./seats";
import type {
  Decision,
  GameEvent,
  GameMode,
  GameResult,
  GameState,
  Phase,
  PriorityReason,
  Temperament,
  Zone,
} from "./types";

/** A seat number (a player: their own hidden cards, never a teammate's), a spectator or a judge (everything). */
export type Viewer = number | "spectator" | "judge";

export interface CardView {
  iid: string;
  def: string;
  name: string;
  type: string;
  owner: number;
  controller: number;
  zone: Zone;
  power?: number;
  basePower?: number;
  temperament?: Temperament;
  exhausted: boolean;
  counters: Record<string, number>;
  enteredAs: "first" | "support" | null;
  shown?: boolean;
}

export interface PlayerView {
  /** Own hand (or every hand for a judge); null for others, who see `shownHand`. */
  hand: CardView[] | null;
  handCount: number;
  shownHand: CardView[];
  deckCount: number;
  /** Deck order: judges only. */
  deck: CardView[] | null;
  /** Deck cards this viewer knows (revealed to all, or looked at by this player), in no particular order. */
  deckSeen: CardView[];
  limbo: CardView[];
  interzone: (CardView | null)[];
  field: CardView[];
  vessel: CardView[];
  exile: CardView[] | null;
  exileCount: number;
  confrontation: CardView[];
  score: number;
  essence: Partial<Record<Temperament, number>>;
  /** Whether the secret First Manifestation is chosen; `secretFirst` only for its owner and judges. */
  firstChosen: boolean;
  secretFirst: CardView | null;
  mulligans: number;
}

/** A decision as its decider sees it: a trigger order (`orderTriggers`) also names each option's trigger by its source
 * card (option i is sources[i]; "?" for one the viewer may not see). */
export type DecisionView = Decision & { sources?: string[] };

export interface StackView {
  id: number;
  kind: string;
  controller: number;
  card: CardView | null;
  source: string | null;
  targets: string[];
}

export interface GameView {
  viewer: Viewer;
  turn: number;
  phase: Phase;
  priority: number | null;
  /** Why that seat holds priority (the rule the phones name), null when nobody does. */
  priorityReason: PriorityReason | null;
  stack: StackView[];
  /** The item resolving now, off the stack (a decision of its effect may be open): the card asking, by name. Absent
   * in a view built before it existed. */
  resolving?: StackView | null;
  stalemate: CardView[];
  players: PlayerView[];
  seats: { mode: GameMode; side: number[]; out: number[]; conceded?: number[] };
  /** Own decisions in full; the others only say who is choosing what. */
  decisions: (DecisionView | { player: number; kind: Decision["kind"] })[];
  /** Total power per side. */
  totals: number[];
  result: GameResult | null;
  /** Manual moves for this viewer (manual-text.ts): null where the game closes them to it (a spectator, the judge,
   * or a game started with `manualMoves: "cardText"` and no text the engine does not run in this seat's reach);
   * otherwise the visible cards whose text they are for (empty where the game keeps the old rule: whoever holds
   * priority). Priority is not considered: the engine checks it. Absent in a view built before it (open). */
  manual?: { sources: string[] } | null;
}

function cardView(s: GameState, iid: string): CardView {
  const c = cardOf(s, iid);
  const def = defOf(s, iid);
  const v: CardView = {
    iid,
    def: c.def,
    name: def.name,
    type: def.type,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    exhausted: c.exhausted,
    counters: { ...c.counters },
    enteredAs: c.enteredAs,
  };
  if (def.type === "manifestation") {
    v.basePower = basePowerOf(s, iid);
    v.power = powerOf(s, iid);
    v.temperament = temperamentOf(s, iid);
  }
  if (c.shown) v.shown = true;
  return v;
}

/** What every viewer's projection of one state has in common: each card's view (the same whoever sees it: what a
 * viewer may not see is left out, never changed), whose hands are revealed, the totals and the priority's reason.
 * Built once when one state is projected for several viewers (a stream's subscribers, a test's every viewer); it
 * holds for that state as it is, so a state changed in place needs a new one. */
export interface ViewShared {
  state: GameState;
  cards: Map<string, CardView>;
  revealed: boolean[];
  totals: number[];
  priorityReason: PriorityReason | null;
  /** The game's cards whose text the engine does not run (read once for every seat's view). */
  unautomated: string[];
}

export function viewShared(s: GameState): ViewShared {
  return {
    unautomated: s.config.manualMoves === "cardText" ? unautomatedCards(s) : [],
    state: s,
    cards: new Map(),
    // Once per seat: it scans the opposing field.
    revealed: s.players.map((_, p) => handRevealed(s, p)),
    totals: outcomeNow(s).totals,
    priorityReason: priorityReason(s),
  };
}

/** Whether `viewer` may know the card `id` (an id naming no card, a player or a stack item, is public): the one rule
 * of the view and of the phone's play choices (compose.ts). `revealed`: whether a player's hand is revealed. */
export function cardVisible(
  s: GameState,
  viewer: Viewer,
  id: string,
  revealed: (p: number) => boolean = (p) => handRevealed(s, p),
): boolean {
  const c = s.cards[id];
  if (!c) return true;
  const sees = viewer === "judge" || viewer === c.owner;
  if (c.zone === "deck")
    return viewer === "judge" || c.seen === "all" || (typeof viewer === "number" && !!c.seen?.includes(viewer));
  if (c.zone === "hand" || c.zone === "exile") {
    // A revealed hand does not show the secret First Manifestation, set apart from it face down (§4.2.2 Rivelazione
    // 1); a card shown before it was chosen stays known.
    const apart = s.players[c.owner]!.secretFirst === id;
    return sees || (c.zone === "hand" && (c.shown || (revealed(c.owner) && !apart)));
  }
  return true;
}

/** What `viewer` may see of `s`. `shared`: from viewShared(s), when the same state is projected for other viewers too
 * (the result is the same, without computing each card's view again). */
export function viewFor(s: GameState, viewer: Viewer, shared: ViewShared = viewShared(s)): GameView {
  if (shared.state !== s) throw new Error("engine: viewFor given another state's shared view");
  const sees = (p: number) => viewer === "judge" || viewer === p;
  const seenBy = (id: string) => {
    const seen = cardOf(s, id).seen;
    return seen === "all" || (typeof viewer === "number" && !!seen?.includes(viewer));
  };
  const { revealed } = shared;
  const visible = (id: string) => cardVisible(s, viewer, id, (p) => revealed[p]!);
  const cv = (id: string): CardView => {
    let v = shared.cards.get(id);
    if (!v) shared.cards.set(id, (v = cardView(s, id)));
    return v;
  };
  // The hand without the secret First Manifestation, set apart face down until the Revelation (§4.2.2 Rivelazione 1:
  // `firstChosen`, and `secretFirst` for its owner).
  const players = s.players.map((pl, p): PlayerView => ({
    hand: sees(p) ? handCards(s, p).map(cv) : null,
    handCount: handCards(s, p).length,
    // A revealed hand lies open without the chosen card, as on the table; a hidden one's shown cards stay in their
    // places, the chosen one too (that it went, or moved, would tell the choice).
    shownHand: (revealed[p] ? handCards(s, p) : pl.hand.filter((id) => cardOf(s, id).shown)).map(cv),
    deckCount: pl.deck.length,
    deck: viewer === "judge" ? pl.deck.map(cv) : null,
    // Sorted by id, so a later shuffle does not tell where a known card went.
    deckSeen: pl.deck.filter(seenBy).sort().map(cv),
    limbo: pl.limbo.map(cv),
    // The side's Interzone (a 2v2 team's shared one); field and confrontation: the cards this player controls.
    interzone: sideStateOf(s, p).interzone.map((id) => (id ? cv(id) : null)),
    field: sideStateOf(s, p)
      .field.filter((id) => cardOf(s, id).controller === p)
      .map(cv),
    vessel: pl.vessel.map(cv),
    exile: sees(p) ? pl.exile.map(cv) : null,
    exileCount: pl.exile.length,
    confrontation: sideStateOf(s, p)
      .confrontation.filter((id) => cardOf(s, id).controller === p)
      .map(cv),
    score: scoreOf(s, p),
    essence: { ...pl.essence },
    firstChosen: pl.secretFirst !== null,
    secretFirst: pl.secretFirst && sees(p) ? cv(pl.secretFirst) : null,
    mulligans: pl.mulligans,
  }));
  const itemView = (it: GameState["stack"][number]): StackView => ({
    id: it.id,
    kind: it.kind,
    controller: it.controller,
    card: it.kind === "card" ? cv(it.card) : null,
    source:
      it.kind === "card"
        ? null
        : ((src: string) => (visible(src) ? src : "?"))(it.kind === "supportFromInterzone" ? it.card : it.source),
    // A target that has since gone to a hidden zone is shown as "?" (§3.2: it is no longer legal).
    targets: it.targets.map((t) => (visible(t) ? t : "?")),
  });
  const stack = s.stack.map(itemView);
  return {
    viewer,
    turn: s.turn,
    phase: s.phase,
    priority: s.priority,
    priorityReason: shared.priorityReason,
    stack,
    resolving: s.resolving ? itemView(s.resolving.item) : null,
    stalemate: s.stalemate.map(cv),
    players,
    seats: {
      mode: s.seats.mode,
      side: [...s.seats.side],
      out: [...s.seats.out],
      ...(s.seats.conceded && { conceded: [...s.seats.conceded] }),
    },
    // A decision's source that has since gone to a hidden zone is "?", as on the stack.
    decisions: s.decisions.map((d) =>
      sees(d.player) || (typeof viewer === "number" && d.team !== undefined && s.seats.side[viewer] === d.team)
        ? {
            ...d,
            options: [...d.options],
            ...(d.source && !visible(d.source) ? { source: "?" } : {}),
            // A trigger order: each option's trigger by its source (the decider's queued triggers, in the queue's
            // order, which stands still while the decision is open: placeTriggers numbers them so).
            ...(d.kind === "orderTriggers"
              ? {
                  sources: s.triggers
                    .filter((t) => t.controller === d.player)
                    .map((t) => (visible(t.source) ? t.source : "?")),
                }
              : {}),
          }
        : { player: d.player, kind: d.kind },
    ),
    totals: [...shared.totals],
    result: s.result,
    manual: manualFor(s, viewer, shared.unautomated),
  };
}

function manualFor(s: GameState, viewer: Viewer, unautomated: string[]): GameView["manual"] {
  if (typeof viewer !== "number" || !s.players[viewer] || !manualOpen(s, viewer, unautomated)) return null;
  return { sources: s.config.manualMoves === "cardText" ? manualSources(s, viewer, unautomated) : [] };
}

/** The events one viewer may see: others' draws and hidden moves lose their card identity. */
/** `seats`: the game's seating, so that a team decision's options reach both teammates, as in `viewFor`. */
export function eventsFor(
  events: readonly GameEvent[],
  viewer: Viewer,
  seats?: { side: readonly number[] },
): GameEvent[] {
  if (viewer === "judge") return [...events];
  const out: GameEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case "drew":
        out.push(e.player === viewer ? e : { ...e, cards: e.cards.map(() => "?") });
        break;
      case "moved":
        out.push(
          e.hidden && e.owner !== viewer && (e.from === "hand" || e.from === "deck" || e.to === "exile")
            ? { ...e, card: "?", def: "?" }
            : e,
        );
        break;
      case "looked":
        if (e.player === viewer) out.push(e);
        break;
      case "activated":
        out.push(e.hidden && e.player !== viewer ? { ...e, card: "?" } : e);
        break;
      case "power":
        if (e.owner === undefined || e.owner === viewer) out.push(e);
        break;
      case "decision":
        out.push(
          e.decision.player === viewer ||
            (typeof viewer === "number" && e.decision.team !== undefined && seats?.side[viewer] === e.decision.team)
            ? e
            : { ...e, decision: { ...e.decision, options: [] } },
        );
        break;
      case "passed":
        // An automatic pass would tell the others that this player had nothing to play (§1.1: the
        // hand is hidden); to them every pass is just a pass.
        out.push(e.player === viewer || !e.auto ? e : { ...e, auto: false });
        break;
      case "decided":
        // A choice among cards only the chooser saw (a look, a search, a hand) stays theirs.
        out.push(e.player === viewer || e.kind !== "choose" ? e : { ...e, choice: e.choice.map(() => "?") });
        break;
      default:
        out.push(e);
    }
  }
  return out;
}
