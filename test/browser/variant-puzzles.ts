/**
 * Variant puzzles for the demo page's browser tests and screenshots, written inline (the shared
 * folder may be absent): each made by the package from one solution grid (cages and clues that
 * grid satisfies, givens removed while `countSolutions` stays 1) and checked unique by
 * test/browser/page-variants.test.ts.
 *
 * Owns: {@link SOLUTION}, {@link KILLER}, {@link JIGSAW}, {@link SHOWCASE}, {@link LINES} and the
 * other puzzles below.
 */
import type { VariantPuzzle } from '../../src/index.js';

/** The solution of every puzzle here (README's first classic puzzle's). */
export const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';

/** Nine killer cages (sums from SOLUTION) and a thermometer, 11 givens. */
export const KILLER: VariantPuzzle = {
  size: 9,
  givens: '.....9..........................7....9....4....6...7.8.........5.32........8.....',
  constraints: [
    { type: 'killer', cells: [0, 1, 9, 10], sum: 14 },
    { type: 'killer', cells: [2, 3, 4], sum: 16 },
    { type: 'killer', cells: [7, 8, 16, 17], sum: 18 },
    { type: 'killer', cells: [18, 19, 20], sum: 22 },
    { type: 'killer', cells: [27, 36, 45], sum: 18 },
    { type: 'killer', cells: [30, 31, 39, 40], sum: 20 },
    { type: 'killer', cells: [60, 61, 62], sum: 13 },
    { type: 'killer', cells: [70, 71, 79, 80], sum: 24 },
    { type: 'killer', cells: [72, 73, 74], sum: 11 },
    { type: 'thermometer', cells: [59, 58, 57] },
  ],
};

/** A jigsaw: the boxes with five pairs of cells swapped across their borders, 20 givens. */
export const JIGSAW: VariantPuzzle = {
  size: 9,
  givens: '....69......15..................7....9.....3.3....2..82....3....73.9.6..16.87....',
  regions: [
    0, 0, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 3, 3, 3, 3, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6,
    6, 6, 7, 7, 7, 7, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 8, 8, 8, 8,
  ],
  constraints: [],
};

/**
 * {@link KILLER} with more of the rules players meet, all true of SOLUTION (so still one
 * solution): dots, X and V, an arrow, a renban line, and clues outside the grid (a little
 * killer, a sandwich, an X-sum, a skyscraper), for the screenshot and the margin.
 */
export const SHOWCASE: VariantPuzzle = {
  ...KILLER,
  constraints: [
    ...KILLER.constraints,
    { type: 'kropki', color: 'white', cells: [20, 21] },
    { type: 'kropki', color: 'black', cells: [14, 23] },
    { type: 'xv', cells: [48, 49], sum: 10 },
    { type: 'xv', cells: [49, 58], sum: 5 },
    { type: 'arrow', circle: [32], shaft: [22, 13] },
    { type: 'renban', cells: [42, 43, 44] },
    { type: 'littleKiller', cells: [1, 11, 21, 31, 41, 51, 61, 71], sum: 37 },
    { type: 'sandwich', line: 'column', index: 8, sum: 10 },
    { type: 'xSum', side: 'right', index: 1, sum: 36 },
    { type: 'skyscraper', side: 'bottom', index: 0, count: 5 },
  ],
};

/**
 * A jigsaw whose solution is no classic grid: SOLUTION with its 3rd and 4th columns swapped, the
 * regions following their cells (so two of them are in two pieces), 28 givens. The package's
 * `parseBoard` refuses that solution (it checks the standard boxes).
 */
export const SPLIT_JIGSAW: VariantPuzzle = {
  size: 9,
  givens: '....6.8..6.12.....9.7...............7...8.432.....2.58.8......1.7...16..16..7..93',
  regions: Array.from('001011222001011222001011222334344555334344555334344555667677888667677888667677888', Number),
  constraints: [],
};
/** The solution of {@link SPLIT_JIGSAW}. */
export const SPLIT_SOLUTION = '413769825631258947957824316824537169795186432349612758286943571572391684168475293';

