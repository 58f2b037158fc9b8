/**
 * Single-digit patterns: short chains on one digit built from conjugate pairs (a house where the
 * digit has exactly two places, so one of them holds it: a strong link).
 *
 * Owns: Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle and their dual forms (Dual 2-String
 * Kite, Dual Empty Rectangle), on every board size. The conjugate pairs come from
 * `single-digit-links.ts`.
 *
 *   Every pattern but the ER is a chain  A = a - b = B  on one digit (= a conjugate pair, - the
 *   middle cells a and b share a house): if A is not the digit then a is, so b is not, so B is.
 *   One of A and B holds the digit, and a cell (*) that sees both loses it.
 *
 *   Skyscraper (columns 6, 9)     2-String Kite (row 1,          Turbot Fish (row 4, box 8)
 *                                  column 1, joined in box 1)
 *   r1 . . . | . . A | * * .      r1 . . a | . . . | A . .       r4 . . . | . . a | A . .
 *   r2 . . . | . . . | . . .      r2 . . . | . . . | . . .       r5 . . . | . . . | . . .
 *   r3 . . . | * * . | . . B      r3 b . . | . . . | . . .       r6 . . . | . . . | . . .
 *   r4 . . . | . . . | . . .      :                              r7 . . . | . B . | * . .
 *   r5 . . . | . . a | . . b      r7 B . . | . . . | * . .       r8 . . . | . . b | . . .
 *
 *   Empty Rectangle: box 5 holds its 5s (marked 5) in row 4 or column 6; column 2 has 5 only in
 *   a and b. If a is 5, box 5's 5 is in column 6; else b is 5: either way * sees a 5.
 *   r4 . a . | . 5 5 | . . .
 *   r5 . . . | . . . | . . .
 *   r6 . . . | . . 5 | . . .
 *   r7 . . . | . . . | . . .
 *   r8 . b . | . . * | . . .
 *
 * - Skyscraper: two conjugate pairs in parallel lines (two rows or two columns) with one end of
 *   each in a common cross line (not both: that is an X-Wing).
 * - 2-String Kite: a conjugate pair in a row and one in a column, one end of each in the same
 *   box (different cells, each pair spread over two boxes).
 * - Turbot Fish: every other such chain (HoDoKu's name for the rest): for example a box pair
 *   joined to a line pair, or two row pairs whose middle cells share a box but not a column.
 * - Empty Rectangle: all candidates of a box lie in one row and one column of it (an L or a
 *   cross, with cells off the crossing in both arms; two cells are enough), so the box holds the
 *   digit in that row or in that column. A conjugate pair in a line crossing one arm's line
 *   outside the box then rules out the cell where its far end's line meets the other arm's line.
 * - Dual 2-String Kite: two kites joined through the same two box cells, reported as one step
 *   with both eliminations. HoDoKu pairs kites by their box cells alone, so its library also
 *   holds duals of two kites on different digits sharing those cells; they are found too (sound:
 *   each kite is), keyed by the lower digit as HoDoKu does.
 * - Dual Empty Rectangle: two empty rectangles on the same digit and the same box candidates
 *   (one box, one or two crossings) with different eliminations, reported as one step.
 *
 * Sources: HoDoKu's "Single Digit Patterns" page, Sudopedia ("Skyscraper", "2-String Kite",
 * "Turbot Fish", "Empty Rectangle"). As in HoDoKu, Skyscraper and 2-String Kite report single
 * patterns only; the duals are extra techniques (`findAll` only).
 */
