#!/usr/bin/env node
/**
 * Puzzles made of clue rules only (skyscrapers, X-sums, quadruples, indexers, the lines of the
 * f-puzzles extensions), read from the solutions of the first puzzles of
 * ../shared/puzzles/17_clue.txt with no givens, each counted to 2 by `validate` (parse, compile
 * and search), with a node budget so that a weak handler shows as stopped searches rather than
 * as a hang. The measurement behind the tables of docs/design/variant-engine.md, "Rules read as
 * relations, and four records of their own" and "The lines of the f-puzzles extensions".
 *
 *   node bench/variants/clue-rules.mjs [--count 40] [--budget 2000000] [--root DIR]
 *
 * Every clue of each kind is read from the grid (all 36 skyscraper or X-sum clues; a quadruple
 * of the first three digits of each of the 16 aligned 2×2 blocks; every cell the grid makes a
 * row or column indexer; lines: the first path the grid allows from every third cell, found
 * depth first), so the sets are the same on every run. Time is wall time per puzzle in this
 * process after one warm-up pass.
 *
 * Owns: this measurement. Does not own: the rules (src/variant/rules/) or the engines.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, positiveNumber } from '../lib/args.mjs';
import { findPuzzleDir, loadPuzzles } from '../lib/puzzles.mjs';

const { options } = parseArgs(process.argv.slice(2), new Set());
const root = resolve(options.root ?? fileURLToPath(new URL('../..', import.meta.url)));
const count = options.count ? positiveNumber(options.count, 'count') : 40;
const budget = options.budget ? positiveNumber(options.budget, 'budget') : 2_000_000;
const lib = await import(join(root, 'dist', 'index.js'));

const N = 9;
const lines = loadPuzzles(join(findPuzzleDir(), '17_clue.txt')).slice(0, count);
const grids = lines.map((l) => lib.solve(l).solution);

/** The row or column a clue on `side` at `index` reads, in its order. */
const lineOf = (side, index) =>
  Array.from({ length: N }, (_, i) =>
    side === 'top' ? i * N + index : side === 'bottom' ? (N - 1 - i) * N + index : side === 'left' ? index * N + i : index * N + N - 1 - i,
  );

function sideClues(grid, type) {
  const out = [];
  for (const side of ['top', 'bottom', 'left', 'right']) {
    for (let index = 0; index < N; index++) {
      const d = lineOf(side, index).map((cell) => Number(grid[cell]));
      if (type === 'xSum') {
        out.push({ type, side, index, sum: d.slice(0, d[0]).reduce((a, b) => a + b, 0) });
      } else {
        let tallest = 0;
        let seen = 0;
        for (const x of d) if (x > tallest) [tallest, seen] = [x, seen + 1];
        out.push({ type, side, index, count: seen });
      }
    }
  }
  return out;
}

function quadruples(grid) {
  const out = [];
  for (let r = 0; r < 8; r += 2) {
    for (let c = 0; c < 8; c += 2) {
      const cells = [r * N + c, r * N + c + 1, (r + 1) * N + c, (r + 1) * N + c + 1];
      out.push({ type: 'quadruple', cells, digits: cells.slice(0, 3).map((cell) => Number(grid[cell])) });
    }
  }
  return out;
}

/** Cells where the grid makes a row indexer and a column indexer (the digit points at a cell holding the indexer's row, column). */
function indexers(grid) {
  const d = (cell) => Number(grid[cell]);
  const rows = [];
  const columns = [];
  for (let x = 0; x < N * N; x++) {
    const r = Math.floor(x / N);
    const c = x % N;
    if (d((d(x) - 1) * N + c) === r + 1) rows.push(x);
    if (d(r * N + d(x) - 1) === c + 1) columns.push(x);
  }
  return [
    { type: 'rowIndexer', cells: rows },
    { type: 'columnIndexer', cells: columns },
  ];
}

