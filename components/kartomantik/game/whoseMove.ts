// Whose move it is, in words: the game page's banner and the seats' marks read the same list — the server's
// `waits` (lib/kartomantik/games/views.ts: the seats the engine lets act now, exactly those with legal actions),
// and the banner's "your move" is the phone's own legal actions, as its buzz is (useAttention). So the banner, the
// marks and the buzz cannot disagree, in a duel, a Free-for-All pod or a 2v2 team's shared priority.
import type { Wait } from "@/lib/kartomantik/games/views";

type T = (key: string, params?: Record<string, string | number>) => string;

export interface Banner {
  /** The viewer may act now (their phone buzzes). */
  mine: boolean;
  title: string;
  /** What each awaited seat (or team) is asked, one line each. */
  lines: string[];
  /** The rule that gave the priority (the engine's reason), when the wait is for the priority. */
  why: string | null;
}

/** The seat's mark on the table: deciding, holding the priority, or neither. */
export function markOf(waits: Wait[], p: number): "deciding" | "priority" | null {
  const w = waits.find((x) => x.seats.includes(p));
  return w ? (w.decision !== null ? "deciding" : "priority") : null;
}

/**
 * The banner's words. `viewer`: the phone's seat (null for spectators and judges); `mayAct`: the phone has legal
 * actions (the buzz's condition); `label`: a seat's name as this viewer reads it ("Tu" for their own).
 */
export function turnBanner(opts: {
  waits: Wait[];
  viewer: number | null;
  mayAct: boolean;
  label: (p: number) => string;
  t: T;
  why: string | null;
}): Banner {
  const { waits, viewer, mayAct, label, t, why } = opts;
  // A team's seats read "Anna o Bruno": either of them may act.
  const names = (w: Wait) => w.seats.map(label).join(` ${t("or")} `);
  const kind = (w: Wait) => t(`kind.${w.decision}`);
  const priorityWhy = waits.some((w) => w.decision === null) ? why : null;
  if (mayAct) {
    const own = waits.find((w) => viewer !== null && w.seats.includes(viewer));
    const line = !own
      ? t("yourPriority")
      : own.decision !== null
        ? own.team
          ? `${kind(own)} · ${t("teamDecision", { names: names(own) })}`
          : kind(own)
        : own.team
          ? t("teamPriority", { names: names(own) })
          : t("yourPriority");
    return { mine: true, title: t("yourMove"), lines: [line], why: own?.decision === null ? why : null };
  }
  if (waits.length === 0) return { mine: false, title: t("noPriority"), lines: [], why: null };
  // The same question to several seats at once (every seat's mulligan) is one line naming them all.
  const asked = new Map<string, number[]>();
  const rest: string[] = [];
  for (const w of waits) {
    if (w.decision !== null && !w.team) asked.set(w.decision, [...(asked.get(w.decision) ?? []), ...w.seats]);
    else if (w.decision !== null) rest.push(`${kind(w)} · ${t("teamDecision", { names: names(w) })}`);
    else rest.push(w.team ? t("teamPriority", { names: names(w) }) : t("holdsPriority", { name: names(w) }));
  }
  const lines = [
    ...[...asked].map(([what, seats]) =>
      seats.length === 1
        ? t("deciding", { name: label(seats[0]!), what: t(`kind.${what}`) })
        : t("decidingMany", { names: seats.map(label).join(", "), what: t(`kind.${what}`) }),
    ),
    ...rest,
  ];
  if (viewer === null) return { mine: false, title: lines[0]!, lines: lines.slice(1), why: priorityWhy };
  return {
    mine: false,
    title: t("waitingFor", { name: waits.map(names).join(", ") }),
    lines,
    why: priorityWhy,
  };
}
