/**
 * Avoidable rectangles: unique rectangles made (partly) of digits already placed while solving.
 *
 * Owns: Avoidable Rectangle Types 1 and 2. The rectangles come from `uniqueness-rect.ts`.
 *
 * A placed digit that was not a given can still be swapped: if four non-given cells in 2 rows,
 * 2 columns and 2 boxes ended up a/b/b/a, swapping a and b in them gives a second solution.
 *
 *   Type 1   a+   b+       three corners placed (a, b, b), none a given: the fourth
 *            b+   a?X     cannot be a → remove a from it
 *   Type 2   a+   b+       two corners placed; the other two hold their pattern digit and
 *            bc   ac      the same one extra c: one of them is c → remove c from the cells
 *                         seeing both
 *
 * From HoDoKu's "Uniqueness" page (Avoidable Rectangle) and SudokuWiki's "Avoidable Rectangles".
 */
import { digitsOf, lowestDigit, type CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, Step, StepSink, Technique } from '../../types.js';
import { andList, cellName, digitName, orList, removalPhrase } from '../../words.js';
import { forEachAvoidableRectangle, Rectangle, rectName } from './uniqueness-rect.js';

/** Highlights: placed corners and the pattern digit of open corners (pattern), their extras (fin). */
function highlights(grid: CandidateGrid, rect: Rectangle, pattern: Int32Array): Highlight[] {
  const out: Highlight[] = [];
  for (let i = 0; i < 4; i++) {
    const cell = rect.corners[i];
    if (grid.values[cell] !== 0) out.push({ cell, role: 'pattern' });
    else for (const digit of digitsOf(grid.cands[cell])) out.push({ cell, digit, role: digit === pattern[i] ? 'pattern' : 'fin' });
  }
  return out;
}

/** The placed corners as words: `r1c1 (3), r1c4 (8) and r5c1 (8)`. */
function placedWords(grid: CandidateGrid, rect: Rectangle): string {
  const words: string[] = [];
  for (const cell of rect.corners) if (grid.values[cell] !== 0) words.push(`${cellName(cell, grid.N)} (${digitName(grid.values[cell], grid.N)})`);
  return andList(words);
}

/** Runs `each` on every avoidable rectangle with the digit each corner takes in the pattern (see {@link forEachAvoidableRectangle}). */
function scanAvoidable(grid: CandidateGrid, each: (rect: Rectangle, pattern: Int32Array) => boolean): boolean {
  const rect = new Rectangle();
  const pattern = new Int32Array(4);
  return forEachAvoidableRectangle(grid, rect, pattern, (r) => each(r, pattern));
}

/**
 * The step of an avoidable rectangle of type `type`: its digits, corners and highlights, and a
 * sentence naming the placed corners, then `reason`, then what is removed.
 */
function avoidableStep(
  technique: Technique,
  grid: CandidateGrid,
  r: Rectangle,
  pattern: Int32Array,
  type: 1 | 2,
  eliminations: Candidate[],
  reason: string,
): Step {
  const { N } = grid;
  return makeStep(technique, {
    digits: [r.a, r.b],
    cells: r.cells(),
    highlights: highlights(grid, r, pattern),
    eliminations,
    text:
      `Avoidable rectangle type ${type} on ${digitName(r.a, N)},${digitName(r.b, N)} in ${rectName(r, N)}: ${placedWords(grid, r)} were placed, not given, ` +
      `${reason}; ${removalPhrase(eliminations, N)}.`,
  });
}

/** Avoidable Rectangle Type 1: three corners placed (not given); the fourth cannot complete the pattern. */
export const avoidableRectangle1: Technique = {
  id: 'avoidable-rectangle-1',
  name: 'Avoidable Rectangle Type 1',
  code: '0607',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return scanAvoidable(grid, (r, pattern) => {
      let open = -1;
      for (let i = 0; i < 4; i++) {
        if (grid.values[r.corners[i]] !== 0) continue;
        if (open >= 0) return false;
        open = i;
      }
      if (open < 0) return false;
      const cell = r.corners[open];
      const digit = pattern[open];
      const reason = `so if ${cellName(cell, N)} were ${digitName(digit, N)} the two digits could be swapped (two solutions)`;
      return sink(avoidableStep(this, grid, r, pattern, 1, [{ cell, digit }], reason));
    });
  },
};

/**
 * Avoidable Rectangle Type 2: two corners placed (not given); the two open corners hold their
 * pattern digit and the same one extra digit c, so one of them is c.
 */
export const avoidableRectangle2: Technique = {
  id: 'avoidable-rectangle-2',
  name: 'Avoidable Rectangle Type 2',
  code: '0608',
  score: 100,
  level: 'Hard',
  needsUnique: true,
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    const open: number[] = [0, 0];
    return scanAvoidable(grid, (r, pattern) => {
      let count = 0;
      let extra = -1;
      for (let i = 0; i < 4; i++) {
        const cell = r.corners[i];
        if (grid.values[cell] !== 0) continue;
        if (count === 2) return false;
        const rest = grid.cands[cell] & ~(1 << (pattern[i] - 1));
        if ((rest & (rest - 1)) !== 0 || rest === 0 || (extra >= 0 && rest !== extra)) return false;
        extra = rest;
        open[count++] = cell;
      }
      if (count !== 2) return false;
      const digit = lowestDigit(extra);
      const eliminations: Candidate[] = [];
      if (grid.seeingAll(open, 1 << (digit - 1), eliminations, r.corners) === 0) return false;
      const reason = `so ${orList(open.map((c) => cellName(c, N)))} must be ${digitName(digit, N)} (else the two digits could be swapped: two solutions)`;
      return sink(avoidableStep(this, grid, r, pattern, 2, eliminations, reason));
    });
  },
};
