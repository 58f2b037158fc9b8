/**
 * Has the faces a step's highlights draw the board's marks in made before the step is drawn. A
 * ringed or struck candidate is bold and a hint's placed digit italic (style.css `.cand.cause`,
 * `.cand.struck`, `.placed-ghost`), at sizes the board's width sets (container units). Chromium
 * makes a face at a size the first time text is shaped in it, inside a layout: it asks the
 * browser process for the face's rendering settings (on Linux, and maps the font's file when it
 * was never used), a round trip the renderer waits for. The explanation's step 1 on Killer sudoku
 * [0 cage, hard] made two (its candidates bold at two sizes): at 4× CPU throttling about 10 ms of
 * its first frame's layout in the thread's time, and 14–60 ms of wall time on a loaded
 * machine (docs/design/page.md). Measuring a digit in each face on a canvas makes it (the page's
 * faces are shared by its text and its canvases), where the page is idle: while the steps are found.
 *
 * Play's first hint drew both kinds in its layouts: on the classic hard puzzle of the tests, its
 * placed digit (italic: the font's file matched and mapped) and, a few moves on, its ringed and
 * struck candidates (bold); panels/hint.ts warms them at the hint's first press, while the
 * worker looks for it (docs/design/page.md).
 *
 * Owns: {@link warmHighlightFaces}. Does not own: the faces themselves (style.css) or when to
 * warm them (the panels).
 */

/** The faces of style.css's highlights: a candidate ringed or struck (700), a placed digit (`.value`'s 500, italic). */
const CANDIDATE_FACE = '700';
const PLACED_FACE = 'italic 500';

/**
 * The font of a mark `selector` in `cell`: one there, else a probe's (made by `make`, put in the
 * cell, read and taken out in one go: a style recalculation, no layout, nothing drawn). A hint
 * strikes candidates the player never wrote (view.ts `shown`), so the board may have none yet.
 */
function markFont(cell: Element, selector: string, make: () => HTMLElement): string {
  const there = cell.querySelector(selector);
  const probe = there ? null : make();
  if (probe) cell.append(probe);
  const { fontSize, fontFamily } = getComputedStyle(there ?? probe!.querySelector(selector) ?? probe!);
  probe?.remove();
  return `${fontSize} ${fontFamily}`;
}

/** A cell's centre marks with one candidate, as view.ts draws them. */
function candidateProbe(): HTMLElement {
  const box = document.createElement('span');
  const mark = document.createElement('span');
  box.className = 'cands';
  mark.className = 'cand';
  mark.dataset.d = '1';
  box.append(mark);
  return box;
}

/** A cell's digit, as view.ts draws it. */
function valueProbe(): HTMLElement {
  const value = document.createElement('span');
  value.className = 'value';
  return value;
}

/**
 * Makes the highlights' faces at the sizes `grid`'s cells draw their candidates and digits in
 * (the explanation's board, before its step 1; the play board, at a hint's first press: panels/).
 * It reads their computed style (the board's layout, where it changed): call it in a frame callback.
 */
export function warmHighlightFaces(grid: HTMLElement): void {
  const fonts = new Set<string>();
  const kinds = new Set<string>();
  // one cell of each kind (a cage's sum, its box lines...): their marks' sizes are the same
  for (const cell of Array.from(grid.querySelectorAll('[role="gridcell"]'))) {
    if (kinds.has(cell.className)) continue;
    kinds.add(cell.className);
    fonts.add(`${CANDIDATE_FACE} ${markFont(cell, '.cand[data-d]', candidateProbe)}`);
    fonts.add(`${PLACED_FACE} ${markFont(cell, '.value', valueProbe)}`);
  }
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  for (const font of fonts) {
    context.font = font;
    context.measureText('1');
  }
}
