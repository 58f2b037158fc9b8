#!/usr/bin/env node
/**
 * Instructions a pass of `validate` over a variant set costs each build, counted by valgrind
 * (../lib/instructions.mjs): the measure of a small change on a machine whose speed swings by
 * a third within minutes (ab.mjs's paired times then move by 5–10% between orders; these
 * counts do not move with the load).
 *
 *   node bench/variants/instructions.mjs --roots ../old,. [--sets x,killer] [--passes 10,30]
 *
 * For each build and set, two runs of `validate` over the whole set, P1 and P2 passes, each in
 * its own Node process under valgrind (about 50× slower than native: a pass of the 37
 * published examples takes a minute or two); the difference ÷ (P2 − P1) is the cost of one
 * pass, Node's start, module loading and the compilers' work cancelled. Runs go side by side,
 * one per core. Instructions are not time (a cache miss counts nothing), so a change that
 * moves memory traffic needs ab.mjs too; for code changes of a few percent they are the
 * steadier measure.
 *
 * Needs valgrind (Debian: `apt-get install valgrind`). Owns: this measurement. Does not own:
 * running valgrind (../lib/instructions.mjs), the sets (lib/sets.mjs), the engines.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { list, parseArgs, positiveNumber } from '../lib/args.mjs';
import { instructionsOf } from '../lib/instructions.mjs';
import { loadSet } from './lib/sets.mjs';

const self = fileURLToPath(import.meta.url);
const { options } = parseArgs(process.argv.slice(2), new Set(['help']));

if (options.child) {
  // one counted run: `--child ROOT --sets ID --passes P`
  const lib = await import(pathToFileURL(join(options.child, 'dist', 'index.js')).href);
  const texts = loadSet(options.sets).entries.map((e) => e.fpuzzles);
  const passes = Number(options.passes);
  for (let pass = 0; pass < passes; pass++) for (const text of texts) lib.validate(text);
  process.exit(0);
}

if (options.help || !options.roots) {
  console.log('node bench/variants/instructions.mjs --roots A[,B] [--sets x,killer] [--passes 10,30]');
  process.exit(options.help ? 0 : 1);
}
const roots = list(options.roots).map((r) => resolve(r));
const sets = options.sets ? list(options.sets) : ['x', 'jigsaw', 'killer'];
const [p1, p2] = options.passes ? list(options.passes).map((p) => positiveNumber(p, 'passes')) : [10, 30];
if (!(p2 > p1)) throw new Error('--passes P1,P2: two counts, P2 > P1');

/** Instructions of `validate` over the set, `passes` times, with the build at `root`. */
function count(root, set, passes) {
  return instructionsOf([self, '--child', root, '--sets', set, '--passes', String(passes)]);
}

/** Runs the jobs, at most `width` at a time, keeping their order. */
async function pool(jobs, width) {
  const out = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, lane));
  return out;
}

const runnable = sets.filter((set) => {
  const { missing } = loadSet(set);
  if (missing) console.log(`${set}: skipped (${missing})`);
  return !missing;
});
const jobs = [];
for (const set of runnable) for (const root of roots) for (const p of [p1, p2]) jobs.push(() => count(root, set, p));
const counts = await pool(jobs, Math.max(1, availableParallelism()));

console.log(`instructions per pass of validate over the set (valgrind; passes ${p2} − ${p1}; Node ${process.version}), millions:`);
let k = 0;
for (const set of runnable) {
  const perPass = roots.map(() => {
    const a = counts[k++];
    const b = counts[k++];
    return (b - a) / (p2 - p1);
  });
  const cells = perPass.map((x, i) => `${roots.length > 1 ? 'AB'[i] + ' ' : ''}${(x / 1e6).toFixed(2).padStart(9)}`);
  const ratio = perPass.length === 2 ? `  B/A ${(perPass[1] / perPass[0]).toFixed(3)}` : '';
  console.log(`${set.padEnd(16)} ${cells.join('  ')}${ratio}`);
}
if (roots.length === 2) console.log(`A = ${roots[0]}\nB = ${roots[1]}`);
