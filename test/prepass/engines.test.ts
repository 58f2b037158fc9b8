/**
 * The general TypeScript engines accept the pre-pass output and agree with themselves without
 * it: the count at limit 2 and, when unique, the solution are the same whether the search gets
 * the plain puzzle, the puzzle with the pre-pass candidates, or the pre-pass cells with them.
 * On 9×9 (pinned puzzles, and benchmark samples when the shared folder is present) and on
 * generated 16×16 boards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBitmaskSearch } from '../../src/engine/bitmask-ts/index';
import { createDlxSearch } from '../../src/engine/dlx-ts/index';
import type { GeneralSearch } from '../../src/engine/general-types';
import { prepass } from '../../src/prepass/index';
import { PINNED_9 } from '../engine-general/puzzles';
import { readPuzzleLines, sample } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { cutArb, runSearch } from './support';

const ENGINES: readonly { name: string; search: GeneralSearch }[] = [
  { name: 'bitmask-ts', search: createBitmaskSearch() },
  { name: 'dlx-ts', search: createDlxSearch() },
];

/**
 * Asserts the three ways of starting `search` agree; returns the plain count, or null when a
 * search hit the test's node cap (then there is nothing to compare).
 */
function expectAgreement(search: GeneralSearch, n: number, puzzle: Uint8Array): number | null {
  const plain = runSearch(search, n, puzzle, 2);
  const pre = prepass(n, puzzle);
  const withCandidates = runSearch(search, n, puzzle, 2, pre.candidates);
  const withBoth = runSearch(search, n, pre.cells, 2, pre.candidates);
  if (plain.capped || withCandidates.capped || withBoth.capped) return null;
  if (pre.contradiction) expect(plain.count).toBe(0);
  expect(withCandidates.count, search.name).toBe(plain.count);
  expect(withBoth.count, search.name).toBe(plain.count);
  if (plain.count === 1) {
    expect(withCandidates.solution, search.name).toEqual(plain.solution);
    expect(withBoth.solution, search.name).toEqual(plain.solution);
  }
  return plain.count;
}

describe.each(ENGINES)('$name with prepass candidates', ({ search }) => {
  it('pinned 9×9 puzzles: same count and solution', () => {
    for (const p of PINNED_9) expect(expectAgreement(search, 3, p.cells)).toBe(p.count);
  });

  it('generated 16×16 boards: same count and solution', () => {
    fc.assert(
      fc.property(cutArb(4, { min: 40, max: 65 }), ({ puzzle, solution }) => {
        const count = expectAgreement(search, 4, puzzle);
        fc.pre(count !== null);
        expect(count).toBeGreaterThan(0);
        if (count === 1) expect(runSearch(search, 4, puzzle, 2).solution).toEqual(Array.from(solution));
      }),
      { numRuns: 25, seed: 0x5eed16 }, // fixed: capped searches are discarded, see NODE_CAP
    );
  });
});

describeShared('engines with prepass candidates on 9×9 benchmark samples', (dir) => {
  for (const file of ['forum_hardest_1106.txt', 'magictour_top1465.txt', '17_clue.txt', 'serg_benchmark.txt']) {
    const puzzles = sample(readPuzzleLines(dir, file), 25);
    it.each(ENGINES)(`${file}: $name agrees with and without`, ({ search }) => {
      for (const puzzle of puzzles) expect(expectAgreement(search, 3, puzzle)).toBe(file.startsWith('serg') ? 2 : 1);
    });
  }
});
