/**
 * What a page pays for the package: pages bundled from the packed package with esbuild
 * (`--bundle --minify --format=esm --platform=browser`), gzipped, against their budgets
 * (bench/bundle-sizes.mjs owns the pages, the budgets and the measuring; README "Bundle sizes"
 * quotes the table it prints). Also checks that what rides along is what the page imports.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
