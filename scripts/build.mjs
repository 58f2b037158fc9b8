#!/usr/bin/env node
/**
 * The build: AssemblyScript → WASM, esbuild, TypeScript declarations, in one process that runs
 * the slow steps side by side (2 cores: the asc targets and tsc start at once).
 *
 *   asc release ──► build/sudoku.wasm ──────┐  scalar: for engines without WebAssembly SIMD
 *   asc simd    ──► build/sudoku.simd.wasm ─┤  SIMD128 (embedded in the default entry)
 *   the same two from asconfig.variants.json │  the variant module (assembly/variants.ts), which
 *     ──► build/variants{,.simd}.wasm ──────┤  useVariants() brings: a page solving classic
 *                                           │  puzzles does not carry it
 *                                           ▼
 *                                       ┬─► esbuild src/**.ts → dist/**.js   one ESM file per module (library, stream,
 *                                       │     worker): imports kept, only the `.wasm` imports of src/wasm/embedded-*.ts
 *                                       │     inlined (hex), so bundlers drop whatever a page does not reach
 *                                       ├─► esbuild lz-string (npm, MIT) → dist/vendor/lz-string.js   one ESM file with its
 *                                       │     licence, imported by relative path, so dist/ imports only itself (a page
 *                                       │     loads it from a static server with no bundler and no import map)
 *                                       ├─► esbuild src/worker/entry.ts → dist/worker/entry.js   (the worker script, pre-bundled;
 *                                       │     the human-style solver split off into dist/worker/entry-*.js, loaded on first use)
 *                                       ├─► esbuild the Node entries → dist/node/{index,url,stream,worker}.js + chunk-*.js
 *                                       │     (what Node loads: `exports` condition `node`; one graph, few files)
 *                                       ├─► esbuild src/cli/main.ts → dist/cli.js    (node, shebang, chmod +x; pre-bundled,
 *                                       │     the four scripts sharing dist/cli-*.js chunks)
 *                                       │     + src/cli/jobs/bulk-worker.ts → dist/bulk-worker.js
 *                                       │     + src/cli/generate/generate-worker.ts → dist/generate-worker.js
 *                                       │     + src/experiment/guesses/worker.ts → dist/experiment-worker.js
 *                                       └─► copy → dist/sudoku{,.simd}.wasm, dist/variants{,.simd}.wasm (loaded by URL: sudoku-wasm/url)
 *   asc checked ──► build/sudoku.checked.wasm, build/variants.checked.wasm   (SIMD, bounds checks kept,
 *                                                                           `uncheckedBehavior: "never"`)
 *   tsc -p tsconfig.json ──► dist/**.d.ts (beside each .js; the CLI's and the experiment's removed)
 *
 * Owns: how the artefacts are produced and where they land. Does not own: asconfig.json targets
 * or tsconfig.json options (it only runs them).
 *
 * Why one file per module (docs/design/packaging.md): a pre-bundled dist/index.js is one module, so
 * a bundler keeps all its top-level code; per module, with package.json `sideEffects` naming the
 * one module that registers the embedded core, a page that imports `solve` gets the modules
 * `solve` reaches and nothing else.
 *
 * Usage: node scripts/build.mjs [--if-stale]
 *   --if-stale   do nothing when every artefact exists and is newer than every input
 *                (src/, assembly/, this script, package.json, the asconfig files, tsconfig.json).
 */