import type { CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import type { Candidate, Highlight, HouseRef, Link, Step, StepSink, Technique } from '../types.js';
import { cellList, cellName, digitList, digitName, digitWithArticle, removalPhrase, sortCandidates, unitHouse, unitName } from '../words.js';
import { seenByBoth, sharedUnit, withConjugatePairs, type ConjugatePairs } from './single-digit-links.js';

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** A chain x1 = x2 - y1 = y2 on one digit: strong links in units ux and uy, x2 and y1 share weak. */
interface ShortChain {
  digit: number;
  x1: number;
  x2: number;
  ux: number;
  y1: number;
  y2: number;
  uy: number;
  weak: number;
  eliminations: Candidate[];
}

/** A 2-String Kite: the row pair x1 = x2 and the column pair y1 = y2, x2 and y1 in box `box`. */
interface Kite extends ShortChain {
  box: number;
}

/** An Empty Rectangle: box `box` holds the digit in row `row` or column `col` (0-based). */
interface Rectangle {
  digit: number;
  box: number;
  row: number;
  col: number;
  /** The box's cells with the digit. */
  boxCells: number[];
  /** The conjugate pair: `near` on the line of one arm, `far` beyond; its unit. */
  near: number;
  far: number;
  unit: number;
  /** The cell ruled out, where far's line meets the other arm's line. */
  target: number;
}

// ---------------------------------------------------------------------------------------------
// shared wording and step building

function chainCells(c: ShortChain): number[] {
  return [c.x1, c.x2, c.y1, c.y2];
}

function chainLinks(c: ShortChain): Link[] {
  const { digit } = c;
  return [
    { from: { cell: c.x1, digit }, to: { cell: c.x2, digit }, kind: 'strong' },
    { from: { cell: c.x2, digit }, to: { cell: c.y1, digit }, kind: 'weak' },
    { from: { cell: c.y1, digit }, to: { cell: c.y2, digit }, kind: 'strong' },
  ];
}

/** Chain candidates as they are when x1 is not the digit: x1 off, x2 on, y1 off, y2 on. */
function chainHighlights(c: ShortChain): Highlight[] {
  const { digit } = c;
  return [
    { cell: c.x1, digit, role: 'off' },
    { cell: c.x2, digit, role: 'on' },
    { cell: c.y1, digit, role: 'off' },
    { cell: c.y2, digit, role: 'on' },
  ];
}

function chainHouses(c: ShortChain, N: number): HouseRef[] {
  return [unitHouse(c.ux, N, 'house'), unitHouse(c.uy, N, 'house'), unitHouse(c.weak, N)];
}

/** "row 2 has 5 only in r2c6 and r2c3, column 3 only in r7c3 and r7c8; r2c3 and r7c3 share …". */
function chainReason(c: ShortChain, N: number): string {
  const d = c.digit;
  return (
    `${unitName(c.ux, N)} has ${digitName(d, N)} only in ${cellName(c.x1, N)} and ${cellName(c.x2, N)}, ` +
    `${unitName(c.uy, N)} only in ${cellName(c.y1, N)} and ${cellName(c.y2, N)}; ` +
    `${cellName(c.x2, N)} and ${cellName(c.y1, N)} share ${unitName(c.weak, N)}, ` +
    `so one of ${cellName(c.x1, N)} and ${cellName(c.y2, N)} is ${digitName(d, N)}`
  );
}

function chainStep(technique: Meta, c: ShortChain, N: number): Step {
  return makeStep(technique, {
    digits: [c.digit],
    cells: chainCells(c),
    houses: chainHouses(c, N),
    highlights: chainHighlights(c),
    links: chainLinks(c),
    eliminations: c.eliminations,
    text: `${technique.name} on ${digitName(c.digit, N)}: ${chainReason(c, N)}: ${removalPhrase(c.eliminations, N)}.`,
  });
}

/** The chain x1 = x2 - y1 = y2 with its eliminations (cells seeing x1 and y2), or null when it has none. */
function makeChain(
  grid: CandidateGrid,
  digit: number,
  x1: number,
  x2: number,
  ux: number,
  y1: number,
  y2: number,
  uy: number,
): ShortChain | null {
  const eliminations = seenByBoth(grid, x1, y2, digit, x2, y1);
  return eliminations && { digit, x1, x2, ux, y1, y2, uy, weak: sharedUnit(grid, x2, y1), eliminations };
}

const isRowUnit = (u: number, N: number): boolean => u < N;
const isColUnit = (u: number, N: number): boolean => u >= N && u < 2 * N;

/** Runs `each` for every digit's conjugate pairs; stops when it returns true. */
function forEachDigit(grid: CandidateGrid, each: (digit: number, pairs: ConjugatePairs) => boolean, minPairs = 2): boolean {
  return withConjugatePairs(grid, (pairs) => {
    for (let d = 1; d <= grid.N; d++) {
      if (pairs.start[d] - pairs.start[d - 1] < minPairs) continue;
      if (each(d, pairs)) return true;
    }
    return false;
  });
}

// ---------------------------------------------------------------------------------------------
// Skyscraper

/**
 * The skyscrapers of one digit: pairs of row pairs (then column pairs) with exactly one end of
 * each in a common column (row).
 */
function forEachSkyscraper(grid: CandidateGrid, pairs: ConjugatePairs, digit: number, each: (c: ShortChain) => boolean): boolean {
  const { N } = grid;
  const { a, b, unit } = pairs;
  const from = pairs.start[digit - 1];
  const to = pairs.start[digit];
  // rows first (units 0…N-1), then columns (N…2N-1); the cross line of a cell is its column, then its row
  for (let lines = 0; lines < 2; lines++) {
    const lo = lines * N;
    const hi = lo + N;
    for (let i = from; i < to; i++) {
      if (unit[i] < lo || unit[i] >= hi) continue;
      for (let j = i + 1; j < to; j++) {
        if (unit[j] < lo || unit[j] >= hi) continue;
        // the base: the one end of each pair sharing a cross line
        let x1 = -1;
        let x2 = -1;
        let y1 = -1;
        let y2 = -1;
        let bases = 0;
        for (let s = 0; s < 2; s++) {
          const p = s ? b[i] : a[i];
          for (let t = 0; t < 2; t++) {
            const q = t ? b[j] : a[j];
            if (lines === 0 ? p % N !== q % N : ((p / N) | 0) !== ((q / N) | 0)) continue;
            bases++;
            x2 = p;
            y1 = q;
            x1 = s ? a[i] : b[i];
            y2 = t ? a[j] : b[j];
          }
        }
        if (bases !== 1) continue; // no common line, or an X-Wing
        const chain = makeChain(grid, digit, x1, x2, unit[i], y1, y2, unit[j]);
        if (chain && each(chain)) return true;
      }
    }
  }
  return false;
}

/** Skyscraper: two parallel conjugate pairs with one end of each in a common line. */
export const skyscraper: Technique = {
  id: 'skyscraper',
  name: 'Skyscraper',
  code: '0400',
  score: 130,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return forEachDigit(grid, (digit, pairs) =>
      forEachSkyscraper(grid, pairs, digit, (c) => sink(chainStep(this, c, grid.N))),
    );
  },
};

