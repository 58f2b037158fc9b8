/**
 * The canonical form of a 9×9 puzzle: one representative per class of equivalent puzzles.
 *
 * Owns: {@link canonicalize} and the search behind it. Does not own: transformations as data
 * (transform.ts) or parsing (src/text/).
 *
 * Definition. Write a puzzle as 81 characters in reading order, '.' for an empty cell, and
 * order characters '.' < '1' < '2' < … < '9' (ASCII order; 0 for empty sorts the same way).
 * The canonical form of P is the lexicographically smallest string T(P) over all
 * 3,359,232 geometric transformations T (transpose or not, band and row order, stack and
 * column order; see transform.ts) and all 9! digit relabellings. For a fixed geometric T the
 * smallest relabelling numbers the digits 1, 2, 3, … in order of first appearance in reading
 * order, so relabelling is factored out: minimise over geometry, relabelling as you go. Two
 * puzzles have the same form exactly when one is a transformation of the other. Empty cells
 * sorting first means the form starts with as many empty cells as the puzzle allows, e.g.
 * `.......12.......34…` style rows for 17-clue puzzles.
 *
 * The search (written for this package from the usual "minimise row by row, keep only the
 * prefixes that can still reach the minimum" idea). Output row i is some source line; the
 * columns are found by partition refinement instead of being enumerated:
 *
 *   level 0      level 1        level 2       level 3             …     level 8
 *   t × 9 rows   2 rows left    1 row left    6 rows: 2 bands × 3        1 row left
 *   in the band  in the band    in the band   (a new band)
 *
 *   column freedom kept in each state (never enumerated: 1,296 orders as a structure)
 *
 *     slot 0        slot 1        slot 2        slots = stack positions; ═ = stacks still
 *   [c c c]   ═   [c c c]   ═   [c c c]        interchangeable (same segment in every row so
 *    ╰─╯╰─╯                                     far); ╰─╯ = columns still interchangeable
 *                                               inside their stack
 *
 * For each state (a choice of source rows for the levels so far, a tied column structure and
 * the digit labels given so far) and each source row allowed next, the row's cells get keys:
 * 0 empty, the label of a digit already labelled, or NEW (above every label). Sorting keys
 * inside each group of tied columns, then tied stacks by their 3-key segment, gives the
 * smallest row this state can reach; equal neighbours stay tied. NEW digits take the next
 * labels in position order. Where tied columns (or tied stacks) both hold NEW digits, their
 * order fixes which digit gets which label: the state branches into every such order and the
 * columns are untied. Of all (state, row) pairs of a level only those that reach the smallest
 * row survive. The last state standing gives the transformation.
 *
 * Cost (measured on 17_clue): about 58 row refinements and 15 states per puzzle, 11–15 µs
 * in all; pathologically symmetric inputs (near-empty grids) keep many states alive, bounded
 * by the 2 · 6^4 row-side choices times the label orders (the empty grid: about 2 ms).
 * Parsing one-line strings with tryParseLine instead of parsePuzzle took 17_clue from 66,000
 * to 90,000 puzzles/s. Did not pay off: two passes per level (values first, children only for
 * the minimum) to avoid children of rows later beaten: 66,000/s instead of 69,000/s on
 * randomly transformed 17_clue, 78,000/s instead of 90,000/s on the list as published.
 */
import { checkBoolean, checkKeys, keysOf, nameCall } from '../api/options.js';
import { parsePuzzle, tryParseLine } from '../text/index.js';
import type { PuzzleInput } from '../api/types.js';
import type { Transform } from './transform.js';

/**
 * What {@link canonicalize} returns with `{ transform: true }`.
 * @category Transformations
 */
export interface CanonicalResult {
  /** The canonical form: 81 characters, '.' for empty. */
  readonly canonical: string;
  /** A transformation that maps the puzzle to it: `transform(p, t) === canonical`. */
  readonly transform: Transform;
}

/**
 * Options of {@link canonicalize}.
 * @category Transformations
 */
export interface CanonicalizeOptions {
  /** Also return a transformation that reaches the form. */
  readonly transform?: boolean | undefined;
}

const CANONICALIZE_KEYS = keysOf<CanonicalizeOptions>()({ transform: true });

// ── state layout (one Uint8Array record per live state) ────────────────────────────────────
const T = 0; //          transposed source?
const ROWS = 1; //       ROWS + i: source row of output row i (levels done so far)
const COLS = 10; //      COLS + p: source column at output position p
const CTIE = 19; //      bit p (p ∈ 0,1,3,4,6,7): positions p and p+1 still interchangeable
const STIE = 20; //      bit s (s ∈ 0,1): stack slots s and s+1 still interchangeable
const NEXT = 21; //      next label to give
const LABEL = 22; //     LABEL + d: label of source digit d (0 = none yet)
const STRIDE = 32;

