#!/usr/bin/env node
/**
 * What a page that uses the package costs to download: pages that import a few functions are
 * bundled from the packed package the way a new user would (esbuild `--bundle --minify
 * --format=esm --platform=browser`), then gzipped.
 *
 *   node bench/bundle-sizes.mjs            packs this checkout (runs the build if stale), prints the
 *                                          table and writes it to the `bundle` section of bench/RESULTS.md
 *   node bench/bundle-sizes.mjs --json     the same rows as JSON (writes nothing)
 *
 * Owns: the pages, their budgets, packing the checkout (`npm pack`) into a throwaway consumer
 * folder, bundling and measuring. Used by test/package/bundle-sizes.test.ts (which checks the
 * budgets) and quoted by the README's "Bundle sizes". Does not own: the build (scripts/build.mjs).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { buildInfo } from './lib/build-info.mjs';
import { machineInfo } from './lib/machine.mjs';
import { replaceSection } from './lib/sections.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/**
 * The pages measured. `budget` is the most gzipped bytes of JavaScript allowed (embedded
 * WebAssembly is JavaScript here); `fetches` names the package's `.wasm` file a page loads by
 * URL, reported apart.
 */
export const PAGES = [
  {
    id: 'solve',
    title: '`solve` only (WebAssembly embedded)',
    source: `import { solve } from 'sudoku-wasm';\nconsole.log(solve(${JSON.stringify(PUZZLE)}).solution);\n`,
    // 25.2 KB measured once every function checks its options (src/api/options.ts: about 0.5 KB
    // with the nearest-key search) and the core grew to 21 KB; 30.1 KB once the core held the
    // variant engine (27.8 KB scalar), 32.6 KB with its exact cage step (35 KB scalar), 36.2 KB
    // once rule records ran on digit planes and locked digits went through pair relations;
    // 38.06 KB once fast9's band update read bands and row singles from tables (6–8% fewer
    // instructions a puzzle for 80 bytes, on a core the variant engine's cage steps had grown
    // to within 60 bytes of 38 KB); 38.9 KB once the core read the grid of f-puzzles text (0.8 KB
    // gzipped in each build; the reading of variant text 0.4–0.6× the time); 39.9 KB once the
    // variant engine read quadruples, between lines, X-sums and skyscrapers (their records'
    // handlers and checks, 3.0 KB in each build, 1.0 KB gzipped); 40.1 KB once a 9×9 line of
    // the single calls was read into one reused array and the core read compact givens of
    // f-puzzles text at once (0.2 KB: single calls 1.16×, classic f-puzzles text 1.39× the
    // rate); 27.6 KB once the variant engine moved to a WebAssembly module of its own, which
    // useVariants() brings (src/wasm/variant-core.ts: the scalar core went from 53.2 to 21.3 KB);
    // 29.0 KB (29,663 bytes) once the embedded build was decoded by Uint8Array.fromHex where the
    // engine has it (+34 bytes; 3-5 ms less before a fresh page's first answer where the loop
    // ran cold: src/wasm/hex.ts); 29.2 KB (29,917 bytes) once a size that names no board said
    // why in one place, a board given as rows said how to pass it flat, options that are a typed
    // array, a Map or a Set were refused at once and a long list of unknown keys was cut
    // (+0.25 KB); 29.4 KB (30,151 bytes) once the shared checks' errors named their call, options
    // that are other built-in objects (an ArrayBuffer, a DataView, a Date) were refused, custom
    // alphabets with symbols past U+FFFF were refused by name, and options set to undefined read
    // as absent (+0.23 KB); 29.5 KB (30,233 bytes) once every argument error of the solving calls
    // named its call, the text layer's size and alphabet checks included (+0.08 KB); 29.8 KB
    // (30,470 bytes) with the variant search's union of solutions (its wrapper and ABI +0.12
    // KB); 29.2 KB (29,854 bytes) once the WebAssembly variant search's wrapper and module slot
    // came with useVariants() instead of the engine registry; 29.5 KB (30,157 bytes) once the
    // errors of wrong options kept their message in JSON.stringify and a wrong type of the text
    // layer's options was a TypeError (about +0.07 KB; the refusal of options that do not apply
    // to a variant puzzle comes with useVariants()). The budget (29.5 KB since then) guards
    // against growth
    budget: 29.5 * 1024,
  },
  {
    id: 'solve-url',
    title: '`solve` only, `.wasm` by URL (`sudoku-wasm/url`)',
    source:
      `import { initWasm, solve } from 'sudoku-wasm/url';\n` +
      `await initWasm();\nconsole.log(solve(${JSON.stringify(PUZZLE)}).solution);\n`,
    // issue 19 asked for under 12 KB; 9.4 KB was measured once boards other than 9×9 and the
    // pre-pass waited for useAllSizes() / usePrepass() in this entry (src/api/parts.ts), 10.5 KB
    // once every function checks its options (0.5 KB), 11.7 KB once every call recognised variant
    // input (src/api/variant.ts: the reading waits for useVariants()), 12.3 KB once initWasm()
    // could fetch the variant module too (src/wasm/init.ts, variant-core.ts), 13.2 KB once
    // fast9 stopped on timeoutMs and signals (resumable slices, +0.25 KB) and every call checked
    // its options' values (+0.35 KB), with the link readers' limits (+0.1 KB), 13.5 KB once the
    // link readers knew SudokuPad's app links and named other sites' links, and jigsaw lines
    // with a wrong label reached the jigsaw reader (+0.1 KB), 13.6 KB once a size that is no
    // board's was refused naming the call (+0.05 KB), 13.8 KB once the embedded build was
    // decoded by Uint8Array.fromHex where there is one, a board given as rows said how to pass
    // it flat and the options check refused typed arrays, Maps and Sets (+0.22 KB), 14.0 KB
    // (14,367 bytes) once built-in objects as options and alphabets past U+FFFF were refused,
    // options set to undefined read as absent and every argument error named its call (+0.21
    // KB), 14,591 bytes once a call made before initWasm() (or before the part it needs is
    // loaded) named itself (+7 bytes: nameCall names the package's plain Errors too), 14,613 bytes
    // once the package's errors had a toJSON() that keeps their message in JSON.stringify (+22
    // bytes: BudgetExhaustedError's and WasmBlockedError's ride along), 14,637 bytes once a
    // variant link pasted in quotation marks or brackets was told from a classic line (+24 bytes:
    // variant/formats/line-kind.ts, which says to call useVariants() for it), 14,641 bytes once
    // it told a Markdown link too (+4 bytes), 14,708 bytes once the errors of wrong options kept
    // their message in JSON.stringify (+67 bytes: a toJSON given by nameCall,
    // src/api/error-json.ts). The budget (14.4 KB, 14,745 bytes, since then)
    // guards against growth (docs/browser.md "What a page pays").
    budget: 14.4 * 1024,
    fetches: 'sudoku.simd.wasm',
  },
  {
    id: 'solve-url-all',
    title: '`solve` + `useAllSizes` + `usePrepass` from `sudoku-wasm/url` (every size, the pre-pass)',
    source:
      `import { initWasm, solve, useAllSizes, usePrepass } from 'sudoku-wasm/url';\n` +
      `useAllSizes();\nusePrepass();\nawait initWasm();\nconsole.log(solve(${JSON.stringify(PUZZLE)}).solution);\n`,
    budget: undefined,
    fetches: 'sudoku.simd.wasm',
  },
  {
    id: 'solve-ts',
    title: '`solve` + `useTypeScriptEngines` from `sudoku-wasm/url` (no WebAssembly: a strict CSP)',
    source:
      `import { solve, useTypeScriptEngines } from 'sudoku-wasm/url';\n` +
      `useTypeScriptEngines();\nconsole.log(solve(${JSON.stringify(PUZZLE)}).solution);\n`,
    budget: undefined,
  },
  {
    id: 'solve-variants',
    title: '`solve` + `useVariants` (variant puzzles: f-puzzles JSON and links, the model)',
    source:
      `import { solve, useVariants } from 'sudoku-wasm';\n` +
      `useVariants();\nconsole.log(solve({ size: 9, givens: ${JSON.stringify(PUZZLE)}, constraints: [{ type: 'antiKnight' }] }).status);\n`,
    budget: undefined,
  },
  {
    id: 'format-url',
    title: '`formatGrid` only, from `sudoku-wasm/url` (no build embedded)',
    source: `import { formatGrid } from 'sudoku-wasm/url';\nconsole.log(formatGrid(${JSON.stringify(PUZZLE)}));\n`,
    budget: 2 * 1024,
  },
  {
    id: 'solve-hint-rate-generate',
    title: '`solve` + `hint` + `rate` + `generate`',
    source:
      `import { generate, gridFromPuzzle, hint, rate, solve } from 'sudoku-wasm';\n` +
      `const p = ${JSON.stringify(PUZZLE)};\n` +
      `console.log(solve(p).solution, hint(gridFromPuzzle(p)), rate(p), await generate({ seed: 1 }));\n`,
    budget: undefined,
  },
];

