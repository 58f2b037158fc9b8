#!/usr/bin/env node
/**
 * Human-style logic benchmark and measurements (issue "Solve like a human"):
 *
 *   rate         rating throughput, one thread, whole process per set: magictour_top1465 (all),
 *                17_clue (first 10,000), forum_hardest_1106 (all): puzzles/s, median and p99 ms
 *                per puzzle, how many needed a guess, the level mix
 *   exclusion    what chain and pile exclusion (src/logic/techniques/subset-exclusion.ts)
 *                changes: steps it takes and puzzles whose solve path it changes, on the shared
 *                sets and on generated 16×16 boards
 *   exemplars    HoDoKu's exemplars-1.0.txt: per technique, how many of its exemplars logic
 *                finishes using nothing after it in the default order, how many `rate` names
 *                it as the hardest technique, and how many HoDoKu 2.2.0's own default solve
 *                names so (bench/logic/exemplars-hodoku.tsv, from exemplars-hodoku.py)
 *
 *   node bench/logic.mjs [--only rate,exclusion,exemplars] [--quick] [--out FILE]
 *
 * With `--only`, the parts not run are kept from the last run's raw results (bench/out/).
 *
 * Every measurement runs in its own `node bench/logic/worker.mjs …` process, one at a time, on
 * the local build (dist/index.js). Before timing, each puzzle's rating is checked: the solve
 * path ends on the engine's solution (the solver also checks every step against it). Writes the
 * `logic` section of bench/RESULTS.md (between its markers) and prints it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { list, parseArgs } from './lib/args.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR, findPuzzleDir } from './lib/puzzles.mjs';
import { replaceSection } from './lib/sections.mjs';
import { renderLogic } from './logic/report.mjs';

const { options: args } = parseArgs(process.argv.slice(2), new Set(['quick']));
const quick = args.quick === true;
const only = args.only ? list(args.only) : ['rate', 'exclusion', 'exemplars'];
const out = args.out ?? join(BENCH_DIR, quick ? 'out/RESULTS.logic.quick.md' : 'RESULTS.md');
const shared = join(findPuzzleDir(args.puzzles), '..');

/** Runs one measurement in its own process; the worker prints one JSON line. */
function measure(task, ...rest) {
  const worker = join(BENCH_DIR, 'logic', 'worker.mjs');
  process.stderr.write(`logic: ${task} ${rest.join(' ')} … `);
  const text = execFileSync(process.execPath, [worker, task, shared, ...rest.map(String)], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const result = JSON.parse(text.trim().split('\n').pop());
  process.stderr.write('done\n');
  return result;
}

/**
 * Raw results of the last run (git-ignored): a run with `--only` keeps the parts it did not
 * measure from there, so e.g. `--only exemplars` does not drop the timing tables.
 */
const rawPath = join(BENCH_DIR, 'out', quick ? 'logic-results.quick.json' : 'logic-results.json');
const previous = existsSync(rawPath) ? JSON.parse(readFileSync(rawPath, 'utf8')) : null;
const results = { machine: machineInfo(), build: buildInfo(), quick, rate: [], exclusion: [], exemplars: null };
if (previous && args.only) {
  for (const part of ['rate', 'exclusion', 'exemplars']) if (!only.includes(part)) results[part] = previous[part];
  if (!only.includes('rate')) Object.assign(results, { machine: previous.machine, build: previous.build });
}
/**
 * The techniques of our default list beyond the issue's list (point 2 of "Solve like a human"):
 * the rate target (200/s on magictour, 2,000/s on 17_clue) is defined without them.
 */
const BEYOND_ISSUE = ['continuous-nice-loop', 'discontinuous-nice-loop', 'aic', 'sue-de-coq', 'als-xz', 'als-xy-wing'];

if (only.includes('rate')) {
  const sets = [['magictour_top1465', quick ? 200 : Infinity], ['17_clue', quick ? 1000 : 10000], ['forum_hardest_1106', quick ? 100 : Infinity]];
  for (const [set, count] of sets) results.rate.push(measure('rate', set, count));
  for (const [set, count] of sets) results.rate.push(measure('rate', set, count, BEYOND_ISSUE.join(',')));
}
if (only.includes('exclusion')) {
  for (const [set, count] of [['magictour_top1465', quick ? 200 : Infinity], ['forum_hardest_1106', quick ? 100 : Infinity], ['17_clue', quick ? 500 : 2000], ['16x16', quick ? 20 : 100]]) {
    results.exclusion.push(measure('exclusion', set, count));
  }
}
if (only.includes('exemplars') && existsSync(join(shared, 'reglib', 'exemplars-1.0.txt'))) {
  results.exemplars = measure('exemplars');
}
const section = renderLogic(results, `node bench/logic.mjs ${process.argv.slice(2).join(' ')}`.trim());
mkdirSync(dirname(out), { recursive: true });
mkdirSync(dirname(rawPath), { recursive: true });
writeFileSync(rawPath, JSON.stringify(results, null, 1));
const report = existsSync(out) ? readFileSync(out, 'utf8') : '# Benchmark results\n';
writeFileSync(out, replaceSection(report, 'logic', section));
process.stdout.write(section + '\n');
