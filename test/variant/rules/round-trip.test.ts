/**
 * Round trips of random puzzles with every rule, on every size: model → f-puzzles JSON, links
 * and the model's JSON → model is the identity on checked models, and checking is idempotent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVariant, formatVariant, parseVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink } from '../../../src/variant';
import type { Constraint, VariantPuzzle, VariantSize } from '../../../src/variant/model';
import { SIZES } from '../support/generate';
import { boxShape } from '../support/plain';

/** A small deterministic generator (mulberry32), so a failing seed reproduces. */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** A random puzzle of side `size` with one or two constraints of every rule. */
function randomPuzzle(size: VariantSize, seed: number): VariantPuzzle {
  const rnd = random(seed);
  const cells = size * size;
  const { rows: boxRows, cols: boxColumns } = boxShape(size);
  const distinct = (count: number): number[] => {
    const out = new Set<number>();
    while (out.size < count) out.add(rnd(cells));
    return [...out];
  };
  const neighbours = (cell: number, king: boolean): number[] => {
    const r = Math.floor(cell / size);
    const c = cell % size;
    const out: number[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if ((dr === 0 && dc === 0) || (!king && dr !== 0 && dc !== 0)) continue;
        if (r + dr >= 0 && r + dr < size && c + dc >= 0 && c + dc < size) out.push((r + dr) * size + c + dc);
      }
    }
    return out;
  };
  const path = (length: number, start = rnd(cells), avoid: number[] = []): number[] => {
    const out = [start];
    while (out.length < length) {
      const next = neighbours(out[out.length - 1], true).filter((n) => !out.includes(n) && !avoid.includes(n));
      if (next.length === 0) break;
      out.push(next[rnd(next.length)]);
    }
    return out;
  };
  const pair = (): [number, number] => {
    const a = rnd(cells);
    const ns = neighbours(a, false);
    return [a, ns[rnd(ns.length)]];
  };
  const diagonalCells = (): number[] => {
    const steps: [number, number][] = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
    for (;;) {
      const [dr, dc] = steps[rnd(4)];
      const r0 = rnd(size);
      const c0 = rnd(size);
      const inside = (r: number, c: number) => r >= 0 && r < size && c >= 0 && c < size;
      if (inside(r0 - dr, c0 - dc)) continue; // not the first cell from a clue
      const out: number[] = [];
      for (let r = r0, c = c0; inside(r, c); r += dr, c += dc) out.push(r * size + c);
      return out;
    }
  };
  const line = (max = cells) => path(1 + rnd(Math.min(max, 7)));
  // two of each per copy, so that the colours (the Dutch and other whispers), which f-puzzles
  // keeps in fields of their own, come mixed
  const kropki = (): Constraint =>
    rnd(2) === 0
      ? { type: 'kropki', color: 'white', cells: pair(), ...(rnd(2) === 0 ? {} : { value: 1 + rnd(size) }) }
      : { type: 'kropki', color: 'black', cells: pair(), ...(rnd(2) === 0 ? {} : { value: 1 + rnd(size) }) };
  const whispers = (): Constraint => {
    const kind = rnd(3);
    const difference = kind === 0 ? undefined : kind === 1 ? Math.ceil(size / 2) - 1 : 1 + rnd(size - 1);
    return { type: 'whispers', cells: line(), ...(difference === undefined ? {} : { difference }) };
  };
  // regions: the boxes with some cells swapped between them (each still on N cells), or none
  let regions: number[] | undefined;
  if (rnd(2) === 0) {
    regions = Array.from({ length: cells }, (_, i) => Math.floor(Math.floor(i / size) / boxRows) * boxRows + Math.floor((i % size) / boxColumns));
    for (let k = 0; k < 3; k++) {
      const a = rnd(cells);
      const b = rnd(cells);
      [regions[a], regions[b]] = [regions[b], regions[a]];
    }
  }
  const constraints: Constraint[] = [];
  for (let copy = 0; copy < 1 + rnd(2); copy++) {
    constraints.push(
      { type: 'extraRegion', cells: distinct(1 + rnd(size)) },
      { type: 'diagonal', direction: rnd(2) === 0 ? 'main' : 'anti' },
      { type: 'antiKnight' },
      { type: 'antiKing' },
      { type: 'nonConsecutive' },
      kropki(),
      kropki(),
      { type: 'xv', cells: pair(), sum: rnd(2) === 0 ? 5 : 10 },
      { type: 'negativeBlack' },
      { type: 'negativeXV' },
      { type: 'killer', cells: distinct(1 + rnd(size)), ...(rnd(3) === 0 ? {} : { sum: rnd(50) }) },
      { type: 'littleKiller', cells: diagonalCells(), sum: rnd(60) },
      { type: 'sandwich', line: rnd(2) === 0 ? 'row' : 'column', index: rnd(size), sum: rnd(40) },
      { type: 'xSum', side: (['top', 'bottom', 'left', 'right'] as const)[rnd(4)], index: rnd(size), sum: rnd(50) },
      { type: 'skyscraper', side: (['top', 'bottom', 'left', 'right'] as const)[rnd(4)], index: rnd(size), count: rnd(12) },
      { type: 'thermometer', cells: line() },
      { type: 'slowThermometer', cells: line() },
      whispers(),
      whispers(),
      { type: 'renban', cells: line(size) },
      { type: 'palindrome', cells: line() },
      { type: 'regionSum', cells: line() },
      { type: 'between', cells: line() },
      { type: 'entropic', cells: line() },
      { type: 'modular', cells: line() },
      { type: 'zipper', cells: line() },
      { type: 'nabner', cells: line(size) },
      { type: 'doubleArrow', cells: path(3 + rnd(5)) },
      { type: 'lockout', cells: path(2 + rnd(5)) },
      { type: rnd(2) === 0 ? 'odd' : 'even', cells: distinct(1 + rnd(4)) },
      { type: rnd(2) === 0 ? 'minimum' : 'maximum', cells: distinct(1 + rnd(4)) },
      { type: (['rowIndexer', 'columnIndexer', 'boxIndexer'] as const)[rnd(3)], cells: distinct(1 + rnd(4)) },
    );
    const shape = distinct(1 + rnd(4));
    constraints.push({ type: 'clone', cells: shape, clone: distinct(shape.length) });
    constraints.push({ type: 'quadruple', cells: shape, digits: shape.map(() => 1 + rnd(size)) });
    constraints.push({ type: 'disjointGroups' });
    const circle = path(1 + rnd(3));
    const starts = circle.flatMap((c) => neighbours(c, true)).filter((n) => !circle.includes(n));
    if (starts.length > 0) {
      constraints.push({ type: 'arrow', circle, shaft: path(1 + rnd(4), starts[rnd(starts.length)], circle) });
    }
  }
  // shuffle the rules, so the canonical order is what puts them in place
  for (let i = constraints.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [constraints[i], constraints[j]] = [constraints[j], constraints[i]];
  }
  // a few givens that repeat in no row, column or region
  const givens = Array.from({ length: cells }, () => '.');
  for (let k = 0; k < size; k++) {
    const cell = rnd(cells);
    const digit = String(1 + rnd(size));
    const house = (i: number) => (regions === undefined ? Math.floor(Math.floor(i / size) / boxRows) * 10 + Math.floor((i % size) / boxColumns) : regions[i]);
    const clash = givens.some(
      (g, i) => g === digit && (Math.floor(i / size) === Math.floor(cell / size) || i % size === cell % size || house(i) === house(cell)),
    );
    if (!clash) givens[cell] = digit;
  }
  return { size, givens: givens.join(''), ...(regions === undefined ? {} : { regions }), constraints };
}

