/**
 * `sudoku-wasm convert --to FORMAT` (built CLI): every form the other commands read goes in,
 * each line comes out in the form asked for, in order, and reads back as the same puzzle;
 * titles, authors and rules text carry over where the form has them; a line that does not
 * convert is `invalid` with a precise error (UNSUPPORTED naming the form and the rule); standard
 * input, `--json`, `--only`, `--strict`, `--summary`, `--grid` and `--threads` as for the other
 * commands; the usage errors of its grammar; the example of docs/cli.md runs as shown. With
 * `../shared`, the 37 published variant examples round-trip through every form.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatVariant, parseVariant, toFpuzzles, type VariantPuzzleInput } from '../../src/index';
import { describeShared } from '../support/shared';
import { checkDocExample, outputLines, runCli, tempFiles } from './run-cli';

const files = tempFiles('sudoku-convert-');

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const TARGETS = ['sudokupad', 'link', 'fpuzzles', 'model'] as const;
/** What each variant form starts with. */
const START: Record<(typeof TARGETS)[number], string> = {
  sudokupad: 'https://sudokupad.app/fpuzzles',
  link: 'https://f-puzzles.com/?load=',
  fpuzzles: '{"size":',
  model: '{"version":1,',
};

const killer: VariantPuzzleInput = {
  size: 9,
  givens: PUZZLE,
  constraints: [{ type: 'killer', cells: [0, 1, 2], sum: 12 }],
  title: 'A killer',
  author: 'Someone',
  rules: 'Normal sudoku rules apply.\nDigits in a cage sum to its total.',
};
/** A 6×6 jigsaw (regions of three rows of two columns, not the standard 2×3 boxes). */
const jigsaw6: VariantPuzzleInput = {
  size: 6,
  givens: '1.....'.padEnd(36, '.'),
  regions: Array.from({ length: 36 }, (_, cell) => Math.floor(cell / 18) * 3 + Math.floor((cell % 6) / 2)),
  constraints: [],
};
/** The model's canonical JSON of a puzzle in any form. */
const canonical = (puzzle: string | object): string => formatVariant(parseVariant(puzzle));

describe('convert: each form, one line per puzzle line, in order', () => {
  const lines = [PUZZLE, JSON.stringify(toFpuzzles(killer)), formatVariant(jigsaw6), '....'.repeat(4)];

  it.each(TARGETS)('--to %s: each puzzle in that form, reading back as the same puzzle, title and texts kept', async (to) => {
    const r = await runCli(['convert', '--to', to, files.file(`mixed-${to}.txt`, lines.join('\n') + '\n')]);
    expect(r.code, r.stderr).toBe(0);
    const out = outputLines(r.stdout);
    expect(out).toHaveLength(lines.length);
    out.forEach((line, i) => {
      expect(line.startsWith(START[to]), line).toBe(true);
      expect(canonical(line), `line ${i + 1}`).toBe(canonical(i === 0 || i === 3 ? { size: i === 0 ? 9 : 4, givens: lines[i], constraints: [] } : lines[i]));
    });
    expect(parseVariant(out[1])).toMatchObject({ title: 'A killer', author: 'Someone', rules: killer.rules });
    expect(r.stderr).toMatch(/^convert: 4 puzzles \(4 converted, 0 invalid\), 0 lines skipped, [\d.]+ s, [\d,.]+ puzzles\/s\n$/);
  });

  it('--to line: a classic line, a jigsaw line for a jigsaw; a rule no line holds is UNSUPPORTED, naming it', async () => {
    const r = await runCli(['convert', '--to', 'line', files.file('mixed-line.txt', lines.join('\n') + '\n')]);
    expect(r.code, r.stderr).toBe(0);
    const out = outputLines(r.stdout);
    expect(out[0]).toBe(PUZZLE);
    expect(out[1]).toBe(
      "2\tinvalid\tUNSUPPORTED: line 2: --to line writes classic and jigsaw puzzles; this one has the killer rule, which no line holds (--to model, fpuzzles, link or sudokupad keep every rule)",
    );
    expect(out[2]).toBe('1' + '.'.repeat(35) + '112233112233112233445566445566445566');
    expect(canonical(out[2])).toBe(canonical(jigsaw6));
    expect(out[3]).toBe('.'.repeat(16));
  });

  it('the model of a classic puzzle in disguise (f-puzzles JSON, givens only) comes out as its line', async () => {
    const r = await runCli(['convert', '--to', 'line', JSON.stringify(toFpuzzles({ size: 9, givens: PUZZLE, constraints: [], title: 'Plain' }))]);
    expect(outputLines(r.stdout)).toEqual([PUZZLE]);
  });

  it("'json' and 'fpuzzles-json' name the model and f-puzzles JSON", async () => {
    const json = await runCli(['convert', '--to', 'json', PUZZLE]);
    expect(outputLines(json.stdout)).toEqual([formatVariant({ size: 9, givens: PUZZLE, constraints: [] })]);
    const fpuzzles = await runCli(['convert', '--to=fpuzzles-json', PUZZLE]);
    expect(outputLines(fpuzzles.stdout)).toEqual([JSON.stringify(toFpuzzles({ size: 9, givens: PUZZLE, constraints: [] }))]);
  });
});

