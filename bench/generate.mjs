#!/usr/bin/env node
/**
 * Puzzle generation benchmark: what `generateSync` and `sudoku-wasm generate` cost, and whether
 * the uniform 9×9 grid sampler's acceptance bound holds.
 *
 *   throughput   minimal unique 9×9 puzzles, one thread, in process: `generateSync({ seed: i })`
 *                (uniform grids, the default) and the same with `gridMethod: 'transformed'`;
 *                the grid alone, `generateGrid(3, { seed, method })`, for both methods
 *   cli          `sudoku-wasm generate --count N --seed 1 --threads T --quiet > FILE`, whole
 *                process (start-up included), T = 1 and 2, best of 3; every output byte-identical
 *   levels       time to one puzzle of each HoDoKu level, Easy … Extreme (`generateSync({ level })`)
 *   symmetry     the six symmetries, with `minimal: false` and with `minimal: true`
 *   targets      `clues: 22`, `clues: 30`, `technique: 'x-wing'`, `technique: 'xy-wing'`
 *   sizes        16×16 and 25×25 puzzles (`generateSync({ size })`)
 *
 *   node bench/generate.mjs [--only throughput,cli,levels,symmetry,targets,sizes] [--out FILE]
 *   node bench/generate.mjs --quick [--write]        smoke run, tiny counts, under a minute
 *   node bench/generate.mjs --weights [N] [--seed S] [--write]
 *
 * Every in-process row runs in its own `node --expose-gc bench/generate.mjs worker SPEC`
 * process, one at a time, on the local build (dist/index.js, or `$SUDOKU_WASM_DIST`). A row is
 * a warm-up (puzzles from other seeds), a verification pass over seeds 1…K, then the timed pass
 * over the same seeds, each call timed alone; generation is deterministic by seed, so every
 * timed puzzle must equal, string for string, the one verified. Verification, independent of
 * the generator: the solution is a valid grid keeping every clue; the Dancing Links engine
 * (`getGeneralSearch('dlx')`, counting to 2) finds exactly one solution, that one; and where
 * the row asks for it, the puzzle is minimal (removing any clue gives DLX two solutions),
 * symmetric (a check on the clue pattern written here), of the level (`rate(puzzle).level`),
 * of the clue count, or its solve path uses the technique. The first failure makes the row
 * FAILED and it is not timed. `--only` keeps the parts not run from the last run's raw results
 * (bench/out/generate-results.json).
 *
 * `--weights N` (default 3,000,000 proposals, ~30 µs each): the proposal weights w of the 9×9
 * sampler (src/generate/uniform-grid.ts), bundled from source with esbuild (a devDependency of
 * the root package), its `propose` (one proposal, not yet accepted) called directly. Prints its own subsection and, with the default N or `--write`, writes it
 * inside the `generate` section of RESULTS.md (`<!-- generate-weights:start -->` … `:end -->`);
 * the timing run carries that subsection over.
 *
 * Writes the `generate` section of bench/RESULTS.md (between its markers) and prints it;
 * `--quick` prints only, unless `--write` is given.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { list, parseArgs, positiveNumber } from './lib/args.mjs';
import { boardString, decodeBoard } from './lib/board-string.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { boardSolutionProblem } from './lib/check-board.mjs';
import { runWorker } from './lib/child.mjs';
import { CLI, runCli } from './lib/cli-run.mjs';
import { commandLine } from './lib/command.mjs';
import { machineInfo } from './lib/machine.mjs';
import { emitResult, errorResult } from './lib/protocol.mjs';
import { BENCH_DIR } from './lib/puzzles.mjs';
import { num } from './lib/report.mjs';
import { carrySection, extractSection, replaceSection } from './lib/sections.mjs';
import { distPath } from './ours.mjs';

const ROOT = join(BENCH_DIR, '..');
const OUT_DIR = join(BENCH_DIR, 'out', 'generate');
const PARTS = ['throughput', 'cli', 'levels', 'symmetry', 'targets', 'sizes'];
const LEVEL_NAMES = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];
const SYMMETRY_NAMES = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal', 'antidiagonal'];
/** Issue targets: median ms per puzzle of the default (minimal, uniform 9×9) and of level Hard. */
const TARGET_DEFAULT_MS = 5;
const TARGET_HARD_MS = 50;
/** Number of 9×9 grids (Felgenhauer and Jarvis, 2005), as a double (enough for ratios); the sampler's bound W is 16 times it. */
const GRIDS_9 = 6_670_903_752_021_072_936_960;
const BOUND_RATIO = 16;
const GRIDS_9_TEXT = 6_670_903_752_021_072_936_960n.toLocaleString('en-US');
const DEFAULT_PROPOSALS = 3_000_000;
/** Seeds of warm-up puzzles: far from the timed seeds 1…K. */
const WARMUP_SEED = 1_000_000;
/** A DLX count that runs longer than this falls back to the bitmask engine (reported). */
const DLX_CAP_MS = 5000;
/** Cap of one clue-removal check (minimality); a check past it counts as unknown. */
const REMOVAL_CAP_MS = 2000;
/**
 * 25×25: one DLX removal check takes 2 ms to over 3 s there (measured on seed 1), so the row
 * checks this many clues per puzzle, evenly spaced, each capped at 500 ms.
 */
const REMOVAL_SAMPLE_25 = { sample: 20, capMs: 500 };

const { positional, options: args } = parseArgs(process.argv.slice(2), new Set(['quick', 'write', 'weights']));

