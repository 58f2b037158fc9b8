/**
 * Links: f-puzzles and SudokuPad links with an f-puzzles payload in either lz-string alphabet,
 * percent-encoded or not, and the precise refusals of links that cannot be read.
 */
import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { parseVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink } from '../../../src/variant';
import type { VariantPuzzle } from '../../../src/variant/model';
import { decodeLzString } from '../../../src/variant/formats/lz-decode';
import { isVariantLine } from '../../../src/variant/formats/line-kind';
import { validateLines } from '../../../src/index';
import { errorOf, fp } from './helpers';

const PUZZLE: VariantPuzzle = parseVariant({
  size: 9,
  givens: `1${'.'.repeat(79)}9`,
  constraints: [
    { type: 'killer', cells: [1, 2, 10], sum: 12 },
    { type: 'thermometer', cells: [30, 31, 32, 41] },
    { type: 'kropki', color: 'black', cells: [60, 61] },
    { type: 'antiKing' },
  ],
});
const JSON_TEXT = JSON.stringify(toFpuzzles(PUZZLE));
const BASE64 = LZString.compressToBase64(JSON_TEXT);
const URI_SAFE = LZString.compressToEncodedURIComponent(JSON_TEXT);

describe('reading links', () => {
  it('writes f-puzzles and SudokuPad links that read back as the same model', () => {
    expect(toFpuzzlesLink(PUZZLE)).toBe(`https://f-puzzles.com/?load=${BASE64}`);
    expect(toSudokuPadLink(PUZZLE)).toBe(`https://sudokupad.app/fpuzzles${BASE64}`);
    expect(parseVariant(toFpuzzlesLink(PUZZLE))).toEqual(PUZZLE);
    expect(parseVariant(toSudokuPadLink(PUZZLE))).toEqual(PUZZLE);
  });

  const forms: [string, string][] = [
    ['base64', `https://f-puzzles.com/?load=${BASE64}`],
    ['the URI-safe alphabet', `https://f-puzzles.com/?load=${URI_SAFE}`],
    ['percent-encoded', `https://f-puzzles.com/?load=${encodeURIComponent(BASE64)}`],
    ['a + turned into a space', `https://f-puzzles.com/?load=${BASE64.replace(/\+/g, ' ')}`],
    ['no scheme, www., http', `www.f-puzzles.com/?load=${BASE64}`],
    ['http', `http://f-puzzles.com/?load=${BASE64}`],
    ['another parameter first', `https://f-puzzles.com/?theme=dark&load=${BASE64}#top`],
    ['surrounding whitespace', `  https://f-puzzles.com/?load=${BASE64}\t`],
    ['SudokuPad fpuz', `https://sudokupad.app/fpuz${BASE64}`],
    ['SudokuPad /sudoku/', `https://sudokupad.app/sudoku/fpuzzles${BASE64}`],
    ['SudokuPad ?puzzleid=', `https://sudokupad.app/?puzzleid=fpuzzles${encodeURIComponent(BASE64)}`],
    ['SudokuPad URI-safe', `https://sudokupad.app/fpuzzles${URI_SAFE}`],
    ['SudokuPad on its older host', `https://app.crackingthecryptic.com/fpuzzles${BASE64}`],
    ['SudokuPad beta, no scheme', `beta.sudokupad.app/fpuzzles${BASE64}`],
    ["SudokuPad's app link", `https://sudokupad.svencodes.com/puzzle/fpuzzles${BASE64}`],
  ];
  for (const [name, link] of forms) {
    it(name, () => {
      expect(BASE64).toMatch(/[+/]/); // the payload exercises both alphabets' differences
      expect(parseVariant(link)).toEqual(PUZZLE);
    });
  }

  // a link copied from a sentence, Markdown or a quotation, or wrapped across lines when pasted:
  // none of these characters is in either lz-string alphabet
  const pasted: [string, string][] = [
    ['a full stop after it', `https://f-puzzles.com/?load=${BASE64}.`],
    ['Markdown around it', `https://f-puzzles.com/?load=${BASE64})`],
    ['a quotation mark and a comma after it', `https://f-puzzles.com/?load=${BASE64}",`],
    ['SudokuPad, a closing bracket after it', `https://sudokupad.app/fpuzzles${BASE64}]`],
    ['SudokuPad URI-safe, a full stop after it', `https://sudokupad.app/fpuzzles${URI_SAFE}.`],
    ['wrapped across lines', `https://f-puzzles.com/?load=${BASE64.slice(0, 60)}\n${BASE64.slice(60, 130)}\r\n${BASE64.slice(130)}`],
    ['quotation marks around it, as in a list', `"https://f-puzzles.com/?load=${BASE64}",`],
    ['angle brackets around it', `<https://sudokupad.app/fpuzzles${BASE64}>`],
    ['brackets around it', `(https://f-puzzles.com/?load=${BASE64}).`],
    ['SudokuPad wrapped across lines', `https://sudokupad.app/fpuzzles${BASE64.slice(0, 60)}\n${BASE64.slice(60)}`],
    ['a Markdown link around it', `[My puzzle](https://sudokupad.app/fpuzzles${BASE64})`],
    ['a Markdown link around it, in a sentence', `  [Play it [here]](https://f-puzzles.com/?load=${URI_SAFE}).`],
    ['a Markdown link whose text is the link', `[https://f-puzzles.com/?load=${BASE64}](https://f-puzzles.com/?load=${BASE64})`],
    ['its & written &amp; as in page source', `https://f-puzzles.com/?theme=dark&amp;load=${BASE64}&amp;x=1`],
    ['SudokuPad ?puzzleid= after &amp;', `https://sudokupad.app/?setting=1&amp;puzzleid=fpuzzles${BASE64}`],
    ['its & written &#38; as in page source', `https://f-puzzles.com/?theme=dark&#38;load=${BASE64}&#38;x=1#top`],
    ['its & written &#x26; as in page source', `https://f-puzzles.com/?theme=dark&#X26;load=${BASE64}&#x026;x=1`],
    ['SudokuPad ?puzzleid= after &#38;', `https://sudokupad.app/?setting=1&#38;puzzleid=fpuzzles${BASE64}`],
    ['a Markdown link in angle brackets', `[My puzzle](<https://f-puzzles.com/?load=${BASE64}>)`],
    ['a Markdown link with a title', `[My puzzle](https://f-puzzles.com/?load=${BASE64} "A title (with brackets)")`],
    ["a Markdown link with a title in ' '", `[My puzzle](https://sudokupad.app/fpuzzles${BASE64} 'A "title"')`],
    ['a Markdown link with a title in ( )', `[My puzzle](https://sudokupad.app/fpuzzles${URI_SAFE}  (A title)).`],
    ['a Markdown link in angle brackets with a title', `[My puzzle](<https://f-puzzles.com/?load=${BASE64}> "A title")`],
  ];
  for (const [name, link] of pasted) {
    it(`reads a link with ${name}`, () => {
      expect(parseVariant(link)).toEqual(PUZZLE);
    });
  }

  it('the line readers take the Markdown and page-source forms as the link', () => {
    const lines = pasted.slice(-8).map(([, link]) => link);
    expect(lines.map(isVariantLine)).toEqual(lines.map(() => true));
    expect(validateLines(lines).map((v) => v.error?.message)).toEqual(lines.map(() => undefined));
  });

  it('repairs a // of a SudokuPad path payload that arrived as /', () => {
    // 16 one-bits in a row (the literal U+FFFF, in a title) make a '//' in base64
    const json = JSON.stringify({ ...toFpuzzles(PUZZLE), title: '\uffff' });
    const payload = LZString.compressToBase64(json);
    expect(payload).toContain('//');
    const collapsed = payload.replace(/\/\/+/g, '/');
    expect(LZString.decompressFromBase64(collapsed)).not.toBe(json);
    expect(parseVariant(`https://sudokupad.app/fpuzzles${collapsed}`)).toEqual({ ...PUZZLE, title: '\uffff' });
  });

  it('errors inside the payload are those of f-puzzles JSON', () => {
    const link = `https://f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(fp(9, { clock: [{ lines: [['R1C1', 'R1C2']] }] })))}`;
    expect(errorOf(() => parseVariant(link, { line: 3 })).toJSON()).toEqual({
      code: 'UNSUPPORTED',
      message: "line 3: f-puzzles field 'clock' is not supported",
      line: 3,
      path: 'clock',
    });
  });
});

