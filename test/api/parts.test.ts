/**
 * The optional parts of the calls that take a puzzle (src/api/parts.ts, src/api/features.ts):
 * boards other than 9×9, the pre-pass and the human-style calls on variant puzzles. The default
 * entries load the first two; `sudoku-wasm/url` leaves them to `useAllSizes()` and
 * `usePrepass()`, and the variant steps to `useVariantLogic()`; until then a call that needs one
 * says which to call (`generateVariant`'s `maxLevel` too). Each test loads a fresh module graph, as a page would.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const BOARD4 = '1.3.3..2.34.4..3';
const GRID4 = '1 . | 3 .\n3 . | . 2\n. 3 | 4 .\n4 . | . 3';
const SIMD_URL = new URL('../../build/sudoku.simd.wasm', import.meta.url);

/** The URL entry in a fresh module graph, its core loaded. */
async function urlEntry() {
  vi.resetModules();
  const api = await import('../../src/url');
  await api.initWasm({ bytes: readFileSync(SIMD_URL) });
  return api;
}

afterEach(() => {
  vi.resetModules();
});

describe('sudoku-wasm/url before initWasm()', () => {
  it('a call that needs the core says so naming itself, as every error of a call does', async () => {
    vi.resetModules();
    const api = await import('../../src/url');
    const calls: [string, () => unknown][] = [
      ['solve', () => api.solve(PUZZLE)],
      ['validate', () => api.validate(PUZZLE)],
      ['countSolutions', () => api.countSolutions(PUZZLE)],
      ['isUnique', () => api.isUnique(PUZZLE)],
      ['someSolution', () => api.someSolution(PUZZLE)],
      ['trueCandidates', () => api.trueCandidates(PUZZLE)],
      ['validateLines', () => api.validateLines([PUZZLE])],
      ['validateText', () => api.validateText(PUZZLE)],
      ['hint', () => api.hint(PUZZLE)],
      ['rate', () => api.rate(PUZZLE)],
      ['generateSync', () => api.generateSync({ seed: 1 })],
      ['countSolutionsAsync', () => api.countSolutionsAsync(PUZZLE)],
      ['validateAsync', () => api.validateAsync(PUZZLE)],
    ];
    for (const [name, call] of calls) {
      const error = await (async () => {
        try {
          await call();
        } catch (thrown) {
          return thrown as Error;
        }
        throw new Error(`${name} answered before initWasm()`);
      })();
      expect(error.message, name).toMatch(new RegExp(`^sudoku-wasm: ${name}: the WebAssembly core is not loaded: \`await initWasm\\(\\)\` before the first call`));
    }
  });

  it('a call that needs a part this page has not loaded names itself too', async () => {
    const api = await urlEntry();
    expect(() => api.solve(BOARD4)).toThrow(/^sudoku-wasm: solve: got a line of 16 cells \(a 4×4 board\).*call useAllSizes\(\) once/);
    expect(() => api.validate(PUZZLE, { prepass: true })).toThrow(/^sudoku-wasm: validate: the prepass option needs the pre-pass/);
    expect(() => api.countSolutions({ size: 9, givens: PUZZLE, constraints: [{ type: 'antiKnight' }] })).toThrow(/^sudoku-wasm: countSolutions: got a variant puzzle .*call useVariants\(\) once/);
  });
});

describe('sudoku-wasm/url without useAllSizes()', () => {
  it('solves 9×9 puzzles, as text and as arrays', async () => {
    const api = await urlEntry();
    expect(api.solve(PUZZLE).status).toBe('unique');
    const cells = Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c)));
    expect(api.solve(cells).solution).toBe(api.solve(PUZZLE).solution);
    expect(api.validate(PUZZLE.slice(1)).error?.message).toBe(
      'line 1: expected 81 cells, got 80 (only 9×9 is read: call useAllSizes() once to read boards of every size)',
    );
  });

  it.each([
    ['a line of 16 cells', () => BOARD4, undefined, /got a line of 16 cells \(a 4×4 board\).*call useAllSizes\(\) once/],
    ['the size option', () => BOARD4, { size: 2 }, /got size 2.*call useAllSizes\(\) once/],
  ])('%s: solve and validate throw an Error that says to call useAllSizes()', async (_name, input, options, message) => {
    const api = await urlEntry();
    expect(() => api.solve(input(), options)).toThrow(message);
    expect(() => api.validate(input(), options)).toThrow(message); // not an invalid verdict: the page's setup is wrong
  });

  it('a 9×9 error about the cell count says that only 9×9 is read, and keeps its code and place', async () => {
    const api = await urlEntry();
    const verdict = api.validate(GRID4);
    expect(verdict.status).toBe('invalid');
    expect(verdict.error).toBeInstanceOf(api.SudokuParseError);
    expect(verdict.error?.code).toBe('TOO_FEW_CELLS');
    expect(verdict.error?.message).toMatch(/^line 1: expected 9 cells in row 1, got 4 \(only 9×9 is read: call useAllSizes\(\) once/);
    expect(verdict.error?.line).toBe(1);
  });

  it('parseBoard and formatBoard need no setting', async () => {
    const api = await urlEntry();
    const board = api.parseBoard(GRID4);
    expect(board.n).toBe(2);
    expect(api.formatBoard(board)).toBe(BOARD4);
  });
});

