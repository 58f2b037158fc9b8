/**
 * Running a resumable search (a general or a variant engine: both pause and resume by node
 * budget) to its end in slices, and what it reports when done; the one definition the
 * general-engine and the variant-engine suites share.
 */
import { expect } from 'vitest';
import type { SearchState } from '../../src/engine/general-types';

/** What the general and the variant searches have in common once started. */
export interface Resumable {
  readonly name: string;
  run(maxNodes: number): SearchState;
  readonly count: number;
  readonly nodes: number;
  readSolution(out: Uint8Array): boolean;
}

/** What one finished search reports. */
export interface SearchResult {
  count: number;
  nodes: number;
  /** The first solution, or null when none was found. */
  solution: number[] | null;
}

/** The result of a finished search on a board of `cells` cells. */
export function resultOf(search: Resumable, cells: number): SearchResult {
  const out = new Uint8Array(cells);
  const found = search.readSolution(out);
  return { count: search.count, nodes: search.nodes, solution: found ? Array.from(out) : null };
}

/**
 * Runs a started search in slices of `slice` nodes until it is done (at most `maxSlices`, so
 * that a bug cannot loop forever).
 */
export function runToEnd(search: Resumable, slice: number, maxSlices: number): void {
  let slices = 0;
  while (search.run(slice) === 'paused') {
    if (++slices > maxSlices) throw new Error(`${search.name}: still paused after ${maxSlices} slices`);
  }
}

/**
 * Runs a started search in slices of the sizes `budgets` (taken in turn, over and over) until
 * it is done, asserting that every slice that paused used its whole budget; returns the result.
 */
export function runInSlices(search: Resumable, budgets: readonly number[], cells: number): SearchResult {
  let s = 0;
  for (;;) {
    const budget = budgets[s++ % budgets.length];
    const before = search.nodes;
    const state = search.run(budget);
    if (state === 'done') break;
    expect(search.nodes - before).toBe(budget);
  }
  return resultOf(search, cells);
}
