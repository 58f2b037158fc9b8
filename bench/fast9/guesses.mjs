#!/usr/bin/env node
/**
 * fast9's guesses per puzzle, exact and machine-independent, beside tdoku's on the same files:
 * the deterministic measure for work on fast9's search (a timing on a shared machine is noisy,
 * a guess count is not).
 *
 *   node bench/fast9/guesses.mjs [--files a,b] [--forms published,transformed] [--limit 2]
 *                                [--backend wasm|scalar|ts] [--sample N] [--no-tdoku]
 *
 * Per set and form: the puzzles, fast9's countsum (and whether every count is the set's: 1 on a
 * proper set, 2 on serg_benchmark at limit 2), fast9's guesses per puzzle, its decisions per
 * puzzle, and tdoku's guesses per puzzle from `../shared/native/tdoku-count-v2` (the same file).
 *
 * Two ways to count a guess. fast9 counts every alternative it tries (a digit at a cell, a
 * configuration of a digit in a band), the last one of a branch too: each one is a propagation
 * from a copied frame, so its count follows the work. tdoku counts decisions: its branches are
 * binary (a literal, then its negation), and the negation is propagated without being counted.
 * Counted to 10,000 on the empty grid, tdoku reports 10,031 guesses and fast9 19,127: one
 * decision per solution against about two alternatives. "decisions" here is fast9's count the
 * tdoku way: the alternatives tried while another alternative of the same branch was still
 * left (every one but the last of each branch; from the TypeScript twin, which makes exactly
 * the WebAssembly core's guesses).
 *
 * Owns: that table. Does not own: the transformed copies (native.mjs) or the engine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { list, parseArgs } from '../lib/args.mjs';
import { NATIVE_BUILDS, nativeDir, runNative } from '../lib/native.mjs';
import { findPuzzleDir, listPuzzleFiles, loadPuzzles, setName } from '../lib/puzzles.mjs';
import { transformedCopy } from '../native.mjs';
import { distPath } from '../ours.mjs';

const { options } = parseArgs(process.argv.slice(2), new Set(['no-tdoku', 'help']));
if (options.help) {
  process.stdout.write('usage: node bench/fast9/guesses.mjs [--files a,b] [--forms published,transformed] [--limit 2] [--backend wasm|scalar|ts] [--sample N] [--no-tdoku]\n');
  process.exit(0);
}
const limit = Number(options.limit ?? 2);
const backend = options.backend ?? 'wasm';
const forms = options.forms ? list(options.forms) : ['transformed'];
if (backend === 'scalar') WebAssembly.validate = () => false;
const pkg = await import(pathToFileURL(distPath()).href);
const engine = pkg.getEngine(backend === 'ts' ? 'ts' : 'wasm');
const twinUrl = pathToFileURL(distPath().replace(/index\.js$/, 'engine/fast9-ts/search.js')).href;
const { Fast9Search } = await import(twinUrl);

const puzzleDir = findPuzzleDir(options.puzzles);
let files = listPuzzleFiles(puzzleDir);
if (options.files) files = list(options.files).map((w) => files.find((f) => setName(f) === w) ?? (() => { throw new Error(`--files: unknown ${w}`); })());
const dir = options['no-tdoku'] ? null : nativeDir(puzzleDir);

/** Every `step`-th puzzle, so a sample has the file's mix (as bench/lib/sample.mjs does). */
function strided(puzzles, size) {
  if (!size || size >= puzzles.length) return puzzles;
  const step = puzzles.length / size;
  return Array.from({ length: size }, (_, i) => puzzles[Math.floor(i * step)]);
}

const rows = [];
for (const file of files) {
  for (const form of forms) {
    let path = form === 'published' ? file : await transformedCopy(file);
    const puzzles = strided(loadPuzzles(path), Number(options.sample ?? 0));
    if (options.sample) {
      path = `${process.env.TMPDIR ?? '/tmp'}/fast9-guesses-${setName(file)}-${form}-${options.sample}.txt`;
      if (!existsSync(path) || readFileSync(path, 'utf8') !== puzzles.join('\n') + '\n') {
        (await import('node:fs')).writeFileSync(path, puzzles.join('\n') + '\n');
      }
    }
    const n = puzzles.length;
    const cells = new Uint8Array(n * 81);
    puzzles.forEach((p, i) => {
      for (let j = 0; j < 81; j++) cells[i * 81 + j] = p[j] === '.' ? 0 : p.charCodeAt(j) - 48;
    });
    const solutions = new Uint8Array(n * 81), counts = new Int32Array(n), guesses = new Uint32Array(n);
    engine.countBatch(cells, n, limit, solutions, counts, guesses, 0);
    const expected = Math.min(limit, setName(file) === 'serg_benchmark' ? 2 : 1);
    let guessSum = 0, countsum = 0, wrong = 0;
    for (let i = 0; i < n; i++) {
      guessSum += guesses[i];
      countsum += counts[i];
      if (counts[i] !== expected) wrong++;
    }
    const twin = new Fast9Search();
    const out = new Uint8Array(81);
    let decisions = 0, twinGuesses = 0;
    for (let i = 0; i < n; i++) {
      twin.count(cells, i * 81, limit, out, 0);
      decisions += twin.decisions;
      twinGuesses += twin.guesses;
    }
    const tdoku = dir ? runNative(dir, NATIVE_BUILDS[0], path, limit, 1) : null;
    const row = {
      set: setName(file), form, n, countsum, wrong,
      guesses: guessSum / n, decisions: decisions / n, twinAgrees: twinGuesses === guessSum,
      tdoku: tdoku?.status === 'ok' ? tdoku.guesses : null,
      tdokuCountsum: tdoku?.status === 'ok' ? tdoku.countsum : null,
    };
    rows.push(row);
    console.error(JSON.stringify(row));
  }
}

const f = (x, d = 2) => (x === null ? '–' : x.toFixed(d));
const lines = [
  `fast9 ${backend}, limit ${limit}: guesses per puzzle (every alternative tried), decisions per puzzle (tdoku's way), tdoku 128-bit's guesses`,
  '',
  '| set | form | puzzles | wrong counts | fast9 guesses | fast9 decisions | tdoku guesses | decisions ÷ tdoku | countsums agree |',
  '|---|---|--:|--:|--:|--:|--:|--:|---|',
];
for (const r of rows) {
  lines.push(
    `| ${r.set} | ${r.form} | ${r.n} | ${r.wrong} | ${f(r.guesses)} | ${f(r.decisions)}${r.twinAgrees ? '' : ' (twin differs!)'} | ${f(r.tdoku)} | ` +
      `${r.tdoku ? (r.decisions / r.tdoku).toFixed(2) : '–'} | ${r.tdokuCountsum === null ? '–' : r.tdokuCountsum === r.countsum ? 'yes' : '**no**'} |`,
  );
}
process.stdout.write(lines.join('\n') + '\n');
