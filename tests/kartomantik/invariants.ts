// Invariants every reachable state keeps: each card in exactly one zone, matching its `zone`
// field, in a zone its owner may hold; and no viewer's view shows another player's hidden card.
// Plain throws instead of expect(): these run after every action of many matches.
import { eventsFor, handRevealed, viewFor, type GameEvent, type GameState, type Zone } from "@/engine/kartomantik";

function fail(message: string): never {
  throw new Error(message);
}

/** Every card in a zone list, with that zone (each found once, else the zones it is in: a failure). Plain loops: this
 * runs after every action of thousands of games. */
export function zoneIndex(s: GameState): Map<string, Zone> {
  const seen = new Map<string, Zone>();
  const add = (id: string, z: Zone) => {
    const other = seen.get(id);
    if (other !== undefined) fail(`card ${id} is in ${other}+${z} but says ${s.cards[id]?.zone}`);
    seen.set(id, z);
  };
  for (const p of s.players) {
    for (const id of p.hand) add(id, "hand");
    for (const id of p.deck) add(id, "deck");
    for (const id of p.limbo) add(id, "limbo");
    for (const id of p.vessel) add(id, "vessel");
    for (const id of p.exile) add(id, "exile");
  }
  for (const side of s.sides) {
    for (const id of side.field) add(id, "field");
    for (const id of side.confrontation) add(id, "confrontation");
    for (const id of side.interzone) if (id) add(id, "interzone");
  }
  for (const id of s.stalemate) add(id, "stalemate");
  for (const it of s.stack) if (it.kind === "card") add(it.card, "stack");
  // A card whose resolution waits on a decision has left the stack list but not the stack zone.
  if (s.resolving?.item.kind === "card" && s.cards[s.resolving.item.card]?.zone === "stack")
    add(s.resolving.item.card, "stack");
  return seen;
}

/** Each card in exactly one zone (§1.3); private zones hold only the owner's cards, vessels only others'. */
export function checkConservation(s: GameState, cardsPerDeck: readonly number[]): void {
  const seen = zoneIndex(s);
  for (const [id, zone] of seen) {
    const c = s.cards[id] ?? fail(`card ${id} in a zone but unknown`);
    if (zone !== c.zone) fail(`card ${id} is in ${zone} but says ${c.zone}`);
  }
  const owned = cardsPerDeck.map(() => 0);
  for (const id in s.cards) {
    const c = s.cards[id]!;
    if (s.defs[c.def]?.token) continue;
    if (!seen.has(id)) fail(`card ${id} (${c.zone}) is in no zone`);
    owned[c.owner]!++;
  }
  if (owned.some((n, p) => n !== cardsPerDeck[p]))
    fail(`card counts ${owned.join("/")} instead of ${cardsPerDeck.join("/")}`);
  s.players.forEach((p, i) => {
    for (const z of ["hand", "deck", "limbo", "exile"] as const)
      for (const id of p[z]) if (s.cards[id]!.owner !== i) fail(`${id} in player ${i}'s ${z} is not theirs`);
    for (const id of p.vessel) if (s.cards[id]!.owner === i) fail(`${id} in its owner's vessel`);
  });
}

/** Cards `viewer` must not see: the other players' unshown hand, decks, exile and secret choice. */
export function hiddenFrom(s: GameState, viewer: number | "spectator"): string[] {
  const out: string[] = [];
  s.players.forEach((p, i) => {
    if (viewer === i) return;
    out.push(...p.hand.filter((id) => !s.cards[id]!.shown && !handRevealed(s, i)), ...p.deck, ...p.exile);
    if (p.secretFirst && !s.cards[p.secretFirst]!.shown) out.push(p.secretFirst);
  });
  return out;
}

export function checkViews(s: GameState): void {
  for (const viewer of [...s.players.keys(), "spectator" as const]) {
    // Every card id the view mentions, collected once (ids are c<player><nn> and k<n> for tokens).
    const shown = new Set(JSON.stringify(viewFor(s, viewer)).match(/"[ck]\d+"/g) ?? []);
    // Cards an effect lets this viewer look at (e.g. the top of the opponent's deck) are theirs to see.
    const looking = new Set(s.decisions.filter((d) => d.player === viewer).flatMap((d) => d.options));
    for (const id of hiddenFrom(s, viewer))
      if (!looking.has(id))
        if (shown.has(`"${id}"`)) fail(`view of ${viewer} shows hidden card ${id} (${s.cards[id]!.zone})`);
  }
}

/** The event log a player receives hides the other's draws, hidden moves, looks and choices. */
export function checkEvents(events: readonly GameEvent[], seats = 2): void {
  for (let viewer = 0; viewer < seats; viewer++) {
    for (const e of eventsFor(events, viewer)) {
      if (e.type === "drew" && e.player !== viewer && e.cards.some((c) => c !== "?"))
        fail("an opponent's draw is visible");
      if (
        e.type === "moved" &&
        e.owner !== viewer &&
        (e.from === "deck" || e.from === "hand") &&
        (e.to === "hand" || e.to === "deck" || e.to === "exile") &&
        e.card !== "?"
      )
        fail(`an opponent's hidden move of ${e.card} is visible`);
      if (e.type === "looked" && e.player !== viewer) fail("another player's look is visible");
      if (e.type === "decision" && e.decision.player !== viewer && e.decision.options.length > 0)
        fail("another player's options are visible");
      if (e.type === "decided" && e.player !== viewer && e.kind === "choose" && e.choice.some((c) => c !== "?"))
        fail("another player's private choice is visible");
    }
  }
}
