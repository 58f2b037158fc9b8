/**
 * Every rule of a variant puzzle as {@link Shape}s, in drawing order: shading first (regions,
 * clones, indexers, extremum cells), then lines, cages, cell marks and edge marks, outside clues
 * last. Jigsaw regions are no shape: the grid draws their borders as it draws box borders
 * (`grid/view.ts`). Global rules (anti-knight, anti-king, non-consecutive, the negative rules,
 * disjoint groups) have no drawing; the rules list says them (`variant/describe.ts`).
 *
 * Owns: {@link shapesOf}, the order of the layers. Does not own: any family's geometry (the
 * modules beside it) or the model (the package's `src/variant/model.ts`).
 */
import type { Constraint, VariantPuzzle } from '../../../../src/variant/model.js';
import { cageShapes, outlinePath } from './cages.js';
import { cellSquares, diagonalShapes, extremumShapes, parityShapes, quadrupleShapes } from './cells.js';
import { dotShapes, xvShapes } from './dots.js';
import { arrowShapes, LINE_KINDS, lineShapes } from './lines.js';
import { littleKillerShapes, sideClueShapes } from './outside.js';
import type { Shape } from './shapes.js';

export { edgeMarkSides } from './dots.js';
export { needsMargin } from './outside.js';
export type { Shape } from './shapes.js';

/** The layer each rule is drawn in (lower first). */
function layerOf(c: Constraint): number {
  switch (c.type) {
    case 'extraRegion':
    case 'clone':
    case 'rowIndexer':
    case 'columnIndexer':
    case 'boxIndexer':
    case 'minimum':
    case 'maximum':
      return 0;
    case 'diagonal':
      return 1;
    case 'killer':
      return 3;
    case 'odd':
    case 'even':
    case 'kropki':
    case 'xv':
    case 'quadruple':
      return 4;
    case 'littleKiller':
    case 'sandwich':
    case 'xSum':
    case 'skyscraper':
      return 5;
    default:
      return 2; // lines and arrows
  }
}

/** The shapes of one rule on a side-N grid (none for a rule that is not drawn). */
export function shapesOfRule(c: Constraint, N: number): Shape[] {
  switch (c.type) {
    case 'extraRegion':
      // shaded, and outlined: extra regions that cover the grid would be one grey area without it
      return [...cellSquares('extraRegion', 'shade', c.cells, N), { tag: 'path', kind: 'extraRegion', part: 'outline', attrs: { d: outlinePath(c.cells, N, 0.03) } }];
    case 'clone':
      return [...cellSquares('clone', 'shade', c.cells, N, 0.04), ...cellSquares('clone', 'shade', c.clone, N, 0.04)];
    case 'rowIndexer':
    case 'columnIndexer':
    case 'boxIndexer':
      return cellSquares(c.type, 'shade', c.cells, N);
    case 'minimum':
    case 'maximum':
      return extremumShapes(c.type, c.cells, N);
    case 'diagonal':
      return diagonalShapes(c.direction, N);
    case 'killer':
      return cageShapes(c.cells, c.sum, N);
    case 'odd':
    case 'even':
      return parityShapes(c.type, c.cells, N);
    case 'kropki':
      return dotShapes(c.color, c.cells, c.value, N);
    case 'xv':
      return xvShapes(c.sum, c.cells, N);
    case 'quadruple':
      return quadrupleShapes(c.cells, c.digits, N);
    case 'littleKiller':
      return littleKillerShapes(c.cells, c.sum, N);
    case 'sandwich':
      return sideClueShapes('sandwich', c.line === 'row' ? 'left' : 'top', c.index, c.sum, N);
    case 'xSum':
      return sideClueShapes('xSum', c.side, c.index, c.sum, N);
    case 'skyscraper':
      return sideClueShapes('skyscraper', c.side, c.index, c.count, N);
    case 'arrow':
      return arrowShapes(c.circle, c.shaft, N);
    case 'thermometer':
    case 'slowThermometer':
      return lineShapes(c.type, c.cells, N);
    default:
      return c.type in LINE_KINDS ? lineShapes(c.type, (c as { cells: number[] }).cells, N) : [];
  }
}

/** Every rule of `puzzle` as shapes, lower layers first (in the model's order within a layer). */
export function shapesOf(puzzle: Pick<VariantPuzzle, 'size' | 'constraints'>): Shape[] {
  const ordered = puzzle.constraints.map((c, i) => ({ c, i })).sort((a, b) => layerOf(a.c) - layerOf(b.c) || a.i - b.i);
  return ordered.flatMap(({ c }) => shapesOfRule(c, puzzle.size));
}
