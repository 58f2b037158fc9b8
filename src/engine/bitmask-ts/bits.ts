/**
 * 32-bit word helpers for the bitmask engine's two-word (lo, hi) candidate masks.
 *
 * Owns: population count and lowest-set-bit of one word. A mask of up to 64 digits is a pair
 * (lo, hi): digit d (1…64) is bit d-1 of lo when d ≤ 32, else bit d-33 of hi.
 */

/** Number of set bits of a 32-bit value (SWAR population count). */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index (0…31) of the lowest set bit of a non-zero 32-bit value. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Candidate count of a two-word mask. */
export function maskSize(lo: number, hi: number): number {
  return bitCount(lo) + bitCount(hi);
}

/** True when a two-word mask has exactly one bit set. */
export function isSingle(lo: number, hi: number): boolean {
  return lo !== 0 ? hi === 0 && (lo & (lo - 1)) === 0 : hi !== 0 && (hi & (hi - 1)) === 0;
}

/** The digit (1…64) of the lowest set bit of a non-empty two-word mask. */
export function lowestDigit(lo: number, hi: number): number {
  return lo !== 0 ? lowestBit(lo) + 1 : lowestBit(hi) + 33;
}