const KING = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc])).filter(([dr, dc]) => dr !== 0 || dc !== 0);

/**
 * Lines of `length` cells (king's moves, no cell twice) whose digits pass `fits`, checked on
 * every prefix (and `done` on the whole line): the first found depth first from every third cell.
 */
function lineClues(grid, type, length, fits, done = () => true) {
  const d = (cell) => Number(grid[cell]);
  const out = [];
  for (let start = 0; start < N * N; start += 3) {
    const path = [start];
    const grow = () => {
      if (path.length === length) return done(path.map(d));
      const last = path[path.length - 1];
      for (const [dr, dc] of KING) {
        const r = Math.floor(last / N) + dr;
        const c = (last % N) + dc;
        if (r < 0 || r >= N || c < 0 || c >= N || path.includes(r * N + c)) continue;
        path.push(r * N + c);
        if (fits(path.map(d)) && grow()) return true;
        path.pop();
      }
      return false;
    };
    if (grow()) out.push({ type, cells: path.slice() });
  }
  return out;
}

const rank = (x) => Math.floor((x - 1) / 3);
const freshClass = (classOf) => (d) => d.slice(-3, -1).every((x) => classOf(x) !== classOf(d[d.length - 1]));
const SETS = [
  ['every skyscraper clue (36)', (g) => sideClues(g, 'skyscraper')],
  ['every X-sum clue (36)', (g) => sideClues(g, 'xSum')],
  ['a quadruple of 3 digits on 16 blocks', quadruples],
  ['every row and column indexer', indexers],
  ['entropic lines of 5 cells (27)', (g) => lineClues(g, 'entropic', 5, freshClass(rank))],
  ['modular lines of 5 cells (27)', (g) => lineClues(g, 'modular', 5, freshClass((x) => x % 3))],
  ['nabner lines of 4 cells (27)', (g) => lineClues(g, 'nabner', 4, (d) => d.slice(0, -1).every((x) => Math.abs(x - d[d.length - 1]) >= 2))],
  ['zipper lines of 5 cells (27)', (g) => lineClues(g, 'zipper', 5, () => true, (d) => d[0] + d[4] === d[2] && d[1] + d[3] === d[2])],
  ['double arrows of 4 cells (27)', (g) => lineClues(g, 'doubleArrow', 4, () => true, (d) => d[0] + d[3] === d[1] + d[2])],
  ['lockout lines of 4 cells (27)', (g) => lineClues(g, 'lockout', 4, () => true, (d) => {
    const lo = Math.min(d[0], d[3]);
    const hi = Math.max(d[0], d[3]);
    return hi - lo >= 4 && [d[1], d[2]].every((x) => x < lo || x > hi);
  })],
];

for (const [name, make] of SETS) {
  const puzzles = grids.map((g) => ({ size: N, givens: '.'.repeat(81), constraints: make(g) }));
  const clues = puzzles.reduce((n, p) => n + p.constraints.reduce((m, k) => m + (k.cells && k.type.endsWith('Indexer') ? k.cells.length : 1), 0), 0);
  lib.validate(puzzles[0], { maxNodes: budget });
  let total = 0;
  let slowest = 0;
  let guesses = 0;
  const statuses = {};
  for (const p of puzzles) {
    const t0 = performance.now();
    const verdict = lib.validate(p, { maxNodes: budget });
    const t = performance.now() - t0;
    total += t;
    slowest = Math.max(slowest, t);
    guesses += verdict.guesses ?? 0;
    statuses[verdict.status] = (statuses[verdict.status] ?? 0) + 1;
  }
  const each = (x) => (x / puzzles.length).toFixed(x / puzzles.length < 10 ? 2 : 0);
  console.log(`${name}: ${(clues / puzzles.length).toFixed(1)} clues, ${each(total)} ms a puzzle (slowest ${slowest.toFixed(1)} ms), ${each(guesses)} guesses, ${JSON.stringify(statuses)}`);
}
