/**
 * Uniqueness: the techniques that hold only when the puzzle has exactly one solution.
 *
 * Owns: Uniqueness Tests 1–6 and the Hidden Rectangle (here), and re-exports the Avoidable
 * Rectangles (`uniqueness-avoidable.ts`) and BUG+1 (`uniqueness-bug.ts`). The rectangles
 * themselves are found by `uniqueness-rect.ts`.
 *
 * A unique rectangle (UR) on digits a, b: four unsolved cells in 2 rows, 2 columns and 2 boxes
 * whose candidates include a and b. If all four ended up a or b, a and b could be swapped in
 * them (none is a given): a second solution. So some corner must take another digit. Corners
 * with only a and b are "pattern" corners; the others have extra candidates.
 *
 *   Type 1   ab   ab        one corner with extras: it is not a or b
 *            ab   abX       → remove a, b from abX
 *   Type 2   ab   ab        two corners in a line, the same one extra c: one of them is c
 *            abc  abc       → remove c from the cells seeing both
 *   Type 3   ab   ab        two corners in a line: their extras act as one cell that, with
 *            abX  abY       k-1 other cells of a shared house, forms a naked k-subset
 *   Type 4   ab   ab        two corners in a house where a has no other place: one is a, so
 *            abX  abY       neither may be b → remove b from both
 *   Type 5   ab   abc       two diagonal or three corners with the same one extra c
 *            abc  ab        → remove c from the cells seeing all of them
 *   Type 6   ab   abX       extras on a diagonal, a only in the rectangle in both rows (or
 *            abY  ab        both columns, an X-wing): a in one extra corner puts a in the other
 *                           and b in the pattern corners → remove a from the extra corners
 *   Hidden   ab   ..        a pattern corner; in the row and the column of the opposite
 *   Rectangle ..  ..X       corner, a is only in the rectangle: that corner being b would force
 *                           a into its two neighbours and b into the pattern corner → remove b
 *
 * Corners may miss a or b (a candidate removed earlier): the argument still holds, so the
 * "missing candidates" forms are always allowed. The definitions follow HoDoKu's "Uniqueness"
 * page and SudokuWiki's "Unique Rectangles" and "Hidden Unique Rectangles".
 */
import { digitsOf, lowestDigit, popcount, type CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, HouseRef, Link, StepSink, Technique } from '../../types.js';
import { andList, cellList, cellName, digitList, digitName, orList, removalPhrase, unitHouse, unitName } from '../../words.js';
import { forEachRectangle, Rectangle, rectName, SETS, type CornerSets } from './uniqueness-rect.js';

export { avoidableRectangle1, avoidableRectangle2 } from './uniqueness-avoidable.js';
export { bugPlus1 } from './uniqueness-bug.js';

/** What a rectangle type sees: the rectangle, the extra candidates per corner, which corners have some. */
type RectVisit = (rect: Rectangle, extra: Int32Array, withExtra: number) => boolean;

/** Runs `each` on every unique rectangle whose corners with extras form one of the `wanted` sets. */
function scanRectangles(grid: CandidateGrid, wanted: CornerSets, each: RectVisit): boolean {
  const rect = new Rectangle();
  const extra = new Int32Array(4);
  return forEachRectangle(grid, wanted, rect, extra, (r, withExtra) => each(r, extra, withExtra));
}

/** The corner indexes of a 4-bit set, ascending. */
function cornersOf(set: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 4; i++) if (set & (1 << i)) out.push(i);
  return out;
}

/** The units (rows, columns, box) that two distinct cells share. */
function sharedUnits(grid: CandidateGrid, p: number, q: number): number[] {
  const u = grid.geometry.cellUnits;
  const out: number[] = [];
  for (let k = 0; k < 3; k++) if (u[3 * p + k] === u[3 * q + k]) out.push(u[3 * p + k]);
  return out;
}

/** Highlights: a and b in every corner (pattern), the extra candidates (fin). */
function rectHighlights(grid: CandidateGrid, rect: Rectangle): Highlight[] {
  const out: Highlight[] = [];
  for (const cell of rect.corners) {
    for (const digit of digitsOf(grid.cands[cell])) {
      out.push({ cell, digit, role: (rect.ab >> (digit - 1)) & 1 ? 'pattern' : 'fin' });
    }
  }
  return out;
}

/**
 * The strong link (x)p = (x)q for a step's links, or none when p or q lost x: a corner may miss
 * a candidate (see the module header), and a link joins candidates only.
 */
function strongLink(grid: CandidateGrid, p: number, q: number, x: number): Link[] {
  return grid.has(p, x) && grid.has(q, x) ? [{ from: { cell: p, digit: x }, to: { cell: q, digit: x }, kind: 'strong' }] : [];
}

