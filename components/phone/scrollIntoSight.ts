/** Scrolls the window the least so that `el` lies wholly between the screen's top and the top of `cover` (a sheet or
 * bar stuck to the screen's bottom), with `gap` px to spare; when both cannot fit, the element's top comes first.
 * Nothing when it is already in sight. */
export function scrollIntoSight(el: Element, cover: Element | null, gap = 8): void {
  const r = el.getBoundingClientRect();
  const coverTop = cover ? cover.getBoundingClientRect().top : window.innerHeight;
  const room = Math.min(window.innerHeight, coverTop);
  let delta = 0;
  if (r.top < 0 || r.height + 2 * gap > room) delta = r.top - gap;
  else if (r.bottom > room - gap) delta = r.bottom - (room - gap);
  if (Math.abs(delta) < 1) return;
  // At once: a smooth scroll is cut short by whatever else moves the page meanwhile (a focus, a late layout), and
  // left the table's last row under the bar.
  window.scrollBy({ top: delta, behavior: "auto" });
}
