/**
 * The package is ready to publish, checked on the packed tarball as a registry would get it:
 * publint and @arethetypeswrong/cli (ESM-only profile) report nothing, `npm publish --dry-run`
 * warns about nothing but the login it would need, installing the tarball in an empty project
 * prints no warning, and every file in it is reached from an entry point (nothing unused). (The
 * README's figures of the tarball are pack.test.ts's.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packInto } from '../../bench/bundle-sizes.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name: string): string => join(root, 'node_modules', '.bin', name);
/** A quirk of some machines' npmrc, not of the package (toolchain notes). */
const MACHINE_NOISE = /npm warn Unknown user config/;

let dir: string;
let packageDir: string;
let tarball: string;

beforeAll(() => {
  ({ dir, packageDir, tarball } = packInto(root));
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs a command; returns its exit status and output, the machine's own npm noise dropped. */
function run(command: string, args: string[], cwd: string): { status: number | null; out: string; err: string } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 240_000 });
  const clean = (text: string) => text.split('\n').filter((line) => !MACHINE_NOISE.test(line)).join('\n');
  return { status: r.status, out: clean(r.stdout ?? ''), err: clean(r.stderr ?? '') };
}

describe('the packed tarball', () => {
  it('publint: all good, warnings counted as errors', () => {
    const r = run(bin('publint'), ['run', tarball, '--strict', '--level', 'suggestion'], root);
    expect(r.status, r.out + r.err).toBe(0);
    expect(r.out).toContain('All good!');
  }, 120_000);

  it('@arethetypeswrong/cli, ESM-only profile: no problem (the .wasm subpaths are files, not modules)', () => {
    const args = [tarball, '--profile', 'esm-only', '--format', 'json', '--exclude-entrypoints', './sudoku.simd.wasm', './sudoku.wasm', './variants.simd.wasm', './variants.wasm'];
    const r = run(bin('attw'), args, root);
    const report = JSON.parse(r.out) as { analysis: { problems: unknown[] }; problems?: unknown };
    expect(report.analysis.problems.filter((p) => !isIgnored(p))).toEqual([]);
    expect(r.status, r.err).toBe(0);
  }, 180_000);

  it('installs in an empty project without a warning', () => {
    const project = join(dir, 'empty-project');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'empty-project', version: '1.0.0', private: true, type: 'module' }));
    const r = run('npm', ['install', '--no-audit', '--no-fund', tarball], project);
    expect(r.status, r.err).toBe(0);
    expect(r.err.trim()).toBe('');
    expect(r.out).not.toMatch(/warn/i);
  }, 240_000);

  it('npm publish --dry-run: no warning but the login a real publish needs', () => {
    const r = run('npm', ['publish', '--dry-run'], root);
    expect(r.status, r.err).toBe(0);
    const warnings = r.err.split('\n').filter((line) => /warn/i.test(line) && !/requires you to be logged in/.test(line));
    expect(warnings).toEqual([]);
  }, 240_000);

  it('holds nothing unused: every file is reached from package.json (exports, bin) by imports and new URL()', () => {
    const files = tarFiles();
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets);
    const start = [...targets(pkg.exports), pkg.main, pkg.types, pkg.bin['sudoku-wasm']]
      .map((f: string) => normalize(f))
      .flatMap((f) => [f, f.replace(/\.js$/, '.d.ts')]);
    const reached = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file) || !files.includes(file)) continue;
      reached.add(file);
      if (!/\.(js|ts)$/.test(file)) continue;
      const text = readFileSync(join(packageDir, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import|import\(|new URL\()\s*["'](\.{1,2}\/[^"']+)["']/g)) {
        const target = normalize(join(dirname(file), spec));
        queue.push(target, target.replace(/\.js$/, '.d.ts'));
      }
    }
    const unused = files.filter((f) => !reached.has(f) && !['package.json', 'README.md', 'LICENSE'].includes(f));
    expect(unused).toEqual([]);
  });
});

/** attw's problems that its profile ignores (CommonJS resolutions: the package is ESM only). */
function isIgnored(problem: unknown): boolean {
  const kind = (problem as { resolutionKind?: string }).resolutionKind;
  return kind === 'node10' || kind === 'node16-cjs';
}

function tarFiles(): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''));
}
