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

/** scrollIntoSight at the next frame, and again while the page's layout settles (its size changes within `settleMs`:
 * rows of a log, a sheet's buttons, fonts): a page still growing could not scroll far enough yet. Stops early when
 * the reader touches or wheels the page (their scrolling wins). `find` gives the element and its cover each time.
 * Returns the cleanup (an effect's). */
export function bringIntoSight(find: () => [Element | null, Element | null], gap = 8, settleMs = 1_000): () => void {
  const run = () => {
    const [el, cover] = find();
    if (el) scrollIntoSight(el, cover, gap);
  };
  const frame = requestAnimationFrame(run);
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(run);
  resized?.observe(document.body);
  const stop = () => {
    cancelAnimationFrame(frame);
    resized?.disconnect();
    clearTimeout(timer);
    window.removeEventListener("touchstart", stop);
    window.removeEventListener("wheel", stop);
  };
  const timer = setTimeout(stop, settleMs);
  window.addEventListener("touchstart", stop, { passive: true });
  window.addEventListener("wheel", stop, { passive: true });
  return stop;
}
