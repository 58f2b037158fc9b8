/**
 * The human side of an attempt: solve the candidate puzzle like a person once, and say whether
 * it has the level, score and technique asked for.
 *
 * Owns: {@link judge}. Does not own: the techniques, the scores (src/logic/) or the attempts
 * (generate.ts).
 */
import { CandidateGrid } from '../logic/grid.js';
import { formatPencilMarks } from '../logic/pencil.js';
import { LEVELS, Rater } from '../logic/rate.js';
import { applyInPlace, solveSteps, techniqueContext } from '../logic/solver.js';
import type { Step } from '../logic/types.js';
import type { Plan } from './plan.js';
import type { GeneratedPuzzle } from './types.js';
import type { Work } from './work.js';

/**
 * Solves like a human (stopping as soon as the path is harder than asked) and checks level,
 * score and technique; on a match fills the result's rating and, with a technique, its step and
 * the candidates just before it. Pauses after each step (see work.ts).
 */
export function* judge(plan: Plan, cells: Uint8Array, solution: Uint8Array, result: GeneratedPuzzle): Work<boolean> {
  const techniques = plan.techniques!;
  const grid = CandidateGrid.fromBoard(plan.n, cells);
  const rater = new Rater(techniques);
  let stepIndex = -1;
  const steps: Step[] = [];
  const wanted = plan.technique;
  const path = solveSteps(grid, solution, techniques, techniqueContext(undefined, true), 'guess');
  let end: ReturnType<typeof path.next>;
  while (!(end = path.next()).done) {
    const step = end.value;
    rater.add(step);
    if (wanted) {
      steps.push(step);
      if (stepIndex < 0 && step.technique === wanted.id) stepIndex = steps.length - 1;
    }
    // Too hard already: the level and score only grow.
    if (plan.level !== null && rater.atLeast() > plan.level) return false;
    if (rater.scoreSoFar > plan.score.max) return false;
    yield;
  }
  if (end.value !== 'solved') return false;
  const rating = rater.rating();
  if (plan.level !== null && LEVELS[plan.level].level !== rating.level) return false;
  if (rating.score < plan.score.min) return false;
  if (wanted && stepIndex < 0) return false;
  result.level = rating.level;
  result.score = rating.score;
  result.hardest = rating.hardest;
  if (wanted) {
    const before = CandidateGrid.fromBoard(plan.n, cells);
    for (let i = 0; i < stepIndex; i++) applyInPlace(before, steps[i]);
    result.step = steps[stepIndex];
    result.before = formatPencilMarks(before, 'brackets'); // a lone candidate stays one: [8], not 8
  }
  return true;
}