/** The eliminations of the digits of `mask` from `cells`, where they are candidates. */
function removeFrom(grid: CandidateGrid, cells: readonly number[], mask: number): Candidate[] {
  const out: Candidate[] = [];
  for (const cell of cells) for (const digit of digitsOf(grid.cands[cell] & mask)) out.push({ cell, digit });
  return out;
}

/** The opening words of every UR sentence: `Unique rectangle type 2 on 3,8 in r1c1, …`. */
function opening(label: string, rect: Rectangle, N: number): string {
  return `${label} on ${digitName(rect.a, N)},${digitName(rect.b, N)} in ${rectName(rect, N)}`;
}

/** Uniqueness Test 1: three corners hold only a and b, so the fourth is neither. */
export const uniqueness1: Technique = {
  id: 'uniqueness-1',
  name: 'Uniqueness Test 1',
  code: '0600',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return scanRectangles(grid, SETS.one, (rect, _extra, withExtra) => {
      const cell = rect.corners[31 - Math.clz32(withExtra)];
      const eliminations = removeFrom(grid, [cell], rect.ab);
      if (eliminations.length === 0) return false;
      const digits = eliminations.map((e) => e.digit);
      return sink(
        makeStep(this, {
          digits: [rect.a, rect.b],
          cells: rect.cells(),
          highlights: rectHighlights(grid, rect),
          eliminations,
          text:
            `Unique rectangle type 1 on ${digitName(rect.a, N)},${digitName(rect.b, N)} in ${rectName(rect, N)}: if ${cellName(cell, N)} were ` +
            `${orList(digits.map((d) => digitName(d, N)))}, the puzzle would have two solutions, so ${removalPhrase(eliminations, N)}.`,
        }),
      );
    });
  },
};

/**
 * Types 2 and 5: every corner with extras has the same single extra digit c, so one of them
 * is c; c goes from the cells that see all of them. Type 2 when they are two in a line,
 * type 5 when two on a diagonal or three.
 */
function findSameExtra(technique: Technique, grid: CandidateGrid, sink: StepSink, type: 2 | 5): boolean {
  const { N } = grid;
  const sets = type === 2 ? SETS.sideBySide : SETS.diagonal | SETS.three;
  return scanRectangles(grid, sets, (rect, extra, withExtra) => {
    let c = 0; // the one extra digit every corner with extras has
    for (let i = 0; i < 4; i++) if ((withExtra >> i) & 1 && (c === 0 ? (c = extra[i]) : extra[i]) !== c) return false;
    if ((c & (c - 1)) !== 0) return false;
    const idx = cornersOf(withExtra);
    const digit = lowestDigit(c);
    const cells = idx.map((i) => rect.corners[i]);
    const eliminations: Candidate[] = [];
    if (grid.seeingAll(cells, 1 << (digit - 1), eliminations, rect.corners) === 0) return false;
    return sink(
      makeStep(technique, {
        digits: [rect.a, rect.b],
        cells: rect.cells(),
        highlights: rectHighlights(grid, rect),
        eliminations,
        text:
          `${opening(`Unique rectangle type ${type}`, rect, N)}: ${orList(cells.map((x) => cellName(x, N)))} must be ${digitName(digit, N)}` +
          ` (else all four cells would hold only ${digitName(rect.a, N)} and ${digitName(rect.b, N)}: two solutions), so ${removalPhrase(eliminations, N)}.`,
      }),
    );
  });
}

/** Uniqueness Test 2: two corners in a line with the same one extra digit c: remove c from their common peers. */
export const uniqueness2: Technique = {
  id: 'uniqueness-2',
  name: 'Uniqueness Test 2',
  code: '0601',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findSameExtra(this, grid, sink, 2);
  },
};

/** The largest naked subset Type 3 looks for (the extra corners count as one cell). */
const MAX_SUBSET = 4;

/**
 * Uniqueness Test 3: the two corners in a line with extras act as one cell holding their
 * extra digits; with k-1 other cells of a house they share it forms a naked k-subset, whose
 * digits leave the house's other cells.
 */