import { spawn } from 'node:child_process';
import { chmod, copyFile, mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { wasmHex } from './wasm-hex.mjs';

/** The worker script's own modules (src/worker/NAME.ts), which only its bundle (dist/worker/entry.js) holds. */
const WORKER_SIDE = ['entry', 'dispatch', 'library', 'library-logic', 'library-batch', 'library-variant-logic', 'library-variant-generate', 'serve', 'builds'];

/** npm packages the library imports, built into dist/vendor/<name>.js (CommonJS → one ESM file). */
const VENDORED = ['lz-string'];

/** An esbuild plugin's setup: the vendored packages imported from a folder of dist/ (../vendor/NAME.js). */
function vendoredFromSubfolder(build) {
  build.onResolve({ filter: /.*/ }, (args) => (VENDORED.includes(args.path) ? { path: `../vendor/${args.path}.js`, external: true } : undefined));
}

/** The Node entries, bundled together into dist/node/ (the subpath each is, and its source). */
const NODE_ENTRIES = { 'node/index': 'src/index.ts', 'node/url': 'src/url.ts', 'node/stream': 'src/stream/index.ts', 'node/worker': 'src/worker/index.ts' };

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

/** Everything the build reads; a change to any of them makes the artefacts stale. */
const INPUTS = ['src', 'assembly', 'scripts/build.mjs', 'scripts/wasm-hex.mjs', 'package.json', 'asconfig.json', 'asconfig.variants.json', 'tsconfig.json'];
/** Everything the build writes that later steps (`npm start`, tests, bench) rely on. */
const OUTPUTS = [
  'build/sudoku.wasm',
  'build/sudoku.simd.wasm',
  'build/sudoku.checked.wasm',
  'build/variants.wasm',
  'build/variants.simd.wasm',
  'build/variants.checked.wasm',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/browser.js',
  'dist/url.js',
  'dist/url.d.ts',
  'dist/wasm/embedded-simd.js',
  'dist/wasm/embedded-scalar.js',
  'dist/wasm/embedded-variants-simd.js',
  'dist/wasm/embedded-variants-scalar.js',
  'dist/stream/index.js',
  'dist/stream/index.d.ts',
  'dist/worker/entry.js',
  'dist/node/index.js',
  'dist/cli.js',
  'dist/bulk-worker.js',
  'dist/generate-worker.js',
  'dist/experiment-worker.js',
  'dist/sudoku.wasm',
  'dist/sudoku.simd.wasm',
  'dist/variants.wasm',
  'dist/variants.simd.wasm',
];

/** A failure whose message already says everything (no stack trace needed). */
class BuildError extends Error {}
/** Tools still running; a failure elsewhere stops them rather than leaving them orphaned. */
const children = new Set();

const started = performance.now();
const args = process.argv.slice(2);
for (const arg of args) {
  if (arg !== '--if-stale') fail(`unknown argument '${arg}' (expected: --if-stale)`);
}

if (args.includes('--if-stale') && !(await isStale())) {
  console.log('build: up to date (dist/ and build/ are newer than their sources)');
  process.exit(0);
}

const pkg = JSON.parse(await readFile(at('package.json'), 'utf8'));
await rm(at('dist'), { recursive: true, force: true });
await mkdir(at('dist'), { recursive: true });

const timings = [];
/** Runs `fn`, remembering how long it took under `label`. */
async function timed(label, fn) {
  const t0 = performance.now();
  const result = await fn();
  timings.push([label, performance.now() - t0]);
  return result;
}

// asc's bin re-spawns itself to add --enable-source-maps; passing it ourselves saves a process.
const ascBin = at('node_modules/assemblyscript/bin/asc.js');
const tscBin = at('node_modules/typescript/bin/tsc');
/** The two modules' configurations: the core, and the variant module beside it. */
const ASC_CONFIGS = ['asconfig.json', 'asconfig.variants.json'];
/** Builds `target` of both modules. */
const asc = (target) =>
  Promise.all(
    ASC_CONFIGS.map((config) =>
      run(process.execPath, ['--enable-source-maps', ascBin, '--config', config, '--target', target], `asc ${target} (${config})`),
    ),
  );

const release = () =>
  timed('asc release + esbuild', async () => {
    await Promise.all([asc('release'), asc('simd')]);
    await Promise.all([
      emitModules(),
      vendorModules(),
      bundleCli(),
      bundleWorkerEntry(),
      bundleNodeEntries(),
      copyFile(at('build/sudoku.wasm'), at('dist/sudoku.wasm')),
      copyFile(at('build/sudoku.simd.wasm'), at('dist/sudoku.simd.wasm')),
      copyFile(at('build/variants.wasm'), at('dist/variants.wasm')),
      copyFile(at('build/variants.simd.wasm'), at('dist/variants.simd.wasm')),
    ]);
  });
const checked = () => timed('asc checked', () => asc('checked'));
const declarations = () =>
  timed('tsc', async () => {
    await run(process.execPath, [tscBin, '-p', 'tsconfig.json'], 'tsc');
    await pruneDeclarations();
  });

try {
  // The release lane is the longest (asc `converge`), so it gets a core of its own; on two
  // cores the other two steps share the second one. Measured one at a time on the 2-core dev
  // box: asc release 3.4 s, asc checked 1.6 s, tsc 1.4 s, esbuild < 0.1 s.
  if (availableParallelism() >= 3) await Promise.all([release(), checked(), declarations()]);
  else await Promise.all([release(), declarations().then(checked)]);
} catch (error) {
  // esbuild has already printed its diagnostics; its error's message is the short form.
  const known = error instanceof BuildError || Array.isArray(error?.errors);
  fail(known ? error.message : (error?.stack ?? String(error)));
}

await report();

// ---------------------------------------------------------------------------------------------

/**
 * dist/**.js: every module of src/ (but the CLI's) as its own ESM file, its imports left as
 * they are (they name .js files already). Only a `.wasm` import is resolved, and inlined as a
 * hexadecimal string (src/wasm/hex.ts decodes it on first use). Every entry and subpath is
 * part of this one module graph, so a program that imports several shares one core.
 */
async function emitModules() {
  // not modules of the package: the CLI, the worker script and the modules only it reaches
  // (pre-bundled, WORKER_SIDE) and hand-written declarations
  const NOT_MODULES = [/^cli\//, /^experiment\//, ...WORKER_SIDE.map((name) => new RegExp(`^worker/${name}\\.ts$`)), /\.d\.ts$/];
  const entryPoints = (await listFiles(at('src')))
    .map((file) => relative(at('src'), file).split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !NOT_MODULES.some((re) => re.test(file)))
    .map((file) => `src/${file}`);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outbase: 'src',
    outdir: 'dist',
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    // es2022: class fields and `??=` as written (a lower target adds a helper to every file);
    // every engine with WebAssembly SIMD128 runs ES2022 (docs/browser.md)
    target: 'es2022',
    plugins: [
      wasmHex(),
      {
        name: 'one-file-per-module',
        setup(build) {
          // every import but a .wasm one stays an import of its own file
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point' || args.path.endsWith('.wasm')) return undefined;
            if (VENDORED.includes(args.path)) {
              const path = relative(dirname(args.importer), at(`src/vendor/${args.path}.js`)).split('\\').join('/');
              return { path: path.startsWith('.') ? path : `./${path}`, external: true };
            }
            if (args.path.startsWith('.') && !args.path.endsWith('.js')) {
              return { errors: [{ text: `relative imports must name their .js file: '${args.path}'` }] };
            }
            // src/stream imports the library's modules it uses, never an entry: an entry re-exports
            // every module, and a bundle reaches all it re-exports, used or not (esbuild puts them
            // in the chunks loaded at start: the CLI's `validate` parsed the human-style solver);
            // the registrations the Node entry made are its module's, ../defaults-node.js. The same
            // files either way: every entry reaches one graph, so one core and one registry.
            const fromStream = !relative(at('src/stream'), args.importer).startsWith('..');
            const entries = ['../index.js', '../public.js', '../browser.js', '../url.js', '../defaults.js'];
            if (fromStream && entries.includes(args.path)) {
              return { errors: [{ text: `src/stream must import the library's modules, not the entry '${args.path}' (the registrations: '../defaults-node.js')` }] };
            }
            return { path: args.path, external: true };
          });
        },
      },
    ],
    legalComments: 'inline',
    logLevel: 'warning',
  });
}

