/**
 * formatBoard → parseBoard is the identity, for every size, style, alphabet and empty mark;
 * and tryParseBoardLine reads what formatBoard writes as a line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, tryParseBoardLine } from '../../src/text';
import type { BoardAlphabet } from '../../src/text';
import { BOX_SIZES, boardOf, expectBoard, pattern } from './fixtures';

/** A custom alphabet of N symbols that are neither alnum nor hex order: reversed printable Latin-1 and ASCII. */
function customAlphabet(side: number): string {
  const pool = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ!"$%&\'()*,/:;<>?@[\\]^`{}~';
  return pool.slice(0, side);
}

/** Alphabets that can write a board of box size n, with the empty marks each allows. */
function alphabets(n: number): [BoardAlphabet, string[]][] {
  const side = n * n;
  const list: [BoardAlphabet, string[]][] = [
    ['alnum', ['.', '0', '-', '_']],
    ['auto', ['.', '-', '_']], // 'auto' reads a 16×16 line with 0 for empty as hex when 1-16 zeros
    [customAlphabet(side), ['.', '0', '-', '_']],
  ];
  if (side <= 16) list.push(['hex', ['.', '-', '_']]);
  return list;
}

describe('formatBoard → parseBoard round trip', () => {
  for (const n of BOX_SIZES) {
    const side = n * n;
    it(`${side}×${side}: every style, alphabet and empty mark, size inferred`, () => {
      fc.assert(
        fc.property(boardOf(n), fc.nat(), (board, pick) => {
          for (const [alphabet, empties] of alphabets(n)) {
            const empty = empties[pick % empties.length];
            for (const style of ['line', 'grid'] as const) {
              const text = formatBoard(board, { style, alphabet, empty });
              // 'auto' on 16×16 needs evidence: a board without any 1 (hex 0) and 16 (alnum G) is ambiguous.
              const hasEvidence = board.cells.includes(16) || alphabet !== 'auto' || side !== 16;
              if (!hasEvidence && board.cells.some((v) => v !== 0)) continue;
              expectBoard(parseBoard(text, { alphabet }), board);
            }
          }
          for (const empty of ['.', '0']) {
            expectBoard(parseBoard(formatBoard(board, { style: 'numbers', empty })), board);
          }
        }),
        { numRuns: n >= 7 ? 50 : 100 },
      );
    });

    it(`${side}×${side}: tryParseBoardLine reads formatBoard lines into a batch buffer`, () => {
      const count = side * side;
      fc.assert(
        fc.property(boardOf(n), boardOf(n), (a, b) => {
          const out = new Uint8Array(2 * count + 3);
          expect(tryParseBoardLine(formatBoard(a), n, out, 3, 1)).toBeNull();
          expect(tryParseBoardLine(`  ${formatBoard(b, { empty: '0' })}\r`, n, out, 3 + count, 2)).toBeNull();
          expect(out.subarray(3, 3 + count)).toEqual(a.cells);
          expect(out.subarray(3 + count)).toEqual(b.cells);
        }),
        { numRuns: 20 },
      );
    });
  }

  it('writes the pattern boards as the documented symbols', () => {
    expect(formatBoard({ n: 2, cells: pattern(2) })).toBe('1234341223414123');
    expect(formatBoard({ n: 4, cells: pattern(4) }).slice(0, 16)).toBe('123456789ABCDEFG');
    expect(formatBoard({ n: 4, cells: pattern(4) }, { alphabet: 'hex' }).slice(0, 16)).toBe('0123456789ABCDEF');
    expect(formatBoard({ n: 6, cells: pattern(6) }).slice(0, 36)).toBe('123456789ABCDEFGHIJKLMNOPQRSTUVWXYZa');
    expect(formatBoard({ n: 8, cells: pattern(8) }).slice(0, 64)).toBe(
      '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%',
    );
  });
});
