/**
 * The page's one live region (`#status`, `role="status"`, visually hidden): each event of the
 * page is announced there once, so a screen reader hears it without the focus moving. What a
 * sighted player reads is on the page itself (the hint place, the step's sentence, the
 * counters); this region never shows.
 *
 * Owns: {@link announce}, {@link announcements}, {@link clearAnnouncement}. Does not own: what is shown (the panels).
 */

let count = 0;

/** How many announcements were made so far (so a caller can tell whether another one came in between). */
export function announcements(): number {
  return count;
}

/**
 * Announces `text` (one event, one announcement). With `view`, only while that view is shown:
 * a background job of another view (an explanation finishing while the player plays) stays
 * silent.
 */
export function announce(text: string, options: { kind?: 'info' | 'error'; view?: string } = {}): void {
  const el = document.getElementById('status');
  if (!el) return;
  if (options.view !== undefined && document.getElementById(options.view)?.hidden !== false) return;
  count++;
  el.textContent = text;
  el.dataset.kind = options.kind ?? 'info';
}

/** Empties the live region (a new puzzle: what was said about the last one no longer holds). */
export function clearAnnouncement(): void {
  const el = document.getElementById('status');
  if (el) el.textContent = '';
}
