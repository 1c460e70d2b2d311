// "Caste Elementali" (optional rule): dealt at random, face up, before every round (ruling K3); each ability as
// written.
import { describe, expect, it } from "vitest";
import {
  apply,
  CASTE_CARDS,
  createGame,
  playChallenge,
  viewFor,
  type Applied,
  type GameEvent,
  type GameState,
} from "@/engine/incantesium";
import { some, Table } from "./dsl";

/** Seat 0's Terra 1 takes seat 1's only card: round 1 ("partita") is over and round 2 dealt. */
function firstRoundWon(seed: number, old = false): { t: Table; before: (string | null)[]; events: GameEvent[] } {
  const t = new Table({
    hands: [["terra 1", "luce 1"], ["aria 1"]],
    flow: ["terra 2"],
    dealer: 1,
    castes: ["voltafiamma", "liquido"],
    seed,
  });
  if (old) {
    // A state stored before ruling K3: no castesEachRound.
    const { castesEachRound: _, ...stored } = t.state;
    t.state = stored as GameState;
  }
  const before = t.state.seats.map((x) => x.caste);
  t.cast(0, "terra 1");
  const events = t.pass(1);
  expect(t.state.round).toBe(2);
  return { t, before, events };
}

/** Each seat's caste and those aside: the six caste cards, each once. */
function expectWholeDeal(s: GameState) {
  const dealt = s.seats.map((x) => x.caste!);
  expect([...dealt, ...s.unusedCastes].sort()).toEqual(CASTE_CARDS.map((c) => c.id).sort());
  expect(s.unusedCastes).toHaveLength(CASTE_CARDS.length - s.seats.length);
}

