/**
 * Variant puzzles through the search calls: every call takes a model, f-puzzles JSON (text or
 * object), a link and a jigsaw line, with the same verdicts; classic ones go to fast9; budgets,
 * signals, bad input, and `rate` reaching the variant scale (the human-style steps on variants
 * and their grade: test/variant/logic/calls.test.ts, rate.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  BudgetExhaustedError,
  countSolutions,
  countSolutionsAsync,
  hint,
  isUnique,
  rate,
  solve,
  someSolution,
  SudokuParseError,
  toFpuzzles,
  toFpuzzlesLink,
  toSudokuPadLink,
  trueCandidates,
  trueCandidatesAsync,
  validate,
  validateAll,
  validateAsync,
  validateLines,
  validateText,
  type VariantPuzzle,
} from '../../src/index';
import { readVariant } from '../../src/api/variant';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';

/** The cells of the solution's first row, and its sum, as a killer cage. */
const CAGE = [0, 1, 2];
const CAGE_SUM = 4 + 1 + 7;

/** A unique 17-clue puzzle with a cage its solution meets: still unique, same solution. */
const KILLER: VariantPuzzle = { size: 9, givens: PUZZLE, constraints: [{ type: 'killer', cells: CAGE, sum: CAGE_SUM }] };
/** The same with a sum the solution misses: no solution. */
const KILLER_NONE: VariantPuzzle = { size: 9, givens: PUZZLE, constraints: [{ type: 'killer', cells: CAGE, sum: CAGE_SUM + 1 }] };
/** An empty anti-knight grid: many solutions. */
const ANTI_KNIGHT: VariantPuzzle = { size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' }] };
/** The classic puzzle as a model: the search calls route it to fast9. */
const CLASSIC: VariantPuzzle = { size: 9, givens: PUZZLE, constraints: [] };

/** A 6×6 puzzle (2×3 boxes) from a full grid with two cells open. */
const GRID6 = '123456456123231564564231312645645312';
const SIX: VariantPuzzle = { size: 6, givens: '..' + GRID6.slice(2), constraints: [{ type: 'thermometer', cells: [0, 1, 2] }] };

describe.each(['wasm', 'ts'] as const)('variant puzzles through the search calls, backend %s', (backend) => {
  const o = { backend };

  it('solve, countSolutions, isUnique and someSolution answer a model', () => {
    expect(solve(KILLER, o)).toMatchObject({ status: 'unique', count: 1, solution: SOLUTION });
    expect(countSolutions(KILLER, 2, o)).toBe(1);
    expect(isUnique(KILLER, o)).toBe(true);
    expect(someSolution(KILLER, o)).toBe(SOLUTION);
    expect(solve(KILLER_NONE, o)).toMatchObject({ status: 'none', count: 0 });
    expect(someSolution(KILLER_NONE, o)).toBeNull();
    const many = solve(ANTI_KNIGHT, o);
    expect(many.status).toBe('multiple');
    expect(many.solution).toBeUndefined();
    expect(countSolutions(ANTI_KNIGHT, 5, o)).toBe(5);
    expect(someSolution(ANTI_KNIGHT, o)).toMatch(/^[1-9]{81}$/);
  });

  it('every form of one puzzle gets the same verdict', () => {
    const expected = validate(KILLER, o);
    expect(expected).toMatchObject({ status: 'unique', solution: SOLUTION });
    const forms = [toFpuzzles(KILLER), JSON.stringify(toFpuzzles(KILLER)), JSON.stringify(KILLER), toFpuzzlesLink(KILLER), toSudokuPadLink(KILLER)];
    for (const form of forms) expect(validate(form, o)).toEqual(expected);
  });

  it('a classic puzzle given as a model is answered by fast9, as its line is', () => {
    expect(validate(CLASSIC, o)).toEqual(validate(PUZZLE, o));
    expect(validate(JSON.stringify(toFpuzzles(CLASSIC)), o)).toEqual(validate(PUZZLE, o));
  });

  it('other sizes: the verdict names the side and the solution has N² digits', () => {
    expect(validate(SIX, o)).toMatchObject({ status: 'unique', size: 6, solution: GRID6 });
  });

  it('a jigsaw line (givens, then region labels) is a variant puzzle', () => {
    const boxes = Array.from({ length: 81 }, (_, i) => String(3 * Math.floor(i / 27) + Math.floor((i % 9) / 3))).join('');
    expect(validate(PUZZLE + boxes, o)).toMatchObject({ status: 'unique', solution: SOLUTION });
  });

  it('budgets: maxNodes gives unknown with stopped, and countSolutions throws', () => {
    expect(validate(ANTI_KNIGHT, { ...o, maxNodes: 1 })).toMatchObject({ status: 'unknown', stopped: 'nodes' });
    expect(() => countSolutions(ANTI_KNIGHT, 1000, { ...o, maxNodes: 10 })).toThrow(BudgetExhaustedError);
  });

  it('the async forms answer the same and stop on a signal', async () => {
    expect(await validateAsync(KILLER, o)).toEqual(validate(KILLER, o));
    expect(await countSolutionsAsync(ANTI_KNIGHT, 3, o)).toBe(3);
    const controller = new AbortController();
    const counting = countSolutionsAsync(ANTI_KNIGHT, 1e9, { ...o, signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(counting).rejects.toMatchObject({ name: 'BudgetExhaustedError', reason: 'aborted' });
  });

  it('a signal aborted before the call stops the async forms as it stops the sync calls, also when the rules alone leave no solution', async () => {
    // a 2-cell cage of sum 100 on a 4×4: the compiler proves it impossible before any search
    const impossible: VariantPuzzle = { size: 4, givens: '.'.repeat(16), constraints: [{ type: 'killer', cells: [0, 1], sum: 100 }] };
    expect(validate(impossible, o).status).toBe('none');
    const aborted = { ...o, signal: AbortSignal.abort() };
    for (const puzzle of [impossible, KILLER]) {
      const sync = validate(puzzle, aborted);
      expect(sync).toMatchObject({ status: 'unknown', stopped: 'aborted' });
      expect(await validateAsync(puzzle, aborted)).toEqual(sync);
      await expect(countSolutionsAsync(puzzle, 2, aborted)).rejects.toMatchObject({ name: 'BudgetExhaustedError', reason: 'aborted' });
    }
  });
});

describe('variant puzzles in batches', () => {
  it('validateLines answers classic, JSON, link and bad lines in order, one verdict each', () => {
    const lines = [PUZZLE, JSON.stringify(toFpuzzles(KILLER)), toFpuzzlesLink(KILLER_NONE), '{"size": 9, "grid": [', JSON.stringify(ANTI_KNIGHT), PUZZLE];
    const verdicts = validateLines(lines, { firstLine: 10 });
    expect(verdicts.map((v) => [v.line, v.status])).toEqual([
      [10, 'unique'],
      [11, 'unique'],
      [12, 'none'],
      [13, 'invalid'],
      [14, 'multiple'],
      [15, 'unique'],
    ]);
    expect(verdicts[1].solution).toBe(SOLUTION);
    expect(verdicts[3].error).toBeInstanceOf(SudokuParseError);
    expect(verdicts[3].error!.line).toBe(13);
  });

  it('pretty-printed JSON: one verdict per line, and an unclosed line says that a JSON puzzle must be on one line', () => {
    const pretty = JSON.stringify(toFpuzzles(KILLER), null, 2);
    const verdicts = validateText(pretty);
    expect(verdicts).toHaveLength(pretty.split('\n').length);
    expect(verdicts.every((v) => v.status === 'invalid')).toBe(true);
    expect(verdicts[0].error).toMatchObject({ code: 'BAD_JSON', line: 1, column: 2 });
    expect(verdicts[0].error!.message).toMatch(/a JSON puzzle must be on one line/);
    const [cut] = validateLines(['{"size": 9, "grid": [']);
    expect(cut.error!.message).toMatch(/got the end of the text \(the end of the line: .*must be on one line\)$/);
    // JSON that is wrong before the end of its line gets no such note
    expect(validateLines(['{"size": 9,, "grid": []}'])[0].error!.message).not.toMatch(/one line/);
  });

  it('an engine other than auto makes each variant line invalid (UNSUPPORTED) and answers the classic ones', () => {
    for (const engine of ['dlx', 'bitmask', 'fast9'] as const) {
      const verdicts = validateLines([PUZZLE, JSON.stringify(KILLER), JSON.stringify(CLASSIC)], { engine });
      expect(verdicts.map((v) => v.status), engine).toEqual(['unique', 'invalid', 'unique']);
      expect(verdicts[1].error).toMatchObject({ code: 'UNSUPPORTED', line: 2 });
      expect(verdicts[1].error!.message).toBe(`line 2: engine '${engine}' solves classic puzzles only; variant puzzles take engine 'auto'`);
    }
    expect(validateAll([KILLER, PUZZLE], { engine: 'dlx' }).map((v) => v.status)).toEqual(['invalid', 'unique']);
  });

  it('alphabet and prepass, which do not apply to a variant puzzle, are a RangeError of a call about one, naming the call and the option', async () => {
    const calls: [string, (o: object) => unknown][] = [
      ['solve', (o) => solve(KILLER, o)],
      ['validate', (o) => validate(KILLER, o)],
      ['someSolution', (o) => someSolution(KILLER, o)],
      ['countSolutions', (o) => countSolutions(KILLER, 2, o)],
      ['isUnique', (o) => isUnique(KILLER, o)],
      ['trueCandidates', (o) => trueCandidates(KILLER, o)],
      ['countSolutionsAsync', (o) => countSolutionsAsync(JSON.stringify(KILLER), 2, o)],
      ['validateAsync', (o) => validateAsync(toFpuzzlesLink(KILLER), o)],
      ['trueCandidatesAsync', (o) => trueCandidatesAsync(KILLER, o)],
    ];
    for (const [name, call] of calls) {
      for (const [options, message] of [
        [{ alphabet: 'hex' }, `sudoku-wasm: ${name}: alphabet: applies to classic boards only (a variant puzzle's givens and solution are digits 1 … N), got the string "hex"`],
        [{ alphabet: 'abcdefghi' }, `sudoku-wasm: ${name}: alphabet: applies to classic boards only (a variant puzzle's givens and solution are digits 1 … N), got the string "abcdefghi"`],
        [{ prepass: true }, `sudoku-wasm: ${name}: prepass: applies to classic puzzles only (the variant engine propagates its own rules), got true`],
      ] as const) {
        let error: unknown;
        try {
          await call(options);
        } catch (e) {
          error = e;
        }
        expect(error, `${name} ${JSON.stringify(options)}`).toBeInstanceOf(RangeError);
        expect((error as Error).message).toBe(message);
      }
      // their defaults are no request: taken
      await expect(Promise.resolve().then(() => call({ alphabet: 'auto', prepass: false }))).resolves.toBeDefined();
      await expect(Promise.resolve().then(() => call({ alphabet: 'alnum' }))).resolves.toBeDefined(); // the default: 1 … 9 in digits
    }
    // a classic puzzle in a variant form is a 9×9 board: both apply (9×9 is written in digits whatever the alphabet)
    expect(solve(CLASSIC, { alphabet: 'hex', prepass: true })).toEqual({ status: 'unique', count: 1, guesses: expect.any(Number), solution: SOLUTION });
  });

  it('a batch applies alphabet and prepass to its classic lines and answers its variant lines without them', () => {
    const small = 'wx..yz....zy..xw'; // a 4×4 board in the alphabet 'wxyz'
    const lines = [small, JSON.stringify(KILLER), toFpuzzlesLink(KILLER), PUZZLE];
    for (const options of [{ alphabet: 'wxyz' }, { alphabet: 'wxyz', prepass: true }]) {
      const expected = [['unique', 'wxyzyzwxxwzyzyxw'], ['unique', SOLUTION], ['unique', SOLUTION], ['unique', SOLUTION]];
      expect(validateLines(lines, options).map((v) => [v.status, v.solution])).toEqual(expected);
      expect(validateText(lines.join('\n'), options).map((v) => [v.status, v.solution])).toEqual(expected);
      expect(validateAll([small, KILLER, toFpuzzlesLink(KILLER), PUZZLE], options).map((v) => [v.status, v.solution])).toEqual(expected);
    }
  });

  it('classic puzzles as bare models and f-puzzles text each keep their own board in a batch', () => {
    // the same solution relabelled: a different puzzle per entry, each with its own answer
    const relabel = (text: string, shift: number): string => text.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + shift) % 9) + 1));
    const puzzles = [0, 1, 2, 3].map((shift) => relabel(PUZZLE, shift));
    const inputs = puzzles.map((givens, i) => {
      const model: VariantPuzzle = { size: 9, givens, constraints: [] };
      return i % 2 === 0 ? JSON.stringify(toFpuzzles(model)) : model;
    });
    const verdicts = validateAll(inputs);
    expect(verdicts.map((v) => v.solution)).toEqual([0, 1, 2, 3].map((shift) => relabel(SOLUTION, shift)));
    expect(validateLines(inputs.map((input) => (typeof input === 'string' ? input : JSON.stringify(input)))).map((v) => v.solution)).toEqual(
      verdicts.map((v) => v.solution),
    );
  });

  it('each classic board read without a scratch array is its own (the door reads into one of its own)', () => {
    const first = readVariant(JSON.stringify(toFpuzzles(CLASSIC)));
    const second = readVariant({ ...CLASSIC, givens: '.'.repeat(81) });
    expect((first as { cells: Uint8Array }).cells).not.toBe((second as { cells: Uint8Array }).cells);
    expect(Array.from((first as { cells: Uint8Array }).cells, (d) => (d === 0 ? '.' : String(d))).join('')).toBe(PUZZLE);
  });

  it('classic puzzles as bare models and f-puzzles text started together in the async forms keep their own boards', async () => {
    const relabel = (text: string, shift: number): string => text.replace(/[1-9]/g, (d) => String(((Number(d) - 1 + shift) % 9) + 1));
    const inputs = [0, 1, 2, 3].map((shift) => {
      const model: VariantPuzzle = { size: 9, givens: relabel(PUZZLE, shift), constraints: [] };
      return shift % 2 === 0 ? JSON.stringify(toFpuzzles(model)) : model;
    });
    const verdicts = await Promise.all(inputs.map((input) => validateAsync(input)));
    expect(verdicts.map((v) => v.solution)).toEqual([0, 1, 2, 3].map((shift) => relabel(SOLUTION, shift)));
  });

  it('validateAll takes models, objects and text; validateText skips comments', () => {
    const verdicts = validateAll([KILLER, toFpuzzles(KILLER_NONE), PUZZLE, JSON.stringify(SIX)]);
    expect(verdicts.map((v) => v.status)).toEqual(['unique', 'none', 'unique', 'unique']);
    const text = `# a mixed file\n${PUZZLE}\n${JSON.stringify(KILLER)}\n\n${toFpuzzlesLink(ANTI_KNIGHT)}\n`;
    expect(validateText(text).map((v) => [v.line, v.status])).toEqual([
      [2, 'unique'],
      [3, 'unique'],
      [5, 'multiple'],
    ]);
  });
});

