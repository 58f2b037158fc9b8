/**
 * A puzzle's title, author and rules text: read from f-puzzles JSON, its links and the model's
 * JSON, written back by every writer, refused at their path when they are not text, and ignored
 * by everything that solves or compares rules.
 */
import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import { checkVariant, formatVariant, isClassic, parseVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink } from '../../../src/variant';
import type { VariantPuzzle } from '../../../src/variant/model';
import { countSolutions, solve } from '../../../src/api/single';
import { errorOf, fp } from './helpers';

const TITLE = 'Über “Thermo” 🌡 #1';
const AUTHOR = 'Setter, with a \\ and a "quote"';
const RULES = 'Normal sudoku rules apply.\nDigits on a thermometer increase from the bulb.\r\n\tTab-indented: kept as written.';

/** f-puzzles JSON of an X-sudoku with a thermometer and a given, and these fields. */
const fpuzzles = (fields: Record<string, unknown>): Record<string, unknown> =>
  fp(9, { 'diagonal-': true, thermometer: [{ lines: [['R1C2', 'R1C3', 'R1C4']] }], ...fields }, '5');

/** The puzzle of {@link fpuzzles}, read with its texts. */
const withTexts = (): VariantPuzzle => parseVariant(fpuzzles({ title: TITLE, author: AUTHOR, ruleset: RULES }));

describe('title, author and rules: read and written back', () => {
  it('reads them from f-puzzles JSON (`ruleset` as `rules`), object and text, after the rules in the model', () => {
    const model = withTexts();
    expect(model).toMatchObject({ title: TITLE, author: AUTHOR, rules: RULES });
    expect(Object.keys(model)).toEqual(['version', 'size', 'givens', 'constraints', 'title', 'author', 'rules']);
    // text whose grid the WebAssembly core reads, with the texts before and after the grid
    expect(parseVariant(JSON.stringify(fpuzzles({ title: TITLE, author: AUTHOR, ruleset: RULES })))).toEqual(model);
    const before = JSON.stringify(fpuzzles({})).replace('{"size":9,', `{"size":9,"ruleset":${JSON.stringify(RULES)},`);
    expect(parseVariant(before.replace(/}$/, `,"author":${JSON.stringify(AUTHOR)},"title":${JSON.stringify(TITLE)}}`))).toEqual(model);
  });

  it('keeps them through f-puzzles JSON, both links and the model JSON', () => {
    const model = withTexts();
    const written = toFpuzzles(model);
    expect(written).toMatchObject({ title: TITLE, author: AUTHOR, ruleset: RULES });
    expect(written).not.toHaveProperty('rules');
    expect(parseVariant(written)).toEqual(model);
    expect(parseVariant(JSON.stringify(written))).toEqual(model);
    expect(parseVariant(toFpuzzlesLink(model))).toEqual(model);
    expect(parseVariant(toSudokuPadLink(model))).toEqual(model);
    const text = formatVariant(model);
    expect(text.endsWith(`],"title":${JSON.stringify(TITLE)},"author":${JSON.stringify(AUTHOR)},"rules":${JSON.stringify(RULES)}}`)).toBe(true);
    expect(parseVariant(text)).toEqual(model);
    expect(checkVariant(JSON.parse(text))).toEqual(model);
  });

  it('shares a converted f-puzzles link with its title, author and rules in the SudokuPad payload', () => {
    const link = `https://f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(fpuzzles({ title: TITLE, author: AUTHOR, ruleset: RULES })))}`;
    const pad = toSudokuPadLink(parseVariant(link));
    const payload = JSON.parse(LZString.decompressFromBase64(pad.slice('https://sudokupad.app/fpuzzles'.length))) as Record<string, unknown>;
    expect(payload).toMatchObject({ title: TITLE, author: AUTHOR, ruleset: RULES });
  });

  it('writes them in a fixed order and each only when present; empty text and null are absent', () => {
    const model = parseVariant({ rules: RULES, constraints: [], title: TITLE, givens: '.'.repeat(81), size: 9 });
    expect(Object.keys(model)).toEqual(['version', 'size', 'givens', 'constraints', 'title', 'rules']);
    expect(Object.keys(toFpuzzles(model))).toEqual(['size', 'grid', 'title', 'ruleset']);
    const bare = parseVariant(fpuzzles({}));
    expect(parseVariant(fpuzzles({ title: '', author: null, ruleset: '' }))).toEqual(bare);
    expect(parseVariant({ ...bare, title: '', rules: '' })).toEqual(bare);
    expect(toFpuzzles(bare)).not.toHaveProperty('title');
    expect(formatVariant(bare)).not.toContain('title');
  });
});

