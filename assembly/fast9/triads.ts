/**
 * fast9's triad rule, after the idea of triads in tdoku's public design write-up
 * (https://t-dillon.github.io/tdoku/): a triad is the three cells where a row or a column
 * crosses a box, and it holds exactly three digits. Written here from that description.
 *
 * Owns: the rule and its bit tricks. In a band word (layout.ts) the row segment (row r, box j)
 * is bits 9r+3j..9r+3j+2; its presence is folded onto its lowest bit:
 *
 *   bit: 26 ....... 18 17 ........ 9 8 ......... 0
 *        [  row 2   ][    row 1    ][    row 0   ]      each row: box2 box1 box0
 *   SEG_LOW = bits 0,3,6, 9,12,15, 18,21,24          (one per row segment)
 *   column presence: (w | w>>9 | w>>18) & 0x1ff        (bit c = column c of the band)
 *
 * Does not own: the frame (frame.ts) or when the rule runs (solver.ts).
 */
import { NINE, SEG_LOW } from './layout';
import { FAIL, OPEN, PROGRESS, STACK, clearCells, dirty, touched, word } from './frame';
import { setU32At, u32At } from '../memory';

const SEG_J0: u32 = 0x40201; // segments of box 0 (j = 0) in the three rows
const SEG_J2: u32 = SEG_J0 << 6; // segments of box 2
/** Per segment bit: set when another segment of the same band row is set. */
@inline function rowOthers(x: u32): u32 {
  return (((x >> 3) & ~SEG_J2) | ((x << 3) & ~SEG_J0) | ((x >> 6) & SEG_J0) | ((x << 6) & SEG_J2)) & SEG_LOW;
}
/** Per segment bit: the segments of the same box in the band's other rows. */
@inline function boxOthers(x: u32): u32 {
  return ((x >> 9) | (x << 9) | (x >> 18) | (x << 18)) & SEG_LOW;
}
/** Per column bit: the other columns of its box (groups of three bits). */
@inline function groupOthers(x: u32): u32 {
  return ((x >> 1) & 0o333) | ((x << 1) & 0o666) | ((x >> 2) & 0o111) | ((x << 2) & 0o444);
}
/** Segment bits → the three cells of each segment. */
@inline function segCells(x: u32): u32 {
  return x | (x << 1) | (x << 2);
}
/** Column bits → the column's cells in all three rows of the band. */
@inline function colCells(x: u32): u32 {
  return x | (x << 9) | (x << 18);
}

/** Per band, the triads the last count found decided: [rowExact, rowFull, colExact, colFull]. */
const TRIADS: usize = memory.data(12 * 4, 16);

/**
 * The triad rule: each row segment and each column segment of a box (a triad: three cells)
 * holds exactly three digits. For every triad the digits that can still go there ("possible")
 * and those that must ("forced": the digit's only segment left in its row of the band, or its
 * only column left in the box) are counted over one snapshot of the frame; fewer than three
 * possible or more than three forced is a contradiction; exactly three possible forces them
 * all; three forced excludes the others. Every elimination of digit d falls on d's own three
 * words, so applying them digit by digit keeps the snapshot. FAIL, PROGRESS or OPEN.
 */
