#!/usr/bin/env node
/**
 * Where our time goes on a variant set: each puzzle of bench/variants/sets/ (made by
 * ./make-sets.mjs; `published` is ../shared/variants/examples.fpuzzles.jsonl) counted to 2 in
 * steps, each step timed on its own, in this process, after a warm-up pass:
 *
 *   step       what it is
 *   ────────   ──────────────────────────────────────────────────────────────────────────────
 *   read       parseVariant(f-puzzles JSON text): JSON.parse, the reader, the checks
 *   compile    compileVariant(model, { reuse: false }): the program's tables, derived rules, in
 *              full (validate reuses the program of the rules of the puzzle before it, so on
 *              sets whose puzzles share their rules it writes only the givens)
 *   root       search.start + the root's propagation (the program loaded into the core)
 *   search     the rest of the count to 2: `nodes` guesses, `per node` the time of each
 *   validate   the whole call a user makes, validate(text), for the sum of the above
 *
 * The tool behind the "where the time goes" table of docs/design/variant-engine.md; the
 * benchmark with the peers is ../variants.mjs.
 *
 * Usage: node bench/variants/breakdown.mjs [--sets x,killer,published] [--reps 5] [--backend wasm|ts]
 *   (needs dist/: npm run build; the default sets leave out non-consecutive and published,
 *   whose five passes take minutes)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { list, parseArgs, positiveNumber } from '../lib/args.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { options } = parseArgs(process.argv.slice(2), new Set());
const SETS = ['x', 'windoku', 'jigsaw', 'anti-knight', 'anti-king', 'killer', 'thermo', 'kropki', 'xv', 'arrow', 'no-solution', 'several'];
const sets = options.sets ? list(options.sets) : SETS;
const shared = process.env.SUDOKU_SHARED_DIR || join(root, '..', 'shared');
const reps = options.reps ? positiveNumber(options.reps, 'reps') : 5;
const backend = options.backend ?? 'wasm';

const lib = await import(join(root, 'dist', 'index.js'));
const { compileVariant } = await import(join(root, 'dist', 'variant', 'compile', 'index.js'));
const { getVariantSearch } = await import(join(root, 'dist', 'engine', 'registry.js'));
(await import(join(root, 'dist', 'api', 'use-variants.js'))).useVariants(); // the module-per-file build's registry, not the entry's bundle
const search = getVariantSearch(backend);
const now = () => performance.now();

console.log(`${backend}, ${reps} timed passes after one warm-up, µs per puzzle (Node ${process.version}):`);
console.log('| set | read | compile | root | search | nodes | per node | validate | puzzles/s |');
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const set of sets) {
  const texts =
    set === 'published'
      ? readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').trim().split(/\r?\n/)
      : readFileSync(join(root, 'bench', 'variants', 'sets', `${set}.jsonl`), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.stringify(lib.toFpuzzles(JSON.parse(line).puzzle)));
  const t = { read: 0, compile: 0, root: 0, search: 0, validate: 0 };
  let nodes = 0;
  for (let pass = 0; pass <= reps; pass++) {
    const keep = pass > 0;
    for (const text of texts) {
      let a = now();
      const verdict = lib.validate(text);
      let b = now();
      if (verdict.status === 'invalid') throw verdict.error;
      if (keep) t.validate += b - a;
      a = now();
      const model = lib.parseVariant(text);
      b = now();
      if (keep) t.read += b - a;
      a = now();
      const program = compileVariant(model, { reuse: false });
      b = now();
      if (keep) t.compile += b - a;
      if (program.impossible) continue;
      a = now();
      search.start(program, 2);
      search.run(1); // the root's propagation, then (when it is open) the first guess is due
      b = now();
      if (keep) t.root += b - a;
      a = now();
      while (search.run(1e9) !== 'done');
      b = now();
      if (keep) {
        t.search += b - a;
        nodes += search.nodes;
      }
    }
  }
  const n = texts.length * reps;
  const us = (ms) => Math.round((1000 * ms) / n).toLocaleString('en-US');
  const perNode = nodes === 0 ? '–' : ((1000 * t.search) / nodes).toFixed(1);
  const rate = Math.round((1000 * n) / t.validate).toLocaleString('en-US');
  console.log(`| ${set} | ${us(t.read)} | ${us(t.compile)} | ${us(t.root)} | ${us(t.search)} | ${(nodes / n).toFixed(1)} | ${perNode} | ${us(t.validate)} | ${rate} |`);
}
