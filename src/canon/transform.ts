/**
 * The validity-preserving transformations of a 9×9 Sudoku, as data.
 *
 * Owns: the {@link Transform} record, checking one, applying one to 81 cells or to a puzzle,
 * composing and inverting them, and drawing one from a seed. Does not own: parsing (src/text/)
 * or the canonical form (canonical.ts, which returns the Transform that reaches it).
 *
 * A transformation maps every solution of a puzzle to a solution of its image and back, so it
 * keeps the solution count. The group it is drawn from:
 *
 *        transpose?           rows                         columns                 digits
 *   in ──(t: 2 ways)──► rowOrder: band order × the ──► colOrder: stack order × ──► digits[v]
 *                       row order inside each band      column order inside        (9! ways)
 *                       (3! · 3!³ = 1,296 ways)         each stack (1,296 ways)
 *
 *   2 · 1,296 · 1,296 = 3,359,232 geometric transformations, × 9! = 362,880 relabellings.
 *
 * Applying T to a grid `in` (0 = empty):
 *
 *   src = T.transpose ? in transposed (src[r][c] = in[c][r]) : in
 *   out[r][c] = T.digits[ src[T.rowOrder[r]][T.colOrder[c]] ]
 *
 * so `rowOrder[r]` is the source row (of the transposed grid, when transposed) that lands in
 * row r. A valid `rowOrder` keeps each band together: rows 3b, 3b+1, 3b+2 of the output all come
 * from one band of the source, and the three output bands from three different source bands
 * (likewise `colOrder` with stacks):
 *
 *   rowOrder = [5,3,4, 0,2,1, 8,7,6]     band 1 (rows 3-5) first, inner order 2,0,1;
 *   ─────────────────────────────────    then band 0 (0,2,1), then band 2 (2,1,0)
 *
 * `digits` has 10 entries: `digits[0]` is 0 (empty stays empty), `digits[1..9]` a permutation
 * of 1–9.
 *
 * Composition (`composeTransform(a, b)` = first a, then b) follows from the formula above:
 * transposes add mod 2; when b transposes, b's rows pick from a's columns and vice versa.
 */
import { checkKeys, keysOf, namingCall, show } from '../api/options.js';
import { parsePuzzle } from '../text/index.js';
import { Mulberry32 } from '../classic/prng.js';
import type { PuzzleInput } from '../api/types.js';

/**
 * A validity-preserving transformation of a 9×9 grid (see the module header for the formula).
 * Every field is optional where a Transform is an argument: a missing one is the identity.
 * @category Transformations
 */
export interface Transform {
  /** `rowOrder[r]` = the source row that becomes row r; bands stay together. */
  readonly rowOrder: readonly number[];
  /** `colOrder[c]` = the source column that becomes column c; stacks stay together. */
  readonly colOrder: readonly number[];
  /** Transpose first (rows become columns), then reorder. */
  readonly transpose: boolean;
  /** `digits[v]` = the new digit for v; `digits[0]` = 0, `digits[1..9]` a permutation of 1–9. */
  readonly digits: readonly number[];
}

const IDENTITY_LINES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const IDENTITY_DIGITS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The identity transformation. */
export const IDENTITY: Transform = Object.freeze({
  rowOrder: IDENTITY_LINES,
  colOrder: IDENTITY_LINES,
  transpose: false,
  digits: IDENTITY_DIGITS,
});

/** The fields of a {@link Transform}. */
const TRANSFORM_KEYS = keysOf<Transform>()({ rowOrder: true, colOrder: true, transpose: true, digits: true });

/**
 * Fills in missing fields with the identity and checks every field.
 * @param where the public function, for messages
 * @throws TypeError when a field has the wrong type
 * @throws RangeError when an order breaks up a band or stack or is not a permutation, or
 *   `digits` is not 0 followed by a permutation of 1–9
 */
