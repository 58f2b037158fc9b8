/**
 * Player words for every error the page can meet (web/src/text/errors.ts): every parse error
 * code of the package, each kind of solver error, and anything else.
 */
import { describe, expect, it } from 'vitest';
import { LogicError, parseBoard, parseVariant, SudokuParseError, toFpuzzles, toFpuzzlesLink, toSudokuPadLink, trueCandidates } from '../../src/index.js';
import { GenerateBudgetError } from '../../src/generate/budget-error.js';
import type { ParseErrorCode } from '../../src/text/parse-error.js';
import { BoardSizeError, FullGridError, isLinkOrJson, linkInText, notRatedReason, PARSE_MESSAGES, playerMessage, PuzzleSolutionsError, placedAmongDiffering, solutionsDifferIn } from '../../web/src/text/errors.js';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** A solved grid with an unavoidable rectangle opened (r1c2, r1c7, r2c2, r2c7: 6 and 8 swap): two solutions. */
const RECTANGLE = '4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382';
/** Words a player should never read. */
const DEVELOPER = /options|stands for|symbol|\bcell \d|\bline \d|column \d+:|undefined|null|Error/;

/** The error `parse` (default: `parseBoard`) throws for `text`. */
const failure = (text: string, parse: (text: string) => unknown = parseBoard): unknown => {
  try {
    parse(text);
  } catch (e) {
    return e;
  }
  throw new Error(`'${text}' parsed`);
};

