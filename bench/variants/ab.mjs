#!/usr/bin/env node
/**
 * Paired timing of two builds on variant sets: both builds' `validate` in one process, taking
 * turns puzzle by puzzle over every pass, so that a shared machine's drift (which moved single
 * rates by 1.4–1.8× between days here) falls on both alike. The measure behind the "new ÷ old"
 * ratios of docs/design/variant-engine.md.
 *
 *   node bench/variants/ab.mjs --roots ../old,. [--sets published,killer] [--passes 5] [--limit 30]
 *
 * Each root is a checkout with dist/ built. Per set it prints the time of each build over the
 * timed passes (performance.now around each call, one thread), B ÷ A over the totals and over
 * the median pass. A warm-up pass first checks that both builds give the same verdicts, and
 * the same solution where it is unique. The second build has a small edge from its place in
 * each turn (3–5% measured with two copies of one build), so run both orders (--roots a,b
 * then --roots b,a) and read the two ratios together.
 *
 * Owns: this measurement. Does not own: the sets (lib/sets.mjs), the engines.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { list, parseArgs, positiveNumber } from '../lib/args.mjs';
import { loadSet } from './lib/sets.mjs';

const { options } = parseArgs(process.argv.slice(2), new Set(['help']));
if (options.help || !options.roots) {
  console.log('node bench/variants/ab.mjs --roots A,B [--sets a,b] [--passes 5] [--limit N]');
  process.exit(options.help ? 0 : 1);
}
const roots = list(options.roots).map((r) => resolve(r));
if (roots.length !== 2) throw new Error('--roots: two checkouts, A,B');
const sets = options.sets ? list(options.sets) : ['published', 'killer', 'arrow'];
const passes = options.passes ? positiveNumber(options.passes, 'passes') : 5;
const limit = options.limit ? positiveNumber(options.limit, 'limit') : Infinity;

const [A, B] = await Promise.all(roots.map((root) => import(pathToFileURL(join(root, 'dist', 'index.js')).href)));
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
// a puzzle with several solutions may show either build's first one
const same = (a, b) => a.status === b.status && (a.status !== 'unique' || String(a.solution) === String(b.solution));

console.log(`A = ${roots[0]}\nB = ${roots[1]}\n${passes} timed passes after a checked warm-up (Node ${process.version}); ms:`);
for (const id of sets) {
  const loaded = loadSet(id);
  if (loaded.missing) {
    console.log(`${id}: skipped (${loaded.missing})`);
    continue;
  }
  const texts = loaded.entries.slice(0, limit).map((e) => e.fpuzzles);
  for (const text of texts) {
    if (!same(A.validate(text), B.validate(text))) throw new Error(`${id}: the builds disagree on ${text.slice(0, 80)}…`);
  }
  const ta = [];
  const tb = [];
  for (let pass = 0; pass < passes; pass++) {
    let sa = 0;
    let sb = 0;
    for (const text of texts) {
      let t = performance.now();
      A.validate(text);
      sa += performance.now() - t;
      t = performance.now();
      B.validate(text);
      sb += performance.now() - t;
    }
    ta.push(sa);
    tb.push(sb);
  }
  const ratio = (sum(tb) / sum(ta)).toFixed(3);
  console.log(`${id.padEnd(16)} A ${sum(ta).toFixed(0).padStart(6)}  B ${sum(tb).toFixed(0).padStart(6)}  B/A ${ratio}  median pass ${(median(tb) / median(ta)).toFixed(3)}`);
}
