/** Scrolls the window the least so that `el` lies wholly between the screen's top and the top of `cover` (a sheet or
 * bar stuck to the screen's bottom), with `gap` px to spare; when both cannot fit, the element's top comes first.
 * Nothing when it is already in sight. Smooth unless the reader asked for reduced motion. */
export function scrollIntoSight(el: Element, cover: Element | null, gap = 8): void {
  const r = el.getBoundingClientRect();
  const coverTop = cover ? cover.getBoundingClientRect().top : window.innerHeight;
  const room = Math.min(window.innerHeight, coverTop);
  let delta = 0;
  if (r.top < 0 || r.height + 2 * gap > room) delta = r.top - gap;
  else if (r.bottom > room - gap) delta = r.bottom - (room - gap);
  if (Math.abs(delta) < 1) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: delta, behavior: reduced ? "auto" : "smooth" });
}
