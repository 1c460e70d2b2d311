// Whose move it is, said once and right (issue 33 §2): the game page's banner words (components/kartomantik/game/
// whoseMove.ts) come from who the game waits for. "Modalità 2vs2", "La Priorità" (kartomantik-modalita-aggiuntive):
// outside the stack the priority is the team's and either teammate may use it, so a waiting phone names both players
// with the team priority message, not the one seat the engine's `priority` holds; simultaneous decisions (every
// seat's mulligan, rulebook §4.2) name every seat still deciding.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import it_ from "@/messages/it.json";
import { markOf, turnBanner } from "@/components/kartomantik/game/whoseMove";
import type { Wait } from "@/lib/kartomantik/games/views";

const NAMES = ["Anna", "Carla", "Bruno", "Dario"];
const tr = createTranslator({ locale: "it", messages: it_, namespace: "game" });
const t = (key: string, params?: Record<string, string | number>) => tr(key as never, params as never);
/** Anna's phone (seat 0): "Tu" for her own seat. */
const anna = (p: number) => (p === 0 ? it_.game.you : NAMES[p]!);
const banner = (waits: Wait[], viewer: number | null, mayAct: boolean, label = anna) =>
  turnBanner({ waits, viewer, mayAct, label, t, why: "perché" });

describe("the banner of a 2v2 table (Anna & Bruno against Carla & Dario)", () => {
  const theirs: Wait[] = [{ seats: [1, 3], decision: null, team: true }];
  const ours: Wait[] = [{ seats: [0, 2], decision: null, team: true }];

  it("the opponents' team priority: waiting for both of them, with the team priority message naming both", () => {
    const b = banner(theirs, 0, false);
    expect(b.mine).toBe(false);
    expect(b.title).toBe("In attesa di Carla o Dario…");
    expect(b.lines).toEqual(["Priorità della squadra: può agire Carla o Dario"]);
    expect(b.why).toBe("perché");
  });

  it("the own team's priority: your move, and the teammate may use it too", () => {
    const b = banner(ours, 0, true);
    expect(b).toEqual({
      mine: true,
      title: "Tocca a te",
      lines: ["Priorità della squadra: può agire Tu o Bruno"],
      why: "perché",
    });
  });

  it("a spectator reads the team and both names first", () => {
    const b = banner(theirs, null, false, (p) => NAMES[p]!);
    expect(b.title).toBe("Priorità della squadra: può agire Carla o Dario");
  });

  it("both teams choose who plays the First at once: each team's decision names its two players", () => {
    const waits: Wait[] = [
      { seats: [0, 2], decision: "teamFirst", team: true },
      { seats: [1, 3], decision: "teamFirst", team: true },
    ];
    const mine = banner(waits, 2, true, (p) => (p === 2 ? "Tu" : NAMES[p]!));
    expect(mine.lines).toEqual([`${it_.game.kind.teamFirst} · Decisione di squadra: può rispondere Anna o Tu`]);
    const waiting = banner([waits[1]!], 0, false);
    expect(waiting.title).toBe("In attesa di Carla o Dario…");
    expect(waiting.lines).toEqual([`${it_.game.kind.teamFirst} · Decisione di squadra: può rispondere Carla o Dario`]);
  });

  it("the marks on the seats are the same waits: both opponents hold the priority, nobody else", () => {
    expect([0, 1, 2, 3].map((p) => markOf(theirs, p))).toEqual([null, "priority", null, "priority"]);
  });
});

describe("a Free-for-All pod and a duel", () => {
  it("every seat's mulligan at once: one line naming each seat still deciding", () => {
    const waits: Wait[] = [1, 2, 3].map((p) => ({ seats: [p], decision: "mulligan", team: false }));
    const b = banner(waits, 0, false);
    expect(b.title).toBe("In attesa di Carla, Bruno, Dario…");
    expect(b.lines).toEqual([`Carla, Bruno, Dario stanno decidendo: ${it_.game.kind.mulligan}`]);
    expect(b.why).toBeNull();
    expect([0, 1, 2, 3].map((p) => markOf(waits, p))).toEqual([null, "deciding", "deciding", "deciding"]);
  });

  it("one seat's priority: its name once, the rule that gave it", () => {
    const b = banner([{ seats: [3], decision: null, team: false }], 0, false);
    expect(b).toEqual({
      mine: false,
      title: "In attesa di Dario…",
      lines: ["Dario ha la priorità"],
      why: "perché",
    });
    expect(banner([{ seats: [0], decision: null, team: false }], 0, true).lines).toEqual([it_.game.yourPriority]);
  });

  it("nothing awaited (between steps): nobody holds the priority", () => {
    expect(banner([], 0, false)).toEqual({ mine: false, title: it_.game.noPriority, lines: [], why: null });
  });

  it("the English words too", () => {
    const enT = createTranslator({ locale: "en", messages: en, namespace: "game" });
    const b = turnBanner({
      waits: [{ seats: [1, 3], decision: null, team: true }],
      viewer: 0,
      mayAct: false,
      label: (p) => NAMES[p]!,
      t: (key, params) => enT(key as never, params as never),
      why: null,
    });
    expect(b.title).toBe("Waiting for Carla or Dario…");
    expect(b.lines).toEqual(["Team priority: Carla or Dario may act"]);
  });
});