describe('convert: lines that do not convert, and the run around them', () => {
  const INPUT = [
    '# a comment',
    PUZZLE,
    '',
    'x' + PUZZLE.slice(1),
    '{"size": 9, "grid": [}',
    '44' + PUZZLE.slice(2),
    '.'.repeat(256),
    PUZZLE + '  trailing text',
  ].join('\n');

  it('each bad line is invalid with its error, as validate words it; blank and # lines are skipped', async () => {
    const r = await runCli(['convert', '--to', 'link', files.file('bad.txt', INPUT + '\n')]);
    expect(r.code).toBe(0);
    const out = outputLines(r.stdout);
    expect(out).toHaveLength(6);
    expect(out[0].startsWith(START.link)).toBe(true);
    expect(out[1]).toMatch(/^4\tinvalid\tBAD_CHAR: line 4, column 1: unexpected character 'x'/);
    expect(out[2]).toMatch(/^5\tinvalid\tBAD_JSON: line 5, column 22: /);
    expect(out[3]).toBe('6\tinvalid\tCONFLICT: line 6: digit 4 appears twice in row 1: r1c1 and r1c2 (cells 1 and 2)');
    expect(out[4]).toBe('7\tinvalid\tUNSUPPORTED: line 7: --to link writes puzzles of 4×4 to 9×9, got a 16×16 board (--to line writes every size)');
    expect(out[5]).toBe(out[0]);
    expect(r.stderr).toMatch(/^convert: 6 puzzles \(2 converted, 4 invalid\), 2 lines skipped, /);
    const validate = outputLines((await runCli(['validate', files.file('bad2.txt', INPUT + '\n')])).stdout);
    expect(out.slice(1, 4)).toEqual(validate.slice(1, 4));
  });

  it('--strict exits 1; --only converted keeps the converted lines; --summary counts them', async () => {
    const summary = join(files.dir, 'summary.json');
    const r = await runCli(['convert', '--to', 'line', '--strict', '--only', 'converted', '--summary', summary, '-'], { input: INPUT });
    expect(r.code).toBe(1);
    expect(outputLines(r.stdout)).toEqual([PUZZLE, '.'.repeat(256), PUZZLE]);
    expect(JSON.parse(readFileSync(summary, 'utf8'))).toMatchObject({ command: 'convert', puzzles: 6, counts: { converted: 3, invalid: 3, failed: 0 }, skipped: 2 });
  });

  it('reads standard input (with - and with no FILE)', async () => {
    for (const args of [['convert', '--to', 'model', '-'], ['convert', '--to', 'model']]) {
      const r = await runCli(args, { input: `${PUZZLE}\n${PUZZLE}\n` });
      expect(r.code, r.stderr).toBe(0);
      expect(outputLines(r.stdout)).toEqual([formatVariant({ size: 9, givens: PUZZLE, constraints: [] }), formatVariant({ size: 9, givens: PUZZLE, constraints: [] })]);
    }
  });

  it('--json: {line, status: converted, output}, or the error', async () => {
    const r = await runCli(['convert', '--to', 'line', '--json', '-'], { input: INPUT });
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(out[0]).toEqual({ line: 2, status: 'converted', output: PUZZLE });
    expect(out[1]).toMatchObject({ line: 4, status: 'invalid', error: { code: 'BAD_CHAR', line: 4, column: 1, cell: 1, char: 'x' } });
    expect(out[3]).toMatchObject({ line: 6, status: 'invalid', error: { code: 'CONFLICT', cells: [1, 2], digit: 4 } });
    expect(out.map((o) => o.line)).toEqual([2, 4, 5, 6, 7, 8]);
  });

  it('--grid: grids to lines (any size; read as grids without it when the input starts with one)', async () => {
    const grid4 = '1 . | . .\n. . | . 1\n----+----\n. 1 | . .\n. . | 1 .';
    const grid9 = PUZZLE.match(/.{9}/g)!.map((row) => row.split('').join(' ')).join('\n');
    for (const args of [['--grid'], []]) {
      const r = await runCli(['convert', '--to', 'line', ...args, '-'], { input: `${grid9}\n\n${grid4}\n` });
      expect(r.code, r.stderr).toBe(0);
      expect(outputLines(r.stdout)).toEqual([PUZZLE, '1......1.1....1.']);
    }
  });

  it('usage errors: no --to, an unknown form, --to elsewhere, a search option, --format for the form', async () => {
    const cases: [string[], string][] = [
      [['convert', PUZZLE], 'sudoku-wasm: convert needs --to FORMAT (sudokupad, link, fpuzzles, model, line)'],
      [['convert', '--to', 'svg', PUZZLE], "sudoku-wasm: --to expects sudokupad, link, fpuzzles, model or line, got 'svg'"],
      [['convert', '--to', 'toString', PUZZLE], "sudoku-wasm: --to expects sudokupad, link, fpuzzles, model or line, got 'toString'"],
      [['validate', '--to', 'line', PUZZLE], 'sudoku-wasm: --to applies to convert only, not to validate'],
      [['convert', '--to', 'line', '--max-nodes', '5', PUZZLE], 'sudoku-wasm: --max-nodes does not apply to convert (it reads puzzles and solves nothing)'],
      [['convert', '--format', 'sudokupad', PUZZLE], "sudoku-wasm: --format chooses convert's output, text or json; the puzzles' form is --to sudokupad"],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe(message);
      expect(r.stderr.split('\n')[1]).toBe(`Try 'sudoku-wasm ${args[0]} --help' for more information.`);
    }
  });
});

