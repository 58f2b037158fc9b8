/**
 * Soundness of logic steps against the engine's solution: the oracle every logic test shares.
 *
 * Owns: {@link unsoundness} (what is wrong with a step, or null) and {@link solveAndCheck}
 * (a whole logic solve with guesses, every step checked independently of the solver's own
 * guard, and optionally every step `findAll` offers along the way).
 */
import { logicSolve, findAll, applyStep } from '../../../src/logic/solver';
import { gridFromPuzzle } from '../../../src/logic/pencil';
import type { Step } from '../../../src/logic/types';
import { cellName } from '../../../src/logic/words';

/** What is wrong with a step given the solution (N² digits), or null when it is sound. */
export function unsoundness(step: Step, solution: ArrayLike<number>, N: number): string | null {
  for (const p of step.placements) {
    if (solution[p.cell] !== p.digit) return `${step.name} places ${p.digit} in ${cellName(p.cell, N)} (true: ${solution[p.cell]}): ${step.text}`;
  }
  for (const e of step.eliminations) {
    if (solution[e.cell] === e.digit) return `${step.name} removes the true ${e.digit} from ${cellName(e.cell, N)}: ${step.text}`;
  }
  if (step.placements.length === 0 && step.eliminations.length === 0) return `${step.name} changes nothing: ${step.text}`;
  return null;
}

/** Per technique: steps taken, and problems found. */
export interface SoundnessReport {
  taken: Map<string, number>;
  offered: number;
  problems: string[];
}

/**
 * Solves `puzzle` by logic (guessing when stuck) and checks every step taken against
 * `solution`; with `everyStep`, also every step `findAll` offers on each grid along the way.
 */
export function solveAndCheck(puzzle: ArrayLike<number>, n: number, solution: ArrayLike<number>, report: SoundnessReport, everyStep = false): void {
  const N = n * n;
  const result = logicSolve(Array.from(puzzle), { onStuck: 'guess', size: n === 4 ? N : n });
  if (result.status !== 'solved' && result.status !== 'guessed') {
    report.problems.push(`status ${result.status}`);
    return;
  }
  let grid = gridFromPuzzle(Array.from(puzzle), { size: n === 4 ? N : n });
  for (const step of result.steps) {
    report.taken.set(step.technique, (report.taken.get(step.technique) ?? 0) + 1);
    const wrong = unsoundness(step, solution, N);
    if (wrong) report.problems.push(wrong);
    if (everyStep) {
      for (const offered of findAll(grid, undefined, { unique: true })) {
        report.offered++;
        const bad = unsoundness(offered, solution, N);
        if (bad) report.problems.push(`offered: ${bad}`);
      }
    }
    grid = applyStep(grid, step);
  }
  for (let cell = 0; cell < grid.C; cell++) {
    if (grid.values[cell] !== solution[cell]) {
      report.problems.push(`ends with ${grid.values[cell]} in ${cellName(cell, N)}, true ${solution[cell]}`);
      break;
    }
  }
}

/** An empty report. */
export function newReport(): SoundnessReport {
  return { taken: new Map(), offered: 0, problems: [] };
}
