/**
 * Property: on any grid reached by logic from a proper puzzle (put through a random
 * validity-preserving transformation), every step findAll reports keeps the solution when
 * applied: no true digit removed, no wrong digit placed, the grid still agreeing with it.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { someSolution } from '../../src/api/single';
import { CandidateGrid } from '../../src/logic/grid';
import { applyStep, checkAgainst, findAll, logicSolve } from '../../src/logic/solver';
import { applyTransform, transformArb } from '../support/transform';
import { cellsOf } from '../support/oracle';

/** Proper puzzles from samples/sample.txt and the hard lists: singles, subsets, fish, chains. */
const PUZZLES = [
  '................12..3..4........3....5..1....62......7...52.......6...3...7...48.',
  '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
  '7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........',
  '..2...4..9.563.8..........6....6........73.9...8.15...7.63...5.8......4.3...2.1..',
  '....7...1..6.....5......4...9....5..6.81.5..........8731..9....76..2....2..31...9',
  '98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2',
  '9..76.5..6...8.9....5..9...5....783...483...........2.3..9..7......76..1.......5.',
  '12.3.....4.5...6...7.....2.6..1..3....453.........8..9...45.1.........8......2..7',
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
].map(cellsOf);

describe('applyStep of any found step keeps the solution', () => {
  it('on grids reached by logic from transformed puzzles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PUZZLES.length - 1 }),
        transformArb,
        fc.integer({ min: 0, max: 60 }),
        (which, t, depth) => {
          const puzzle = applyTransform(t, PUZZLES[which]);
          const solution = Uint8Array.from(someSolution(puzzle)!, Number);
          const path = logicSolve(Array.from(puzzle), { onStuck: 'guess', maxSteps: depth });
          let grid = CandidateGrid.fromBoard(3, puzzle);
          for (const step of path.steps) grid = applyStep(grid, step);
          for (const step of findAll(grid, undefined, { unique: true })) {
            const next = applyStep(grid, step);
            const wrong = checkAgainst(next, solution);
            if (wrong) throw new Error(`${step.name} breaks the solution (${wrong.text}): ${step.text}`);
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
