/**
 * The public classic API (`backtrack`, `backtrackRuns` from the package entry): result shapes,
 * text of solutions at every size, both backends alike, option checks ("expected X, got Y"),
 * conflicting givens, and the fallback to the TypeScript twin without WebAssembly.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SudokuParseError, backtrack, backtrackRuns, formatBoard } from '../../src/index';
import { cellsOf, patternGrid, textOf } from './support';

/** The hand-traced board E1 of hand-traced.test.ts: the shifted-rows grid without r4c2, r4c9, r6c3, r9c2. */
const E1 = textOf(patternGrid(3).map((v, i) => ([28, 35, 47, 73].includes(i) ? 0 : v)));
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('backtrack', () => {
  it('returns count, solution text, counters, stopped and the PRNG state', () => {
    const result = backtrack('..434321.2343412');
    expect(result).toEqual({
      count: 1,
      solution: '2143432112343412',
      recursions: 5,
      backtracks: 1,
      stopped: false,
      seed: 1,
    });
  });

  it('9×9 solutions are 81 digits; other sizes use the board alphabet', () => {
    expect(backtrack(EASY).solution).toMatch(/^[1-9]{81}$/);
    const grid16 = { n: 4, cells: patternGrid(4) };
    const blanked = { n: 4, cells: grid16.cells.map((v, i) => (i % 7 === 0 ? 0 : v)) };
    const puzzle = formatBoard(blanked, { style: 'line' });
    expect(backtrack(puzzle).solution).toBe(formatBoard(grid16, { style: 'line' }));
    const hex = formatBoard(blanked, { style: 'line', alphabet: 'hex' });
    expect(backtrack(hex, { alphabet: 'hex' }).solution).toBe(formatBoard(grid16, { style: 'line', alphabet: 'hex' }));
  });

  it('wasm and ts give the same result for every option', () => {
    for (const cellOrder of ['reading', 'mrv'] as const) {
      for (const digitOrder of ['ascending', 'descending', 'shuffled'] as const) {
        for (const options of [{ limit: 2 }, { maxRecursions: 30 }, { seed: 0xfffffffe }]) {
          const all = { cellOrder, digitOrder, ...options };
          expect(backtrack(EASY, { ...all, backend: 'wasm' })).toEqual(backtrack(EASY, { ...all, backend: 'ts' }));
        }
      }
    }
  });

  it('passing `seed` on continues the stream', () => {
    const first = backtrack(EASY, { digitOrder: 'shuffled', seed: 5 });
    const second = backtrack(EASY, { digitOrder: 'shuffled', seed: first.seed });
    const runs = backtrackRuns(3, cellsOf(EASY), 2, { digitOrder: 'shuffled', seed: 5 });
    expect(Array.from(runs.recursions)).toEqual([first.recursions, second.recursions]);
    expect(Array.from(runs.backtracks)).toEqual([first.backtracks, second.backtracks]);
    expect(runs.seed).toBe(second.seed);
  });

  it('the budget stops the search with recursions = maxRecursions', () => {
    const result = backtrack(E1, { maxRecursions: 3 });
    expect(result).toEqual({ count: 0, solution: null, recursions: 3, backtracks: 1, stopped: true, seed: 1 });
  });

  it('without maxRecursions the default budget of 10,000,000 recursions stops it; 0 is no budget', () => {
    // counting the empty board's first 270,000 solutions takes some 10.4 million recursions
    const EMPTY = '.'.repeat(81);
    const bounded = backtrack(EMPTY, { limit: 270_000 });
    expect([bounded.stopped, bounded.recursions, bounded.count < 270_000]).toEqual([true, 10_000_000, true]);
    const unbounded = backtrack(EMPTY, { limit: 270_000, maxRecursions: 0 });
    expect([unbounded.stopped, unbounded.count, unbounded.recursions > 10_000_000]).toEqual([false, 270_000, true]);
  }, 60_000);

  it('conflicting givens are a parse error here (as everywhere in the API)', () => {
    expect(() => backtrack('11' + '.'.repeat(79))).toThrow(SudokuParseError);
  });
});

describe('backtrackRuns', () => {
  it('conflicting givens: every run 0 recursions, 0 backtracks, seed unchanged', () => {
    const cells = cellsOf('1..1............');
    for (const backend of ['wasm', 'ts'] as const) {
      const result = backtrackRuns(2, cells, 3, { digitOrder: 'shuffled', seed: 8, backend });
      expect(result).toEqual({ recursions: new Float64Array(3), backtracks: new Float64Array(3), seed: 8, stopped: 0 });
    }
  });

  it('zero runs', () => {
    expect(backtrackRuns(3, new Uint8Array(81), 0, { seed: 4 })).toEqual({
      recursions: new Float64Array(0),
      backtracks: new Float64Array(0),
      seed: 4,
      stopped: 0,
    });
  });

  it('counts stopped runs', () => {
    const result = backtrackRuns(3, new Uint8Array(81), 20, { digitOrder: 'shuffled', maxRecursions: 50 });
    const capped = Array.from(result.recursions).filter((r) => r === 50).length;
    expect(result.stopped).toBeGreaterThan(0);
    expect(result.stopped).toBeLessThanOrEqual(capped);
    expect(Math.max(...result.recursions)).toBeLessThanOrEqual(50);
  });
});

