/**
 * A variant puzzle's texts for people on the page: its title and author at the top of the Rules
 * card, the setter's rules text under them. Written as text, never as markup: they come from
 * whoever made the link.
 *
 * Owns: {@link showTexts}. Does not own: reading the texts (the package's
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
}
