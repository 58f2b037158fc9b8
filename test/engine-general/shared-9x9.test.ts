/**
 * 9×9 samples of the public benchmark sets (../shared/puzzles) through both general engines
 * and the 9×9 engine's TypeScript twin: proper puzzles count 1, serg_benchmark counts 2 at
 * limit 2, every solution is valid, and all three engines agree (on the solution too when it
 * is unique). Skipped, with the reason, when the shared folder is absent.
 */
import { expect, it } from 'vitest';
import { createTsEngine } from '../../src/engine/fast9-ts/index';
import { PUZZLE_SETS, readPuzzleLines, sample } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { GENERAL_ENGINES, solveWith } from './engines';
import { isValidSolution } from './oracle';

describeShared('general engines on 9×9 benchmark samples', (dir) => {
  const engines = GENERAL_ENGINES.map((e) => e.create());
  const fast9 = createTsEngine();

  for (const { file, expected } of PUZZLE_SETS) {
    const puzzles = sample(readPuzzleLines(dir, file), file.startsWith('forum') ? 25 : 60);

    it(`${file}: count ${expected} at limit 2 in every engine, valid solutions`, () => {
      const fast9Out = new Uint8Array(81);
      for (const cells of puzzles) {
        const fast9Count = fast9.countInto(cells, 2, fast9Out);
        expect(fast9Count).toBe(expected);
        for (const search of engines) {
          const result = solveWith(search, 3, cells, 2);
          expect(result.count, search.name).toBe(fast9Count);
          expect(isValidSolution(3, cells, result.solution!), search.name).toBe(true);
          if (expected === 1) expect(result.solution, search.name).toEqual(Array.from(fast9Out));
        }
      }
    });
  }

  it('limit 1 finds one solution in each engine', () => {
    const puzzles = sample(readPuzzleLines(dir, 'serg_benchmark.txt'), 20);
    for (const cells of puzzles) {
      for (const search of engines) expect(solveWith(search, 3, cells, 1).count, search.name).toBe(1);
    }
  });
});
