/**
 * `npm pack` gives a complete package (`prepack` builds first): the files that ship (dist, LICENSE, README, package.json
 * and nothing from the repository's working folders), every exports target inside it, and the
 * unpacked package working from Node as ESM and through `require` (Node ≥ 20.19 loads ES modules
 * without top-level await with `require`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInto } from '../../bench/bundle-sizes.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

let dir: string;
let files: string[];
/** What `npm pack` says of the tarball: bytes packed and unpacked. */
let packed: { size: number; unpackedSize: number };

beforeAll(() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const [report] = JSON.parse(out.slice(out.indexOf('['))) as { files: { path: string }[]; size: number; unpackedSize: number }[];
  files = report.files.map((f) => f.path);
  packed = report;
  ({ dir } = packInto(root));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs `code` with Node in the consumer folder; returns its stdout (stderr must be empty). */
function node(args: string[]): string {
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout.trim();
}

describe('npm pack', () => {
  it('builds before packing (prepack: npm pack, npm publish), so a fresh clone packs a complete package; no install-time script', () => {
    expect(pkg.scripts.prepack).toBe('node scripts/build.mjs --if-stale');
    for (const script of ['prepare', 'preinstall', 'install', 'postinstall']) expect(pkg.scripts[script], script).toBeUndefined();
  });

  it("the README's figures of the tarball (KB, MB unpacked, files) are within 2% of what npm pack says", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const m = /Its tarball is ([\d,]+) KB \(([\d.]+) MB unpacked\), ([\d,]+) files/.exec(readme);
    expect(m, 'README: "Its tarball is N KB (N MB unpacked), N files"').not.toBeNull();
    const [kb, mb, count] = [Number(m![1].replace(/,/g, '')), Number(m![2]), Number(m![3].replace(/,/g, ''))];
    const near = (shown: number, actual: number) => Math.abs(shown - actual) / actual;
    expect(near(kb, packed.size / 1024), `${kb} KB, npm pack: ${(packed.size / 1024).toFixed(0)}`).toBeLessThan(0.02);
    expect(near(mb, packed.unpackedSize / 1e6), `${mb} MB, npm pack: ${(packed.unpackedSize / 1e6).toFixed(2)}`).toBeLessThan(0.02);
    expect(near(count, files.length), `${count} files, npm pack: ${files.length}`).toBeLessThan(0.02);
  });

  it('ships dist/, LICENSE, README.md and package.json, and nothing else', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/browser.js', 'dist/url.js', 'dist/cli.js']));
    expect(files.filter((f) => !f.startsWith('dist/') && !['LICENSE', 'README.md', 'package.json'].includes(f))).toEqual([]);
    expect(files.some((f) => f.startsWith('dist/cli/') || f.startsWith('dist/experiment/'))).toBe(false);
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the sudoku-wasm authors\n/);
  });

  it('every file package.json points at is in the package', () => {
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets);
    const hasWorker = files.includes('dist/worker/index.js'); // src/worker/ comes from its own branch
    const wanted = Object.entries(pkg.exports as Record<string, unknown>)
      .filter(([key]) => hasWorker || !key.startsWith('./worker'))
      .flatMap(([, value]) => targets(value))
      .concat(pkg.main, pkg.types, pkg.bin['sudoku-wasm'])
      .map((f) => f.replace(/^\.\//, ''));
    for (const file of wanted) expect(files, file).toContain(file);
  });

  it('every entry has its declarations, and its types come first', () => {
    for (const [key, value] of Object.entries(pkg.exports as Record<string, unknown>)) {
      if (typeof value === 'string') continue;
      expect(Object.keys(value as object)[0], key).toBe('types');
    }
  });

  it('typesVersions maps every module subpath to the declarations exports gives it (node10 reads no exports)', () => {
    const declarations = (value: unknown): string =>
      typeof value === 'string' ? value.replace(/\.js$/, '.d.ts') : (value as { types: string }).types;
    const expected = Object.fromEntries(
      Object.entries(pkg.exports as Record<string, unknown>)
        .filter(([key, value]) => key !== '.' && declarations(value).endsWith('.d.ts'))
        .map(([key, value]) => [key.slice(2), [declarations(value)]]),
    );
    expect(pkg.typesVersions).toEqual({ '*': expected });
    for (const [file] of Object.values(expected)) expect(files, file).toContain(file.slice(2));
  });
});

describe('the unpacked package in Node', () => {
  it('imports as ESM', () => {
    expect(node(['--input-type=module', '-e', `import { solve } from 'sudoku-wasm'; console.log(solve('${PUZZLE}').status)`])).toBe('unique');
  });

  it('loads with require (Node ≥ 20.19 requires ES modules)', () => {
    const [major, minor] = process.versions.node.split('.').map(Number);
    if (major === 20 && minor < 19) return; // older 20.x: README says 20.19
    expect(node(['-e', `const { solve } = require('sudoku-wasm'); console.log(solve('${PUZZLE}').status)`])).toBe('unique');
  });

  it('sudoku-wasm/url reads the .wasm beside it (a file: URL in Node)', () => {
    const code = `import { initWasm, solve, getEngine } from 'sudoku-wasm/url'; await initWasm(); console.log(solve('${PUZZLE}').status, getEngine().name)`;
    expect(node(['--input-type=module', '-e', code])).toBe('unique fast9-wasm');
  });

  it('sudoku-wasm/worker starts its worker_threads Worker from dist/node/ (the script, the chunk of the human-style solver)', () => {
    // a file, not -e: a worker thread inherits the process's --input-type, which only -e allows
    writeFileSync(
      join(dir, 'worker.mjs'),
      `import { createWorkerSolver } from 'sudoku-wasm/worker';\nconst s = createWorkerSolver();\n` +
        `console.log((await s.solve('${PUZZLE}')).status, (await s.hint('${PUZZLE}', { level: 'vague' })).kind);\ns.terminate();\n`,
    );
    expect(node([join(dir, 'worker.mjs')])).toBe('unique step');
  });

  it('the CLI runs', () => {
    expect(node([join(dir, 'node_modules/sudoku-wasm/dist/cli.js'), '--version'])).toBe(`sudoku-wasm ${pkg.version}`);
  });
});