/** Key of a digit not labelled yet: above every label. */
const NEW = 10;

/** A growable pool of state records. */
class Pool {
  data = new Uint8Array(STRIDE * 64);
  count = 0;
  /** Offset of a fresh record at the end. */
  push(): number {
    if ((this.count + 1) * STRIDE > this.data.length) {
      const bigger = new Uint8Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    return this.count++ * STRIDE;
  }
}

let current = new Pool();
let following = new Pool();

/** The source grid (0..80) and its transpose (81..161). */
const grids = new Uint8Array(162);

// scratch of one refinement
const key = new Uint8Array(9); //    key per output position (after sorting)
const ord = new Uint8Array(9); //    source column per output position (after sorting)
const slotKey = new Uint8Array(9);
const slotOrd = new Uint8Array(9);
const seg = new Int32Array(3);
const perm = new Uint8Array(3);
let newCtie = 0;
let newStie = 0;
/** Ties between two NEW keys (bits as CTIE / STIE): the orders to branch into. */
let newRuns = 0;
let newStacks = 0;

/** Orders positions p, p+1 by key (keys and columns move together). */
function sortPair(p: number): void {
  if (key[p] > key[p + 1]) {
    const k = key[p];
    key[p] = key[p + 1];
    key[p + 1] = k;
    const c = ord[p];
    ord[p] = ord[p + 1];
    ord[p + 1] = c;
  }
}

/**
 * The smallest row state `o` of `pool` reaches with source row `row` (offset into `grids`),
 * as a 9-digit decimal number (0 for empty cells, labels 1–9); leaves the sorted order and the
 * new ties in the scratch arrays.
 */
function refine(st: Uint8Array, o: number, row: number): number {
  for (let p = 0; p < 9; p++) {
    const col = st[o + COLS + p];
    const v = grids[row + col];
    ord[p] = col;
    key[p] = v === 0 ? 0 : st[o + LABEL + v] || NEW;
  }
  const ties = st[o + CTIE];
  newCtie = 0;
  newRuns = 0;
  for (let b = 0; b < 9; b += 3) {
    const t0 = (ties >> b) & 1;
    const t1 = (ties >> (b + 1)) & 1;
    if (t0 && t1) {
      sortPair(b);
      sortPair(b + 1);
      sortPair(b);
    } else if (t0) {
      sortPair(b);
    } else if (t1) {
      sortPair(b + 1);
    }
    if (t0 && key[b] === key[b + 1]) {
      newCtie |= 1 << b;
      if (key[b] === NEW) newRuns |= 1 << b;
    }
    if (t1 && key[b + 1] === key[b + 2]) {
      newCtie |= 1 << (b + 1);
      if (key[b + 1] === NEW) newRuns |= 1 << (b + 1);
    }
    seg[b / 3] = key[b] * 121 + key[b + 1] * 11 + key[b + 2];
  }
  const stacks = st[o + STIE];
  newStie = 0;
  newStacks = 0;
  if (stacks !== 0) {
    perm[0] = 0;
    perm[1] = 1;
    perm[2] = 2;
    if (stacks & 1 && seg[perm[0]] > seg[perm[1]]) swapSlots(0, 1);
    if (stacks & 2 && seg[perm[1]] > seg[perm[2]]) swapSlots(1, 2);
    if (stacks === 3 && seg[perm[0]] > seg[perm[1]]) swapSlots(0, 1);
    if (perm[0] !== 0 || perm[1] !== 1) {
      // move whole stacks (keys, columns and their inner ties) to their sorted slots
      slotKey.set(key);
      slotOrd.set(ord);
      let ctie = 0;
      let runs = 0;
      for (let s = 0; s < 3; s++) {
        const from = 3 * perm[s];
        for (let j = 0; j < 3; j++) {
          key[3 * s + j] = slotKey[from + j];
          ord[3 * s + j] = slotOrd[from + j];
        }
        ctie |= ((newCtie >> from) & 3) << (3 * s);
        runs |= ((newRuns >> from) & 3) << (3 * s);
      }
      newCtie = ctie;
      newRuns = runs;
    }
    for (let s = 0; s < 2; s++) {
      if (!((stacks >> s) & 1) || seg[perm[s]] !== seg[perm[s + 1]]) continue;
      newStie |= 1 << s;
      const b = 3 * s;
      if (key[b] === NEW || key[b + 1] === NEW || key[b + 2] === NEW) newStacks |= 1 << s;
    }
  }
  // the row as a number: NEW keys take the next labels in position order
  let next = st[o + NEXT];
  let value = 0;
  for (let p = 0; p < 9; p++) {
    const k = key[p];
    value = value * 10 + (k === NEW ? next++ : k);
  }
  return value;
}

function swapSlots(a: number, b: number): void {
  const t = perm[a];
  perm[a] = perm[b];
  perm[b] = t;
}

const PERMS2: readonly (readonly number[])[] = [[0, 1], [1, 0]];
const PERMS3: readonly (readonly number[])[] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/** Branch groups of the current refinement: [kind (0 columns, 1 stacks), first, length]. */
const groups = new Uint8Array(3 * 4);
/** Work orders per recursion depth. */
const work = new Uint8Array(9 * 5);

/**
 * Writes the children of state `o` (in `from`) with source row `r` (offset `row`) into `to`:
 * one per order of the NEW ties found by the last {@link refine}, or only one when `single`.
 */
function emit(from: Uint8Array, o: number, level: number, r: number, row: number, to: Pool, single: boolean): void {
  let n = 0;
  if (!single) {
    for (let p = 0; p < 8; p++) {
      if (!((newRuns >> p) & 1)) continue;
      const len = (newRuns >> (p + 1)) & 1 && p % 3 === 0 ? 3 : 2;
      groups[3 * n] = 0;
      groups[3 * n + 1] = p;
      groups[3 * n + 2] = len;
      n++;
      if (len === 3) p++;
    }
    if (newStacks !== 0) {
      groups[3 * n] = 1;
      groups[3 * n + 1] = newStacks & 1 ? 0 : 1;
      groups[3 * n + 2] = newStacks === 3 ? 3 : 2;
      n++;
    }
  }
  const ctie = newCtie & ~newRuns;
  const stie = newStie & ~newStacks;
  work.set(ord, 0);
  branch(0, n, from, o, level, r, row, to, ctie, stie);
}

function branch(depth: number, n: number, from: Uint8Array, o: number, level: number, r: number, row: number, to: Pool, ctie: number, stie: number): void {
  const base = 9 * depth;
  if (depth === n) {
    writeChild(from, o, level, r, row, to, base, ctie, stie);
    return;
  }
  const kind = groups[3 * depth];
  const first = groups[3 * depth + 1];
  const len = groups[3 * depth + 2];
  const perms = len === 3 ? PERMS3 : PERMS2;
  const next = base + 9;
  for (const q of perms) {
    work.copyWithin(next, base, base + 9);
    if (kind === 0) {
      for (let j = 0; j < len; j++) work[next + first + j] = work[base + first + q[j]];
    } else {
      for (let j = 0; j < len; j++) {
        for (let k = 0; k < 3; k++) work[next + 3 * (first + j) + k] = work[base + 3 * (first + q[j]) + k];
      }
    }
    branch(depth + 1, n, from, o, level, r, row, to, ctie, stie);
  }
}

function writeChild(from: Uint8Array, o: number, level: number, r: number, row: number, to: Pool, at: number, ctie: number, stie: number): void {
  const c = to.push();
  const d = to.data;
  d.set(from.subarray(o, o + STRIDE), c);
  d[c + ROWS + level] = r;
  let next = d[c + NEXT];
  for (let p = 0; p < 9; p++) {
    const col = work[at + p];
    d[c + COLS + p] = col;
    const v = grids[row + col];
    if (v !== 0 && d[c + LABEL + v] === 0) d[c + LABEL + v] = next++;
  }
  d[c + NEXT] = next;
  d[c + CTIE] = ctie;
  d[c + STIE] = stie;
}

/** Rows a state may take at `level`, given the rows it took before (`rows`: ROWS offset). */
function candidateRows(st: Uint8Array, o: number, level: number, out: Uint8Array): number {
  let n = 0;
  const inBand = level % 3;
  if (inBand !== 0) {
    const prev = st[o + ROWS + level - 1];
    const before = inBand === 2 ? st[o + ROWS + level - 2] : 255;
    const b = prev - (prev % 3);
    for (let r = b; r < b + 3; r++) if (r !== prev && r !== before) out[n++] = r;
    return n;
  }
  let used = 0;
  for (let i = 0; i < level; i += 3) used |= 1 << ((st[o + ROWS + i] / 3) | 0);
  for (let b = 0; b < 3; b++) {
    if ((used >> b) & 1) continue;
    for (let r = 3 * b; r < 3 * b + 3; r++) out[n++] = r;
  }
  return n;
}

const rowsScratch = new Uint8Array(9);
const bestRows = new Int32Array(9);

/**
 * The canonical form of 81 cells (0 = empty, 1–9, no digit twice in a house: the caller has
 * checked). The form's rows are left in `bestRows`; the surviving state is record 0 of
 * `current`.
 */
function search(cells: ArrayLike<number>): void {
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const v = cells[9 * r + c];
      grids[9 * r + c] = v;
      grids[81 + 9 * c + r] = v;
    }
  }
  current.count = 0;
  for (let t = 0; t < 2; t++) {
    const o = current.push();
    const d = current.data;
    d.fill(0, o, o + STRIDE);
    d[o + T] = t;
    for (let p = 0; p < 9; p++) d[o + COLS + p] = p;
    d[o + CTIE] = 0b11011011;
    d[o + STIE] = 0b11;
    d[o + NEXT] = 1;
  }
  for (let level = 0; level < 9; level++) {
    let best = 0x7fffffff;
    following.count = 0;
    const st = current.data;
    const last = level === 8;
    for (let i = 0; i < current.count; i++) {
      const o = i * STRIDE;
      const base = st[o + T] * 81;
      const n = candidateRows(st, o, level, rowsScratch);
      for (let k = 0; k < n; k++) {
        const r = rowsScratch[k];
        const row = base + 9 * r;
        const value = refine(st, o, row);
        if (value > best) continue;
        if (value < best) {
          best = value;
          following.count = 0;
        } else if (last) {
          continue; // one transformation is enough at the end
        }
        emit(st, o, level, r, row, following, last);
      }
    }
    bestRows[level] = best;
    const swap = current;
    current = following;
    following = swap;
  }
}

