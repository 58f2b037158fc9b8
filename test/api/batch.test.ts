/**
 * The batch API: one verdict per input, in order, with line numbers; both backends agree.
 */
import { describe, expect, it } from 'vitest';
import { toFpuzzlesLink, tryParseLine, validate, validateAll, validateLines, validateText } from '../../src/index';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const TWO = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

describe.each(['wasm', 'ts'] as const)('batch API, backend %s', (backend) => {
  it('validateLines: N lines in, N verdicts out, in order', () => {
    const lines = [PUZZLE, '1234', TWO, PUZZLE.replace('4', 'x') , PUZZLE + '\r', `${PUZZLE}  rating 11.9`];
    const v = validateLines(lines, { backend, firstLine: 10 });
    expect(v.map((x) => x.status)).toEqual(['unique', 'invalid', 'multiple', 'invalid', 'unique', 'unique']);
    expect(v.map((x) => x.line)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(v[1].error!.code).toBe('TOO_FEW_CELLS');
    expect(v[3].error).toMatchObject({ code: 'BAD_CHAR', line: 13, column: 1, cell: 1, char: 'x' });
  });

  it('validateLines: explicit line numbers, limits, big batches across the core capacity', () => {
    const lines = Array.from({ length: 2500 }, (_, i) => (i % 2 ? TWO : PUZZLE));
    const v = validateLines(lines, { backend, limit: 3, lineNumbers: lines.map((_, i) => 2 * i + 1) });
    expect(v).toHaveLength(2500);
    expect(v[2499]).toMatchObject({ line: 4999, status: 'multiple', count: 3 });
    expect(v[2498]).toMatchObject({ line: 4997, status: 'unique', count: 1 });
    expect(() => validateLines([PUZZLE], { backend, limit: 0 })).toThrow(RangeError);
    const first = validateLines([PUZZLE, TWO, '11' + '.'.repeat(79)], { backend, limit: 1 });
    expect(first.map((x) => [x.status, x.count])).toEqual([['unknown', 1], ['unknown', 1], ['invalid', 0]]);
    expect(first[0].solution).toBe(validateLines([PUZZLE], { backend })[0].solution);
    expect(first[1].solution).toMatch(/^[1-9]{81}$/);
    expect(() => validateLines([PUZZLE], { backend, lineNumbers: [] })).toThrow(RangeError);
  });

  it('validateLines: conflicting givens are invalid with the same error as the parser gives', () => {
    const at = (i: number, ch: string, text = PUZZLE) => text.slice(0, i) + ch + text.slice(i + 1);
    const lines = [
      at(1, '4'), // row 1 repeats r1c1's 4
      at(9, '4'), // column 1
      at(10, '4'), // box 1 only
      '11' + '.'.repeat(79), // would have many solutions without the conflict
      at(80, '9', at(72, '9', '.'.repeat(81))), // last row
      PUZZLE,
    ];
    for (const options of [{ backend }, { backend, maxGuesses: 0 }, { backend, limit: 5 }]) {
      const v = validateLines(lines, { ...options, firstLine: 3 });
      expect(v.map((x) => x.status)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'unique']);
      for (let i = 0; i < 5; i++) {
        const expected = tryParseLine(lines[i], new Uint8Array(81), 0, 3 + i)!;
        expect(expected.code).toBe('CONFLICT');
        expect(v[i]).toMatchObject({ line: 3 + i, count: 0, guesses: 0 });
        expect(v[i].error).toMatchObject({ code: 'CONFLICT', line: 3 + i, message: expected.message });
      }
    }
  });

  it('validateText skips blank and comment lines and keeps line numbers', () => {
    const text = `# header\r\n${PUZZLE}\r\n\r\n${TWO}\r\nnonsense\r\n`;
    const v = validateText(text, { backend });
    expect(v.map((x) => [x.line, x.status])).toEqual([
      [2, 'unique'],
      [4, 'multiple'],
      [5, 'invalid'],
    ]);
  });

  it('validateAll takes any puzzle form and never throws for a bad one', () => {
    const grid = PUZZLE.match(/.{9}/g)!.join('\n');
    const v = validateAll([PUZZLE, grid, Array.from(PUZZLE, (c) => (c === '.' ? 0 : +c)), null as never, [1, 2]], { backend });
    expect(v.map((x) => x.status)).toEqual(['unique', 'unique', 'unique', 'invalid', 'invalid']);
    expect(v[3].error!.code).toBe('BAD_TYPE');
  });
});

