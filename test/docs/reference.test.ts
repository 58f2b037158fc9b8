/**
 * The API reference builds from the JSDoc with no warning (`npm run docs`: TypeDoc, pinned, with
 * typedoc.json's `treatWarningsAsErrors` and validation of undocumented exports, links that do
 * not resolve and types referenced but not exported). Built into a throwaway folder here, so a
 * new export without documentation, or a `{@link}` to nothing, fails the suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './markdown';

const out = mkdtempSync(join(tmpdir(), 'sudoku-wasm-typedoc-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run docs (TypeDoc)', () => {
  it('is pinned, and treats warnings as errors', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.devDependencies.typedoc).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.scripts.docs).toBe('typedoc');
    const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8'));
    expect(config.treatWarningsAsErrors).toBe(true);
    expect(config.validation).toEqual({ notExported: true, invalidLink: true, notDocumented: true });
  });

  it('builds the reference of every entry with no warning', () => {
    const r = spawnSync(join(root, 'node_modules', '.bin', 'typedoc'), ['--out', out], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      timeout: 280_000,
    });
    const said = (r.stdout + r.stderr).split('\n').filter((line) => /\[(warning|error)\]/.test(line));
    expect(said).toEqual([]);
    expect(r.status).toBe(0);
    for (const page of ['index.html', 'functions/sudoku-wasm.solve.html', 'functions/sudoku-wasm_stream.validateStream.html', 'functions/sudoku-wasm_worker.createWorkerSolver.html']) {
      expect(existsSync(join(out, page)), page).toBe(true);
    }
    // each entry named as it is imported, and said in a sentence
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    for (const entry of ['sudoku-wasm', 'sudoku-wasm/url', 'sudoku-wasm/stream', 'sudoku-wasm/worker']) {
      expect(index, entry).toContain(`>${entry}<`);
      expect(readFileSync(join(out, 'modules', `${entry.replace('/', '_')}.html`), 'utf8'), entry).toMatch(/class="tsd-comment tsd-typography"><p>\w/);
    }
  }, 300_000);
});
