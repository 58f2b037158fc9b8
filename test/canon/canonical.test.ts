/**
 * The canonical form (src/canon/canonical.ts): equal to the brute-force minimum over all
 * 3,359,232 geometric transformations (test/canon/brute.ts) on real and on tie-heavy
 * puzzles; the same for every transformation of a puzzle; reached by the transformation it
 * returns; different for puzzles known to be different (2,000 of the 17-clue list).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize, SudokuParseError } from '../../src/index';
import { canonicalCells } from '../../src/canon/canonical';
import { randomTransform, transform } from '../../src/canon/transform';
import { parsePuzzle } from '../../src/text/index';
import { readPuzzleLines } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { bruteCanonical } from './brute';
import { SAMPLE_PUZZLES } from './sample';

const SOLVED = '239187465675394128814562937123879546456213879798456312367945281541728693982631754';
const EMPTY = '.'.repeat(81);

/** `SOLVED` with only the cells where `mask` is set (mask over 81 cells). */
function subset(mask: readonly boolean[]): string {
  return Array.from(SOLVED, (d, i) => (mask[i] ? d : '.')).join('');
}

describe('canonicalize agrees with brute force', () => {
  const special: [string, string][] = [
    ['the empty grid', EMPTY],
    ['one clue', '....5' + '.'.repeat(76)],
    ['one full row', '.'.repeat(36) + SOLVED.slice(36, 45) + '.'.repeat(36)],
    ['one full box', subset(Array.from({ length: 81 }, (_, i) => Math.floor(i / 27) === 1 && (i % 9) >= 3 && (i % 9) < 6))],
    ['a solved grid', SOLVED],
    ['the main diagonal', subset(Array.from({ length: 81 }, (_, i) => i % 10 === 0))],
    ['both diagonals', subset(Array.from({ length: 81 }, (_, i) => i % 10 === 0 || (i % 8 === 0 && i > 0 && i < 80)))],
  ];
  it.each(special)('%s', (_, p) => {
    expect(canonicalize(p)).toBe(bruteCanonical(parsePuzzle(p)));
  }, 30_000);

  it('on sample puzzles', () => {
    for (const p of SAMPLE_PUZZLES.slice(0, 8)) expect(canonicalize(p)).toBe(bruteCanonical(parsePuzzle(p)));
  }, 60_000);

  it('on random sparse subsets of a solved grid (many ties)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }), fc.integer({ min: 1, max: 8 }), (bits, keep) => {
        // keep about 1 cell in `keep + 3`, so 5–25 clues
        const mask = bits.map((b, i) => b && (i * 7 + keep) % (keep + 2) === 0);
        const p = subset(mask);
        expect(canonicalize(p)).toBe(bruteCanonical(parsePuzzle(p)));
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});

describe('canonicalize', () => {
  it('is the same for every transformation of a puzzle', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SAMPLE_PUZZLES), fc.integer(), (p, seed) => {
        expect(canonicalize(randomTransform(p, seed))).toBe(canonicalize(p));
      }),
      { numRuns: 500 },
    );
  });

  it('returns a transformation that reaches the form; the form is its own form', () => {
    for (const p of [...SAMPLE_PUZZLES, EMPTY, SOLVED]) {
      const { canonical, transform: t } = canonicalize(p, { transform: true });
      expect(transform(p, t)).toBe(canonical);
      expect(canonicalize(canonical)).toBe(canonical);
      expect(canonicalize(p)).toBe(canonical);
    }
  });

  it('numbers digits in order of first appearance, empty cells first', () => {
    const form = canonicalize(SAMPLE_PUZZLES[0]);
    expect(form).toMatch(/^\.[.1-9]{80}$/);
    const firsts = [...new Set(form.replace(/\./g, ''))].join('');
    expect(firsts).toBe('123456789'.slice(0, firsts.length));
    expect(canonicalize(SOLVED)).toMatch(/^123456789/);
    expect(canonicalize(EMPTY)).toBe(EMPTY);
  });

  it('accepts every puzzle form; canonicalCells agrees', () => {
    const p = SAMPLE_PUZZLES[3];
    const cells = parsePuzzle(p);
    expect(canonicalize(Array.from(cells))).toBe(canonicalize(p));
    expect(canonicalize(p.replace(/\./g, '0'))).toBe(canonicalize(p));
    expect(canonicalCells(cells)).toBe(canonicalize(p));
  });

  it('throws SudokuParseError for what is not a 9×9 puzzle', () => {
    expect(() => canonicalize('')).toThrow(SudokuParseError);
    expect(() => canonicalize('1'.repeat(81))).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(() => canonicalize('.'.repeat(256))).toThrow(SudokuParseError);
  });

  it('refuses a transform option that is not a boolean (rather than returning the string form)', () => {
    const puzzle = SAMPLE_PUZZLES[0];
    expect(() => canonicalize(puzzle, { transform: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => canonicalize(puzzle, { transform: 1 as unknown as boolean })).toThrow(/canonicalize: transform: expected true or false, got the number 1/);
    expect(canonicalize(puzzle, { transform: false })).toBe(canonicalize(puzzle));
  });

  it('tells apart puzzles that are not equivalent, finds those that are', () => {
    const forms = SAMPLE_PUZZLES.map((p) => canonicalize(p));
    expect(new Set(forms).size).toBe(SAMPLE_PUZZLES.length);
  });
});

describeShared('canonical forms of the shared sets', (shared) => {
  it('2,000 of the 17-clue list: pairwise distinct, never above the puzzle itself', () => {
    const lines = readPuzzleLines(shared, '17_clue.txt');
    const step = Math.floor(lines.length / 2000);
    const forms = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const p = lines[i * step].slice(0, 81).replace(/0/g, '.');
      const form = canonicalize(p);
      // the puzzle is one of its own transformations, so the minimum is at most the puzzle
      expect(form <= p).toBe(true);
      forms.add(form);
    }
    expect(forms.size).toBe(2000);
  });

  it('magictour_top1465: one pair of equivalent puzzles (lines 300 and 307, bands reordered)', () => {
    const lines = readPuzzleLines(shared, 'magictour_top1465.txt');
    const first = new Map<string, number>();
    const pairs: [number, number][] = [];
    lines.forEach((p, i) => {
      const form = canonicalize(p.slice(0, 81));
      const seen = first.get(form);
      if (seen === undefined) first.set(form, i + 1);
      else pairs.push([seen, i + 1]);
    });
    expect(pairs).toEqual([[300, 307]]);
  });
});
