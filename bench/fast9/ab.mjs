#!/usr/bin/env node
/**
 * Paired runs of two builds of the WebAssembly core on the same puzzle files: the way to
 * measure one change to fast9 on a shared, noisy machine. Each round runs build A and then
 * build B, each in a fresh process (ab-worker.mjs: the .wasm file instantiated directly,
 * every puzzle counted to the limit by `fast9Batch`, warm-up passes, then the best of the timed
 * passes by CPU time); the ratio A ÷ B is taken round by round, so a drift in the machine's
 * speed during the run falls on both sides.
 *
 *   node bench/fast9/ab.mjs A.wasm B.wasm [--files a,b] [--form transformed|published]
 *                           [--limit 2] [--rounds 5] [--passes 3] [--sample N]
 *
 * Builds of a change are made with asc alone, e.g.
 *   npx asc assembly/index.ts --config asconfig.json --target simd --outFile /tmp/a.simd.wasm
 * (`--target release` for the scalar build). Prints per set: guesses per puzzle of each build
 * (exact), then the median, min and max of the paired ratios of puzzles per CPU-second.
 * A countsum that differs between the builds is an error (a change must not change an answer).
 * `--sample N`: every (size/N)-th puzzle of a bigger set (written beside the transformed copies),
 * so that a round of forum_hardest_1905_11plus or 17_clue takes seconds.
 *
 * Owns: the pairing and its summary. Does not own: the transformed copies (native.mjs).
 */
import { resolve } from 'node:path';
import { list, parseArgs } from '../lib/args.mjs';
import { runWorker } from '../lib/child.mjs';
import { findPuzzleDir, listPuzzleFiles, sampledCopy, setName } from '../lib/puzzles.mjs';
import { transformedCopy } from '../native.mjs';

const { positional, options } = parseArgs(process.argv.slice(2), new Set(['help']));
if (options.help || positional.length !== 2) {
  process.stdout.write('usage: node bench/fast9/ab.mjs A.wasm B.wasm [--files a,b] [--form transformed|published] [--limit 2] [--rounds 5] [--passes 3] [--sample N]\n');
  process.exit(options.help ? 0 : 2);
}
const [a, b] = positional.map((p) => resolve(p));
const limit = String(options.limit ?? 2);
const rounds = Number(options.rounds ?? 5);
const passes = String(options.passes ?? 3);
const form = options.form ?? 'transformed';
const sample = Number(options.sample ?? 0);
const puzzleDir = findPuzzleDir(options.puzzles);
let files = listPuzzleFiles(puzzleDir);
if (options.files) files = list(options.files).map((w) => files.find((f) => setName(f) === w) ?? (() => { throw new Error(`--files: unknown ${w}`); })());

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const run = async (wasm, path) => {
  const r = await runWorker('fast9/ab-worker.mjs', [wasm, path, limit, passes], { timeoutS: 900, base: {}, nodeArgs: ['--single-threaded'] });
  if (r.status !== 'ok') throw new Error(`${wasm} on ${path}: ${r.reason}`);
  return r;
};

const lines = [
  `A = ${a}`,
  `B = ${b}`,
  `limit ${limit}, ${form}, ${rounds} rounds (A then B, fresh processes), puzzles per CPU-second`,
  '',
  '| set | guesses A | guesses B | A ÷ B median | min | max | rate A median | rate B median |',
  '|---|--:|--:|--:|--:|--:|--:|--:|',
];
for (const file of files) {
  const whole = form === 'published' ? file : await transformedCopy(file);
  const path = sampledCopy(whole, sample);
  const ratios = [], ratesA = [], ratesB = [];
  let guessA = 0, guessB = 0;
  for (let round = 0; round < rounds; round++) {
    const ra = await run(a, path);
    const rb = await run(b, path);
    if (ra.countsum !== rb.countsum) throw new Error(`${setName(file)}: countsum A ${ra.countsum}, B ${rb.countsum}`);
    guessA = ra.guesses;
    guessB = rb.guesses;
    ratesA.push(ra.cpuRate);
    ratesB.push(rb.cpuRate);
    ratios.push(ra.cpuRate / rb.cpuRate);
    console.error(`${setName(file)} round ${round + 1}: A ${ra.cpuRate.toFixed(0)}/s, B ${rb.cpuRate.toFixed(0)}/s, ${(ra.cpuRate / rb.cpuRate).toFixed(3)}`);
  }
  lines.push(
    `| ${setName(file)} | ${guessA.toFixed(2)} | ${guessB.toFixed(2)} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)} | ` +
      `${Math.max(...ratios).toFixed(3)} | ${median(ratesA).toFixed(0)} | ${median(ratesB).toFixed(0)} |`,
  );
}
process.stdout.write(lines.join('\n') + '\n');
