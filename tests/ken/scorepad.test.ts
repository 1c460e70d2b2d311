// engine/ken/scorepad.ts: the Punti Ordine scorepad is the fold of its entries. Phases as the
// rulebook lists them ("Fase di ORDINE e DISIMPEGNO Fase di PESCATA Fase di PRESENTAZIONE Fase di
// COMBATTIMENTO Fase di EPILOGO"), the end as the event's organizer set it (README: our copy has no
// chapter VITTORIA), an undo an entry of its own.
import { describe, expect, it } from "vitest";
import {
  foldScorepad,
  KEN_COLOUR_FLOOR,
  KEN_PHASES,
  refuseOp,
  shownGame,
  total,
  type KenEndRule,
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
const pts = (seat: "a" | "b", delta: number, colour: "verdi" | "ocra" | "altri" = "verdi"): ScoreOp => ({
  op: "points",
  seat,
  colour,
  delta,
  reason: colour === "verdi" ? "verdi_ordine" : colour === "ocra" ? "ocra_persi" : "preludio_costo",
});

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
    const ops: [string, ScoreOp][] = [
      [A, { op: "advance" }],
      [A, { op: "advance", draws: 2 }],
    ];
    let s = run(ops);
    expect(shownGame(s)).toMatchObject({ turn: 1, active: "a", phase: "presentazione", draws: 2 });
    s = run([...ops, [A, { op: "advance" }], [A, { op: "advance" }], [A, { op: "advance" }]]);
    expect(KEN_PHASES).toEqual(["ordine", "pescata", "presentazione", "combattimento", "epilogo"]);
    expect(shownGame(s)).toMatchObject({ turn: 2, active: "b", phase: "ordine", draws: null });
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