export function checkTransform(spec: Partial<Transform> | undefined, where = 'transform'): Transform {
  if (spec === undefined) return IDENTITY;
  checkKeys(spec, TRANSFORM_KEYS, where);
  const transpose = spec.transpose ?? false;
  if (typeof transpose !== 'boolean') throw new TypeError(`sudoku-wasm: ${where}: transpose: expected true or false, got ${show(transpose)}`);
  const rowOrder = spec.rowOrder === undefined ? IDENTITY_LINES : checkLineOrder(spec.rowOrder, 'rowOrder', 'band');
  const colOrder = spec.colOrder === undefined ? IDENTITY_LINES : checkLineOrder(spec.colOrder, 'colOrder', 'stack');
  const digits = spec.digits === undefined ? IDENTITY_DIGITS : checkDigits(spec.digits);
  return { rowOrder, colOrder, transpose, digits };
}

function integers(value: unknown, name: string, length: number): number[] {
  if (value === null || typeof value !== 'object' || typeof (value as ArrayLike<number>).length !== 'number') {
    throw new TypeError(`expected ${name} to be an array of ${length} integers, got ${show(value)}`);
  }
  const list = Array.from(value as ArrayLike<unknown>);
  if (list.length !== length) throw new RangeError(`expected ${name} to have ${length} entries, got ${list.length}`);
  for (const v of list) {
    if (typeof v !== 'number' || !Number.isInteger(v)) throw new TypeError(`expected ${name} to hold integers, got ${show(v)}`);
  }
  return list as number[];
}

function checkLineOrder(value: unknown, name: string, unit: 'band' | 'stack'): number[] {
  const order = integers(value, name, 9);
  const seen = new Set<number>();
  for (let i = 0; i < 9; i++) {
    const v = order[i];
    if (v < 0 || v > 8 || seen.has(v)) throw new RangeError(`expected ${name} to be a permutation of 0-8, got [${order.join(',')}]`);
    seen.add(v);
    if (Math.floor(v / 3) !== Math.floor(order[i - (i % 3)] / 3)) {
      throw new RangeError(`expected ${name} to keep each ${unit} together (entries 3k..3k+2 from one ${unit}), got [${order.join(',')}]`);
    }
  }
  return order;
}

function checkDigits(value: unknown): number[] {
  const digits = integers(value, 'digits', 10);
  const seen = new Set<number>();
  for (let v = 1; v <= 9; v++) seen.add(digits[v]);
  if (digits[0] !== 0 || seen.size !== 9 || digits.some((d, v) => v > 0 && (d < 1 || d > 9))) {
    throw new RangeError(`expected digits to be 0 followed by a permutation of 1-9, got [${digits.join(',')}]`);
  }
  return digits;
}

/**
 * Applies a checked transformation to 81 cells (0 = empty, 1–9), allocation-free when `out`
 * is given. `cells` and `out` must not be the same array.
 */
export function transformCells(cells: ArrayLike<number>, t: Transform, out: Uint8Array = new Uint8Array(81)): Uint8Array {
  const { rowOrder, colOrder, digits } = t;
  for (let r = 0; r < 9; r++) {
    const sr = rowOrder[r];
    for (let c = 0; c < 9; c++) {
      const sc = colOrder[c];
      out[9 * r + c] = digits[cells[t.transpose ? 9 * sc + sr : 9 * sr + sc]];
    }
  }
  return out;
}

/** 81 cells as a line: '.' for empty, '1'–'9'. */
export function cellsToLine(cells: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < 81; i++) s += cells[i] === 0 ? '.' : String.fromCharCode(48 + cells[i]);
  return s;
}

/**
 * Applies a transformation to a 9×9 puzzle.
 *
 * @param puzzle any 9×9 form `parsePuzzle` accepts (a line, a multi-line grid, 81 numbers)
 * @param spec the transformation; missing fields are the identity (e.g. `{ transpose: true }`)
 * @returns the transformed puzzle, 81 characters, '.' for empty
 * @throws SudokuParseError when `puzzle` is not a 9×9 puzzle
 * @throws TypeError / RangeError when `spec` is not a valid transformation
 * @example
 * ```ts
 * import { transform } from 'sudoku-wasm';
 *
 * const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
 * transform(puzzle, { transpose: true }); // → '4......51.3.2.............4..7...62.....81.........3..8...4.......6..7..5........'
 * ```
 * @category Transformations
 */
