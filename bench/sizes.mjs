#!/usr/bin/env node
/**
 * General-sizes benchmark: every board set (4×4, three 9×9 files, 16×16, 25×25) × every engine
 * of ours (fast9, bitmask, DLX; WASM and TypeScript; `auto` through the public API) and every
 * npm peer that solves sizes other than 9×9 (dancing-links with our encoding, @algorithm.ts/sudoku)
 * × limit 2 and 1. Each measurement runs in its own `node --expose-gc sizes-worker.mjs …`
 * process, one at a time.
 *
 *   node bench/sizes.mjs [--sets a,b] [--variants x,y] [--limits 2,1] [--seconds 10] [--quick] …
 *
 * Owns: options, the run matrix, freezing the build for the run (lib/build-info.mjs), skipping
 * what a variant cannot do without starting a process,
 * writing the "General sizes and engines" section into RESULTS.md between its markers (the
 * 9×9 sections of run.mjs are kept) and raw JSON under bench/out/. Does not own: measuring
 * (sizes-worker.mjs, lib/measure.mjs), spawning (lib/child.mjs), the layout
 * (lib/sizes-report.mjs).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { list, parseArgs, timingOptions } from './lib/args.mjs';
import { BOARD_SETS, expectedCount, loadBoardSet } from './lib/boards.mjs';
import { snapshotBuild } from './lib/build-info.mjs';
import { runWorker } from './lib/child.mjs';
import { commandLine } from './lib/command.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR } from './lib/puzzles.mjs';
import { replaceSection } from './lib/sections.mjs';
import { allSizedVariantIds, isOursSized, loadSizedVariant } from './lib/size-variants.mjs';
import { renderSizesSection } from './lib/sizes-report.mjs';

/** Shortest timed pass, as in sizes-worker.mjs (reported in the settings line). */
const MIN_PASS_MS = 200;

const HELP = `usage: node bench/sizes.mjs [options]

  --sets a,b         board sets; default all: ${BOARD_SETS.map((s) => s.id).join(', ')}
  --variants x,y     variants; default all: ${allSizedVariantIds().join(', ')}
  --peers-only       only the npm peers        --ours-only   only our variants
  --limits 2,1       solution limits; default 2,1
  --seconds N        time cap per measurement (sample size and repeats adapt to it); default 10
  --quick            smoke run: samples of at most 200 boards, 1 s cap, ≤ 3 repeats
  --timeout N        kill a measurement after N s; default max(60, 8 × seconds)
  --puzzles DIR      9×9 puzzle directory; default: shared/puzzles found above bench/
  --out FILE         file whose sizes section is (re)written; default bench/RESULTS.md
                     (bench/out/RESULTS.sizes.quick.md with --quick)
`;

/** "40 unique, 4 none, 5 several" for a set's boards. */
function mixOf(boards) {
  const unique = boards.filter((b) => expectedCount(b, 2) === 1).length;
  const none = boards.filter((b) => b.count === 0).length;
  const several = boards.length - unique - none;
  const f = (x) => x.toLocaleString('en-US');
  return [`${f(unique)} unique`, none && `${f(none)} without solution`, several && `${f(several)} with several solutions`].filter(Boolean).join(', ');
}

function progressLine(r) {
  if (r.status !== 'ok') return `${r.status.toUpperCase()}: ${r.reason}`;
  const sample = r.sampled ? `${r.n} of ${r.total} sampled` : `all ${r.n}`;
  return `${Math.round(r.puzzlesPerSec).toLocaleString('en-US')} boards/s, ${r.usPerPuzzle.toFixed(1)} µs (${sample}, best of ${r.repeats})`;
}