if (positional[0] === 'worker') {
  const spec = JSON.parse(positional[1]);
  let result;
  try {
    const api = await import(pathToFileURL(distPath()).href);
    const task = { puzzles: puzzleWorker, grids: gridWorker, 'cli-check': cliCheckWorker }[spec.kind];
    result = task(api, spec);
  } catch (err) {
    result = errorResult(err);
  }
  emitResult(result);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// Worker side: one row, in its own process.

/** Median, p95 (nearest rank), max, mean and sum of per-call milliseconds. */
function timeStats(times) {
  const sorted = Float64Array.from(times).sort();
  const n = sorted.length;
  const total = sorted.reduce((a, b) => a + b, 0);
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return { n, totalMs: total, meanMs: total / n, medianMs: median, p95Ms: sorted[Math.ceil(0.95 * n) - 1], maxMs: sorted[n - 1] };
}

/**
 * Solutions of `cells` counted to 2 by `search`, or -1 when it ran longer than `capMs`. The
 * search runs in slices so the clock can be read between them.
 */
function countToTwo(search, n, cells, capMs) {
  search.start(n, cells, 2);
  const t0 = performance.now();
  while (search.run(1 << 16) === 'paused') if (performance.now() - t0 > capMs) return -1;
  return search.count;
}

/**
 * The clue pattern's symmetry, checked on the pattern as rows of 0/1 with plain array moves
 * (not the generator's orbit tables): reversing the rows flips top ↔ bottom, reversing each
 * row flips left ↔ right, and transposing reflects across the main diagonal.
 */
function patternHas(puzzle, N, symmetry) {
  const rows = Array.from({ length: N }, (_, r) => Array.from(puzzle.slice(r * N, (r + 1) * N), (ch) => (ch === '.' ? 0 : 1)));
  const flipRows = (g) => g.slice().reverse();
  const flipCols = (g) => g.map((row) => row.slice().reverse());
  const transpose = (g) => g[0].map((_, c) => g.map((row) => row[c]));
  const moved = {
    none: (g) => g,
    rotate180: (g) => flipCols(flipRows(g)),
    rotate90: (g) => flipCols(transpose(g)), // a quarter turn clockwise
    mirror: (g) => flipCols(g),
    diagonal: (g) => transpose(g),
    antidiagonal: (g) => transpose(flipCols(flipRows(g))),
  }[symmetry];
  if (!moved) throw new Error(`unknown symmetry ${symmetry}`);
  return JSON.stringify(moved(rows)) === JSON.stringify(rows);
}

/**
 * The checks of one row: returns `check(result) → { problem, removable, unknown, checked,
 * engine }`, where `problem` is null for a correct puzzle and `removable` counts the clues
 * whose removal keeps the solution unique (0 for a minimal puzzle) among the `checked` ones
 * (every clue, or `spec.removal.sample` of them evenly spaced).
 */
function makeChecker(api, spec) {
  const side = spec.options.size ?? 9;
  const n = Math.round(Math.sqrt(side));
  const cells = side * side;
  const { level, symmetry, clues, technique, minimal } = spec.check ?? {};
  const { sample = 0, capMs = REMOVAL_CAP_MS } = spec.removal ?? {};
  const dlx = api.getGeneralSearch('dlx');
  const bitmask = api.getGeneralSearch('bitmask');
  const given = new Uint8Array(cells);
  const expected = new Uint8Array(cells);
  const found = new Uint8Array(cells);
  const techniqueName = technique ? api.techniqueById(technique)?.name : undefined;
  if (technique && !techniqueName) throw new Error(`unknown technique ${technique}`);
  return (r) => {
    const out = { problem: null, removable: 0, unknown: 0, checked: 0, engine: 'dlx' };
    const fail = (why) => ({ ...out, problem: why });
    if (typeof r.puzzle !== 'string' || r.puzzle.length !== cells) return fail(`puzzle is not ${cells} cells`);
    const bad = boardSolutionProblem(n, r.puzzle, r.solution);
    if (bad) return fail(`solution: ${bad}`);
    decodeBoard(r.puzzle, given);
    decodeBoard(r.solution, expected);
    if (given.some((v) => v < 0 || v > side)) return fail('puzzle has characters outside the alphabet');
    const clueCount = given.reduce((a, v) => a + (v > 0 ? 1 : 0), 0);
    if (r.clues !== clueCount) return fail(`reports ${r.clues} clues, has ${clueCount}`);
    let count = countToTwo(dlx, n, given, DLX_CAP_MS);
    let search = dlx;
    if (count === -1) {
      out.engine = 'bitmask';
      search = bitmask;
      count = countToTwo(bitmask, n, given, Infinity);
    }
    if (count !== 1) return fail(`${out.engine} finds ${count === 2 ? '2 or more' : count} solutions`);
    search.readSolution(found);
    if (found.some((v, i) => v !== expected[i])) return fail(`${out.engine}'s solution differs from the reported one`);
    let positions = [];
    for (let i = 0; i < cells; i++) if (given[i] !== 0) positions.push(i);
    if (sample > 0 && sample < positions.length) positions = Array.from({ length: sample }, (_, j) => positions[Math.floor((j * positions.length) / sample)]);
    for (const i of positions) {
      const digit = given[i];
      given[i] = 0;
      const c = countToTwo(dlx, n, given, capMs);
      given[i] = digit;
      out.checked++;
      if (c === 1) out.removable++;
      else if (c === -1) out.unknown++;
    }
    const sampled = positions.length < clueCount;
    if (minimal && (out.removable > 0 || out.unknown > 0 || sampled)) {
      return fail(`not minimal: ${out.removable} clues can go${out.unknown ? `, ${out.unknown} unknown` : ''}`);
    }
    if (symmetry && !patternHas(r.puzzle, side, symmetry)) return fail(`clue pattern is not ${symmetry}`);
    if (clues !== undefined && clueCount !== clues) return fail(`${clueCount} clues, asked ${clues}`);
    if (level !== undefined || techniqueName) {
      const rating = api.rate(r.puzzle);
      if (level !== undefined && (rating.level !== level || r.level !== level)) return fail(`rate says ${rating.level}, the result ${r.level}; asked ${level}`);
      if (techniqueName) {
        if (r.step?.step?.technique !== technique) return fail(`result step is ${r.step?.step?.technique}, asked ${technique}`);
        if (!(rating.techniques[techniqueName] > 0)) return fail(`rate's solve path does not use ${techniqueName}`);
      }
    }
    return out;
  };
}

/** Worker: one `generateSync` row (see the header): warm-up, verify every seed, time them again. */
function puzzleWorker(api, spec) {
  const make = (seed) => api.generateSync({ ...spec.options, seed })[0];
  for (let i = 0; i < spec.warmup; i++) make(WARMUP_SEED + i);
  const check = makeChecker(api, spec);
  const verified = [];
  let removable = 0;
  let unknown = 0;
  let checked = 0;
  let minimal = 0;
  let bitmaskChecks = 0;
  for (let seed = 1; seed <= spec.count; seed++) {
    let r;
    try {
      r = make(seed);
    } catch (err) {
      return { status: 'failed', reason: `seed ${seed}: ${err.name}: ${err.message}` };
    }
    const c = check(r);
    if (c.problem) return { status: 'failed', reason: `seed ${seed}: ${c.problem}`, puzzle: r.puzzle };
    verified.push(r.puzzle);
    removable += c.removable;
    unknown += c.unknown;
    checked += c.checked;
    if (c.removable === 0 && c.unknown === 0) minimal++;
    if (c.engine === 'bitmask') bitmaskChecks++;
  }
  globalThis.gc?.();
  const times = new Float64Array(spec.count);
  let attempts = 0;
  let clues = 0;
  for (let seed = 1; seed <= spec.count; seed++) {
    const t0 = performance.now();
    const r = make(seed);
    times[seed - 1] = performance.now() - t0;
    if (r.puzzle !== verified[seed - 1]) return { status: 'failed', reason: `seed ${seed}: the timed pass made another puzzle than the verified one` };
    attempts += r.attempts;
    clues += r.clues;
  }
  return {
    status: 'ok',
    ...timeStats(times),
    meanAttempts: attempts / spec.count,
    meanClues: clues / spec.count,
    minimalShare: spec.removal?.sample ? null : minimal / spec.count,
    meanRemovable: removable / spec.count,
    removalChecks: checked,
    removable,
    unknownRemovals: unknown,
    bitmaskChecks,
  };
}

/** Worker: `generateGrid(3, { seed, method })`, every grid checked, then timed again. */
function gridWorker(api, spec) {
  const make = (seed) => api.generateGrid(3, { seed, method: spec.method }).cells;
  for (let i = 0; i < spec.warmup; i++) make(WARMUP_SEED + i);
  const empty = '.'.repeat(81);
  const verified = [];
  for (let seed = 1; seed <= spec.count; seed++) {
    const grid = boardString(make(seed), 81);
    const bad = boardSolutionProblem(3, empty, grid);
    if (bad) return { status: 'failed', reason: `seed ${seed}: ${bad}` };
    verified.push(grid);
  }
  globalThis.gc?.();
  const times = new Float64Array(spec.count);
  const grids = new Array(spec.count);
  for (let seed = 1; seed <= spec.count; seed++) {
    const t0 = performance.now();
    grids[seed - 1] = make(seed);
    times[seed - 1] = performance.now() - t0;
  }
  for (let i = 0; i < spec.count; i++) {
    if (boardString(grids[i], 81) !== verified[i]) return { status: 'failed', reason: `seed ${i + 1}: the timed pass made another grid` };
  }
  return { status: 'ok', distinct: new Set(verified).size, ...timeStats(times) };
}

/**
 * Worker: checks a CLI output file: `count` lines, each a unique 9×9 puzzle (DLX), and the
 * first ones the same as `generateSync({ seed, count })` in process.
 */
function cliCheckWorker(api, spec) {
  const lines = readFileSync(spec.file, 'latin1').split('\n');
  if (lines.pop() !== '') return { status: 'failed', reason: 'output does not end with a newline' };
  if (lines.length !== spec.count) return { status: 'failed', reason: `${lines.length} lines, expected ${spec.count}` };
  const dlx = api.getGeneralSearch('dlx');
  const cells = new Uint8Array(81);
  for (let i = 0; i < lines.length; i++) {
    if (!/^[1-9.]{81}$/.test(lines[i])) return { status: 'failed', reason: `line ${i + 1} is not a 9×9 puzzle` };
    decodeBoard(lines[i], cells);
    const count = countToTwo(dlx, 3, cells, DLX_CAP_MS);
    if (count !== 1) return { status: 'failed', reason: `line ${i + 1}: DLX finds ${count} solutions` };
  }
  const same = Math.min(spec.compare, spec.count);
  const inProcess = api.generateSync({ seed: spec.seed, count: same });
  for (let i = 0; i < same; i++) {
    if (inProcess[i].puzzle !== lines[i]) return { status: 'failed', reason: `line ${i + 1} differs from generateSync({ seed: ${spec.seed}, count })` };
  }
  return { status: 'ok', lines: lines.length, compared: same };
}

// ---------------------------------------------------------------------------------------------
// --weights: the uniform sampler's proposal weights, in this process.

if (args.weights !== undefined) {
  const proposals = args.weights === true ? (positional[0] === undefined ? DEFAULT_PROPOSALS : positiveNumber(positional[0], 'weights')) : positiveNumber(args.weights, 'weights');
  const seed = args.seed === undefined ? 1 : positiveNumber(args.seed, 'seed');
  const result = await measureWeights(Math.round(proposals), seed);
  const block = renderWeights(result);
  const out = args.out ?? join(BENCH_DIR, 'RESULTS.md');
  if (proposals >= DEFAULT_PROPOSALS || args.write === true) {
    const report = existsSync(out) ? readFileSync(out, 'utf8') : '# Benchmark results\n';
    const old = extractSection(report, 'generate');
    const inner = old === null ? `## Puzzle generation\n\nTiming tables: not measured yet (\`npm run bench:generate\`).` : old.slice('<!-- generate:start -->'.length, -'<!-- generate:end -->'.length).trim();
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, replaceSection(report, 'generate', replaceSection(inner, 'generate-weights', block)));
    process.stdout.write(block + '\n');
  } else {
    process.stdout.write(`${block}\n\n(fewer than ${DEFAULT_PROPOSALS.toLocaleString('en-US')} proposals: RESULTS.md not written; add --write)\n`);
  }
  process.exit(0);
}

