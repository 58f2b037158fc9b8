#!/usr/bin/env node
/**
 * A quick measurement of the variant engine alone (no peers): generated puzzle sets made the
 * way ../../../shared/variants/README.md describes sigh's reference sets, and the 37 published
 * examples, each puzzle read from f-puzzles JSON, compiled and counted to 2 in this process,
 * one thread. The engine helper's tool while tuning; `npm run bench:variants` (with peers) is
 * the full benchmark.
 *
 * Owns: making the sets (seeded, cached under the system's temporary folder) and timing them.
 * Does not own: the engine or the readers (dist/, built by `npm run build`).
 *
 *   family          made as
 *   ─────────────   ──────────────────────────────────────────────────────────────────────────
 *   x               both diagonals; givens removed one at a time, random order, while unique
 *   windoku         4 extra 3×3 windows; minimal givens
 *   jigsaw          random regions (boxes with cells traded, regions kept connected); minimal
 *   antiknight      minimal givens         antiking    minimal givens
 *   nonconsecutive  minimal givens (non-consecutive only)
 *   killer          cages of 2–6 cells covering the grid, sums; givens added until unique (≤ 3)
 *   thermo          6–10 thermometers of 3–7 cells along rising paths; minimal givens
 *   kropki          every white and black dot of the grid, non-consecutive and negative black
 *   xv              every X and V of the grid, negative X/V; minimal givens
 *   arrow           6–10 arrows, one-cell circles, shafts of 2–4 cells; minimal givens
 *   none            a puzzle of each family with one given changed (or a cage sum moved): 0
 *   several         a puzzle of each family with one given (or cage) removed: 2 or more
 *   examples        ../../../shared/variants/examples.fpuzzles.jsonl
 *
 * Usage: node bench/variants/engine-quick.mjs [--families a,b] [--count N] [--backend wasm|ts] [--regen]
 * Prints per family: puzzles/s (wall and CPU), mean and largest nodes, the slowest puzzle.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseVariant, toFpuzzles } from '../../dist/variant/index.js';
import { compileVariant } from '../../dist/variant/compile/index.js';
import { getVariantSearch } from '../../dist/engine/registry.js';
import '../../dist/defaults-node.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHARED = process.env.SUDOKU_SHARED_DIR || join(ROOT, '..', 'shared');
const CACHE = join(tmpdir(), 'sudoku-wasm-variant-sets-v1');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const FAMILIES = ['x', 'windoku', 'jigsaw', 'antiknight', 'antiking', 'nonconsecutive', 'killer', 'thermo', 'kropki', 'xv', 'arrow', 'none', 'several', 'examples'];
const families = option('families', FAMILIES.join(',')).split(',');
const count = Number(option('count', '100'));
const backend = option('backend', 'wasm');
const regen = args.includes('--regen');

// ---- a seeded generator (mulberry32) ----
let state = 1;
const seed = (s) => (state = s >>> 0);
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];
const shuffle = (list) => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

// ---- counting with the engine ----
const search = getVariantSearch(backend);
function count2(model, maxNodes = 1e7) {
  const program = compileVariant(model);
  search.start(program, 2);
  const state = search.run(maxNodes);
  const out = new Uint8Array(81);
  return { count: state === 'done' ? search.count : -1, nodes: search.nodes, grid: search.readSolution(out) ? Array.from(out) : null };
}
const withGivens = (model, givens) => ({ ...model, givens: givens.map((v) => (v ? String(v) : '.')).join('') });

// ---- grids ----
const N = 9;
const C = 81;
const boxes = Array.from({ length: C }, (_, i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3));

function randomRegions() {
  const regions = boxes.slice();
  const neighbours = (i) => [i - 9, i + 9, i % 9 ? i - 1 : -1, i % 9 < 8 ? i + 1 : -1].filter((n) => n >= 0 && n < C);
  const connected = (label) => {
    const cells = regions.flatMap((g, i) => (g === label ? [i] : []));
    const seen = new Set([cells[0]]);
    const stack = [cells[0]];
    while (stack.length) for (const n of neighbours(stack.pop())) if (regions[n] === label && !seen.has(n)) seen.add(n), stack.push(n);
    return seen.size === cells.length;
  };
  for (let swaps = 0, tries = 0; swaps < 40 && tries < 20000; tries++) {
    const a = int(C);
    const b = pick(neighbours(a));
    const A = regions[a];
    const B = regions[b];
    if (A === B) continue;
    const back = regions.flatMap((g, i) => (g === B && i !== b && neighbours(i).some((n) => regions[n] === A && n !== a) ? [i] : []));
    if (!back.length) continue;
    const c = pick(back);
    regions[a] = B;
    regions[c] = A;
    if (connected(A) && connected(B)) swaps++;
    else (regions[a] = A), (regions[c] = B);
  }
  return regions;
}

/**
 * A random grid of `model` (its givens ignored): a few random givens, the engine's first
 * solution, digits relabelled where `relabel`; null when 50 tries found none.
 */
