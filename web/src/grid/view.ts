/**
 * Draws a board as an ARIA grid: `role="grid"`, one `role="row"` per row (named "Row 3"), every
 * cell a `gridcell` whose label says its row, column and value or marks; one tab stop (roving
 * tabindex on the cursor cell). Used for play and, read-only, for the explanation stepper.
 *
 * Owns: the grid's DOM, its labels, the classes that show selection, conflicts, the same digit,
 * colours and highlights ({@link GridView.render}), box borders (or a jigsaw's region borders),
 * the layers a variant puzzle's rules are drawn in ({@link GridView.layers}: over the grid,
 * their labels over the highlights, and in a margin round it for outside clues). From the
 * bottom up (style.css's z-index): the cells' backgrounds (tints, selection, a hint's rings), the
 * rules, the marks and the ring of a hint's placed digit, the overlay (houses, links), the
 * rules' labels (a cage's sum), the digits. Does not own: input (`input.ts`), what to highlight
 * (`decor.ts`), where a cell's marks stand (`marks.ts`), the SVG overlay of houses and links
 * (`overlay.ts`; the links it draws are moved onto the candidates as measured in the next
 * frame's callbacks), changing a cell's nodes in place (`patch.ts`), the rules' drawing, each
 * shape into its layer (`grid/rules/`).
 */
import { symbolOf } from '../symbols.js';
import { candidateKey, emptyDecor, type Decor } from './decor.js';
import { markLayout, type MarkPlace } from './marks.js';
import { drawOverlay, placeLinks, type CandidateSpot } from './overlay.js';
import { patchChildren, setAttribute } from './patch.js';
import { inNextFrame } from '../frame.js';
import type { Link } from '../../../src/logic/types.js';
import type { RuleLayers } from './rules/render.js';

/** What one cell shows. Masks hold bit d−1 for digit d. */
export interface CellView {
  value: number;
  given: boolean;
  corner: number;
  centre: number;
  colour: number;
  /**
   * The digits the cell may hold, drawn as candidates when it has no centre marks (a hint's move
   * strikes some of them there); the cell's name does not say them, they are not the player's.
   */
  shown?: number;
}

/** What the whole grid shows, besides its cells. */
export interface GridState {
  cells: CellView[];
  selected: ReadonlySet<number>;
  conflicts: ReadonlySet<number>;
  /** Cells holding the digit of the cursor cell (the same digit highlighted), shown when non-empty. */
  sameDigit: number;
  /** The cursor cell's row, column and box (tinted), when one cell is selected. */
  peers?: ReadonlySet<number>;

  decor: Decor;
}

/** The digits 1…N of a mark mask, ascending (the cells' labels and the live region's words say them in this order). */
export const digitsOf = (mask: number, N: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= N; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
};

/** How a board is laid out beyond its size: a variant puzzle's regions and margin. */
export interface GridLayout {
  /**
   * Region labels, replacing the boxes (their borders are drawn thick instead): a jigsaw's, or
   * the rectangular boxes of a 6×6 or 8×8 board; the side is then their count's square root.
   */
  regions?: readonly number[];
  /** Whether the board needs a margin for clues outside the grid. */
  margin?: boolean;
}

/** A board drawn into a container. */
export class GridView {
  readonly n: number;
  readonly N: number;
  /** The element with `role="grid"`. */
  readonly element: HTMLElement;
  /** The cell with the tab stop (the keyboard cursor). */
  cursor = 0;
  private readonly cells: HTMLElement[] = [];
  private readonly overlay: SVGSVGElement;
  /**
   * The layers a variant puzzle's rules are drawn in: the rules over the cells and under the
   * highlights; their labels (cage sums, quadruples, X and V, dots) over every highlight and
   * under the digits; the clues outside the grid in the margin round it (only with `layout.margin`).
   */
  readonly layers: RuleLayers;
  /** What each cell is part of (a variant puzzle's rules), said after its row and column. */
  notes: readonly string[] = [];
  /** Cells with a cage's sum in their top-left corner: their corner marks start to its right. */
  sumCells: ReadonlySet<number> = new Set();
  /** Cells in a killer cage: their marks stand inside its dashed line. */
  cageCells: ReadonlySet<number> = new Set();
  /** The links drawn last, placed in the next frame ({@link placeLinksSoon}). */
  private linksToPlace: readonly Link[] = [];
  /** Places {@link linksToPlace} in the next frame's callbacks, once however often asked. */
  private readonly placeInNextFrame = inNextFrame<SVGSVGElement>(() =>
    placeLinks(this.overlay, this.N, this.n, this.linksToPlace, (cell, digit) => this.candidateSpot(cell, digit)),
  );

