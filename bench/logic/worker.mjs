/**
 * One measurement of bench/logic.mjs, in its own process; prints one JSON line.
 *
 *   node bench/logic/worker.mjs rate SHARED SET COUNT [EXCLUDE]   (EXCLUDE: technique ids, a,b)
 *   node bench/logic/worker.mjs exclusion SHARED SET COUNT      (SET 16x16: generated boards)
 *   node bench/logic/worker.mjs exemplars SHARED                (with HoDoKu 2.2.0's hardest steps
 *                                                                from bench/logic/exemplars-hodoku.tsv)
 *
 * Owns: loading the local build, the puzzles, the checks before timing and the timing itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distPath } from '../ours.mjs';
import { loadPuzzles } from '../lib/puzzles.mjs';

const lib = await import(pathToFileURL(distPath()).href);
const [task, shared, set, countText, excludeText] = process.argv.slice(2);
/** Technique ids left out of the default list (rate task). */
const exclude = excludeText ? excludeText.split(',') : [];
const count = countText === undefined || countText === 'Infinity' ? Infinity : Number(countText);

function puzzlesOf(name) {
  return loadPuzzles(join(shared, 'puzzles', `${name}.txt`)).slice(0, count);
}

/** The rating, checked: the logic path (with guesses) ends on the engine's solution. */
function checkedRating(puzzle, options) {
  const rating = lib.rate(puzzle, options);
  const path = lib.logicSolve(puzzle, { ...options, onStuck: 'guess' });
  if (path.solution !== lib.solve(puzzle).solution || !path.grid.isSolved()) throw new Error(`logic path does not end on the solution: ${puzzle}`);
  if (path.steps.length !== rating.steps) throw new Error(`rate and logicSolve disagree on ${puzzle}`);
  return rating;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function rateTask() {
  const puzzles = puzzlesOf(set);
  const levels = {};
  let guessed = 0;
  const options = { exclude };
  for (const p of puzzles) {
    const r = checkedRating(p, options); // checks every answer, and warms up
    levels[r.level] = (levels[r.level] ?? 0) + 1;
    if (r.guesses > 0) guessed++;
  }
  const times = new Float64Array(puzzles.length);
  const start = performance.now();
  for (let i = 0; i < puzzles.length; i++) {
    const t0 = performance.now();
    lib.rate(puzzles[i], options);
    times[i] = performance.now() - t0;
  }
  const seconds = (performance.now() - start) / 1000;
  const sorted = Array.from(times).sort((a, b) => a - b);
  return {
    set,
    exclude,
    n: puzzles.length,
    puzzlesPerSec: puzzles.length / seconds,
    medianMs: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1],
    guessed,
    levels,
  };
}

const EXCLUSION = 'Chain and Pile Exclusion';

function exclusionTask() {
  let boards;
  if (set === '16x16') {
    boards = [];
    for (let seed = 1; seed <= count; seed++) {
      const { puzzle } = lib.generatePuzzle(4, { seed });
      boards.push(lib.formatBoard(puzzle, { style: 'line' }));
    }
  } else boards = puzzlesOf(set);
  let fired = 0;
  let steps = 0;
  let changed = 0;
  let fewerGuesses = 0;
  let guessesWith = 0;
  let guessesWithout = 0;
  const subsetSizes = {};
  for (const p of boards) {
    const withIt = lib.logicSolve(p, { onStuck: 'guess' });
    const without = lib.logicSolve(p, { onStuck: 'guess', exclude: ['subset-exclusion'] });
    const used = withIt.steps.filter((s) => s.technique === 'subset-exclusion');
    if (used.length > 0) fired++;
    steps += used.length;
    for (const s of used) subsetSizes[s.cells.length] = (subsetSizes[s.cells.length] ?? 0) + 1;
    const g1 = withIt.steps.filter((s) => s.technique === 'guess').length;
    const g0 = without.steps.filter((s) => s.technique === 'guess').length;
    guessesWith += g1;
    guessesWithout += g0;
    if (g1 < g0) fewerGuesses++;
    const path = (r) => r.steps.map((s) => s.technique).join(',');
    if (path(withIt) !== path(without)) changed++;
  }
  return { set, n: boards.length, fired, steps, changed, fewerGuesses, guessesWith, guessesWithout, subsetSizes, name: EXCLUSION };
}

/**
 * HoDoKu 2.2.0's hardest step of each exemplar, by its position in the file
 * (bench/logic/exemplars-hodoku.tsv, written by exemplars-hodoku.py), in our names; empty when
 * the file is missing.
 */