export const uniqueness3: Technique = {
  id: 'uniqueness-3',
  name: 'Uniqueness Test 3',
  code: '0602',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    const search = new SubsetSearch(grid);
    return scanRectangles(grid, SETS.sideBySide, (rect, extra, withExtra) => {
      const [i, j] = cornersOf(withExtra);
      const p = rect.corners[i];
      const q = rect.corners[j];
      const virtual = extra[i] | extra[j];
      if (popcount(virtual) > MAX_SUBSET) return false;
      const found: Type3Subset[] = [];
      for (const u of sharedUnits(grid, p, q)) search.run(u, p, q, virtual, found);
      const useful = found.filter((f) => f.eliminations.length > 0);
      if (useful.length === 0) return false;
      const eliminations: Candidate[] = [];
      for (const f of useful) {
        for (const e of f.eliminations) if (!eliminations.some((o) => o.cell === e.cell && o.digit === e.digit)) eliminations.push(e);
      }
      const highlights = rectHighlights(grid, rect);
      const cells = rect.cells();
      for (const f of useful) {
        for (const cell of f.cells) {
          if (cells.includes(cell)) continue;
          cells.push(cell);
          for (const digit of digitsOf(grid.cands[cell])) highlights.push({ cell, digit, role: 'pattern' });
        }
      }
      // one clause per subset, its houses together: "with r2c3 a naked pair on 2 and 7 in column 3 and in box 1"
      const clauses = new Map<string, string[]>();
      for (const f of useful) {
        const clause = `with ${cellList(f.cells, N)} a naked ${SUBSET_NAMES[f.cells.length]} on ${digitList(digitsOf(f.mask), N)}`;
        clauses.set(clause, [...(clauses.get(clause) ?? []), `in ${unitName(f.unit, N)}`]);
      }
      const subsets = [...clauses].map(([clause, houses]) => `${clause} ${andList(houses)}`);
      return sink(
        makeStep(this, {
          digits: [rect.a, rect.b],
          cells,
          houses: useful.map((f) => unitHouse(f.unit, N, 'house')),
          highlights,
          eliminations,
          text:
            `${opening('Unique rectangle type 3', rect, N)}: ${cellName(p, N)} or ${cellName(q, N)} must take one of ` +
            `${digitList(digitsOf(virtual), N)} (else two solutions), so together they form ${andList(subsets)}; ` +
            `${removalPhrase(eliminations, N)}.`,
        }),
      );
    });
  },
};

/** A naked subset of Type 3: its house, its other cells, its digits, what it removes. */
interface Type3Subset {
  unit: number;
  cells: number[];
  mask: number;
  eliminations: Candidate[];
}

/** Subset names by the number of real cells in it (the virtual cell adds one). */
const SUBSET_NAMES: Record<number, string> = { 1: 'pair', 2: 'triple', 3: 'quadruple' };

/**
 * The naked subsets of Type 3 in one house: the virtual cell (the extra digits of the two
 * corners) plus k-1 other unsolved cells of the house holding k digits in all, k ≤ MAX_SUBSET.
 * Buffers are allocated once per find.
 */
class SubsetSearch {
  private readonly free: Int32Array; // the house's other unsolved cells
  private readonly chosen = new Int32Array(MAX_SUBSET); // indexes into free
  private count = 0;
  private unit = 0;
  private found: Type3Subset[] = [];

  constructor(private readonly grid: CandidateGrid) {
    this.free = new Int32Array(grid.N);
  }

  /** Appends to `found` every subset of unit u made with the virtual cell `virtual` (corners p, q). */
  run(u: number, p: number, q: number, virtual: number, found: Type3Subset[]): void {
    const { cands } = this.grid;
    this.count = 0;
    this.unit = u;
    this.found = found;
    const { N } = this.grid;
    const units = this.grid.geometry.units;
    for (let k = u * N; k < u * N + N; k++) {
      const cell = units[k];
      if (cell !== p && cell !== q && cands[cell] !== 0) this.free[this.count++] = cell;
    }
    for (let size = Math.max(2, popcount(virtual)); size <= MAX_SUBSET; size++) this.extend(0, 0, virtual, size);
  }

  private extend(depth: number, start: number, mask: number, size: number): void {
    if (depth === size - 1) {
      if (popcount(mask) === size) this.record(mask, depth);
      return;
    }
    const { cands } = this.grid;
    for (let f = start; f < this.count; f++) {
      const next = mask | cands[this.free[f]];
      if (popcount(next) > size) continue;
      this.chosen[depth] = f;
      this.extend(depth + 1, f + 1, next, size);
    }
  }

  /** The subset of the `k` chosen cells: digits `mask` leave the house's other cells. */
  private record(mask: number, k: number): void {
    const cells: number[] = [];
    for (let d = 0; d < k; d++) cells.push(this.free[this.chosen[d]]);
    const targets: number[] = [];
    for (let f = 0; f < this.count; f++) if (!cells.includes(this.free[f])) targets.push(this.free[f]);
    this.found.push({ unit: this.unit, cells, mask, eliminations: removeFrom(this.grid, targets, mask) });
  }
}

