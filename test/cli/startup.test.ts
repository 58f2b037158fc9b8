/**
 * What a one-puzzle run of the CLI costs before its answer (a shell script calls
 * `sudoku-wasm solve PUZZLE` once per puzzle): no API whose first use is slow in Node (ICU's
 * number formatting: about 20 ms and 7 MiB) runs unless the output needs it. The preload
 * (preload/slow-apis.mjs) names each such API on stderr when it is used, in the main thread
 * and in the worker threads alike. Nor does a command load code it does not run: validate,
 * solve, count and candidates load neither the human-style solver nor the generator (another
 * preload, preload/loaded-modules.mjs, names every module file loaded; the bundle, not minified, heads
 * each source module's code with a `// src/PATH.ts` comment). Nor, on classic lines with
 * WebAssembly, the variant layer (readers, compiler, the variant module's builds) or the
 * TypeScript engines: they load on the first variant line, and for `--backend ts`
 * (src/cli/lazy-parts.ts). No timing asserts: bench/startup.mjs measures.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_PUZZLE, EXAMPLE_TWO } from '../../src/cli/options/usage';
import { formatRate } from '../../src/cli/write/summary';
import { groupThousands } from '../../src/cli/write/thousands';
import { requireBuiltCli, runCli, samplePath, type CliResult } from './run-cli';

const preload = fileURLToPath(new URL('./preload/slow-apis.mjs', import.meta.url));
const watched = { env: { NODE_OPTIONS: `--import=${preload}` } };

describe('CLI startup', () => {
  requireBuiltCli();

  it('solves one puzzle without loading ICU number formatting', async () => {
    const run = await runCli(['solve', EXAMPLE_PUZZLE], watched);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\tunique\t4173698256/);
    expect(run.stderr).not.toContain('slow-api:');
  });

  it('writes a summary of thousands of puzzles/s, and --help, without it too', async () => {
    const run = await runCli(['validate', samplePath, '--threads', '2'], watched);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^validate: 33 puzzles/m);
    expect(run.stderr).not.toContain('slow-api:');
    const help = await runCli(['solve', '--help'], watched);
    expect(help.stdout).toContain('Default: none for 9x9, 100,000 for larger boards');
    expect(help.stderr).not.toContain('slow-api:');
  });
});

const moduleLog = fileURLToPath(new URL('./preload/loaded-modules.mjs', import.meta.url));
const logged = { env: { NODE_OPTIONS: `--import=${moduleLog}` } };
/** The source modules of the human-style solver and of the generator, as the bundle names them. */
const LOGIC_SOURCE = /^\/\/ src\/(logic\/techniques\/index|logic\/solver|logic\/rate|generate\/generate)\.ts$/m;

/** The source modules of the variant layer (readers, compiler, the variant module's builds), as the bundle names them. */
const VARIANT_SOURCE = /^\/\/ src\/(variant\/compile\/index|variant\/formats\/detect|wasm\/embedded-variants-simd|wasm\/embedded-variants-scalar)\.ts$/m;
/** The source module of the TypeScript engines, as the bundle names it. */
const TS_ENGINES_SOURCE = /^\/\/ src\/engine\/ts-engines\.ts$/m;

/** The module files a run loaded (main thread and worker threads), and those holding logic, the variant layer, the TypeScript engines. */
function loadedModules(run: CliResult): { files: string[]; logic: string[]; variants: string[]; tsEngines: string[] } {
  const files = [...new Set([...run.stderr.matchAll(/^module: (file:\S+)$/gm)].map((m) => fileURLToPath(m[1])))];
  const holding = (marker: RegExp): string[] => files.filter((file) => marker.test(readFileSync(file, 'utf8')));
  return { files, logic: holding(LOGIC_SOURCE), variants: holding(VARIANT_SOURCE), tsEngines: holding(TS_ENGINES_SOURCE) };
}