describe("Caste Elementali", () => {
  it("«le carte Casta dovranno essere mescolate e pescate casualmente ... posizionate scoperte»", () => {
    const deals = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = createGame({ seed, mode: "ffa", players: 4, castes: true });
      const castes = s.seats.map((x) => x.caste!);
      expect(new Set(castes).size).toBe(4);
      expect(s.unusedCastes).toHaveLength(2);
      deals.add(castes.join());
      expect(viewFor(s, "spectator").seats.map((x) => x.caste)).toEqual(castes);
    }
    expect(deals.size).toBeGreaterThan(10);
    expect(createGame({ seed: 1 }).seats.map((x) => x.caste)).toEqual([null, null]);
  });

  it("Voltafiamma: «se lancia un Incantesimo Fuoco di Potenza 2, potrà pescare 3 carte dall'avversario»", () => {
    const t = new Table({
      hands: [["fuoco 2", "aria 1"], some("luce", 6)],
      flow: ["fuoco 1"],
      castes: ["voltafiamma", "liquido"],
    });
    t.cast(0, "fuoco 2");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 3 });
  });

  it("Liquido: «lanciando un Incantesimo Acqua di potenza 3, potrà pescare 4 carte dal Mazzo del Mana»", () => {
    const t = new Table({
      hands: [["acqua 3c", "aria 1"], some("luce", 6)],
      flow: ["fuoco 1"],
      castes: ["liquido", "ventaria"],
    });
    t.cast(0, "acqua 3c");
    t.stop(0);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 4 });
  });

  it("Spaccaterra: «lanciando un Incantesimo Terra di Potenza 3, lo Spaccaterra può pescare 3 carte dall'avversario e 1 carta dal Mazzo del Mana»", () => {
    const t = new Table({
      hands: [["terra 3c", "aria 1"], some("luce", 6)],
      flow: ["aria 2"],
      castes: ["spaccaterra", "liquido"],
    });
    t.cast(0, "terra 3c");
    t.stop(0);
    t.pass(1);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 3 });
  });

  it("Ventaria: «se viene lanciato un Incantesimo Aria di potenza 1, potrà curarsi ... ma potrà anche attaccare e pescare 1 carta dall'avversario»", () => {
    const t = new Table({
      hands: [["aria 1", "buio 1"], some("luce", 6)],
      flow: ["terra 1"],
      castes: ["ventaria", "liquido"],
    });
    t.cast(0, "aria 1");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 1 });
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 1 });
  });

  it("Oscurante: «se un giocatore lancia un Incantesimo Buio di potenza 2, egli potrà pescare una carta anche se non è il suo turno, prima che l'attacco venga effettuato»", () => {
    const t = new Table({
      hands: [["buio 2", "aria 1"], some("luce", 6), some("acqua", 4)],
      flow: ["buio 1"],
      castes: ["liquido", "ventaria", "oscurante"],
    });
    t.cast(0, "buio 2", { attack: 1 });
    t.pass(1);
    const drew = t.events.findIndex((e) => e.type === "drew" && e.seat === 2 && e.n === 1);
    const took = t.events.findIndex((e) => e.type === "took");
    expect(drew).toBeGreaterThanOrEqual(0);
    expect(drew).toBeLessThan(took);
  });

  it("Animaluce: «se un avversario si cura attraverso un Incantesimo di Luce potenza 3, l'Animaluce può pescare una carta dal Mazzo del Mana anche se non è il suo turno»", () => {
    const t = new Table({
      hands: [["luce 3", "aria 1"], some("acqua", 4)],
      flow: ["buio 1"],
      castes: ["oscurante", "animaluce"],
    });
    t.cast(0, "luce 3");
    expect(t.events).toContainEqual({ type: "drew", seat: 0, n: 3 });
    expect(t.events).toContainEqual({ type: "drew", seat: 1, n: 1 });
  });

  // Oscurante: «quando un qualsiasi giocatore gioca un Incantesimi Base Buio seguendo il flusso di magia, l'Oscurante
  // può curarsi di 1»; Animaluce: «ogni qualvolta viene lanciato un Incantesimo Base di Luce che segue il flusso della
  // magia, anche se lanciato da un alleato o un avversario». A Combo card may be cast «anche di elementi diversi e che
  // non seguono il flusso di magia»: such a card takes effect, but it does not follow the flow (ruling K4).
  describe.each([
    ["ffa", "every other seat an opponent"],
    ["2v2", "the Animaluce the caster's ally, the Oscurante an opponent"],
  ] as const)("Oscurante and Animaluce in %s (%s)", (mode, _why) => {
    // Seat 0 attacks seat 3 with Fuoco 1 Combo (following the Fuoco flow), then two more Combo cards.
    function chain(second: string, third: string) {
      const t = new Table({
        mode,
        hands: [["fuoco 1c", second, third, "aria 1"], some("acqua", 4), some("aria", 4), some("terra", 4)],
        flow: ["fuoco 1"],
        castes: ["liquido", "oscurante", "animaluce", "ventaria"],
      });
      t.cast(0, "fuoco 1c", { attack: 3 });
      t.cast(0, second);
      t.cast(0, third);
      t.stop(0);
      while (t.state.pending) t.pass(t.state.pending.seat);
      const cured = (seat: number) =>
        t.events.reduce((n, e) => n + (e.type === "drew" && e.seat === seat ? e.n : 0), 0);
      return { oscurante: cured(1), animaluce: cured(2) };
    }

    it("a Buio Combo card off the Fuoco flow cures no Oscurante; the Luce following it cures the Animaluce", () => {
      expect(chain("buio 1c", "luce 1c")).toEqual({ oscurante: 0, animaluce: 1 });
    });

    it("a Luce Combo card off the Fuoco flow cures no Animaluce; the Buio following it cures the Oscurante", () => {
      expect(chain("luce 1c", "buio 1c")).toEqual({ oscurante: 1, animaluce: 0 });
    });
  });

  it("ruling K4 in a duel: the Oscurante's own Buio Combo card off the flow does not cure it", () => {
    const t = new Table({
      hands: [["fuoco 1c", "buio 1c", "aria 1"], some("luce", 6)],
      flow: ["fuoco 1"],
      castes: ["oscurante", "liquido"],
    });
    t.cast(0, "fuoco 1c");
    t.cast(0, "buio 1c");
    t.stop(0);
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 3 }); // the card took effect (ruling C2)
    expect(t.events.filter((e) => e.type === "drew")).toEqual([]);
  });

  it("ruling K1: an ability comes with a spell that takes effect (off the flow, none)", () => {
    const t = new Table({
      hands: [["terra 3c", "acqua 1"], some("luce", 6)],
      flow: ["buio 1"],
      castes: ["spaccaterra", "liquido"],
    });
    t.cast(0, "terra 3c");
    expect(t.events.filter((e) => e.type === "drew" || e.type === "took")).toEqual([]);
  });

  it("ruling K2: a poisoned Voltafiamma's Fuoco has power 1 («sarà sempre di 1»)", () => {
    const t = new Table({
      hands: [
        ["fuoco 2", "aria 1"],
        ["veleno", ...some("luce", 4)],
      ],
      flow: ["acqua 1"],
      castes: ["voltafiamma", "liquido"],
      dealer: 0,
    });
    t.cast(1, "veleno", { target: 0 });
    t.pass(0);
    t.cast(0, "fuoco 2");
    t.pass(1);
    expect(t.events).toContainEqual({ type: "took", from: 1, to: 0, n: 1 });
  });
});

