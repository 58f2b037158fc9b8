/**
 * What the package writes, the CLI reads: multi-line grids (`formatGrid`, `formatBoard` with
 * style 'grid') separated by blank lines, with `--grid` or recognised from the first puzzle
 * line; one verdict per grid, numbered by its first line. Also the size rule: a line's size is
 * inferred from its cell count (and the error says so), `--size 9` refuses other sizes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBoard, formatGrid, parseBoard, parsePuzzle, validate } from '../../src/index';
import { outputLines, requireBuiltCli, runCli, UNIQUE, UNIQUE_SOLUTION } from './run-cli';

/** The first unique board of a fixture file (puzzle:count:solution lines). */
function fixture(name: string): { puzzle: string; solution: string } {
  const line = readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l && !l.startsWith('#') && l.split(':')[1] === '1')!;
  return { puzzle: line.split(':')[0], solution: line.split(':')[2] };
}

const dir = mkdtempSync(join(tmpdir(), 'sudoku-grids-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('formatGrid and formatBoard grids, read back by the CLI', () => {
  beforeAll(requireBuiltCli);
  const four = fixture('board-4.txt');
  const sixteen = fixture('board-16.txt');
  const nine = { puzzle: UNIQUE, solution: UNIQUE_SOLUTION };
  const grids = [
    { size: '4×4', text: formatBoard(parseBoard(four.puzzle), { style: 'grid' }), solution: four.solution },
    { size: '9×9', text: formatGrid(parsePuzzle(nine.puzzle)), solution: nine.solution },
    { size: '9×9, no separators', text: formatGrid(parsePuzzle(nine.puzzle), { separators: false }), solution: nine.solution },
    { size: '16×16', text: formatBoard(parseBoard(sixteen.puzzle), { style: 'grid' }), solution: sixteen.solution },
  ];

  it.each(grids)('$size: recognised without --grid, and with it, one verdict with its solution', async ({ text, solution }) => {
    const path = file(`one-${text.length}.txt`, text + '\n');
    for (const args of [[], ['--grid']]) {
      const r = await runCli(['solve', ...args, path]);
      expect(r.code, r.stderr).toBe(0);
      expect(outputLines(r.stdout)).toEqual([`1\tunique\t${solution}`]);
      if (args.length === 0) expect(r.stderr).toMatch(/read as grids separated by blank lines, because the first puzzle line is a grid row/);
      else expect(r.stderr).not.toMatch(/read as grids/);
    }
  });

  it('a file of grids of every size, blank lines between, comments: one verdict per grid, numbered by its first line, in order, for any --threads', async () => {
    const parts = ['# written by formatGrid and formatBoard', ...grids.map((g) => g.text)];
    const text = parts.join('\n\n') + '\n';
    const starts: number[] = [];
    let line = 1;
    parts.forEach((p, k) => {
      if (k > 0) starts.push(line);
      line += p.split('\n').length + 1;
    });
    const path = file('all.txt', text);
    const want = grids.map((g, k) => `${starts[k]}\tunique\t${g.solution}`);
    for (const threads of ['1', '2']) {
      const r = await runCli(['solve', '--threads', threads, path]);
      expect(r.code, r.stderr).toBe(0);
      expect(outputLines(r.stdout)).toEqual(want);
      expect(r.stderr).toMatch(/solve: 4 puzzles \(4 unique/);
    }
    // the same through validate --json, with CRLF line ends
    const crlf = await runCli(['validate', '--json', '--grid', '-'], { input: text.replace(/\n/g, '\r\n') });
    expect(outputLines(crlf.stdout).map((l) => [JSON.parse(l).line, JSON.parse(l).status])).toEqual(starts.map((s) => [s, 'unique']));
  });

  it('many grids, past one job: none split, every one answered in order', async () => {
    const grid = formatGrid(parsePuzzle(UNIQUE));
    const n = 1500; // 1500 × 12 lines × ~22 bytes: several 64 KiB jobs
    const r = await runCli(['validate', '--threads', '2', '-'], { input: Array(n).fill(grid).join('\n\n') + '\n', timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines).toHaveLength(n);
    lines.forEach((l, k) => expect(l).toBe(`${1 + k * 12}\tunique`));
  }, 60_000);

  it('a file of grids larger than the buffers it is read into, 1 and 2 threads: every grid whole, in order', async () => {
    const grid = formatGrid(parsePuzzle(UNIQUE));
    const n = 6000; // 6000 × 12 lines × ~21 bytes: about 1.5 MB, past 3 buffers of 256 KiB
    const path = file('big-grids.txt', Array(n).fill(grid).join('\n\n') + '\n');
    for (const threads of ['1', '2']) {
      const r = await runCli(['validate', '--threads', threads, path], { timeoutMs: 60_000 });
      expect(r.code, r.stderr).toBe(0);
      const lines = outputLines(r.stdout);
      expect(lines).toHaveLength(n);
      expect(lines.every((l, k) => l === `${1 + k * 12}\tunique`)).toBe(true);
    }
  }, 120_000);

  it('a bad grid is answered invalid with the line at fault; the grids after it are answered', async () => {
    const good = formatGrid(parsePuzzle(UNIQUE));
    const rows = good.split('\n');
    rows[5] = rows[5].replace(/^\S/, 'x'); // an unknown symbol on the grid's 6th line
    const text = [good, rows.join('\n'), '1 2 | 3\n4 5 | 6', good].join('\n\n') + '\n';
    const r = await runCli(['validate', '--json', '--grid', '-'], { input: text });
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => [v.line, v.status])).toEqual([[1, 'unique'], [13, 'invalid'], [25, 'invalid'], [28, 'unique']]);
    expect(verdicts[1].error.line).toBe(18);
    expect(verdicts[1].error.message).toMatch(/^line 18, column 1: /);
    expect(verdicts[2].error.code).toBe('BAD_SIZE');
    expect(verdicts[2].error.message).toMatch(/^line 25: expected 4, 9, 16/);
  });

  it('a letter in a 9×9 grid is the BAD_CHAR of the same puzzle on one line, with its line, column, cell and character', async () => {
    const withLetter = (puzzle: string, k: number, ch: string): string => puzzle.slice(0, k) + ch + puzzle.slice(k + 1);
    for (const ch of ['A', 'x']) {
      const line = withLetter(UNIQUE, UNIQUE.indexOf('.', 40), ch); // an empty cell of row 5 or later
      const cell = line.indexOf(ch) + 1;
      const grid = formatGrid(parsePuzzle(UNIQUE), { separators: false }).split('\n');
      const row = Math.ceil(cell / 9);
      grid[row - 1] = grid[row - 1].split(' ').map((c, i) => (i === (cell - 1) % 9 ? ch : c)).join(' ');
      const [asLine, asGrid] = await Promise.all([
        runCli(['validate', '--json', '-'], { input: line + '\n' }),
        runCli(['validate', '--json', '--grid', '-'], { input: grid.join('\n') + '\n' }),
      ]);
      const [oneLine, oneGrid] = [asLine, asGrid].map((r) => JSON.parse(outputLines(r.stdout)[0]).error);
      expect(oneLine).toMatchObject({ code: 'BAD_CHAR', line: 1, column: cell, cell, char: ch });
      expect(oneGrid).toMatchObject({ code: 'BAD_CHAR', line: row, column: 2 * ((cell - 1) % 9) + 1, cell, char: ch });
      expect(oneGrid.message).toContain(`unexpected character '${ch}' in cell ${cell}`);
      expect(oneGrid.message).toContain('expected a digit 1-9 or one of . 0 - _ for an empty cell');
    }
  });

  it('--alphabet is for boards other than 9×9: a 9×9 grid is read in digits as a 9×9 line is, a 16×16 grid in the alphabet', async () => {
    const nineGrid = formatGrid(parsePuzzle(nine.puzzle));
    const hex16 = formatBoard(parseBoard(sixteen.puzzle), { style: 'grid', alphabet: 'hex' });
    const hexSolution = formatBoard(parseBoard(sixteen.solution), { alphabet: 'hex' });
    const path = file('alphabet-hex.txt', `${nineGrid}\n\n${hex16}\n`);
    const second = nineGrid.split('\n').length + 2;
    for (const threads of ['1', '2']) {
      const r = await runCli(['solve', '--alphabet', 'hex', '--threads', threads, path]);
      expect(r.code, r.stderr).toBe(0);
      expect(outputLines(r.stdout)).toEqual([`1\tunique\t${nine.solution}`, `${second}\tunique\t${hexSolution}`]);
    }
    // the same 9×9 puzzle on one line, under the same option
    const line = await runCli(['solve', '--alphabet', 'hex', file('alphabet-hex-line.txt', `${nine.puzzle}\n`)]);
    expect(outputLines(line.stdout)).toEqual([`1\tunique\t${nine.solution}`]);
    // and a letter in a 9×9 grid is BAD_CHAR under any alphabet, as on a line
    const custom = await runCli(['count', '--alphabet', 'ABCDEFGHI', file('alphabet-custom.txt', `${nineGrid.replace('4', 'D')}\n`)]);
    expect(outputLines(custom.stdout)).toEqual([expect.stringMatching(/^1\tinvalid\tBAD_CHAR: line 1, column 1: unexpected character 'D' in cell 1 \(r1c1\); expected a digit 1-9/)]);
  });

  it('--lines reads one puzzle per line even when the first line is a grid row', async () => {
    const r = await runCli(['validate', '--lines', '-'], { input: formatGrid(parsePuzzle(UNIQUE)) + '\n' });
    const lines = outputLines(r.stdout);
    expect(lines).toHaveLength(11); // 9 rows and 2 separator lines, each a (bad) puzzle line
    expect(lines.every((l) => /^\d+\tinvalid\t/.test(l))).toBe(true);
    expect(r.stderr).not.toMatch(/read as grids/);
  });
});

