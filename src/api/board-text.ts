/**
 * A solved board back to one line of text: digits for 9×9, the board alphabet for other sizes
 * (written through the any-size slot of ./parts.ts, as ./input.ts reads them).
 *
 * Owns: {@link boardText} and its table of symbol codes. Does not own: how boards are written
 * (formatBoard, src/text/format.ts, which the table is read from). A module of its own, not a
 * part of ./input.ts, so that ./verdict.ts uses it without an import cycle (./input.ts imports
 * ./variant.ts, which imports ./verdict.ts): Rollup reports every cycle in the build of a page.
 */
import { digitsToString } from '../text/digits.js';
import { allSizes, type AllSizes } from './parts.js';
import type { SolveOptions } from './types.js';

/**
 * Per alphabet and box size: the UTF-16 code of each digit's symbol (index d − 1), taken once
 * from formatBoard itself (the one definition of how boards are written), or null when a
 * symbol is not a single code unit (then formatBoard writes every board).
 */
const symbolCodes = new Map<string, Uint16Array | null>();

function codesFor(n: number, alphabet: string, formatBoard: AllSizes['formatBoard']): Uint16Array | null {
  const key = `${n}|${alphabet}`;
  let codes = symbolCodes.get(key);
  if (codes === undefined) {
    const N = n * n;
    const probe = new Uint8Array(N * N);
    for (let d = 1; d <= N; d++) probe[d - 1] = d;
    const text = formatBoard({ n, cells: probe }, { style: 'line', alphabet });
    codes = text.length === N * N ? Uint16Array.from({ length: N }, (_, i) => text.charCodeAt(i)) : null;
    symbolCodes.set(key, codes);
  }
  return codes;
}

/**
 * A solved board as one line of text: digits for 9×9, the board alphabet for other sizes.
 * (Measured on the 4×4 fixtures through validateLines: the symbol table instead of a
 * formatBoard call per board took 2.5 → 2.2 µs per board.)
 */
export function boardText(n: number, cells: Uint8Array, options?: SolveOptions): string {
  if (n === 3) return digitsToString(cells);
  const { formatBoard } = allSizes(`a ${n * n}×${n * n} board`);
  const alphabet = options?.alphabet === undefined || options.alphabet === 'auto' ? 'alnum' : options.alphabet;
  const codes = codesFor(n, alphabet, formatBoard);
  if (codes === null) return formatBoard({ n, cells }, { style: 'line', alphabet });
  const out = new Uint16Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i];
    if (v < 1 || v > codes.length) return formatBoard({ n, cells }, { style: 'line', alphabet }); // not solved: its checks and '.'
    out[i] = codes[v - 1];
  }
  return String.fromCharCode.apply(null, out as unknown as number[]);
}
