// Deck rules of Ken il Guerriero ("Creazione del Mazzo da Gioco" and the paragraphs it refers to),
// one rule per test, on our own card list (tests/ken/fixtures/carte.csv). Rulings: engine/ken/README.md.
import { describe, expect, it } from "vitest";
import { validateKenDeck, type KenFormat, type KenRule } from "@/engine/ken";
import { FIVE_EACH, futuro, lineOf, parse, type Sections } from "./fixtures";

function check(sections: Sections, format: KenFormat = "standard") {
  const { deck, errors } = parse(sections);
  expect(errors).toEqual([]);
  return validateKenDeck(deck, format);
}
const rules = (sections: Sections, format?: KenFormat): KenRule[] =>
  check(sections, format).violations.map((v) => v.rule);

describe("Creazione del Mazzo da Gioco: the Futuro's minimum", () => {
  it("«GIOCO STANDARD il mazzo deve essere composto da minimo 75 carte»: 75 is legal, 74 is not", () => {
    expect(check({ Futuro: futuro(75) })).toMatchObject({ legal: true, violations: [], counts: { futuro: 75 } });
    expect(check({ Futuro: futuro(74) }).violations).toEqual([
      {
        rule: "futuro_min",
        section: "Creazione del Mazzo da Gioco",
        params: { count: 74, min: 75, format: "standard" },
      },
    ]);
  });

  it("«GIOCO TORNEO il mazzo deve essere composto da minimo 90 carte»: 89 is not legal in Torneo, 90 is", () => {
    expect(rules({ Futuro: futuro(89) }, "torneo")).toEqual(["futuro_min"]);
    expect(check({ Futuro: futuro(89) }, "torneo").violations[0]?.params).toMatchObject({ count: 89, min: 90 });
    expect(check({ Futuro: futuro(90) }, "torneo").legal).toBe(true);
  });

  it("Cognomi dei Preludi, Mazzo Episodio: «Il Mazzo del Futuro deve comunque sempre essere composto da minimo 75 carte» — the Episodio does not count", () => {
    const episodio: Sections = {
      Preludio: [[1, "Le Cronache di Hokuto (Preludio)"]],
      Episodio: [[10, "Kenshiro (Maestro)"]],
    };
    expect(rules({ Futuro: futuro(74), ...episodio })).toEqual(["futuro_min"]);
    expect(check({ Futuro: futuro(75), ...episodio })).toMatchObject({
      legal: true,
      counts: { futuro: 75, episodio: 10 },
    });
  });
});