/** dist/vendor/<name>.js for each of {@link VENDORED}: its default export, its licence on top. */
async function vendorModules() {
  await Promise.all(
    VENDORED.map(async (name) => {
      const licence = (await readFile(at(`node_modules/${name}/LICENSE`), 'utf8')).trim();
      await esbuild.build({
        absWorkingDir: root,
        stdin: { contents: `export { default } from '${name}';`, resolveDir: root, loader: 'js' },
        outfile: `dist/vendor/${name}.js`,
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        mainFields: ['module', 'main'],
        target: 'es2022',
        banner: { js: `/*! ${name} (npm), bundled as one ES module.\n${licence}\n*/` },
        legalComments: 'inline',
        logLevel: 'warning',
      });
    }),
  );
}

/** Every file under `dir`, recursively. */
async function listFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else files.push(path);
  }
  return files;
}

/**
 * dist/worker/entry.js: the worker script, with the package code bundled in from src/, and the
 * human-style solver and generator that it loads on their first call (src/worker/dispatch.ts)
 * split off into dist/worker/entry-library-logic-HASH.js (the steps on variant puzzles into
 * dist/worker/entry-library-variant-logic-HASH.js, the batch validators and the backtracking
 * trace into dist/worker/entry-library-batch-HASH.js, the variant generator into
 * dist/worker/entry-library-variant-generate-HASH.js; the code they share into
 * dist/worker/entry-chunk-HASH.js), so the import stays one a bundler can split again. Bundled
 * because a worker starts with nothing loaded: as one file per module it made Node read,
 * resolve and compile over 200 modules before its first answer (bench/startup.mjs), and a
 * browser fetch as many. A thread of its own holds no state another module could share, so a
 * copy of the library inside it costs nothing but bytes on disk. lz-string stays the vendored
 * file, and the `.wasm` files' URLs their own (dist/wasm-urls.js).
 */
