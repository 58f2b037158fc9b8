#!/usr/bin/env node
/**
 * The killer benchmark of docs/design/variant-engine.md: the six hardest published killers, each
 * under the 8 symmetries of the square (48 searches, count to 2, parse and compile included),
 * on one or more builds in one process, the builds taking turns puzzle by puzzle. Node counts
 * are deterministic and decide; CPU times are the sum over the 48 searches of each build.
 *
 *   node bench/variants/symmetries.mjs                          this repo's dist/
 *   node bench/variants/symmetries.mjs --roots ../base,.        two checkouts (each built)
 *   node bench/variants/symmetries.mjs --puzzles 4,25 --backend ts
 *   node bench/variants/symmetries.mjs --sets arrow,non-consecutive --roots ../base,.
 *
 * `--puzzles` are 1-based lines of ../shared/variants/examples.fpuzzles.jsonl (default: the six
 * hardest killers, "Killing with flowers", "Killer [0 cage, hard]", Wecoc #1, Wecoc #1 [mod A],
 * Wecoc #2 and the hard diagonal-killer collection entry); `--sets` takes whole sets of the
 * variants bench instead (lib/sets.mjs ids, `published` for all 37), one row per set, every
 * count checked against the set's. The symmetries are the tests' own
 * (test/variant/support/transform.ts, bundled here with esbuild), so a moved puzzle is the one
 * the property tests check.
 *
 * Owns: this measurement. Does not own: the symmetries (the tests' transform), the engines.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { list, parseArgs } from '../lib/args.mjs';
import { loadSet } from './lib/sets.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const { options } = parseArgs(process.argv.slice(2), new Set());
const roots = (options.roots ? list(options.roots) : [repo]).map((r) => resolve(r));
const puzzles = (options.puzzles ? list(options.puzzles) : ['4', '23', '25', '26', '27', '37']).map(Number);
const sets = options.sets ? list(options.sets) : null;
const backend = options.backend ?? 'wasm';
const shared = process.env.SUDOKU_SHARED_DIR || join(repo, '..', 'shared');
/** The rows of `--puzzles`: lines of the published examples (read only then: `--sets` of generated sets need no ../shared). */
function publishedRows() {
  const lines = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').trim().split(/\r?\n/);
  return puzzles.map((id) => ({ label: String(id).padStart(3), entries: [{ text: lines[id - 1], count: 1 }] }));
}

const bundled = await build({
  entryPoints: [join(repo, 'test', 'variant', 'support', 'transform.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { SYMMETRIES, movable, movePuzzle } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

const builds = [];
for (const root of roots) {
  const at = (path) => pathToFileURL(join(root, 'dist', ...path.split('/'))).href;
  const lib = await import(at('index.js'));
  const { compileVariant } = await import(at('variant/compile/index.js'));
  const { getVariantSearch } = await import(at('engine/registry.js'));
  (await import(at('api/use-variants.js'))).useVariants(); // the module-per-file build's registry, not the entry's bundle
  builds.push({ root, lib, compileVariant, search: getVariantSearch(backend), nodes: 0, ms: 0 });
}

const cpuMs = () => process.cpuUsage().user / 1000;
/** The rows: each published puzzle of `--puzzles`, or each set of `--sets` (entries: model text, expected count). */
const rows = sets
  ? sets.map((id) => {
      const set = loadSet(id);
      if (set.missing) throw new Error(`${id}: ${set.missing}`);
      return { label: id, entries: set.entries.map((e) => ({ text: e.fpuzzles, count: e.count })) };
    })
  : publishedRows();
const what = sets ? `sets ${sets.join(', ')}` : `${puzzles.length} puzzles`;
console.log(`${backend}, count to 2, ${what} × 8 symmetries (Node ${process.version}); nodes / CPU ms per build:`);
for (const { label, entries } of rows) {
  const row = builds.map(() => ({ nodes: 0, ms: 0 }));
  for (const entry of entries) {
    const model = builds[0].lib.parseVariant(entry.text);
    for (const g of SYMMETRIES) {
      if (!movable(model, g)) continue;
      const text = JSON.stringify(builds[0].lib.toFpuzzles(movePuzzle(model, g)));
      builds.forEach((b, i) => {
        const a = cpuMs();
        const program = b.compileVariant(b.lib.parseVariant(text));
        b.search.start(program, 2);
        while (b.search.run(1e9) !== 'done');
        row[i].ms += cpuMs() - a;
        row[i].nodes += b.search.nodes;
        if (b.search.count !== entry.count) throw new Error(`${b.root}: ${label}: counted ${b.search.count}, expected ${entry.count}`);
      });
    }
  }
  builds.forEach((b, i) => ((b.nodes += row[i].nodes), (b.ms += row[i].ms)));
  console.log(`${label}  ${row.map((r) => `${r.nodes.toLocaleString('en-US')} / ${r.ms.toFixed(0)}`).join('   ')}`);
}
console.log(`all  ${builds.map((b) => `${b.nodes.toLocaleString('en-US')} / ${b.ms.toFixed(0)}`).join('   ')}`);
for (const b of builds.slice(1)) console.log(`${b.root} ÷ ${builds[0].root}: nodes ${(b.nodes / builds[0].nodes).toFixed(3)}, CPU ${(b.ms / builds[0].ms).toFixed(3)}`);