/** Bundles the sampler and the PRNG from src/ into a temporary module and imports it. */
async function loadSamplerFromSource() {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-wasm-weights-'));
  const file = join(dir, 'uniform-grid.mjs');
  try {
    await build({
      stdin: {
        contents: "export { UniformGridSampler } from './uniform-grid';\nexport { Random } from './random';\n",
        resolveDir: join(ROOT, 'src', 'generate'),
        sourcefile: 'weights-entry.ts',
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outfile: file,
      logLevel: 'silent',
    });
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Which source was measured: the commit, and whether the two files have uncommitted changes. */
function sourceInfo() {
  const files = ['src/generate/uniform-grid.ts', 'src/generate/random.ts'];
  try {
    const git = (...a) => execFileSync('git', a, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = git('status', '--porcelain', '--', ...files) !== '';
    return `${files[0]} at commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return files[0];
  }
}

async function measureWeights(proposals, seed) {
  const { UniformGridSampler, Random } = await loadSamplerFromSource();
  const sampler = new UniformGridSampler(3);
  if (typeof sampler.propose !== 'function') throw new Error('UniformGridSampler has no `propose` method any more (src/generate/uniform-grid.ts): update bench/generate.mjs');
  const propose = (random, grid) => sampler.propose(random, grid);
  const grid = new Uint8Array(81);
  const empty = '.'.repeat(81);

  // Verify before timing: proposals are valid grids whose w is the grid's weight as weightOf computes it.
  process.stderr.write('generate --weights: checking proposals … ');
  const check = new Random(seed + 1);
  let checked = 0;
  for (let i = 0; i < 2000; i++) {
    const w = propose(check, grid);
    if (w === 0) continue;
    const bad = boardSolutionProblem(3, empty, boardString(grid, 81));
    if (bad) throw new Error(`proposal ${i}: not a grid: ${bad}`);
    if (sampler.weightOf(grid) !== w) throw new Error(`proposal ${i}: propose says w = ${w}, weightOf ${sampler.weightOf(grid)}`);
    checked++;
  }
  process.stderr.write(`${checked} grids ok; ${proposals.toLocaleString('en-US')} proposals … `);

  const random = new Random(seed);
  const thresholds = [4, 8, 10, 12, BOUND_RATIO];
  const above = thresholds.map(() => 0);
  const high = new Map(); // w / grids above 10 → proposals
  let deadEnds = 0;
  let sum = 0;
  let sumSq = 0;
  let max = 0;
  const t0 = performance.now();
  for (let i = 0; i < proposals; i++) {
    const w = propose(random, grid);
    if (w === 0) {
      deadEnds++;
      continue;
    }
    const x = w / GRIDS_9;
    sum += x;
    sumSq += x * x;
    if (x > max) max = x;
    if (x > thresholds[0]) {
      for (let k = 0; k < thresholds.length; k++) if (x > thresholds[k]) above[k]++;
      if (x > 10) high.set(x, (high.get(x) ?? 0) + 1);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const mean = sum / proposals; // dead ends count as w = 0: E[w] = number of grids
  const sd = Math.sqrt(Math.max(0, sumSq / proposals - mean * mean));

  // Proposals per accepted grid, through the public sample().
  const samples = Math.max(200, Math.round(proposals / 160));
  process.stderr.write(`${samples.toLocaleString('en-US')} sampled grids … `);
  const sampling = new Random(seed + 2);
  let used = 0;
  let usedSq = 0;
  let sampleDead = 0;
  const s0 = performance.now();
  for (let i = 0; i < samples; i++) {
    const g = sampler.sample(sampling);
    if (i < 100) {
      const bad = boardSolutionProblem(3, empty, boardString(g, 81));
      if (bad) throw new Error(`sample ${i}: not a grid: ${bad}`);
    }
    used += sampler.stats.proposals;
    usedSq += sampler.stats.proposals ** 2;
    sampleDead += sampler.stats.deadEnds;
  }
  const sampleSeconds = (performance.now() - s0) / 1000;
  process.stderr.write('done\n');
  const perGrid = used / samples;
  const perGridSd = Math.sqrt(Math.max(0, usedSq / samples - perGrid * perGrid));
  return {
    machine: machineInfo(),
    source: sourceInfo(),
    command: commandLine(),
    proposals,
    seed,
    deadEnds,
    mean,
    meanCi: (1.96 * sd) / Math.sqrt(proposals),
    max,
    thresholds,
    above,
    highest: [...high].sort((a, b) => b[0] - a[0]).slice(0, 5),
    usPerProposal: (seconds * 1e6) / proposals,
    samples,
    perGrid,
    perGridCi: (1.96 * perGridSd) / Math.sqrt(samples),
    sampleDeadShare: sampleDead / used,
    usPerGrid: (sampleSeconds * 1e6) / samples,
  };
}

function renderWeights(w) {
  const int = (x) => Math.round(x).toLocaleString('en-US');
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  const m = w.machine;
  const over = w.above[w.above.length - 1];
  return [
    '### Uniform 9×9 grid sampler: proposal weights',
    '',
    `\`${w.command}\`, ${m.date}, ${m.cpu} (${m.cores} cores), Node ${m.node}; ${w.source}.`,
    '',
    'The sampler of src/generate/uniform-grid.ts, bundled from source with esbuild; its',
    '`propose` (one proposal, not yet accepted) called directly, one PRNG stream (`Random(seed)`). w is the weight of a proposed grid',
    `(the product of its row counts; 0 at a dead end), G = ${GRIDS_9_TEXT} the number of grids, and the`,
    `acceptance bound W = ${BOUND_RATIO} G: a grid with w above W would be drawn W / w times as often as the others (too rarely). Checked first: 2,000`,
    'proposals (another stream) are valid grids and `weightOf` gives each the same w. The mean counts',
    'dead ends as 0, so it should be 1 (E[w] = G); the columns "> k" count proposals with w / G above k.',
    '',
    `| proposals | dead ends | mean w / G (95% CI) | largest w / G | ${w.thresholds.map((t) => `> ${t}`).join(' | ')} (W) | µs/proposal |`,
    `|--:|--:|--:|--:|${w.thresholds.map(() => '--:|').join('')}--:|`,
    `| ${int(w.proposals)} | ${int(w.deadEnds)} (${pct(w.deadEnds / w.proposals)}) | ${w.mean.toFixed(4)} ± ${w.meanCi.toFixed(4)} | ${w.max.toFixed(2)} | ` +
      `${w.above.map(int).join(' | ')} | ${w.usPerProposal.toFixed(1)} |`,
    '',
    `Largest values seen: ${w.highest.length ? w.highest.map(([x, k]) => `${x.toFixed(2)} (${int(k)}×)`).join(', ') : 'none above 10'}.` +
      (over === 0 ? ` No proposal above W: grids above it, if any, make up less than 3 / ${int(w.proposals)} = ${(3 / w.proposals).toExponential(1)} of the proposals (95%, rule of three).` : ` **${int(over)} proposals above W**: those grids are drawn too often.`),
    '',
    `Proposals per accepted grid (\`sample()\`, ${int(w.samples)} grids, its own stream): ${w.perGrid.toFixed(2)} ± ${w.perGridCi.toFixed(2)} (95% CI;`,
    `W / G = ${BOUND_RATIO} expected), ${pct(w.sampleDeadShare)} of them dead ends; ${int(w.usPerGrid)} µs per grid.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Runner.

const quick = args.quick === true;
const only = args.only ? list(args.only) : PARTS;
for (const part of only) if (!PARTS.includes(part)) throw new Error(`--only: unknown part ${part}; have ${PARTS.join(', ')}`);
const out = args.out ?? join(BENCH_DIR, 'RESULTS.md');
const write = !quick || args.write === true;
if (!existsSync(distPath()) || !existsSync(CLI)) throw new Error('dist/ is missing: run `node scripts/build.mjs` first');

/** Puzzle counts per row (K seeds), warm-up puzzles before them. */
const K = quick
  ? { main: 100, mainWarm: 10, grid: 200, cli: 300, cliRuns: 1, level: 5, sym: 3, symMin: 3, rot90Min: 1, target: 3, s16: 2, s25: 1 }
  : { main: 2000, mainWarm: 50, grid: 5000, cli: 10000, cliRuns: 3, level: 100, sym: 50, symMin: 50, rot90Min: 15, target: 50, s16: 20, s25: 10 };
const TIMEOUT_S = quick ? 120 : 900;

async function row(part, label, spec) {
  process.stderr.write(`generate: ${label} … `);
  const r = await runWorker('generate.mjs', ['worker', JSON.stringify(spec)], { timeoutS: TIMEOUT_S, base: { part, label, count: spec.count } });
  process.stderr.write(r.status === 'ok' ? `median ${num(r.medianMs)} ms\n` : `${r.status}: ${r.reason}\n`);
  return r;
}

const puzzles = (options, count, warmup, check = {}, removal = undefined) => ({ kind: 'puzzles', options, count, warmup, check, removal });

const rawPath = join(BENCH_DIR, 'out', quick ? 'generate-results.quick.json' : 'generate-results.json');
const previous = args.only && existsSync(rawPath) ? JSON.parse(readFileSync(rawPath, 'utf8')) : null;
const machineAtStart = machineInfo();
const results = { machine: machineAtStart, build: buildInfo(), command: commandLine(), quick, counts: K };
for (const part of PARTS) results[part] = previous && !only.includes(part) ? previous[part] : null;

if (only.includes('throughput')) {
  const t = (results.throughput = { puzzles: [], grids: [] });
  t.puzzles.push(await row('throughput', 'minimal 9×9, uniform grids', puzzles({}, K.main, K.mainWarm, { minimal: true })));
  t.puzzles.push(await row('throughput', 'minimal 9×9, transformed grids', puzzles({ gridMethod: 'transformed' }, K.main, K.mainWarm, { minimal: true })));
  for (const method of ['uniform', 'transformed']) {
    const count = method === 'uniform' ? K.grid : 4 * K.grid;
    t.grids.push({ method, ...(await row('throughput', `grid alone, ${method}`, { kind: 'grids', method, count, warmup: Math.ceil(count / 20) })) });
  }
}

if (only.includes('cli')) {
  mkdirSync(OUT_DIR, { recursive: true });
  const runs = {};
  let reference = null;
  let check = null;
  let identical = true;
  for (const threads of [1, 2]) {
    const file = join(OUT_DIR, `cli-threads-${threads}.txt`);
    const best = [];
    for (let k = 0; k < K.cliRuns; k++) {
      process.stderr.write(`generate: CLI --count ${K.cli} --threads ${threads}, run ${k + 1} … `);
      const r = runCli(['generate', '--count', String(K.cli), '--seed', '1', '--threads', String(threads), '--quiet'], file);
      process.stderr.write(`${r.seconds.toFixed(2)} s\n`);
      best.push(r);
      if (reference === null) {
        reference = readFileSync(file);
        const spec = { kind: 'cli-check', file, count: K.cli, seed: 1, compare: quick ? 20 : 200 };
        check = await runWorker('generate.mjs', ['worker', JSON.stringify(spec)], { timeoutS: TIMEOUT_S, base: {} });
        if (check.status !== 'ok') process.stderr.write(`generate: CLI output check ${check.status}: ${check.reason}\n`);
      } else if (!readFileSync(file).equals(reference)) {
        identical = false;
      }
    }
    best.sort((a, b) => a.seconds - b.seconds);
    runs[threads] = { ...best[0], cpuSeconds: Math.min(...best.map((r) => r.cpuSeconds)), rssMiB: Math.max(...best.map((r) => r.rssMiB)), runs: best.length };
  }
  results.cli = { count: K.cli, runs, identical, check };
}

if (only.includes('levels')) {
  results.levels = [];
  for (const level of LEVEL_NAMES) results.levels.push({ level, ...(await row('levels', level, puzzles({ level }, K.level, 5, { level }))) });
}

if (only.includes('symmetry')) {
  results.symmetry = [];
  for (const minimal of [false, true]) {
    for (const symmetry of SYMMETRY_NAMES) {
      const slow = minimal && symmetry === 'rotate90';
      const count = slow ? K.rot90Min : minimal ? K.symMin : K.sym;
      const spec = puzzles({ symmetry, minimal }, count, slow ? 1 : 5, { symmetry, minimal });
      results.symmetry.push({ symmetry, minimal, ...(await row('symmetry', `${symmetry}, minimal: ${minimal}`, spec)) });
    }
  }
}

if (only.includes('targets')) {
  results.targets = [];
  for (const clues of [22, 30]) results.targets.push({ target: `clues: ${clues}`, ...(await row('targets', `clues: ${clues}`, puzzles({ clues }, K.target, 3, { clues }))) });
  for (const technique of ['x-wing', 'xy-wing']) {
    results.targets.push({ target: `technique: '${technique}'`, ...(await row('targets', `technique: ${technique}`, puzzles({ technique }, K.target, 3, { technique }))) });
  }
}

if (only.includes('sizes')) {
  results.sizes = [];
  for (const [size, count] of [[16, K.s16], [25, K.s25]]) {
    const removal = size === 25 ? REMOVAL_SAMPLE_25 : undefined;
    results.sizes.push({ size, removal, ...(await row('sizes', `${size}×${size}`, puzzles({ size }, count, 1, {}, removal))) });
  }
}

results.machine = { ...machineInfo(), loadAtStart: machineAtStart.load1 };
mkdirSync(dirname(rawPath), { recursive: true });
writeFileSync(rawPath, JSON.stringify(results, null, 1));

// ---------------------------------------------------------------------------------------------
// Report.

const int = (x) => Math.round(x).toLocaleString('en-US');
const pct = (x) => `${Math.round(100 * x)}%`;
const met = (ok) => (ok ? 'met' : '**not met**');
const escapeCell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The cells of one generateSync row: puzzles, puzzles/s, median, p95, max ms, mean attempts, mean clues. */
function timeCells(r) {
  if (!r || r.status === undefined) return ['not run', '', '', '', '', '', ''];
  if (r.status !== 'ok') return [`**${r.status.toUpperCase()}**: ${escapeCell(r.reason ?? '')}`, '–', '–', '–', '–', '–', '–'];
  return [int(r.n), num(r.n / (r.totalMs / 1000)), num(r.medianMs), num(r.p95Ms), num(r.maxMs), num(r.meanAttempts), num(r.meanClues)];
}
const TIME_HEAD = 'puzzles | puzzles/s | median ms | p95 ms | max ms | mean attempts | mean clues';
const TIME_ALIGN = '--:|--:|--:|--:|--:|--:|--:|';
const minimalCell = (r) => (r?.status === 'ok' && r.minimalShare !== null ? pct(r.minimalShare) : '–');

function render(res) {
  const m = res.machine;
  const lines = ['## Puzzle generation', ''];
  lines.push(`- **Date:** ${m.date}`);
  lines.push(`- **Machine:** ${m.cpu}, ${m.cores} logical cores, ${(m.ramGiB).toFixed(1)} GiB RAM, ${m.os}`);
  lines.push(`- **Runtime:** Node ${m.node}, V8 ${m.v8}`);
  lines.push(`- **Load average (1 min):** ${m.loadAtStart.toFixed(2)} at start, ${m.load1.toFixed(2)} at end${Math.max(m.loadAtStart, m.load1) > 1.5 ? ' (other processes were busy: expect noise)' : ''}`);
  lines.push(`- **Command:** \`${res.command}\``);
  lines.push(`- **Our build:** ${res.build}`);
  if (res.quick) lines.push('- **--quick:** tiny counts, a smoke run, not a result');
  lines.push('- **Method:** one fresh `node --expose-gc` process per row, one at a time, on the local build: a warm-up (puzzles from other seeds),' +
    ' a verification pass over seeds 1…K, then the timed pass over the same seeds (a GC first; each `generateSync({ ...options, seed })`' +
    ' call timed alone; every puzzle must equal the one verified). Verified, independently of the generator: the solution is a valid grid' +
    ' keeping the clues; the DLX engine (`getGeneralSearch(\'dlx\')`, count to 2) finds one solution, that one; and where asked: minimal' +
    ' (every clue\'s removal gives DLX 2 solutions), the symmetry (the clue pattern flipped and transposed as rows, in the bench),' +
    ' `rate(puzzle).level`, the clue count, the technique on `rate`\'s solve path. "minimal" = share of the puzzles no clue of which can go.' +
    ' Column definitions: [README.md](README.md#puzzle-generation-generatemjs).', '');

  lines.push('### Minimal 9×9 puzzles, one thread, in process', '');
  const tp = res.throughput;
  if (!tp) lines.push('Not run.', '');
  else {
    const [uni, tra] = tp.puzzles;
    lines.push(`Target: median under ${TARGET_DEFAULT_MS} ms per puzzle (\`generateSync()\`: uniform grid, minimal): ` +
      `${uni?.status === 'ok' ? `${num(uni.medianMs)} ms, ${met(uni.medianMs < TARGET_DEFAULT_MS)}` : '?'}.`, '');
    lines.push(`| grids | ${TIME_HEAD} | minimal |`, `|---|${TIME_ALIGN}--:|`);
    lines.push(`| uniform (default): \`generateSync({ seed })\` | ${timeCells(uni).join(' | ')} | ${minimalCell(uni)} |`);
    lines.push(`| transformed: \`generateSync({ seed, gridMethod: 'transformed' })\` | ${timeCells(tra).join(' | ')} | ${minimalCell(tra)} |`, '');
    lines.push('The grid alone, `generateGrid(3, { seed, method })`, every grid checked:', '');
    lines.push('| method | grids | distinct | µs/grid (mean) | median µs | p95 µs | max µs |', '|---|--:|--:|--:|--:|--:|--:|');
    for (const g of tp.grids) {
      if (g.status !== 'ok') lines.push(`| ${g.method} | **${g.status.toUpperCase()}**: ${escapeCell(g.reason ?? '')} | | | | | |`);
      else lines.push(`| ${g.method} | ${int(g.n)} | ${int(g.distinct)} | ${num(g.meanMs * 1000)} | ${num(g.medianMs * 1000)} | ${num(g.p95Ms * 1000)} | ${num(g.maxMs * 1000)} |`);
    }
    const [gu, gt] = tp.grids;
    if (uni?.status === 'ok' && tra?.status === 'ok' && gu?.status === 'ok' && gt?.status === 'ok') {
      lines.push('', `Cost of uniform grids: ${num(uni.meanMs / tra.meanMs)}× the mean time per puzzle of transformed ones ` +
        `(${num(uni.meanMs)} vs ${num(tra.meanMs)} ms); the grid alone takes ${num(gu.meanMs * 1000)} vs ${num(gt.meanMs * 1000)} µs ` +
        `(uniform: ${BOUND_RATIO} proposals per grid on average, see the sampler weights below).`);
    }
    lines.push('');
  }

  lines.push('### Whole process: `sudoku-wasm generate`', '');
  const cli = res.cli;
  if (!cli) lines.push('Not run.', '');
  else {
    const checked = cli.check?.status === 'ok' ? `passed (${int(cli.check.lines)} lines; the first ${int(cli.check.compared)} compared)` : `**${(cli.check?.status ?? 'not run').toUpperCase()}**: ${escapeCell(cli.check?.reason ?? '')}`;
    lines.push(`\`sudoku-wasm generate --count ${int(cli.count)} --seed 1 --threads T --quiet > FILE\`, start-up included, best of ${cli.runs[1].runs} runs` +
      ' (wall; CPU time = user + system of the whole process, `/usr/bin/time`, the least of the runs). The first output was checked' +
      ` (every line a 9×9 puzzle DLX finds unique; the first lines equal to \`generateSync({ seed: 1, count })\` in process): ${checked};` +
      ` every other run's output compared with it byte for byte: ${cli.identical ? 'identical' : '**DIFFERENT**'}.`, '');
    lines.push('| threads | puzzles | wall s | puzzles/s | CPU s | puzzles per CPU s | ÷ 1 thread | peak RSS |', '|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const threads of [1, 2]) {
      const r = cli.runs[threads];
      const rate = cli.count / r.seconds;
      lines.push(`| ${threads} | ${int(cli.count)} | ${r.seconds.toFixed(2)} | ${int(rate)} | ${r.cpuSeconds.toFixed(2)} | ${int(cli.count / r.cpuSeconds)} | ` +
        `${(rate / (cli.count / cli.runs[1].seconds)).toFixed(2)}× | ${r.rssMiB.toFixed(0)} MiB |`);
    }
    lines.push('');
  }

  lines.push('### Time to a puzzle of each level', '');
  if (!res.levels) lines.push('Not run.', '');
  else {
    const hard = res.levels.find((r) => r.level === 'Hard');
    lines.push(`\`generateSync({ level, seed: i })\`, i = 1…K; every puzzle DLX-unique and \`rate(puzzle).level === level\`. ` +
      `Target: median Hard under ${TARGET_HARD_MS} ms: ${hard?.status === 'ok' ? `${num(hard.medianMs)} ms, ${met(hard.medianMs < TARGET_HARD_MS)}` : '?'}.`, '');
    lines.push(`| level | ${TIME_HEAD} | minimal |`, `|---|${TIME_ALIGN}--:|`);
    for (const r of res.levels) lines.push(`| ${r.level} | ${timeCells(r).join(' | ')} | ${minimalCell(r)} |`);
    lines.push('');
  }

  lines.push('### Symmetric puzzles (9×9)', '');
  if (!res.symmetry) lines.push('Not run.', '');
  else {
    lines.push('`generateSync({ symmetry, minimal, seed: i })`; every clue pattern checked for its symmetry, every puzzle DLX-unique,' +
      ' and minimal where `minimal: true`. Without it a symmetric puzzle is minimal orbit by orbit only ("minimal": how many are minimal anyway).', '');
    lines.push(`| symmetry | minimal option | ${TIME_HEAD} | minimal |`, `|---|---|${TIME_ALIGN}--:|`);
    for (const r of res.symmetry) lines.push(`| ${r.symmetry} | ${r.minimal} | ${timeCells(r).join(' | ')} | ${minimalCell(r)} |`);
    lines.push('');
  }

  lines.push('### Clue and technique targets (9×9)', '');
  if (!res.targets) lines.push('Not run.', '');
  else {
    lines.push('Clue targets: exactly that many clues (checked); technique targets: the result\'s step is that technique and `rate`\'s solve path uses it.', '');
    lines.push(`| option | ${TIME_HEAD} | minimal |`, `|---|${TIME_ALIGN}--:|`);
    for (const r of res.targets) lines.push(`| \`${r.target}\` | ${timeCells(r).join(' | ')} | ${minimalCell(r)} |`);
    lines.push('');
  }

  lines.push('### 16×16 and 25×25', '');
  if (!res.sizes) lines.push('Not run.', '');
  else {
    lines.push('`generateSync({ size, seed: i })`. Uniqueness verified by DLX (the bitmask engine where one DLX count took over' +
      ` ${DLX_CAP_MS / 1000} s: "verified by"). The generator's uniqueness checks above 9×9 have a node budget (a check that runs out keeps` +
      ' the clue), so these puzzles need not be minimal: "removable clues" = clues whose removal still leaves one solution (DLX), per puzzle' +
      ` and as a share of the clues checked; at 25×25 a sample of ${REMOVAL_SAMPLE_25.sample} clues per puzzle, evenly spaced, each check capped at` +
      ` ${REMOVAL_SAMPLE_25.capMs} ms (one such check takes from 2 ms to over 3 s there).`, '');
    lines.push(`| size | ${TIME_HEAD} | cells | removable clues | verified by |`, `|---|${TIME_ALIGN}--:|--:|---|`);
    for (const r of res.sizes) {
      const ok = r.status === 'ok';
      const by = !ok ? '–' : r.bitmaskChecks ? `DLX; bitmask for ${r.bitmaskChecks}` : 'DLX';
      const decided = ok ? r.removalChecks - r.unknownRemovals : 0;
      const share = decided > 0 ? pct(r.removable / decided) : '?';
      const removable = !ok ? '–' : r.removal
        ? `${share} of ${int(decided)} decided (${int(r.removalChecks)} checked, ${int(r.unknownRemovals)} over the cap)`
        : `${num(r.meanRemovable)} per puzzle (${share})${r.unknownRemovals ? `, ${int(r.unknownRemovals)} checks unknown` : ''}`;
      lines.push(`| ${r.size}×${r.size} | ${timeCells(r).join(' | ')} | ${int(r.size * r.size)} | ${removable} | ${by} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const body = render(results);
const placeholder = '### Uniform 9×9 grid sampler: proposal weights\n\nNot measured yet: `node bench/generate.mjs --weights` (about 2 minutes).';
mkdirSync(dirname(out), { recursive: true });
if (write) {
  const report = existsSync(out) ? readFileSync(out, 'utf8') : '# Benchmark results\n';
  const section = carrySection(report, replaceSection(body, 'generate-weights', placeholder), 'generate-weights');
  writeFileSync(out, replaceSection(report, 'generate', section));
  process.stdout.write(section + '\n');
} else {
  process.stdout.write(body + '\n\n(--quick: RESULTS.md not written; add --write)\n');
}