describe('player words for errors', () => {
  it('every parse error code has its message (the table matches the package\'s codes)', () => {
    // a record, so that a code the package adds fails to compile here until it is listed
    const every: Record<ParseErrorCode, true> = {
      EMPTY: true, TOO_FEW_CELLS: true, TOO_MANY_CELLS: true, BAD_CHAR: true, BAD_VALUE: true, BAD_TYPE: true, CONFLICT: true,
      BAD_SIZE: true, AMBIGUOUS: true, LINE_TOO_LONG: true, BAD_JSON: true, BAD_CELL: true, BAD_SHAPE: true, UNSUPPORTED: true, BAD_LINK: true,
    };
    const codes = Object.keys(every) as ParseErrorCode[];
    expect(Object.keys(PARSE_MESSAGES).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const text = playerMessage(new SudokuParseError(code, `line 1: got 80 of something (${code})`, { cell: 41, char: 'x', cells: [1, 2], digit: 3, house: 'row' }));
      expect(text, code).not.toMatch(DEVELOPER);
      expect(text, code).toMatch(/^[A-Zr“].*\.$/); // a sentence (or a cell name: r5c5 …)
    }
  });

  it('names the place: the cell of a bad symbol, the count of a wrong size, the cells of a repeat', () => {
    expect(playerMessage(failure(`${EASY.slice(0, 40)}x${EASY.slice(41)}`))).toBe(
      'r5c5 holds “x”, which is not a digit of a 9×9 puzzle: use 1-9, and . or 0 for an empty cell.',
    );
    expect(playerMessage(failure(EASY.slice(0, 80)))).toBe('That is 80 cells: a 9×9 puzzle has 81 (4×4: 16, 16×16: 256). Look for a missing or an extra character.');
    expect(playerMessage(failure(`33${EASY.slice(2)}`))).toBe('The puzzle has 3 twice in one row (r1c1 and r1c2), so it has no solution.');
    expect(playerMessage(failure(''))).toBe('Paste or type a puzzle first: the box is empty.');
    const big = `${'.'.repeat(200)}Z${'.'.repeat(55)}`;
    expect(playerMessage(failure(big))).toMatch(/^r13c9 holds “Z”, which is not a digit of a 16×16 puzzle: use 1-9 and A-G/);
  });

  it('names the cell and the size as the parser read the text, whatever the cell\'s number (cell 10 is r2c1 on 9×9, r3c2 on 4×4)', () => {
    const rows = EASY.match(/.{9}/g)!;
    const x10 = 'r2c1 holds “x”, which is not a digit of a 9×9 puzzle: use 1-9, and . or 0 for an empty cell.';
    expect(playerMessage(failure(`${EASY.slice(0, 9)}x${EASY.slice(10)}`))).toBe(x10);
    expect(playerMessage(failure([rows[0], `x${rows[1].slice(1)}`, ...rows.slice(2)].join('\n')))).toBe(x10);
    expect(playerMessage(failure(`${EASY.slice(0, 9)}!${EASY.slice(10)}`))).toBe('r2c1 holds “!”, which is not a digit of a 9×9 puzzle: use 1-9, and . or 0 for an empty cell.');
    expect(playerMessage(failure(`..!${EASY.slice(3)}`))).toBe('r1c3 holds “!”, which is not a digit: use digits, and . or 0 for an empty cell.');
    expect(playerMessage(failure(`1${EASY.slice(1, 9)}1${EASY.slice(10)}`))).toBe('The puzzle has 1 twice in one column (r1c1 and r2c1), so it has no solution.');
    expect(playerMessage(failure('12..1...........'))).toBe('The puzzle has 1 twice in one column (r1c1 and r2c1), so it has no solution.');
    expect(playerMessage(failure(`1x${'.'.repeat(254)}`))).toMatch(/^r1c2 holds “x”, which is not a digit of a 16×16 puzzle/);
  });

  it('a link or JSON (the forms of variant puzzles) is told apart from a puzzle with a bad cell', () => {
    const killer = parseVariant(EASY);
    killer.constraints = [{ type: 'killer', cells: [0, 1], sum: 12 }];
    const links = [toFpuzzlesLink(parseVariant(EASY)), toFpuzzlesLink(killer), toSudokuPadLink(killer), 'sudokupad.app/abc123', JSON.stringify({ size: 9, givens: EASY }), '  [1, 2, 3]'];
    // a Markdown link, and a link's payload alone (as some tools share it)
    links.push(`[My puzzle](${toSudokuPadLink(killer)})`, ` ${toFpuzzlesLink(killer).slice('https://f-puzzles.com/?load='.length)}`);
    for (const text of links) expect(isLinkOrJson(text), text).toBe(true);
    for (const text of [EASY, EASY.match(/.{9}/g)!.join('\n'), `${EASY.slice(0, 9)}x${EASY.slice(10)}`, '']) expect(isLinkOrJson(text), text).toBe(false);
  });

  it('the one link in words around it, without the punctuation after it; none in a link, JSON or a grid; several refused in player words', () => {
    const link = toFpuzzlesLink(parseVariant(EASY));
    for (const text of [`Try this: ${link}`, `(see ${link}).`, `"${link}", she wrote!`, `${EASY.slice(0, 9)} ${link}\n`]) expect(linkInText(text), text).toBe(link);
    for (const text of [link, ` ${link} `, JSON.stringify({ size: 9, givens: EASY }), EASY, 'hello']) expect(linkInText(text), text).toBeNull();
    let several: unknown;
    try {
      linkInText(`one ${link} two ${link}`);
    } catch (e) {
      several = e;
    }
    expect(playerMessage(several)).toBe('That text holds 2 links: paste one of them alone.');
  });

  it('a variant puzzle the page cannot play: a rule the reader does not support (named as the reader names it), a size, none or several solutions', () => {
    let unsupported: unknown;
    try {
      parseVariant({ ...toFpuzzles(parseVariant(EASY)), clock: [{ lines: [['R1C1', 'R1C2']] }] });
    } catch (e) {
      unsupported = e;
    }
    expect(playerMessage(unsupported)).toBe("The page cannot play that puzzle: f-puzzles field 'clock' is not supported.");
    expect(playerMessage(new BoardSizeError(25))).toBe('The page plays 4×4, 9×9 and 16×16 puzzles; this one is 25×25.');
    expect(playerMessage(new PuzzleSolutionsError('multiple'))).toMatch(/^That puzzle has more than one solution/);
    expect(playerMessage(new PuzzleSolutionsError('none'))).toMatch(/^That puzzle has no solution/);
    for (const e of [unsupported, new PuzzleSolutionsError('multiple'), new PuzzleSolutionsError('none')]) expect(playerMessage(e)).not.toMatch(DEVELOPER);
  });

  it('a puzzle file cut short or of no known form is told as a file, not as a line of digits or characters', () => {
    const fail = (text: string): unknown => failure(text, parseVariant);
    const cut = playerMessage(fail('{"size":9,"grid":[]}'));
    expect(cut).toBe("The puzzle file's grid is not the size of its board: copy the file again in full.");
    const unknown = playerMessage(fail('{"foo":1}'));
    expect(unknown).toBe('That file is not a puzzle the page reads: use an f-puzzles file (size and grid) or a link to one.');
    for (const text of [cut, unknown]) expect(text).not.toMatch(/character|line of digits/);
    // a line stays a line
    expect(playerMessage(failure(EASY.slice(0, 80)))).toMatch(/^That is 80 cells/);
  });

  it('a link that needs a server says the page does not look it up (the reader\'s "this library" is no word of the page\'s)', () => {
    for (const link of ['https://sudokupad.app/abc123xyz', 'https://f-puzzles.com/?id=abcdef']) {
      const text = playerMessage(failure(link, parseVariant));
      expect(text, link).toMatch(/^The page cannot play that puzzle: .*network lookup, which this page does not make/);
      expect(text, link).not.toMatch(/library/);
    }
  });

  it('where the solutions differ: the cells with their digits (six named, the others counted), "at least" for a stopped run', () => {
    const rectangle = solutionsDifferIn(trueCandidates(RECTANGLE));
    expect(rectangle).toBe('Its solutions differ in 4 cells: r1c2 (6 or 8), r1c7 (6 or 8), r2c2 (6 or 8), r2c7 (6 or 8).');
    // 16×16: cells named on its side, digits past 9 in the page's symbols; a cell free to hold any digit says so
    const candidates = Array.from({ length: 256 }, (_, c) => (c === 17 ? [1, 10, 16] : c === 255 ? Array.from({ length: 16 }, (_, i) => i + 1) : [1]));
    expect(solutionsDifferIn({ status: 'multiple', size: 16, candidates, differing: [17, 255] })).toBe('Its solutions differ in 2 cells: r2c2 (1, A or G), r16c16 (any digit).');
    const many = trueCandidates(`${'.'.repeat(20)}${EASY.slice(20)}`);
    expect(many.differing.length).toBeGreaterThan(6);
    expect(solutionsDifferIn(many)).toMatch(new RegExp(`^Its solutions differ in ${many.differing.length} cells: (r\\dc\\d \\([1-9, or]+\\), ){5}r\\dc\\d \\([1-9, or]+\\) and ${many.differing.length - 6} more\\.$`));
    // a run its budget stopped: the cells it found, no digits (a cell may hold more than those found)
    const stopped = { status: 'unknown' as const, size: 9, candidates: trueCandidates(RECTANGLE).candidates, differing: [1, 6, 10, 15] };
    expect(solutionsDifferIn(stopped)).toBe('Its solutions differ in at least 4 cells: r1c2, r1c7, r2c2, r2c7.');
    expect(solutionsDifferIn({ ...stopped, differing: [] })).toBe('');
    expect(solutionsDifferIn(trueCandidates(EASY))).toBe('');
    // after the verdict, on the page's errors
    expect(playerMessage(new PuzzleSolutionsError('multiple', rectangle))).toBe(`That puzzle has more than one solution, so it cannot be played to one answer: a clue or a rule is missing. ${rectangle}`);
    expect(playerMessage(Object.assign(new LogicError('multiple', 'x'), { where: rectangle }), 'check')).toBe(`This puzzle has more than one solution, so there is no one solution to check your digits against. ${rectangle}`);
    expect(rectangle).not.toMatch(DEVELOPER);
  });

  it('the player\'s digits among the cells where the solutions differ: named (six at most), and the open ones said to be marked', () => {
    expect(placedAmongDiffering([], 4, 9)).toBe('');
    expect(placedAmongDiffering([1], 3, 9)).toBe('Your digit in r1c2 is among them; the 3 open cells are marked.');
    expect(placedAmongDiffering([1, 6], 1, 9)).toBe('Your digits in r1c2 and r1c7 are among them; the open cell is marked.');
    expect(placedAmongDiffering([1, 6, 10, 15], 0, 9)).toBe('Your digits in r1c2, r1c7, r2c2 and r2c7 are among them.');
    expect(placedAmongDiffering([0, 1, 2, 3, 4, 5, 6, 7], 2, 9)).toBe('Your digits in r1c1, r1c2, r1c3, r1c4, r1c5, r1c6 and 2 more are among them; the 2 open cells are marked.');
    expect(placedAmongDiffering([17], 0, 16)).toBe('Your digit in r2c2 is among them.');
  });

  it('solver errors and anything else', () => {
    expect(playerMessage(new LogicError('multiple', 'x'))).toBe('This puzzle has more than one solution, so no step can be explained.');
    expect(playerMessage(new LogicError('multiple', 'x'), 'check')).toBe('This puzzle has more than one solution, so there is no one solution to check your digits against.');
    expect(playerMessage(new LogicError('multiple', 'x'), 'solve')).toBe('This puzzle has more than one solution, so there is no one solution to fill in.');
    expect(playerMessage(new LogicError('none', 'x'))).toBe('This puzzle has no solution.');
    expect(playerMessage(new GenerateBudgetError([], 3, 'time', 'x', 0))).toMatch(/^No puzzle like that came up in time/);
    expect(playerMessage(new BoardSizeError(25))).toBe('The page plays 4×4, 9×9 and 16×16 puzzles; this one is 25×25.');
    expect(playerMessage(new FullGridError())).toBe('That grid is already full, so there is nothing to play: paste a puzzle with empty cells (. or 0).');
    expect(playerMessage(new TypeError('options.size is wrong'))).toBe('Something went wrong. Try again.');
    expect(playerMessage(Object.assign(new Error('x'), { name: 'WorkerCrashedError' }))).toMatch(/restarted/);
  });

  it('why a puzzle has no rating, short for the chip: the verdict alone, any other error in full', () => {
    expect(notRatedReason(new LogicError('multiple', 'x'))).toBe('more than one solution');
    expect(notRatedReason(new LogicError('none', 'x'))).toBe('no solution');
    expect(notRatedReason(new LogicError('unknown', 'x'))).toBe('the solver gave up');
    expect(notRatedReason(Object.assign(new Error('x'), { name: 'WorkerCrashedError' }))).toMatch(/restarted/);
  });
});
