// engine/ken/scorepad.ts: the Punti Ordine scorepad is the fold of its entries. Phases as the
// rulebook lists them ("Fase di ORDINE e DISIMPEGNO Fase di PESCATA Fase di PRESENTAZIONE Fase di
// COMBATTIMENTO Fase di EPILOGO"), the end as the event's organizer set it (README: our copy has no
// chapter VITTORIA), an undo an entry of its own.
import { describe, expect, it } from "vitest";
import {
  foldScorepad,
  KEN_COLOUR_FLOOR,
  KEN_PHASES,
  KEN_REASON_RULES,
  refuseOp,
  shownGame,
  total,
  type KenEndRule,
  type KenScoreReason,
  type ScoreOp,
} from "@/engine/ken";

const T0 = Date.parse("2026-12-01T15:00:00Z");
const A = "seat:a",
  B = "seat:b";
const run = (ops: [string, ScoreOp][], end: KenEndRule = { kind: "target", points: 10 }, bestOf: 1 | 3 = 1) =>
  foldScorepad(
    ops.map(([actor, op], i) => ({ n: i + 1, actor, at: new Date(T0 + i * 60_000).toISOString(), op })),
    end,
    bestOf,
  );
/** Points with a reason that fits their colour and sign (KEN_REASON_RULES) at any moment of the game. */
const pts = (seat: "a" | "b", delta: number, colour: "verdi" | "ocra" | "altri" = "verdi"): ScoreOp => ({
  op: "points",
  seat,
  colour,
  delta,
  reason:
    colour === "verdi"
      ? "vita_sconfitta"
      : colour === "ocra"
        ? delta > 0
          ? "ocra_guadagnati"
          : "ocra_persi"
        : delta < 0
          ? "preludio_costo"
          : "altro",
});
const adv: ScoreOp = { op: "advance" };
/** A whole turn from its opening phase: a first turn (turns 1 and 2) opens at the Pescata, a later one at Ordine. */
const turn = (actor: string, first: boolean, draws: 1 | 2 | 3 = 2): [string, ScoreOp][] => [
  ...(first ? [] : [[actor, adv] as [string, ScoreOp]]),
  [actor, { op: "advance", draws }],
  [actor, adv],
  [actor, adv],
  [actor, adv],
];
const NOW = new Date(T0 + 3_600_000);

