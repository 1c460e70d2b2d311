// The phone's Punti Ordine scorepad (components/ken/KenScorepad.tsx) rendered from a folded log: it offers
// what the rulebook allows at that moment (engine/ken/scorepad.ts: refuseOp, refusePoints) and says it in
// good Italian.
import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KenScorepad } from "@/components/ken/KenScorepad";
import type { KenEndRule, ScoreEntry, ScoreOp } from "@/engine/ken";
import { scorepadView } from "@/lib/ken/scorepad-read";
import type { MatchView, TournamentView } from "@/lib/tournament/shape";
import it_ from "@/messages/it.json";

const END: KenEndRule = { kind: "declared" };
const T0 = Date.parse("2026-12-01T15:00:00Z");
const adv: ScoreOp = { op: "advance" };
/** A first turn (Pescata to Epilogo) of the player in turn. */
const firstTurn: ScoreOp[] = [{ op: "advance", draws: 2 }, adv, adv, adv];

/** The phone of Anna (side a) with the scorepad after `ops`. */
function phone(ops: ScoreOp[], bestOf: 1 | 3 = 3, end: KenEndRule = END) {
  const entries: ScoreEntry[] = ops.map((op, i) => ({
    n: i + 1,
    actor: "seat:sa",
    at: new Date(T0 + i * 60_000).toISOString(),
    op,
  }));
  const view = {
    bestOf,
    players: [
      { seatId: "sa", name: "Anna" },
      { seatId: "sb", name: "Bruno" },
    ],
    extras: { kenEnd: end, scorepads: [scorepadView("m1", entries, end, bestOf)] },
  } as unknown as TournamentView;
  const match = { id: "m1", status: "scheduled", seats: [{ seatId: "sa" }, { seatId: "sb" }] } as unknown as MatchView;
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "it",
      messages: it_,
      timeZone: "Europe/Rome",
      children: createElement(KenScorepad, { eventId: "e1", match, view, me: "sa" }),
    }),
  );
}
const button = (html: string, testId: string) =>
  html.match(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`))?.[0];
const options = (html: string, testId: string) =>
  [...(html.match(new RegExp(`<select[^>]*data-testid="${testId}".*?</select>`))?.[0] ?? "").matchAll(/value="(\w+)"/g)]
    .map((m) => m[1])
    .filter((v) => v !== undefined);

describe("the phone's scorepad", () => {
  // Il Gioco: «bisogna determinare chi inizierà per primo: usate un metodo casuale», before each game of a Bo3.
  it("offers «Inizia …» before each game's first change: game 2 too, after game 1 ended", () => {
    const game2 = phone([
      { op: "advance", draws: 1 },
      { op: "end", winner: "a" },
    ]);
    expect(game2).toContain("Partita 2");
    expect(button(game2, "ken-first-b")).toContain("ken-first-b");
    expect(game2).toContain("Inizia Bruno");
    expect(game2).toContain("Inizi tu");
    const started = phone([{ op: "advance", draws: 1 }]);
    expect(button(started, "ken-first-b")).toBeUndefined();
  });

  // Pescata: «Un giocatore deve sempre Pescare almeno 1 carta e mai più di 3»; Ordine e Disimpegno: «Nel proprio
  // primo Turno, solo in questo caso, … questa Fase è da saltare».
  it("opens the first turn at the Pescata and asks for the cards drawn, 1 to 3, with no plain «next phase»", () => {
    const html = phone([]);
    expect(html).toContain('data-phase="pescata"');
    expect(html).toContain(it_.kenEvent.pad.drawsAsk);
    for (const n of [1, 2, 3]) expect(button(html, `ken-draws-${n}`)).toBeDefined();
    expect(button(html, "ken-next")).toBeUndefined();
    // Turn 3 opens at Ordine e Disimpegno: «Fase successiva», no cards asked.
    const turn3 = phone([...firstTurn, ...firstTurn]);
    expect(turn3).toContain('data-phase="ordine"');
    expect(button(turn3, "ken-next")).toBeDefined();
    expect(turn3).not.toContain(it_.kenEvent.pad.drawsAsk);
  });

  // Ordine e Disimpegno: «il giocatore di Turno conta i propri Punti Ordine Verdi … e li aggiunge al proprio totale».
  it("offers the reasons that fit the colour and the moment, and only the sign and player they allow", () => {
    const turn1 = phone([]);
    // Verdi in a first turn: no Verdi of Ordine (the phase is skipped), no Ocra reasons, the default falls back.
    expect(options(turn1, "ken-reason")).toEqual(["vita_sconfitta", "altro"]);
    expect(button(turn1, "ken-plus-me")).not.toContain("disabled");
    const turn3 = phone([...firstTurn, ...firstTurn]); // Anna's Ordine e Disimpegno
    expect(options(turn3, "ken-reason")).toEqual(["verdi_ordine", "vita_sconfitta", "altro"]);
    expect(turn3).toMatch(/<option value="verdi_ordine" selected="">/);
    expect(button(turn3, "ken-plus-me")).not.toContain("disabled");
    expect(button(turn3, "ken-minus-me")).toContain("disabled");
    expect(button(turn3, "ken-plus-b")).toContain("disabled");
    // A greyed-out button says why, in the server's words: the Verdi of Ordine are a gain.
    expect(turn3).toMatch(/data-testid="ken-why-greyed">[^<]*i Verdi contati in Ordine e Disimpegno sono Verdi/);
    // Nothing greyed out, nothing said.
    expect(turn1).not.toContain("ken-why-greyed");
  });

  // Carte Preludio, Mazzo Episodio: «Si perde la partita se si finisce il mazzo del Futuro».
  it("offers «Ho finito il Futuro» for either player under any end condition, a Punti Ordine target too; the log says it", () => {
    const target: KenEndRule = { kind: "target", points: 30 };
    const html = phone([], 3, target);
    expect(button(html, "ken-futuro-me")).not.toContain("disabled");
    expect(button(html, "ken-futuro-b")).not.toContain("disabled");
    expect(html).toContain("Ho finito il Futuro (perdo)");
    expect(html).toContain("Bruno ha finito il Futuro (perde)");
    const lost = phone([{ op: "futuro", seat: "b" }], 3, target);
    expect(lost).toContain("Partita 2");
    expect(lost).toContain("Futuro esaurito — Bruno: partita persa");
  });

  it("says «Vinci tu» (not «Vince Tu») and «Vince Bruno»", () => {
    const html = phone([]);
    expect(html).toContain("Vinci tu");
    expect(html).toContain("Vince Bruno");
    expect(html).not.toContain("Vince Tu");
  });
});
