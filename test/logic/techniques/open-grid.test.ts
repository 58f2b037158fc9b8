/**
 * Open grids (src/logic/techniques/forcing/open-grid.ts): `everyCandidateLives` against every
 * solution of random 4×4 candidate grids, and the step search on empty and nearly empty 9×9
 * grids, which has no step to find (a sound step removes only candidates no solution has).
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { findAll, nextStep } from '../../../src/logic/solver';
import { everyCandidateLives } from '../../../src/logic/techniques/forcing/open-grid';
import { techniqueById } from '../../../src/logic/techniques/index';

const EMPTY = '.'.repeat(81);
const ONE_GIVEN = '5' + '.'.repeat(80);
const UNIQUE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const FORCING = ['forcing-chain-contradiction', 'forcing-chain-verity', 'forcing-net-contradiction', 'forcing-net-verity', 'forcing-net-plus', 'forcing-net-nested'];

/** Every 4×4 solution (288), by brute force. */
function allSolutions4(): Uint8Array[] {
  const out: Uint8Array[] = [];
  const cells = new Uint8Array(16);
  const ok = (cell: number, d: number): boolean => {
    const r = cell >> 2;
    const c = cell & 3;
    const b = (r & 2) * 4 + (c & 2);
    for (let k = 0; k < 4; k++) {
      if (cells[r * 4 + k] === d || cells[k * 4 + c] === d) return false;
      if (cells[b + (k >> 1) * 4 + (k & 1)] === d) return false;
    }
    return true;
  };
  const fill = (cell: number): void => {
    if (cell === 16) return void out.push(cells.slice());
    for (let d = 1; d <= 4; d++) {
      if (!ok(cell, d)) continue;
      cells[cell] = d;
      fill(cell + 1);
      cells[cell] = 0;
    }
  };
  fill(0);
  return out;
}

/** The answer by definition: every empty cell has two candidates or more, each in some solution keeping to the grid. */
function byDefinition(grid: CandidateGrid, solutions: Uint8Array[]): boolean {
  const fits = solutions.filter((s) => s.every((d, cell) => (grid.values[cell] !== 0 ? grid.values[cell] === d : grid.has(cell, d))));
  for (let cell = 0; cell < 16; cell++) {
    if (grid.values[cell] !== 0) continue;
    if (grid.count(cell) < 2) return false;
    for (let d = 1; d <= 4; d++) if (grid.has(cell, d) && !fits.some((s) => s[cell] === d)) return false;
  }
  return true;
}

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('everyCandidateLives', () => {
  it('agrees with every solution of 2,000 random 4×4 candidate grids (givens placed, candidates removed)', () => {
    const solutions = allSolutions4();
    const next = random(4);
    let open = 0;
    for (let i = 0; i < 2000; i++) {
      const solution = solutions[Math.floor(next() * solutions.length)];
      const grid = new CandidateGrid(2);
      for (let cell = 0; cell < 16; cell++) if (next() < 0.15) grid.place(cell, solution[cell]);
      // a few candidates removed, some of them perhaps the only way to a solution
      for (let k = Math.floor(next() * 4); k > 0; k--) grid.eliminate(Math.floor(next() * 16), 1 + Math.floor(next() * 4));
      const expected = byDefinition(grid, solutions);
      if (expected) open++;
      expect(everyCandidateLives(grid), grid.cands.join(',')).toBe(expected);
    }
    expect(open).toBeGreaterThan(100); // both answers are tried
  });

  it('is true on the empty 9×9 grid and one given, false on a puzzle with one solution, false when the node budget runs out', () => {
    expect(everyCandidateLives(CandidateGrid.fromBoard(3, new Uint8Array(81)))).toBe(true);
    expect(everyCandidateLives(CandidateGrid.fromBoard(3, [5, ...new Uint8Array(80)]))).toBe(true);
    const unique = CandidateGrid.fromBoard(3, [...UNIQUE].map((ch) => (ch === '.' ? 0 : Number(ch))));
    expect(everyCandidateLives(unique)).toBe(false);
    expect(everyCandidateLives(CandidateGrid.fromBoard(3, new Uint8Array(81)), 10)).toBe(false);
  });
});

describe('the step search on empty and nearly empty 9×9 grids', () => {
  it('nextStep finds no step and findAll none: no candidate can go', () => {
    for (const grid of [EMPTY, ONE_GIVEN]) {
      expect(nextStep(grid)).toBeNull();
      expect(nextStep(grid, { techniques: ['forcing-net-nested'] })).toBeNull();
      expect(findAll(grid)).toEqual([]);
    }
  });

  it('every forcing technique reports nothing on the empty grid, and still its steps on a puzzle', () => {
    const empty = CandidateGrid.fromBoard(3, new Uint8Array(81));
    for (const id of FORCING) expect(techniqueById(id)!.find(empty, () => true, { unique: false }), id).toBe(false);
    expect(nextStep(UNIQUE, { techniques: ['forcing-chain-contradiction'] })?.technique).toBe('forcing-chain-contradiction');
  });

  it('singles on a nearly empty grid are still found (a cell with one candidate is not open)', () => {
    const row = '12345678' + '.'.repeat(73);
    expect(nextStep(row)).toMatchObject({ technique: 'full-house', placements: [{ cell: 8, digit: 9 }] });
  });
});
