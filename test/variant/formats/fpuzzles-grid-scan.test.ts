/**
 * f-puzzles text with its grid read by the WebAssembly variant module (fpuzzles-grid-scan.ts,
 * assembly/text/fpuzzles-grid.ts): wherever the fast path answers, its model is the one
 * `JSON.parse` and the reader give; it answers on the common shapes (compact and indented
 * text, cosmetic cell members, players' entries) and leaves every other text to the full
 * reading (a second `grid`, escapes, numbers JSON writes otherwise, values the reader refuses),
 * and the three builds of the variant module read the same.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClassic, parseVariant, toFpuzzles } from '../../../src/variant';
import { fromFpuzzles, fromScannedFpuzzles } from '../../../src/variant/formats/fpuzzles';
import { scanBareClassicFpuzzles } from '../../../src/variant/formats/fpuzzles-grid-scan';
import type { VariantPuzzle } from '../../../src/variant/model';
import { variantCore, type VariantCore } from '../../../src/wasm/variant-core';
import { variantChecked, variantScalar } from '../engine/engines';
import { fp } from './helpers';

variantCore(); // the fast path runs once the variant module is in use

const SETS = ['x', 'jigsaw', 'killer', 'kropki', 'thermo', 'arrow', 'several'];
/** f-puzzles texts of the bench's generated puzzles, a few of each family. */
const TEXTS = SETS.flatMap((set) =>
  readFileSync(new URL(`../../../bench/variants/sets/${set}.jsonl`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(0, 8)
    .map((line) => JSON.stringify(toFpuzzles((JSON.parse(line) as { puzzle: VariantPuzzle }).puzzle))),
);

/** A puzzle with cosmetic cell members, players' entries and fields after the grid, as compact, indented and CR LF text. */
const RICH = ((): string[] => {
  const puzzle = fp(9, { 'diagonal+': true, title: 'Überschrift — X', author: 'é' }, '5..3');
  const grid = puzzle.grid as Record<string, unknown>[][];
  grid[0][1] = { value: 7, c: '#FF0000', centerPencilMarks: [1, 2], cornerPencilMarks: [], highlight: null, givenPencilMarks: null };
  grid[4][4] = { given: false, value: 3, region: 4, candidates: [-1, 0, 'x', true], givenPencilMarks: [] };
  grid[8][8] = { value: 9, given: true, given2: 1, region: 8 };
  return [JSON.stringify(puzzle), JSON.stringify(puzzle, null, 2), JSON.stringify(puzzle, null, '\t').replace(/\n/g, '\r\n')];
})();

/** The model of the full reading, or the error's message. */
function fullReading(text: string): VariantPuzzle | string {
  try {
    return fromFpuzzles(JSON.parse(text));
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The fast path's answer, which must be the full reading's wherever it answers; and the
 * classic door's, which may answer only for a classic puzzle, with its givens.
 */
function scanned(text: string): VariantPuzzle | undefined {
  const model = fromScannedFpuzzles(text);
  if (model !== undefined) expect(model).toEqual(fullReading(text));
  const cells = new Uint8Array(81);
  if (scanBareClassicFpuzzles(text, cells)) {
    const full = fullReading(text);
    expect(typeof full !== 'string' && isClassic(full)).toBe(true);
    expect(Array.from(cells, (digit) => (digit === 0 ? '.' : String(digit))).join('')).toBe((full as VariantPuzzle).givens);
  }
  return model;
}

/** Whether the classic door reads the text straight to cells. */
const readsBare = (text: string): boolean => scanBareClassicFpuzzles(text, new Uint8Array(81));

describe('f-puzzles text read with the variant module', () => {
  it('reads the generated puzzles of every family as the full reading does, through parseVariant too', () => {
    for (const text of TEXTS) {
      expect(scanned(text)).toBeDefined();
      expect(parseVariant(text)).toEqual(fullReading(text));
    }
  });

  it('reads indented text, cosmetic cell members, players’ entries and a title after the grid', () => {
    for (const text of RICH) {
      const model = scanned(text);
      expect(model).toBeDefined();
      expect(model?.givens).toBe(`5..3${'.'.repeat(76)}9`);
    }
  });

  it('reads jigsaw regions and the smaller sizes', () => {
    for (const line of TEXTS.filter((text) => text.includes('"region"')).slice(0, 3)) expect(scanned(line)?.regions).toBeDefined();
    // every cell in no region: a grid without boxes, its rows for regions, on either path
    const puzzle = fp(9, {}, '5');
    for (const row of puzzle.grid as Record<string, unknown>[][]) for (const cell of row) cell.region = null;
    const boxless = JSON.stringify(puzzle);
    scanned(boxless);
    expect(parseVariant(boxless).regions).toEqual(Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 9)));
    for (const size of [4, 6, 8]) expect(scanned(JSON.stringify(fp(size, {}, '1')))?.givens).toBe(`1${'.'.repeat(size * size - 1)}`);
  });

  it('reads a given written compactly, and the bytes near that shape, as the full reading does', () => {
    const base = JSON.stringify(fp(9, {}, '5'));
    const near = [
      '{"value":9,"given":true}', // the shape itself, the highest digit
      '{"value":5,"given":true }',
      '{"value":5, "given":true}',
      '{"value":5,"given":false}',
      '{"value":5,"given":true,"c":"x"}',
      '{"value":5,"given":true,"region":0}',
      '{"value":5,"giveN":true}',
    ];
    for (const cell of near) {
      const text = base.replace('{"value":5,"given":true}', cell);
      expect(text).not.toBe(base);
      expect(scanned(text), cell).toBeDefined();
    }
    expect(scanned(base.replace('{"value":5,"given":true}', '{"value":9,"given":true}'))?.givens).toBe(`9${'.'.repeat(80)}`);
    // the same bytes with one wrong: a digit too many, a letter short, a value out of range
    for (const cell of ['{"value":10,"given":true}', '{"value":5,"given":tru}', '{"value":5,"given":truex}', '{"value":0,"given":true}', '{"value":5,"given":true']) {
      const text = base.replace('{"value":5,"given":true}', cell);
      expect(scanned(text), cell).toBeUndefined();
      expect(() => parseVariant(text), cell).toThrow();
    }
  });

  it('reads `{"size":N,"grid":…}` with nothing else as JSON.parse does, and its near shapes too', () => {
    const base = JSON.stringify(fp(9, {}, '5'));
    expect(base.startsWith('{"size":9,"grid":')).toBe(true);
    const texts = [base, base.replace(/}$/, ' }'), base.replace(/}$/, '}\n'), base.replace('{"size":9,', '{"size":9 ,'), base.replace(/}$/, ',"title":"t"}'), JSON.stringify(fp(4, {}, '1'))];
    for (const text of texts) expect(scanned(text), text.slice(-20)).toBeDefined();
    for (const text of [base.replace('"size":9', '"size":0'), base.replace('"size":9', '"size":7'), base.replace(/}$/, '}}'), base.replace(/}$/, '')]) {
      expect(scanned(text), text.slice(0, 12) + text.slice(-8)).toBeUndefined();
      expect(() => parseVariant(text)).toThrow();
    }
  });

  it('reads a classic puzzle written with givens only straight to cells, and leaves anything more to the model', () => {
    const classicText = (givens: string): string => JSON.stringify(toFpuzzles({ size: 9, givens, constraints: [] }));
    const givens = `53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`;
    expect(readsBare(classicText(givens))).toBe(true);
    expect(scanned(classicText(givens))).toBeDefined(); // the same givens as the model's
    expect(readsBare(classicText('.'.repeat(81)))).toBe(true);
    const base = classicText(givens);
    const others = [
      base.replace(/}$/, ',"title":"t"}'), // a field: the model reads it
      base.replace(/}$/, ',"antiknight":true}'),
      base.replace('"given":true}', '"given":true,"region":0}'), // a region (here the standard box) on one cell
      base.replace('{"value":3,"given":true}', '{"value":5,"given":true}'), // 5 twice in row 1: a conflict the model says
      JSON.stringify(fp(9, {}, `5${'.'.repeat(17)}5`)), // 5 twice in column 1
      JSON.stringify(fp(9, {}, `5${'.'.repeat(18)}5`)), // 5 twice in box 1 (r1c1, r3c2)
      base.replace('{"value":6,"given":true}', '{"value":0,"given":true}'), // a given with no digit
      JSON.stringify(toFpuzzles({ size: 4, givens: '1...............', constraints: [] })),
      JSON.stringify(toFpuzzles({ size: 9, givens, constraints: [], regions: Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)) })),
    ];
    for (const text of others) {
      expect(text).not.toBe(base);
      expect(readsBare(text), text.slice(-40)).toBe(false);
      scanned(text);
    }
    expect(() => parseVariant(others[3])).toThrow(/row 1/);
    expect(() => parseVariant(others[4])).toThrow(/column 1/);
    expect(() => parseVariant(others[5])).toThrow(/box 1/);
  });

  it('leaves other shapes to the full reading, which says any error', () => {
    const base = JSON.stringify(fp(9, {}, '5'));
    const cases = [
      base.replace(/}$/, ',"grid":[]}'), // a second grid: JSON keeps the last
      base.replace(/}$/, ',"gr\\u0069d":[]}'), // the same, spelt with an escape
      base.replace('"grid"', '"title":"a\\"b","grid"'), // an escape before the grid
      base.replace('"grid"', '"title":{"a":1},"grid"'), // an object before the grid
      base.replace('"grid"', '"title":"é","grid"'), // a byte that is not ASCII before the grid
      base.replace('"value":5', '"value":5.0'),
      base.replace('"value":5', '"value":05'),
      base.replace('"value":5', '"value":5e0'),
      base.replace('"value":5', '"value":"5"'),
      base.replace('"given":true', '"given":"true"'),
      base.replace('"given":true', '"given":true,"region":null'),
      base.replace('"given":true', '"given":true,"region":9'), // no region 9 on a 9×9 grid
      base.replace('"given":true', '"given":true,"c":{"r":1}'),
      base.replace('"value":5', '"value":0'), // a given without a digit
      base.replace('"size":9', '"size":8'),
      base.replace('{}]', '{},{}]'), // a row of 10 cells
      base.replace(/}$/, ',"clock":[1]}'), // an unsupported rule
      base.replace(/}$/, ',}'), // not JSON after the grid
      base.replace('{}', '{"givenPencilMarks":[1,2]}'), // the digits a cell may hold: the full reading refuses them
      base.replace('{}', '{ "givenPencilMarks" : [ 3 ] }'),
    ];
    for (const text of cases) {
      expect(scanned(text), text.slice(0, 80)).toBeUndefined();
      let message = '';
      try {
        parseVariant(text);
      } catch (error) {
        message = (error as Error).message;
      }
      const full = fullReading(text);
      if (typeof full === 'string') expect(message).not.toBe('');
      else expect(parseVariant(text)).toEqual(full);
    }
  });

  it('never answers otherwise than the full reading on random edits of the texts', () => {
    const pieces = [' ', '\n', ',', ':', '[', ']', '{', '}', '"', '\\', '0', '5', '10', '-', '.', 'e', 'true', 'false', 'null', '"region":', '"value":', '"given":', '"grid":', '{}', 'é', '\u0000'];
    let answered = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...TEXTS.slice(0, 24), ...RICH, JSON.stringify(fp(9, {}, '5..3'))),
        fc.array(fc.tuple(fc.nat(), fc.nat(2), fc.constantFrom(...pieces)), { minLength: 1, maxLength: 2 }),
        (text, edits) => {
          let edited = text;
          for (const [at, cut, piece] of edits) {
            const i = at % (edited.length + 1);
            edited = edited.slice(0, i) + piece + edited.slice(i + cut);
          }
          runs++;
          if (scanned(edited) !== undefined) answered++;
        },
      ),
      { numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(runs / 40); // the fast path answers on some of them: the property is tested
    expect(answered).toBeLessThan(runs);
  });
});