// ---------------------------------------------------------------------------------------------
// 2-String Kite

/**
 * The kites of one digit: a row pair and a column pair, each spread over two boxes, with one end
 * of each (different cells) in the same box.
 */
function forEachKite(grid: CandidateGrid, pairs: ConjugatePairs, digit: number, each: (k: Kite) => boolean): boolean {
  const { N } = grid;
  const { a, b, unit } = pairs;
  const from = pairs.start[digit - 1];
  const to = pairs.start[digit];
  for (let i = from; i < to; i++) {
    if (!isRowUnit(unit[i], N) || grid.box(a[i]) === grid.box(b[i])) continue;
    for (let j = from; j < to; j++) {
      if (!isColUnit(unit[j], N) || grid.box(a[j]) === grid.box(b[j])) continue;
      for (let s = 0; s < 2; s++) {
        const p = s ? b[i] : a[i];
        const pFar = s ? a[i] : b[i];
        for (let t = 0; t < 2; t++) {
          const q = t ? b[j] : a[j];
          const qFar = t ? a[j] : b[j];
          if (p === q || pFar === qFar || p === qFar || q === pFar || grid.box(p) !== grid.box(q)) continue;
          const chain = makeChain(grid, digit, pFar, p, unit[i], q, qFar, unit[j]);
          if (chain && each({ ...chain, box: grid.box(p) })) return true;
        }
      }
    }
  }
  return false;
}

/** 2-String Kite: a row pair and a column pair joined in one box. */
export const twoStringKite: Technique = {
  id: 'two-string-kite',
  name: '2-String Kite',
  code: '0401',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return forEachDigit(grid, (digit, pairs) => forEachKite(grid, pairs, digit, (k) => sink(chainStep(this, k, grid.N))));
  },
};

// ---------------------------------------------------------------------------------------------
// Turbot Fish