describe('batch with the pre-pass', () => {
  it('gives the same verdicts as without it', () => {
    const lines = [
      '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
      '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
      'nonsense',
    ];
    const plain = validateLines(lines);
    const reduced = validateLines(lines, { prepass: true });
    expect(reduced.map((v) => [v.status, v.count, v.solution])).toEqual(plain.map((v) => [v.status, v.count, v.solution]));
  });
});

describe('batch errors say the place in the whole line, as validate does', () => {
  const indented = `   x${PUZZLE.slice(1)}`;
  it.each([{}, { timeoutMs: 1000 }, { prepass: true }, { engine: 'dlx' as const }, { size: 16 }])(
    'an indented line with a bad character, options %o: the column counts the indentation',
    (options) => {
      const [verdict] = validateLines([indented], options);
      expect(verdict.error!.toJSON()).toEqual(validate(indented, options).error!.toJSON());
      if (options.size === undefined) expect(verdict.error).toMatchObject({ code: 'BAD_CHAR', line: 1, column: 4, cell: 1, char: 'x' });
    },
  );

  it('whitespace is the text layer\'s: U+3000 is a character at fault, not a blank line', () => {
    for (const line of ['\u3000', `\u3000${PUZZLE}`, `\u2028x${PUZZLE.slice(1)}`]) {
      const [verdict] = validateLines([line]);
      expect(verdict.error!.toJSON()).toEqual(validate(line).error!.toJSON());
      expect(verdict.error).toMatchObject({ code: 'BAD_CHAR', line: 1, column: 1, char: line[0] });
    }
    expect(validateText(`${PUZZLE}\n\u3000`)[1].error).toMatchObject({ code: 'BAD_CHAR', line: 2, column: 1 });
  });

  it('a line whose first field is no puzzle: the error validate gives, whatever its length or characters', () => {
    const one = [
      'x', '1', '12', 'x'.repeat(15), 'x'.repeat(17), `${PUZZLE.slice(0, 80)}`, `${PUZZLE}1`, `x${PUZZLE.slice(1)}`, `${PUZZLE.slice(0, 80)}é`,
      '1234123412341234', '12341234123412x4', '1234123412341234x', 'g'.repeat(256), 'g'.repeat(257), `${'1'.repeat(255)}.`,
      '1|2|3|4|1|2|3|4|1|2|3|4|1|2|3|4', '1,2,3,4', '-'.repeat(9), '-'.repeat(81), '+---+---+', '===', '😀', `😀${PUZZLE.slice(2)}`,
      'x\u3000', '\u3000x', 'x\u2028', '\ufeffx', 'x#', '#x',
      // and the first field of a line of several
      'hello world', '  x', '\tx y', '12345  ', `${PUZZLE.slice(0, 80)}x y`, `x${PUZZLE.slice(1)} 11.9`,
      '1|2 x', 'x\u3000 y', '\u3000x y',
    ];
    for (const options of [{}, { alphabet: 'hex' as const }, { size: 9 }]) {
      const verdicts = validateLines(one, { ...options, lineNumbers: one.map(() => 1) });
      one.forEach((line, k) => {
        const expected = validate(line, options);
        expect(verdicts[k].status, line).toBe(expected.status);
        expect(verdicts[k].error?.toJSON(), line).toEqual(expected.error?.toJSON());
      });
    }
  });

  it.each([{}, { timeoutMs: 1000 }, { size: 16 }])('an empty line, like a blank one, is EMPTY at its line (options %o)', (options) => {
    const verdicts = validateLines(['', '  '], { ...options, firstLine: 5 });
    expect(verdicts.map((v) => [v.line, v.error!.code, v.error!.line])).toEqual([[5, 'EMPTY', 5], [6, 'EMPTY', 6]]);
    expect(verdicts[0].error!.message).toMatch(/^line 5: /);
  });
});