/**
 * Packs the checkout at `root` (`npm pack`, which runs `prepack`) and unpacks the tarball as
 * `node_modules/sudoku-wasm` of a new folder under the system temp directory.
 * @returns the consumer folder, its package folder and the tarball's path
 */
export function packInto(root = ROOT) {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-wasm-consumer-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [{ filename }] = JSON.parse(out.slice(out.indexOf('[')));
  const tarball = join(dir, filename);
  const packageDir = join(dir, 'node_modules', 'sudoku-wasm');
  mkdirSync(packageDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
  return { dir, packageDir, tarball };
}

/**
 * Bundles every page inside `consumerDir` (a folder whose node_modules holds the package) and
 * measures it.
 * @returns one row per page: JavaScript bytes and gzipped bytes, the `.wasm` files the bundle
 *   emitted beside it (bytes, gzipped), and the modules of the package that rode along
 */
export async function measurePages(consumerDir, pages = PAGES) {
  const rows = [];
  for (const page of pages) {
    const pageDir = join(consumerDir, 'pages', page.id);
    rmSync(pageDir, { recursive: true, force: true });
    mkdirSync(pageDir, { recursive: true });
    writeFileSync(join(pageDir, 'page.js'), page.source);
    const result = await esbuild.build({
      absWorkingDir: consumerDir,
      entryPoints: [join(pageDir, 'page.js')],
      outdir: join(pageDir, 'out'),
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      // what a user of the URL entry adds so the `.wasm` is copied (README "Bundle sizes")
      loader: { '.wasm': 'file' },
      assetNames: '[name]',
      metafile: true,
      logLevel: 'silent',
    });
    const outDir = join(pageDir, 'out');
    const js = readFileSync(join(outDir, 'page.js'));
    // esbuild leaves `new URL('./x.wasm', import.meta.url)` alone: the page fetches the package's file
    const wasm = readdirSync(outDir)
      .filter((f) => f.endsWith('.wasm'))
      .map((f) => readFileSync(join(outDir, f)));
    if (page.fetches && wasm.length === 0) wasm.push(readFileSync(join(consumerDir, 'node_modules/sudoku-wasm/dist', page.fetches)));
    const inputs = Object.entries(result.metafile.outputs[Object.keys(result.metafile.outputs).find((k) => k.endsWith('page.js'))].inputs)
      .filter(([path]) => path.includes('node_modules/sudoku-wasm/'))
      .map(([path, info]) => ({ path: path.slice(path.indexOf('node_modules/sudoku-wasm/') + 25), bytes: info.bytesInOutput }))
      .sort((a, b) => b.bytes - a.bytes);
    rows.push({
      id: page.id,
      title: page.title,
      budget: page.budget,
      jsBytes: js.length,
      jsGzip: gzipSync(js).length,
      wasmBytes: wasm.reduce((s, b) => s + b.length, 0),
      wasmGzip: wasm.reduce((s, b) => s + gzipSync(b).length, 0),
      inputs,
    });
  }
  return rows;
}

/** The rows as a Markdown table (sizes in KB of 1,024 bytes, one decimal). */
export function formatTable(rows) {
  const kb = (n) => (n / 1024).toFixed(1);
  const lines = [
    '| page | JS minified | JS gzipped | `.wasm` fetched (gzipped) | budget (gzipped) |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const embedded = r.inputs.some((i) => i.path.startsWith('dist/wasm/embedded-') && i.bytes > 0);
    const wasm = r.wasmBytes ? `${kb(r.wasmBytes)} (${kb(r.wasmGzip)})` : embedded ? 'embedded' : 'none';
    const budget = r.budget ? `< ${kb(r.budget)}` : '–';
    lines.push(`| ${r.title} | ${kb(r.jsBytes)} | ${kb(r.jsGzip)} | ${wasm} | ${budget} |`);
  }
  return lines.join('\n');
}

/** Writes the table to the `bundle` section of bench/RESULTS.md (between its markers). */
function writeResults(rows) {
  const file = join(ROOT, 'bench', 'RESULTS.md');
  const previous = readFileSync(file, 'utf8');
  const { date } = machineInfo();
  const body = [
    '## Bundle sizes: what a page pays',
    '',
    `Measured ${date} (${buildInfo()}; esbuild ${esbuild.version}) by \`npm run bench:bundle\` (bench/bundle-sizes.mjs): ` +
      'each page is bundled from the packed package (`npm pack`) as a new user would, with esbuild ' +
      '`--bundle --minify --format=esm --platform=browser --target=es2022 --loader:.wasm=file`, then gzipped ' +
      '(KB of 1,024 bytes). The budgets are checked by test/package/bundle-sizes.test.ts.',
    '',
    formatTable(rows),
  ].join('\n');
  writeFileSync(file, replaceSection(previous, 'bundle', body));
  console.error(`bundle sizes: wrote the bundle section of ${file}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  const { dir } = packInto(ROOT);
  try {
    const rows = await measurePages(dir);
    if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
    else {
      console.log(formatTable(rows));
      writeResults(rows);
      for (const r of rows) {
        console.log(`\n${r.id}: largest modules of the package in the bundle`);
        for (const i of r.inputs.slice(0, 8)) console.log(`  ${String(i.bytes).padStart(7)}  ${i.path}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
