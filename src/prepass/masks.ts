/**
 * Candidate masks of the pre-pass: one 64-bit set of digits per cell, kept as two 32-bit words
 * so that no BigInt is needed. The same layout as the general engines' `candidates` argument
 * (src/engine/general-types.ts), so the pre-pass output goes to them unchanged.
 *
 * Owns: the layout and the word helpers (population count, single-bit test, digit ↔ bit).
 * Does not own: which cells or units the masks belong to (units.ts), the rules (rules.ts).
 *
 *   one cell's mask, digit d (1…64) allowed ⇔ its bit is set:
 *
 *     lo word  ┌ bit 31 … bit 1  bit 0 ┐      hi word  ┌ bit 31 … bit 0 ┐
 *              │ d=32   …  d=2   d=1   │               │ d=64   … d=33  │
 *              └───────────────────────┘               └────────────────┘
 *
 *   all cells, reading order, two words each (Uint32Array of 2·N², index 2i and 2i + 1):
 *
 *     index   0       1       2       3            2i      2i+1
 *            ┌───────┬───────┬───────┬───────┬───┬───────┬───────┐
 *            │ lo[0] │ hi[0] │ lo[1] │ hi[1] │ … │ lo[i] │ hi[i] │
 *            └───────┴───────┴───────┴───────┴───┴───────┴───────┘
 *
 * The rules work on an Int32Array view of the same buffer (bit operators give signed 32-bit
 * results; comparing them with unsigned reads would go wrong for bit 31). hi is 0 when N ≤ 32.
 */

/** Number of set bits of a 32-bit value (SWAR population count). */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Number of digits in a two-word mask. */
export function maskSize(lo: number, hi: number): number {
  return bitCount(lo) + bitCount(hi);
}

/** True when a two-word mask holds exactly one digit. */
export function isSingle(lo: number, hi: number): boolean {
  return lo !== 0 ? hi === 0 && (lo & (lo - 1)) === 0 : hi !== 0 && (hi & (hi - 1)) === 0;
}

/** The lowest digit (1…64) of a non-empty two-word mask. */
export function lowestDigit(lo: number, hi: number): number {
  return lo !== 0 ? 32 - Math.clz32(lo & -lo) : 64 - Math.clz32(hi & -hi);
}

/** The lo word of digit d's bit (0 when d > 32). */
export function digitLo(d: number): number {
  return d <= 32 ? 1 << (d - 1) : 0;
}

/** The hi word of digit d's bit (0 when d ≤ 32). */
export function digitHi(d: number): number {
  return d > 32 ? 1 << (d - 33) : 0;
}

/** The lo word of the mask of all N digits (N = 1…64). */
export function fullLo(N: number): number {
  return N >= 32 ? -1 : (1 << N) - 1;
}

/** The hi word of the mask of all N digits (N = 1…64). */
export function fullHi(N: number): number {
  return N >= 64 ? -1 : N > 32 ? (1 << (N - 32)) - 1 : 0;
}