function hodokuExemplars() {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = join(here, 'exemplars-hodoku.tsv');
  const byIndex = new Map();
  if (!existsSync(file)) return byIndex;
  const names = JSON.parse(readFileSync(join(here, '..', '..', 'test', 'logic', 'support', 'hodoku-names.json'), 'utf8'));
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [index, , hardest] = line.split('\t');
    byIndex.set(Number(index), hardest === 'timeout' ? null : (names[hardest] ?? hardest));
  }
  return byIndex;
}

function exemplarsTask() {
  const text = new TextDecoder('utf-16le').decode(readFileSync(join(shared, 'reglib', 'exemplars-1.0.txt')));
  const byCode = new Map();
  let code = null;
  let index = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\uFEFF/, '').trim();
    const header = /^#(\d{4,5}): (.*)$/.exec(line);
    if (header) {
      // the file heads Avoidable Rectangle Type 2 with 0607 too: a name we know wins over the code
      code = lib.TECHNIQUES.find((t) => t.name === header[2].trim())?.code ?? header[1];
      continue;
    }
    const puzzle = /^([0-9.]{81})\s*#(.*)$/.exec(line);
    if (puzzle && code) {
      if (!byCode.has(code)) byCode.set(code, []);
      byCode.get(code).push({ puzzle: puzzle[1], comment: puzzle[2].trim().split(/\s+/), index: index++ });
    }
  }
  const hodoku = hodokuExemplars();
  const order = lib.TECHNIQUES.map((t) => t.id);
  const byId = new Map(lib.TECHNIQUES.map((t) => [t.id, t]));
  const rows = [];
  for (const [c, list] of byCode) {
    const technique = lib.TECHNIQUES.find((t) => t.code === c);
    if (!technique) {
      // a technique off by default (HoDoKu leaves it off too) or none of ours
      const off = [...lib.EXTRA_TECHNIQUES, ...lib.HEAVY_TECHNIQUES].find((t) => t.code === c);
      rows.push({ code: c, name: null, off: off?.name ?? null, n: list.length });
      continue;
    }
    const upTo = order.slice(0, order.indexOf(technique.id) + 1);
    const row = { code: c, name: technique.name, n: list.length, finished: 0, used: 0, hardest: 0, anything: 0, outranked: 0, top: 0 };
    // against HoDoKu 2.2.0's own default solve: how often it names the technique, how often we
    // name what it names, and what the two name instead of the technique
    Object.assign(row, { hodoku: 0, both: 0, sameAsHodoku: 0, compared: 0, instead: {} });
    for (const { puzzle: p, comment, index: i } of list) {
      const r = lib.logicSolve(p, { techniques: upTo });
      if (r.status === 'solved') row.finished++;
      if (r.steps.some((s) => s.technique === technique.id)) row.used++;
      // HoDoKu's comment: what it needs before and after the step; `x` is anything
      if (comment.includes('x')) row.anything++;
      const named = lib.rate(p).hardest;
      const path = lib.logicSolve(p, { onStuck: 'guess' }).steps;
      const uses = path.some((s) => s.technique === technique.id);
      const above = path.some((s) => outranks(byId.get(s.technique), technique));
      if (uses && !above) row.top++;
      if (named === technique.name) row.hardest++;
      else if (uses && above) row.outranked++;
      if (!hodoku.has(i)) continue;
      const theirs = hodoku.get(i);
      row.compared++;
      if (theirs === technique.name) row.hodoku++;
      if (theirs === technique.name && named === technique.name) row.both++;
      if (theirs === named) row.sameAsHodoku++;
      if (named !== technique.name) {
        const key = theirs === named ? `${named} (HoDoKu too)` : `${named} (HoDoKu: ${theirs ?? 'no answer'})`;
        row.instead[key] = (row.instead[key] ?? 0) + 1;
      }
    }
    rows.push(row);
  }
  return { rows, hodoku: hodoku.size };
}

const LEVELS = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];

/** HoDoKu's rule for a path's hardest step: the higher level, then the higher base score. */
function outranks(a, b) {
  if (a === undefined) return true; // a guess
  const la = LEVELS.indexOf(a.level);
  const lb = LEVELS.indexOf(b.level);
  return la > lb || (la === lb && a.score > b.score);
}

const task_ = { rate: rateTask, exclusion: exclusionTask, exemplars: exemplarsTask }[task];
if (!task_) throw new Error(`unknown task ${task}`);
process.stdout.write(JSON.stringify(task_()) + '\n');