export function triadRule(base: i32): i32 {
  if (ASC_FEATURE_SIMD) return triadRuleSimd(base);
  let pending = false;
  for (let b = 0; b < 3; b++) {
    let p1: u32 = 0, p2: u32 = 0, p3: u32 = 0, p4: u32 = 0;
    let q1: u32 = 0, q2: u32 = 0, q3: u32 = 0, q4: u32 = 0;
    let v1: u32 = 0, v2: u32 = 0, v3: u32 = 0, v4: u32 = 0;
    let u1: u32 = 0, u2: u32 = 0, u3: u32 = 0, u4: u32 = 0;
    for (let k = b; k < 27; k += 3) {
      const w = word(base, k);
      const rp = (w | (w >> 1) | (w >> 2)) & SEG_LOW;
      const rf = rp & ~rowOthers(rp);
      p4 |= p3 & rp; p3 |= p2 & rp; p2 |= p1 & rp; p1 |= rp;
      q4 |= q3 & rf; q3 |= q2 & rf; q2 |= q1 & rf; q1 |= rf;
      const cp = (w | (w >> 9) | (w >> 18)) & NINE;
      const cf = cp & ~groupOthers(cp);
      v4 |= v3 & cp; v3 |= v2 & cp; v2 |= v1 & cp; v1 |= cp;
      u4 |= u3 & cf; u3 |= u2 & cf; u2 |= u1 & cf; u1 |= cf;
    }
    if ((SEG_LOW & ~p3) | q4 | (NINE & ~v3) | u4) return FAIL;
    const rowExact = p3 & ~p4, colExact = v3 & ~v4;
    setU32At(TRIADS, b * 4, rowExact);
    setU32At(TRIADS, b * 4 + 1, q3);
    setU32At(TRIADS, b * 4 + 2, colExact);
    setU32At(TRIADS, b * 4 + 3, u3);
    pending = pending || ((rowExact ^ q3) | (colExact ^ u3)) != 0;
  }
  if (!pending) return OPEN;
  const before = dirty;
  for (let first = 0; first < 27; first += 3) {
    let clear0: u32 = 0, clear1: u32 = 0, clear2: u32 = 0;
    for (let b = 0; b < 3; b++) {
      const w = word(base, first + b);
      const rp = (w | (w >> 1) | (w >> 2)) & SEG_LOW;
      const rf = rp & ~rowOthers(rp);
      const rowNew = rp & u32At(TRIADS, b * 4) & ~rf;
      const cp = (w | (w >> 9) | (w >> 18)) & NINE;
      const cf = cp & ~groupOthers(cp);
      const colNew = cp & u32At(TRIADS, b * 4 + 2) & ~cf;
      const own =
        segCells((rp & u32At(TRIADS, b * 4 + 1) & ~rf) | rowOthers(rowNew) | boxOthers(rowNew)) |
        colCells((cp & u32At(TRIADS, b * 4 + 3) & ~cf) | groupOthers(colNew));
      const column = colCells(colNew);
      if (b == 0) { clear0 |= own; clear1 |= column; clear2 |= column; }
      else if (b == 1) { clear1 |= own; clear0 |= column; clear2 |= column; }
      else { clear2 |= own; clear0 |= column; clear1 |= column; }
    }
    if (clear0) clearCells(base, first, clear0);
    if (clear1) clearCells(base, first + 1, clear1);
    if (clear2) clearCells(base, first + 2, clear2);
  }
  return dirty != before ? PROGRESS : OPEN;
}

/** {@link triadRule} with the three bands in the lanes of one v128 (SIMD build only; lane 3
 *  holds the next word and is masked out). The row counters and the column counters are
 *  counted in two loops over the digits: in one loop their sixteen v128 and the constants did
 *  not fit V8's sixteen xmm registers and were spilled to the stack every round (measured in
 *  instructions per puzzle, valgrind, transformed copies, strided samples of 200:
 *  forum_hardest_1106 0.984×, _1905 0.985×, magictour 0.988×, 17_clue 0.993×, serg_benchmark
 *  0.996×). Keeping each digit's four counting inputs for the eliminations below, instead of
 *  making them again: 1.005× (not kept). */
