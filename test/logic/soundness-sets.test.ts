/**
 * Soundness on real puzzles: every step logic takes on the first 300 puzzles of magictour_top1465, the
 * first 40 of forum_hardest_1106 (both whole sets: bench/logic/forcing.mjs) and the first 2,000
 * of 17_clue (guessing, marked, when stuck), checked
 * against the engine's solution; on a sample, every step `findAll` offers along the way too.
 * `findAll` on a grid of a 17_clue solve costs about 70 ms on average (every technique; on
 * early grids Franken fish and forcing nets spend their node budgets), so the sample is a few
 * puzzles per set (17_clue five, magictour three, forum_hardest two): the file took 80–91 s of
 * a CI run on an idle 2-core machine, where twenty 17_clue puzzles alone had taken 4.7 minutes
 * on a slow VM hour. The sweep on whole sets: `node bench/logic/forcing.mjs SET --find-all`.
 * Reads ../shared/puzzles; skipped, saying so, without it.
 */
import { expect, it } from 'vitest';
import { someSolution } from '../../src/api/single';
import { cellsOf } from '../support/oracle';
import { readPuzzleLines } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { newReport, solveAndCheck, type SoundnessReport } from './support/soundness';

function check(lines: readonly string[], everyStepEach = 0): SoundnessReport {
  const report = newReport();
  lines.forEach((line, i) => {
    const cells = cellsOf(line);
    const solution = Array.from(someSolution(cells)!, Number);
    const before = report.problems.length;
    solveAndCheck(cells, 3, solution, report, everyStepEach > 0 && i % everyStepEach === 0);
    for (let k = before; k < report.problems.length; k++) report.problems[k] = `${line}: ${report.problems[k]}`;
  });
  return report;
}

function summary(name: string, report: SoundnessReport): void {
  const taken = [...report.taken.entries()].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`);
  console.log(`${name}: steps taken per technique: ${taken.join(', ')}; steps offered by findAll checked: ${report.offered}`);
}

describeShared('logic steps are sound on the shared sets', (shared) => {
  it.each([
    // slices in the test run (CI's time budget): every puzzle of both sets, published and
    // transformed, in bench/logic/forcing.mjs (magictour ~0.2 s a puzzle, forum_hardest ~1 s)
    ['magictour_top1465.txt', 300, 100],
    ['forum_hardest_1106.txt', 40, 20],
    ['17_clue.txt', 2000, 400],
  ] as const)('%s (first %s): no step removes the true digit or places a wrong one', (file, count, everyStepEach) => {
    const lines = readPuzzleLines(shared, file).slice(0, count);
    const report = check(lines, everyStepEach);
    summary(file, report);
    expect(report.problems.slice(0, 10)).toEqual([]);
  }, 1_200_000); // magictour: about 350 s on a loaded 2-core machine (forcing nets where it used to guess)
});
