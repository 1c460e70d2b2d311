// An audit of Beta card effects against the Italian card texts (../shared/data/kartomantik-beta/cards.json): each
// case quotes the card's text and plays it in a small scenario. Rulebook lines are quoted from
// ../shared/rules/kartomantik-regolamento.txt.
import { describe, expect, it } from "vitest";
import { card, scenario } from "../dsl";
import { cast, giveTo, match, nextTurn, pay, settle, tiny, toEndPhase } from "../harness";
import { beta } from "../sets";
import { advanceUntil, dumpA, helper, inInterzone, nm, rolled } from "./beta-scenarios";

/** Turn 1: B's First "BF" (power 5) beats A's and goes to slot 0 of B's Interzone; the end phase is open. */
function bfInBInterzone(extraA: Parameters<typeof match>[0], extraB: Parameters<typeof match>[1] = []) {
  const s = match(extraA, extraB, { bFirst: 5 });
  s.reveal("AF", "BF");
  s.passTo("placement").choose("B", [`${s.id("BF")}:slot0`]);
  toEndPhase(s);
  s.expectZone("BF", "interzone");
  return s;
}

// Regolamento, "Modificatori e Segnalini": "I Modificatori sono, salvo diversa indicazione, permanenti, ma solo
// finché la carta rimane nel Campo Cartomantico o nella Zona di Stallo." A "prende -1 forza" with no "fino alla fine
// del turno" lasts while the card stays on the field.
describe("Beta: a power change with no duration in its text is permanent", () => {
  // Both trigger on A's own act (a will played, a card discarded), then take 1 from B's card: it holds a turn later.
  it.each([
    [
      245,
      "#245 Watchtower: 'Ogniqualvolta giochi una volontà, una manifestazione bersaglio in campo sotto il controllo di un avversario prende -1 forza.'",
      ["choleric", "vitreous"],
    ],
    [
      240,
      "#240 Conflux of Catastrophe: 'Ogniqualvolta un giocatore scarta una o più carte, una manifestazione bersaglio in campo controllata da un avversario prende -1 forza.'",
      ["melancholic", "choleric"],
    ],
  ] as const)("%i %s", (n, _text, [first, second]) => {
    const s = bfInBInterzone([beta(n), ...pay(first, 2), ...pay(second, 2), dumpA]);
    cast(s, "A", nm(n));
    settle(s);
    cast(s, "A", "DumpA");
    settle(s);
    s.expectPower("BF", 4);
    nextTurn(s);
    s.expectZone("BF", "interzone").expectPower("BF", 4).endWithDecisionOpen();
  });

  it("#135 Shattering the Self: '... poi una manifestazione bersaglio in campo controllata da un avversario prende -1 forza per ogni manifestazione scartata in questo modo.'", () => {
    const s = bfInBInterzone([beta(135), ...pay("melancholic", 2)]);
    cast(s, "A", nm(135), ["P1", "BF"]);
    settle(s);
    s.expectPower("BF", 2);
    nextTurn(s);
    s.expectZone("BF", "interzone").expectPower("BF", 2).endWithDecisionOpen();
  });

  it("#39 Intoxicating Blossom: 'Paga {H}{H} e rimuovi i segnalini Petalo ...: Una manifestazione bersaglio in campo prende +1 forza per ogni segnalino Petalo rimosso in questo modo.'", () => {
    const s = bfInBInterzone([beta(39), ...pay("phlegmatic", 2), ...pay("hollow", 2, 1)]);
    cast(s, "A", nm(39));
    settle(s);
    nextTurn(s, "af1", "bf1");
    settle(s);
    expect(s.state.cards[s.id(nm(39))]!.counters).toEqual({ Petal: 1 });
    giveTo(s, "A");
    s.activate("A", nm(39), 1, { targets: ["BF"], tribute: ["pay-hollow-1", "pay-hollow-2"], x: 1 });
    settle(s);
    s.expectPower("BF", 6);
    nextTurn(s);
    s.expectZone("BF", "interzone").expectPower("BF", 6).endWithDecisionOpen();
  });

  it("#222 Jija: 'puoi sacrificare una pedina da lei creata e perdere 5 punti: Una manifestazione bersaglio in campo prende -2 forza.'", () => {
    const s = inInterzone(helper(), [beta(222)], [], [nm(222), "bf1"]);
    settle(s, [["P0"]]);
    const jija = s.id(nm(222));
    const token = s.state.sides[0]!.confrontation.find((id) => s.state.cards[id]!.def.endsWith(`:by:${jija}`))!;
    giveTo(s, "A");
    s.act({
      type: "activate",
      player: 0,
      card: jija,
      ability: 1,
      targets: [s.id("Helper")],
      tribute: { cards: [] },
      extra: [token],
    });
    settle(s);
    s.expectPower("Helper", 4);
    nextTurn(s);
    s.expectZone("Helper", "interzone").expectPower("Helper", 4).endWithDecisionOpen();
  });

  it("#260 Plinius: 'Se il risultato del lancio è pari, Plinius prende +4 forza' — it keeps it in the Interzone", () => {
    const s = scenario({ A: [beta(260)], B: [card({ name: "BW", t: "hollow", power: 1 })], seed: 3 });
    s.reveal(nm(260), "BW");
    settle(s);
    const [roll] = rolled(s);
    expect(roll! % 2, "the seed gives an even roll").toBe(0);
    s.expectPower(nm(260), 10);
    s.passTo("placement").choose("A", [`${s.id(nm(260))}:slot0`]);
    nextTurn(s);
    s.expectZone(nm(260), "interzone").expectPower(nm(260), 10).endWithDecisionOpen();
  });
});

