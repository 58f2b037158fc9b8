/**
 * Hand-made candidate grids for the technique tests, and what a technique says about them.
 *
 * Owns: cell names to indices ({@link at}), grids cut down by hand ({@link grid}), every step of
 * a technique with the grid checked unchanged ({@link steps}), eliminations as short strings
 * ({@link elims}), a seeded random source ({@link random}, the package's mulberry32), fixture
 * boards with wrong candidates thinned out ({@link thinned}) and the soundness check on them
 * ({@link expectSoundOnFixtures}, over every size: {@link describeSoundOnEverySize}); a digit
 * cut down to some places of a line ({@link only}) and the one step removing given candidates
 * ({@link stepWith}, {@link cands}).
 */
import { describe, expect, it } from 'vitest';
import { readFixtures } from '../../support/fixtures';
import { Mulberry32 } from '../../../src/classic/prng';
import { CandidateGrid } from '../../../src/logic/grid';
import type { Step, Technique } from '../../../src/logic/types';

/** The 0-based cell of `r3c4` on a board of side N. */
export function at(name: string, N: number): number {
  const m = /^r(\d+)c(\d+)$/.exec(name)!;
  return (Number(m[1]) - 1) * N + Number(m[2]) - 1;
}

/**
 * An empty grid of box size n (every candidate everywhere) with the listed cells cut down to
 * the listed digits: `{ r1c1: [3, 8] }`. `remove` takes digits out of cells: `{ 1: ['r2c2'] }`.
 */
export function grid(n: number, keep: Record<string, number[]> = {}, remove: Record<number, string[]> = {}): CandidateGrid {
  const g = new CandidateGrid(n);
  for (const [name, digits] of Object.entries(keep)) {
    const cell = at(name, g.N);
    for (let d = 1; d <= g.N; d++) if (!digits.includes(d)) g.eliminate(cell, d);
  }
  for (const [digit, names] of Object.entries(remove)) for (const name of names) g.eliminate(at(name, g.N), Number(digit));
  return g;
}

/** Every step of a technique on a grid (the puzzle taken as unique), checking that the grid is left as it was. */
export function steps(t: Technique, g: CandidateGrid): Step[] {
  const before = g.cands.slice();
  const out: Step[] = [];
  t.find(g, (s) => (out.push(s), false), { unique: true });
  expect(g.cands).toEqual(before);
  return out;
}

/** A step's eliminations as `digit@rNcM` strings, sorted. */
export function elims(s: Step, N = 9): string[] {
  return s.eliminations.map((e) => `${e.digit}@r${((e.cell / N) | 0) + 1}c${(e.cell % N) + 1}`).sort();
}

/** A seeded source of numbers in [0, 1). */
export function random(seed: number): () => number {
  const prng = new Mulberry32(seed);
  return () => prng.next() / 4294967296;
}

/** A fixture line's digits: 1-9 then A-Z (base-36 digits), '.' for an empty cell. */
export function digitsOfLine(line: string): number[] {
  return Array.from(line, (ch) => (ch === '.' ? 0 : parseInt(ch, 36)));
}

/**
 * The candidate grid of `puzzle` with each wrong candidate removed with probability `rate`
 * (never the solution's digit): positions deeper into a solve, and unlike any real path.
 */
export function thinned(n: number, puzzle: ArrayLike<number>, solution: ArrayLike<number>, rate: number, rnd: () => number): CandidateGrid {
  const g = CandidateGrid.fromBoard(n, puzzle);
  for (let cell = 0; cell < g.C; cell++) {
    for (let d = 1; d <= g.N; d++) if (d !== solution[cell] && g.has(cell, d) && rnd() < rate) g.eliminate(cell, d);
  }
  return g;
}

/**
 * Asserts that every step the techniques report on thinned fixture boards of box size n
 * (`count` boards of the fixture file, each thinned at 20% and 50%) changes something and keeps
 * the solution's digits; returns how many steps were checked.
 */
export function expectSoundOnFixtures(techniques: readonly Technique[], n: number, file: string, count: number): number {
  const rnd = random(99 + n);
  const N = n * n;
  const fixtures = readFixtures(file).filter((f) => f.solution && f.solution.length === N * N).slice(0, count);
  let found = 0;
  for (const f of fixtures) {
    const solution = digitsOfLine(f.solution!);
    for (const rate of [0.2, 0.5]) {
      const g = thinned(n, digitsOfLine(f.text), solution, rate, rnd);
      for (const t of techniques) {
        for (const s of steps(t, g)) {
          found++;
          expect(s.eliminations.length + s.placements.length).toBeGreaterThan(0);
          for (const e of s.eliminations) expect(solution[e.cell], s.text).not.toBe(e.digit);
        }
      }
    }
  }
  return found;
}

/** Registers the soundness check of `techniques` on thinned fixture boards of box size 2 to 5. */
export function describeSoundOnEverySize(techniques: readonly Technique[]): void {
  describe('on puzzles of every size, with random wrong candidates removed', () => {
    it.each([
      [2, 'board-4.txt', 20],
      [3, 'fast9.txt', 20],
      [4, 'board-16.txt', 6],
      [5, 'board-25.txt', 2],
    ])('n=%i (%s): every step is sound', (n, file, count) => {
      expect(expectSoundOnFixtures(techniques, n, file, count)).toBeGreaterThan(0);
    });
  });
}

/** Removes `digit` from row (or column) `index` except at the listed places (1-based). */
export function only(g: CandidateGrid, digit: number, unit: 'row' | 'column', index: number, places: number[]): CandidateGrid {
  for (let k = 1; k <= g.N; k++) {
    if (!places.includes(k)) g.eliminate(at(unit === 'row' ? `r${index}c${k}` : `r${k}c${index}`, g.N), digit);
  }
  return g;
}

/** The one step of `t` on `g` whose eliminations are exactly `want`. */
export function stepWith(t: Technique, g: CandidateGrid, want: string[], N = 9): Step {
  const found = steps(t, g).filter((s) => elims(s, N).join() === [...want].sort().join());
  expect(found, `${t.name} removing ${want.join(' ')}`).toHaveLength(1);
  return found[0];
}

/** `digit@rNcM` for each cell name (as {@link elims} writes them). */
export function cands(digit: number, names: string[]): string[] {
  return names.map((name) => `${digit}@${name}`);
}

/** The 0-based cell of (row, column), both 1-based, on a board of side N. */
export const rc = (N: number, r: number, c: number): number => (r - 1) * N + c - 1;

/** Leaves only `digits` as candidates of `cell`. */
export function keep(g: CandidateGrid, cell: number, digits: number[]): void {
  g.cands[cell] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
}

/**
 * Sets where `digit` may go on `g`: one string per row, `*` where it is a candidate, anything
 * else where it is not (spaces and `|` are ignored). Other digits stay as they are.
 */
export function mark(g: CandidateGrid, digit: number, rows: string[]): CandidateGrid {
  expect(rows.length).toBe(g.N);
  rows.forEach((line, r) => {
    const cells = line.replace(/[\s|]/g, '');
    expect(cells.length).toBe(g.N);
    for (let c = 0; c < g.N; c++) if (cells[c] !== '*') g.eliminate(r * g.N + c, digit);
  });
  return g;
}

/** A grid of box size n with every candidate everywhere but `digit` only where marked (see {@link mark}). */
export function pattern(n: number, digit: number, rows: string[]): CandidateGrid {
  return mark(new CandidateGrid(n), digit, rows);
}