describe('sudoku-wasm/url after useAllSizes()', () => {
  it('reads and answers boards of every size as the default entry does', async () => {
    const api = await urlEntry();
    api.useAllSizes();
    const full = await import('../../src/index');
    for (const input of [BOARD4, GRID4]) {
      expect(api.solve(input)).toEqual(full.solve(input));
      expect(api.validate(input)).toEqual(full.validate(input));
    }
    expect(api.solve(BOARD4, { size: 2 }).solution).toBe(full.solve(BOARD4).solution);
    expect(api.validateLines([BOARD4, PUZZLE]).map((v) => v.status)).toEqual(['unique', 'unique']);
  });
});

describe('the prepass option', () => {
  it('sudoku-wasm/url: throws an Error that says to call usePrepass(), then works after it', async () => {
    const api = await urlEntry();
    expect(() => api.solve(PUZZLE, { prepass: true })).toThrow(/prepass option needs the pre-pass.*call usePrepass\(\) once/);
    api.usePrepass();
    expect(api.solve(PUZZLE, { prepass: true }).solution).toBe(api.solve(PUZZLE).solution);
  });

  it.each([
    ['default', () => import('../../src/index')],
    ['browser', () => import('../../src/browser')],
  ])('the %s entry needs no setting for boards of every size or the pre-pass', async (_name, load) => {
    vi.resetModules();
    const api = await load();
    expect(api.solve(BOARD4, { prepass: true }).status).toBe('unique');
    expect(api.solve(GRID4).status).toBe('unique');
  });
});

describe('the human-style calls on variant puzzles', () => {
  const THERMO = { size: 6, givens: '..3456456123231564564231312645645312', constraints: [{ type: 'thermometer', cells: [0, 1, 2] }] } as const;

  it('sudoku-wasm/url: after useVariants(), hint throws an Error that says to call useVariantLogic(), then works after it', async () => {
    const api = await urlEntry();
    api.useVariants();
    await api.initWasm({ bytes: readFileSync(SIMD_URL) }, { url: new URL('../../build/variants.simd.wasm', import.meta.url) });
    expect(api.solve(THERMO).status).toBe('unique');
    expect(() => api.hint(THERMO)).toThrow(/got a variant puzzle, .*call useVariantLogic\(\) once/);
    expect(() => api.logicSolve(THERMO)).toThrow(/call useVariantLogic\(\) once/);
    api.useVariantLogic();
    expect(api.hint(THERMO).kind).toBe('step');
    expect(api.logicSolve(THERMO).status).toBe('solved');
  });

  it("sudoku-wasm/url: generateVariant's maxLevel says to call useVariantLogic(), then works after it", async () => {
    const api = await urlEntry();
    api.useVariants();
    await api.initWasm({ bytes: readFileSync(SIMD_URL) }, { url: new URL('../../build/variants.simd.wasm', import.meta.url) });
    expect(api.generateVariantSync({ rules: 'thermo', size: 6, seed: 1 }).puzzle.size).toBe(6);
    expect(() => api.generateVariantSync({ rules: 'thermo', size: 6, seed: 1, maxLevel: 'hard' })).toThrow(
      /^sudoku-wasm: generateVariantSync: maxLevel: a level is met by the human-style steps for variants, which this page has not loaded: call useVariantLogic\(\) once/,
    );
    await expect(api.generateVariant({ rules: 'thermo', size: 6, seed: 1, maxLevel: 'hard' })).rejects.toThrow(/^sudoku-wasm: generateVariant: maxLevel: .*useVariantLogic\(\)/);
    api.useVariantLogic();
    expect(api.generateVariantSync({ rules: 'thermo', size: 6, seed: 1, maxLevel: 'hard' }).level).toMatch(/^(Easy|Medium|Hard)$/);
  });
});
