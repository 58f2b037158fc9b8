/**
 * isClassic: size 9, the standard boxes, and no constraint that changes anything; and
 * readBareClassic, the door that reads the barest classic models straight to cells (its
 * f-puzzles side: fpuzzles-grid-scan.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClassic, parseVariant } from '../../../src/variant';
import type { Constraint } from '../../../src/variant/model';
import { readBareClassic } from '../../../src/variant/classic';

const GIVENS = `53..7....${'.'.repeat(72)}`;
const classic = (constraints: Constraint[], size: 4 | 9 = 9, regions?: number[]): boolean =>
  isClassic(parseVariant({ size, givens: '.'.repeat(size * size), constraints, ...(regions ? { regions } : {}) }));

describe('isClassic', () => {
  it('a puzzle with no rule, or only rules that change nothing, is classic', () => {
    expect(isClassic(parseVariant(GIVENS))).toBe(true);
    expect(
      classic([
        { type: 'killer', cells: [0, 1, 10] }, // no sum, inside box 1
        { type: 'killer', cells: [40] },
        { type: 'extraRegion', cells: [0, 9, 18, 27] }, // inside column 1
        { type: 'thermometer', cells: [5] },
        { type: 'slowThermometer', cells: [6] },
        { type: 'renban', cells: [7] },
        { type: 'palindrome', cells: [8] },
        { type: 'whispers', cells: [9] },
        { type: 'regionSum', cells: [0, 1, 2, 11] }, // one box: one segment
      ]),
    ).toBe(true);
  });

  it('any rule that constrains makes it a variant', () => {
    const variants: Constraint[] = [
      { type: 'killer', cells: [0, 1], sum: 3 },
      { type: 'killer', cells: [2, 12] }, // r1c3 and r2c4: no house holds both
      { type: 'extraRegion', cells: [0, 40] },
      { type: 'thermometer', cells: [0, 1] },
      { type: 'regionSum', cells: [2, 3] },
      { type: 'diagonal', direction: 'main' },
      { type: 'antiKnight' },
      { type: 'antiKing' },
      { type: 'nonConsecutive' },
      { type: 'disjointGroups' },
      { type: 'negativeBlack' },
      { type: 'negativeXV' },
      { type: 'kropki', color: 'white', cells: [0, 1] },
      { type: 'xv', cells: [0, 1], sum: 10 },
      { type: 'littleKiller', cells: [8], sum: 5 },
      { type: 'arrow', circle: [0], shaft: [1] },
      { type: 'sandwich', line: 'row', index: 0, sum: 0 },
      { type: 'odd', cells: [0] },
      { type: 'palindrome', cells: [0, 10] },
    ];
    for (const constraint of variants) expect(classic([constraint]), constraint.type).toBe(false);
  });

  it('other sizes and jigsaws are not classic', () => {
    expect(classic([], 4)).toBe(false);
    const jigsaw = Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)); // rows as regions
    expect(classic([], 9, jigsaw)).toBe(false);
  });
});

describe('readBareClassic: a model with givens only, straight to cells', () => {
  /** The door's cells as givens text, or undefined when it leaves the input to parseVariant. */
  const door = (input: unknown): string | undefined => {
    const cells = new Uint8Array(81);
    return readBareClassic(input, cells) ? Array.from(cells, (d) => (d === 0 ? '.' : String(d))).join('') : undefined;
  };

  it('reads exactly the givens parseVariant reads, wherever it answers, and answers on valid bare models', () => {
    const cell = fc.oneof(
      { weight: 60, arbitrary: fc.constant('.') },
      { weight: 3, arbitrary: fc.constantFrom(...'123456789') },
      { weight: 2, arbitrary: fc.constant('0') },
      { weight: 1, arbitrary: fc.constantFrom('-', 'x') },
    );
    const givens = fc.array(cell, { minLength: 81, maxLength: 81 }).map((a) => a.join(''));
    let answered = 0;
    fc.assert(
      fc.property(givens, fc.constantFrom(undefined, 1, 2), (text, version) => {
        const model = version === undefined ? { size: 9, givens: text, constraints: [] } : { version, size: 9, givens: text, constraints: [] };
        const read = door(model);
        let expected: string | undefined;
        try {
          const puzzle = parseVariant(model);
          if (isClassic(puzzle)) expected = puzzle.givens;
        } catch {
          expected = undefined;
        }
        expect(read).toBe(expected);
        if (read !== undefined) answered++;
      }),
      { numRuns: 300 },
    );
    const sparse = `5${'.'.repeat(79)}9`;
    expect(door({ size: 9, givens: sparse, constraints: [] })).toBe(sparse);
    expect(door({ version: 1, size: 9, givens: sparse.replace(/\./g, '0'), constraints: [] })).toBe(sparse);
    expect(answered).toBeGreaterThan(30); // the door answers often enough for the property to test it
  });

  it('leaves every other input to parseVariant', () => {
    const givens = `5${'.'.repeat(80)}`;
    const others: unknown[] = [
      { size: 9, givens, constraints: [{ type: 'antiKnight' }] },
      { size: 9, givens, constraints: [], regions: Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)) },
      { size: 9, givens, constraints: [], colour: 'x' }, // an unknown key: parseVariant refuses it
      { size: 9, givens, constraints: [], title: 'x' }, // a title: parseVariant checks it
      { size: 9, givens, constraints: [], grid: [] },
      { size: 4, givens: givens.slice(0, 16), constraints: [] },
      { size: 9, givens: givens.slice(1), constraints: [] },
      { size: 9, givens, constraints: {} },
      { size: 9, givens: `55${'.'.repeat(79)}`, constraints: [] }, // a conflict
      [5, 3],
      null,
      '53..7',
      `{"size":9,"givens":"${givens}","constraints":[]}`, // model JSON text: parseVariant reads it
    ];
    for (const input of others) expect(door(input), JSON.stringify(input)?.slice(0, 60)).toBeUndefined();
  });
});
