/**
 * `npm run bench:variants`: our variant engine beside lisudoku-solver (npm) and pencilmark
 * (PyPI) on every set of variant puzzles, in one run; writes the `variants` section of
 * bench/RESULTS.md. How it works and what the columns mean: bench/variants/README.md.
 *
 * Owns: options, the run matrix (set × engine, one fresh process each, one at a time) and the
 * raw JSON (bench/out/variants-results.json). Does not own: measuring (variants/worker.mjs,
 * variants/peers/pencilmark_worker.py), checking (variants/lib/run-engine.mjs) or the layout
 * (variants/lib/report.mjs).
 *
 *   node bench/variants.mjs                         every set, every engine
 *   node bench/variants.mjs --sets published        one set
 *   node bench/variants.mjs --engines ours --quick  a smoke run (writes bench/out/RESULTS.variants.quick.md)
 *   node bench/variants.mjs --rerender             the section again from bench/out/variants-results.json
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import os from 'node:os';
import { list, parseArgs, positiveNumber } from './lib/args.mjs';
import { buildInfo, snapshotBuild } from './lib/build-info.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR } from './lib/puzzles.mjs';
import { replaceSection } from './lib/sections.mjs';
import { ENGINES, loadEngine } from './variants/lib/engines.mjs';
import { pencilmarkPython } from './variants/lib/pencilmark-env.mjs';
import { renderVariants } from './variants/lib/report.mjs';
import { runEngine } from './variants/lib/run-engine.mjs';
import { SETS, loadSet, spreadOrder } from './variants/lib/sets.mjs';

const { options } = parseArgs(process.argv.slice(2), new Set(['quick', 'help', 'rerender']));
if (options.help) {
  console.log('node bench/variants.mjs [--sets a,b] [--engines ours,lisudoku-solver,pencilmark] [--seconds 20] [--cap 30] [--passes 5] [--quick] [--out FILE] [--rerender]');
  process.exit(0);
}
const quick = options.quick === true;
const settings = {
  seconds: options.seconds ? positiveNumber(options.seconds, 'seconds') : quick ? 3 : 20,
  capS: options.cap ? positiveNumber(options.cap, 'cap') : quick ? 10 : 30,
  maxPasses: options.passes ? positiveNumber(options.passes, 'passes') : quick ? 2 : 5,
};
const setIds = options.sets ? list(options.sets) : SETS.map((s) => s.id);
const engineIds = options.engines ? list(options.engines) : ENGINES.map((e) => e.id);
for (const id of setIds) if (!SETS.some((s) => s.id === id)) throw new Error(`--sets: unknown set ${id} (known: ${SETS.map((s) => s.id).join(', ')})`);
for (const id of engineIds) if (!ENGINES.some((e) => e.id === id)) throw new Error(`--engines: unknown engine ${id}`);
const out = options.out ?? (quick ? join(BENCH_DIR, 'out', 'RESULTS.variants.quick.md') : join(BENCH_DIR, 'RESULTS.md'));

const RAW = join(BENCH_DIR, 'out', 'variants-results.json');
if (options.rerender) {
  const run = JSON.parse(readFileSync(RAW, 'utf8'));
  for (const s of run.sets) {
    const loaded = loadSet(s.id);
    if (loaded.missing) s.missing = loaded.missing;
    else if (!s.missing) s.entries = loaded.entries;
  }
  writeSection(run);
  process.exit(0);
}

const machine = machineInfo();
const build = snapshotBuild() ?? buildInfo();
const versions = { python: null };
const engines = [];
for (const e of ENGINES.filter((x) => engineIds.includes(x.id))) {
  if (e.runtime === 'python') {
    const env = pencilmarkPython((line) => console.log(`[pencilmark] ${line}`));
    if (env.missing) {
      engines.push({ ...e, missing: env.missing });
      continue;
    }
    versions.python = execFileSync(env.python, ['-c', 'import platform; print(platform.python_version())'], { encoding: 'utf8' }).trim();
    versions.pencilmark = execFileSync(env.python, ['-c', 'import pencilmark; print(pencilmark.__version__)'], { encoding: 'utf8' }).trim();
    engines.push({ ...e, python: env.python });
  } else {
    try {
      versions[e.id] = (await loadEngine(e.id)).version;
      engines.push(e);
    } catch (err) {
      engines.push({ ...e, missing: err.message });
    }
  }
}

console.log(`variants bench: sets ${setIds.join(', ')}; engines ${engineIds.join(', ')}; ${settings.seconds} s per set, cap ${settings.capS} s per puzzle, ≤ ${settings.maxPasses} passes; load ${machine.load1.toFixed(2)}`);
const sets = [];
for (const spec of SETS.filter((s) => setIds.includes(s.id))) {
  const loaded = loadSet(spec.id);
  if (loaded.missing) {
    console.log(`${spec.id}: ${loaded.missing}`);
    sets.push({ ...spec, missing: loaded.missing, rows: {} });
    continue;
  }
  const { entries } = loaded;
  const set = { ...spec, total: entries.length, entries, rows: {} };
  sets.push(set);
  for (const e of engines) {
    if (e.missing) {
      set.rows[e.id] = { status: 'n/a', reason: e.missing };
      continue;
    }
    const ours = e.id === 'ours';
    const row = await runEngine(e, entries, {
      order: spreadOrder(entries.length),
      // Ours and the published examples run whole; a peer on a generated set runs within the budget.
      sample: !ours && spec.id !== 'published',
      seconds: settings.seconds,
      capS: settings.capS,
      maxPasses: settings.maxPasses,
      python: e.python,
    });
    set.rows[e.id] = row;
    console.log(`${spec.id.padEnd(16)} ${e.id.padEnd(16)} ${summary(row)}`);
  }
}

const run = { machine, command: `node bench/variants.mjs${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}`, settings, versions, sets, buildInfo: build, loadEnd: os.loadavg()[0] };
mkdirSync(join(BENCH_DIR, 'out'), { recursive: true });
writeFileSync(RAW, JSON.stringify({ ...run, sets: sets.map(({ entries, ...s }) => s) }, null, 1));
writeSection(run);

/** Renders the run and writes it as the `variants` section of `out`. */
function writeSection(run) {
  const body = renderVariants(run);
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
  writeFileSync(out, replaceSection(previous, 'variants', body));
  console.log(`\n${body}\nwrote the variants section of ${out}`);
}

function summary(row) {
  if (row.status !== 'ok') return `${row.status}: ${row.reason ?? row.failures?.map((f) => `${f.puzzle}: ${f.reason}`).slice(0, 3).join('; ')}`;
  const capped = row.capped.length ? `, ${row.capped.length} over the cap` : '';
  return `${row.rate.toFixed(2)} puzzles/s (${row.n} puzzles${row.sampled ? ', sampled' : ''}${capped}, ${row.passes} passes), slowest ${row.slowest?.cpuMs.toFixed(1)} ms${row.guesses === null ? '' : `, ${row.guesses.toFixed(1)} guesses/puzzle`}`;
}
