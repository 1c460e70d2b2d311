// Taking back an action (a product feature of the engine games, not a rule of any rulebook): the
// pieces every engine's `undoable` shares. An action may be taken back only while it showed nobody
// anything: the state before it is then all any viewer knows, and returning to it hides nothing they
// had seen and shows nothing new.

/** Whether two PRNG states are the same (an action that drew on the randomness gave a result). */
export const sameRng = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((w, i) => w === b[i]);

/** The seats that must accept a seat's request, in groups: one answer speaks for its group (a team),
 * every group must accept. `side[p]`: the side of seat p; `left`: seats no longer in the game. */
export function otherSides(side: readonly number[], seat: number, left: readonly number[] = []): number[][] {
  const groups = new Map<number, number[]>();
  side.forEach((s, p) => {
    if (s === side[seat] || left.includes(p)) return;
    groups.set(s, [...(groups.get(s) ?? []), p]);
  });
  return [...groups.values()];
}
