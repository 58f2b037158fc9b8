/**
 * Solution grids to 81-char strings, the same way for every adapter.
 *
 * Owns: one digits → string conversion that every adapter (ours and the peers) uses, so output
 * conversion costs the same everywhere: the digits are written as ASCII into a reusable
 * 81-byte buffer and decoded with a latin1 TextDecoder, giving a flat one-byte string.
 * Does not own: any solver's own output format.
 *
 * Why not `s += digit` 81 times: that builds a cons-string tree of 81 nodes; kept in an array it
 * costs ~5 µs per grid and a lot of GC (measured on Node 20: decoding all 49,158 17_clue
 * solutions that way took 250–300 ms, more than the 225 ms the WASM engine needed to solve
 * them). This helper takes ~0.3 µs per grid, kept or not.
 */
const ascii = new Uint8Array(81);
const latin1 = new TextDecoder('latin1');

/**
 * @param {ArrayLike<number>} values 81 digits starting at `offset`
 * @param {number} [offset] index of the first cell
 * @param {number} [bias] added to each value to get 1..9 (1 for solvers that use 0..8)
 * @returns {string} 81 chars '1'..'9' (other values come out as other characters, which the
 *          checker then reports)
 */
export function digitsToString(values, offset = 0, bias = 0) {
  const add = 48 + bias;
  for (let j = 0; j < 81; j++) ascii[j] = values[offset + j] + add;
  return latin1.decode(ascii);
}