describe("ruling K3: the castes are dealt before every partita (round)", () => {
  // "Prima di iniziare la partita le carte Casta dovranno essere mescolate e pescate casualmente dai giocatori,
  // successivamente dovranno essere posizionate scoperte", and a partita is one round, one gem: "Per conquistare una
  // gemma incantata e vincere la partita", "Quando entrambi gli avversari hanno esaurito le carte la partita è
  // terminata e i vincitori possono conquistare una gemma", "il primo che vince una partita ha vinto anche la sfida".
  it("a new partita shuffles and deals them again, face up, the rest aside (over 20 seeds some deal differs)", () => {
    let changed = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { t, before, events } = firstRoundWon(seed);
      const castes = t.state.seats.map((x) => x.caste!);
      expectWholeDeal(t.state);
      // Dealt before the partita begins, and told to the table (castes are face up).
      const dealt = events.findIndex((e) => e.type === "castesDealt");
      expect(events[dealt]).toEqual({ type: "castesDealt", castes });
      expect(dealt).toBeLessThan(events.findIndex((e) => e.type === "roundStarted" && e.round === 2));
      expect(viewFor(t.state, 1).seats.map((x) => x.caste)).toEqual(castes);
      expect(viewFor(t.state, "spectator").unusedCastes).toEqual(t.state.unusedCastes);
      if (castes.join() !== before.join()) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it("a whole challenge deals them before each of its rounds, and only then", () => {
    for (const [seed, mode, players] of [
      [3, "duel", 2],
      [4, "ffa", 3],
      [5, "2v2", 4],
    ] as const) {
      let deals = 0;
      const { state } = playChallenge({
        seed,
        mode,
        players,
        castes: true,
        onStep: (before, action, after) => {
          const dealt = (apply(before, action) as Applied).events.filter((e) => e.type === "castesDealt");
          const castes = after.seats.map((x) => x.caste);
          if (after.round === before.round) {
            expect(dealt).toEqual([]);
            expect(castes).toEqual(before.seats.map((x) => x.caste));
          } else {
            expect(dealt).toEqual([{ type: "castesDealt", castes }]);
            expectWholeDeal(after);
            deals++;
          }
        },
      });
      expect(state.round).toBeGreaterThan(1);
      expect(deals).toBe(state.round - 1);
    }
  });

  it("a challenge stored before this rule (no castesEachRound) keeps its castes across rounds, its PRNG as it was", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { t, before, events } = firstRoundWon(seed, true);
      expect(t.state.seats.map((x) => x.caste)).toEqual(before);
      expect(t.state.unusedCastes).toHaveLength(4);
      expect(events.some((e) => e.type === "castesDealt")).toBe(false);
      expect(t.state.castesEachRound).toBeUndefined();
      // The old engine drew nothing for the castes at a new round: the next partita's deal is the one the same
      // table without castes gets.
      const plain = new Table({ hands: [["terra 1", "luce 1"], ["aria 1"]], flow: ["terra 2"], dealer: 1, seed });
      plain.cast(0, "terra 1");
      plain.pass(1);
      expect(t.state.seats.map((x) => x.hand)).toEqual(plain.state.seats.map((x) => x.hand));
      expect(t.state.rng).toEqual(plain.state.rng);
    }
  });

  it("the first deal is as before; castesEachRound: false recreates a challenge stored before the rule", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const now = createGame({ seed, mode: "ffa", players: 3, castes: true });
      const then = createGame({ seed, mode: "ffa", players: 3, castes: true, castesEachRound: false });
      expect(now.castesEachRound).toBe(true);
      expect({ ...then, castesEachRound: true }).toEqual(now);
    }
  });
});
