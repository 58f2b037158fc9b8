/**
 * The API reference builds from the JSDoc with no warning (`npm run docs`: TypeDoc, pinned, with
 * typedoc.json's `treatWarningsAsErrors` and validation of undocumented exports, links that do
 * not resolve and types referenced but not exported). Built into a throwaway folder here, so a
 * new export without documentation, or a `{@link}` to nothing, fails the suite.
 *
 * Each entry's page is grouped by task (`@category`, typedoc.json `categoryOrder`): every
 * function and class an entry exports, its own or re-exported, is in a category, so a new one
 * without a `@category` tag fails here rather than landing in "Types and options".
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './markdown';

const out = mkdtempSync(join(tmpdir(), 'sudoku-wasm-typedoc-'));

/** TypeDoc's reflection kinds, as its JSON output numbers them. */
const KIND = { Function: 64, Class: 128, Reference: 4194304 };

/** A reflection of TypeDoc's JSON output, as far as this suite reads it. */
interface Reflection {
  id: number;
  name: string;
  kind: number;
  target?: number;
  children?: Reflection[];
  categories?: { title: string; children: number[] }[];
}

/** Runs TypeDoc once for the suite: the HTML reference and its JSON (`api.json`) in the throwaway folder. */
let typedoc: SpawnSyncReturns<string> | undefined;
function built(): SpawnSyncReturns<string> {
  typedoc ??= spawnSync(join(root, 'node_modules', '.bin', 'typedoc'), ['--out', out, '--json', join(out, 'api.json')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 280_000,
  });
  return typedoc;
}

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
    const r = built();
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

  it('puts every function and class of every entry in a category', () => {
    expect(built().status).toBe(0);
    const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8'));
    const project = JSON.parse(readFileSync(join(out, 'api.json'), 'utf8')) as Reflection;
    const byId = new Map<number, Reflection>();
    const index = (r: Reflection): void => {
      byId.set(r.id, r);
      r.children?.forEach(index);
    };
    index(project);
    const kindOf = (r: Reflection): number => (r.kind === KIND.Reference && r.target !== undefined ? kindOf(byId.get(r.target)!) : r.kind);
    const uncategorized: string[] = [];
    for (const entry of project.children!) {
      const categorized = new Set(entry.categories?.filter((c) => c.title !== config.defaultCategory).flatMap((c) => c.children));
      for (const child of entry.children!) {
        if ((kindOf(child) === KIND.Function || kindOf(child) === KIND.Class) && !categorized.has(child.id)) uncategorized.push(`${entry.name}: ${child.name}`);
      }
    }
    expect(uncategorized).toEqual([]);
    // a category is one of the ordered tasks (a misspelt one would start a category of its own)
    const titles = new Set(project.children!.flatMap((e) => e.categories?.map((c) => c.title) ?? []));
    expect([...titles].filter((title) => !config.categoryOrder.includes(title))).toEqual([]);
    expect(project.children!.map((e) => e.name).sort()).toEqual(['sudoku-wasm', 'sudoku-wasm/stream', 'sudoku-wasm/url', 'sudoku-wasm/worker']);
  }, 300_000);
});