export function transform(puzzle: PuzzleInput, spec?: Partial<Transform>): string {
  return namingCall('transform', () => {
    const t = checkTransform(spec);
    return cellsToLine(transformCells(parsePuzzle(puzzle), t));
  });
}

/**
 * The transformation a seed names: band, row, stack, column and digit orders shuffled with
 * mulberry32 (src/classic/prng.ts, Fisher–Yates) in that order, then one draw for transpose.
 * Every one of the 3,359,232 · 9! transformations can come out.
 * @param seed any number (taken mod 2^32)
 */
export function randomTransformSpec(seed: number): Transform {
  if (typeof seed !== 'number' || !Number.isFinite(seed)) throw new TypeError(`expected seed to be a finite number, got ${show(seed)}`);
  const rng = new Mulberry32(seed);
  const lineOrder = (): number[] => {
    const outer = [0, 1, 2];
    rng.shuffle(outer);
    const order: number[] = [];
    for (const unit of outer) {
      const inner = [0, 1, 2];
      rng.shuffle(inner);
      for (const k of inner) order.push(3 * unit + k);
    }
    return order;
  };
  const rowOrder = lineOrder();
  const colOrder = lineOrder();
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  rng.shuffle(digits);
  const transpose = (rng.next() & 1) === 1;
  return { rowOrder, colOrder, transpose, digits: [0, ...digits] };
}

/**
 * Applies the transformation seed `seed` names (`randomTransformSpec`) to a puzzle.
 * The same seed always gives the same transformation.
 * @param puzzle any 9×9 form `parsePuzzle` accepts (a line, a multi-line grid, 81 numbers)
 * @param seed names the transformation: any finite number
 * @returns the transformed puzzle, 81 characters, '.' for empty
 * @throws SudokuParseError when `puzzle` is not a 9×9 puzzle
 * @throws TypeError when `seed` is not a finite number
 * @example
 * ```ts
 * import { canonicalize, randomTransform } from 'sudoku-wasm';
 *
 * const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
 * const shuffled = randomTransform(puzzle, 7);
 * shuffled; // → '7...6.......4..5........8...48..........9..16..2.....7........9..45.2...1........'
 * canonicalize(shuffled).canonical === canonicalize(puzzle).canonical; // → true
 * ```
 * @category Transformations
 */
export function randomTransform(puzzle: PuzzleInput, seed: number): string {
  return namingCall('randomTransform', () => transform(puzzle, randomTransformSpec(seed)));
}

/** `first` then `second`, as one transformation: `apply(compose(a, b)) = apply(b) ∘ apply(a)`. */
export function composeTransform(first: Partial<Transform>, second: Partial<Transform>): Transform {
  const a = checkTransform(first);
  const b = checkTransform(second);
  // out[r][c] = db[ Sb(y)[Rb[r]][Cb[c]] ] with y = a(in); see the header
  const rowFrom = b.transpose ? a.colOrder : a.rowOrder;
  const colFrom = b.transpose ? a.rowOrder : a.colOrder;
  return {
    transpose: a.transpose !== b.transpose,
    rowOrder: b.rowOrder.map((r) => rowFrom[r]),
    colOrder: b.colOrder.map((c) => colFrom[c]),
    digits: a.digits.map((d) => b.digits[d]),
  };
}

/** The transformation that undoes `t`: `compose(t, invert(t))` is the identity. */
export function invertTransform(spec: Partial<Transform>): Transform {
  const t = checkTransform(spec);
  const inverse = (p: readonly number[]): number[] => {
    const q = new Array<number>(p.length);
    p.forEach((v, i) => (q[v] = i));
    return q;
  };
  return {
    transpose: t.transpose,
    rowOrder: inverse(t.transpose ? t.colOrder : t.rowOrder),
    colOrder: inverse(t.transpose ? t.rowOrder : t.colOrder),
    digits: inverse(t.digits),
  };
}