describe('round trips of random puzzles with every rule', () => {
  for (const size of SIZES) {
    it(`${size}×${size}: f-puzzles JSON, both links and the model's JSON read back the same model`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
          const model = checkVariant(randomPuzzle(size, seed));
          expect(checkVariant(model)).toEqual(model);
          expect(parseVariant(JSON.parse(JSON.stringify(toFpuzzles(model))))).toEqual(model);
          expect(parseVariant(JSON.stringify(toFpuzzles(model)))).toEqual(model);
          expect(parseVariant(toFpuzzlesLink(model))).toEqual(model);
          expect(parseVariant(toSudokuPadLink(model))).toEqual(model);
          expect(parseVariant(formatVariant(model))).toEqual(model);
          // every rule survived
          const types = new Set(model.constraints.map((c) => c.type));
          expect(types.size).toBeGreaterThanOrEqual(19);
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('round trips of rules that f-puzzles writes to two fields', () => {
  // f-puzzles keeps white and black dots (`difference`, `ratio`), and German and Dutch whispers,
  // in arrays of their own: mixed in the input, they come back grouped, as the model lists them
  it.each([4, 9] as const)('size %i: kropki white, black, white and whispers German, Dutch, German', (size) => {
    const dutch = Math.ceil(size / 2) - 1;
    const model = checkVariant({
      size,
      givens: '.'.repeat(size * size),
      constraints: [
        { type: 'kropki', color: 'white', cells: [0, 1] },
        { type: 'kropki', color: 'black', cells: [1, 2], value: 3 },
        { type: 'kropki', color: 'white', cells: [2, 3], value: 2 },
        { type: 'whispers', cells: [size, size + 1] },
        { type: 'whispers', cells: [2 * size, 2 * size + 1], difference: dutch },
        { type: 'whispers', cells: [3 * size, 3 * size + 1], difference: dutch + 2 },
      ],
    });
    expect(model.constraints.map((c) => (c.type === 'kropki' ? c.color : `whispers ${c.type === 'whispers' ? (c.difference ?? 'default') : ''}`))).toEqual([
      'white',
      'white',
      'black',
      'whispers default',
      'whispers ' + (dutch + 2),
      'whispers ' + dutch,
    ]);
    expect(parseVariant(JSON.stringify(toFpuzzles(model)))).toEqual(model);
    expect(parseVariant(toFpuzzlesLink(model))).toEqual(model);
    expect(parseVariant(formatVariant(model))).toEqual(model);
  });
});

describe('an arrow from a pill is written back as it was drawn', () => {
  // the model keeps the pill and the shaft, not which pill cell the drawn line leaves from; the
  // writer starts it at the pill cell beside the shaft, so a line that leaves straight keeps doing so
  it.each([
    ['down from the right-hand cell of a pill', ['R6C1', 'R6C2'], ['R6C2', 'R7C2', 'R8C2']],
    ['down from the left-hand cell of a pill', ['R6C1', 'R6C2'], ['R6C1', 'R7C1', 'R8C2']],
    ['down from the middle of a three-cell pill', ['R2C2', 'R2C3', 'R2C4'], ['R2C3', 'R3C3', 'R4C3']],
    ['left from a pill read right to left', ['R2C4', 'R2C3', 'R2C2'], ['R2C2', 'R2C1', 'R3C1']],
    ['diagonally, no pill cell beside the shaft', ['R1C1', 'R1C2'], ['R1C2', 'R2C3', 'R3C4']],
  ])('%s', (_name, cells, line) => {
    const empty = toFpuzzles({ size: 9, givens: '.'.repeat(81), constraints: [] });
    const puzzle = parseVariant({ ...empty, arrow: [{ cells, lines: [line] }] });
    expect(toFpuzzles(puzzle).arrow).toEqual([{ cells, lines: [line] }]);
  });
});
