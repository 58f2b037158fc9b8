/**
 * The variant generator's sandwich, little killer, German whispers, renban, palindrome,
 * region-sum and odd/even families: each puzzle has exactly one solution (the engine's count),
 * the one returned; the whole puzzle holds on it by the plain checker (./sound.ts), and
 * every drawn clue is checked once more here, shape and meaning, by {@link drawnClueError}, a
 * few lines written from the rules' sentences in src/variant/model.ts (nothing shared with the
 * generator or the engine); puzzles are minimal; the option errors name the new families.
 */
import { describe, expect, it } from 'vitest';
import { generateVariantSync, type VariantFamily } from '../../../src/variant/generate/index';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { regionLabels } from '../support/plain';
import { expectSound, isMinimal } from './sound';

const NEW: VariantFamily[] = ['sandwich', 'littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum', 'oddEven'];

/** The constraint types each family draws. */
const TYPES: Partial<Record<VariantFamily, string[]>> = {
  sandwich: ['sandwich'],
  littleKiller: ['littleKiller'],
  whispers: ['whispers'],
  renban: ['renban'],
  palindrome: ['palindrome'],
  regionSum: ['regionSum'],
  oddEven: ['even', 'odd'],
};

const LINES = new Set(['whispers', 'renban', 'palindrome', 'regionSum', 'thermometer']);

/** Why the cells are not a path of king's moves (each cell next to the one before, none twice), or null. */
function pathError(cells: readonly number[], n: number): string | null {
  if (new Set(cells).size !== cells.length) return 'a cell twice';
  for (let i = 1; i < cells.length; i++) {
    const dr = Math.abs(Math.floor(cells[i] / n) - Math.floor(cells[i - 1] / n));
    const dc = Math.abs((cells[i] % n) - (cells[i - 1] % n));
    if (Math.max(dr, dc) !== 1) return `cells ${cells[i - 1]} and ${cells[i]} are not neighbours`;
  }
  return null;
}

/**
 * Why a drawn clue does not hold on the solution, or null; read from the rules' sentences:
 * sandwich, the digits between the 1 and the N; little killer, a whole diagonal from an edge;
 * whispers, neighbours differ by ⌈N/2⌉ or more; renban, a run of consecutive digits;
 * palindrome, the same read from either end; region sum, two or more segments of equal sum;
 * thermometer, digits that increase from the bulb; odd and even cells.
 */
function drawnClueError(k: Constraint, puzzle: VariantPuzzle, solution: string): string | null {
  const n = puzzle.size;
  const digit = (cell: number): number => Number(solution[cell]);
  const digits = 'cells' in k ? k.cells.map(digit) : [];
  const inside = (r: number, c: number): boolean => r >= 0 && r < n && c >= 0 && c < n;
  switch (k.type) {
    case 'sandwich': {
      const line = Array.from({ length: n }, (_, i) => digit(k.line === 'row' ? k.index * n + i : i * n + k.index));
      const ends = [line.indexOf(1), line.indexOf(n)].sort((a, b) => a - b);
      let sum = 0;
      for (let i = ends[0] + 1; i < ends[1]; i++) sum += line[i];
      return sum === k.sum ? null : `sandwich ${k.line} ${k.index}: ${sum}, clue ${k.sum}`;
    }
    case 'littleKiller': {
      const r = (c: number): number => Math.floor(c / n);
      const dr = r(k.cells[1]) - r(k.cells[0]);
      const dc = (k.cells[1] % n) - (k.cells[0] % n);
      if (Math.abs(dr) !== 1 || Math.abs(dc) !== 1) return 'little killer: not a diagonal';
      for (let i = 1; i < k.cells.length; i++) if (r(k.cells[i]) - r(k.cells[i - 1]) !== dr || (k.cells[i] % n) - (k.cells[i - 1] % n) !== dc) return 'little killer: not one diagonal';
      const [first, last] = [k.cells[0], k.cells[k.cells.length - 1]];
      if (inside(r(first) - dr, (first % n) - dc) || inside(r(last) + dr, (last % n) + dc)) return 'little killer: not a whole diagonal';
      const sum = digits.reduce((s, d) => s + d, 0);
      return sum === k.sum ? null : `little killer: ${sum}, clue ${k.sum}`;
    }
    case 'whispers':
      if ('difference' in k) return 'whispers: a difference other than the default';
      for (let i = 1; i < digits.length; i++) if (Math.abs(digits[i] - digits[i - 1]) < Math.ceil(n / 2)) return `whispers: ${digits.join('')}`;
      return pathError(k.cells, n);
    case 'renban': {
      const sorted = digits.slice().sort((a, b) => a - b);
      if (sorted.some((d, i) => i > 0 && d !== sorted[i - 1] + 1)) return `renban: ${digits.join('')}`;
      return pathError(k.cells, n);
    }
    case 'palindrome':
      if (digits.join('') !== digits.slice().reverse().join('')) return `palindrome: ${digits.join('')}`;
      return pathError(k.cells, n);
    case 'regionSum': {
      const labels = regionLabels(puzzle);
      const sums: number[] = [];
      k.cells.forEach((c, i) => (i > 0 && labels[c] === labels[k.cells[i - 1]] ? (sums[sums.length - 1] += digit(c)) : sums.push(digit(c))));
      if (sums.length < 2 || sums.some((s) => s !== sums[0])) return `region sum: segments ${sums.join(', ')}`;
      return pathError(k.cells, n);
    }
    case 'thermometer':
      if (digits.some((d, i) => i > 0 && d <= digits[i - 1])) return `thermometer: ${digits.join('')}`;
      return pathError(k.cells, n);
    case 'odd':
    case 'even':
      return digits.every((d) => d % 2 === (k.type === 'odd' ? 1 : 0)) ? null : `${k.type}: ${digits.join('')}`;
    default:
      return null;
  }
}

