/**
 * Properties of the counted search (fast-check), on every backend:
 * - solutions are valid grids that keep the givens, and count ≤ limit;
 * - the counters obey the identities that follow from the definitions (E = empty cells):
 *     limit reached      recursions = backtracks + E + 1   (every call but the root placed a
 *                                                           digit; E of them stay placed)
 *     search exhausted   recursions = backtracks + 1       (every placed digit was taken back)
 *     budget stop        recursions = maxRecursions and 1 ≤ recursions − backtracks ≤ E
 *                        (the refused call had recursions − backtracks digits under it)
 *     conflicting givens recursions = backtracks = 0
 * - the PRNG moves by N-1 draws per call that has an empty cell:
 *     seed_after = seed + (N-1)·(recursions − count)·0x6D2B79F5 mod 2^32 (shuffled), else seed;
 * - relabelling every digit d ↦ N+1−d turns the ascending search into the descending one,
 *   call for call (same counters, solution relabelled), in both cell orders;
 * - a batch of runs equals single runs that pass the seed on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClassicRun, ClassicSettings } from '../../src/classic/types';
import { CELL_ORDERS, CLASSIC_BACKENDS, DIGIT_ORDERS, isValidSolution, settings } from './support';
import { relabelledGridArb } from '../support/pattern';

/** A complete grid of box size n with digits relabelled by a permutation, some cells blanked. */
function puzzleArb(n: number, minBlank: number, maxBlank: number) {
  const N = n * n;
  return fc
    .record({
      grid: relabelledGridArb(n),
      ratio: fc.double({ min: minBlank, max: maxBlank, noNaN: true }),
      noise: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: N * N, maxLength: N * N }),
    })
    .map(({ grid, noise, ratio }) => grid.map((v, i) => (noise[i] < ratio ? 0 : v)));
}

/** Arbitrary 4×4 cells: mostly empty, givens that may conflict. */
const anyCells4 = fc
  .array(fc.oneof({ arbitrary: fc.constant(0), weight: 5 }, { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 2 }), {
    minLength: 16,
    maxLength: 16,
  })
  .map((a) => Uint8Array.from(a));

const settingsArb = (budgets: readonly number[]) =>
  fc.record({
    cellOrder: fc.constantFrom(...CELL_ORDERS),
    digitOrder: fc.constantFrom(...DIGIT_ORDERS),
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    limit: fc.constantFrom(1, 2, 3),
    maxRecursions: fc.constantFrom(...budgets),
  }) as fc.Arbitrary<ClassicSettings>;

/** True when two givens share a unit. */
function conflicting(n: number, cells: Uint8Array): boolean {
  const N = n * n;
  const seen = new Set<string>();
  for (let i = 0; i < N * N; i++) {
    const v = cells[i];
    if (v === 0) continue;
    const r = Math.floor(i / N), c = i % N, b = Math.floor(r / n) * n + Math.floor(c / n);
    for (const key of [`r${r}:${v}`, `c${c}:${v}`, `b${b}:${v}`]) {
      if (seen.has(key)) return true;
      seen.add(key);
    }
  }
  return false;
}

/** Every property of one run that can be checked without another run. */
function checkRun(n: number, cells: Uint8Array, s: ClassicSettings, run: ClassicRun): void {
  const N = n * n;
  const E = cells.filter((v) => v === 0).length;
  expect(run.count).toBeLessThanOrEqual(s.limit);
  if (run.count > 0) expect(isValidSolution(n, cells, run.solution!)).toBe(true);
  else expect(run.solution).toBeNull();
  if (conflicting(n, cells)) {
    expect(run).toEqual({ count: 0, solution: null, recursions: 0, backtracks: 0, stopped: false, seed: s.seed });
    return;
  }
  if (s.maxRecursions > 0) expect(run.recursions).toBeLessThanOrEqual(s.maxRecursions);
  if (run.stopped) {
    expect(run.recursions).toBe(s.maxRecursions);
    expect(run.recursions - run.backtracks).toBeGreaterThanOrEqual(1);
    expect(run.recursions - run.backtracks).toBeLessThanOrEqual(E);
  } else if (run.count === s.limit) {
    expect(run.recursions).toBe(run.backtracks + E + 1);
  } else {
    expect(run.recursions).toBe(run.backtracks + 1);
  }
  const draws = s.digitOrder === 'shuffled' ? (N - 1) * (run.recursions - run.count) : 0;
  expect(run.seed).toBe(Number((BigInt(s.seed) + BigInt(draws) * 0x6d2b79f5n) % 2n ** 32n));
}

/** Relabels every digit d ↦ N+1−d (0 stays 0). */
function mirror(n: number, cells: Uint8Array): Uint8Array {
  const N = n * n;
  return cells.map((v) => (v === 0 ? 0 : N + 1 - v));
}

describe.each(CLASSIC_BACKENDS)('$name: properties', (backend) => {
  it('arbitrary 4×4 cells (conflicts included): validity, identities, PRNG draws', () => {
    fc.assert(
      fc.property(anyCells4, settingsArb([0, 0, 1, 3, 10]), (cells, s) => {
        checkRun(2, cells, s, backend.run(2, cells, s));
      }),
      { numRuns: 400 },
    );
  });

  it('9×9 puzzles from relabelled grids: validity, identities, PRNG draws (budget 3000)', () => {
    fc.assert(
      fc.property(puzzleArb(3, 0.2, 0.75), settingsArb([3000, 3000, 7, 40]), (cells, s) => {
        checkRun(3, cells, s, backend.run(3, cells, s));
      }),
      { numRuns: 150 },
    );
  });

  it('16×16 puzzles, few blanks: the same, in the high digits too', () => {
    fc.assert(
      fc.property(puzzleArb(4, 0.05, 0.3), settingsArb([500, 25]), (cells, s) => {
        checkRun(4, cells, s, backend.run(4, cells, s));
      }),
      { numRuns: 30 },
    );
  });

  it('relabelling d ↦ N+1−d turns ascending into descending (both cell orders)', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyCells4.map((c) => ({ n: 2, cells: c })), puzzleArb(3, 0.3, 0.7).map((c) => ({ n: 3, cells: c }))),
        fc.constantFrom(...CELL_ORDERS),
        fc.constantFrom(1, 2),
        fc.constantFrom(0, 5, 200),
        ({ n, cells }, cellOrder, limit, budget) => {
          const maxRecursions = n === 3 && budget === 0 ? 2000 : budget;
          const up = backend.run(n, cells, settings({ cellOrder, limit, maxRecursions }));
          const down = backend.run(n, mirror(n, cells), settings({ cellOrder, limit, maxRecursions, digitOrder: 'descending' }));
          expect({ ...down, solution: down.solution && Array.from(mirror(n, down.solution)) }).toEqual({
            ...up,
            solution: up.solution && Array.from(up.solution),
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a batch equals single runs (limit 1) passing the seed on', () => {
    fc.assert(
      fc.property(anyCells4, settingsArb([0, 4]), fc.integer({ min: 0, max: 30 }), (cells, s, runs) => {
        const batch = backend.runs(2, cells, s, runs);
        let seed = s.seed;
        let stopped = 0;
        for (let i = 0; i < runs; i++) {
          const run = backend.run(2, cells, { ...s, limit: 1, seed });
          expect([batch.recursions[i], batch.backtracks[i]]).toEqual([run.recursions, run.backtracks]);
          seed = run.seed;
          if (run.stopped) stopped++;
        }
        expect(batch.seed).toBe(seed);
        expect(batch.stopped).toBe(stopped);
      }),
      { numRuns: 150 },
    );
  });
});