async function bundleWorkerEntry() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'worker/entry': 'src/worker/entry.ts' },
    outdir: 'dist',
    chunkNames: 'worker/entry-[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    plugins: [
      wasmHex(),
      // the chunks sit beside entry.js, in dist/worker/
      { name: 'vendored-files', setup: vendoredFromSubfolder },
      // the .wasm files' URLs stay in their own file, dist/wasm-urls.js, relative to dist/ where
      // the files are, whoever bundles the script (src/worker/builds.ts)
      { name: 'wasm-urls', setup: (build) => build.onResolve({ filter: /\/wasm-urls\.js$/ }, () => ({ path: '../wasm-urls.js', external: true })) },
    ],
    legalComments: 'inline',
    logLevel: 'warning',
  });
}

/**
 * dist/node/*.js: the entries as Node loads them (package.json `exports`, condition `node`),
 * bundled together with code splitting, so that they still share one module graph (one core,
 * one set of registrations: the shared code sits in dist/node/chunk-HASH.js) and Node reads a
 * few files instead of resolving and compiling about 230 at import (bench/startup.mjs). Bundlers
 * targeting browsers take the per-module files (condition `browser` or `default`). A module
 * that names a file beside itself, `new URL('./x', import.meta.url)` (the `.wasm` files, the
 * worker scripts), has the path rewritten to be relative to dist/node/, where its code lands.
 */
async function bundleNodeEntries() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: NODE_ENTRIES,
    outdir: 'dist',
    chunkNames: 'node/chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [
      wasmHex(),
      {
        name: 'vendored-and-relocated',
        setup(build) {
          vendoredFromSubfolder(build);
          build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            // where the module's own file lands in dist/, and from there where dist/node/ is
            const distDir = dirname(join(at('dist'), relative(at('src'), args.path)));
            // (comments before the path, such as bundlers' ignore hints, are kept)
            const contents = source.replace(/new URL\(((?:\/\*[^*]*\*\/\s*)*)(['"])(\.\.?\/[^'"]+)\2, import\.meta\.url\)/g, (_, comments, quote, path) => {
              const moved = relative(at('dist/node'), join(distDir, path)).split('\\').join('/');
              return `new URL(${comments}${quote}${moved.startsWith('.') ? moved : `./${moved}`}${quote}, import.meta.url)`;
            });
            return { contents, loader: 'ts' };
          });
        },
      },
    ],
    legalComments: 'inline',
    logLevel: 'warning',
  });
}