describe('links that cannot be read', () => {
  it('f-puzzles ?id= links need a network lookup', () => {
    const error = errorOf(() => parseVariant('https://f-puzzles.com/?id=yx7k2abc'));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.message).toMatch(/^f-puzzles links with \?id= are short aliases .* need a network lookup/);
  });

  it("SudokuPad's own formats cannot be read exactly", () => {
    for (const prefix of ['scl', 'ctc', 'scf']) {
      const error = errorOf(() => parseVariant(`https://sudokupad.app/${prefix}${BASE64}`));
      expect(error.code).toBe('UNSUPPORTED');
      expect(error.message).toMatch(new RegExp(`^SudokuPad links in its own '${prefix}' format cannot be read exactly`));
    }
  });

  it('SudokuPad short ids need a network lookup', () => {
    const error = errorOf(() => parseVariant('https://sudokupad.app/psxczr0jpr'));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.message).toMatch(/short id 'psxczr0jpr'.*needs a network lookup/);
    // the same in the form SudokuPad's apps open
    expect(errorOf(() => parseVariant('https://sudokupad.svencodes.com/puzzle/psxczr0jpr')).message).toBe(error.message);
  });

  it('links to other sites are refused naming the site, not read as givens', () => {
    const expected = 'expected an f-puzzles link (https://f-puzzles.com/?load=…) or a SudokuPad link (https://sudokupad.app/…)';
    for (const [link, host] of [
      ['https://puzz.link/p?sudoku/9/9/g1h', 'puzz.link'],
      [` http://www.example.com/?load=${BASE64}\n`, 'example.com'],
    ]) {
      expect(errorOf(() => parseVariant(link)).toJSON()).toEqual({ code: 'UNSUPPORTED', message: `links to ${host} are not supported: ${expected}` });
    }
  });

  const broken: [string, string, string][] = [
    ['no payload', 'https://f-puzzles.com/', 'the f-puzzles link has no ?load= payload'],
    ['an empty payload', 'https://f-puzzles.com/?load=', 'the f-puzzles link has an empty payload'],
    ['a character of no alphabet', 'https://f-puzzles.com/?load=N4Ig!zglg', 'the f-puzzles link has a payload that is not lz-string base64: it holds "!" at character 5 of the payload'],
    ['a character of no alphabet before the end', 'https://f-puzzles.com/?load=N4Ig)zglg.', 'the f-puzzles link has a payload that is not lz-string base64: it holds ")" at character 5 of the payload'],
    ['a broken escape', 'https://f-puzzles.com/?load=N4%ZZ', 'the f-puzzles link has a broken percent-escape in its payload'],
    ['a payload of no puzzle', 'https://f-puzzles.com/?load=abcdefgh', 'the f-puzzles link has a payload that does not decode to JSON (lz-string base64 of f-puzzles JSON expected)'],
    ['a cut SudokuPad payload', `https://sudokupad.app/fpuzzles${BASE64.slice(0, 40)}`, 'the SudokuPad link has a payload that does not decode to JSON (lz-string base64 of f-puzzles JSON expected)'],
    ['SudokuPad with no puzzle', 'https://sudokupad.app/', 'the SudokuPad link names no puzzle'],
  ];
  for (const [name, link, message] of broken) {
    it(name, () => {
      expect(errorOf(() => parseVariant(link)).toJSON()).toEqual({ code: 'BAD_LINK', message });
    });
  }
});

