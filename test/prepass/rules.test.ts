/**
 * Each rule of the pre-pass on a hand-made board where it is the only rule that fires, with
 * the exact candidates it must leave; the high mask word on 36×36 and 64×64 boards; each kind
 * of contradiction; input checks.
 *
 * The boards are empty grids whose `candidates` argument sets up the pattern, so nothing but
 * the pattern can trigger a rule.
 */
import { describe, expect, it } from 'vitest';
import { prepass } from '../../src/prepass/index';
import { allDigits, arePeers, digitsOf, range, setDigits } from './support';

const NONE = { nakedSingles: 0, hiddenSingles: 0, nakedPairs: 0, nakedTriples: 0 };

/** What a run reports when only `rule` fired (`times` steps): no contradiction, and `counts`. */
function alone(rule: keyof typeof NONE, times: number, counts: { placed: number; eliminated: number; rounds?: number }) {
  return { contradiction: false, ...counts, steps: { ...NONE, [rule]: times } };
}

/** `candidates` with `digits` removed from every listed cell. */
function without(candidates: Uint32Array, N: number, cells: readonly number[], digits: readonly number[]): Uint32Array {
  const out = candidates.slice();
  for (const cell of cells) setDigits(out, cell, digitsOf(out, cell, N).filter((d) => !digits.includes(d)));
  return out;
}

/** The candidates the values alone imply: a filled cell its value, an open one what no peer holds. */
function plainCandidates(n: number, values: Uint8Array): Uint32Array {
  const C = n ** 4;
  const out = new Uint32Array(2 * C);
  for (let i = 0; i < C; i++) {
    const taken = range(C).filter((j) => arePeers(n, i, j)).map((j) => values[j]);
    setDigits(out, i, values[i] !== 0 ? [values[i]] : range(n * n, 1).filter((d) => !taken.includes(d)));
  }
  return out;
}

/** Cell index of (r, c) on an N-wide board. */
const at = (N: number, r: number, c: number) => r * N + c;

describe('each rule alone', () => {
  it('naked single: the one candidate is placed and leaves the 20 peers', () => {
    const input = allDigits(3);
    setDigits(input, 40, [5]);
    const result = prepass(3, new Uint8Array(81), input);
    const peers = range(81).filter((i) => arePeers(3, 40, i));
    expect(peers).toHaveLength(20);
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 9, peers, [5])));
    expect(result.cells[40]).toBe(5);
    expect(result.cells.filter((v) => v !== 0)).toHaveLength(1);
    expect(result).toMatchObject(alone('nakedSingles', 1, { placed: 1, eliminated: 0, rounds: 1 }));
  });

  it('hidden single: the only place of 9 in row 0 gets it; 9 leaves column 0 and box 0', () => {
    const input = without(allDigits(3), 9, range(8, 1), [9]);
    const result = prepass(3, new Uint8Array(81), input);
    const expected = without(input, 9, range(81).filter((i) => arePeers(3, 0, i)), [9]);
    setDigits(expected, 0, [9]);
    expect(Array.from(result.candidates)).toEqual(Array.from(expected));
    expect(result.cells[0]).toBe(9);
    expect(result).toMatchObject(alone('hiddenSingles', 1, { placed: 1, eliminated: 0, rounds: 2 }));
  });

  it('naked pair: {1,2} in r0c0 and r0c4 takes 1 and 2 from the rest of row 0 only', () => {
    const input = allDigits(3);
    setDigits(input, 0, [1, 2]);
    setDigits(input, 4, [1, 2]);
    const result = prepass(3, new Uint8Array(81), input);
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 9, [1, 2, 3, 5, 6, 7, 8], [1, 2])));
    expect(result.cells.every((v) => v === 0)).toBe(true);
    expect(result).toMatchObject(alone('nakedPairs', 1, { placed: 0, eliminated: 14, rounds: 2 }));
  });

  it('naked pair found in two units (row and box) counts twice', () => {
    const input = allDigits(3);
    setDigits(input, 0, [3, 7]);
    setDigits(input, 1, [3, 7]);
    const result = prepass(3, new Uint8Array(81), input);
    const others = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20];
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 9, others, [3, 7])));
    expect(result).toMatchObject(alone('nakedPairs', 2, { placed: 0, eliminated: 26 }));
  });

  it('naked triple: {1,2} {2,3} {1,3} in column 0 takes 1, 2, 3 from its other cells', () => {
    const input = allDigits(3);
    const [a, b, c] = [at(9, 0, 0), at(9, 3, 0), at(9, 6, 0)];
    setDigits(input, a, [1, 2]);
    setDigits(input, b, [2, 3]);
    setDigits(input, c, [1, 3]);
    const result = prepass(3, new Uint8Array(81), input);
    const rest = range(9).map((r) => at(9, r, 0)).filter((i) => i !== a && i !== b && i !== c);
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 9, rest, [1, 2, 3])));
    expect(result).toMatchObject(alone('nakedTriples', 1, { placed: 0, eliminated: 18, rounds: 2 }));
  });

  it('naked triple of three-candidate cells in a box', () => {
    const input = allDigits(3);
    for (const cell of [0, 10, 20]) setDigits(input, cell, [4, 5, 6]);
    const result = prepass(3, new Uint8Array(81), input);
    const rest = [1, 2, 9, 11, 18, 19];
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 9, rest, [4, 5, 6])));
    expect(result).toMatchObject(alone('nakedTriples', 1, { placed: 0, eliminated: 18 }));
  });

  it('naked single from givens only: row 0 holds 1…8, so r0c8 = 9, and nothing else follows', () => {
    const puzzle = new Uint8Array(81);
    for (let c = 0; c < 8; c++) puzzle[c] = c + 1;
    const result = prepass(3, puzzle);
    const filled = puzzle.slice();
    filled[8] = 9;
    expect(Array.from(result.candidates)).toEqual(Array.from(plainCandidates(3, filled)));
    expect(Array.from(result.cells)).toEqual(Array.from(filled));
    expect(result).toMatchObject(alone('nakedSingles', 1, { placed: 1, eliminated: 0, rounds: 1 }));
  });
});

