/**
 * fast9 bit layout and lookup tables.
 *
 * Owns: how a 9×9 grid maps onto 27-bit band masks, the segment occupancy index, and the
 * tables the propagation and the configuration choice use.
 * Does not own: the search (solver.ts) or any I/O (../io.ts).
 *
 * The grid is cut into three horizontal bands of three rows. For every digit d (0..8) and
 * band b (0..2) one u32 holds the cells of that band where d is still a candidate:
 *
 *   word k = d*3 + b                     cell (row r, column c) of the grid:
 *                                          b   = r / 3
 *   bit:  26 .......... 18 17 ...... 9 8 ....... 0        bit = (r % 3) * 9 + c
 *        [ row 3b+2, c8..c0 ][ row 3b+1 ][ row 3b, c8..c0 ]
 *                                        so bit = cell - 27*b for cell = 9r + c.
 *   inside one 9-bit row:   8 7 6 | 5 4 3 | 2 1 0
 *                          box 2 | box 1 | box 0   (a "segment" = the 3 cells of a row in a box)
 *
 * Segment occupancy of a band for one digit is a 3×3 bit matrix (9 bits; occupancyIndex
 * computes it box-major, bit 3*box + row). Within a band each digit fills exactly one cell per
 * row and one per box, so the digit's segments must contain a permutation matrix;
 * CELLS_ALLOWED keeps exactly the cells of the union of the permutation matrices that fit. That
 * one lookup performs pointing and claiming (locked candidates) inside the band and detects
 * bands with no room for the digit. (The stack rule, solver.ts, computes the same union across
 * the bands of a stack without a table.) The idea of doing this per band with tables comes
 * from the published descriptions of JCZSolve/ZhouSolve; the tables here are derived from
 * first principles and built at start-up.
 */
import { setU32At } from '../memory';

/** Number of u32 words in one search frame (27 candidate masks, 3 unsolved masks, 2 spare). */
export const FRAME_WORDS: i32 = 32;
/** Word index of the unsolved-cells mask of band 0 (bands 1 and 2 follow). */
export const UNSOLVED: i32 = 27;
/** All 27 cells of a band. */
export const BAND_ALL: u32 = 0x7ffffff;
/** All 9 cells of one row of a band, or all 9 columns of a column mask. */
export const NINE: u32 = 0x1ff;

/** The lowest cell of each row segment of a band word: bit 9r + 3j (row r, box j). */
export const SEG_LOW: u32 = 0x1249249;

/**
 * The segment occupancy of band word m as a 9-bit table index, box-major: bit 3j + r is set
 * when row r of the band has a cell in box j. Bit arithmetic instead of three lookups of a
 * per-row table (measured +1–3% per CPU-second):
 *
 *   seg = (m | m>>1 | m>>2) & SEG_LOW     one bit per segment, at 9r + 3j:
 *         row 0 at bits 0,3,6; row 1 at 9,12,15; row 2 at 18,21,24
 *   (seg | seg>>8 | seg>>16) & 0x1ff      row 1 down 8 bits (to 1,4,7), row 2 down 16 (to 2,5,8)
 */
@inline export function occupancyIndex(m: u32): u32 {
  const seg = (m | (m >> 1) | (m >> 2)) & SEG_LOW;
  return (seg | (seg >> 8) | (seg >> 16)) & NINE;
}

// fast9's tables and scratch arrays all live at fixed addresses (memory.data, read through
// ../memory.ts), not in StaticArrays behind module globals (instructions per puzzle, valgrind,
// strided samples of 200: 0.953–0.965× on the five sets, SIMD build; the scalar build 0.981×
// with the band tables alone).

/** CELLS_ALLOWED[occupancyIndex(m)] = 27-bit mask of the cells in segments that lie on some
 *  permutation matrix inside the occupancy; 0 when no permutation fits (the digit cannot be
 *  placed). */
export const CELLS_ALLOWED: usize = memory.data(512 * 4, 16);
/** PEERS[bit] = the cells of the same band that share a row, box or column with `bit` (not itself). */
export const PEERS: usize = memory.data(32 * 4, 16);

/** BAND_OF[k] = k % 3, the band of word k. solver.ts loads it instead of computing k % 3, as
 *  V8's multiply by the inverse of three held its constant in a register of the propagation
 *  loop and its product in two more (instructions per puzzle, valgrind, strided samples of 200:
 *  forum_hardest_1106 0.982×, serg_benchmark 0.980×; in the stack update too, 0.998× and 0.993×
 *  more). */
