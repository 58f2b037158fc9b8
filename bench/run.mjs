#!/usr/bin/env node
/**
 * Benchmark orchestrator: every puzzle file × every variant × every limit, each measured in
 * its own `node --expose-gc worker.mjs …` process (no JIT state leaks between solvers), one
 * at a time (no two measurements share the CPU). Writes a Markdown report and prints it.
 *
 * Owns: options, the run matrix, the per-measurement wall-clock kill switch, collecting worker
 * results, writing RESULTS.md (and raw JSON under bench/out/). Does not own: measuring
 * (worker.mjs), checking (lib/check.mjs), the report layout (lib/report.mjs).
 *
 * Works from the repo root (`node bench/run.mjs`) and from bench/ (`node run.mjs`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { list, parseArgs, positiveNumber } from './lib/args.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR, findPuzzleDir, listPuzzleFiles, loadPuzzles, setName } from './lib/puzzles.mjs';
import { renderReport } from './lib/report.mjs';
import { allVariantIds, isOurs, loadVariant } from './lib/variants.mjs';
import { RESULT_MARK } from './lib/protocol.mjs';

const HELP = `usage: node bench/run.mjs [options]

  --files a,b        puzzle files to run (set names like magictour_top1465, or file names); default all
  --variants x,y     variants to run; default all: ${allVariantIds().join(', ')}
  --peers-only       only the npm peers        --ours-only   only our variants
  --limits 1,2       solution limits; default 1,2
  --seconds N        time cap per measurement (sample size and repeats adapt to it); default 10
  --quick            smoke run: samples of at most 200 puzzles, 1 s cap, ≤ 3 repeats
  --timeout N        kill a measurement after N s; default max(60, 8 × seconds)
  --puzzles DIR      puzzle directory; default: shared/puzzles found above bench/
  --out FILE         report path; default bench/RESULTS.md (bench/out/RESULTS.quick.md with --quick)
`;

/** Runs one worker; resolves with its parsed result (or a timeout/error result). */
function measure(variant, file, limit, { seconds, quick, timeoutS }) {
  const args = ['--expose-gc', join(BENCH_DIR, 'worker.mjs'), variant, file, String(limit), '--seconds', String(seconds)];
  if (quick) args.push('--quick');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: BENCH_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutS * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const base = { variant, set: setName(file), limit };
      const line = stdout.split('\n').find((l) => l.startsWith(RESULT_MARK));
      if (timedOut) resolve({ ...base, status: 'timeout', reason: `killed after ${timeoutS} s` });
      else if (line) resolve({ ...base, ...JSON.parse(line.slice(RESULT_MARK.length)) });
      else resolve({ ...base, status: 'error', reason: `worker exited ${code}: ${stderr.trim().split('\n').slice(-2).join(' | ')}` });
    });
  });
}

function progressLine(r) {
  if (r.status !== 'ok') return `${r.status.toUpperCase()}: ${r.reason}`;
  const sample = r.sampled ? `${r.n} of ${r.total} sampled` : `all ${r.n}`;
  return `${Math.round(r.puzzlesPerSec).toLocaleString('en-US')} puzzles/s (${sample}, best of ${r.repeats})`;
}