describe('the high mask word (digits 33…64)', () => {
  it('64×64: naked single on digit 64 leaves its peers', () => {
    const input = allDigits(8);
    setDigits(input, 0, [64]);
    const result = prepass(8, new Uint8Array(4096), input);
    const peers = range(4096).filter((i) => arePeers(8, 0, i));
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 64, peers, [64])));
    expect(result).toMatchObject(alone('nakedSingles', 1, { placed: 1, eliminated: 0 }));
  });

  it('64×64: naked pair {33, 64} in two boxes of row 0', () => {
    const input = allDigits(8);
    setDigits(input, 0, [33, 64]);
    setDigits(input, 8, [33, 64]);
    const result = prepass(8, new Uint8Array(4096), input);
    const rest = range(64).filter((c) => c !== 0 && c !== 8);
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 64, rest, [33, 64])));
    expect(result).toMatchObject(alone('nakedPairs', 1, { placed: 0, eliminated: 124 }));
  });

  it('36×36: naked triple across the word boundary {32,33} {33,36} {32,36}', () => {
    const input = allDigits(6);
    setDigits(input, 0, [32, 33]);
    setDigits(input, 6, [33, 36]);
    setDigits(input, 12, [32, 36]);
    const result = prepass(6, new Uint8Array(1296), input);
    const rest = range(36).filter((c) => c !== 0 && c !== 6 && c !== 12);
    expect(Array.from(result.candidates)).toEqual(Array.from(without(input, 36, rest, [32, 33, 36])));
    expect(result).toMatchObject(alone('nakedTriples', 1, { placed: 0, eliminated: 99 }));
  });

  it('36×36: hidden single on digit 35', () => {
    const input = without(allDigits(6), 36, range(35, 1), [35]);
    const result = prepass(6, new Uint8Array(1296), input);
    expect(result.cells[0]).toBe(35);
    expect(result).toMatchObject(alone('hiddenSingles', 1, { placed: 1, eliminated: 0 }));
  });
});

