/**
 * Sue de Coq: two sets that share the cells of a box/line intersection, on every board size.
 *
 * Owns: the technique, its steps and sentences.
 *
 *   C   2 or 3 empty cells of the intersection of a line (row or column) and a box, holding
 *       the digits V with |V| ≥ |C| + 2
 *   L   cells of the line outside the box, digits VL (sharing at least one digit with V)
 *   B   cells of the box outside the line, digits VB (sharing at least one digit with V),
 *       with no digit in both VL and VB
 *
 *        box         line →
 *       ┌───────┐
 *       │ C C . │ L . . L . .
 *       │ B . . │
 *       │ . B . │
 *       └───────┘
 *
 *   If |C| + |L| + |B| equals the number of digits in V ∪ VL ∪ VB, the cells hold each of those
 *   digits exactly once: a digit of VL can only sit in C or L (all in the line), a digit of VB
 *   only in C or B (all in the box), any other digit of V only in C, so none appears twice, and
 *   there are as many cells as digits. Hence the digits of VL (and those of V in neither VL nor
 *   VB) leave the rest of the line, and the digits of VB (and those of V in neither) leave the
 *   rest of the box.
 *
 * Each of L and B must account for at least one digit of V (|L| > |VL \ V|, the same for B),
 * which keeps naked subsets of the line or box from posing as a Sue de Coq. One step per
 * distinct set of eliminations (the first (C, L, B) found); HoDoKu's key digits are the
 * eliminated digits.
 *
 * Bounds (speed): L and B have at most N − n cells (all subsets) on 4×4 and 9×9, at most 3 cells
 * on 16×16 and 2 on 25×25. Sources: Sudopedia "Sue de Coq", HoDoKu's technique page "Sue de Coq".
 */
import { popcount, type CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, StepSink, Technique } from '../../types.js';
import { cellName, digitList, digitSet, removalPhrase, unitHouse, unitName } from '../../words.js';
import { eliminationKey } from './als-sets.js';

/** Sue de Coq. */
export const sueDeCoq: Technique = {
  id: 'sue-de-coq',
  name: 'Sue de Coq',
  code: '1101',
  score: 250,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N, n } = grid;
    const maxRest = N <= 9 ? N - n : N <= 16 ? 3 : 2;
    const lineRest = new Subsets();
    const boxRest = new Subsets();
    const reported = new Set<string>();
    for (let line = 0; line < 2 * N; line++) {
      for (let k = 0; k < n; k++) {
        const box = boxAt(grid, line, k);
        const inter: number[] = [];
        const restL: number[] = [];
        const restB: number[] = [];
        for (const cell of grid.unitCells(line)) {
          if (grid.cands[cell] === 0) continue;
          (grid.box(cell) === box ? inter : restL).push(cell);
        }
        if (inter.length < 2 || restL.length === 0) continue;
        for (const cell of grid.unitCells(2 * N + box)) {
          if (grid.cands[cell] !== 0 && !unitHas(grid, line, cell)) restB.push(cell);
        }
        if (restB.length === 0) continue;
        lineRest.build(grid, restL, maxRest);
        boxRest.build(grid, restB, maxRest);
        const found = forEachCore(inter, (core) =>
          searchCore(this, grid, sink, reported, line, 2 * N + box, core, restL, restB, lineRest, boxRest),
        );
        if (found) return true;
      }
    }
    return false;
  },
};

/** The box index (0-based) of the k-th box a line crosses. */
function boxAt(grid: CandidateGrid, line: number, k: number): number {
  const { N, n } = grid;
  const cell = line < N ? line * N + k * n : k * n * N + (line - N);
  return grid.box(cell);
}

/** True when the cell lies in unit u (a row or column). */
function unitHas(grid: CandidateGrid, u: number, cell: number): boolean {
  return u < grid.N ? grid.row(cell) === u : grid.col(cell) === u - grid.N;
}

/** Calls `visit` with every set of 2 or 3 cells of `cells`, in order, until it returns true. */
function forEachCore(cells: readonly number[], visit: (core: number[]) => boolean): boolean {
  const k = cells.length;
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      if (visit([cells[i], cells[j]])) return true;
      for (let l = j + 1; l < k; l++) if (visit([cells[i], cells[j], cells[l]])) return true;
    }
  }
  return false;
}

/** The subsets of a list of cells (as bitmasks over the list) with their digit unions. */
class Subsets {
  count = 0;
  maxSize = 0;
  pick: number[] = [];
  digits: number[] = [];
  size: number[] = [];

  build(grid: CandidateGrid, cells: readonly number[], maxSize: number): void {
    this.count = 0;
    this.maxSize = Math.min(maxSize, cells.length);
    const visit = (from: number, pick: number, digits: number, size: number): void => {
      for (let i = from; i < cells.length; i++) {
        const p = pick | (1 << i);
        const d = digits | grid.cands[cells[i]];
        this.pick[this.count] = p;
        this.digits[this.count] = d;
        this.size[this.count] = size + 1;
        this.count++;
        if (size + 1 < maxSize) visit(i + 1, p, d, size + 1);
      }
    };
    visit(0, 0, 0, 0);
  }
}

/**
 * Every (L, B) for one core C: L from the line's subsets, B from the box's, |C|+|L|+|B| =
 * |V ∪ VL ∪ VB| and VL ∩ VB = ∅.
 */