describe("Creazione del Mazzo da Gioco: «non ci possono essere più di 5 carte uguali, cioè con lo stesso Nome e dello stesso Tipo»", () => {
  it("a sixth Bat (Personaggio without Vita) breaks the limit, naming the card's line", () => {
    const lines = futuro(75);
    lines[0] = [6, "Bat (Personaggio)"];
    const result = check({ Futuro: lines });
    const line = lineOf({ Futuro: lines }, "Futuro", "6 Bat (Personaggio)");
    expect(line).toBe(2);
    expect(result.violations).toEqual([
      {
        rule: "max_copies",
        section: "Creazione del Mazzo da Gioco",
        line,
        where: "futuro",
        params: { nome: "Bat", tipo: "Personaggio", count: 6, max: 5 },
      },
    ]);
  });

  it("copies written on several lines add up", () => {
    expect(rules({ Futuro: [...futuro(75), [1, "Bat (Personaggio)"]] })).toEqual(["max_copies"]);
  });

  it("the same Name with another Type is another card: 5 Tempesta di Sabbia (Evento) and 5 (Luogo Disabitato) are legal", () => {
    expect(rules({ Futuro: [...futuro(75, 15), [5, "Tempesta di Sabbia (Luogo Disabitato)"]] })).toEqual([]);
  });

  it("«fanno eccezione … tutte le carte Maestro, Personaggio ed Esercito con Vita che non hanno nessun limite»", () => {
    const withVita: Sections = {
      Futuro: [...futuro(75), [12, "Raoul (Maestro)"], [9, "Rei (Personaggio)"], [7, "Esercito di Raoul (Esercito)"]],
    };
    expect(check(withVita).legal).toBe(true);
  });

  it("«La SuperVita è a tutti gli effetti una Vita … senza eccezioni»: SuperVita cards have no limit either (ruling R3)", () => {
    const superVita: Sections = {
      Futuro: [...futuro(75), [6, "Kenshiro, Successore di Hokuto (Maestro)"], [8, "Juza (Personaggio)"]],
    };
    expect(check(superVita).legal).toBe(true);
  });

  it("«La frase Carta Unica sulla carta non comporta eccezioni al numero»: 5 copies of a Carta Unica are legal, 6 are not", () => {
    // Cavallo Kokuoh (Speciale) and Southern Cross (Luogo Abitato, UNICO) carry unica: true.
    expect(check({ Futuro: futuro(84, 20) }).legal).toBe(true);
    const lines = futuro(84, 20);
    expect(lines[11]).toEqual([5, "Cavallo Kokuoh (Speciale)"]);
    lines[11] = [6, "Cavallo Kokuoh (Speciale)"];
    expect(check({ Futuro: lines }).violations.map((v) => [v.rule, v.params?.nome])).toEqual([
      ["max_copies", "Cavallo Kokuoh"],
    ]);
    const sixth = check({ Futuro: [...futuro(84, 20), [1, "Southern Cross (Luogo Abitato)"]] }).violations;
    expect(sixth.map((v) => [v.rule, v.params?.nome])).toEqual([["max_copies", "Southern Cross"]]);
  });

  it("ruling R1: the limit counts the Futuro, the Mano and the Mazzo Episodio together", () => {
    const sections: Sections = {
      Futuro: futuro(75),
      Mano: [[1, "Lin (Personaggio)"]],
    };
    expect(rules(sections)).toEqual(["max_copies"]);
    const episodio: Sections = {
      Futuro: futuro(75),
      Preludio: [[1, "Le Cronache di Hokuto (Preludio)"]],
      Episodio: [[1, "Bat (Personaggio)"]],
    };
    expect(rules(episodio)).toEqual(["max_copies"]);
  });

  it("Carte Segnalino: «puoi avere al massimo 5 carte segnalino uguali»", () => {
    expect(rules({ Futuro: futuro(75), Segnalini: [[5, "Nascosto (Segnalino)"]] })).toEqual([]);
    const six = check({ Futuro: futuro(75), Segnalini: [[6, "Nascosto (Segnalino)"]] }).violations;
    expect(six).toEqual([
      expect.objectContaining({ rule: "max_copies", section: "Carte Segnalino", where: "segnalini" }),
    ]);
  });
});

