/**
 * Input checks of `start` and `readSolution` over every general engine: RangeError for a box
 * size outside 2…8 or a short array ("expected X, got Y"), TypeError for a wrong array type.
 * Longer arrays are accepted (the extra entries are ignored).
 */
import { describe, expect, it } from 'vitest';
import { GENERAL_ENGINES, solveWith } from './engines';
import { allCandidates } from './oracle';

describe.each(GENERAL_ENGINES)('$name input checks', ({ create }) => {
  const search = create();

  it.each([1, 9, 0, -2, 2.5, NaN, Infinity])('box size %s is a RangeError', (n) => {
    expect(() => search.start(n, new Uint8Array(4096), 1)).toThrow(RangeError);
    expect(() => search.start(n, new Uint8Array(4096), 1)).toThrow(`box size must be 2..8, got ${n}`);
  });

  it('short cells or candidates are RangeErrors', () => {
    expect(() => search.start(2, new Uint8Array(15), 1)).toThrow(RangeError);
    expect(() => search.start(2, new Uint8Array(15), 1)).toThrow('expected 16, got 15');
    expect(() => search.start(3, new Uint8Array(80), 1)).toThrow('expected 81, got 80');
    expect(() => search.start(2, new Uint8Array(16), 1, new Uint32Array(31))).toThrow(RangeError);
    expect(() => search.start(2, new Uint8Array(16), 1, new Uint32Array(31))).toThrow('expected 32, got 31');
    expect(() => search.start(8, new Uint8Array(4095), 1)).toThrow('expected 4096, got 4095');
  });

  it('a short solution buffer is a RangeError', () => {
    solveWith(search, 2, new Uint8Array(16), 1);
    expect(() => search.readSolution(new Uint8Array(15))).toThrow('expected 16, got 15');
  });

  it('wrong array types are TypeErrors', () => {
    expect(() => search.start(2, [0, 0] as unknown as Uint8Array, 1)).toThrow(TypeError);
    expect(() => search.start(2, new Uint8Array(16), 1, new Int32Array(32) as unknown as Uint32Array)).toThrow(TypeError);
  });

  it('longer arrays are accepted; the extra entries are ignored', () => {
    const cells = new Uint8Array(20).fill(1);
    cells.fill(0, 0, 16);
    const candidates = new Uint32Array(40);
    candidates.set(allCandidates(2));
    expect(solveWith(search, 2, cells, 1000, { candidates }).count).toBe(288);
  });

  it('every engine says the same words (the public door, getGeneralSearch, names the method: test/api/error-names.test.ts)', () => {
    const message = (call: () => unknown): string => {
      try {
        call();
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('no error');
    };
    expect(message(() => search.start(9, new Uint8Array(4096), 1))).toBe('box size must be 2..8, got 9');
    expect(message(() => search.start(2, new Uint8Array(15), 1))).toBe('cells: expected 16, got 15');
    solveWith(search, 2, new Uint8Array(16), 1);
    expect(message(() => search.readSolution(new Uint8Array(15)))).toBe('out: expected 16, got 15');
  });

  it('a failed start leaves the engine usable', () => {
    expect(() => search.start(9, new Uint8Array(16), 1)).toThrow(RangeError);
    expect(solveWith(search, 2, new Uint8Array(16), 1000).count).toBe(288);
  });
});