describe('contradictions', () => {
  const empty = () => new Uint8Array(81);

  it('a digit given twice in a row', () => {
    const puzzle = empty();
    puzzle[0] = puzzle[8] = 5;
    expect(prepass(3, puzzle).contradiction).toBe(true);
  });

  it('a digit given twice in a box', () => {
    const puzzle = empty();
    puzzle[0] = puzzle[20] = 5;
    expect(prepass(3, puzzle).contradiction).toBe(true);
  });

  it('a cell with no candidate from the start', () => {
    const input = allDigits(3);
    setDigits(input, 33, []);
    expect(prepass(3, empty(), input)).toMatchObject({ contradiction: true, rounds: 0 });
  });

  it('a given its candidates forbid', () => {
    const puzzle = empty();
    puzzle[4] = 7;
    const input = allDigits(3);
    setDigits(input, 4, [1, 2]);
    expect(prepass(3, puzzle, input).contradiction).toBe(true);
  });

  it('a cell emptied by propagation', () => {
    const puzzle = Uint8Array.from(cellsOfRow0([1, 2, 3, 4, 5, 6, 7, 8, 0]));
    puzzle[80] = 9; // column 8 has 9 at the bottom
    expect(prepass(3, puzzle).contradiction).toBe(true);
  });

  it('a digit with no place in a unit', () => {
    expect(prepass(3, empty(), without(allDigits(3), 9, range(9), [4])).contradiction).toBe(true);
  });

  it('one cell the only place of two digits', () => {
    expect(prepass(3, empty(), without(allDigits(3), 9, range(8, 1), [8, 9])).contradiction).toBe(true);
  });

  it('three cells of a row sharing two digits', () => {
    const input = allDigits(3);
    for (const cell of [0, 4, 8]) setDigits(input, cell, [1, 2]);
    expect(prepass(3, empty(), input).contradiction).toBe(true);
  });

  function cellsOfRow0(row: number[]): number[] {
    return [...row, ...new Array(72).fill(0)];
  }
});

describe('fixed points and input handling', () => {
  it('an empty board changes nothing', () => {
    for (const n of [2, 3, 5, 8]) {
      const result = prepass(n, new Uint8Array(n ** 4));
      expect(Array.from(result.candidates)).toEqual(Array.from(allDigits(n)));
      expect(result).toMatchObject({ contradiction: false, placed: 0, eliminated: 0, rounds: 1, steps: NONE });
    }
  });

  it('leaves its inputs untouched and ignores what lies beyond N² cells', () => {
    const puzzle = new Uint8Array(20);
    puzzle[0] = 1;
    puzzle[17] = 99;
    const input = allDigits(2);
    const before = [puzzle.slice(), input.slice()];
    const result = prepass(2, puzzle, input);
    expect([puzzle, input]).toEqual(before);
    expect(result.cells).toHaveLength(16);
    expect(result.candidates).toHaveLength(32);
  });

  it('rejects bad arguments with the expected error types', () => {
    expect(() => prepass(1, new Uint8Array(1))).toThrow(RangeError);
    expect(() => prepass(9, new Uint8Array(6561))).toThrow(RangeError);
    expect(() => prepass(2.5, new Uint8Array(81))).toThrow(RangeError);
    expect(() => prepass(2, new Uint8Array(15))).toThrow(/expected 16 values, got 15/);
    expect(() => prepass(2, Uint8Array.from({ length: 16 }, (_, i) => (i === 3 ? 5 : 0)))).toThrow(
      /expected values 0…4, got 5 at cell 3/,
    );
    expect(() => prepass(2, new Array(16).fill(0) as unknown as Uint8Array)).toThrow(TypeError);
    expect(() => prepass(2, new Uint8Array(16), new Uint32Array(31))).toThrow(RangeError);
    expect(() => prepass(2, new Uint8Array(16), new Int32Array(32) as unknown as Uint32Array)).toThrow(TypeError);
  });
});

describe('the digit range 1…N', () => {
  it.each([2, 3, 4, 5, 6, 7, 8])('box size %i: candidates never hold a digit above N', (n) => {
    const N = n * n;
    const puzzle = new Uint8Array(N * N);
    puzzle[0] = N;
    const result = prepass(n, puzzle);
    // Bits above digit N: in lo when N < 32, in hi when N < 64.
    const aboveLo = N >= 32 ? 0 : ~(2 ** N - 1) >>> 0;
    const aboveHi = N >= 64 ? 0 : N <= 32 ? 0xffffffff : ~(2 ** (N - 32) - 1) >>> 0;
    let stray = 0;
    for (let i = 0; i < N * N; i++) {
      stray |= (result.candidates[2 * i] & aboveLo) | (result.candidates[2 * i + 1] & aboveHi);
    }
    expect(stray).toBe(0);
    expect(digitsOf(result.candidates, 1, N)).toEqual(range(N - 1, 1));
  });
});