describe("Creazione del Mazzo da Gioco: «non più di 1/4 del mazzo può essere composto da carte Luogo»", () => {
  it("18 Luoghi in 75 cards are legal (72 ≤ 75), 19 are not", () => {
    expect(check({ Futuro: futuro(75, 18) }).legal).toBe(true);
    expect(check({ Futuro: futuro(75, 19) }).violations).toEqual([
      {
        rule: "luoghi_quarter",
        section: "Creazione del Mazzo da Gioco",
        params: { luoghi: 19, cards: 75, max: 18, deck: "futuro" },
      },
    ]);
  });

  it("Luoghi Abitati and Luoghi Disabitati both count", () => {
    const lines: [number, string][] = [...futuro(76, 15), [5, "Tempesta di Sabbia (Luogo Disabitato)"]];
    expect(check({ Futuro: lines }).legal).toBe(true); // 20 Luoghi in 81 cards
    lines.push([1, "Southern Cross (Luogo Abitato)"]);
    expect(check({ Futuro: lines }).violations).toEqual([
      {
        rule: "luoghi_quarter",
        section: "Creazione del Mazzo da Gioco",
        params: { luoghi: 21, cards: 82, max: 20, deck: "futuro" },
      },
    ]);
  });

  it("ruling R1: Luoghi of the Mazzo Episodio count, and so do its cards", () => {
    const preludio: Sections["Preludio"] = [[1, "Le Cronache di Hokuto (Preludio)"]];
    const episodio = check({
      Futuro: futuro(75, 18),
      Preludio: preludio,
      Episodio: [[5, "Tempesta di Sabbia (Luogo Disabitato)"]],
    });
    expect(episodio.violations).toEqual([
      {
        rule: "luoghi_quarter",
        section: "Creazione del Mazzo da Gioco",
        params: { luoghi: 23, cards: 80, max: 20, deck: "gioco" },
      },
    ]);
    expect(rules({ Futuro: futuro(75, 18), Preludio: preludio, Episodio: [[4, "Raoul (Maestro)"]] })).toEqual([]);
  });

  it("«Nel mazzo del Futuro … non più di 1/4 del mazzo»: the Futuro alone too — an Episodio of Maestri does not dilute its Luoghi", () => {
    // 50 non-Luoghi and 25 Luoghi (one third of the Futuro); 100 cards with the Episodio, a quarter of them Luoghi.
    const lines: [number, string][] = [
      ...FIVE_EACH.slice(0, 10),
      ...["Villaggio di Bat (Luogo Abitato)", "Southern Cross (Luogo Abitato)"].map((c): [number, string] => [5, c]),
      ...["Deserto Radioattivo", "Rovine di Tokyo", "Tempesta di Sabbia"].map((c): [number, string] => [
        5,
        `${c} (Luogo Disabitato)`,
      ]),
    ];
    const result = check({
      Futuro: lines,
      Preludio: [[1, "Le Cronache di Hokuto (Preludio)"]],
      Episodio: [[25, "Raoul (Maestro)"]],
    });
    expect(result.counts).toMatchObject({ futuro: 75, episodio: 25 });
    expect(result.violations).toEqual([
      {
        rule: "luoghi_quarter",
        section: "Creazione del Mazzo da Gioco",
        params: { luoghi: 25, cards: 75, max: 18, deck: "futuro" },
      },
    ]);
  });
});

describe("Creazione del Mazzo da Gioco: «al massimo 1 Preludio e un Extra», outside the Futuro", () => {
  const base = futuro(75);

  it("one Preludio and one Extra in their sections are legal and do not count toward the Futuro", () => {
    const result = check({
      Futuro: base,
      Preludio: [[1, "Il Mondo in Fiamme (Preludio)"]],
      Extra: [[1, "Maledizione di Shin (Extra)"]],
    });
    expect(result).toMatchObject({ legal: true, counts: { futuro: 75, preludio: 1, extra: 1 } });
  });

  it("two Preludi: the second is named", () => {
    const sections: Sections = {
      Futuro: base,
      Preludio: [
        [1, "Il Mondo in Fiamme (Preludio)"],
        [1, "Le Cronache di Hokuto (Preludio)"],
      ],
    };
    const line = lineOf(sections, "Preludio", "1 Le Cronache di Hokuto (Preludio)");
    expect(check(sections).violations).toEqual([
      expect.objectContaining({ rule: "preludio_max", line, where: "preludio", params: { count: 2, max: 1 } }),
    ]);
  });

  it("two copies of one Extra", () => {
    expect(rules({ Futuro: base, Extra: [[2, "Favore del Destino (Extra)"]] })).toEqual(["extra_max"]);
  });

  it("Carte Preludio: «Nel proprio mazzo NON è possibile avere altre carte Preludio» — a Preludio in the Futuro", () => {
    const result = check({
      Futuro: [...base, [1, "Il Mondo in Fiamme (Preludio)"]],
      Preludio: [[1, "Le Cronache di Hokuto (Preludio)"]],
    });
    expect(result.violations).toEqual([
      expect.objectContaining({ rule: "preludio_in_deck", section: "Carte Preludio", line: 17, where: "futuro" }),
    ]);
    expect(rules({ Futuro: base, Mano: [[1, "Il Mondo in Fiamme (Preludio)"]] })).toContain("preludio_in_deck");
  });

  it("ruling R4: an Extra is chosen with the Preludio, never in the Futuro", () => {
    expect(rules({ Futuro: [...base, [1, "Favore del Destino (Extra)"]] })).toEqual(["extra_in_deck"]);
  });

  it("ruling R4: the Preludio and Extra sections hold only cards of that type", () => {
    const result = check({
      Futuro: base,
      Preludio: [[1, "Bat (Personaggio)"]],
      Extra: [[1, "Il Mondo in Fiamme (Preludio)"]],
    });
    expect(result.violations.map((v) => [v.rule, v.where, v.params?.expected])).toEqual([
      ["section_type", "preludio", "Preludio"],
      ["section_type", "extra", "Extra"],
    ]);
  });
});

