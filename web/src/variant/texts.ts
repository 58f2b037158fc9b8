/**
 * A variant puzzle's texts for people on the page: its title and author at the top of the Rules
 * card, the setter's rules text under them. Written as text, never as markup: they come from
 * whoever made the link.
 *
 * Owns: {@link showTexts}, and the rules text's place in the tab order: a keyboard stop only
 * while it scrolls (so its hidden part can be scrolled to; axe's scrollable-region-focusable),
 * measured again whenever its box changes. Does not own: reading the texts (the package's
 * `src/variant/metadata.ts`), the rules in the page's words and the window's title (`app.ts`,
 * ./describe.ts), how long texts wrap, clip or scroll (style.css `.puzzle-name`,
 * `.setter-rules`).
 */
import type { PuzzleTexts } from '../../../src/variant/metadata.js';

/**
 * Shows `texts` in the Rules card, each part hidden when absent.
 * @param texts the puzzle's title, author and rules text
 */
export function showTexts({ title = '', author = '', rules = '' }: PuzzleTexts): void {
  const name = document.getElementById('puzzle-name')!;
  name.hidden = !title && !author;
  name.firstElementChild!.textContent = title;
  name.title = title; // three lines at most are shown: the whole on hover
  name.lastElementChild!.textContent = author && `by ${author}`;
  const own = document.getElementById('setter-rules')!;
  own.hidden = !rules;
  own.textContent = rules;
  if (!watched) new ResizeObserver(() => focusIfScrolls(own)).observe(own);
  watched = true;
  focusIfScrolls(own);
}

/** Whether the rules text's box is watched (from the first puzzle shown on). */
let watched = false;

/** Makes `box` a tab stop while its text scrolls (a short text is read as the text around it). */
function focusIfScrolls(box: HTMLElement): void {
  if (box.scrollHeight > box.clientHeight) box.tabIndex = 0;
  else box.removeAttribute('tabindex');
}
