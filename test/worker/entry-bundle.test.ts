/**
 * The worker script as it ships (dist/worker/entry.js): one file with the library inside, so a
 * new worker reads a file or two before its first answer rather than resolving, reading and
 * compiling the library module by module (over 200 files: Node's loader costs a few hundred
 * microseconds a file; bench/startup.mjs). The human-style solver and the generators stay behind
 * dynamic imports, loaded on the first call that needs them, in a chunk a page's bundler can
 * split again. The worker's behaviour is test/worker/node.test.ts's (and browser.test.ts's).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distFile, requireBuild } from './support';

requireBuild();

/** The specifiers `code` imports statically and dynamically (string literals only). */
function importsOf(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const staticImports = [...code.matchAll(/^\s*(?:import|export)\b[^'"`;]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm)].map((m) => m[1] ?? m[2]);
  const dynamicImports = [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
  return { staticImports, dynamicImports };
}

describe('the worker script (dist/worker/entry.js)', () => {
  it('carries the library: it imports only its own chunks, the vendored lz-string and the .wasm files\' URLs, never a module of the library', () => {
    const own = /^\.\/entry-[\w-]+\.js$/;
    const chunks = readdirSync(distFile('worker')).filter((f) => /^entry-[\w-]+\.js$/.test(f));
    expect(chunks.length).toBeGreaterThan(0);
    for (const file of ['entry.js', ...chunks]) {
      const { staticImports, dynamicImports } = importsOf(readFileSync(distFile(`worker/${file}`), 'utf8'));
      for (const specifier of [...staticImports, ...dynamicImports]) {
        const outside = ['../vendor/lz-string.js', '../wasm-urls.js'];
        expect(own.test(specifier) || outside.includes(specifier), `${file} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('loads the human-style solver only when a call needs it: behind a dynamic import', () => {
    const { staticImports, dynamicImports } = importsOf(readFileSync(distFile('worker/entry.js'), 'utf8'));
    const logic = dynamicImports.filter((s) => /^\.\/entry-library-logic-[\w-]+\.js$/.test(s));
    expect(logic).toHaveLength(1);
    expect(staticImports).not.toContain(logic[0]);
    // the chunk holds the logic solver, the entry does not
    expect(readFileSync(distFile(`worker/${logic[0].slice(2)}`), 'utf8')).toContain('src/logic/solver.ts');
    expect(readFileSync(distFile('worker/entry.js'), 'utf8')).not.toContain('src/logic/solver.ts');
  });

  it('loads the batch validators and the backtracking trace only when a call needs them: behind a dynamic import of their own', () => {
    const { staticImports, dynamicImports } = importsOf(readFileSync(distFile('worker/entry.js'), 'utf8'));
    const batch = dynamicImports.filter((s) => /^\.\/entry-library-batch-[\w-]+\.js$/.test(s));
    expect(batch).toHaveLength(1);
    expect(staticImports).not.toContain(batch[0]);
    const chunk = readFileSync(distFile(`worker/${batch[0].slice(2)}`), 'utf8');
    expect(chunk).toContain('src/api/batch.ts');
    expect(chunk).toContain('src/classic/trace.ts');
    expect(readFileSync(distFile('worker/entry.js'), 'utf8')).not.toMatch(/src\/api\/batch\.ts|src\/classic\/trace\.ts/);
  });

  it('loads the steps on variant puzzles only for a variant puzzle: behind a dynamic import of their own, not in the solver chunk', () => {
    const { staticImports, dynamicImports } = importsOf(readFileSync(distFile('worker/entry.js'), 'utf8'));
    const steps = dynamicImports.filter((s) => /^\.\/entry-library-variant-logic-[\w-]+\.js$/.test(s));
    expect(steps).toHaveLength(1);
    expect(staticImports).not.toContain(steps[0]);
    expect(readFileSync(distFile(`worker/${steps[0].slice(2)}`), 'utf8')).toContain('src/variant/logic/calls.ts');
    const logic = readdirSync(distFile('worker')).filter((f) => /^entry-library-logic-[\w-]+\.js$/.test(f));
    for (const file of ['entry.js', ...logic]) expect(readFileSync(distFile(`worker/${file}`), 'utf8'), file).not.toContain('src/variant/logic/');
  });

  it('loads the variant generator only for generateVariant: behind a dynamic import of its own, in neither the entry nor the solver chunk', () => {
    const { staticImports, dynamicImports } = importsOf(readFileSync(distFile('worker/entry.js'), 'utf8'));
    const generator = dynamicImports.filter((s) => /^\.\/entry-library-variant-generate-[\w-]+\.js$/.test(s));
    expect(generator).toHaveLength(1);
    expect(staticImports).not.toContain(generator[0]);
    expect(readFileSync(distFile(`worker/${generator[0].slice(2)}`), 'utf8')).toContain('src/variant/generate/index.ts');
    const logic = readdirSync(distFile('worker')).filter((f) => /^entry-library-logic-[\w-]+\.js$/.test(f));
    for (const file of ['entry.js', ...logic]) expect(readFileSync(distFile(`worker/${file}`), 'utf8'), file).not.toContain('src/variant/generate/');
  });

  it('embeds no WebAssembly build (it reads the .wasm file it runs, src/worker/builds.ts), and loads the TypeScript engines only when a call needs them', () => {
    const files = ['entry.js', ...readdirSync(distFile('worker')).filter((f) => /^entry-[\w-]+\.js$/.test(f))];
    for (const file of files) {
      // an embedded build is a hex string (scripts/wasm-hex.mjs): the smallest, the scalar core, is about 44,000 digits
      expect(readFileSync(distFile(`worker/${file}`), 'utf8'), file).not.toMatch(/[0-9a-f]{2000}/);
    }
    const { staticImports, dynamicImports } = importsOf(readFileSync(distFile('worker/entry.js'), 'utf8'));
    expect(staticImports).toContain('../wasm-urls.js');
    const engines = dynamicImports.filter((s) => /^\.\/entry-ts-engines-[\w-]+\.js$/.test(s));
    expect(engines).toHaveLength(1);
    expect(staticImports).not.toContain(engines[0]);
    expect(readFileSync(distFile('worker/entry.js'), 'utf8')).not.toContain('src/engine/fast9-ts/');
  });
});