  /**
   * @param host where to draw (emptied first)
   * @param n box size (with `layout.regions`: the columns of a box, as the game's `n`)
   * @param label the grid's accessible name
   * @param layout a variant puzzle's regions and margin
   */
  constructor(host: HTMLElement, n: number, label: string, layout: GridLayout = {}) {
    this.n = n;
    this.N = layout.regions ? Math.round(Math.sqrt(layout.regions.length)) : n * n;
    host.replaceChildren();
    const { regions } = layout;
    const frame = document.createElement('div');
    frame.className = `board size-${this.N}`;
    frame.style.setProperty('--n', String(n));
    // the centre marks' rows: n on a square box, fewer on a 6×6 or 8×8 board (2 rows of 3 or 4)
    frame.style.setProperty('--mark-rows', String(Math.ceil(this.N / n)));
    frame.style.setProperty('--side', String(this.N));
    this.element = document.createElement('div');
    this.element.className = 'grid';
    this.element.setAttribute('role', 'grid');
    this.element.setAttribute('aria-label', label);
    this.element.setAttribute('aria-rowcount', String(this.N));
    this.element.setAttribute('aria-colcount', String(this.N));
    for (let r = 0; r < this.N; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      // named by its number: from its content, a row's name would be its cells' names run together
      row.setAttribute('aria-label', `Row ${r + 1}`);
      row.className = 'row';
      for (let c = 0; c < this.N; c++) {
        const cell = document.createElement('div');
        const index = r * this.N + c;
        cell.setAttribute('role', 'gridcell');
        cell.dataset.cell = String(index);
        cell.tabIndex = index === 0 ? 0 : -1;
        cell.className = 'cell';
        cell.style.setProperty('--d', String(r + c));
        if (c !== this.N - 1 && (regions ? regions[index] !== regions[index + 1] : c % n === n - 1)) cell.classList.add('box-right');
        if (r !== this.N - 1 && (regions ? regions[index] !== regions[index + this.N] : r % n === n - 1)) cell.classList.add('box-bottom');
        row.append(cell);
        this.cells.push(cell);
      }
      this.element.append(row);
    }
    this.overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.overlay.classList.add('overlay');
    this.overlay.setAttribute('aria-hidden', 'true');
    const layer = (name: string, viewBox?: string): SVGSVGElement => {
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      svg.classList.add(name);
      svg.setAttribute('aria-hidden', 'true');
      if (viewBox) svg.setAttribute('viewBox', viewBox);
      return svg;
    };
    const grid = `0 0 ${this.N} ${this.N}`;
    this.layers = { rules: layer('rules-layer', grid), labels: layer('labels-layer', grid), clues: layout.margin ? layer('clues-layer') : undefined };
    frame.append(this.element, this.layers.rules, this.overlay, this.layers.labels);
    host.append(frame);
    host.classList.toggle('with-clues', layout.margin === true);
    host.style.setProperty('--side', String(this.N));
    if (this.layers.clues) host.append(this.layers.clues);
  }

  /** Empties the rules' layers (a classic puzzle's board). */
  clearRules(): void {
    for (const svg of [this.layers.rules, this.layers.labels, this.layers.clues]) svg?.replaceChildren();
  }

  /** The cell element of a 0-based index. */
  cellElement(cell: number): HTMLElement {
    return this.cells[cell];
  }