describe('the variant module’s grid scan in every build', () => {
  const CORES: [string, () => VariantCore][] = [
    ['simd', variantCore],
    ['scalar', variantScalar],
    ['checked', variantChecked],
  ];
  const compact = JSON.stringify(fp(9, {}, '12'));
  const texts = [
    ...TEXTS.slice(0, 10),
    JSON.stringify(toFpuzzles({ size: 9, givens: `12${'.'.repeat(78)}9`, constraints: [] })),
    JSON.stringify(fp(9, {}, '12'), null, 1),
    '{"size":9,"grid":[[{}]]}',
    '{"grid":[]}',
    '',
    '{',
    '{"grid":[[{"value":999}]]}',
    // cut inside a given written compactly: the text's 0 stops the reading there
    ...[20, 26, 27, 30, 38, 42, 43].map((length) => compact.slice(0, length)),
  ];

  function scan(core: VariantCore, text: string): unknown {
    const { written } = new TextEncoder().encodeInto(text, core.views().fpuzzlesText);
    const rows = core.exports.fpuzzlesGrid(written);
    if (rows < 0) return rows;
    const classic = core.exports.fpuzzlesClassicDigits(rows);
    const cells = Array.from(core.views().fpuzzlesCells.subarray(0, 3 * rows * rows));
    return [rows, core.exports.fpuzzlesGridStart(), core.exports.fpuzzlesGridEnd(), cells, classic, classic ? Array.from(core.views().fpuzzlesDigits) : []];
  }

  it('reads the same in the SIMD, scalar and checked builds', () => {
    const results = texts.map((text) => scan(variantCore(), text));
    expect(results.filter((r) => r !== -1).length).toBeGreaterThan(8);
    expect(results.filter((r) => Array.isArray(r) && r[4] === 1).length).toBeGreaterThan(1); // classic grids among them
    for (const [name, core] of CORES.slice(1)) expect(texts.map((text) => scan(core(), text)), name).toEqual(results);
  });

  it('writes no cell past the 81 it has room for, whatever the rows hold', () => {
    const row = (cells: number): string => `[${Array.from({ length: cells }, (_, i) => (i % 3 === 0 ? '{"value":5,"given":true}' : '{}')).join(',')}]`;
    for (const [name, core] of CORES) {
      const cells = core().views().fpuzzlesCells;
      const after = (): number[] => Array.from(new Uint8Array(cells.buffer, cells.byteOffset + cells.length, 512));
      const before = after();
      for (const text of [`{"size":9,"grid":[${Array(9).fill(row(40)).join(',')}]}`, `{"size":9,"grid":[${row(9)},${row(10)},${row(9)}]}`]) {
        expect(scan(core(), text), name).toBe(-1);
      }
      expect(after(), name).toEqual(before);
    }
  });

  it('finds the grid where the text has it and stops at the end of the bytes it is given', () => {
    const text = '{"size":9,"grid":[[{}]]}';
    const core = variantCore();
    expect(scan(core, text)).toEqual([1, 17, 23, [0, 0, 255], 0, []]);
    new TextEncoder().encodeInto(text, core.views().fpuzzlesText);
    expect(core.exports.fpuzzlesGrid(20)).toBe(-1); // the grid cut short
    expect(core.exports.fpuzzlesGrid(-1)).toBe(-1);
    expect(core.exports.fpuzzlesGrid(core.exports.fpuzzlesTextCapacity() + 1)).toBe(-1);
  });
});
