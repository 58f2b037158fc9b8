/**
 * The fixed-height text places (the hint's and the explanation's: the board never moves for a
 * long sentence) say when their text goes on below: `data-more` is set while part of the text
 * is out of sight under the place's bottom edge, and the style then writes “more ↓” at its bottom edge. A
 * sentence cut off mid-line with no sign of more (a phone's three lines) read as the whole.
 *
 * Owns: {@link watchPlaces}. Does not own: what the places say (the panels).
 */

/** Sets or clears `data-more` on `place`: whether text is hidden below its bottom edge. */
function markMore(place: HTMLElement): void {
  const more = place.scrollHeight - place.scrollTop - place.clientHeight > 1;
  if (more) place.dataset.more = '';
  else delete place.dataset.more;
}

/** Keeps `data-more` of every `.place` up to date as its text changes, it scrolls or the window resizes. */
export function watchPlaces(): void {
  const places = Array.from(document.querySelectorAll<HTMLElement>('.place'));
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const place = (r.target instanceof Element ? r.target : r.target.parentElement)?.closest<HTMLElement>('.place');
      if (place) markMore(place);
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
