/**
 * Hand-made candidate grids for the technique tests, and what a technique says about them.
 *
 * Owns: cell names to indices ({@link at}), grids cut down by hand ({@link grid}), every step of
 * a technique with the grid checked unchanged ({@link steps}), eliminations as short strings
 * ({@link elims}), and a seeded random source ({@link random}, the package's mulberry32).
 */
import { expect } from 'vitest';
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