/** The checks every generated puzzle passes ({@link expectSound}), the drawn clues' own too. */
function expectDrawnSound(puzzle: VariantPuzzle, solution: string): void {
  expectSound(puzzle, solution);
  expect(puzzle.constraints.map((k) => drawnClueError(k, puzzle, solution)).filter((e) => e !== null)).toEqual([]);
  const onLines = puzzle.constraints.flatMap((k) => (LINES.has(k.type) && 'cells' in k ? k.cells : []));
  expect(new Set(onLines).size).toBe(onLines.length); // no two lines share a cell
}

describe('generateVariantSync: sandwich, little killer, lines, odd/even', () => {
  const cases = NEW.flatMap((rules) => [1, 2, 3].map((seed) => [rules, seed] as const));
  it.each(cases)('%s, seed %i: one solution, the one returned, every drawn clue true on it', (rules, seed) => {
    const { puzzle, solution } = generateVariantSync({ rules, seed });
    expect(puzzle.size).toBe(9);
    expect([...new Set(puzzle.constraints.map((k) => k.type))].sort()).toEqual(TYPES[rules]);
    expectDrawnSound(puzzle, solution);
  });

  it('sandwich: a clue beside every row and column', () => {
    const { puzzle } = generateVariantSync({ rules: 'sandwich', seed: 4 });
    const clues = puzzle.constraints.map((k) => (k.type === 'sandwich' ? `${k.line} ${k.index}` : k.type));
    expect(clues.sort()).toEqual([...Array.from({ length: 9 }, (_, i) => `column ${i}`), ...Array.from({ length: 9 }, (_, i) => `row ${i}`)].sort());
  });

  it('little killer and the lines: a handful of clues, 3 cells or more each', () => {
    for (const rules of ['littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum'] as const) {
      const { puzzle } = generateVariantSync({ rules, seed: 5 });
      expect(puzzle.constraints.length).toBeGreaterThanOrEqual(4);
      expect(puzzle.constraints.length).toBeLessThanOrEqual(8);
      for (const k of puzzle.constraints) expect('cells' in k && k.cells.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    ['sandwich', 4],
    ['sandwich', 6],
    ['oddEven', 4],
    ['oddEven', 7],
    ['littleKiller', 6],
    ['whispers', 6],
    ['renban', 8],
    ['palindrome', 6],
    ['regionSum', 6],
  ] as const)('%s on side %i', (rules, size) => {
    const { puzzle, solution } = generateVariantSync({ rules, size, seed: 1 });
    expect(puzzle.size).toBe(size);
    expectDrawnSound(puzzle, solution);
  });

  const LINE_AND_DIAGONAL: VariantFamily[] = ['thermo', 'littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum'];
  const TYPE: Partial<Record<VariantFamily, string>> = { thermo: 'thermometer' };
  it.each(LINE_AND_DIAGONAL.flatMap((rules) => [4, 5, 6, 7, 8].map((size) => [rules, size] as const)))(
    '%s on side %i: one solution, its clues drawn and true on it',
    (rules, size) => {
      const { puzzle, solution } = generateVariantSync({ rules, size, seed: 3 });
      expect(puzzle.size).toBe(size);
      expect([...new Set(puzzle.constraints.map((k) => k.type))]).toEqual([TYPE[rules] ?? rules]);
      expect(puzzle.constraints.length).toBeGreaterThanOrEqual(2);
      for (const k of puzzle.constraints) expect('cells' in k && k.cells.length).toBeGreaterThanOrEqual(3);
      expectDrawnSound(puzzle, solution);
    },
  );

  it.each([4, 5, 7])('the four line families and thermometers together on side %i', (size) => {
    const { puzzle, solution } = generateVariantSync({ rules: ['thermo', 'whispers', 'renban', 'palindrome', 'regionSum'], size, seed: 2 });
    expect([...new Set(puzzle.constraints.map((k) => k.type))].sort()).toEqual(['palindrome', 'regionSum', 'renban', 'thermometer', 'whispers']);
    expectDrawnSound(puzzle, solution);
  });

  it.each(NEW)('%s: minimal (every given is needed), seeds 6 and 7', (rules) => {
    for (const seed of [6, 7]) expect(isMinimal(generateVariantSync({ rules, seed }).puzzle)).toBe(true);
  });

  it('combines with the other families and with each other', () => {
    const cases: [VariantFamily[], string[]][] = [
      [['killer', 'sandwich'], ['killer', 'sandwich']],
      [['x', 'littleKiller'], ['diagonal', 'littleKiller']],
      [['jigsaw', 'regionSum'], ['regionSum']],
      [['thermo', 'whispers', 'renban'], ['renban', 'thermometer', 'whispers']],
      [['antiKnight', 'oddEven'], ['antiKnight', 'even', 'odd']],
    ];
    for (const [rules, types] of cases) {
      const { puzzle, solution } = generateVariantSync({ rules, seed: 2 });
      expect([...new Set(puzzle.constraints.map((k) => k.type))].sort()).toEqual(types);
      if (rules.includes('jigsaw')) expect(puzzle.regions).toHaveLength(81);
      expectDrawnSound(puzzle, solution);
    }
  });
});

describe('generateVariant options: the new families', () => {
  it('an unknown family is refused with every family listed', () => {
    expect(() => generateVariantSync({ rules: 'sandwiches' } as never)).toThrow(
      "sudoku-wasm: generateVariantSync: rules: expected 'x', 'windoku', 'jigsaw', 'antiKnight', 'antiKing', 'nonConsecutive', 'killer', 'thermo', 'kropki', 'xv', 'arrow', 'sandwich', 'littleKiller', 'whispers', 'renban', 'palindrome', 'regionSum', 'oddEven' or 'pillArrow' or an array of them, got the string \"sandwiches\" (did you mean 'sandwich'?)",
    );
  });

  it('a slip in a family name is said with the family meant; a name far from every family is not', () => {
    expect(() => generateVariantSync({ rules: ['killer', 'sandwhich'] } as never)).toThrow(/got the string "sandwhich" \(did you mean 'sandwich'\?\)$/);
    expect(() => generateVariantSync({ rules: 'sudoku' } as never)).toThrow(/got the string "sudoku"$/);
  });

  it.each([
    [{ rules: 'whispers', size: 3 }, "size: expected 4, 5, 6, 7, 8 or 9 for 'whispers', got the number 3"],
    [{ rules: 'littleKiller', size: 10 }, "size: expected 4, 5, 6, 7, 8 or 9 for 'littleKiller', got the number 10"],
    [{ rules: ['sandwich', 'windoku'], size: 6 }, "size: expected 9 for 'windoku', got the number 6"],
  ])('%j: a size the family is not made on', (options, message) => {
    expect(() => generateVariantSync(options as never)).toThrow(RangeError);
    expect(() => generateVariantSync(options as never)).toThrow(message);
  });
});
