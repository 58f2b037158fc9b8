/**
 * The site's storage, where the browser allows it.
 *
 * Owns: {@link storage}. Does not own: what is stored (the theme: `panels/tabs.ts`; the game:
 * `save.ts`).
 */

/**
 * The site's storage, or null where the browser refuses it: reading `localStorage` throws a
 * `SecurityError` when the player blocks site data (cookies) or in a sandboxed frame, and
 * writing may throw when storage is full. Nothing is then remembered, and the page works.
 */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