/**
 * Uniqueness Test 4: the two corners in a line with extras share a house in which a (or b)
 * has no other place: one of them is a, so neither may be b.
 */
export const uniqueness4: Technique = {
  id: 'uniqueness-4',
  name: 'Uniqueness Test 4',
  code: '0603',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return scanRectangles(grid, SETS.sideBySide, (rect, _extra, withExtra) => {
      const p = rect.corners[31 - Math.clz32(withExtra & -withExtra)];
      const q = rect.corners[31 - Math.clz32(withExtra)];
      if (!type4Possible(grid, rect, p, q)) return false;
      const eliminations: Candidate[] = [];
      const houses: HouseRef[] = [];
      const links: Link[] = [];
      let said = '';
      for (const u of sharedUnits(grid, p, q)) {
        for (let t = 0; t < 2; t++) {
          const x = t === 0 ? rect.a : rect.b;
          const y = t === 0 ? rect.b : rect.a;
          if (!onlyIn(grid, u, x, p, q)) continue;
          for (const e of removeFrom(grid, [p, q], 1 << (y - 1))) {
            if (!eliminations.some((o) => o.cell === e.cell && o.digit === e.digit)) eliminations.push(e);
          }
          houses.push(unitHouse(u, N, 'house'));
          links.push(...strongLink(grid, p, q, x));
          if (!said) said = `${digitName(x, N)} must go in ${cellName(p, N)} or ${cellName(q, N)} (its only places in ${unitName(u, N)}), so neither can be ${digitName(y, N)}`;
        }
      }
      if (eliminations.length === 0) return false;
      return sink(
        makeStep(this, {
          digits: [rect.a, rect.b],
          cells: rect.cells(),
          houses,
          highlights: rectHighlights(grid, rect),
          links,
          eliminations,
          text: `${opening('Unique rectangle type 4', rect, N)}: ${said} without two solutions; ${removalPhrase(eliminations, N)}.`,
        }),
      );
    });
  },
};

/** A quick test without allocating: does a or b have no other place than p, q in a house they share? */
function type4Possible(grid: CandidateGrid, rect: Rectangle, p: number, q: number): boolean {
  const units = grid.geometry.cellUnits;
  for (let s = 0; s < 3; s++) {
    const u = units[3 * p + s];
    if (u === units[3 * q + s] && (onlyIn(grid, u, rect.a, p, q) || onlyIn(grid, u, rect.b, p, q))) return true;
  }
  return false;
}

/**
 * True when `digit` is still to be placed in unit u and can only go in cell p or q there (a
 * strong link when both have it). False when the digit is already placed in the unit: then
 * it forces nothing.
 */
function onlyIn(grid: CandidateGrid, u: number, digit: number, p: number, q: number): boolean {
  const b = 1 << (digit - 1);
  const { N, cands } = grid;
  const units = grid.geometry.units;
  let inside = false;
  for (let k = u * N, end = k + N; k < end; k++) {
    const cell = units[k];
    if ((cands[cell] & b) === 0) continue;
    if (cell !== p && cell !== q) return false;
    inside = true;
  }
  return inside;
}

/** Uniqueness Test 5: two diagonal or three corners with the same one extra digit c: remove c from the cells seeing all of them. */
export const uniqueness5: Technique = {
  id: 'uniqueness-5',
  name: 'Uniqueness Test 5',
  code: '0604',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findSameExtra(this, grid, sink, 5);
  },
};

/**
 * Uniqueness Test 6: the extras are on a diagonal and a forms an X-wing on the rectangle
 * (only there in both rows, or both columns): a in one extra corner would put a in the other
 * and b in both pattern corners, so a leaves both extra corners.
 */