describe('variant input errors and limits', () => {
  it('a bad variant input is invalid with the place at fault', () => {
    const bad = validate({ size: 9, givens: PUZZLE, constraints: [{ type: 'thermometer', cells: [0, 40] }] });
    expect(bad.status).toBe('invalid');
    expect(bad.error).toBeInstanceOf(SudokuParseError);
    expect(bad.error!.message).toMatch(/constraints\[0\]\.cells/);
    expect(() => solve('{"size": 9, "grid": []')).toThrow(SudokuParseError);
    // an object has no lines: its errors name none; a line of text does
    expect(bad.error!.line).toBeUndefined();
    expect(bad.error!.message).toMatch(/^constraints\[0\]/);
    expect(validateLines([JSON.stringify({ size: 9, givens: PUZZLE, constraints: [{ type: 'thermometer', cells: [0, 40] }] })])[0].error).toMatchObject({ line: 1 });
  });

  it('the size option is checked against a variant puzzle: its side, or its box size', () => {
    expect(solve(KILLER, { size: 9 }).status).toBe('unique');
    expect(solve(KILLER, { size: 3 }).status).toBe('unique');
    expect(solve(SIX, { size: 6 }).status).toBe('unique');
    // 4 is a 4×4 variant puzzle's side (ambiguous for classic text only: 4×4, or box size 4)
    const small: VariantPuzzle = { size: 4, givens: '12..34..........', constraints: [{ type: 'diagonal', direction: 'main' }] };
    expect(countSolutions(small, 2, { size: 4 })).toBe(countSolutions(small, 2));
    for (const [puzzle, size] of [[KILLER, 16], [CLASSIC, 4], [SIX, 9]] as const) {
      const error = validate(puzzle, { size }).error;
      expect(error, `size ${size}`).toMatchObject({ code: 'BAD_SIZE' });
      expect(error!.message).toMatch(/options\.size/);
      expect(() => solve(puzzle, { size })).toThrow(SudokuParseError);
    }
    // in a batch: that line is invalid, the others are answered
    const lines = validateLines([JSON.stringify(toFpuzzles(KILLER)), PUZZLE], { size: 16 });
    expect(lines.map((v) => v.status)).toEqual(['invalid', 'invalid']);
    expect(lines[0].error).toMatchObject({ code: 'BAD_SIZE', line: 1 });
    // the CLI's lines are read by the same reader: the message names its option too
    expect(lines[0].error!.message).toBe('line 1: expected size 16 (options.size, --size in the CLI), got a 9×9 variant puzzle');
  });

  it('a jigsaw line with a wrong label gets the error of the jigsaw reader, naming the label, in every reader', () => {
    const boxes = Array.from({ length: 81 }, (_, i) => String(3 * Math.floor(i / 27) + Math.floor((i % 9) / 3))).join('');
    const tenth = PUZZLE + '1' + boxes.slice(1); // label 1 on 10 cells, label 0 on 8
    const extra = PUZZLE + boxes.slice(0, 80) + '9'; // a tenth label
    for (const [line, column, wording] of [[tenth, 82, /region label '1' is on 10 cells/], [extra, 162, /region label '9' is one label too many/]] as const) {
      const [verdict] = validateLines([line]);
      expect(verdict.error).toMatchObject({ code: 'BAD_SHAPE', line: 1, column });
      expect(verdict.error!.message).toMatch(wording);
      expect(verdict.error!.message.startsWith(`line 1, column ${column}: `)).toBe(true); // as classic lines say it
      expect(validateText(`${line}\n`)[0].error).toMatchObject({ code: 'BAD_SHAPE', column });
      expect(validate(line).error).toMatchObject({ code: 'BAD_SHAPE', column });
    }
    // two classic puzzles with no space between are not taken for a jigsaw line: their cell count
    expect(validateLines([PUZZLE + PUZZLE])[0].error).toMatchObject({ code: 'TOO_MANY_CELLS' });
  });

  it('only engine auto solves variants; rate grades variant rules on the variant scale and classic models on HoDoKu\'s; hint takes both', () => {
    expect(() => solve(KILLER, { engine: 'dlx' })).toThrow(RangeError);
    expect(solve(CLASSIC, { engine: 'dlx' })).toMatchObject({ status: 'unique', solution: SOLUTION });
    expect(rate(KILLER).scale).toBe('variant');
    expect(() => rate(KILLER, { engine: 'dlx' })).toThrow(RangeError);
    expect(rate(CLASSIC).scale).toBeUndefined(); // a classic model reads as its givens
    // a classic model goes to the classic techniques (its step names a house), a variant to the variant steps
    expect(hint(CLASSIC).houses!.length).toBeGreaterThan(0);
    expect(() => hint(KILLER, { engine: 'dlx' })).toThrow(RangeError);
  });
});