function searchCore(
  technique: Technique,
  grid: CandidateGrid,
  sink: StepSink,
  reported: Set<string>,
  line: number,
  box: number,
  core: number[],
  restL: readonly number[],
  restB: readonly number[],
  lineRest: Subsets,
  boxRest: Subsets,
): boolean {
  let v = 0;
  for (const cell of core) v |= grid.cands[cell];
  const need = popcount(v) - core.length; // what L and B must account for together
  if (need < 2 || need > lineRest.maxSize + boxRest.maxSize) return false;
  // box sets by what they account for (|B| − |VB \ V|, 1 … need−1)
  const byNet: number[][] = [];
  for (let k = 0; k < need; k++) byNet.push([]);
  for (let j = 0; j < boxRest.count; j++) {
    const vb = boxRest.digits[j];
    const net = boxRest.size[j] - popcount(vb & ~v);
    if ((vb & v) !== 0 && net >= 1 && net < need) byNet[net].push(j);
  }
  for (let i = 0; i < lineRest.count; i++) {
    const vl = lineRest.digits[i];
    if ((vl & v) === 0) continue;
    const netL = lineRest.size[i] - popcount(vl & ~v);
    if (netL < 1 || netL >= need) continue;
    for (const j of byNet[need - netL]) {
      if ((boxRest.digits[j] & vl) !== 0) continue;
      const lCells = picked(restL, lineRest.pick[i]);
      const bCells = picked(restB, boxRest.pick[j]);
      const vb = boxRest.digits[j];
      const elims = eliminations(grid, line, box, core, lCells, bCells, v, vl, vb);
      if (elims.length === 0) continue;
      const key = eliminationKey(elims);
      if (reported.has(key)) continue; // one step per distinct set of eliminations
      reported.add(key);
      if (sink(sdcStep(technique, grid, line, box, core, lCells, bCells, v, vl, vb, elims))) return true;
    }
  }
  return false;
}

/** The cells of `cells` chosen by bitmask `pick`. */
function picked(cells: readonly number[], pick: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) if ((pick & (1 << i)) !== 0) out.push(cells[i]);
  return out;
}

/** What the pattern removes: line digits from the rest of the line, box digits from the rest of the box. */
function eliminations(
  grid: CandidateGrid,
  line: number,
  box: number,
  core: readonly number[],
  lCells: readonly number[],
  bCells: readonly number[],
  v: number,
  vl: number,
  vb: number,
): Candidate[] {
  const onlyCore = v & ~vl & ~vb;
  const out: Candidate[] = [];
  const seen = new Set<number>();
  const remove = (u: number, mask: number, keep: readonly number[]): void => {
    for (const cell of grid.unitCells(u)) {
      if (core.includes(cell) || keep.includes(cell)) continue;
      for (let m = grid.cands[cell] & mask; m !== 0; m &= m - 1) {
        const digit = 32 - Math.clz32(m & -m);
        if (seen.has(cell * 32 + digit)) continue;
        seen.add(cell * 32 + digit);
        out.push({ cell, digit });
      }
    }
  };
  remove(line, vl | onlyCore, lCells);
  remove(box, vb | onlyCore, bCells);
  return out;
}

/** Cells and their digits for sentences: `r1c1,r1c2 {1,2,3,4}`. */
function setName(cells: readonly number[], mask: number, N: number): string {
  const digits: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) digits.push(32 - Math.clz32(m & -m));
  return `${cells.map((c) => cellName(c, N)).join(',')} {${digitSet(digits, N)}}`;
}

function sdcStep(
  technique: Technique,
  grid: CandidateGrid,
  line: number,
  box: number,
  core: number[],
  lCells: number[],
  bCells: number[],
  v: number,
  vl: number,
  vb: number,
  elims: Candidate[],
) {
  const { N } = grid;
  const all = v | vl | vb;
  const cells = [...core, ...lCells, ...bCells];
  const highlights: Highlight[] = [];
  for (const cell of cells) {
    highlights.push({ cell, role: 'pattern' });
    for (let m = grid.cands[cell]; m !== 0; m &= m - 1) {
      const digit = 32 - Math.clz32(m & -m);
      highlights.push({ cell, digit, role: (vl & (m & -m)) !== 0 ? 'on' : (vb & (m & -m)) !== 0 ? 'off' : 'pattern' });
    }
  }
  const lineName = unitName(line, N);
  const boxName = unitName(box, N);
  const digitsIn = (mask: number): number[] => {
    const out: number[] = [];
    for (let m = mask; m !== 0; m &= m - 1) out.push(32 - Math.clz32(m & -m));
    return out;
  };
  const text =
    `Sue de Coq: ${setName(core, v, N)} with ${setName(lCells, vl, N)} in ${lineName} and ${setName(bCells, vb, N)} in ${boxName}: ` +
    `these ${cells.length} cells hold ${digitList(digitsIn(all), N)} once each (${digitList(digitsIn(vl), N)} within ${lineName}, ` +
    `${digitList(digitsIn(vb), N)} within ${boxName}), so ${removalPhrase(elims, N)}.`;
  return makeStep(technique, {
    digits: [...new Set(elims.map((e) => e.digit))],
    cells: cells.slice().sort((a, b) => a - b),
    houses: [unitHouse(line, N, 'house'), unitHouse(box, N, 'house')],
    highlights,
    eliminations: elims,
    text,
  });
}