@inline function triadRuleSimd(base: i32): i32 {
  const frame = STACK + (<usize>base << 2);
  const low = i32x4.splat(SEG_LOW), nine = i32x4.splat(NINE);
  const lanes = i32x4(-1, -1, -1, 0);
  let p1 = i32x4.splat(0), p2 = p1, p3 = p1, p4 = p1;
  let q1 = p1, q2 = p1, q3 = p1, q4 = p1;
  let v1 = p1, v2 = p1, v3 = p1, v4 = p1;
  let u1 = p1, u2 = p1, u3 = p1, u4 = p1;
  for (let d = 0; d < 9; d++) {
    const w = v128.load(frame + (<usize>(d * 3) << 2));
    const rp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 1), i32x4.shr_u(w, 2))), low);
    const rf = v128.andnot(rp, rowOthersV(rp));
    p4 = v128.or(p4, v128.and(p3, rp)); p3 = v128.or(p3, v128.and(p2, rp));
    p2 = v128.or(p2, v128.and(p1, rp)); p1 = v128.or(p1, rp);
    q4 = v128.or(q4, v128.and(q3, rf)); q3 = v128.or(q3, v128.and(q2, rf));
    q2 = v128.or(q2, v128.and(q1, rf)); q1 = v128.or(q1, rf);
  }
  for (let d = 0; d < 9; d++) {
    const w = v128.load(frame + (<usize>(d * 3) << 2));
    const cp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 9), i32x4.shr_u(w, 18))), nine);
    const cf = v128.andnot(cp, groupOthersV(cp));
    v4 = v128.or(v4, v128.and(v3, cp)); v3 = v128.or(v3, v128.and(v2, cp));
    v2 = v128.or(v2, v128.and(v1, cp)); v1 = v128.or(v1, cp);
    u4 = v128.or(u4, v128.and(u3, cf)); u3 = v128.or(u3, v128.and(u2, cf));
    u2 = v128.or(u2, v128.and(u1, cf)); u1 = v128.or(u1, cf);
  }
  const broken = v128.or(v128.or(v128.andnot(low, p3), q4), v128.or(v128.andnot(nine, v3), u4));
  if (v128.any_true(v128.and(broken, lanes))) return FAIL;
  const rowExact = v128.andnot(p3, p4), colExact = v128.andnot(v3, v4);
  const news = v128.or(v128.xor(rowExact, q3), v128.xor(colExact, u3));
  if (!v128.any_true(v128.and(news, lanes))) return OPEN;
  const before = dirty;
  for (let d = 0; d < 9; d++) {
    const at = frame + (<usize>(d * 3) << 2);
    const w = v128.load(at);
    const rp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 1), i32x4.shr_u(w, 2))), low);
    const rf = v128.andnot(rp, rowOthersV(rp));
    const rowNew = v128.andnot(v128.and(rp, rowExact), rf);
    const cp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 9), i32x4.shr_u(w, 18))), nine);
    const cf = v128.andnot(cp, groupOthersV(cp));
    const colNew = v128.and(v128.andnot(v128.and(cp, colExact), cf), lanes);
    const rowOut = v128.or(v128.andnot(v128.and(rp, q3), rf), v128.or(rowOthersV(rowNew), boxOthersV(rowNew)));
    const colOut = v128.or(v128.andnot(v128.and(cp, u3), cf), groupOthersV(colNew));
    // columns forced into one band leave the digit's other two bands
    const elsewhere = v128.or(
      i32x4.shuffle(colNew, colNew, 1, 2, 0, 3),
      i32x4.shuffle(colNew, colNew, 2, 0, 1, 3),
    );
    const clear = v128.and(v128.or(segCellsV(rowOut), colCellsV(v128.or(colOut, elsewhere))), lanes);
    const kept = v128.andnot(w, clear);
    const changed = <u32>i32x4.bitmask(v128.not(i32x4.eq(kept, w)));
    if (changed) {
      v128.store(at, kept);
      dirty |= changed << (d * 3);
      touched |= changed << (d * 3);
    }
  }
  return dirty != before ? PROGRESS : OPEN;
}

@inline function rowOthersV(x: v128): v128 {
  const j0 = i32x4.splat(SEG_J0), j2 = i32x4.splat(SEG_J2);
  return v128.and(
    v128.or(
      v128.or(v128.andnot(i32x4.shr_u(x, 3), j2), v128.andnot(i32x4.shl(x, 3), j0)),
      v128.or(v128.and(i32x4.shr_u(x, 6), j0), v128.and(i32x4.shl(x, 6), j2)),
    ),
    i32x4.splat(SEG_LOW),
  );
}
@inline function boxOthersV(x: v128): v128 {
  return v128.and(
    v128.or(v128.or(i32x4.shr_u(x, 9), i32x4.shl(x, 9)), v128.or(i32x4.shr_u(x, 18), i32x4.shl(x, 18))),
    i32x4.splat(SEG_LOW),
  );
}
@inline function groupOthersV(x: v128): v128 {
  return v128.or(
    v128.or(v128.and(i32x4.shr_u(x, 1), i32x4.splat(0o333)), v128.and(i32x4.shl(x, 1), i32x4.splat(0o666))),
    v128.or(v128.and(i32x4.shr_u(x, 2), i32x4.splat(0o111)), v128.and(i32x4.shl(x, 2), i32x4.splat(0o444))),
  );
}
@inline function segCellsV(x: v128): v128 {
  return v128.or(x, v128.or(i32x4.shl(x, 1), i32x4.shl(x, 2)));
}
@inline function colCellsV(x: v128): v128 {
  return v128.or(x, v128.or(i32x4.shl(x, 9), i32x4.shl(x, 18)));
}
