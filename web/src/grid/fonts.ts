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
 * Play's hints draw the same faces on the play board: a placed digit (italic: the font's file
 * matched and mapped, the dearest), ringed and struck candidates (bold); panels/hint.ts warms
 * them at a hint's first press, while the worker looks for it (docs/design/page.md).
 *
 * Owns: {@link warmHighlightFaces}. Does not own: the faces themselves (style.css) or when to
 * warm them (the panels).
 */

/** The faces of style.css's highlights: a candidate ringed or struck (700), a placed digit (`.value`'s 500, italic). */
const CANDIDATE_FACE = '700';
const PLACED_FACE = 'italic 500';

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
 * Highlights are drawn in empty cells only: in one of each kind (a cage's sum, its box lines...)
 * a candidate there, else a probe (a hint strikes candidates the player never wrote, view.ts
 * `shown`, so the board may have none yet), and a digit, else a probe; the probes are put in,
 * read and taken out at once (the sizes are container units: one layout, not one per probe). It
 * reads their computed style: call it in a frame callback.
 */
export function warmHighlightFaces(grid: HTMLElement): void {
  const kinds = new Set<string>();
  const marks: [face: string, mark: Element][] = [];
  const probes: Element[] = [];
  const markOf = (cell: Element, selector: string, make: () => HTMLElement): Element => {
    const there = cell.querySelector(selector);
    if (there) return there;
    const probe = make();
    probes.push(probe);
    cell.append(probe);
    return probe.matches(selector) ? probe : probe.querySelector(selector)!;
  };
  const empty = Array.from(grid.querySelectorAll('[role="gridcell"]')).filter((cell) => !cell.querySelector('.value:not(.placed-ghost)'));
  for (const cell of empty) {
    if (kinds.has(cell.className)) continue;
    kinds.add(cell.className);
    marks.push([CANDIDATE_FACE, markOf(cell, '.cand[data-d]', candidateProbe)]);
  }
  // every digit has one size (style.css `.value`): a given's, else a probe's
  if (empty.length > 0) marks.push([PLACED_FACE, grid.querySelector('.value') ?? markOf(empty[0], '.value', valueProbe)]);
  const fonts = new Set(
    marks.map(([face, mark]) => {
      const { fontSize, fontFamily } = getComputedStyle(mark);
      return `${face} ${fontSize} ${fontFamily}`;
    }),
  );
  for (const probe of probes) probe.remove();
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  for (const font of fonts) {
    context.font = font;
    context.measureText('1');
  }
}
