/**
 * Characters in messages: quoting, escapes for what cannot be read alone, code points for the rest.
 */
import { describe, expect, it } from 'vitest';
import { charAt, isSpace, quoteChar } from '../../src/text/chars';

describe('quoteChar', () => {
  it('quotes characters readably', () => {
    expect(quoteChar('x')).toBe("'x'");
    expect(quoteChar("'")).toBe("'\\''");
    expect(quoteChar('\\')).toBe("'\\\\'");
    expect(quoteChar('\0')).toBe("'\\u0000'");
    expect(quoteChar('\x7f')).toBe("'\\u007F'");
    expect(quoteChar('\u200B')).toBe("'\\u200B'");
    expect(quoteChar('\uD800')).toBe("'\\uD800'");
    expect(quoteChar('\u{E0001}')).toBe("'\\u{E0001}'");
    expect(quoteChar('é')).toBe("'é' (U+00E9)");
    expect(quoteChar('\u{1F600}')).toBe("'\u{1F600}' (U+1F600)");
  });
});

describe('isSpace and charAt', () => {
  it('counts ASCII whitespace, no-break space and the byte-order mark as whitespace, nothing else', () => {
    const found: number[] = [];
    for (let code = 0; code < 0x10000; code++) if (isSpace(code)) found.push(code);
    expect(found).toEqual([9, 10, 11, 12, 13, 32, 0xa0, 0xfeff]);
  });

  it('takes a surrogate pair whole and a lone surrogate alone', () => {
    expect(charAt('a\u{1F600}b', 1)).toBe('\u{1F600}');
    expect(charAt('a\uD800b', 1)).toBe('\uD800');
  });
});