describe('the convert example of docs/cli.md', () => {
  it('runs and prints what the page shows', () => checkDocExample('convert'));
});

describeShared('convert on the published variant examples', (shared) => {
  const text = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8');
  const examples = text.trim().split('\n');

  it.each(TARGETS)('--to %s, then --to model: the same puzzle as the example, title kept, in order', async (to) => {
    const input = files.file(`examples-${to}.txt`, text);
    const r = await runCli(['convert', '--to', to, '--strict', input], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const out = outputLines(r.stdout);
    expect(out).toHaveLength(37);
    const back = await runCli(['convert', '--to', 'model', '--strict', files.file(`back-${to}.txt`, out.join('\n') + '\n')], { timeoutMs: 60_000 });
    expect(back.code, back.stderr).toBe(0);
    outputLines(back.stdout).forEach((model, i) => {
      expect(model, `line ${i + 1}`).toBe(canonical(examples[i]));
      expect(JSON.parse(model).title, `line ${i + 1}`).toBe(JSON.parse(examples[i]).title);
    });
  }, 90_000);

  it('--to line: the classic and jigsaw examples as lines that read back as them; every other is UNSUPPORTED naming its rules', async () => {
    const r = await runCli(['convert', '--to', 'line', '--json', files.file('examples-line.txt', text)], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(out).toHaveLength(37);
    let lines = 0;
    out.forEach((o, i) => {
      const puzzle = parseVariant(examples[i]);
      if (o.status === 'converted') {
        lines++;
        const { title: _title, author: _author, rules: _rules, ...rest } = puzzle;
        expect(canonical(o.output), `line ${i + 1}`).toBe(formatVariant(rest));
      } else {
        expect(o.error.code, `line ${i + 1}`).toBe('UNSUPPORTED');
        for (const type of new Set(puzzle.constraints.map((c) => c.type))) expect(o.error.message, `line ${i + 1}`).toContain(type);
      }
    });
    expect(lines).toBeGreaterThanOrEqual(2); // the classic and the jigsaw examples at least
  }, 90_000);

  it('--threads 2 gives the same output as one thread, over several jobs', async () => {
    const input = files.file('examples-x20.txt', text.repeat(20));
    const one = await runCli(['convert', '--to', 'sudokupad', '--threads', '1', input], { timeoutMs: 60_000 });
    const two = await runCli(['convert', '--to', 'sudokupad', '--threads', '2', input], { timeoutMs: 60_000 });
    expect(one.code, one.stderr).toBe(0);
    expect(outputLines(one.stdout)).toHaveLength(740);
    expect(two.stdout).toBe(one.stdout);
  }, 90_000);
});
