/**
 * The site's storage, where the browser allows it: the site's (`localStorage`, kept across
 * visits) or the tab's (`sessionStorage`, kept across reloads of the tab, gone with it).
 *
 * Owns: {@link storage}. Does not own: what is stored (the theme: `panels/tabs.ts`; the game:
 * `save.ts`; the New puzzle card's choices: `panels/choices.ts`).
 */

/** Where something is kept: for the site (every tab, every visit) or for this tab only (its reloads). */
export type Shelf = 'site' | 'tab';

/**
 * The storage of `shelf` (default: the site's), or null where the browser refuses it: reading
 * `localStorage` or `sessionStorage` throws a `SecurityError` when the player blocks site data
 * (cookies) or in a sandboxed frame, and writing may throw when storage is full. Nothing is then
 * remembered, and the page works.
 */
export function storage(shelf: Shelf = 'site'): Storage | null {
  try {
    return shelf === 'site' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