describe('CLI startup: what each command loads', () => {
  requireBuiltCli();

  it('loads the human-style solver for rate (the marker finds it)', async () => {
    const run = await runCli(['rate', EXAMPLE_PUZZLE], logged);
    expect(run.code).toBe(0);
    const { files, logic } = loadedModules(run);
    expect(files.some((file) => file.endsWith('cli.js'))).toBe(true);
    expect(logic).not.toEqual([]);
  });

  it.each([
    [['validate', EXAMPLE_PUZZLE]],
    [['solve', EXAMPLE_PUZZLE]],
    [['count', EXAMPLE_PUZZLE]],
    [['validate', EXAMPLE_PUZZLE, '--json']],
    [['candidates', EXAMPLE_TWO]],
    [['--version']],
    [['--help']],
  ])('%j loads neither the human-style solver nor the generator', async (args) => {
    const run = await runCli(args, logged);
    expect(run.code).toBe(0);
    const { files, logic } = loadedModules(run);
    expect(files.some((file) => file.endsWith('cli.js'))).toBe(true);
    expect(logic).toEqual([]);
  });

  it.each([
    [['validate', EXAMPLE_PUZZLE]],
    [['solve', EXAMPLE_PUZZLE]],
    [['count', EXAMPLE_PUZZLE]],
    [['solve', EXAMPLE_PUZZLE, '--json']],
    [['--version']],
  ])('%j on a classic line loads neither the variant layer nor the TypeScript engines', async (args) => {
    const run = await runCli(args, logged);
    expect(run.code).toBe(0);
    const { variants, tsEngines } = loadedModules(run);
    expect(variants).toEqual([]);
    expect(tsEngines).toEqual([]);
  });

  it('loads the variant layer on a variant line, and answers every line in order (the markers find it)', async () => {
    const jigsaw = EXAMPLE_PUZZLE + '111222333111222333111222333444555666444555666444555666777888999777888999777888999';
    const run = await runCli(['validate', '-'], { ...logged, input: [EXAMPLE_PUZZLE, jigsaw, EXAMPLE_PUZZLE].join('\n') + '\n' });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').map((line) => line.split('\t').slice(0, 2).join(' '))).toEqual(['1 unique', '2 unique', '3 unique', '']);
    const { variants, tsEngines } = loadedModules(run);
    expect(variants).not.toEqual([]);
    expect(tsEngines).toEqual([]);
  });

  it('loads the TypeScript engines for --backend ts (the marker finds them)', async () => {
    const run = await runCli(['solve', EXAMPLE_PUZZLE, '--backend', 'ts'], logged);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\tunique\t4173698256/);
    const { variants, tsEngines } = loadedModules(run);
    expect(tsEngines).not.toEqual([]);
    expect(variants).toEqual([]);
  });

  it('loads them where WebAssembly does not run (node --jitless), and answers', async () => {
    const run = await runCli(['solve', EXAMPLE_PUZZLE], { env: { NODE_OPTIONS: `--jitless --import=${moduleLog}` } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\tunique\t4173698256/);
    expect(loadedModules(run).tsEngines).not.toEqual([]);
  });

  it('nor does a worker thread of validate', async () => {
    // enough lines for the pool to start a worker thread (bulk-worker.js)
    const sample = readFileSync(samplePath, 'utf8');
    const run = await runCli(['validate', '-', '--threads', '2'], { ...logged, input: sample.repeat(100), timeoutMs: 60_000 });
    expect(run.code).toBe(0);
    const { files, logic, variants, tsEngines } = loadedModules(run);
    expect(files.some((file) => file.endsWith('bulk-worker.js'))).toBe(true);
    expect(logic).toEqual([]);
    expect(variants).toEqual([]);
    expect(tsEngines).toEqual([]);
  }, 70_000);
});

describe('groupThousands', () => {
  it('puts a comma between groups of three digits, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 987_654_321_012, -1234, 1234.6]) {
      expect(groupThousands(n)).toBe(Math.round(n).toLocaleString('en-US'));
    }
    expect(formatRate(1264.4)).toBe('1,264');
    expect(formatRate(53.21)).toBe('53.2');
  });
});
