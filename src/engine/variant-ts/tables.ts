/**
 * Lookup tables of the TypeScript variant engine that depend only on the size N, built once
 * per size and kept (the WebAssembly engine builds the same ones: assembly/variant/tables.ts).
 *
 * Owns: bit helpers over candidate masks (bit v-1 = digit v) and the cage combinations.
 *
 *   combinations of N:   every set of distinct digits, as a mask, grouped by (k digits, sum):
 *     key = k · 64 + sum          comboStart[key] … comboStart[key + 1]  →  comboMasks
 *   within a group the masks ascend.
 */

/** Size of a combination key space: k ≤ 9 digits, sums < 64. */
export const COMBO_KEYS = 10 * 64;

/** The combinations of one size. */
export interface ComboTable {
  readonly comboStart: Int32Array;
  readonly comboMasks: Int32Array;
}

const combos: (ComboTable | undefined)[] = [];

/** The combination table of side N (4…9), built on first use. */
export function comboTable(N: number): ComboTable {
  return (combos[N] ??= buildCombos(N));
}

function buildCombos(N: number): ComboTable {
  const count = new Int32Array(COMBO_KEYS + 1);
  const keyOf = (mask: number): number => {
    let k = 0;
    let sum = 0;
    for (let v = 1; v <= N; v++) {
      if ((mask >> (v - 1)) & 1) {
        k++;
        sum += v;
      }
    }
    return k * 64 + sum;
  };
  const subsets = 1 << N;
  for (let mask = 0; mask < subsets; mask++) count[keyOf(mask) + 1]++;
  const comboStart = new Int32Array(COMBO_KEYS + 1);
  for (let key = 0; key < COMBO_KEYS; key++) comboStart[key + 1] = comboStart[key] + count[key + 1];
  const fill = Int32Array.from(comboStart);
  const comboMasks = new Int32Array(subsets);
  for (let mask = 0; mask < subsets; mask++) comboMasks[fill[keyOf(mask)]++] = mask;
  return { comboStart, comboMasks };
}

/** Number of set bits of a mask (≤ 16 bits). */
export function bitCount(m: number): number {
  m -= (m >>> 1) & 0x5555;
  m = (m & 0x3333) + ((m >>> 2) & 0x3333);
  m = (m + (m >>> 4)) & 0x0f0f;
  return (m + (m >>> 8)) & 0x1f;
}

/** Smallest digit of a non-empty mask. */
export function minDigit(m: number): number {
  return 32 - Math.clz32(m & -m);
}

/** Largest digit of a non-empty mask. */
export function maxDigit(m: number): number {
  return 32 - Math.clz32(m);
}

/** Digits lo…hi (clamped to 1…N) as a mask; 0 when the range is empty. */
export function rangeMask(lo: number, hi: number, N: number): number {
  if (lo < 1) lo = 1;
  if (hi > N) hi = N;
  if (lo > hi) return 0;
  return ((1 << hi) - 1) ^ ((1 << (lo - 1)) - 1);
}

/** ⌊a / b⌋ for b > 0 (a of either sign). */
export function floorDiv(a: number, b: number): number {
  return a >= 0 ? (a / b) | 0 : -((((-a) + b - 1) / b) | 0);
}

/** ⌈a / b⌉ for b > 0 (a of either sign). */
export function ceilDiv(a: number, b: number): number {
  return a >= 0 ? ((a + b - 1) / b) | 0 : -(((-a) / b) | 0);
}