  /** Moves the tab stop to `cell`, and the focus too when `focus` is set. */
  moveCursor(cell: number, focus: boolean): void {
    this.cells[this.cursor].tabIndex = -1;
    this.cursor = cell;
    this.cells[cell].tabIndex = 0;
    if (focus) this.cells[cell].focus();
  }

  /** Redraws every cell and the overlay. */
  render(state: GridState): void {
    const N = this.N;
    const decor = state.decor ?? emptyDecor();
    state.cells.forEach((view, index) => {
      const el = this.cells[index];
      const classes = ['cell'];
      if (el.classList.contains('box-right')) classes.push('box-right');
      if (el.classList.contains('box-bottom')) classes.push('box-bottom');
      if (view.given) classes.push('given');
      if (this.cageCells.has(index)) classes.push('in-cage');
      if (this.sumCells.has(index)) classes.push('cage-sum');
      if (state.selected.has(index)) classes.push('selected');
      else if (state.peers?.has(index)) classes.push('peer');
      if (state.conflicts.has(index)) classes.push('conflict');
      if (state.sameDigit !== 0 && view.value === state.sameDigit) classes.push('same');
      // `painted` for the style's rules on any colour: a `[class*="colour-"]` selector restyled a
      // cell's marks on every change of its classes (a step's rings: a quarter of its layout)
      if (view.colour) classes.push('painted', `colour-${view.colour}`);
      const role = decor.cells.get(index);
      if (role) classes.push('cause', `role-${role}`);
      if (decor.placed.has(index)) classes.push('effect-place');
      // only what changed is written: a redraw rebuilt every cell's candidates, 150 ms and more a
      // key on a 16×16 grid of candidates (4,096 marks restyled and laid out); a changed cell
      // keeps its marks, changed where they differ (patch.ts)
      setAttribute(el, 'class', classes.join(' '));
      setAttribute(el, 'aria-selected', String(state.selected.has(index)));
      patchChildren(el, this.content(index, view, decor, state.sameDigit));
      setAttribute(el, 'aria-label', this.label(index, view, state.conflicts.has(index), role, decor.placed.get(index)));
    });
    drawOverlay(this.overlay, N, this.n, decor);
    this.placeLinksSoon(decor.links);
  }

  /**
   * Moves the links just drawn (between their candidates' slots) to where the cells draw those
   * candidates, in the next frame's callbacks: measuring them in the task laid the board out
   * there, on top of the task's work (stepping to a chain step); the frame lays it out anyway.
   */
  private placeLinksSoon(links: readonly Link[]): void {
    this.linksToPlace = links;
    if (links.length > 0) this.placeInNextFrame(this.overlay);
  }

  /**
   * Where `cell` draws candidate `digit` (its centre mark), as the overlay's links need it: its
   * middle and half its smaller side, in fractions of the cell's side; undefined when the cell
   * does not show it or the board is not laid out (hidden). It measures: called in a frame callback.
   */
  private candidateSpot(cell: number, digit: number): CandidateSpot | undefined {
    const el = this.cells[cell];
    const mark = el.querySelector(`.cand[data-d="${symbolOf(digit)}"]`);
    const box = el.getBoundingClientRect();
    if (!mark || box.width === 0) return undefined;
    const m = mark.getBoundingClientRect();
    return { x: (m.left + m.width / 2 - box.left) / box.width, y: (m.top + m.height / 2 - box.top) / box.height, r: Math.min(m.width, m.height) / 2 / box.width };
  }

  /**
   * The children of one cell: its digit, or its corner marks and centre marks. They are hidden
   * from assistive technology: the cell's label says all of it. Marks are drawn by CSS
   * (`::before { content: attr(…) }`), not as text, so the cell's visible text is its digit at
   * most, which its label contains (WCAG 2.5.3, label in name: axe reads the marks of a cell as
   * one word, `359`, that no label should say).
   */
  private content(index: number, view: CellView, decor: Decor, sameDigit: number): Node[] {
    const nodes = this.visible(index, view, decor, sameDigit);
    for (const node of nodes) (node as HTMLElement).setAttribute('aria-hidden', 'true');
    return nodes;
  }

