/**
 * Boards of every size as text and back, the same way for every adapter of the general-sizes
 * benchmark (sizes.mjs): the alnum alphabet, digit d written as ALNUM[d − 1] ('1'-'9', then
 * 'A'-'Z' for 10-35), '.' (or '0') for an empty cell.
 *
 * Owns: the text ⇄ values conversions that sit inside every timed region, so they cost the
 * same for our engines and the peers. Output uses the trick of lib/grid-string.mjs (ASCII into
 * a reused buffer, one latin1 decode: a flat one-byte string, ~0.3 µs per 9×9 grid), with one
 * buffer per board length. Does not own: parsing with error reporting (the package's
 * parseBoard does that; the bench inputs are known-good) or checking (lib/check-board.mjs).
 */

/** The alnum symbols: digit d is ALNUM[d − 1] (the package's default alphabet for sizes ≤ 35). */
export const ALNUM = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Char code → value: 1…35 a digit, 0 an empty cell ('.' or '0'), −1 anything else. */
export const VALUE_OF = new Int8Array(128).fill(-1);
VALUE_OF[46] = 0;
VALUE_OF[48] = 0;
for (let d = 1; d <= ALNUM.length; d++) {
  VALUE_OF[ALNUM.charCodeAt(d - 1)] = d;
  VALUE_OF[ALNUM.toLowerCase().charCodeAt(d - 1)] = d;
}

/** Value + 48 → char code (index 49 + d − 1 is digit d's symbol), so `CODE_OF[v + 48]` works with a bias. */
const CODE_OF = new Uint8Array(48 + 1 + ALNUM.length).fill(63); // '?' for values out of range
for (let d = 1; d <= ALNUM.length; d++) CODE_OF[48 + d] = ALNUM.charCodeAt(d - 1);

const latin1 = new TextDecoder('latin1');
const buffers = new Map();

/**
 * Writes the values of `text` into `out` from `offset` (0 for empty cells). The text is
 * trusted: a character outside the alphabet comes out as 255.
 */
export function decodeBoard(text, out, offset = 0) {
  for (let i = 0; i < text.length; i++) out[offset + i] = VALUE_OF[text.charCodeAt(i)];
}

/**
 * @param {ArrayLike<number>} values `length` digits starting at `offset`
 * @param {number} length cells of the board (N²)
 * @param {number} [offset] index of the first cell
 * @param {number} [bias] added to each value to get 1…N (1 for solvers that use 0…N−1)
 * @returns {string} the board in the alnum alphabet ('?' for a value outside 1…35, which the
 *   checker then reports)
 */
export function boardString(values, length, offset = 0, bias = 0) {
  let ascii = buffers.get(length);
  if (!ascii) buffers.set(length, (ascii = new Uint8Array(length)));
  const base = 48 + bias;
  for (let j = 0; j < length; j++) ascii[j] = CODE_OF[values[offset + j] + base] ?? 63;
  return latin1.decode(ascii);
}