/**
 * A 6×6 killer (2×3 boxes): nine cages from {@link SOLUTION_6}, one given, the cells removed
 * while `countSolutions` stayed 1.
 */
export const KILLER_6: VariantPuzzle = {
  size: 6,
  givens: '.............3......................',
  constraints: [
    { type: 'killer', cells: [0, 1, 2], sum: 6 },
    { type: 'killer', cells: [3, 9, 10], sum: 7 },
    { type: 'killer', cells: [4, 5, 11], sum: 14 },
    { type: 'killer', cells: [6, 7, 12], sum: 11 },
    { type: 'killer', cells: [8, 14, 15], sum: 12 },
    { type: 'killer', cells: [13, 19], sum: 9 },
    { type: 'killer', cells: [16, 22, 28], sum: 13 },
    { type: 'killer', cells: [17, 23, 29], sum: 10 },
    { type: 'killer', cells: [18, 24], sum: 8 },
  ],
};
/** The solution of {@link KILLER_6}. */
export const SOLUTION_6 = '123456456123231564564231312645645312';

/**
 * An 8×8 jigsaw: the 2×4 boxes with ten pairs of neighbouring cells traded between regions
 * (each region still in one piece), a solution found for them, 14 givens left while
 * `countSolutions` stayed 1.
 */
export const JIGSAW_8: VariantPuzzle = {
  size: 8,
  givens: '....6.....3....1........1..6..4.......1..81.2.........6....7.35.',
  regions: Array.from('0000111120001111220233332222335544443555466635554446777766667777', Number),
  constraints: [],
};
/** The solution of {@link JIGSAW_8}. */
export const SOLUTION_8 = '7581642326345781542831761376854237624815481526378153726462471358';

/** Cell index of row `r`, column `c` (1-based) on a 9×9 grid. */
const rc = (r: number, c: number): number => (r - 1) * 9 + c - 1;

/**
 * Every line rule the page draws, and arrows (one with a pill), apart from each other on one
 * grid, with an anti-diagonal: lines placed first, then givens of a solution they allow added
 * until `countSolutions` was 1. For how the lines look (their contrast) more than for play.
 */
export const LINES: VariantPuzzle = {
  size: 9,
  givens: '3..........8..........6..........4............3..........8..........4............',
  constraints: [
    { type: 'thermometer', cells: [rc(1, 1), rc(1, 2), rc(1, 3), rc(2, 3)] },
    { type: 'slowThermometer', cells: [rc(3, 1), rc(3, 2), rc(3, 3)] },
    { type: 'palindrome', cells: [rc(3, 4), rc(3, 5), rc(3, 6), rc(4, 6), rc(5, 6)] },
    { type: 'whispers', cells: [rc(1, 7), rc(1, 8), rc(1, 9)] },
    { type: 'renban', cells: [rc(2, 7), rc(2, 8), rc(2, 9)] },
    { type: 'regionSum', cells: [rc(3, 7), rc(3, 8), rc(3, 9)] },
    { type: 'between', cells: [rc(4, 1), rc(4, 2), rc(4, 3)] },
    { type: 'entropic', cells: [rc(5, 1), rc(5, 2), rc(5, 3)] },
    { type: 'modular', cells: [rc(6, 1), rc(6, 2), rc(6, 3)] },
    { type: 'nabner', cells: [rc(4, 8), rc(4, 9)] },
    { type: 'zipper', cells: [rc(5, 5), rc(5, 6), rc(5, 7)] },
    { type: 'doubleArrow', cells: [rc(6, 5), rc(6, 6), rc(6, 7)] },
    { type: 'lockout', cells: [rc(7, 1), rc(7, 2), rc(7, 3), rc(7, 4)] },
    { type: 'arrow', circle: [rc(8, 1)], shaft: [rc(8, 2), rc(8, 3)] },
    { type: 'arrow', circle: [rc(9, 5), rc(9, 6)], shaft: [rc(8, 7), rc(7, 8)] },
    { type: 'diagonal', direction: 'anti' },
  ],
};
/** The solution of {@link LINES}. */
export const LINES_SOLUTION = '356781294198342657247569813972136485861425379534978126423857961615294738789613542';
