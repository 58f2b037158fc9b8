/**
 * What a page pays for the package: pages bundled from the packed package with esbuild
 * (`--bundle --minify --format=esm --platform=browser`), gzipped, against their budgets
 * (bench/bundle-sizes.mjs owns the pages, the budgets and the measuring; README "Bundle sizes"
 * quotes the table it prints). Also checks that what rides along is what the page imports, and
 * that esbuild bundles every public entry (and the worker script) without a warning: an import
 * esbuild ignores because package.json `sideEffects` leaves its module out is code every bundler
 * may drop.
 */
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTable, measurePages, packInto, PAGES, type PageSize } from '../../bench/bundle-sizes.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
let rows: PageSize[];
const row = (id: string) => rows.find((r) => r.id === id)!;
const carries = (id: string, path: RegExp) => row(id).inputs.some((i) => path.test(i.path) && i.bytes > 0);

beforeAll(async () => {
  ({ dir } = packInto(root));
  rows = await measurePages(dir);
  console.log(formatTable(rows));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('bundle sizes from the packed package', () => {
  it.each(PAGES.filter((p) => p.budget).map((p) => [p.id, p.budget!]))('%s is under %d bytes of JavaScript, gzipped', (id, budget) => {
    expect(row(id).jsGzip).toBeLessThan(budget);
  });

  it('a solve-only page carries the embedded scalar build and no human-style logic or TypeScript engine', () => {
    expect(carries('solve', /^dist\/wasm\/embedded-scalar\.js$/)).toBe(true);
    expect(carries('solve', /^dist\/wasm\/embedded-simd\.js$/)).toBe(false);
    expect(carries('solve', /^dist\/wasm\/embedded-variants-/)).toBe(false);
    expect(carries('solve', /^dist\/logic\//)).toBe(false);
    expect(carries('solve', /^dist\/engine\/(fast9|bitmask|dlx)-ts\//)).toBe(false);
    expect(carries('solve', /^dist\/generate\//)).toBe(false);
  });

  it('the URL page embeds no build, and fetches the SIMD one', () => {
    expect(carries('solve-url', /^dist\/wasm\/embedded-/)).toBe(false);
    expect(row('solve-url').wasmBytes).toBeGreaterThan(10_000);
  });

  it('boards other than 9×9 and the pre-pass ride along on the URL page only with useAllSizes and usePrepass', () => {
    for (const part of [/^dist\/text\/layout\.js$/, /^dist\/text\/parse-numbers\.js$/, /^dist\/text\/format\.js$/, /^dist\/prepass\//]) {
      expect(carries('solve-url', part), String(part)).toBe(false);
      expect(carries('solve-url-all', part), String(part)).toBe(true);
      expect(carries('solve', part), String(part)).toBe(true); // the default entry loads them itself
    }
    expect(row('solve-url-all').jsGzip).toBeGreaterThan(row('solve-url').jsGzip + 3_000);
  });

  it('variant puzzles (readers, the links’ bounded decoder, lz-string, compiler, the variant engine’s module) ride along only with useVariants', () => {
    const parts = [/^dist\/variant\/formats\/(detect|fpuzzles|links)\.js$/, /^dist\/variant\/formats\/lz-decode\.js$/, /^dist\/vendor\/lz-string\.js$/, /^dist\/variant\/compile\/index\.js$/, /^dist\/wasm\/embedded-variants-scalar\.js$/];
    for (const part of parts) {
      expect(carries('solve', part), String(part)).toBe(false);
      expect(carries('solve-url', part), String(part)).toBe(false);
      expect(carries('solve-variants', part), String(part)).toBe(true);
    }
  });

  it('the human-style steps for variants ride along with neither solve nor useVariants (useVariantLogic brings them)', () => {
    for (const id of ['solve', 'solve-url', 'solve-variants', 'solve-hint-rate-generate']) {
      expect(carries(id, /^dist\/variant\/logic\//), id).toBe(false);
    }
  });

  it('the TypeScript engines ride along only with useTypeScriptEngines', () => {
    expect(carries('solve-ts', /^dist\/engine\/fast9-ts\//)).toBe(true);
    expect(carries('solve-url', /^dist\/engine\/fast9-ts\//)).toBe(false);
    expect(row('solve-ts').jsGzip).toBeGreaterThan(row('solve-url').jsGzip + 3_000);
  });

  it('hints and rating are paid for only by the page that imports them', () => {
    expect(carries('solve-hint-rate-generate', /^dist\/logic\/techniques\//)).toBe(true);
    expect(row('solve-hint-rate-generate').jsGzip).toBeGreaterThan(row('solve').jsGzip + 10_000);
  });
});

describe('esbuild bundles every entry of the packed package without a warning', () => {
  /** The subpaths, each with the platform a page or a program bundles it for. */
  const ENTRIES: [string, esbuild.Platform][] = [
    ['sudoku-wasm', 'browser'],
    ['sudoku-wasm/url', 'browser'],
    ['sudoku-wasm/worker', 'browser'],
    ['sudoku-wasm/worker/entry', 'browser'],
    ['sudoku-wasm', 'node'],
    ['sudoku-wasm/url', 'node'],
    ['sudoku-wasm/stream', 'node'],
    ['sudoku-wasm/worker', 'node'],
    ['sudoku-wasm/worker/entry', 'node'],
  ];
  let app: string;

  // esbuild keeps quiet about code whose real path is inside node_modules, so the package is
  // linked in from a folder of its own, as workspaces and `npm link` install it
  beforeAll(() => {
    const linked = join(dir, 'workspace', 'sudoku-wasm');
    cpSync(join(dir, 'node_modules', 'sudoku-wasm'), linked, { recursive: true });
    app = join(dir, 'app');
    mkdirSync(join(app, 'node_modules'), { recursive: true });
    symlinkSync(linked, join(app, 'node_modules', 'sudoku-wasm'), 'dir');
  });

  it.each(ENTRIES)('%s for %s', async (entry, platform) => {
    // the whole namespace, so every module the entry reaches is bundled
    const result = await esbuild.build({
      absWorkingDir: app,
      stdin: { contents: `import * as entry from '${entry}';\nconsole.log(entry);\n`, resolveDir: app, loader: 'js' },
      outdir: join(app, 'out'),
      bundle: true,
      format: 'esm',
      platform,
      target: 'es2022',
      loader: { '.wasm': 'file' },
      write: false,
      logLevel: 'silent',
    });
    expect(result.warnings.map((w) => `${w.location?.file ?? ''}: ${w.text}`)).toEqual([]);
  });
});