/** True when x1 = x2 - y1 = y2 is a Skyscraper, an X-Wing or a 2-String Kite (found by those). */
function isNamedPattern(grid: CandidateGrid, x1: number, x2: number, ux: number, y1: number, y2: number, uy: number): boolean {
  const { N } = grid;
  if (isRowUnit(ux, N) && isRowUnit(uy, N)) return x2 % N === y1 % N;
  if (isColUnit(ux, N) && isColUnit(uy, N)) return ((x2 / N) | 0) === ((y1 / N) | 0);
  const lines = (isRowUnit(ux, N) && isColUnit(uy, N)) || (isColUnit(ux, N) && isRowUnit(uy, N));
  return lines && grid.box(x2) === grid.box(y1) && grid.box(x1) !== grid.box(x2) && grid.box(y1) !== grid.box(y2);
}

/** The turbot fish of one digit: every chain of two conjugate pairs not named otherwise. */
function forEachTurbot(grid: CandidateGrid, pairs: ConjugatePairs, digit: number, each: (c: ShortChain) => boolean): boolean {
  const { a, b, unit } = pairs;
  const from = pairs.start[digit - 1];
  const to = pairs.start[digit];
  for (let i = from; i < to; i++) {
    for (let j = i + 1; j < to; j++) {
      if (a[i] === a[j] || a[i] === b[j] || b[i] === a[j] || b[i] === b[j]) continue;
      for (let s = 0; s < 2; s++) {
        const x2 = s ? b[i] : a[i];
        const x1 = s ? a[i] : b[i];
        for (let t = 0; t < 2; t++) {
          const y1 = t ? b[j] : a[j];
          const y2 = t ? a[j] : b[j];
          if (!grid.sees(x2, y1) || isNamedPattern(grid, x1, x2, unit[i], y1, y2, unit[j])) continue;
          const chain = makeChain(grid, digit, x1, x2, unit[i], y1, y2, unit[j]);
          if (chain && each(chain)) return true;
        }
      }
    }
  }
  return false;
}

/** Turbot Fish: a strong-weak-strong chain on one digit that is not a Skyscraper or 2-String Kite. */
export const turbotFish: Technique = {
  id: 'turbot-fish',
  name: 'Turbot Fish',
  code: '0403',
  score: 120,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return forEachDigit(grid, (digit, pairs) => forEachTurbot(grid, pairs, digit, (c) => sink(chainStep(this, c, grid.N))));
  },
};

// ---------------------------------------------------------------------------------------------
// Empty Rectangle

/**
 * The empty rectangles of one digit, box by box, crossing by crossing, pair by pair: the box's
 * candidates lie in one row and one column of it, with cells off the crossing in both.
 */
function forEachRectangle(grid: CandidateGrid, pairs: ConjugatePairs, digit: number, each: (r: Rectangle) => boolean): boolean {
  const { N, n } = grid;
  const { a, b, unit } = pairs;
  const from = pairs.start[digit - 1];
  const to = pairs.start[digit];
  const rowBits = (1 << n) - 1;
  let colBits = 0;
  for (let i = 0; i < n; i++) colBits |= 1 << (n * i);
  const bd = 1 << (digit - 1);
  for (let box = 0; box < N; box++) {
    const u = 2 * N + box;
    const S = grid.positions(u, digit);
    if ((S & (S - 1)) === 0) continue; // fewer than two
    const cells = grid.unitCells(u);
    const top = (cells[0] / N) | 0;
    const left = cells[0] % N;
    let boxCells: number[] | null = null;
    for (let i = 0; i < n; i++) {
      const rowMask = rowBits << (n * i);
      for (let j = 0; j < n; j++) {
        const colMask = colBits << j;
        if ((S & ~(rowMask | colMask)) !== 0 || (S & rowMask & ~colMask) === 0 || (S & colMask & ~rowMask) === 0) continue;
        const row = top + i;
        const col = left + j;
        for (let k = from; k < to; k++) {
          const u2 = unit[k];
          let near = -1;
          let far = -1;
          let target = -1;
          if (u2 < N) {
            // a row pair outside the band: one end in the box's column, the other outside the stack
            if (u2 >= top && u2 < top + n) continue;
            for (let s = 0; s < 2; s++) {
              const x = s ? b[k] : a[k];
              const y = s ? a[k] : b[k];
              const yc = y % N;
              if (x % N === col && (yc < left || yc >= left + n)) {
                near = x;
                far = y;
                target = row * N + yc;
              }
            }
          } else if (u2 < 2 * N) {
            // a column pair outside the stack: one end in the box's row, the other outside the band
            const c2 = u2 - N;
            if (c2 >= left && c2 < left + n) continue;
            for (let s = 0; s < 2; s++) {
              const x = s ? b[k] : a[k];
              const y = s ? a[k] : b[k];
              const yr = (y / N) | 0;
              if (((x / N) | 0) === row && (yr < top || yr >= top + n)) {
                near = x;
                far = y;
                target = yr * N + col;
              }
            }
          }
          if (target < 0 || (grid.cands[target] & bd) === 0) continue;
          boxCells ??= Array.from(cells).filter((c) => (grid.cands[c] & bd) !== 0);
          if (each({ digit, box, row, col, boxCells, near, far, unit: u2, target })) return true;
        }
      }
    }
  }
  return false;
}

