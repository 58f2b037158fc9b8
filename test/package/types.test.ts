/**
 * The shipped declarations, as a TypeScript user gets them: small consumer projects installed
 * from the packed package (npm pack) are type-checked, without `skipLibCheck`, under every
 * configuration a user may have: `moduleResolution` nodenext, node16, bundler and the legacy
 * node10 (which reads no `exports`: the subpaths' types come from `typesVersions`); the
 * strictest options (`exactOptionalPropertyTypes`, `noUncheckedIndexedAccess`,
 * `verbatimModuleSyntax`, `isolatedDeclarations`); a Node project whose `lib` has no DOM; a
 * page's project without `@types/node`; a CommonJS file that `require`s the package; and a
 * page importing a `.wasm` subpath with the declaration docs/browser.md gives. The consumers
 * use real types, so declarations that resolved to `any` would fail their `@ts-expect-error`
 * lines, and no shipped declaration says `any`. All projects are checked in one process
 * (test/support/typecheck.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInto } from '../../bench/bundle-sizes.mjs';
import { typecheckProjects, type ConsumerProject } from '../support/typecheck';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What a page uses (no Node type): every entry but `sudoku-wasm/stream`, with real types; each @ts-expect-error must meet an error. */
const PAGE = `import { solve, validate, validateLines, validateAll, countSolutions, toFpuzzlesLink, toSudokuPadLink, formatVariant, toFpuzzles, hint, rate, gridFromPuzzle, initWasm, useTypeScriptEngines, WasmBlockedError, BudgetExhaustedError, SudokuParseError, type Hint, type SolveOptions, type Verdict } from 'sudoku-wasm';
import * as url from 'sudoku-wasm/url';

const p = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const v: Verdict = solve(p);
const status: 'unique' | 'none' | 'multiple' | 'invalid' | 'unknown' = v.status;
const count: number = v.count;
// @ts-expect-error count is a number, not a string (this line errs only if the types are real)
const wrong: string = solve(p).count;
// @ts-expect-error solve takes a puzzle, not a number
solve(42);
// a verdict narrows on its status: solve's unique verdict has its solution, an invalid one its error
const r = solve(p);
const solution: string | undefined = r.status === 'unique' ? r.solution.toUpperCase() : r.solution;
const checked = validate(p);
const error: SudokuParseError | undefined = checked.status === 'invalid' ? checked.error : checked.error;
// @ts-expect-error only solve promises the solution of a unique verdict (a batch may leave it out)
const some: string = checked.status === 'unique' ? checked.solution : '';
// read-only input is taken where the call does not write to it
const lines: readonly string[] = [p, p];
const cells: readonly number[] = Array.from({ length: 81 }, () => 0);
const first: Verdict | undefined = validateLines(lines, { lineNumbers: [3, 4] as const })[0];
solve(cells);
// a variant puzzle written as a constant (as const: read-only all the way down) is taken too
const killer = { size: 9, givens: p, constraints: [{ type: 'killer', cells: [0, 1, 2], sum: 12 }, { type: 'thermometer', cells: [3, 4, 5] }] } as const;
const variantCount: number = countSolutions(killer, 2);
const link: string = toFpuzzlesLink(killer) + toSudokuPadLink(killer) + formatVariant(killer) + JSON.stringify(toFpuzzles(killer));
validateAll([p, killer]);
// @ts-expect-error a rule's cells are numbers
solve({ size: 9, givens: p, constraints: [{ type: 'killer', cells: ['a1'], sum: 12 }] } as const);
// an option may be given as undefined (exactOptionalPropertyTypes)
const options: SolveOptions = { maxNodes: undefined, signal: undefined, backend: undefined };
solve(p, options);
const level: string = rate(p).level;
const h: Hint = hint(gridFromPuzzle(p));
await initWasm();
await url.initWasm({ url: new URL('https://example.invalid/sudoku.wasm') });
// @ts-expect-error initWasm takes { url | bytes | module | response }
await url.initWasm({ path: 'x' });
useTypeScriptEngines(false);
const blocked: Error = new WasmBlockedError('x');
function why(e: unknown): number | string {
  if (e instanceof BudgetExhaustedError) return e.guesses;
  if (e instanceof SudokuParseError) return e.code;
  return 'other';
}
export { status, count, wrong, solution, error, some, first, level, h, blocked, why };
`;

/** The worker client, for pages and Node. */
const WORKER = `import { createWorkerSolver, WorkerCrashedError } from 'sudoku-wasm/worker';
import * as entry from 'sudoku-wasm/worker/entry'; // the worker script: a module with no exports
export const script: object = entry;
const solver = createWorkerSolver();
export async function solved(p: string): Promise<string> {
  try {
    const v = await solver.solve(p);
    return v.status === 'unique' ? v.solution : v.status;
  } catch (e) {
    if (e instanceof WorkerCrashedError) return e.method;
    throw e;
  }
}
`;

/** A Node program: the page's uses and `sudoku-wasm/stream`. */
const NODE = `export * from './page.js';
import { validateStream } from 'sudoku-wasm/stream';
export const stream: AsyncIterable<unknown> = validateStream(['']);
// the worker client takes a worker_threads Worker
import { Worker } from 'node:worker_threads';
import * as client from 'sudoku-wasm/worker';
export const threadSolver: object = client.createWorkerSolver({ worker: new Worker(new URL('./entry.js', import.meta.url)) });
`;