describe('option checks', () => {
  const P = EASY;
  it.each([
    [{ cellOrder: 'random' }, TypeError, `cellOrder: expected 'reading' or 'mrv', got the string "random"`],
    [{ digitOrder: 'up' }, TypeError, `digitOrder: expected 'ascending', 'descending' or 'shuffled', got the string "up"`],
    [{ backend: 'gpu' }, TypeError, `backend: expected 'wasm' or 'ts', got the string "gpu"`],
    [{ seed: '1' }, TypeError, 'seed: expected an integer from 0 to 4294967295, got the string "1"'],
    [{ seed: -1 }, RangeError, 'seed: expected an integer from 0 to 4294967295, got the number -1'],
    [{ seed: 2 ** 32 }, RangeError, 'seed: expected an integer from 0 to 4294967295, got the number 4294967296'],
    [{ seed: 1.5 }, RangeError, 'got the number 1.5'],
    [{ limit: 0 }, RangeError, 'limit: expected an integer from 1 to 1073741823, got the number 0'],
    [{ limit: NaN }, RangeError, 'limit: expected an integer from 1 to 1073741823, got the number NaN'],
    [{ maxRecursions: -3 }, RangeError, 'maxRecursions: expected an integer from 0 to 9007199254740991, got the number -3'],
    [{ maxRecursions: Infinity }, RangeError, 'got the number Infinity'],
    [{ maxRecursions: null }, TypeError, 'maxRecursions: expected an integer from 0 to 9007199254740991, got null'],
  ])('%o → %s', (options, type, message) => {
    expect(() => backtrack(P, options as never)).toThrow(type);
    expect(() => backtrack(P, options as never)).toThrow(message);
  });

  it('options must be an object', () => {
    expect(() => backtrack(P, 3 as never)).toThrow(TypeError);
    expect(() => backtrack(P, 3 as never)).toThrow('backtrack: expected an options object, got the number 3');
    expect(() => backtrackRuns(3, new Uint8Array(81), 1, [] as never)).toThrow('backtrackRuns: expected an options object, got an array of 0');
  });

  it('backtrackRuns checks n, cells and runs', () => {
    const cells = new Uint8Array(81);
    expect(() => backtrackRuns(9, cells, 1)).toThrow(RangeError);
    expect(() => backtrackRuns(9, cells, 1)).toThrow('n: expected an integer from 2 to 8, got the number 9');
    expect(() => backtrackRuns('3' as never, cells, 1)).toThrow(TypeError);
    expect(() => backtrackRuns(3, [0, 0] as never, 1)).toThrow('cells: expected a Uint8Array, got an array of 2');
    expect(() => backtrackRuns(3, new Uint8Array(80), 1)).toThrow(RangeError);
    expect(() => backtrackRuns(3, new Uint8Array(80), 1)).toThrow('cells: expected at least 81 values, got 80');
    const bad = new Uint8Array(81);
    bad[40] = 10;
    expect(() => backtrackRuns(3, bad, 1)).toThrow('cells[40]: expected a value from 0 to 9, got 10');
    expect(() => backtrackRuns(3, cells, -1)).toThrow('runs: expected an integer from 0 to 1073741823, got the number -1');
    expect(() => backtrackRuns(3, cells, 2.5)).toThrow(RangeError);
    expect(() => backtrackRuns(3, cells, undefined as never)).toThrow(TypeError);
  });

  it('longer cell arrays are accepted (the rest is ignored)', () => {
    const cells = new Uint8Array(100).fill(200);
    cells.fill(0, 0, 81);
    expect(backtrackRuns(3, cells, 1).recursions[0]).toBeGreaterThan(81);
  });
});

describe('without WebAssembly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('falls back to the TypeScript twin, with the same answers', async () => {
    const expected = backtrack(EASY, { digitOrder: 'shuffled', seed: 77, backend: 'wasm' });
    const runs = backtrackRuns(3, cellsOf(EASY), 3, { digitOrder: 'shuffled', seed: 77, backend: 'wasm' });
    vi.stubGlobal('WebAssembly', undefined);
    vi.resetModules();
    const api = await import('../../src/index');
    expect(api.hasWebAssembly()).toBe(false);
    expect(api.backtrack(EASY, { digitOrder: 'shuffled', seed: 77 })).toEqual(expected);
    expect(api.backtrackRuns(3, cellsOf(EASY), 3, { digitOrder: 'shuffled', seed: 77 })).toEqual(runs);
  });
});