export const BAND_OF: usize = memory.data(32, 16);
/** BAND_OF[k] (a byte table). */
@inline export function bandOf(k: i32): i32 {
  return <i32>load<u8>(BAND_OF + <usize>k);
}

/** CONFIGS[occupancyIndex(m)] = the set (6 bits, bit p = permutation p) of the permutation
 *  matrices inside the occupancy: the configurations a digit can still take in a band. */
export const CONFIGS: usize = memory.data(512 * 4, 16);
/** CONFIG_CELLS[p] = the 27 cells of the three segments of permutation p. */
export const CONFIG_CELLS: usize = memory.data(6 * 4, 16);
/** CONFIG_MATRIX[p] = permutation p as a row-major 3×3 bit matrix: bit 3r + j when row r goes
 *  to box j (in a stack: band r to column j of the stack, configs.ts). */
export const CONFIG_MATRIX: usize = memory.data(6 * 4, 16);

/** The six permutations of three rows onto three boxes, as 9-bit segment matrices. */
function permutationMatrix(p: i32): u32 {
  // box assigned to rows 0,1,2 for permutation p (lexicographic order)
  let a: i32 = 0, b: i32 = 0, c: i32 = 0;
  if (p == 0) { a = 0; b = 1; c = 2; }
  else if (p == 1) { a = 0; b = 2; c = 1; }
  else if (p == 2) { a = 1; b = 0; c = 2; }
  else if (p == 3) { a = 1; b = 2; c = 0; }
  else if (p == 4) { a = 2; b = 0; c = 1; }
  else { a = 2; b = 1; c = 0; }
  return (1 << a) | (1 << (3 + b)) | (1 << (6 + c));
}

/** Expands a 9-bit segment matrix to the 27 cells the segments cover. */
function segmentsToCells(segments: u32): u32 {
  let cells: u32 = 0;
  for (let s: i32 = 0; s < 9; s++) {
    if ((segments >> s) & 1) {
      const row = s / 3, box = s % 3;
      cells |= 7 << (row * 9 + box * 3);
    }
  }
  return cells;
}

/** The row-major segment matrix (bit 3r + j) of a box-major occupancy index (bit 3j + r). */
function rowMajor(index: i32): u32 {
  let matrix: u32 = 0;
  for (let r = 0; r < 3; r++) {
    for (let j = 0; j < 3; j++) {
      if ((index >> (3 * j + r)) & 1) matrix |= 1 << (3 * r + j);
    }
  }
  return matrix;
}

/** The configurations (6-bit set, bit p = permutation p) inside a row-major 3×3 matrix. */
function permutationsInside(matrix: u32): u32 {
  let set: u32 = 0;
  for (let p: i32 = 0; p < 6; p++) {
    const perm = permutationMatrix(p);
    if ((perm & matrix) == perm) set |= 1 << p;
  }
  return set;
}

/** The union (9 bits, row-major) of the permutation matrices in a configuration set. */
function unionOf(set: u32): u32 {
  let union: u32 = 0;
  for (let p: i32 = 0; p < 6; p++) {
    if ((set >> p) & 1) union |= permutationMatrix(p);
  }
  return union;
}

function buildTables(): void {
  for (let k: i32 = 0; k < 32; k++) store<u8>(BAND_OF + <usize>k, <u8>(k % 3));
  for (let x: i32 = 0; x < 512; x++) {
    const configs = permutationsInside(rowMajor(x));
    setU32At(CONFIGS, x, configs);
    setU32At(CELLS_ALLOWED, x, segmentsToCells(unionOf(configs)));
  }
  for (let p: i32 = 0; p < 6; p++) {
    setU32At(CONFIG_CELLS, p, segmentsToCells(permutationMatrix(p)));
    setU32At(CONFIG_MATRIX, p, permutationMatrix(p));
  }
  for (let bit: i32 = 0; bit < 27; bit++) {
    const row = bit / 9, col = bit % 9, box = col / 3;
    let peers: u32 = 0;
    for (let other: i32 = 0; other < 27; other++) {
      const r = other / 9, c = other % 9;
      if (other != bit && (r == row || c == col || c / 3 == box)) peers |= 1 << other;
    }
    setU32At(PEERS, bit, peers);
  }
}

buildTables();