/** A CommonJS file of an ES module project: Node ≥ 20.19 \`require\`s the package. */
const CJS = `import { solve } from 'sudoku-wasm';
import { initWasm } from 'sudoku-wasm/url';
import type { Verdict } from 'sudoku-wasm';
const v: Verdict = solve('.'.repeat(81));
export = { v, initWasm };
`;

/** esbuild's file loader (docs/browser.md): the page declares what a \`.wasm\` import gives. */
const WASM = `import { initWasm } from 'sudoku-wasm/url';
import wasmUrl from 'sudoku-wasm/sudoku.simd.wasm';
import variantsUrl from 'sudoku-wasm/variants.simd.wasm';
await initWasm({ url: new URL(wasmUrl, import.meta.url) }, { url: new URL(variantsUrl, import.meta.url) });
// the worker client takes a page's Worker
import * as client from 'sudoku-wasm/worker';
export const pageSolver: object = client.createWorkerSolver({ worker: new Worker(new URL('./entry.js', import.meta.url), { type: 'module' }) });
`;
const WASM_DECLARATION = "declare module '*.wasm' {\n  const url: string;\n  export default url;\n}\n";

let dir: string;
let packageDir: string;

/** Options every project shares: strict, the package's declarations checked. */
const BASE = { target: 'es2022', strict: true, noEmit: true, skipLibCheck: false };
const DOM = ['es2022', 'dom'];

/**
 * The projects: one per module resolution, plus a Node one with the strictest options and no DOM
 * lib, and a page's without @types/node. Configurations that resolve alike share a project (a
 * project's check of the package's declarations is most of its cost: 6–10 s each).
 */
function projects(): ConsumerProject[] {
  const types = [join(root, 'node_modules/@types')];
  const node = { lib: DOM, types: ['node'], typeRoots: types };
  const main = ['src/node.ts', 'src/worker.ts'];
  return [
    { name: 'nodenext (and a CommonJS file that requires the package)', compilerOptions: { ...BASE, ...node, module: 'nodenext', moduleResolution: 'nodenext' }, files: [...main, 'src/require.cts'] },
    { name: 'node16', compilerOptions: { ...BASE, ...node, module: 'node16', moduleResolution: 'node16' }, files: main },
    { name: 'bundler', compilerOptions: { ...BASE, ...node, module: 'esnext', moduleResolution: 'bundler' }, files: main },
    { name: 'node10', compilerOptions: { ...BASE, ...node, module: 'esnext', moduleResolution: 'node10' }, files: main },
    {
      name: 'Node without the DOM lib, strictest options',
      compilerOptions: {
        ...BASE,
        lib: ['es2022'],
        types: ['node'],
        typeRoots: types,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        verbatimModuleSyntax: true,
        isolatedDeclarations: true,
        declaration: true,
        noPropertyAccessFromIndexSignature: true,
      },
      files: main,
    },
    {
      name: 'a page without @types/node (and the .wasm subpaths)',
      compilerOptions: { ...BASE, lib: DOM, types: [], module: 'esnext', moduleResolution: 'bundler' },
      files: ['src/page.ts', 'src/worker.ts', 'src/wasm.ts', 'src/wasm.d.ts'],
    },
  ];
}

let results: Record<string, string>;

beforeAll(() => {
  ({ dir, packageDir } = packInto(root));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/page.ts'), PAGE);
  writeFileSync(join(dir, 'src/worker.ts'), WORKER);
  writeFileSync(join(dir, 'src/node.ts'), NODE);
  writeFileSync(join(dir, 'src/require.cts'), CJS);
  writeFileSync(join(dir, 'src/wasm.ts'), WASM);
  writeFileSync(join(dir, 'src/wasm.d.ts'), WASM_DECLARATION);
  const start = performance.now();
  results = typecheckProjects(dir, projects());
  console.log(`types.test: ${projects().length} consumer projects type-checked in ${((performance.now() - start) / 1000).toFixed(1)} s`);
}, 240_000); // packing, then six projects in one process: 21–26 s of type-checking on the loaded 2-core machine

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed package type-checks in a consumer project, no skipLibCheck', () => {
  it.each(projects().map((p) => p.name))('%s', (name) => {
    expect(results[name]).toBe('');
  });

  /** The shipped declaration files whose code (comments aside) matches `pattern`. */
  const declarationsSaying = (pattern: RegExp): string[] =>
    readdirSync(join(packageDir, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.d.ts'))
      .filter((f) => pattern.test(readFileSync(join(packageDir, 'dist', f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')));

  it('no declaration the package ships says `any`', () => {
    expect(declarationsSaying(/\bany\b/)).toEqual([]);
  });

  // TypeScript before 5.7 says "Type 'Int32Array' is not generic" (checked by hand with 5.6.3)
  it('no declaration names a typed array with its buffer type (Int32Array<ArrayBuffer>), which TypeScript 5.7 introduced', () => {
    expect(declarationsSaying(/\b(Big)?(Ui|I)nt(8|16|32|64)(Clamped)?Array<|\bFloat(32|64)Array</)).toEqual([]);
  });

  it('the check can fail: an unused @ts-expect-error is reported', () => {
    writeFileSync(join(dir, 'src/bad.ts'), "import { solve } from 'sudoku-wasm';\n// @ts-expect-error\nconst n: number = solve('').count;\nexport { n };\n");
    const bad = typecheckProjects(dir, [{ name: 'bad', compilerOptions: { ...BASE, module: 'nodenext', moduleResolution: 'nodenext', types: [] }, files: ['src/bad.ts'] }]);
    expect(bad.bad).toMatch(/TS2578: Unused '@ts-expect-error' directive/);
  });
});