function randomGrid(model, relabel) {
  for (let tries = 0; tries < 50; tries++) {
    const givens = new Array(C).fill(0);
    for (let k = 0; k < 3; k++) givens[int(C)] = 1 + int(N);
    const found = count2(withGivens(model, givens), 20000);
    if (found.count < 1) continue;
    let map = Array.from({ length: N + 1 }, (_, i) => i);
    if (relabel === 'any') map = [0, ...shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
    else if (relabel === 'reverse' && int(2)) map = map.map((v) => (v ? N + 1 - v : 0));
    return found.grid.map((v) => map[v]);
  }
  return null;
}

/** Removes givens one at a time in random order while the puzzle stays unique (null without a grid). */
function minimal(model, grid) {
  if (!grid) return null;
  const givens = grid.slice();
  for (const cell of shuffle(Array.from({ length: C }, (_, i) => i))) {
    const v = givens[cell];
    givens[cell] = 0;
    if (count2(withGivens(model, givens)).count !== 1) givens[cell] = v;
  }
  return withGivens(model, givens);
}

const king = (a, b) => a !== b && Math.abs(Math.floor(a / 9) - Math.floor(b / 9)) <= 1 && Math.abs((a % 9) - (b % 9)) <= 1;
const around = (a) => Array.from({ length: C }, (_, b) => b).filter((b) => king(a, b));
function walk(length, step) {
  const path = [int(C)];
  while (path.length < length) {
    const next = around(path[path.length - 1]).filter((b) => !path.includes(b) && step(path[path.length - 1], b));
    if (!next.length) break;
    path.push(pick(next));
  }
  return path;
}
const orthogonal = [];
for (let i = 0; i < C; i++) {
  if (i % 9 < 8) orthogonal.push([i, i + 1]);
  if (i < 72) orthogonal.push([i, i + 9]);
}

const empty = (constraints, regions) => ({ size: 9, givens: '.'.repeat(C), regions, constraints });
const WINDOWS = [10, 14, 46, 50].map((t) => [0, 1, 2, 9, 10, 11, 18, 19, 20].map((d) => t + d));

/** One puzzle of a family (a model), or null to try again. */
function make(family) {
  switch (family) {
    case 'x': {
      const base = empty([{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }]);
      return minimal(base, randomGrid(base, 'any'));
    }
    case 'windoku': {
      const base = empty(WINDOWS.map((cells) => ({ type: 'extraRegion', cells })));
      return minimal(base, randomGrid(base, 'any'));
    }
    case 'jigsaw': {
      const base = empty([], randomRegions());
      return minimal(base, randomGrid(base, 'any'));
    }
    case 'antiknight':
    case 'antiking': {
      const base = empty([{ type: family === 'antiknight' ? 'antiKnight' : 'antiKing' }]);
      return minimal(base, randomGrid(base, 'any'));
    }
    case 'nonconsecutive': {
      const base = empty([{ type: 'nonConsecutive' }]);
      return minimal(base, randomGrid(base, 'reverse'));
    }
    case 'killer': {
      const grid = randomGrid(empty([]), 'any');
      if (!grid) return null;
      const cageOf = new Array(C).fill(-1);
      const cages = [];
      for (const start of shuffle(Array.from({ length: C }, (_, i) => i))) {
        if (cageOf[start] >= 0) continue;
        const cells = [start];
        cageOf[start] = cages.length;
        const size = 2 + int(5);
        while (cells.length < size) {
          const options = cells
            .flatMap((c) => [c - 9, c + 9, c % 9 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1])
            .filter((c) => c >= 0 && c < C && cageOf[c] < 0 && !cells.some((x) => grid[x] === grid[c]));
          if (!options.length) break;
          const c = pick(options);
          cageOf[c] = cages.length;
          cells.push(c);
        }
        cages.push(cells);
      }
      const base = empty(cages.map((cells) => ({ type: 'killer', cells, sum: cells.reduce((s, c) => s + grid[c], 0) })));
      const givens = new Array(C).fill(0);
      for (let added = 0; added <= 3; added++) {
        const model = withGivens(base, givens);
        const { count } = count2(model);
        if (count === 1) return model;
        if (count < 0) return null;
        const cell = pick(Array.from({ length: C }, (_, i) => i).filter((i) => !givens[i]));
        givens[cell] = grid[cell];
      }
      return null;
    }
    case 'thermo': {
      const grid = randomGrid(empty([]), 'any');
      if (!grid) return null;
      const thermos = [];
      const used = new Set();
      for (let tries = 0; thermos.length < 6 + int(5) && tries < 2000; tries++) {
        const cells = walk(3 + int(5), (a, b) => grid[b] > grid[a] && !used.has(b));
        if (cells.length < 3 || used.has(cells[0])) continue;
        cells.forEach((c) => used.add(c));
        thermos.push({ type: 'thermometer', cells });
      }
      return minimal(empty(thermos), grid);
    }
    case 'kropki': {
      const grid = randomGrid(empty([]), 'any');
      if (!grid) return null;
      const rules = [{ type: 'nonConsecutive' }, { type: 'negativeBlack' }];
      for (const [a, b] of orthogonal) {
        const x = grid[a];
        const y = grid[b];
        const white = Math.abs(x - y) === 1;
        const black = x === 2 * y || y === 2 * x;
        if (white && (!black || int(2))) rules.push({ type: 'kropki', color: 'white', cells: [a, b] });
        else if (black) rules.push({ type: 'kropki', color: 'black', cells: [a, b] });
      }
      return minimal(empty(rules), grid);
    }
    case 'xv': {
      const grid = randomGrid(empty([]), 'any');
      if (!grid) return null;
      const rules = [{ type: 'negativeXV' }];
      for (const [a, b] of orthogonal) {
        const s = grid[a] + grid[b];
        if (s === 5 || s === 10) rules.push({ type: 'xv', cells: [a, b], sum: s });
      }
      return minimal(empty(rules), grid);
    }
    case 'arrow': {
      const grid = randomGrid(empty([]), 'any');
      if (!grid) return null;
      const arrows = [];
      const used = new Set();
      for (let tries = 0; arrows.length < 6 + int(5) && tries < 5000; tries++) {
        const path = walk(3 + int(3), (a, b) => !used.has(b));
        if (path.length < 3 || used.has(path[0])) continue;
        const [circle, ...shaft] = path;
        if (shaft.reduce((s, c) => s + grid[c], 0) !== grid[circle]) continue;
        path.forEach((c) => used.add(c));
        arrows.push({ type: 'arrow', circle: [circle], shaft });
      }
      return minimal(empty(arrows), grid);
    }
  }
  throw new Error(`unknown family ${family}`);
}

/** A puzzle of `family` made to have no solution (a given changed, or a cage sum moved). */
function broken(model) {
  const givens = [...model.givens].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const filled = givens.flatMap((v, i) => (v ? [i] : []));
  if (filled.length === 0 || int(2)) {
    const cages = model.constraints.filter((c) => c.type === 'killer');
    if (cages.length) {
      const cage = pick(cages);
      return { ...model, constraints: model.constraints.map((c) => (c === cage ? { ...c, sum: c.sum + (c.sum < 20 ? 1 : -1) } : c)) };
    }
  }
  if (!filled.length) return null;
  const cell = pick(filled);
  givens[cell] = (givens[cell] % 9) + 1;
  return withGivens(model, givens);
}

/** A puzzle of `family` with one given (or one cage) taken away: several solutions. */
function loosened(model) {
  const givens = [...model.givens].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const filled = givens.flatMap((v, i) => (v ? [i] : []));
  if (filled.length) {
    givens[pick(filled)] = 0;
    return withGivens(model, givens);
  }
  const cages = model.constraints.filter((c) => c.type === 'killer');
  const cage = pick(cages);
  return { ...model, constraints: model.constraints.filter((c) => c !== cage) };
}

const MADE = FAMILIES.filter((f) => !['none', 'several', 'examples'].includes(f));

/** The f-puzzles JSON lines of a family (made once, then read from the cache). */
function setOf(family) {
  if (family === 'examples') return readFileSync(join(SHARED, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').trim().split('\n');
  const size = family === 'nonconsecutive' ? Math.min(count, 20) : family === 'none' || family === 'several' ? Math.min(count, 50) : count;
  const file = join(CACHE, `${family}-${size}.jsonl`);
  if (!regen && existsSync(file)) return readFileSync(file, 'utf8').trim().split('\n');
  mkdirSync(CACHE, { recursive: true });
  const lines = [];
  seed(FAMILIES.indexOf(family) * 7919 + 17);
  const started = performance.now();
  while (lines.length < size) {
    let model;
    if (family === 'none' || family === 'several') {
      const source = setOf(MADE[lines.length % MADE.length]).map((l) => parseVariant(l));
      const base = source[int(source.length)];
      model = family === 'none' ? broken(base) : loosened(base);
      const { count: found } = model ? count2(model) : { count: -1 };
      if (found !== (family === 'none' ? 0 : 2)) continue;
    } else {
      model = make(family);
      if (!model) continue;
    }
    lines.push(JSON.stringify(toFpuzzles(model)));
  }
  writeFileSync(file, lines.join('\n') + '\n');
  console.error(`made ${family}: ${size} puzzles in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${file}`);
  return lines;
}

// ---- timing ----
function time(lines) {
  const nodes = [];
  let slowest = 0;
  let slowestAt = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  lines.forEach((line, i) => {
    const t0 = performance.now();
    const program = compileVariant(parseVariant(line));
    search.start(program, 2);
    search.run(1e12);
    const t = performance.now() - t0;
    if (t > slowest) (slowest = t), (slowestAt = i);
    nodes.push(search.nodes);
  });
  const wall = performance.now() - wall0;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, nodes, slowest, slowestAt };
}

const sets = families.map((family) => [family, setOf(family)]);
// warm up the JIT on every set once, then time
for (const [, lines] of sets) time(lines.slice(0, 10));
console.log(`variant engine (${search.name}), count to 2, parse + compile + search, one thread`);
console.log('family           puzzles   per s (wall)   per s (cpu)   nodes mean   nodes max   slowest ms');
for (const [family, lines] of sets) {
  const r = time(lines);
  const mean = r.nodes.reduce((a, b) => a + b, 0) / r.nodes.length;
  console.log(
    `${family.padEnd(16)} ${String(lines.length).padStart(7)}   ${((lines.length / r.wall) * 1000).toFixed(0).padStart(12)}   ${((lines.length / r.cpu) * 1000).toFixed(0).padStart(11)}   ${mean.toFixed(1).padStart(10)}   ${String(Math.max(...r.nodes)).padStart(9)}   ${r.slowest.toFixed(2).padStart(10)} (#${r.slowestAt})`,
  );
}