  private visible(index: number, view: CellView, decor: Decor, sameDigit: number): Node[] {
    if (view.value !== 0) {
      const v = document.createElement('span');
      v.className = 'value';
      v.textContent = symbolOf(view.value);
      return [v];
    }
    const out: Node[] = [];
    const placed = decor.placed.get(index);
    if (placed !== undefined) {
      const p = document.createElement('span');
      p.className = 'value placed-ghost';
      p.textContent = symbolOf(placed);
      out.push(p);
      return out;
    }
    const centre = view.centre || (view.shown ?? 0);
    // with corner marks, SudokuPad's way: they go round the edges, the centre marks in the middle
    // left free, only those the cell has, on one line or two; without, the candidates each in its place
    const corners = digitsOf(view.corner, this.N);
    const layout = corners.length > 0 ? markLayout(corners.length, digitsOf(centre, this.N).length, this.placeOf(index, decor.cells.has(index))) : undefined;
    if (layout) {
      const corner = document.createElement('span');
      corner.className = 'corner';
      corner.style.setProperty('--f', layout.cornerFont.toFixed(3));
      corners.forEach((d, i) => {
        const { x, y, anchor } = layout.spots[i];
        const mark = document.createElement('span');
        mark.dataset.d = symbolOf(d);
        mark.style.setProperty('--x', x.toFixed(3));
        mark.style.setProperty('--y', y.toFixed(3));
        mark.style.setProperty('--a', anchor.toFixed(3));
        corner.append(mark);
      });
      out.push(corner);
    }
    if (centre) {
      const box = document.createElement('span');
      box.className = layout ? 'cands packed' : 'cands';
      if (layout) {
        box.style.inset = layout.middle.map((m) => `${(m * 100).toFixed(1)}%`).join(' ');
        box.style.setProperty('--f', layout.centreFont.toFixed(3));
        box.style.setProperty('--per', String(layout.perLine));
      }
      for (let d = 1; d <= this.N; d++) {
        const has = (centre & (1 << (d - 1))) !== 0;
        if (layout && !has) continue;
        const k = document.createElement('span');
        k.className = 'cand';
        if (has) {
          k.dataset.d = symbolOf(d);
          const key = candidateKey(index, d);
          const role = decor.candidates.get(key);
          if (role) k.classList.add('cause', `role-${role}`);
          if (decor.struck.has(key)) k.classList.add('struck');
          if (d === sameDigit && !role) k.classList.add('same-cand');
        }
        box.append(k);
      }
      out.push(box);
    }
    return out;
  }

  /** What a cell is part of, for its marks' layout (a cell a hint rings, `ringed`, keeps its marks inside the ring as a cage's cell does). */
  private placeOf(index: number, ringed: boolean): MarkPlace {
    return this.sumCells.has(index) ? 'sum' : this.cageCells.has(index) || ringed ? 'cage' : 'plain';
  }

  /** The accessible name of a cell: row, column, then its value or marks, its colour (as the colour keys name it), then its highlight. */
  private label(index: number, view: CellView, conflict: boolean, role: string | undefined, placed: number | undefined): string {
    const row = Math.floor(index / this.N) + 1;
    const column = (index % this.N) + 1;
    const parts = [`Row ${row}, column ${column}`];
    if (view.value !== 0) parts.push(`${symbolOf(view.value)}${view.given ? ', given' : ''}`);
    else {
      parts.push('empty');
      if (view.centre) parts.push(`candidates ${digitsOf(view.centre, this.N).map(symbolOf).join(' ')}`);
      if (view.corner) parts.push(`corner marks ${digitsOf(view.corner, this.N).map(symbolOf).join(' ')}`);
    }
    if (view.colour) parts.push(`colour ${view.colour}`);
    if (this.notes[index]) parts.push(this.notes[index]);
    if (conflict) parts.push('conflict');
    if (role) parts.push(`highlighted: ${role}`);
    if (placed !== undefined) parts.push(`the hint places ${symbolOf(placed)}`);
    return parts.join(', ');
  }
}
