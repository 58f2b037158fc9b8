/**
 * The fixed-height text places (the hint's and the explanation's: the board never moves for a
 * long sentence) say when their text goes on below: `data-more` is set while part of the text
 * is out of sight under the place's bottom edge, and the style then writes “more ↓” at its bottom edge. A
 * sentence cut off mid-line with no sign of more (a phone's three lines) read as the whole.
 *
 * Both read or set a scroll position, which lays the page out: they wait for the next frame's
 * callbacks (`../frame.ts`), as a mutation observer's microtask would still be the changer's task.
 *
 * Owns: {@link watchPlaces}, {@link toTopSoon}. Does not own: what the places say (the panels).
 */
import { inNextFrame } from '../frame.js';

/** Scrolls a place back to its top before the next frame is drawn (a new text starts at its first line). */
export const toTopSoon = inNextFrame((place) => (place.scrollTop = 0));

/** Sets or clears `data-more` on `place`: whether text is hidden below its bottom edge. */
function markMore(place: HTMLElement): void {
  const more = place.scrollHeight - place.scrollTop - place.clientHeight > 1;
  if (more) place.dataset.more = '';
  else delete place.dataset.more;
}

/** Keeps `data-more` of every `.place` up to date as its text changes, it scrolls or the window resizes. */
export function watchPlaces(): void {
  const places = Array.from(document.querySelectorAll<HTMLElement>('.place'));
  const markSoon = inNextFrame(markMore);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const place = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest<HTMLElement>('.place');
      if (place) markSoon(place);
    }
  });
  const resized = new ResizeObserver(() => places.forEach(markMore));
  for (const place of places) {
    observer.observe(place, { childList: true, characterData: true, subtree: true });
    resized.observe(place);
    place.addEventListener('scroll', () => markMore(place), { passive: true });
    markMore(place);
  }
}