const lineCodes = new Uint16Array(81);
const lineCells = new Uint8Array(81);

/** The form found by the last {@link search}, as a line. */
function formLine(): string {
  for (let r = 0; r < 9; r++) {
    let v = bestRows[r];
    for (let c = 8; c >= 0; c--) {
      const d = v % 10;
      v = (v - d) / 10;
      lineCodes[9 * r + c] = d === 0 ? 46 : 48 + d;
    }
  }
  return String.fromCharCode.apply(null, lineCodes as unknown as number[]);
}

/** The transformation of the surviving state of the last {@link search}. */
function formTransform(): Transform {
  const d = current.data;
  const rowOrder = Array.from(d.subarray(ROWS, ROWS + 9));
  const colOrder = Array.from(d.subarray(COLS, COLS + 9));
  const digits = [0];
  let next = d[NEXT];
  for (let v = 1; v <= 9; v++) digits.push(d[LABEL + v] || next++);
  return { rowOrder, colOrder, transpose: d[T] === 1, digits };
}

/**
 * The canonical form of 81 parsed cells, for bulk callers that parse into their own buffer.
 * @param cells 81 values 0–9 (0 = empty) with no digit twice in a row, column or box
 *   (as `tryParseLine` / `parsePuzzle` guarantee); anything else gives a meaningless form.
 */