/** The command as typed, prefixed with `cd` when not run from the repo root. */
function commandLine() {
  const root = join(BENCH_DIR, '..');
  const cwd = relative(root, process.cwd()) || '.';
  const script = relative(process.cwd(), process.argv[1]) || 'run.mjs';
  const quoted = process.argv.slice(2).map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`));
  return `${cwd === '.' ? '' : `cd ${cwd} && `}node ${script}${quoted.length ? ` ${quoted.join(' ')}` : ''}`;
}

async function main() {
  const { options } = parseArgs(process.argv.slice(2), new Set(['quick', 'peers-only', 'ours-only', 'help']));
  if (options.help) return process.stdout.write(HELP);
  const quick = options.quick === true;
  const seconds = options.seconds ? positiveNumber(options.seconds, 'seconds') : quick ? 1 : 10;
  const timeoutS = options.timeout ? positiveNumber(options.timeout, 'timeout') : Math.max(60, 8 * seconds);
  const limits = options.limits ? list(options.limits).map(Number) : [1, 2];
  if (!limits.length || limits.some((l) => l !== 1 && l !== 2)) throw new Error(`--limits: expected 1 and/or 2, got ${options.limits}`);

  const puzzleDir = findPuzzleDir(options.puzzles);
  let files = listPuzzleFiles(puzzleDir);
  if (options.files) {
    const wanted = list(options.files).map((f) => f.replace(/\.txt$/, ''));
    const unknown = wanted.filter((w) => !files.some((f) => setName(f) === w));
    if (unknown.length) throw new Error(`--files: unknown ${unknown.join(', ')}; have ${files.map(setName).join(', ')}`);
    files = wanted.map((w) => files.find((f) => setName(f) === w));
  }

  let variants = options.variants ? list(options.variants) : allVariantIds();
  const unknown = variants.filter((v) => !allVariantIds().includes(v));
  if (unknown.length) throw new Error(`--variants: unknown ${unknown.join(', ')}; have ${allVariantIds().join(', ')}`);
  if (options['peers-only']) variants = variants.filter((v) => !isOurs(v));
  if (options['ours-only']) variants = variants.filter((v) => isOurs(v));

  const meta = {};
  const unavailable = {};
  for (const id of variants) {
    const loaded = await loadVariant(id);
    if (loaded.available) {
      const { name, version, kind, supportsCount, package: pkg } = loaded.adapter;
      meta[id] = { name, version, kind, supportsCount, package: pkg, ours: isOurs(id) };
    } else {
      unavailable[id] = loaded.reason;
      meta[id] = isOurs(id)
        ? { name: `sudoku-wasm ${id}`, version: 'not built', kind: 'local build (dist/) missing', supportsCount: true, ours: true, package: 'sudoku-wasm' }
        : { name: id, version: 'unavailable', kind: loaded.reason, ours: false, package: id };
    }
  }
  const oursMissing = variants.filter((v) => isOurs(v) && unavailable[v]);
  if (oursMissing.length) console.error(`Skipping our variants (${oursMissing.join(', ')}): ${unavailable[oursMissing[0]]}`);

  const loadAtStart = machineInfo().load1;
  const sets = files.map((f) => ({ file: f, set: setName(f), total: loadPuzzles(f).length }));
  const results = [];
  const total = sets.length * limits.length * variants.length;
  let done = 0;
  for (const { file, set } of sets) {
    for (const limit of limits) {
      for (const variant of variants) {
        done++;
        const r = unavailable[variant]
          ? { variant, set, limit, status: 'skipped', reason: isOurs(variant) ? 'not built (dist/ missing)' : unavailable[variant] }
          : await measure(variant, file, limit, { seconds, quick, timeoutS });
        r.ours = isOurs(variant);
        results.push(r);
        console.error(`[${done}/${total}] ${set} limit ${limit} ${variant}: ${progressLine(r)}`);
      }
    }
  }

  const machine = { ...machineInfo(), loadAtStart };
  const report = renderReport({
    machine,
    command: commandLine(),
    settings: {
      seconds,
      quick,
      limits,
      puzzleDir: relative(join(BENCH_DIR, '..'), puzzleDir) || '.',
      oursNote: oursMissing.length ? `not measured: ${unavailable[oursMissing[0]]}` : null,
    },
    sets,
    variants,
    meta,
    results,
  });
  const outDir = join(BENCH_DIR, 'out');
  mkdirSync(outDir, { recursive: true });
  const outFile = options.out ?? (quick ? join(outDir, 'RESULTS.quick.md') : join(BENCH_DIR, 'RESULTS.md'));
  writeFileSync(outFile, report);
  writeFileSync(join(outDir, `results-${machine.date.replaceAll(':', '-')}.json`), JSON.stringify({ machine, meta, results }, null, 2));
  process.stdout.write(`${report}\n`);
  console.error(`Report written to ${relative(process.cwd(), outFile)}`);
}

main().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