/** dist/cli.js: the command-line tool, with the package code bundled in from src/. */
async function bundleCli() {
  await esbuild.build({
    absWorkingDir: root,
    // the experiment's worker threads load dist/experiment-worker.js beside dist/cli.js
    entryPoints: { cli: 'src/cli/main.ts', 'bulk-worker': 'src/cli/jobs/bulk-worker.ts', 'generate-worker': 'src/cli/generate/generate-worker.ts', 'experiment-worker': 'src/experiment/guesses/worker.ts' },
    outdir: 'dist',
    // the four share their code through chunks beside them (dist/cli-HASH.js), where it was one
    // copy each (about 1 MB apiece); beside them, so that `new URL('./bulk-worker.js', …)` holds
    chunkNames: 'cli-[hash]',
    splitting: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [
      wasmHex(),
      // the registrations the library's modules import (src/stream/) are the CLI's own: the
      // core's builds at start, the variant layer and the TypeScript engines when a run needs
      // them (src/cli/lazy-parts.ts), so that `validate PUZZLE` does not parse them
      { name: 'cli-defaults', setup: (build) => build.onResolve({ filter: /\/defaults-node\.js$/ }, () => ({ path: at('src/cli/defaults-cli.ts') })) },
    ],
    // the CLI's modules import the library's modules directly, not through src/index.ts: give
    // every entry what it registers (src/cli/defaults-cli.ts, in place of src/defaults-node.ts)
    inject: ['src/cli/defaults-cli.ts'],
    banner: { js: '#!/usr/bin/env node' },
    define: { __SUDOKU_WASM_VERSION__: JSON.stringify(pkg.version) },
    logLevel: 'warning',
  });
  await chmod(at('dist/cli.js'), 0o755);
}

/**
 * tsc writes dist/**.d.ts beside the modules (mirroring src/). The CLI's, the experiment's and
 * the worker script's own modules' declarations are not public API: drop them (entry.d.ts stays:
 * `sudoku-wasm/worker/entry` is a subpath; it imports none of them).
 */
async function pruneDeclarations() {
  await rm(at('dist/cli'), { recursive: true, force: true });
  await rm(at('dist/experiment'), { recursive: true, force: true });
  await Promise.all(WORKER_SIDE.filter((name) => name !== 'entry').map((name) => rm(at(`dist/worker/${name}.d.ts`), { force: true })));
  await stat(at('dist/index.d.ts')).catch(() => {
    throw new BuildError('tsc did not emit dist/index.d.ts (is there a src/index.ts?)');
  });
}

/** Prints every artefact with its size (and gzip size for JS), then the step timings. */
async function report() {
  const rows = [];
  for (const file of OUTPUTS) {
    const bytes = await readFile(at(file));
    const gz = file.endsWith('.js') ? `${kb(gzipSync(bytes).length)} gzip` : '';
    rows.push([file, kb(bytes.length), gz]);
  }
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  for (const [file, size, gz] of rows) console.log(`  ${file.padEnd(w0)}  ${size.padStart(w1)}  ${gz}`.trimEnd());
  const steps = timings.map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`).join(', ');
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps})`);
}

function kb(n) {
  return n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KiB`;
}

/** True when an artefact is missing or older than the newest input file. */
async function isStale() {
  let oldestOutput = Infinity;
  for (const file of OUTPUTS) {
    const s = await stat(at(file)).catch(() => null);
    if (!s) return true;
    oldestOutput = Math.min(oldestOutput, s.mtimeMs);
  }
  for (const input of INPUTS) {
    if ((await newestMtime(at(input))) > oldestOutput) return true;
  }
  return false;
}

async function newestMtime(path) {
  const s = await stat(path).catch(() => null);
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}


/** Spawns a tool; on failure rejects with its captured output so the log shows why. */
function run(cmd, argv, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => reject(new BuildError(`${label}: cannot start ${relative(root, cmd) || cmd}: ${e.message}`)));
    child.on('close', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(new BuildError(`${label} failed (${signal ?? `exit ${code}`}):\n${output.trimEnd()}`));
    });
  });
}

function fail(message) {
  for (const child of children) child.kill();
  console.error(`build: ${message}`);
  process.exit(1);
}