/** The arm line of the rectangle that the target lies on, and the other one (units). */
function armUnits(r: Rectangle, N: number): { targetArm: number; nearArm: number } {
  return r.unit < N ? { targetArm: r.row, nearArm: N + r.col } : { targetArm: N + r.col, nearArm: r.row };
}

function rectangleHighlights(r: Rectangle): Highlight[] {
  const { digit } = r;
  return [
    ...r.boxCells.map((cell): Highlight => ({ cell, digit, role: 'pattern' })),
    { cell: r.far, digit, role: 'off' },
    { cell: r.near, digit, role: 'on' },
  ];
}

/** "in box 5 the 9 can only be in row 4 or column 6" */
function rectangleWhere(r: Rectangle, N: number): string {
  return `in box ${r.box + 1} the ${digitName(r.digit, N)} can only be in row ${r.row + 1} or column ${r.col + 1}`;
}

function rectangleStep(technique: Meta, grid: CandidateGrid, r: Rectangle): Step {
  const { N } = grid;
  const d = r.digit;
  const eliminations = [{ cell: r.target, digit: d }];
  const { targetArm } = armUnits(r, N);
  const text =
    `Empty rectangle on ${digitName(d, N)}: ${rectangleWhere(r, N)}, and ${unitName(r.unit, N)} has ${digitName(d, N)} only in ` +
    `${cellName(r.near, N)} and ${cellName(r.far, N)}; if ${cellName(r.near, N)} is ${digitName(d, N)}, box ${r.box + 1}'s ${digitName(d, N)} is in ` +
    `${unitName(targetArm, N)}, so either way ${cellName(r.target, N)} sees ${digitWithArticle(d, N)}: ${removalPhrase(eliminations, N)}.`;
  return makeStep(technique, {
    digits: [d],
    cells: [...r.boxCells, r.near, r.far],
    houses: [unitHouse(2 * N + r.box, N, 'house'), unitHouse(r.unit, N, 'house')],
    highlights: rectangleHighlights(r),
    links: [{ from: { cell: r.far, digit: d }, to: { cell: r.near, digit: d }, kind: 'strong' }],
    eliminations,
    text,
  });
}

/** Empty Rectangle: a box's candidates in one row and one column, with a conjugate pair crossing. */
export const emptyRectangle: Technique = {
  id: 'empty-rectangle',
  name: 'Empty Rectangle',
  code: '0402',
  score: 120,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return forEachDigit(grid, (digit, pairs) => forEachRectangle(grid, pairs, digit, (r) => sink(rectangleStep(this, grid, r))), 1);
  },
};

// ---------------------------------------------------------------------------------------------
// Duals

function kiteClause(k: Kite, N: number): string {
  return (
    `${unitName(k.ux, N)} (${cellName(k.x2, N)}, ${cellName(k.x1, N)}) with ${unitName(k.uy, N)} ` +
    `(${cellName(k.y1, N)}, ${cellName(k.y2, N)}) puts ${digitName(k.digit, N)} in ${cellName(k.x1, N)} or ${cellName(k.y2, N)}`
  );
}

