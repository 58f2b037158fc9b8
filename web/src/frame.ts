/**
 * When the page's panels do what costs a layout: in the next frame's callbacks (before that frame
 * is laid out and drawn), or in a task after it. A scroll position read or set where a text or
 * a list changed lays the page out at once, inside the changer's task, on top of its own work
 * (the explanation's first step drawn: 35–50 ms at 4× CPU throttling, docs/design/page.md);
 * in a frame callback it costs the layout the frame does anyway, and work done after the frame
 * is laid out and painted in a frame of its own.
 *
 * Owns: {@link inNextFrame}, {@link afterNextFrame}. Does not own: what is done then (the panels).
 */

/**
 * `act` on each element handed to the returned function, once, in the next animation frame's
 * callbacks, in the order they were first handed.
 */
export function inNextFrame<E extends Element = HTMLElement>(act: (el: E) => void): (el: E) => void {
  const waiting = new Set<E>();
  return (el) => {
    if (waiting.size === 0)
      requestAnimationFrame(() => {
        const now = [...waiting];
        waiting.clear();
        now.forEach(act);
      });
    waiting.add(el);
  };
}

/** Runs `work` in a task of its own once the next frame is drawn (what it changes is drawn in the frame after). */
export function afterNextFrame(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
