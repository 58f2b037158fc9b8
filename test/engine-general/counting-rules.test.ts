/**
 * The engines follow the counting rules of the contract to the letter: count, node count and
 * first solution equal those of the slow literal references (reference.ts), on fixed 9×9
 * puzzles (pinned node counts for the twins to reproduce) and on random 4×4 boards and
 * candidate restrictions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBitmaskSearch } from '../../src/engine/bitmask-ts/index';
import { createDlxSearch } from '../../src/engine/dlx-ts/index';
import type { GeneralSearch } from '../../src/engine/general-types';
import { solveWith } from './engines';
import { oracleCount, patternGrid } from './oracle';
import { PINNED_9 } from './puzzles';
import { referenceBitmask, referenceDlx, type ReferenceResult } from './reference';

const KINDS = [
  { kind: 'bitmask', search: createBitmaskSearch(), reference: referenceBitmask, pinned: 'bitmaskNodes' },
  { kind: 'dlx', search: createDlxSearch(), reference: referenceDlx, pinned: 'dlxNodes' },
] as const;

/** 4×4 cells: mostly empty, some givens (conflicts possible). */
const cells4 = fc
  .array(fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 1 }), {
    minLength: 16,
    maxLength: 16,
  })
  .map((a) => Uint8Array.from(a));

/** 4×4 candidate words: each cell allows a random subset of 1…4 (possibly none). */
const candidates4 = fc
  .array(fc.integer({ min: 0, max: 15 }), { minLength: 16, maxLength: 16 })
  .map((masks) => Uint32Array.from(masks.flatMap((m) => [m, 0])));

function agree(search: GeneralSearch, reference: ReferenceResult, n: number, cells: Uint8Array, limit: number, candidates?: Uint32Array) {
  const result = solveWith(search, n, cells, limit, { candidates });
  expect(result).toEqual(reference);
}

describe.each(KINDS)('$kind engine follows its counting rule', ({ search, reference, pinned }) => {
  it.each(PINNED_9.map((p, i) => ({ label: `#${i}`, p })))('9×9 puzzle $label: pinned nodes, as the reference', ({ p }) => {
    const expected = reference(3, p.cells, 2);
    expect(expected.count).toBe(p.count);
    expect(expected.nodes).toBe(p[pinned]);
    agree(search, expected, 3, p.cells, 2);
  });

  it('random 4×4 boards at limits 1, 2, 1000', () => {
    fc.assert(
      fc.property(cells4, fc.constantFrom(1, 2, 1000), (cells, limit) => {
        agree(search, reference(2, cells, limit), 2, cells, limit);
      }),
      { numRuns: 200 },
    );
  });

  it('random 4×4 boards with random candidate restrictions', () => {
    fc.assert(
      fc.property(cells4, candidates4, fc.constantFrom(1, 3, 1000), (cells, candidates, limit) => {
        agree(search, reference(2, cells, limit, candidates), 2, cells, limit, candidates);
      }),
      { numRuns: 200 },
    );
  });

  it('9×9 with half the cells of a complete grid, limit 3', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }), (keep) => {
        const cells = patternGrid(3).map((v, i) => (keep[i] ? v : 0));
        agree(search, reference(3, cells, 3), 3, cells, 3);
      }),
      { numRuns: 15 },
    );
  });
});

describe('exhaustive counts', () => {
  it('a 9×9 puzzle with many solutions: both engines count what the plain oracle counts', () => {
    const cells = PINNED_9[3].cells;
    const expected = oracleCount(3, cells, 100_000).count;
    expect(expected).toBeGreaterThan(100);
    for (const { search } of KINDS) expect(solveWith(search, 3, cells, 100_000).count, search.name).toBe(expected);
  });
});
