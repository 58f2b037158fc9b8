/**
 * Engines against each other and against the oracle on samples of every public benchmark set:
 * the WASM core and its TypeScript twin follow the same recipe, so they must agree exactly on
 * counts, first solutions and guess counts; the oracle shares nothing with either.
 */
import { expect, it } from 'vitest';
import { BACKENDS, runBatch } from '../support/backends';
import { isValidSolution, oracleCount } from '../support/oracle';
import { PUZZLE_SETS, readPuzzleLines, sample } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';

describeShared('engines agree on the public benchmark sets', (dir) => {
  const engines = BACKENDS.map((b) => ({ name: b.name, engine: b.create() }));

  for (const { file, expected } of PUZZLE_SETS) {
    const puzzles = sample(readPuzzleLines(dir, file), file.startsWith('forum') ? 300 : 1500);

    it.each([1, 2])(`${file}: every backend, limit %i`, (limit) => {
      const runs = engines.map(({ name, engine }) => ({ name, ...runBatch(engine, puzzles, limit) }));
      const [reference] = runs;
      puzzles.forEach((cells, i) => {
        expect(reference.counts[i]).toBe(Math.min(expected, limit));
        expect(isValidSolution(cells, reference.solution(i))).toBe(true);
        for (const other of runs.slice(1)) {
          expect(other.counts[i], other.name).toBe(reference.counts[i]);
          expect(other.guesses[i], other.name).toBe(reference.guesses[i]);
          expect(Array.from(other.solution(i)), other.name).toEqual(Array.from(reference.solution(i)));
        }
      });
    });

    it(`${file}: the oracle agrees on a small sample`, () => {
      const few = puzzles.slice(0, file.startsWith('forum') ? 8 : 25);
      const { counts } = runBatch(engines[0].engine, few, 2);
      few.forEach((cells, i) => expect(counts[i]).toBe(oracleCount(cells, 2).count));
    });
  }
});
