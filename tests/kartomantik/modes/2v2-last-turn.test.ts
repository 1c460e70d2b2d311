// 2v2's last turn (issue 29 §7), cited from ../shared/rules/kartomantik-modalita-aggiuntive.txt ("Modalità 2vs2",
// "Fine della Partita"): "Se uno o più giocatori non possono raggiungere il tetto di carte richiesto durante il
// recupero, ma il loro compagno sì, la partita non finisce immediatamente, ma si svolge l'ultimo turno. Quei giocatori
// possono comunque partecipare" — also when the short player has no First Manifestation and its forced mulligan
// cannot draw back up (self-play found it: `npm run sim:match -- --mode 2v2 --seed 60`, about 1 game in 60).
import { describe, expect, it } from "vitest";
import { card, filler, nameOf, scenario, type Scenario } from "../dsl";
import { autoplay } from "./autoplay";

const w = (i: number) => card({ name: `W${i}`, type: "ephemeral_will", cost: {}, text: "" });
const m = (name: string) => card({ name, power: 1, t: "phlegmatic", points: 10, text: "" });

/** Plays on as autoplay does, but team 0 lets C play its First Manifestation whenever C can. */
function play(s: Scenario, until: (st: Scenario["state"]) => boolean): Scenario {
  for (let i = 0; i < 3000 && !until(s.state) && !s.state.result; i++) {
    const d = s.state.decisions[0];
    if (d?.kind === "teamFirst" && d.team === 0 && d.options.includes("P2")) s.decide("C", ["P2"]);
    else if (d) s.decide(nameOf(d.player), d.options.slice(0, d.min));
    else s.pass(nameOf(s.state.priority!));
  }
  return s;
}

describe("2v2: “la partita non finisce immediatamente, ma si svolge l'ultimo turno”", () => {
  it("a player short of cards whose forced mulligan cannot draw back up plays the last turn with the others", () => {
    // C plays its two manifestations as First on turns 1 and 2; on turn 3 it holds six wills, its deck is empty: it
    // cannot reach the hand size, has no First Manifestation, and its forced mulligan draws back only those six.
    const s = scenario({
      mode: "2v2",
      A: filler("ax", 30),
      B: filler("bx", 30),
      C: [m("F1"), ...[1, 2, 3, 4, 5, 6].map(w), m("F2")],
      D: filler("dx", 30),
      padTo: 0,
    });
    play(s, (st) => st.turn === 3 && st.phase !== "draw" && st.phase !== "start");
    s.expectEvent({ type: "mulligan", player: 2, voluntary: false });
    expect(s.state.players[2]!.hand).toHaveLength(6);
    // The game goes on: this turn is the last, and the teammate plays the team's First.
    expect(s.state.result).toBeNull();
    expect(s.state.flags.lastTurn).toBe(4);
    s.expectPhase("choose");
    expect(s.state.decisions.map((d) => [d.player, d.kind])).toContainEqual([0, "chooseFirst"]);
    autoplay(s, (st) => st.result !== null);
    expect(s.state.turn).toBe(3);
    expect(s.state.result).toMatchObject({ reason: "cannotDraw" });
    // Three confrontations: turn 3 was played to its end.
    expect(s.events.filter((e) => e.type === "confrontation")).toHaveLength(3);
  });

  it("a whole team short ends the game at once (both C and A cannot draw)", () => {
    const s = scenario({
      mode: "2v2",
      A: filler("ax", 7),
      B: filler("bx", 30),
      C: filler("cx", 7),
      D: filler("dx", 30),
      padTo: 0,
    });
    autoplay(s, (st) => st.result !== null);
    expect(s.state.result).toMatchObject({ reason: "cannotDraw" });
    expect(s.state.turn).toBe(2);
    expect(s.state.phase).toBe("over");
  });
});