describe("the Punti Ordine scorepad", () => {
  it("keeps each player's total by colour; a Preludio's cost starts below zero («partire con un negativo di Punti Ordine»)", () => {
    const s = run([
      [A, pts("a", -2, "altri")],
      [A, pts("a", 3)],
      [B, pts("b", 4, "ocra")],
      [B, pts("b", -1, "ocra")],
    ]);
    const g = shownGame(s);
    expect(g.points).toEqual({ a: { verdi: 3, ocra: 0, altri: -2 }, b: { verdi: 0, ocra: 3, altri: 0 } });
    expect([total(g.points.a), total(g.points.b)]).toEqual([1, 3]);
    expect(s.result).toBeNull();
  });

  it("walks the phases in the rulebook's order, then the other player's turn; Pescata records 1–3 cards", () => {
    expect(KEN_PHASES).toEqual(["ordine", "pescata", "presentazione", "combattimento", "epilogo"]);
    let s = run([[A, { op: "advance", draws: 2 }]]);
    expect(shownGame(s)).toMatchObject({ turn: 1, active: "a", phase: "presentazione", draws: 2 });
    s = run([...turn(A, true), ...turn(B, true, 3)]);
    expect(shownGame(s)).toMatchObject({ turn: 3, active: "a", phase: "ordine", draws: null });
    s = run([...turn(A, true), ...turn(B, true), [A, adv], [A, { op: "advance", draws: 1 }]]);
    expect(shownGame(s)).toMatchObject({ turn: 3, active: "a", phase: "presentazione", draws: 1 });
  });

  // Regolamento, Ordine e Disimpegno: «Nel proprio primo Turno, solo in questo caso, non avendo ancora carte in
  // gioco questa Fase è da saltare».
  it("each player's first turn skips Ordine e Disimpegno: turns 1 and 2 open at the Pescata, turn 3 at Ordine", () => {
    const end: KenEndRule = { kind: "declared" };
    expect(shownGame(run([], end))).toMatchObject({ turn: 1, active: "a", phase: "pescata" });
    expect(shownGame(run(turn(A, true), end))).toMatchObject({ turn: 2, active: "b", phase: "pescata" });
    expect(shownGame(run([...turn(A, true), ...turn(B, true)], end))).toMatchObject({ turn: 3, phase: "ordine" });
    // So does game 2 of a Bo3, whoever starts it.
    const game2 = run([[A, { op: "end", winner: "a" }]], end, 3);
    expect(shownGame(game2)).toMatchObject({ game: 2, turn: 1, active: "b", phase: "pescata" });
    const verdi: ScoreOp = { op: "points", seat: "a", colour: "verdi", delta: 3, reason: "verdi_ordine" };
    expect(refuseOp(run([], end), end, verdi, A, NOW)).toBe("ken_verdi_not_now");
  });

  // Regolamento, Pescata: «Un giocatore deve sempre Pescare almeno 1 carta e mai più di 3».
  it("the Pescata is left saying the cards drawn (1–3), and cards drawn are said only there", () => {
    const end: KenEndRule = { kind: "declared" };
    const atPescata = run(turn(A, true), end);
    expect(refuseOp(atPescata, end, adv, B, NOW)).toBe("ken_draws_required");
    expect(refuseOp(atPescata, end, { op: "advance", draws: 3 }, B, NOW)).toBeNull();
    const atOrdine = run([...turn(A, true), ...turn(B, true)], end);
    expect(refuseOp(atOrdine, end, { op: "advance", draws: 3 }, A, NOW)).toBe("ken_draws_outside_pescata");
    expect(refuseOp(atOrdine, end, adv, A, NOW)).toBeNull();
  });

  // Regolamento, Ordine e Disimpegno: «il giocatore di Turno conta i propri Punti Ordine Verdi … e li aggiunge al
  // proprio totale di punti».
  it("Verdi of Ordine are the player in turn's, in Ordine e Disimpegno, and a gain", () => {
    const end: KenEndRule = { kind: "declared" };
    const verdi = (seat: "a" | "b", delta: number): ScoreOp => ({
      op: "points",
      seat,
      colour: "verdi",
      delta,
      reason: "verdi_ordine",
    });
    const atOrdine = run([...turn(A, true), ...turn(B, true)], end); // turn 3, a's Ordine e Disimpegno
    expect(refuseOp(atOrdine, end, verdi("a", 4), A, NOW)).toBeNull();
    expect(refuseOp(atOrdine, end, verdi("b", 4), B, NOW)).toBe("ken_verdi_not_now");
    expect(refuseOp(atOrdine, end, verdi("a", -4), A, NOW)).toBe("ken_reason_mismatch");
    const atPescata = run([...turn(A, true), ...turn(B, true), [A, adv]], end);
    expect(refuseOp(atPescata, end, verdi("a", 4), A, NOW)).toBe("ken_verdi_not_now");
    // Other Verdi (a defeated Vita, anything else) at any time, for either player.
    expect(refuseOp(atPescata, end, pts("b", 4), B, NOW)).toBeNull();
  });

  it("a reason that contradicts its colour or sign is refused (KEN_REASON_RULES)", () => {
    const end: KenEndRule = { kind: "declared" };
    const s = run([], end);
    const op = (colour: "verdi" | "ocra" | "altri", delta: number, reason: KenScoreReason): ScoreOp => ({
      op: "points",
      seat: "a",
      colour,
      delta,
      reason,
    });
    expect(refuseOp(s, end, op("ocra", 5, "ocra_persi"), A, NOW)).toBe("ken_reason_mismatch");
    expect(refuseOp(s, end, op("ocra", 5, "ocra_guadagnati"), A, NOW)).toBeNull();
    expect(refuseOp(s, end, op("ocra", 5, "verdi_ordine"), A, NOW)).toBe("ken_reason_mismatch");
    expect(refuseOp(s, end, op("verdi", 5, "ocra_guadagnati"), A, NOW)).toBe("ken_reason_mismatch");
    expect(refuseOp(s, end, op("verdi", -2, "preludio_costo"), A, NOW)).toBe("ken_reason_mismatch");
    // "altro" and the organizer's "correzione" fit any colour and sign; so does a defeated Vita (no colour named).
    for (const reason of ["altro", "correzione", "vita_sconfitta"] as const)
      expect(refuseOp(s, end, op("altri", 2, reason), "organizer:o", NOW)).toBeNull();
    expect(KEN_REASON_RULES.ocra_persi).toEqual({ colours: ["ocra"], sign: -1 });
  });

  // Regolamento, Carte Preludio: «Queste carte devono essere giocate prima di iniziare la partita … facendovi
  // partire con un negativo di Punti Ordine».
  it("a Preludio's cost is a negative, written in the game's first turn (before any turn change), by either player", () => {
    const end: KenEndRule = { kind: "declared" };
    const cost = (seat: "a" | "b", delta: number): ScoreOp => ({
      op: "points",
      seat,
      colour: "altri",
      delta,
      reason: "preludio_costo",
    });
    expect(refuseOp(run([], end), end, cost("a", -5), A, NOW)).toBeNull();
    expect(refuseOp(run([], end), end, cost("a", 5), A, NOW)).toBe("ken_reason_mismatch");
    // Still turn 1 after its Pescata: the second player records theirs.
    const inTurn1 = run([[A, { op: "advance", draws: 3 }]], end);
    expect(refuseOp(inTurn1, end, cost("b", -2), B, NOW)).toBeNull();
    const turn2 = run(turn(A, true), end);
    expect(refuseOp(turn2, end, cost("b", -2), B, NOW)).toBe("ken_preludio_after_start");
    // Game 2 of a Bo3 starts over: its Preludi are played before it.
    const game2 = run([...turn(A, true), [A, { op: "end", winner: "a" }]], end, 3);
    expect(refuseOp(game2, end, cost("b", -2), B, NOW)).toBeNull();
  });

  // Stored scorepads were written under the rules before these: every turn opened at Ordine e Disimpegno, and
  // entries now refused were accepted. refuseOp checks new entries only; the fold reads old logs as they were.
  it("a log written before the first-turn, Pescata and reason rules still folds to the same state", () => {
    const end: KenEndRule = { kind: "declared" };
    const old: [string, ScoreOp][] = [
      [A, adv], // turn 1, a: Ordine → Pescata (turn 1 opened at Ordine)
      [A, { op: "points", seat: "a", colour: "verdi", delta: 2, reason: "verdi_ordine" }], // in a first turn
      [A, { op: "advance", draws: 2 }],
      [A, adv],
      [A, adv],
      [A, adv],
      [B, adv], // turn 2, b: Ordine → Pescata
      [B, { op: "points", seat: "b", colour: "ocra", delta: 4, reason: "ocra_persi" }], // a gain as «Ocra persi»
      [B, adv], // leaves the Pescata without saying the cards drawn
      [B, adv],
      [B, adv],
      [B, adv],
      [A, { op: "points", seat: "a", colour: "altri", delta: -3, reason: "preludio_costo" }], // in turn 3
      [A, { op: "points", seat: "b", colour: "verdi", delta: 1, reason: "verdi_ordine" }], // not b's turn
      [A, { op: "advance", draws: 3 }], // draws said in Ordine
      [A, { op: "advance", draws: 1 }],
    ];
    const s = run(old, end);
    expect(shownGame(s)).toMatchObject({
      turn: 3,
      active: "a",
      phase: "presentazione",
      draws: 1,
      points: { a: { verdi: 2, ocra: 0, altri: -3 }, b: { verdi: 1, ocra: 4, altri: 0 } },
    });
    expect(s.seq).toBe(old.length);
    // Those entries would be refused now.
    const before = (n: number) => run(old.slice(0, n), end);
    expect(refuseOp(before(1), end, old[1]![1], A, NOW)).toBe("ken_verdi_not_now");
    expect(refuseOp(before(7), end, old[7]![1], B, NOW)).toBe("ken_reason_mismatch");
    expect(refuseOp(before(8), end, old[8]![1], B, NOW)).toBe("ken_draws_required");
    expect(refuseOp(before(12), end, old[12]![1], A, NOW)).toBe("ken_preludio_after_start");
    expect(refuseOp(before(14), end, old[14]![1], A, NOW)).toBe("ken_draws_outside_pescata");
  });

  it("an old log under a turn limit ends its games after the same turn, and the next game folds on", () => {
    const end: KenEndRule = { kind: "turns", turns: 2 };
    const oldTurn = (actor: string): [string, ScoreOp][] => [
      [actor, adv],
      [actor, { op: "advance", draws: 2 }],
      [actor, adv],
      [actor, adv],
      [actor, adv],
    ];
    const s = run([[B, pts("b", 3)], ...oldTurn(A), ...oldTurn(B), ...oldTurn(A).slice(0, 2)], end, 3);
    expect(s.games[0]!.ended).toEqual({ winner: "b", by: "turns" });
    expect(shownGame(s)).toMatchObject({ game: 2, turn: 1, active: "a", phase: "presentazione", draws: 2 });
  });

  it("a Punti Ordine target ends the game when a player reaches it; Bo1 is then decided 1–0", () => {
    const s = run([
      [A, pts("a", 6)],
      [B, pts("b", 5)],
      [B, pts("b", 5)],
    ]);
    expect(s.result).toEqual([[0, 1]]);
    expect(s.current).toBeNull();
    expect(refuseOp(s, { kind: "target", points: 10 }, pts("a", 1), A, new Date())).toBe("ken_game_over");
  });

  it("an undo takes back the last change, by its author only; the state is as if it never was", () => {
    const end: KenEndRule = { kind: "target", points: 10 };
    const before = run(
      [
        [A, pts("a", 6)],
        [B, pts("b", 10)],
      ],
      end,
    );
    expect(before.result).toEqual([[0, 1]]);
    expect(refuseOp(before, end, { op: "undo", target: 0 }, A, new Date())).toBe("ken_undo_not_yours");
    expect(refuseOp(before, end, { op: "undo", target: 0 }, B, new Date())).toBeNull();
    const after = run(
      [
        [A, pts("a", 6)],
        [B, pts("b", 10)],
        [B, { op: "undo", target: 2 }],
      ],
      end,
    );
    expect(after.result).toBeNull();
    expect(shownGame(after).points.b.verdi).toBe(0);
    expect(after.undoable).toEqual({ n: 1, actor: A });
    expect(run([], end).undoable).toBeNull();
  });

  it("an undo on game 2's fresh scorepad takes back game 1's last change (the match's scorepad, not the game's)", () => {
    const end: KenEndRule = { kind: "declared" };
    const s = run(
      [
        [A, pts("a", 2)],
        [A, { op: "end", winner: "a" }],
      ],
      end,
      3,
    );
    expect(shownGame(s).game).toBe(2);
    expect(s.undoable).toEqual({ n: 2, actor: A });
    const back = run(
      [
        [A, pts("a", 2)],
        [A, { op: "end", winner: "a" }],
        [A, { op: "undo", target: 2 }],
      ],
      end,
      3,
    );
    expect(shownGame(back)).toMatchObject({ game: 1, ended: null, points: { a: { verdi: 2 } } });
  });

  it("Bo3: the next game starts with the loser of the previous one; two games won decide the match", () => {
    const s1 = run([[A, pts("a", 10)]], { kind: "target", points: 10 }, 3);
    expect(s1.result).toBeNull();
    expect(shownGame(s1)).toMatchObject({ game: 2, first: "b", active: "b", points: { a: { verdi: 0 } } });
    const s2 = run(
      [
        [A, pts("a", 10)],
        [A, pts("a", 10)],
      ],
      { kind: "target", points: 10 },
      3,
    );
    expect(s2.result).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it("a turn limit ends the game after that turn's Epilogo, the higher total winning", () => {
    const end: KenEndRule = { kind: "turns", turns: 1 };
    const s = run(
      [[B, pts("b", 2)], ...Array.from({ length: 5 }, (): [string, ScoreOp] => [A, { op: "advance" }])],
      end,
    );
    expect(s.result).toEqual([[0, 1]]);
    expect(refuseOp(run([], end), end, { op: "end" }, A, new Date())).toBe("ken_game_not_over");
  });

  it("a time limit: the end is refused before the minutes have passed since the game's first change, then the totals decide", () => {
    const end: KenEndRule = { kind: "time", minutes: 30 };
    const s = run([[A, pts("a", 1)]], end);
    expect(refuseOp(s, end, { op: "end" }, B, new Date(T0 + 29 * 60_000))).toBe("ken_game_not_over");
    expect(refuseOp(s, end, { op: "end" }, B, new Date(T0 + 30 * 60_000))).toBeNull();
    expect(
      run(
        [
          [A, pts("a", 1)],
          [B, { op: "end" }],
        ],
        end,
      ).result,
    ).toEqual([[1, 0]]);
  });

  it("Carte Preludio, Mazzo Episodio «Si perde la partita se si finisce il mazzo del Futuro»: under every end condition, whatever the totals", () => {
    const ends: KenEndRule[] = [
      { kind: "target", points: 10 },
      { kind: "turns", turns: 20 },
      { kind: "time", minutes: 30 },
      { kind: "declared" },
    ];
    for (const end of ends) {
      // A leads on points and runs out of the Futuro: B wins the game at once, under any condition the organizer set.
      const s = run([[A, pts("a", 5)], ...turn(A, true), [A, { op: "futuro", seat: "a" }]], end);
      expect(refuseOp(run([[A, pts("a", 5)]], end), end, { op: "futuro", seat: "a" }, A, new Date(T0))).toBeNull();
      expect(s.games[0]!.ended).toEqual({ winner: "b", by: "futuro" });
      expect(s.result).toEqual([[0, 1]]);
      expect(refuseOp(s, end, { op: "futuro", seat: "b" }, B, NOW)).toBe("ken_game_over");
    }
    // In a Bo3 the next game follows (its loser, A, starts it), and an undo takes the loss back.
    const end: KenEndRule = { kind: "target", points: 10 };
    const bo3 = run([[B, { op: "futuro", seat: "b" }]], end, 3);
    expect(bo3.result).toBeNull();
    expect(shownGame(bo3)).toMatchObject({ game: 2, first: "b" });
    const undone = run(
      [
        [B, { op: "futuro", seat: "b" }],
        [B, { op: "undo", target: 1 }],
      ],
      end,
      3,
    );
    expect(undone.games[0]!.ended).toBeNull();
  });

  it("the players declare the winner (or a draw) when the event says so", () => {
    const end: KenEndRule = { kind: "declared" };
    expect(refuseOp(run([], end), end, { op: "end" }, A, new Date())).toBe("ken_game_not_over");
    expect(run([[A, { op: "end", winner: "b" }]], end).result).toEqual([[0, 1]]);
    expect(run([[A, { op: "end", winner: "draw" }]], end).result).toEqual([[0, 0]]);
  });

  it("who starts is chosen before the game's first change only", () => {
    const end: KenEndRule = { kind: "declared" };
    const s = run([[B, { op: "first", seat: "b" }]], end);
    expect(shownGame(s)).toMatchObject({ first: "b", active: "b" });
    const started = run(
      [
        [B, { op: "first", seat: "b" }],
        [B, pts("b", 1)],
      ],
      end,
    );
    expect(refuseOp(started, end, { op: "first", seat: "a" }, A, new Date())).toBe("ken_first_after_start");
  });

  // Regolamento, Carte Luogo › Luoghi Abitati: "Queste carte danno Punti Ordine a chi li possiede", and a
  // Luogo UNICO lost: "perdi i Punti Ocra solo di uno". The Ocra are the points of the Luoghi held, lost with
  // them: never fewer than 0. Carte Preludio: "partire con un negativo di Punti Ordine" is the colourless cost.
  it("Ocra never go below 0 (Carte Luogo: lost with the Luogo that gave them); a Preludio's cost may (Carte Preludio)", () => {
    const end: KenEndRule = { kind: "target", points: 10 };
    const none = run([], end);
    expect(KEN_COLOUR_FLOOR).toEqual({ verdi: null, ocra: 0, altri: null });
    expect(refuseOp(none, end, pts("a", -1, "ocra"), A, new Date())).toBe("ken_ocra_below_zero");
    // The organizer's correction follows the same rule.
    expect(refuseOp(none, end, pts("b", -1, "ocra"), "organizer:o", new Date())).toBe("ken_ocra_below_zero");
    const three = run([[A, pts("a", 3, "ocra")]], end);
    expect(refuseOp(three, end, pts("a", -3, "ocra"), A, new Date())).toBeNull();
    expect(refuseOp(three, end, pts("a", -4, "ocra"), A, new Date())).toBe("ken_ocra_below_zero");
    // The other player's Ocra are their own.
    expect(refuseOp(three, end, pts("b", -1, "ocra"), A, new Date())).toBe("ken_ocra_below_zero");
    expect(refuseOp(none, end, pts("a", -2, "altri"), A, new Date())).toBeNull();
  });
});
