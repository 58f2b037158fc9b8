/**
 * Smoke test of the built package (dist/), as a user gets it: the files the package.json
 * points at exist, dist/ imports nothing outside itself, every public export is there, and a
 * known puzzle is solved on both backends. Runs after `npm run build` (npm test does it).
 * The packed package (npm pack) is tested in test/package/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = (file: string) => fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

/** The public API (the contract with src/index.ts). */
const EXPORTS = [
  'validateLines',
  'validateByteLines',
  'SudokuParseError',
  'solve',
  'someSolution',
  'countSolutions',
  'isUnique',
  'validate',
  'getEngine',
  'backtrack',
  'backtrackRuns',
  'sudokuGraph',
  'cellPeers',
  'graphToDot',
  'formatColors',
  'logicSolve',
  'rate',
  'hint',
  'gridFromPencilMarks',
];

describe('dist/ files', () => {
  it('every file package.json points at exists', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets);
    // ./worker comes with src/worker/ (its own branch); checked wherever that source exists
    const hasWorker = existsSync(fileURLToPath(new URL('../../src/worker', import.meta.url)));
    const entries = Object.entries(pkg.exports as Record<string, unknown>)
      .filter(([key]) => hasWorker || !key.startsWith('./worker'))
      .flatMap(([, value]) => targets(value));
    expect(entries.length).toBeGreaterThan(8);
    for (const file of [pkg.main, pkg.types, ...entries, pkg.bin['sudoku-wasm']]) {
      expect(existsSync(fileURLToPath(new URL(`../../${file}`, import.meta.url))), file).toBe(true);
    }
  });

  it('dist/*.wasm are valid modules, and the library modules import only each other', () => {
    expect(WebAssembly.validate(readFileSync(dist('sudoku.wasm')))).toBe(true);
    expect(WebAssembly.validate(readFileSync(dist('sudoku.simd.wasm')))).toBe(true);
    for (const file of ['index.js', 'browser.js', 'url.js', 'api/single.js', 'wasm/core.js', 'wasm/embedded-scalar.js']) {
      const code = readFileSync(dist(file), 'utf8');
      for (const [, specifier] of code.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/gm)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\.?\/.*\.js$/);
      }
      expect(code).not.toMatch(/\brequire\(/);
    }
  });

  it('the CLI is executable and starts with a shebang', () => {
    expect(readFileSync(dist('cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(spawnSync(dist('cli.js'), ['--version'], { encoding: 'utf8' }).status).toBe(0);
    expect(existsSync(dist('experiment-worker.js'))).toBe(true); // the experiment's threads load it
  });
});

const api = (await import('../../dist/index.js')) as Record<string, unknown>;

describe('dist/index.js', () => {
  it('has every public export', () => {
    for (const name of EXPORTS) expect(typeof api[name], name).toBe('function');
  });

  it.each(['wasm', 'ts'])('validateLines solves a known puzzle (%s backend)', (backend) => {
    const validateLines = api.validateLines as (lines: string[], o?: object) => Array<Record<string, unknown>>;
    const [unique, multiple, bad] = validateLines([PUZZLE, MULTIPLE, 'nope'], { backend, firstLine: 10 });
    expect(unique).toMatchObject({ status: 'unique', count: 1, solution: SOLUTION });
    expect(multiple).toMatchObject({ status: 'multiple', count: 2 });
    expect(bad.status).toBe('invalid');
    expect(bad.error).toBeInstanceOf(api.SudokuParseError as new () => unknown);
    expect(bad.error).toMatchObject({ line: 12 });
  });

  it('solve returns the unique solution', () => {
    const result = (api.solve as (p: string) => { status: string; solution?: string })(PUZZLE);
    expect(result.status).toBe('unique');
    expect(result.solution).toBe(SOLUTION);
  });

  it('explains and rates a puzzle (the logic is in the bundle)', () => {
    const logicSolve = api.logicSolve as (p: string, o?: object) => { status: string; solution?: string; steps: { text: string }[] };
    const result = logicSolve(PUZZLE, { onStuck: 'guess' });
    expect(['solved', 'guessed']).toContain(result.status);
    expect(result.solution).toBe(SOLUTION);
    expect(result.steps[0].text).toMatch(/^[A-Z].*\.$/);
    const rating = (api.rate as (p: string) => { level: string; score: number })(PUZZLE);
    expect(['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme']).toContain(rating.level);
  });

  it('resolves as `sudoku-wasm` through the exports map (package self-reference)', () => {
    const script =
      "import('sudoku-wasm').then((m) => console.log(m.validateLines(['" + PUZZLE + "'])[0].solution))";
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe(SOLUTION);
  });

  it('`sudoku-wasm/url` reads its .wasm files beside it, also on a Node without process.getBuiltinModule (before 20.16)', () => {
    const script =
      "delete process.getBuiltinModule; const m = await import('sudoku-wasm/url'); m.useVariants(); await m.initWasm(); " +
      "console.log(m.solve('" + PUZZLE + "').solution, m.countSolutions({ size: 9, givens: '" + PUZZLE + "', constraints: [{ type: 'antiKing' }] }, 2))";
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toMatch(new RegExp(`^${SOLUTION} \\d$`));
  });

  it('`sudoku-wasm/stream` resolves too, and shares the main entry\'s modules (one copy of the code), not the entry itself', () => {
    // the stream imports the modules it uses (an entry would bring every module it re-exports)
    const stream = readFileSync(dist('stream/validate-stream.js'), 'utf8');
    expect(stream).toMatch(/from "\.\.\/api\/batch\.js"/);
    expect(stream).not.toMatch(/from "\.\.\/index\.js"/);
    const script =
      "import('sudoku-wasm/stream').then(async (m) => { const out = []; " +
      "for await (const v of m.validateStream(['# c\\n" + PUZZLE + "\\n" + MULTIPLE + "\\n'])) out.push(v.line + ' ' + v.status); console.log(out.join(',')); })";
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('2 unique,3 multiple');
  });
});
