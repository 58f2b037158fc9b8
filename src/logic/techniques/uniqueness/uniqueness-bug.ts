/**
 * BUG+1 (Bivalue Universal Grave plus one).
 *
 * Owns: the BUG+1 technique on every board size.
 *
 * A BUG is a grid where every unsolved cell has two candidates and every digit is a candidate
 * exactly twice (or not at all) in every house: such a grid has no solution or at least two.
 * In BUG+1 one cell has a third candidate, and in that cell's row, column and box one digit d
 * appears three times. Without d the cell would leave a BUG, so in a unique puzzle the cell is d:
 *
 *   every cell bivalue except  r1c5 = {5,7,9}, 9 three times in row 1, column 5, box 2
 *   → r1c5 = 9, written (as HoDoKu does) as removing 5 and 7 from r1c5
 *
 * From HoDoKu's "Uniqueness" page (BUG+1) and SudokuWiki's "BUG".
 */
import { popcount, type CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, StepSink, Technique } from '../../types.js';
import { cellName, digitName, removalPhrase } from '../../words.js';

/**
 * The digit that appears three times in unit u while every other digit appears 0 or 2 times;
 * 0 when u has no digit three times, -1 when the unit breaks the BUG rule.
 */
function tripled(grid: CandidateGrid, u: number): number {
  let one = 0;
  let two = 0;
  let three = 0;
  let four = 0;
  for (const cell of grid.unitCells(u)) {
    const m = grid.cands[cell];
    four |= three & m;
    three |= two & m;
    two |= one & m;
    one |= m;
  }
  const exactlyThree = three & ~four;
  if (four !== 0 || (one & ~two) !== 0 || popcount(exactlyThree) > 1) return -1;
  return exactlyThree === 0 ? 0 : 32 - Math.clz32(exactlyThree);
}

/**
 * BUG+1: all unsolved cells have two candidates except one with three; that cell must be the
 * digit its row, column and box each hold three times.
 */
export const bugPlus1: Technique = {
  id: 'bug-plus-1',
  name: 'BUG+1',
  code: '0610',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N, C } = grid;
    let plus = -1;
    for (let cell = 0; cell < C; cell++) {
      const m = grid.cands[cell];
      if (m === 0) continue;
      const k = popcount(m);
      if (k === 2) continue;
      if (k !== 3 || plus >= 0) return false;
      plus = cell;
    }
    if (plus < 0) return false;
    const units = grid.geometry.cellUnits;
    let digit = 0;
    for (let u = 0; u < 3 * N; u++) {
      const t = tripled(grid, u);
      const mine = units[3 * plus] === u || units[3 * plus + 1] === u || units[3 * plus + 2] === u;
      if (t < 0 || (t !== 0) !== mine || (mine && digit !== 0 && t !== digit)) return false;
      if (mine) digit = t;
    }
    if (!grid.has(plus, digit)) return false;
    const eliminations: Candidate[] = [];
    for (let d = 1; d <= N; d++) if (d !== digit && grid.has(plus, d)) eliminations.push({ cell: plus, digit: d });
    return sink(
      makeStep(this, {
        digits: [],
        cells: [plus],
        highlights: [{ cell: plus, digit, role: 'pattern' }],
        eliminations,
        text:
          `BUG+1: every unsolved cell but ${cellName(plus, N)} has two candidates, and ${digitName(digit, N)} appears three times in its ` +
          `row, its column and its box; without ${digitName(digit, N)} there the grid would have no solution or two, so ${cellName(plus, N)} is ` +
          `${digitName(digit, N)}: ${removalPhrase(eliminations, N)}.`,
      }),
    );
  },
};
