/**
 * `sudoku-wasm dedupe` (built CLI): one output line per puzzle line, in order, on the shared
 * line pipeline; every transformed copy of a puzzle is reported as a duplicate of the line
 * where its class first appeared, and no two inequivalent puzzles are paired.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/canon/canonical';
import { randomTransform } from '../../src/canon/transform';
import { Mulberry32 } from '../../src/classic/prng';
import { readPuzzleLines } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { SAMPLE_PUZZLES } from '../canon/sample';
import { MULTIPLE, NONE, UNIQUE, outputLines, puzzleLineNumbers, requireBuiltCli, runCli } from './run-cli';

beforeAll(requireBuiltCli);

/**
 * `copies` random transformations of each base puzzle plus the puzzle itself, in a seeded
 * shuffled order; `base[k]` = the index of the base puzzle that line k + 1 comes from.
 */
function shuffledCopies(bases: readonly string[], copies: number, seed: number): { lines: string[]; base: number[] } {
  const items: [string, number][] = [];
  bases.forEach((p, b) => {
    items.push([p, b]);
    for (let k = 0; k < copies; k++) items.push([randomTransform(p, seed + 1000 * b + k), b]);
  });
  const rng = new Mulberry32(seed);
  const order = items.map((_, i) => i);
  rng.shuffle(order);
  return { lines: order.map((i) => items[i][0]), base: order.map((i) => items[i][1]) };
}

/** Checks dedupe's plain output against the known classes: every copy found, no false pair. */
function checkClasses(stdout: string, base: readonly number[]): void {
  const out = outputLines(stdout).map((l) => l.split('\t'));
  expect(out.length).toBe(base.length);
  const firstOf = new Map<number, number>(); // base index → line where it first appears
  out.forEach((fields, k) => {
    const line = k + 1;
    expect(Number(fields[0])).toBe(line);
    const known = firstOf.get(base[k]);
    if (known === undefined) {
      firstOf.set(base[k], line);
      if (fields[1] !== 'first') expect(`line ${line}: ${fields.join(' ')}`).toBe(`line ${line}: first`);
    } else if (fields[1] !== 'duplicate' || Number(fields[2]) !== known) {
      expect(`line ${line}: ${fields.join(' ')}`).toBe(`line ${line}: duplicate ${known}`);
    }
  });
}

describe('dedupe', () => {
  const copy = randomTransform(UNIQUE, 7);
  const INPUT = ['# header', UNIQUE, 'not a puzzle', '', MULTIPLE, copy, NONE, '55' + '.'.repeat(79), UNIQUE, '1'.repeat(256)].join('\r\n');

  it('writes LINE first / duplicate FIRST_LINE / invalid CODE: message, N lines in, N out, CRLF and no final newline', async () => {
    const r = await runCli(['dedupe', '-'], { input: INPUT });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout).map((l) => l.split('\t'));
    expect(lines.map((f) => Number(f[0]))).toEqual(puzzleLineNumbers(INPUT.replace(/\r/g, '')));
    expect(lines[0]).toEqual(['2', 'first']);
    expect(lines[1][1]).toBe('invalid');
    expect(lines[1][2]).toMatch(/^BAD_CHAR: line 3, column 1: /);
    expect(lines[2]).toEqual(['5', 'first']);
    expect(lines[3]).toEqual(['6', 'duplicate', '2']);
    expect(lines[4]).toEqual(['7', 'first']);
    expect(lines[5][1]).toBe('invalid');
    expect(lines[5][2]).toMatch(/^CONFLICT: /);
    expect(lines[6]).toEqual(['9', 'duplicate', '2']);
    expect(lines[7][2]).toMatch(/^TOO_MANY_CELLS: /);
    expect(r.stderr).toMatch(/^dedupe: 8 puzzles \(3 first, 2 duplicate, 3 invalid\), 2 lines skipped, /);
  });

  it('--json: line, status, canonical, duplicateOf; invalid lines with their error', async () => {
    const r = await runCli(['dedupe', '--json', '-'], { input: INPUT });
    expect(r.code, r.stderr).toBe(0);
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(out[0]).toEqual({ line: 2, status: 'first', canonical: canonicalize(UNIQUE) });
    expect(out[1]).toMatchObject({ line: 3, status: 'invalid', error: { code: 'BAD_CHAR', line: 3, column: 1 } });
    expect(out[3]).toEqual({ line: 6, status: 'duplicate', canonical: canonicalize(UNIQUE), duplicateOf: 2 });
    expect(out.map((o) => o.status)).toEqual(['first', 'invalid', 'first', 'duplicate', 'first', 'invalid', 'duplicate', 'invalid']);
  });

  it('refuses variant lines (JSON, a link, a jigsaw line) with UNSUPPORTED, naming the commands that read them', async () => {
    const labels = Array.from({ length: 81 }, (_, i) => String(Math.floor(i / 9) + 1)).join('');
    const variants = ['{"size":9,"givens":"' + '.'.repeat(81) + '","constraints":[{"type":"antiKnight"}]}', 'https://f-puzzles.com/?load=N4Ig', UNIQUE + labels];
    const r = await runCli(['dedupe', '-'], { input: [UNIQUE, ...variants].join('\n') });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout).map((l) => l.split('\t'));
    expect(lines[0]).toEqual(['1', 'first']);
    for (const [k, fields] of lines.slice(1).entries()) {
      expect(fields).toEqual([String(k + 2), 'invalid', `UNSUPPORTED: line ${k + 2}: dedupe takes classic 9×9 lines; validate, solve, count, candidates, rate, explain, hint and convert read variant ones`]);
    }
  });

  it('finds every transformed copy and pairs nothing else (sample puzzles, 5 copies each)', async () => {
    const { lines, base } = shuffledCopies(SAMPLE_PUZZLES, 5, 11);
    const r = await runCli(['dedupe', '-'], { input: lines.join('\n') + '\n' });
    expect(r.code, r.stderr).toBe(0);
    checkClasses(r.stdout, base);
  });

  it('rejects the solving options', async () => {
    for (const option of ['--backend=ts', '--engine=dlx', '--size=9', '--max-nodes=5', '--alphabet=hex']) {
      const r = await runCli(['dedupe', option, '-'], { input: UNIQUE });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/does not apply to dedupe/);
    }
    const r = await runCli(['dedupe', '--format', 'colors', '-'], { input: UNIQUE });
    expect(r.code).toBe(2);
  });

  it('is in --help, and dedupe --help says what it writes', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/dedupe\s+/);
    const r = await runCli(['dedupe', '--help']);
    expect(r.stdout).toMatch(/LINE\s+duplicate\s+FIRST_LINE/);
  });
});

describeShared('dedupe on the 17-clue list', (shared) => {
  it('1,500 puzzles, each with 3 transformed copies, shuffled: every copy found, no false pair', async () => {
    const all = readPuzzleLines(shared, '17_clue.txt');
    const step = Math.floor(all.length / 1500);
    const bases = Array.from({ length: 1500 }, (_, i) => all[i * step].slice(0, 81));
    const { lines, base } = shuffledCopies(bases, 3, 2026);
    const r = await runCli(['dedupe', '-'], { input: lines.join('\n') + '\n', timeoutMs: 30_000 });
    expect(r.code, r.stderr).toBe(0);
    checkClasses(r.stdout, base);
    expect(r.stderr).toMatch(/^dedupe: 6000 puzzles \(1500 first, 4500 duplicate, 0 invalid\)/);
  }, 40_000);
});
