/**
 * The CLI on boards of every size in one file (4×4, 9×9, 16×16, 25×25):
 * one verdict per line in order, the size in the JSON, solutions that are the fixtures' own,
 * precise errors for bad large-board lines, and the same verdicts from every engine.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { outputLines, requireBuiltCli, runCli } from './run-cli';

/** The first `k` lines of a fixture file whose count field is `count`. */
function fixtureLines(name: string, count: string, k: number): { puzzle: string; solution: string }[] {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#') && l.split(':')[1] === count)
    .slice(0, k)
    .map((l) => ({ puzzle: l.split(':')[0], solution: l.split(':')[2] }));
}

describe('CLI on every board size', () => {
  beforeAll(requireBuiltCli);
  const unique = [
    ...fixtureLines('board-4.txt', '1', 2),
    { puzzle: '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', solution: '417369825632158947958724316825437169791586432346912758289643571573291684164875293' },
    ...fixtureLines('board-16.txt', '1', 3),
    ...fixtureLines('board-25.txt', '1', 1),
  ];
  const zero = fixtureLines('board-16.txt', '0', 1);
  const many = fixtureLines('board-16.txt', '50+', 1);
  const badLarge = unique[3].puzzle.slice(0, 100) + 'Z' + unique[3].puzzle.slice(101); // 'Z' is no 16×16 digit
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-sizes-'));
  const file = join(dir, 'mixed.txt');
  const lines = [...unique.map((u) => u.puzzle), zero[0].puzzle, many[0].puzzle, badLarge];
  writeFileSync(file, lines.join('\n') + '\n');

  it.each(['auto', 'bitmask', 'dlx'])('validate --json --engine %s: sizes, statuses, solutions', async (engine) => {
    const r = await runCli(['solve', '--json', '--engine', engine, file]);
    expect(r.code, r.stderr).toBe(0);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => v.line)).toEqual(lines.map((_, i) => i + 1));
    expect(verdicts.map((v) => v.status)).toEqual([...unique.map(() => 'unique'), 'none', 'multiple', 'invalid']);
    expect(verdicts.map((v) => v.size)).toEqual([4, 4, undefined, 16, 16, 16, 25, 16, 16, undefined]);
    unique.forEach((u, i) => expect(verdicts[i].solution).toBe(u.solution));
    expect(verdicts[9].error).toMatchObject({ code: 'BAD_VALUE', line: 10, cell: 101, char: 'Z' });
  });

  it("a 16×16 or 25×25 board in FILE's place is read as the input (its name is too long for a file)", async () => {
    for (const u of [unique[3], unique[6]]) {
      const r = await runCli(['solve', u.puzzle]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(`1\tunique\t${u.solution}\n`);
    }
    const long = await runCli(['validate', 'x'.repeat(300)]); // no puzzle: the file error, worded
    expect(long.code).toBe(3);
    expect(long.stderr).toBe(`sudoku-wasm: cannot read '${'x'.repeat(300)}': file name too long (ENAMETOOLONG)\n`);
  });

  it('a line of a size --alphabet cannot write is invalid alone; the other lines keep their verdicts', async () => {
    const nine = unique[2];
    const hex = await runCli(['solve', '--alphabet', 'hex', '-'], { input: `${nine.puzzle}\n${unique[6].puzzle}\n${nine.puzzle}\n` });
    expect(hex.code, hex.stderr).toBe(0);
    const lines25 = outputLines(hex.stdout).map((l) => l.split('\t'));
    expect(lines25).toEqual([
      ['1', 'unique', nine.solution],
      ['2', 'invalid', expect.stringMatching(/^BAD_SIZE: line 2: alphabet 'hex' writes boards up to 16×16, got 625 cells \(25×25\)/)],
      ['3', 'unique', nine.solution],
    ]);
    const four = await runCli(['solve', '--alphabet', 'ABCD', '-'], { input: `${nine.puzzle}\n${unique[3].puzzle}\nA.....B...C.D...\n` });
    expect(four.code, four.stderr).toBe(0);
    expect(outputLines(four.stdout).map((l) => l.split('\t'))).toEqual([
      ['1', 'unique', nine.solution],
      ['2', 'invalid', expect.stringMatching(/^BAD_CHAR: line 2, column 2: unexpected character '1'/)],
      ['3', 'unique', 'ABDCCDBABACDDCAB'],
    ]);
  });

  it('--size 4 is refused as ambiguous; --size 16 reads every line as 16×16', async () => {
    const ambiguous = await runCli(['validate', '--size', '4', file]);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toMatch(/ambiguous/);
    const r = await runCli(['validate', '--json', '--size', '16', file]);
    const statuses = outputLines(r.stdout).map((l) => JSON.parse(l).status);
    expect(statuses.slice(0, 3)).toEqual(['invalid', 'invalid', 'invalid']); // 4×4 and 9×9 lines
    expect(statuses.slice(3, 7)).toEqual(['unique', 'unique', 'unique', 'invalid']); // 25×25 is not 16×16
  });
});
