/**
 * fast9's configuration branching, after tdoku's published heuristic: in a band a digit sits in
 * one segment per row and per box, one of six "configurations" (permutation matrices, layout.ts).
 * Branching on a digit's configuration decides three triads at once.
 *
 * Owns: the choice of the band and digit to branch on. Does not own: the branch records or
 * the search loop (solver.ts).
 */
import { CONFIGS, CONFIG_CELLS, SEG_LOW, occupancyIndex } from './layout';
import { STACK, word } from './frame';

/** Branching on a band configuration: LEVEL_CELL holds CONFIG_BRANCH + the word. */
export const CONFIG_BRANCH: i32 = 1000;

/**
 * Chooses a band configuration to branch on (tdoku's published heuristic): the band with the
 * fewest configurations left over all digits, then its digit with the fewest (at least two).
 * Returns (word << 8) | configuration set, or -1 when every digit has one configuration left
 * in every band (then a cell is chosen).
 */
export function chooseConfig(base: i32): i32 {
  if (ASC_FEATURE_SIMD) return chooseConfigSimd(base);
  let bestBand = -1, bestTotal: u32 = 0xffff;
  for (let b = 0; b < 3; b++) {
    let total: u32 = 0, open: u32 = 0;
    for (let k = b; k < 27; k += 3) {
      const n = popcnt(configsOf(word(base, k)));
      total += n;
      open |= <u32>(n > 1);
    }
    if (open && total < bestTotal) {
      bestTotal = total;
      bestBand = b;
    }
  }
  if (bestBand < 0) return -1;
  return fewestConfigs(base, bestBand);
}

/** The configurations (6-bit set) left to the digit whose band word is `m`. */
@inline function configsOf(m: u32): u32 {
  return unchecked(CONFIGS[occupancyIndex(m)]);
}

/** In band b, the digit with the fewest configurations left (at least two; ties: the lowest
 *  digit), as (word << 8) | its configuration set. */
function fewestConfigs(base: i32, b: i32): i32 {
  let bestWord = -1, bestCount: u32 = 7, bestSet: u32 = 0;
  for (let k = b; k < 27; k += 3) {
    const set = configsOf(word(base, k));
    const n = popcnt(set);
    if (n > 1 && n < bestCount) {
      bestCount = n;
      bestWord = k;
      bestSet = set;
    }
  }
  return (bestWord << 8) | bestSet;
}

/** {@link chooseConfig} with the three bands in the lanes of one v128: a configuration is
 *  counted when its three segments all still hold a candidate, and each band's digit with the
 *  fewest is found in the same pass (rather than by fewestConfigs: measured +1–2% per
 *  CPU-second on forum_hardest_1106 and magictour_top1465, same guesses). */
@inline function chooseConfigSimd(base: i32): i32 {
  const frame = changetype<usize>(STACK) + (<usize>base << 2);
  const low = i32x4.splat(SEG_LOW), one = i32x4.splat(1);
  const c0 = i32x4.splat(CONFIG_CELLS[0] & SEG_LOW), c1 = i32x4.splat(CONFIG_CELLS[1] & SEG_LOW);
  const c2 = i32x4.splat(CONFIG_CELLS[2] & SEG_LOW), c3 = i32x4.splat(CONFIG_CELLS[3] & SEG_LOW);
  const c4 = i32x4.splat(CONFIG_CELLS[4] & SEG_LOW), c5 = i32x4.splat(CONFIG_CELLS[5] & SEG_LOW);
  // per band: the total, and the fewest configurations of a digit that has two or more as
  // (count << 4) | digit, 0xff when no digit has (the minimum takes the lowest digit on a tie)
  let total = i32x4.splat(0), fewest = i32x4.splat(0xff);
  for (let d = 0; d < 9; d++) {
    const w = v128.load(frame + (<usize>(d * 3) << 2));
    const rp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 1), i32x4.shr_u(w, 2))), low);
    // each fitting configuration's lane compares to -1
    let n = i32x4.sub(i32x4.splat(0), i32x4.eq(v128.and(rp, c0), c0));
    n = i32x4.sub(n, i32x4.eq(v128.and(rp, c1), c1));
    n = i32x4.sub(n, i32x4.eq(v128.and(rp, c2), c2));
    n = i32x4.sub(n, i32x4.eq(v128.and(rp, c3), c3));
    n = i32x4.sub(n, i32x4.eq(v128.and(rp, c4), c4));
    n = i32x4.sub(n, i32x4.eq(v128.and(rp, c5), c5));
    total = i32x4.add(total, n);
    const key = v128.bitselect(v128.or(i32x4.shl(n, 4), i32x4.splat(d)), i32x4.splat(0xff), i32x4.gt_u(n, one));
    fewest = i32x4.min_u(fewest, key);
  }
  let bestBand = -1, bestTotal: u32 = 0xffff, bestKey: u32 = 0xff;
  const key0 = <u32>i32x4.extract_lane(fewest, 0), key1 = <u32>i32x4.extract_lane(fewest, 1);
  const key2 = <u32>i32x4.extract_lane(fewest, 2);
  if (key0 != 0xff && <u32>i32x4.extract_lane(total, 0) < bestTotal) {
    bestBand = 0;
    bestTotal = <u32>i32x4.extract_lane(total, 0);
    bestKey = key0;
  }
  if (key1 != 0xff && <u32>i32x4.extract_lane(total, 1) < bestTotal) {
    bestBand = 1;
    bestTotal = <u32>i32x4.extract_lane(total, 1);
    bestKey = key1;
  }
  if (key2 != 0xff && <u32>i32x4.extract_lane(total, 2) < bestTotal) {
    bestBand = 2;
    bestKey = key2;
  }
  if (bestBand < 0) return -1;
  const k = <i32>(bestKey & 15) * 3 + bestBand;
  return (k << 8) | configsOf(word(base, k));
}