describe('a payload without its link', () => {
  it('is read as the link would be: every lz-string payload of JSON starts N4 to N7', () => {
    for (const payload of [BASE64, URI_SAFE, ` ${BASE64}\n`, `${BASE64.slice(0, 70)}\n${BASE64.slice(70)}.`, encodeURIComponent(BASE64)]) {
      expect(parseVariant(payload)).toEqual(PUZZLE);
    }
    // "{" as an 8-bit character: the 2-bit code 0, then its 8 bits low bit first, 6 bits a symbol
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (rest) => /^N[4-7]/.test(LZString.compressToBase64(`{${rest}`))));
  });

  it('one that does not decode says to paste the whole link', () => {
    for (const payload of [BASE64.slice(0, 40), 'N4Ig!zglg', 'N4']) {
      expect(errorOf(() => parseVariant(payload, { line: 2 })).toJSON()).toEqual({
        code: 'BAD_LINK',
        message:
          'line 2: expected a whole f-puzzles or SudokuPad link, got what starts as its payload alone (lz-string base64) ' +
          'and does not decode to f-puzzles JSON: paste the whole link (https://f-puzzles.com/?load=… or https://sudokupad.app/fpuzzles…)',
        line: 2,
      });
    }
  });

  it('no plain line can be one: its first character (a given: 0-9 . - _) is no payload of text', () => {
    // a digit is 52-61 and "-" 63 in lz-string's alphabets: the first 2-bit code reads 3, no character
    const givens = fc.string({ unit: fc.constantFrom(...'0123456789-'), minLength: 1, maxLength: 162 });
    const labels = fc.string({ unit: fc.constantFrom(...'123456789ABCDEFGHIabcdefghi+/'), maxLength: 81 });
    fc.assert(
      fc.property(givens, labels, fc.boolean(), (g, l, uriSafe) => {
        // as the reader decodes it: a "-" (no base64 symbol) makes it read the URI-safe alphabet
        expect(decodeLzString(g + l, uriSafe || /[-$]/.test(g + l), 1 << 20).text).toBeUndefined();
      }),
      { numRuns: 2_000 },
    );
  });
});
