// Which cards each viewer may not know, read from the state's zones, owners and reveal marks alone — never from
// viewFor or eventsFor, the code under test — and what each viewer legitimately learned from the events (a look, a
// reveal, a draw, a move through a public zone). Viewers are the seats 0…n−1 and the spectator, seat n: one bit each.
import { handRevealed, type GameEvent, type GameState, type Zone } from "@/engine/kartomantik";

/** Zones every viewer sees (§1.3: the field, the Limbo, the Empathic Vessel, the stack, the stalemate). */
const PUBLIC: ReadonlySet<Zone> = new Set<Zone>([
  "confrontation",
  "interzone",
  "field",
  "stalemate",
  "limbo",
  "vessel",
  "stack",
]);

export const viewerCount = (s: GameState) => s.players.length + 1;
export const spectatorOf = (s: GameState) => s.players.length;
export const viewerName = (s: GameState, v: number) => (v === spectatorOf(s) ? "spectator" : `seat ${v}`);

/**
 * card id → the viewers (bits) it is hidden from now: another player's hand unless that card was shown or the hand is
 * revealed (a card's static "your opponents play with their hand revealed"); every deck, its owner's too, but for the
 * cards revealed to all or seen by a viewer; another player's exile (face down).
 */
export function hiddenMasks(s: GameState): Map<string, number> {
  const all = (1 << viewerCount(s)) - 1;
  const out = new Map<string, number>();
  s.players.forEach((pl, p) => {
    const others = all & ~(1 << p);
    if (!handRevealed(s, p)) for (const id of pl.hand) if (!s.cards[id]!.shown) out.set(id, others);
    for (const id of pl.exile) out.set(id, others);
    for (const id of pl.deck) {
      const seen = s.cards[id]!.seen;
      if (seen === "all") continue;
      let mask = all;
      if (seen) for (const v of seen) mask &= ~(1 << v);
      out.set(id, mask);
    }
  });
  return out;
}

/**
 * What each viewer learned from the events and may keep knowing until the card moves again: a look (`looked`: the
 * looker), a reveal (`shown`, `revealed`, a mulligan's shown hand: everyone), a draw (the drawer), a move from or into
 * a public zone (everyone saw it go). A move first forgets what was known of the card: where it went is new.
 */
export class Knowledge {
  private known = new Map<string, number>();
  /** Known at some moment of the last batch of events: before a move made it forgotten, or learned on the way (a card
   * that passed through sight and was hidden again). An event of that batch may name it. */
  readonly lately = new Map<string, number>();

  constructor(private readonly all: number) {}

  /** Whether viewer `v` knows the card where it is now. */
  knows(id: string, v: number): boolean {
    return ((this.known.get(id) ?? 0) & (1 << v)) !== 0;
  }

  /** Whether viewer `v` knew the card at some moment of the last batch of events (what those events may name). */
  knewLately(id: string, v: number): boolean {
    return (((this.known.get(id) ?? 0) | (this.lately.get(id) ?? 0)) & (1 << v)) !== 0;
  }

  grant(id: string, mask: number): void {
    this.known.set(id, (this.known.get(id) ?? 0) | mask);
    this.lately.set(id, (this.lately.get(id) ?? 0) | mask);
  }

  private forget(id: string): void {
    const mask = this.known.get(id);
    if (mask === undefined) return;
    this.lately.set(id, (this.lately.get(id) ?? 0) | mask);
    this.known.delete(id);
  }

  learn(events: readonly GameEvent[]): void {
    this.lately.clear();
    const everyone = this.all;
    for (const e of events) {
      switch (e.type) {
        case "moved":
          this.forget(e.card);
          if (PUBLIC.has(e.from) || PUBLIC.has(e.to)) this.grant(e.card, everyone);
          break;
        case "looked":
          for (const id of e.cards) this.grant(id, 1 << e.player);
          break;
        case "drew":
          for (const id of e.cards) this.grant(id, 1 << e.player);
          break;
        case "shown":
          for (const id of e.cards) this.grant(id, everyone);
          break;
        case "mulligan":
          for (const id of e.shown) this.grant(id, everyone);
          break;
        case "revealed":
          this.grant(e.card, everyone);
          break;
      }
    }
  }
}

/**
 * Calls `hit` for every string in `x` that names a hidden card: whole strings, and the parts of compound options
 * ("c012:deck", "c012+c013"). One walk, no serialization: this runs for every viewer after every action. A card's view
 * (engine/kartomantik/view.ts CardView: `iid` beside `def`, `name`, `zone`, numbers and counters) names one card, its
 * `iid`.
 */
export function scanIds(x: unknown, hidden: ReadonlyMap<string, number>, hit: (id: string) => void): void {
  if (typeof x === "string") {
    if (hidden.has(x)) hit(x);
    else if (x.length > 4 && (x.includes(":") || x.includes("+")))
      for (const part of x.split(/[:+]/)) if (hidden.has(part)) hit(part);
  } else if (Array.isArray(x)) {
    for (const y of x) scanIds(y, hidden, hit);
  } else if (x !== null && typeof x === "object") {
    const o = x as Record<string, unknown>;
    if (typeof o.iid === "string" && typeof o.def === "string" && "counters" in o) {
      if (hidden.has(o.iid)) hit(o.iid);
      return;
    }
    // `def` / `defs` name card definitions, not cards (a token's, "…:by:c002", names the card that made it).
    for (const k in o) if (k !== "def" && k !== "defs") scanIds(o[k], hidden, hit);
  }
}

/** The path to the first occurrence of `id` in `x`, for a failure message (slow: only when failing). */
export function pathTo(x: unknown, id: string, at = ""): string | null {
  if (typeof x === "string") return x === id || x.split(/[:+]/).includes(id) ? at || "." : null;
  if (x === null || typeof x !== "object") return null;
  for (const [k, y] of Object.entries(x)) {
    const found = pathTo(y, id, `${at}${Array.isArray(x) ? `[${k}]` : `.${k}`}`);
    if (found) return found;
  }
  return null;
}