describe("a line that is an f-puzzles link's payload alone", () => {
  const link = toFpuzzlesLink({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' }] });
  const payload = link.slice(link.indexOf('=') + 1);

  it('is refused at its N, with a hint to paste the whole link (batches, streams and the CLI read lines so)', () => {
    expect(payload).toMatch(/^N[4-7]/);
    const hint = ' (an f-puzzles payload? paste the whole link)';
    const [alone, indented, fielded] = validateLines([payload, `  ${payload}`, `${payload} 1`]);
    expect(alone.error).toMatchObject({ code: 'BAD_CHAR', line: 1, column: 1, cell: 1, char: 'N' });
    expect(alone.error!.message).toBe(`line 1, column 1: unexpected character 'N' in cell 1 (r1c1); expected a digit 1-9 or one of . 0 - _ for an empty cell${hint}`);
    expect(indented.error!.message).toMatch(/^line 2, column 3: .*paste the whole link\)$/);
    expect(fielded.error!.message).toMatch(/paste the whole link\)$/);
    expect(validateText(payload)[0].error!.toJSON().message).toContain(hint);
  });

  it('lines that only look like one keep the reader\'s error: no longer than a classic line, or another start', () => {
    for (const line of [`N4${'1'.repeat(79)}`, `N${'1'.repeat(100)}`, `N8${'1'.repeat(100)}`, `xN4${payload}`]) {
      expect(validateLines([line])[0].error!.message, line).not.toContain('payload');
    }
  });
});

describe('batch calls with a signal aborted before the call', () => {
  it('answer every puzzle unknown (aborted), 9×9 on the batch path as other sizes and engines', () => {
    const signal = AbortSignal.abort();
    const empty = '.'.repeat(81);
    const stopped = { status: 'unknown', count: 0, stopped: 'aborted' };
    expect(validateLines([empty, '.'.repeat(16), PUZZLE.replace('4', 'x')], { signal })).toMatchObject([stopped, stopped, { status: 'invalid' }]);
    expect(validateLines([empty], { signal, engine: 'bitmask' })).toMatchObject([stopped]);
    expect(validateText(empty, { signal })).toMatchObject([stopped]);
    expect(validateAll([empty], { signal })).toMatchObject([stopped]);
  });
});

describe('batch calls given the wrong kind of input', () => {
  it('a string to validateLines or validateAll is a TypeError naming the call for it, not a verdict per character', () => {
    const hint = '(validateText reads the lines of a text, validate one puzzle)';
    expect(() => validateLines(PUZZLE as never)).toThrow(
      new TypeError(`sudoku-wasm: validateLines: expected an array of lines, got the string "${PUZZLE}" ${hint}`),
    );
    expect(() => validateAll(PUZZLE as never)).toThrow(
      new TypeError(`sudoku-wasm: validateAll: expected an iterable of puzzles, got the string "${PUZZLE}" ${hint}`),
    );
  });

  it('no input, or another type, says what was expected and what came', () => {
    expect(() => validateLines(undefined as never)).toThrow(new TypeError('sudoku-wasm: validateLines: expected an array of lines, got undefined'));
    expect(() => validateLines(new Set([PUZZLE]) as never)).toThrow(new TypeError('sudoku-wasm: validateLines: expected an array of lines, got a Set'));
    expect(() => validateText([PUZZLE] as never)).toThrow(new TypeError('sudoku-wasm: validateText: expected a string, got an array of 1'));
    expect(() => validateText(undefined as never)).toThrow(new TypeError('sudoku-wasm: validateText: expected a string, got undefined'));
    expect(() => validateAll(null as never)).toThrow(new TypeError('sudoku-wasm: validateAll: expected an iterable of puzzles, got null'));
    expect(validateAll(new Set([PUZZLE])).map((v) => v.status)).toEqual(['unique']);
  });

  it('a line that is not a string is its own invalid verdict, the value shown with its type', () => {
    const v = validateLines([PUZZLE, 5 as never, null as never]);
    expect(v.map((x) => x.error?.message)).toEqual([undefined, 'line 2: expected a string, got the number 5', 'line 3: expected a string, got null']);
  });
});