// Regolamento, "Giocare e Spostare": "Se una carta ad esempio, parla di 'mettere' qualcosa in un'area, quello è uno
// spostamento, e lo stesso vale per le manifestazioni che 'entrano' in Supporto. [...] non sono considerate come
// 'giocate' a meno che l'effetto non lo espliciti (come ad esempio nell'effetto 'Concatena')."
describe("Beta: #234 Wretched Arena forbids playing in Support, not putting into it", () => {
  it("'I giocatori non possono giocare manifestazioni in Supporto': Tiny cannot be played, a Chain cannot happen, but #85 Mirror the Impulse still puts its token copy into Support", () => {
    const def = beta(234);
    const s = match(
      [
        def,
        beta(85),
        beta(278),
        ...pay("choleric", 1),
        ...pay("vitreous", 1),
        card({ name: "C3", t: "hollow", power: 3 }),
        tiny("TinyA"),
      ],
      [tiny("Tiny")],
      { bFirst: 5 },
    );
    s.reveal("AF", "BF");
    toEndPhase(s);
    cast(s, "A", def.name);
    settle(s);
    advanceUntil(s, (x) => x.turn === 2 && x.phase === "choose" && x.decisions.length === 2);
    s.firsts("af1", "bf1");
    giveTo(s, "A");
    s.activate("A", def.name, 0, { tribute: ["C3"] });
    settle(s);
    s.passUntil((x) => x.phase === "reaction");
    giveTo(s, "B");
    s.support("B", "Tiny").expectRefused("support_forbidden");
    // Help! (#278): "Perdi 10 punti, poi Concatena dalla mano" — a Chained manifestation is played: none enters.
    cast(s, "A", nm(278));
    settle(s);
    s.expectZone("TinyA", "hand");
    const before = s.state.sides[0]!.confrontation.length;
    cast(s, "A", nm(85), ["af1"]);
    settle(s);
    expect(s.state.sides[0]!.confrontation).toHaveLength(before + 1);
    s.endWithDecisionOpen();
  });
});

describe("Beta: #39 Intoxicating Blossom removes all its Petal counters", () => {
  it("'Paga {H}{H} e rimuovi i segnalini Petalo dal Fiorellino Inebriante: ... +1 forza per ogni segnalino Petalo rimosso' — all of them, not some", () => {
    const s = bfInBInterzone([beta(39), ...pay("phlegmatic", 2), ...pay("hollow", 2, 1), tiny("TinyA")]);
    cast(s, "A", nm(39));
    settle(s);
    nextTurn(s, "af1", "bf1");
    settle(s);
    giveTo(s, "A");
    s.support("A", "TinyA");
    settle(s);
    expect(s.state.cards[s.id(nm(39))]!.counters).toEqual({ Petal: 2 });
    giveTo(s, "A");
    const tribute = ["pay-hollow-1", "pay-hollow-2"];
    s.activate("A", nm(39), 1, { targets: ["BF"], tribute, x: 1 }).expectRefused("cost_unpaid");
    s.activate("A", nm(39), 1, { targets: ["BF"], tribute, x: 2 });
    settle(s);
    s.expectPower("BF", 7).endWithDecisionOpen();
    expect(s.state.cards[s.id(nm(39))]!.counters.Petal ?? 0).toBe(0);
  });
});
