/**
 * Soundness on other sizes: 20 generated 16×16 puzzles and 200 4×4 ones, every step checked
 * against the generator's solution (and every step findAll offers, on some: one 16×16 puzzle,
 * findAll on its grids being most of the file's time). 20, not more: 80 took 5 minutes of a CI
 * run on a loaded 2-core machine, 40 three; bench/logic/forcing.mjs checks whole sets.
 */
import { describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../src/generate/generate';
import { newReport, solveAndCheck } from './support/soundness';

describe('logic steps are sound on generated boards', () => {
  it.each([
    [2, 200, 10],
    [4, 20, 20],
  ] as const)('box size %s: %s puzzles', (n, count, everyStepEach) => {
    const report = newReport();
    for (let seed = 1; seed <= count; seed++) {
      const { puzzle, solution } = generatePuzzle(n, { seed });
      const before = report.problems.length;
      solveAndCheck(puzzle.cells, n, solution.cells, report, seed % everyStepEach === 0);
      for (let k = before; k < report.problems.length; k++) report.problems[k] = `seed ${seed}: ${report.problems[k]}`;
    }
    const taken = [...report.taken.entries()].sort((a, b) => b[1] - a[1]).map(([t, k]) => `${t} ${k}`);
    console.log(`${n * n}×${n * n}: steps taken per technique: ${taken.join(', ')}; offered checked: ${report.offered}`);
    expect(report.problems.slice(0, 10)).toEqual([]);
  }, 600_000);
});
