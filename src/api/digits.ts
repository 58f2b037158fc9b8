/**
 * Solution bytes to text without per-character string building.
 *
 * Owns: turning 81 cell values 1–9 into an 81-character string of digits.
 */
const codes = new Uint16Array(81);

/** The 81 values at `cells[offset…]` as a string of digits (0 becomes '0'). */
export function digitsToString(cells: Uint8Array, offset = 0): string {
  for (let i = 0; i < 81; i++) codes[i] = 48 + cells[offset + i];
  return String.fromCharCode.apply(null, codes as unknown as number[]);
}