describe("Cognomi dei Preludi: the Mazzo Episodio lies «sotto alla carta Preludio»", () => {
  it("ruling R2: an Episodio without a Preludio is refused, naming its first line", () => {
    const sections: Sections = { Futuro: futuro(75), Episodio: [[3, "Raoul (Maestro)"]] };
    const line = lineOf(sections, "Episodio", "3 Raoul (Maestro)");
    expect(check(sections).violations).toEqual([
      { rule: "episodio_without_preludio", section: "Cognomi dei Preludi", line, where: "episodio" },
    ]);
  });

  it("ruling R2: a Preludio in the Episodio is another Preludio in the deck", () => {
    const result = check({
      Futuro: futuro(75),
      Preludio: [[1, "Le Cronache di Hokuto (Preludio)"]],
      Episodio: [[1, "Il Mondo in Fiamme (Preludio)"]],
    });
    expect(result.violations.map((v) => v.rule)).toEqual(["preludio_in_deck"]);
  });
});

describe("Carte Bordo Giallo: «tra carte a Bordo Giallo in mano e carte che peschi prima di iniziare a giocare il totale massimo … è 7»", () => {
  it("ruling R5: up to 7 Bordo Giallo cards in the Mano, outside the Futuro's count", () => {
    const mano: Sections["Mano"] = [
      [3, "Tempesta di Sabbia (Evento)"],
      [4, "Lin (Personaggio)"],
    ];
    const lines = futuro(75).map(([n, card]): [number, string] =>
      card.startsWith("Lin") || card.startsWith("Tempesta") ? [n - 4, card] : [n, card],
    );
    lines.push([8, "Kenshiro (Maestro)"]);
    expect(check({ Futuro: lines, Mano: mano })).toMatchObject({ legal: true, counts: { futuro: 75, mano: 7 } });
  });

  it("an eighth card in the Mano is refused, naming the line that passes 7", () => {
    const lines = futuro(75).map(([n, card]): [number, string] =>
      card.startsWith("Lin") || card.startsWith("Tempesta") ? [1, card] : [n, card],
    );
    lines.push([8, "Kenshiro (Maestro)"]);
    const result = check({
      Futuro: lines,
      Mano: [
        [4, "Tempesta di Sabbia (Evento)"],
        [4, "Lin (Personaggio)"],
      ],
    });
    expect(result.violations).toEqual([
      expect.objectContaining({
        rule: "mano_max",
        section: "Carte Bordo Giallo",
        where: "mano",
        params: { count: 8, max: 7 },
      }),
    ]);
    expect(result.violations[0]?.line).toBe(result.violations[0]!.line! > 0 ? result.violations[0]!.line : -1);
  });

  it("«puoi decidere di iniziare la partita con una o più di queste carte in mano»: only Bordo Giallo cards start in hand", () => {
    const result = check({ Futuro: futuro(75), Mano: [[1, "Raoul (Maestro)"]] });
    expect(result.violations).toEqual([
      expect.objectContaining({
        rule: "mano_not_bordo_giallo",
        section: "Carte Bordo Giallo",
        where: "mano",
        params: { nome: "Raoul", tipo: "Maestro" },
      }),
    ]);
  });

  it("«puoi anche inserirle nel tuo Futuro»: Bordo Giallo cards in the Futuro are ordinary cards", () => {
    expect(check({ Futuro: futuro(75) }).legal).toBe(true);
  });
});
