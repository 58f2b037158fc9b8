#!/usr/bin/env node
/**
 * What `trueCandidates` costs (each cell's digits over all solutions: where the solutions of a
 * puzzle differ), one thread, CPU time per puzzle, each set in its own process:
 *
 *   17_clue             the first --count puzzles (unique: one count to 2, as validate)
 *   serg_benchmark      the first --count puzzles (every one has several solutions)
 *   published-thinned   the 37 published variant examples, every third given taken away (the
 *                       puzzles with no given keep their rules but the first): most have
 *                       several solutions, the killers among them the hardest case
 *
 *   node bench/true-candidates.mjs [--count 200] [--puzzles DIR] [--write]
 *
 * Before timing, every answer is checked: a unique puzzle's candidates are its solution (from
 * `validate`); on several solutions, the first solution's digits are candidates, every cell of
 * `differing` has two or more and no other cell does, and for a sample of digits the puzzle
 * with that digit given has a solution exactly when it is a candidate (`someSolution`); the
 * status agrees with `countSolutions(p, 2)`. Then one pass is timed (the first pass warms up).
 * Uses the local build (dist/). With --write, replaces the `true-candidates` section of
 * bench/RESULTS.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from './lib/args.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR, findPuzzleDir, loadPuzzles } from './lib/puzzles.mjs';
import { replaceSection } from './lib/sections.mjs';

const ROOT = join(BENCH_DIR, '..');
const DIST = join(ROOT, 'dist', 'index.js');
const SETS = ['17_clue', 'serg_benchmark', 'published-thinned'];

const { positional, options: args } = parseArgs(process.argv.slice(2), new Set(['write']));
const count = Number(args.count ?? 200);

if (positional[0] === 'worker') {
  process.stdout.write(JSON.stringify(await worker(positional[1])) + '\n');
  process.exit(0);
}

/** The puzzles of a set. */
function puzzlesOf(set, api) {
  if (set !== 'published-thinned') return loadPuzzles(join(findPuzzleDir(args.puzzles), `${set}.txt`)).slice(0, count);
  const file = join(findPuzzleDir(args.puzzles), '..', 'variants', 'examples.fpuzzles.jsonl');
  return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line) => {
    const model = api.parseVariant(line);
    let k = 0;
    const givens = [...model.givens].map((c) => (c !== '.' && k++ % 3 === 0 ? '.' : c)).join('');
    if (k > 0) return { ...model, givens };
    return { ...model, constraints: model.constraints.length > 1 ? model.constraints.slice(1) : model.constraints };
  });
}

/** Checks one answer (see the header); throws on a wrong one. */
function check(api, puzzle, found, i) {
  const where = `puzzle ${i + 1}`;
  const verdict = api.validate(puzzle);
  const status = verdict.count === 0 ? 'none' : verdict.count === 1 ? 'unique' : 'multiple';
  if (found.status !== status) throw new Error(`${where}: status ${found.status}, countSolutions says ${status}`);
  if (status === 'none') return;
  const solution = verdict.solution;
  for (let cell = 0; cell < solution.length; cell++) {
    const digits = found.candidates[cell];
    if (!digits.includes(Number(solution[cell]))) throw new Error(`${where}: r${Math.floor(cell / found.size) + 1}c${(cell % found.size) + 1} lacks the solution's digit`);
    if ((digits.length > 1) !== found.differing.includes(cell)) throw new Error(`${where}: differing disagrees with the candidates at cell ${cell}`);
    if (status === 'unique' && digits.length !== 1) throw new Error(`${where}: a unique puzzle with ${digits.length} candidates in a cell`);
  }
  // a sample of digits against the definition (every 7th cell)
  for (let cell = 0; cell < solution.length; cell += 7) {
    for (let d = 1; d <= found.size; d++) {
      const withDigit = typeof puzzle === 'string'
        ? puzzle.slice(0, cell) + (puzzle[cell] === '.' ? String(d) : puzzle[cell]) + puzzle.slice(cell + 1)
        : { ...puzzle, givens: puzzle.givens.slice(0, cell) + (puzzle.givens[cell] === '.' ? String(d) : puzzle.givens[cell]) + puzzle.givens.slice(cell + 1) };
      const given = typeof puzzle === 'string' ? puzzle[cell] : puzzle.givens[cell];
      if (given !== '.' && Number(given) !== d) continue;
      let some = null;
      try {
        some = api.someSolution(withDigit);
      } catch (error) {
        if (!(error instanceof api.SudokuParseError)) throw error; // a digit its row, column or box has: no solution
      }
      if ((some !== null) !== found.candidates[cell].includes(d)) throw new Error(`${where}: digit ${d} at cell ${cell}: candidate ${found.candidates[cell].includes(d)}, a solution ${some !== null}`);
    }
  }
}

/** Worker: one set, checked, warmed and timed; returns its figures. */
async function worker(set) {
  const api = await import(DIST);
  const puzzles = puzzlesOf(set, api);
  puzzles.forEach((p, i) => check(api, p, api.trueCandidates(p), i));
  const rows = [];
  for (const p of puzzles) {
    const start = process.cpuUsage();
    const found = api.trueCandidates(p);
    const used = process.cpuUsage(start);
    rows.push({ ms: (used.user + used.system) / 1000, searches: found.searches, guesses: found.guesses, status: found.status, differing: found.differing.length });
  }
  return rows;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rate = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(2));
const fmt = (ms) => (ms >= 100 ? Math.round(ms).toLocaleString('en-US') : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));

const machine = machineInfo();
const lines = [];
for (const set of SETS) {
  process.stderr.write(`true-candidates: ${set} … `);
  const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, 'worker', set, ...process.argv.slice(2)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const rows = JSON.parse(out.trim().split('\n').pop());
  process.stderr.write('checked, timed\n');
  const ms = rows.map((r) => r.ms);
  const several = rows.filter((r) => r.status === 'multiple');
  const total = ms.reduce((a, b) => a + b, 0);
  lines.push(
    `| ${set} (${rows.length}) | ${several.length} | ${fmt(median(ms))} ms | ${fmt(Math.max(...ms))} ms | ${rate(rows.length / (total / 1000))} | ${median(rows.map((r) => r.searches))} | ${several.length ? median(several.map((r) => r.differing)) : '–'} |`,
  );
}

const section = [
  '## True candidates: where the solutions differ',
  '',
  `\`node bench/true-candidates.mjs --count ${count}\`, ${machine.date}, ${machine.cpu} (${machine.cores} cores), Node ${machine.node}; load average ${machine.load1.toFixed(2)} at start; ${buildInfo()}.`,
  '',
  "`trueCandidates(puzzle)` with no budget, one thread, CPU time per puzzle (one timed pass after a checked warm-up pass; each set in its own process). 17_clue: unique puzzles (one count to 2). serg_benchmark: puzzles with several solutions. published-thinned: the 37 published variant examples with every third given taken away (the two with no given lose their first rule instead).",
  '',
  '| set (puzzles) | with several solutions | median | slowest | puzzles/s | searches (median) | cells that differ (median, several) |',
  '|---|--:|--:|--:|--:|--:|--:|',
  ...lines,
].join('\n');

process.stdout.write(section + '\n');
if (args.write) {
  const path = join(BENCH_DIR, 'RESULTS.md');
  writeFileSync(path, replaceSection(readFileSync(path, 'utf8'), 'true-candidates', section));
}