export function canonicalCells(cells: ArrayLike<number>): string {
  search(cells);
  return formLine();
}

/**
 * The canonical form of a 9×9 puzzle: the lexicographically smallest of its images under all
 * 3,359,232 geometric transformations and 9! digit relabellings, with '.' (empty) before
 * '1' < … < '9'; its digits are numbered in order of first appearance. Two puzzles get the same
 * form exactly when one is a transformation of the other, so the form is a key for finding
 * duplicates.
 *
 * @param puzzle any 9×9 form `parsePuzzle` accepts
 * @param options `{ transform: true }` also returns a transformation reaching the form
 * @returns the form (81 characters, '.' for empty), or `{ canonical, transform }`
 * @throws SudokuParseError when `puzzle` is not a 9×9 puzzle (conflicting givens included)
 * @throws TypeError for an unknown option, or a `transform` that is not a boolean
 * @example
 * ```ts
 * import { canonicalize, transform } from 'sudoku-wasm';
 *
 * const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
 * canonicalize(puzzle); // → '........1.....1.23..4.5..........5.....6..74.38............2.....7...6...1...8...'
 * canonicalize(transform(puzzle, { transpose: true })) === canonicalize(puzzle); // → true
 * ```
 * @category Transformations
 */
export function canonicalize(puzzle: PuzzleInput, options?: CanonicalizeOptions & { transform?: false }): string;
export function canonicalize(puzzle: PuzzleInput, options: CanonicalizeOptions & { transform: true }): CanonicalResult;
export function canonicalize(puzzle: PuzzleInput, options?: CanonicalizeOptions): string | CanonicalResult;
export function canonicalize(puzzle: PuzzleInput, options?: CanonicalizeOptions): string | CanonicalResult {
  try {
    checkKeys(options, CANONICALIZE_KEYS, 'canonicalize');
    const withTransform = checkBoolean(options?.transform, 'canonicalize: transform') ?? false;
    const oneLine = typeof puzzle === 'string' && puzzle.indexOf('\n') < 0 && tryParseLine(puzzle, lineCells, 0) === null;
    search(oneLine ? lineCells : parsePuzzle(puzzle));
    const canonical = formLine();
    return withTransform ? { canonical, transform: formTransform() } : canonical;
  } catch (error) {
    throw nameCall(error, 'canonicalize'); // the shared checks below, named
  }
}