export const uniqueness6: Technique = {
  id: 'uniqueness-6',
  name: 'Uniqueness Test 6',
  code: '0605',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return scanRectangles(grid, SETS.diagonal, (rect, _extra, withExtra) => {
      const k = rect.corners;
      const [i, j] = cornersOf(withExtra);
      const top = (k[0] / N) | 0;
      const bottom = (k[2] / N) | 0;
      const left = k[0] % N;
      const right = k[1] % N;
      for (let t = 0; t < 2; t++) {
        const x = t === 0 ? rect.a : rect.b;
        const rows = onlyIn(grid, top, x, k[0], k[1]) && onlyIn(grid, bottom, x, k[2], k[3]);
        const cols = onlyIn(grid, N + left, x, k[0], k[2]) && onlyIn(grid, N + right, x, k[1], k[3]);
        if (!rows && !cols) continue;
        const eliminations = removeFrom(grid, [k[i], k[j]], 1 << (x - 1));
        if (eliminations.length === 0) continue;
        const lines = rows ? [top, bottom] : [N + left, N + right];
        const y = t === 0 ? rect.b : rect.a;
        return sink(
          makeStep(this, {
            digits: [rect.a, rect.b],
            cells: rect.cells(),
            houses: lines.map((u) => unitHouse(u, N, 'base')),
            highlights: rectHighlights(grid, rect),
            links: rows
              ? [...strongLink(grid, k[0], k[1], x), ...strongLink(grid, k[2], k[3], x)]
              : [...strongLink(grid, k[0], k[2], x), ...strongLink(grid, k[1], k[3], x)],
            eliminations,
            text:
              `${opening('Unique rectangle type 6', rect, N)}: ${digitName(x, N)} is only in the rectangle in ${unitName(lines[0], N)} and ` +
              `${unitName(lines[1], N)}, so ${digitName(x, N)} in ${cellName(k[i], N)} or ${cellName(k[j], N)} would put ${digitName(x, N)} in both and ${digitName(y, N)} ` +
              `in the other two corners (two solutions); ${removalPhrase(eliminations, N)}.`,
          }),
        );
      }
      return false;
    });
  },
};

/**
 * The hidden-rectangle deductions of a rectangle, as bits 2i + t: from pattern corner i, the
 * opposite corner loses b (t = 0: a is locked in its row and column) or a (t = 1).
 */
function hiddenHits(grid: CandidateGrid, rect: Rectangle, withExtra: number): number {
  const { N } = grid;
  const k = rect.corners;
  let hits = 0;
  for (let i = 0; i < 4; i++) {
    if ((withExtra >> i) & 1) continue;
    const d = k[3 - i];
    const row = (d / N) | 0;
    const col = N + (d % N);
    for (let t = 0; t < 2; t++) {
      const x = t === 0 ? rect.a : rect.b;
      const y = t === 0 ? rect.b : rect.a;
      if (grid.has(d, y) && onlyIn(grid, row, x, d, k[(3 - i) ^ 1]) && onlyIn(grid, col, x, d, k[(3 - i) ^ 2])) hits |= 1 << (2 * i + t);
    }
  }
  return hits;
}

/**
 * Hidden Rectangle: from a corner with only a and b, look at the opposite corner D. If a has
 * no place outside the rectangle in D's row and in D's column, D being b would force a into
 * D's two neighbours and b into the first corner: a deadly pattern. So b leaves D.
 */
export const hiddenRectangle: Technique = {
  id: 'hidden-rectangle',
  name: 'Hidden Rectangle',
  code: '0606',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    // one corner with extras is type 1; four leave no pattern corner
    return scanRectangles(grid, SETS.sideBySide | SETS.diagonal | SETS.three, (rect, _extra, withExtra) => {
      const hits = hiddenHits(grid, rect, withExtra);
      if (hits === 0) return false;
      const k = rect.corners;
      const eliminations: Candidate[] = [];
      const links: Link[] = [];
      const reasons: string[] = [];
      for (let i = 0; i < 4; i++) {
        for (let t = 0; t < 2; t++) {
          if (((hits >> (2 * i + t)) & 1) === 0) continue;
          const x = t === 0 ? rect.a : rect.b;
          const y = t === 0 ? rect.b : rect.a;
          const d = k[3 - i];
          const rowMate = k[(3 - i) ^ 1];
          const colMate = k[(3 - i) ^ 2];
          if (eliminations.some((e) => e.cell === d && e.digit === y)) continue;
          eliminations.push({ cell: d, digit: y });
          links.push(...strongLink(grid, rowMate, d, x), ...strongLink(grid, d, colMate, x));
          reasons.push(
            `${digitName(x, N)} is only in the rectangle in ${unitName((d / N) | 0, N)} and ${unitName(N + (d % N), N)}, so ${cellName(d, N)} = ${digitName(y, N)} ` +
              `would force ${digitName(x, N)} into ${cellName(rowMate, N)} and ${cellName(colMate, N)} and ${digitName(y, N)} into ${cellName(k[i], N)}`,
          );
        }
      }
      if (eliminations.length === 0) return false;
      return sink(
        makeStep(this, {
          digits: [rect.a, rect.b],
          cells: rect.cells(),
          highlights: rectHighlights(grid, rect),
          links,
          eliminations,
          text: `Hidden rectangle on ${digitName(rect.a, N)},${digitName(rect.b, N)} in ${rectName(rect, N)}: ${reasons.join('; ')} (two solutions), so ${removalPhrase(eliminations, N)}.`,
        }),
      );
    });
  },
};
