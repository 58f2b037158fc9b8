#!/usr/bin/env node
/**
 * Benchmark orchestrator: every puzzle file × every variant × every limit, each measured in
 * its own `node --expose-gc worker.mjs …` process (no JIT state leaks between solvers), one
 * at a time (no two measurements share the CPU). Writes a Markdown report and prints it.
 *
 * Owns: options, the run matrix, collecting worker results, writing RESULTS.md (its `native`
 * section from native.mjs; the other scripts' marked sections are kept) and raw JSON under
 * bench/out/. Does not own: measuring (worker.mjs), spawning and the kill switch
 * (lib/child.mjs), checking (lib/check.mjs), the report layout (lib/report.mjs).
 *
 * Works from the repo root (`node bench/run.mjs`) and from bench/ (`node run.mjs`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { list, parseArgs, timingOptions } from './lib/args.mjs';
import { runWorker } from './lib/child.mjs';
import { commandLine } from './lib/command.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR, findPuzzleDir, listPuzzleFiles, loadPuzzles, setName } from './lib/puzzles.mjs';
import { renderReport } from './lib/report.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { carryAllSections, replaceSection } from './lib/sections.mjs';
import { DEFAULT_ROUNDS, nativeComparison, renderNative } from './native.mjs';
import { allVariantIds, isOurs, loadVariant } from './lib/variants.mjs';

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
  --no-native        skip the native reference (tdoku from ../shared/native beside fast9; see native.mjs)
  --native-only      only the native reference, written into its section of the report
`;

/** Runs one measurement in its own worker process. */
function measure(variant, file, limit, { seconds, quick, timeoutS }) {
  const args = [variant, file, String(limit), '--seconds', String(seconds)];
  if (quick) args.push('--quick');
  return runWorker('worker.mjs', args, { timeoutS, base: { variant, set: setName(file), limit } });
}

function progressLine(r) {
  if (r.status !== 'ok') return `${r.status.toUpperCase()}: ${r.reason}`;
  const sample = r.sampled ? `${r.n} of ${r.total} sampled` : `all ${r.n}`;
  return `${Math.round(r.puzzlesPerSec).toLocaleString('en-US')} puzzles/s (${sample}, best of ${r.repeats})`;
}

async function main() {
  const { options } = parseArgs(process.argv.slice(2), new Set(['quick', 'peers-only', 'ours-only', 'help', 'no-native', 'native-only']));
  if (options.help) return process.stdout.write(HELP);
  const { quick, seconds, timeoutS, limits } = timingOptions(options, [1, 2]);

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

  const outDir = join(BENCH_DIR, 'out');
  const outFile = options.out ?? (quick ? join(outDir, 'RESULTS.quick.md') : join(BENCH_DIR, 'RESULTS.md'));
  const native = async () => {
    // fast9 beside tdoku on the same files (no-op rows when ../shared/native is absent)
    const result = await nativeComparison({
      files,
      limits: [...limits].sort((a, b) => b - a),
      forms: quick ? ['published'] : ['published', 'transformed'],
      rounds: quick ? 1 : DEFAULT_ROUNDS,
      puzzleDir,
      log: (line) => console.error(`[native] ${line}`),
    });
    return renderNative(result, { machine: machineInfo(), command: commandLine(), build: buildInfo() });
  };
  if (options['native-only']) {
    const section = await native();
    writeFileSync(outFile, replaceSection(existsSync(outFile) ? readFileSync(outFile, 'utf8') : '', 'native', section));
    process.stdout.write(`${section}\n`);
    return;
  }

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
  let report = renderReport({
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
  if (!options['no-native']) report = replaceSection(report, 'native', await native());
  mkdirSync(outDir, { recursive: true });
  // The other scripts' sections (sizes, logic, canon, bulk, generate) live in the same file: carry them over.
  writeFileSync(outFile, existsSync(outFile) ? carryAllSections(readFileSync(outFile, 'utf8'), report) : report);
  writeFileSync(join(outDir, `results-${machine.date.replaceAll(':', '-')}.json`), JSON.stringify({ machine, meta, results }, null, 2));
  process.stdout.write(`${report}\n`);
  console.error(`Report written to ${relative(process.cwd(), outFile)}`);
}

main().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