function dualKiteStep(technique: Meta, grid: CandidateGrid, k1: Kite, k2: Kite): Step {
  const { N } = grid;
  const eliminations = sortCandidates([...k1.eliminations, ...k2.eliminations]);
  const digits = [...new Set([k1.digit, k2.digit])];
  const cells = [...new Set([...chainCells(k1), ...chainCells(k2)])];
  const text =
    `Dual 2-String Kite on ${digitList(digits, N)}: ${cellName(k1.x2, N)} and ${cellName(k1.y1, N)} share box ${k1.box + 1} ` +
    `and join two kites: ${kiteClause(k1, N)}, and ${kiteClause(k2, N)}: ${removalPhrase(eliminations, N)}.`;
  return makeStep(technique, {
    digits: [k1.digit], // HoDoKu's key: the first kite's digit
    cells,
    houses: [...chainHouses(k1, N), ...chainHouses(k2, N)],
    highlights: [...chainHighlights(k1), ...chainHighlights(k2)],
    links: [...chainLinks(k1), ...chainLinks(k2)],
    eliminations,
    text,
  });
}

/** Dual 2-String Kite: two kites joined through the same two box cells, as one step. */
export const dualTwoStringKite: Technique = {
  id: 'dual-two-string-kite',
  name: 'Dual 2-String Kite',
  code: '0404',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const kites: Kite[] = [];
    forEachDigit(grid, (digit, pairs) => forEachKite(grid, pairs, digit, (k) => (kites.push(k), false)));
    const boxPair = (k: Kite): number => Math.min(k.x2, k.y1) * grid.C + Math.max(k.x2, k.y1);
    for (let i = 0; i < kites.length; i++) {
      for (let j = i + 1; j < kites.length; j++) {
        if (boxPair(kites[i]) !== boxPair(kites[j])) continue;
        if (sink(dualKiteStep(this, grid, kites[i], kites[j]))) return true;
      }
    }
    return false;
  },
};

function rectangleClause(r: Rectangle, N: number): string {
  return (
    `${unitName(r.unit, N)} (${digitName(r.digit, N)} in ${cellName(r.near, N)} or ${cellName(r.far, N)}) with row ${r.row + 1} ` +
    `and column ${r.col + 1} of the box rules out ${cellName(r.target, N)}`
  );
}

function dualRectangleStep(technique: Meta, grid: CandidateGrid, r1: Rectangle, r2: Rectangle): Step {
  const { N } = grid;
  const d = r1.digit;
  const eliminations = sortCandidates([
    { cell: r1.target, digit: d },
    { cell: r2.target, digit: d },
  ]);
  const text =
    `Dual empty rectangle on ${digitName(d, N)} in box ${r1.box + 1} (${cellList(r1.boxCells, N)}): ` +
    `${rectangleClause(r1, N)}, and ${rectangleClause(r2, N)}: ${removalPhrase(eliminations, N)}.`;
  const cells = [...new Set([...r1.boxCells, r1.near, r1.far, r2.near, r2.far])];
  return makeStep(technique, {
    digits: [d],
    cells,
    houses: [unitHouse(2 * N + r1.box, N, 'house'), unitHouse(r1.unit, N, 'house'), unitHouse(r2.unit, N, 'house')],
    highlights: [...rectangleHighlights(r1), { cell: r2.far, digit: d, role: 'off' }, { cell: r2.near, digit: d, role: 'on' }],
    links: [
      { from: { cell: r1.far, digit: d }, to: { cell: r1.near, digit: d }, kind: 'strong' },
      { from: { cell: r2.far, digit: d }, to: { cell: r2.near, digit: d }, kind: 'strong' },
    ],
    eliminations,
    text,
  });
}

/** Dual Empty Rectangle: two empty rectangles in the same box with different eliminations, as one step. */
export const dualEmptyRectangle: Technique = {
  id: 'dual-empty-rectangle',
  name: 'Dual Empty Rectangle',
  code: '0405',
  score: 120,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return forEachDigit(grid, (digit, pairs) => {
      const found: Rectangle[] = [];
      forEachRectangle(grid, pairs, digit, (r) => (found.push(r), false));
      for (let i = 0; i < found.length; i++) {
        for (let j = i + 1; j < found.length; j++) {
          const r1 = found[i];
          const r2 = found[j];
          if (r1.box !== r2.box || r1.target === r2.target) continue;
          if (sink(dualRectangleStep(this, grid, r1, r2))) return true;
        }
      }
      return false;
    }, 1);
  },
};
