/**
 * Rating a puzzle the way HoDoKu does: solve it with the techniques in order, sum the score of
 * every step, and take the level of the hardest technique, raised while the score is above
 * that level's maximum.
 *
 * Owns: {@link rate}, {@link LEVELS} (HoDoKu 2.2's default maximum score per level). Does not
 * own: the step loop (`solver.ts`) or the scores of techniques (each technique module).
 *
 *   level     max score      e.g. hardest technique
 *   Easy            800      singles
 *   Medium         1000      locked candidates, pairs, triples
 *   Hard          1600      quadruples, basic fish, wings, uniqueness, colouring
 *   Unfair        1800      finned and sashimi fish, X-chain, XY-chain
 *   Extreme          ∞      a guess (the engine finishes a puzzle logic cannot: HoDoKu's brute force)
 */
import { parseAny } from '../api/input';
import type { PuzzleInput } from '../api/types';
import { CandidateGrid } from './grid';
import { GUESS, LogicError, solutionOf, solveLoop, techniquesFor, type LogicOptions } from './solver';
import type { Level, Step } from './types';

/** HoDoKu's levels, easiest first, with the maximum score of each. */
export const LEVELS: readonly { level: Level; maxScore: number }[] = [
  { level: 'Easy', maxScore: 800 },
  { level: 'Medium', maxScore: 1000 },
  { level: 'Hard', maxScore: 1600 },
  { level: 'Unfair', maxScore: 1800 },
  { level: 'Extreme', maxScore: Infinity },
];

/** What {@link rate} says about a puzzle. */
export interface Rating {
  /** HoDoKu's level. */
  level: Level;
  /** The sum of the scores of every step. */
  score: number;
  /** The name of the hardest technique used (the one with the highest level, then score); `Guess` when logic got stuck. */
  hardest: string;
  /** Steps taken (guesses included). */
  steps: number;
  /** Guess steps the engine had to supply (0 when logic alone solved it). */
  guesses: number;
  /** Steps per technique name, in the order first used. */
  techniques: Record<string, number>;
}

const rank = new Map(LEVELS.map((l, i) => [l.level, i]));

/**
 * Rates a puzzle: HoDoKu's level and score, its hardest technique. Puzzles that logic cannot
 * finish get guess steps from the engine (level Extreme, `guesses` > 0).
 * @throws {LogicError} when the puzzle has no solution or several (`reason` says which)
 * @throws {SudokuParseError} for input that is not a puzzle
 */
export function rate(puzzle: PuzzleInput, options?: LogicOptions): Rating {
  const board = parseAny(puzzle, options);
  const grid = CandidateGrid.fromBoard(board.n, board.cells);
  const solution = solutionOf(grid, options);
  const techniques = techniquesFor(options);
  let score = 0;
  let steps = 0;
  let guesses = 0;
  let hardest: { name: string; level: Level; score: number } | null = null;
  const counts: Record<string, number> = {};
  const scoreOf = new Map(techniques.map((t) => [t.id, t]));
  const onStep = (step: Step): void => {
    const t = step.technique === GUESS.id ? GUESS : scoreOf.get(step.technique)!;
    steps++;
    if (t === GUESS) guesses++;
    score += t.score;
    counts[t.name] = (counts[t.name] ?? 0) + 1;
    if (hardest === null || rank.get(t.level)! > rank.get(hardest.level)! || (t.level === hardest.level && t.score > hardest.score)) {
      hardest = { name: t.name, level: t.level, score: t.score };
    }
  };
  const end = solveLoop(grid, solution, techniques, { unique: options?.unique ?? true }, 'guess', onStep);
  if (end !== 'solved') throw new LogicError('unknown', 'the step limit was reached');
  const top = hardest as { name: string; level: Level } | null;
  let index = top ? rank.get(top.level)! : 0;
  while (score > LEVELS[index].maxScore) index++;
  return { level: LEVELS[index].level, score, hardest: top?.name ?? 'none', steps, guesses, techniques: counts };
}
