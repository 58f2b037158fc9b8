/**
 * The shipped declarations, as a TypeScript user gets them: a small consumer project installed
 * from the packed package (npm pack) is type-checked with the repository's tsc under
 * `moduleResolution` nodenext, node16, bundler and the legacy node10 (which reads no `exports`:
 * the subpaths' types come from `typesVersions`), without `skipLibCheck`. The consumer uses
 * real types, so declarations that resolved to `any` would fail its `@ts-expect-error` lines.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInto } from '../../bench/bundle-sizes.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** Uses every entry with real types; each @ts-expect-error must meet an error. */
const CONSUMER = `import { solve, hint, rate, gridFromPuzzle, initWasm, useTypeScriptEngines, WasmBlockedError, type Verdict } from 'sudoku-wasm';
import * as url from 'sudoku-wasm/url';
import { validateStream } from 'sudoku-wasm/stream';

const p = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const v: Verdict = solve(p);
const status: 'unique' | 'none' | 'multiple' | 'invalid' | 'unknown' = v.status;
const count: number = v.count;
// @ts-expect-error count is a number, not a string (this line errs only if the types are real)
const wrong: string = solve(p).count;
// @ts-expect-error solve takes a puzzle, not a number
solve(42);
const level: string = rate(p).level;
const h = hint(gridFromPuzzle(p));
await initWasm();
await url.initWasm({ url: new URL('https://example.invalid/sudoku.wasm') });
// @ts-expect-error initWasm takes { url | bytes | module | response }
await url.initWasm({ path: 'x' });
useTypeScriptEngines(false);
const blocked: Error = new WasmBlockedError('x');
const stream = validateStream(['']);
export { status, count, wrong, level, h, blocked, stream };
`;

let dir: string;

beforeAll(() => {
  ({ dir } = packInto(root));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  mkdirSync(join(dir, 'src'), { recursive: true });
  // sudoku-wasm/worker comes with src/worker/ (its own branch): resolved wherever it exists
  const worker = existsSync(join(root, 'src/worker/index.ts'))
    ? "import * as worker from 'sudoku-wasm/worker';\nexport const workerApi: object = worker;\n"
    : '';
  writeFileSync(join(dir, 'src/main.ts'), CONSUMER + worker);
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed package type-checks in a consumer project', () => {
  it.each([
    ['nodenext', 'nodenext'],
    ['node16', 'node16'],
    ['bundler', 'esnext'],
    ['node10', 'esnext'],
  ])('moduleResolution %s, no skipLibCheck', (resolution, module) => {
    const config = join(dir, `tsconfig.${resolution}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module,
          moduleResolution: resolution,
          lib: ['es2022', 'dom'],
          types: ['node'],
          typeRoots: [join(root, 'node_modules/@types')],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['src/main.ts'],
      }),
    );
    const r = spawnSync(process.execPath, [tsc, '-p', config], { cwd: dir, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 120_000); // a full tsc run: 8–14 s on the shared 2-core machine

  it('the check can fail: an unused @ts-expect-error is reported', () => {
    writeFileSync(join(dir, 'src/bad.ts'), "import { solve } from 'sudoku-wasm';\n// @ts-expect-error\nconst n: number = solve('').count;\nexport { n };\n");
    const config = join(dir, 'tsconfig.bad.json');
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, types: [] },
        files: ['src/bad.ts'],
      }),
    );
    const r = spawnSync(process.execPath, [tsc, '-p', config], { cwd: dir, encoding: 'utf8' });
    expect(r.stdout).toMatch(/TS2578: Unused '@ts-expect-error' directive/);
  }, 120_000);
});