describe('the size of a line: inferred from its cell count, said so; --size 9 refuses other sizes', () => {
  beforeAll(requireBuiltCli);
  const garbage = 'abcdefghijklmnop'; // 16 characters

  it('a 16-character line is read as 4×4, and the error says the size was inferred and how to refuse it', async () => {
    const r = await runCli(['validate', '-'], { input: garbage + '\n1234123412341234\n' });
    const [first, second] = outputLines(r.stdout);
    expect(first).toMatch(/^1\tinvalid\tBAD_VALUE: line 1, column 1: .*4×4 board.*\(read as 4×4 because the line has 16 cells; the size was inferred: give size 9, --size 9 in the CLI, to read every line as 9×9\)$/);
    expect(second).toMatch(/^2\tinvalid\tCONFLICT: .*the size was inferred/);
  });

  it('a longer line is read as the size its cell count names, and the error offers that size', async () => {
    const line16 = '1'.repeat(2) + '.'.repeat(254);
    const line25 = '!' + '.'.repeat(624);
    const r = await runCli(['validate', '-'], { input: `${line16}\n${line25}\n` });
    const [first, second] = outputLines(r.stdout);
    expect(first).toMatch(/^1\tinvalid\tCONFLICT: .*\(read as 16×16 because the line has 256 cells; the size was inferred: give size 16, --size 16 in the CLI, to read every line as 16×16\)$/);
    expect(second).toMatch(/^2\tinvalid\tBAD_CHAR: .*\(read as 25×25 because the line has 625 cells; the size was inferred: give size 25, --size 25 in the CLI, to read every line as 25×25\)$/);
    expect(validate(line16).error?.message).toMatch(/give size 16, --size 16 in the CLI, to read every line as 16×16\)$/);
  });

  it('--size 9 (or 3) refuses a line of another size with a clear error, and reads 9×9 lines as before', async () => {
    for (const size of ['9', '3']) {
      const r = await runCli(['validate', '--json', '--size', size, '-'], { input: `${garbage}\n1234341221434321\n${UNIQUE}\n` });
      const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
      expect(verdicts.map((v) => v.status)).toEqual(['invalid', 'invalid', 'unique']);
      expect(verdicts[0].error.code).toBe('BAD_CHAR'); // read as 9×9: 'a' is no 9×9 symbol
      expect(verdicts[1].error).toMatchObject({ code: 'TOO_FEW_CELLS', message: 'line 2: expected 81 cells, got 16' });
      expect(verdicts[1].error.message).not.toMatch(/4×4/);
    }
  });

  it('--size 9 with --engine dlx (off the 9×9 batch path) refuses the same way', async () => {
    const r = await runCli(['validate', '--json', '--size', '9', '--engine', 'dlx', '-'], { input: '1234341221434321\n' });
    expect(JSON.parse(outputLines(r.stdout)[0]).error.code).toBe('TOO_FEW_CELLS');
  });
});
