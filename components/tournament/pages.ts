// The projector's pages of rows (ProjectorPanel): pure, so that a unit test reads it.

/** Each row's page (0-based): page by page, as many rows as the room holds, balanced (16 equal rows that fit 12 a
 * page: 8 + 8). Rows may differ in height (a pod's five names on two lines). */
export function paginate(heights: readonly number[], room: number): number[] {
  const fits = (used: number, h: number, taken: number) => taken === 0 || used + h <= room + 0.5;
  let pages = 1;
  let used = 0;
  heights.forEach((h, i) => {
    if (!fits(used, h, i === 0 ? 0 : 1)) {
      pages++;
      used = 0;
    }
    used += h;
  });
  const pageOf: number[] = [];
  for (let page = 0, i = 0; i < heights.length; page++) {
    const want = Math.ceil((heights.length - i) / Math.max(1, pages - page));
    let taken = 0;
    for (used = 0; i < heights.length && taken < want && fits(used, heights[i]!, taken); taken++, i++) {
      used += heights[i]!;
      pageOf.push(page);
    }
  }
  return pageOf;
}