describe('title, author and rules: refusals at their path', () => {
  it('refuses a value that is not text, in f-puzzles JSON, its text, a link and the model', () => {
    const cases: [string | object, string, string][] = [
      [fpuzzles({ title: 5 }), 'title', 'title: expected text (a string), got the number 5'],
      [fpuzzles({ author: ['A'] }), 'author', 'author: expected text (a string), got an array'],
      [fpuzzles({ ruleset: { text: 'x' } }), 'ruleset', 'ruleset: expected text (a string), got an object'],
      [fpuzzles({ ruleset: true }), 'ruleset', 'ruleset: expected text (a string), got the boolean true'],
      [JSON.stringify(fpuzzles({ title: 5 })), 'title', 'title: expected text (a string), got the number 5'],
      [`https://f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(fpuzzles({ ruleset: 7 })))}`, 'ruleset', 'ruleset: expected text (a string), got the number 7'],
      [{ ...withTexts(), rules: 7 }, 'rules', 'rules: expected text (a string), got the number 7'],
      [{ ...withTexts(), title: false }, 'title', 'title: expected text (a string), got the boolean false'],
    ];
    for (const [input, path, message] of cases) {
      const error = errorOf(() => parseVariant(input));
      expect({ code: error.code, path: error.path, message: error.message }).toEqual({ code: 'BAD_TYPE', path, message });
    }
  });

  it('refuses text beyond its limit, and control characters other than line breaks and tabs in the rules', () => {
    const long = errorOf(() => parseVariant(fpuzzles({ title: 'x'.repeat(1001) })));
    expect({ code: long.code, path: long.path, message: long.message }).toEqual({
      code: 'BAD_VALUE',
      path: 'title',
      message: 'title: expected a title of at most 1,000 characters, got 1,001 characters',
    });
    expect(parseVariant(fpuzzles({ title: 'x'.repeat(1000), author: 'y'.repeat(1000), ruleset: 'z'.repeat(100_000) })).rules).toHaveLength(100_000);
    const longRules = errorOf(() => parseVariant({ ...withTexts(), rules: 'z'.repeat(100_001) }));
    expect(longRules.message).toBe('rules: expected rules of at most 100,000 characters, got 100,001 characters');
    const bell = errorOf(() => parseVariant(fpuzzles({ ruleset: 'Ring\u0007 it' })));
    expect({ code: bell.code, path: bell.path, message: bell.message, char: bell.char }).toEqual({
      code: 'BAD_CHAR',
      path: 'ruleset',
      message: "ruleset: unexpected control character '\\u0007' at character 5",
      char: '\u0007',
    });
    const newline = errorOf(() => parseVariant({ ...withTexts(), title: 'Two\nlines' }));
    expect(newline.message).toBe("title: unexpected control character '\\u000A' at character 4 (a line break is allowed in the rules only)");
    expect(errorOf(() => parseVariant(fpuzzles({ author: 'a\u007f' }))).path).toBe('author');
  });
});

describe('title, author and rules: the same puzzle to everything that solves it', () => {
  it('changes no verdict, no classic route and no count', () => {
    const model = withTexts();
    const bare = parseVariant(fpuzzles({}));
    expect(solve(model)).toEqual(solve(bare));
    expect(countSolutions(model, 5)).toBe(countSolutions(bare, 5));
    const classic = parseVariant(fp(9, { title: 'Classic', ruleset: 'Normal rules.' }, '5'));
    expect(isClassic(classic)).toBe(true);
    expect(countSolutions(classic, 3)).toBe(3);
  });
});