async function main() {
  const { options } = parseArgs(process.argv.slice(2), new Set(['quick', 'peers-only', 'ours-only', 'help']));
  if (options.help) return process.stdout.write(HELP);
  const { quick, seconds, timeoutS, limits } = timingOptions(options, [2, 1]);

  let sets = BOARD_SETS;
  if (options.sets) {
    const wanted = list(options.sets);
    const unknown = wanted.filter((w) => !BOARD_SETS.some((s) => s.id === w));
    if (unknown.length) throw new Error(`--sets: unknown ${unknown.join(', ')}; have ${BOARD_SETS.map((s) => s.id).join(', ')}`);
    sets = wanted.map((w) => BOARD_SETS.find((s) => s.id === w));
  }
  let variants = options.variants ? list(options.variants) : allSizedVariantIds();
  const unknown = variants.filter((v) => !allSizedVariantIds().includes(v));
  if (unknown.length) throw new Error(`--variants: unknown ${unknown.join(', ')}; have ${allSizedVariantIds().join(', ')}`);
  if (options['peers-only']) variants = variants.filter((v) => !isOursSized(v));
  if (options['ours-only']) variants = variants.filter((v) => isOursSized(v));

  // Workers load a copy of dist/index.js taken now: a rebuild during the run cannot mix builds.
  const build = snapshotBuild() ?? 'dist/ missing';
  const loaded = {};
  const meta = {};
  for (const id of variants) {
    loaded[id] = await loadSizedVariant(id);
    const v = loaded[id].variant;
    meta[id] = v
      ? { name: v.name, version: v.version, kind: v.kind, family: v.family, ours: v.ours, package: v.package }
      : { name: id, version: 'unavailable', kind: loaded[id].reason, ours: isOursSized(id), package: isOursSized(id) ? 'sudoku-wasm' : id };
    if (!v) console.error(`Skipping ${id}: ${loaded[id].reason}`);
  }

  const loadAtStart = machineInfo().load1;
  const setInfo = sets.map((s) => {
    try {
      const { total, boards } = loadBoardSet(s, options.puzzles);
      return { id: s.id, n: s.n, total, kept: boards.length, mix: mixOf(boards) };
    } catch (err) {
      console.error(`Skipping set ${s.id}: ${err.message}`);
      return { id: s.id, n: s.n, missing: err.message };
    }
  });

  const results = [];
  const todo = setInfo.filter((s) => !s.missing).length * limits.length * variants.length;
  let done = 0;
  for (const s of setInfo.filter((x) => !x.missing)) {
    for (const limit of limits) {
      for (const id of variants) {
        done++;
        const base = { variant: id, set: s.id, limit };
        const v = loaded[id].variant;
        const unsupported = v ? v.supports(s.n, limit) : loaded[id].reason;
        let r;
        if (unsupported) {
          r = { ...base, status: 'skipped', reason: unsupported, notForSize: !v || v.supports(s.n, 1) !== null };
        } else {
          const args = [id, s.id, String(limit), '--seconds', String(seconds)];
          if (quick) args.push('--quick');
          if (options.puzzles) args.push('--puzzles', options.puzzles);
          r = await runWorker('sizes-worker.mjs', args, { timeoutS, base });
          console.error(`[${done}/${todo}] ${s.id} limit ${limit} ${id}: ${progressLine(r)}`);
        }
        r.ours = isOursSized(id);
        results.push(r);
      }
    }
  }

  const machine = { ...machineInfo(), loadAtStart };
  const section = renderSizesSection({
    machine,
    command: commandLine(),
    settings: { seconds, quick, limits, minPassMs: MIN_PASS_MS, build: `${build} (workers load a copy taken at the start)` },
    sets: setInfo,
    variants,
    meta,
    results,
  });
  const outDir = join(BENCH_DIR, 'out');
  mkdirSync(outDir, { recursive: true });
  const outFile = options.out ?? (quick ? join(outDir, 'RESULTS.sizes.quick.md') : join(BENCH_DIR, 'RESULTS.md'));
  const previous = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
  writeFileSync(outFile, replaceSection(previous, 'sizes', section).replace(/^\n+/, ''));
  writeFileSync(join(outDir, `sizes-${machine.date.replaceAll(':', '-')}.json`), JSON.stringify({ machine, meta, sets: setInfo, results }, null, 2));
  process.stdout.write(`${section}\n`);
  console.error(`Section written to ${relative(process.cwd(), outFile)}`);
}

main().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
