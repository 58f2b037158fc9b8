/**
 * Resumability over every general engine: running in slices (of 1 node, or of random sizes)
 * ends with the same count, first solution and node count as one big run; a paused slice has
 * used exactly its budget; `start` abandons a search in progress; `run` after 'done' is inert.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtrack, validateLines } from '../../src/index';
import { createWasmGeneralSearch } from '../../src/engine/general-wasm';
import { wasmCore } from '../../src/wasm/core';
import { GENERAL_ENGINES, solveWith } from './engines';
import { patternGrid } from './oracle';
import { PINNED_9 } from './puzzles';
import { runInSlices } from '../support/resumable';

/** A 16×16 puzzle: the pattern grid with every cell whose index is 1 or 2 mod 5 blanked. */
const PUZZLE_16 = patternGrid(4).map((v, i) => (i % 5 === 1 || i % 5 === 2 ? 0 : v));

const CASES = [
  ...PINNED_9.map((p, i) => ({ name: `9×9 #${i}`, n: 3, cells: p.cells, limit: 2 })),
  { name: 'empty 4×4, limit 1000', n: 2, cells: new Uint8Array(16), limit: 1000 },
  { name: 'empty 9×9, limit 5', n: 3, cells: new Uint8Array(81), limit: 5 },
  { name: '16×16, limit 2', n: 4, cells: PUZZLE_16, limit: 2 },
];

describe.each(GENERAL_ENGINES)('$name resumes exactly', ({ create }) => {
  const search = create();

  it.each(CASES)('$name: run(1) repeatedly = one big run', ({ n, cells, limit }) => {
    const whole = solveWith(search, n, cells, limit);
    const sliced = solveWith(search, n, cells, limit, { slice: 1 });
    expect(sliced).toEqual(whole);
  });

  it('random slice sizes give the same result, and each paused slice used its whole budget', () => {
    const wholes = CASES.map(({ n, cells, limit }) => solveWith(search, n, cells, limit));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CASES.length - 1 }), fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 20 }), (k, slices) => {
        const { n, cells, limit } = CASES[k];
        search.start(n, cells, limit);
        expect(runInSlices(search, slices, n ** 4)).toEqual(wholes[k]);
      }),
      { numRuns: 40 },
    );
  });

  it('start abandons a paused search; the next puzzle is unaffected', () => {
    const [hard, second] = PINNED_9;
    const fresh = solveWith(create(), 3, second.cells, 2);
    search.start(3, hard.cells, 2);
    expect(search.run(50)).toBe('paused');
    expect(solveWith(search, 3, second.cells, 2)).toEqual(fresh);
    // and a different box size after an abandoned one
    search.start(4, PUZZLE_16, 2);
    search.run(3);
    expect(solveWith(search, 2, new Uint8Array(16), 1000).count).toBe(288);
    expect(solveWith(search, 3, second.cells, 2)).toEqual(fresh);
  });

  it("run after 'done' stays done and changes nothing", () => {
    const r = solveWith(search, 3, PINNED_9[3].cells, 2);
    expect(search.run(100)).toBe('done');
    expect(search.run(1)).toBe('done');
    expect({ count: search.count, nodes: search.nodes }).toEqual({ count: r.count, nodes: r.nodes });
  });

  it('a fresh instance: run is done, nothing found', () => {
    const s = create();
    expect(s.run(10)).toBe('done');
    expect(s.count).toBe(0);
    expect(s.readSolution(new Uint8Array(81))).toBe(false);
  });

  it('readSolution is false while nothing is found yet, true once the first solution is in', () => {
    search.start(3, PINNED_9[0].cells, 2);
    expect(search.readSolution(new Uint8Array(81))).toBe(false);
    while (search.count === 0 && search.run(1) === 'paused');
    expect(search.count).toBe(1);
    const out = new Uint8Array(81);
    expect(search.readSolution(out)).toBe(true);
    while (search.run(1000) === 'paused');
    const after = new Uint8Array(81);
    search.readSolution(after);
    expect(Array.from(after)).toEqual(Array.from(out));
  });
});

describe('one WebAssembly core holds one search of either kind', () => {
  const core = wasmCore();
  const takers = [
    ['a dlx search', () => solveWith(createWasmGeneralSearch(core, 'dlx'), 2, new Uint8Array(16), 1)],
    ['a bitmask search', () => solveWith(createWasmGeneralSearch(core, 'bitmask'), 2, new Uint8Array(16), 1)],
    ['a batch of 4×4 boards', () => validateLines(['.'.repeat(16)], { backend: 'wasm' })],
    ['backtrack', () => backtrack('.'.repeat(16), { backend: 'wasm' })],
  ] as const;

  it.each(['bitmask', 'dlx'] as const)('a paused %s search refuses to run once another took the core over', (kind) => {
    for (const [name, take] of takers) {
      const paused = createWasmGeneralSearch(core, kind);
      paused.start(4, new Uint8Array(256), 3000);
      expect(paused.run(200), name).toBe('paused');
      take(); // a smaller board: the paused search used to run on its tables (a trap) or report its board
      expect(() => paused.run(1e6), name).toThrow(/another search took over this WebAssembly core/);
      expect(paused.count, name).toBe(0);
      expect(paused.readSolution(new Uint8Array(256)), name).toBe(false);
    }
  });
});
