/**
 * The model of a variant puzzle: plain data, the same in memory and as JSON (version 1).
 *
 * Owns: the shape of {@link VariantPuzzle} and of each {@link Constraint}, its givens as digits
 * ({@link givenDigits}), and the one-sentence meaning of every rule (repeated, with its conventions and tests, in the rule's own module under
 * ./rules/). Does not own: reading or writing any format (./formats/), checking a model
 * (./check.ts), or solving (the variant engine compiles a model into its own tables).
 *
 * Cells are numbered 0 … N²−1 in reading order (cell = row × N + column, rows and columns
 * 0-based); the formats translate to and from `R1C1` names. Digits are 1 … N.
 *
 *   size N   boxes (when `regions` is absent)
 *   ──────   ────────────────────────────────
 *   4        2 rows × 2 columns
 *   6        2 rows × 3 columns
 *   8        2 rows × 4 columns
 *   9        3 rows × 3 columns
 *
 * The JSON written by the library always carries `version: 1`; a model without it is read as
 * version 1. A later version adds fields or constraint types; it never changes the meaning of
 * one that exists. The texts for people (`title`, `author`, `rules`: ./metadata.ts) were added
 * within version 1, as they change no puzzle; a package older than them refuses a model that
 * holds them, naming the field, as it refuses any field it does not know.
 *
 * Example (a killer cage and a thermometer on an otherwise empty 9×9 grid):
 *
 *   { "version": 1, "size": 9, "givens": ".................................................................................",
 *     "constraints": [ { "type": "killer", "cells": [0, 1, 9], "sum": 10 },
 *                      { "type": "thermometer", "cells": [20, 21, 22] } ] }
 */

/**
 * The JSON version this library writes and reads.
 * @category Variants
 */
export const VARIANT_VERSION = 1;

/**
 * Givens (a model's `givens`, or its characters) as digits, 0 for an empty cell (`.`), read
 * directly: no classic check (a jigsaw's givens may repeat in a box, which `parseBoard` refuses).
 */
export const givenDigits = (givens: string | readonly string[]): Uint8Array => Uint8Array.from(givens, (ch) => (ch === '.' ? 0 : Number(ch)));

/**
 * Sides of the grids a variant puzzle may have.
 * @category Variants
 */
export type VariantSize = 4 | 5 | 6 | 7 | 8 | 9;

/**
 * A variant puzzle: the grid, its givens and every rule beyond "each row and column holds 1…N once".
 * @category Variants
 */
export interface VariantPuzzle {
  /** The JSON version (1); optional on input. */
  version?: 1;
  /** Side N of the grid. */
  size: VariantSize;
  /** N² characters in reading order: `1`…`N` for a given, `.` or `0` for an empty cell. */
  givens: string;
  /**
   * Jigsaw (irregular) regions replacing the boxes: N² region labels 0…N−1 in reading order,
   * each label on exactly N cells. Absent: the standard boxes of the size.
   */
  regions?: number[];
  /** The rules, in any order; the same rule may appear several times. */
  constraints: Constraint[];
  /**
   * The puzzle's title, as its setter wrote it (f-puzzles `title`): plain text of one line, at
   * most 1,000 characters. Kept by every reader and writer; solving ignores it.
   */
  title?: string;
  /**
   * Who set the puzzle (f-puzzles `author`): plain text of one line, at most 1,000 characters.
   * Kept by every reader and writer; solving ignores it.
   */
  author?: string;
  /**
   * The rules as the setter words them for players (f-puzzles `ruleset`): plain text, line
   * breaks and tabs allowed, at most 100,000 characters. The engines read the rules from
   * `constraints` only and never from this text, which may say anything.
   */
  rules?: string;
}

/**
 * A value as the calls that only read it take it: every array and object in it read-only, all
 * the way down, as TypeScript types an `as const` literal. A plain value is one too.
 * @category Variants
 */
export type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/**
 * A {@link VariantPuzzle} as every call that reads one takes it (solving, validating, writing it
 * out): read-only all the way down, so a puzzle written `as const` is taken as it is.
 * @category Variants
 */
export type VariantPuzzleInput = ReadonlyDeep<VariantPuzzle>;

/**
 * Every rule of the model, told apart by `type`.
 * @category Variants
 */
export type Constraint =
  | ExtraRegion
  | DisjointGroups
  | Diagonal
  | AntiKnight
  | AntiKing
  | NonConsecutive
  | Kropki
  | XV
  | NegativeBlack
  | NegativeXV
  | Killer
  | LittleKiller
  | Arrow
  | Sandwich
  | XSum
  | Skyscraper
  | Thermometer
  | SlowThermometer
  | Whispers
  | Renban
  | Palindrome
  | Entropic
  | Modular
  | Nabner
  | Zipper
  | DoubleArrow
  | Lockout
  | RegionSum
  | Between
  | Clone
  | Parity
  | Extremum
  | Indexer
  | Quadruple;

/**
 * The `type` names of {@link Constraint}.
 * @category Variants
 */
export type ConstraintType = Constraint['type'];

// ---- houses ----

/**
 * The digits in these cells (1 … N of them) all differ (windoku windows, any extra region). The
 * boxes (or jigsaw regions) stay houses beside it.
 * @category Variants
 */
export interface ExtraRegion {
  /** The rule, as the model's JSON names it. */
  type: 'extraRegion';
  /** The cells whose digits all differ (1 … N of them). */
  cells: number[];
}

/**
 * Cells at the same position in their box (region) all differ: N extra houses of N cells. A
 * cell's position is its index among its box's (region's) cells in reading order.
 * @category Variants
 */
export interface DisjointGroups {
  /** The rule, as the model's JSON names it. */
  type: 'disjointGroups';
}

/**
 * The N cells of a diagonal all differ: `main` runs from the top-left corner to the bottom-right
 * (f-puzzles `diagonal-`), `anti` from the bottom-left to the top-right (f-puzzles `diagonal+`).
 * @category Variants
 */
export interface Diagonal {
  /** The rule, as the model's JSON names it. */
  type: 'diagonal';
  /** `main`: top-left to bottom-right; `anti`: bottom-left to top-right. */
  direction: 'main' | 'anti';
}

// ---- pair rules ----

/**
 * Two cells a chess knight's move apart never hold the same digit.
 * @category Variants
 */
export interface AntiKnight {
  /** The rule, as the model's JSON names it. */
  type: 'antiKnight';
}

/**
 * Two cells a chess king's move apart (diagonal neighbours included) never hold the same digit.
 * @category Variants
 */
export interface AntiKing {
  /** The rule, as the model's JSON names it. */
  type: 'antiKing';
}

/**
 * Orthogonal neighbours never hold consecutive digits, except across a kropki dot of either
 * colour (the negative form of the white dot: every dot is given, and a 1-2 pair may carry a
 * black one; the published solution of "Strict kropki" has such pairs).
 * @category Variants
 */
export interface NonConsecutive {
  /** The rule, as the model's JSON names it. */
  type: 'nonConsecutive';
}

/**
 * A kropki dot between two orthogonal neighbours: white, their digits differ by `value`
 * (default 1); black, one digit is `value` times the other (default 2).
 * @category Variants
 */
export interface Kropki {
  /** The rule, as the model's JSON names it. */
  type: 'kropki';
  /** `white`: the digits differ by `value`; `black`: one is `value` times the other. */
  color: 'white' | 'black';
  /** The two orthogonal neighbours the dot stands between. */
  cells: [number, number];
  /** The difference (white, default 1) or the ratio (black, default 2). */
  value?: number;
}

/**
 * An X (sum 10) or a V (sum 5) between two orthogonal neighbours: their digits add up to `sum`.
 * @category Variants
 */
export interface XV {
  /** The rule, as the model's JSON names it. */
  type: 'xv';
  /** The two orthogonal neighbours the X or V stands between. */
  cells: [number, number];
  /** 10 for an X, 5 for a V. */
  sum: 5 | 10;
}

/**
 * Every black dot is given: orthogonal neighbours with no kropki dot between them are not in ratio 1:2.
 * @category Variants
 */
export interface NegativeBlack {
  /** The rule, as the model's JSON names it. */
  type: 'negativeBlack';
}

/**
 * Every X and V is given: orthogonal neighbours with no X or V between them do not add up to 5 or 10.
 * @category Variants
 */
export interface NegativeXV {
  /** The rule, as the model's JSON names it. */
  type: 'negativeXV';
}

// ---- sums ----

/**
 * A killer cage: its digits all differ and, when `sum` is given, add up to it.
 * @category Variants
 */
export interface Killer {
  /** The rule, as the model's JSON names it. */
  type: 'killer';
  /** The cells of the cage (its digits all differ). */
  cells: number[];
  /** What the digits add up to; absent: no sum is given, the digits only differ. */
  sum?: number;
}

/**
 * A little killer clue: the digits along a diagonal of the grid (`cells`, from the clue inward,
 * each a diagonal step from the one before) add up to `sum`; they may repeat where no house
 * forbids it.
 * @category Variants
 */
export interface LittleKiller {
  /** The rule, as the model's JSON names it. */
  type: 'littleKiller';
  /** The cells of the diagonal, from the clue inward, each a diagonal step from the one before. */
  cells: number[];
  /** What the digits along the diagonal add up to. */
  sum: number;
}

/**
 * An arrow: the digits on the shaft add up to the number in the circle. A circle of several
 * cells (a pill) is read as a number, its cells in the given order from the most significant
 * digit. Shaft digits may repeat where no house forbids it.
 * @category Variants
 */
export interface Arrow {
  /** The rule, as the model's JSON names it. */
  type: 'arrow';
  /** The circle's cells, the most significant digit first (one cell for a circle, more for a pill). */
  circle: number[];
  /** The shaft's cells, whose digits add up to the circle's number. */
  shaft: number[];
}

/**
 * A sandwich clue on a row or column (0-based `index`): the digits between the 1 and the N of
 * that line add up to `sum` (0 when the 1 and the N are neighbours).
 * @category Variants
 */
export interface Sandwich {
  /** The rule, as the model's JSON names it. */
  type: 'sandwich';
  /** Whether the clue is on a row or a column. */
  line: 'row' | 'column';
  /** The row or column, 0-based. */
  index: number;
  /** What the digits between the 1 and the N add up to (0 when they are neighbours). */
  sum: number;
}

/**
 * The side of the grid an outside clue stands on: above a column, below it, left of a row, right of it.
 * @category Variants
 */
export type ClueSide = 'top' | 'bottom' | 'left' | 'right';

/**
 * An X-sum clue beside a row or column (`side`, 0-based `index`): read from the clue, the first
 * digit X of the line and the X − 1 digits after it add up to `sum`.
 * @category Variants
 */
export interface XSum {
  /** The rule, as the model's JSON names it. */
  type: 'xSum';
  /** The side of the grid the clue stands on, and so the end the line is read from. */
  side: ClueSide;
  /** The row (left, right) or column (top, bottom), 0-based. */
  index: number;
  /** What the first X digits add up to, X the first digit. */
  sum: number;
}

/**
 * A skyscraper clue beside a row or column (`side`, 0-based `index`): read from the clue, `count`
 * digits are larger than every digit before them on the line (digits are the heights of
 * buildings, and the clue counts those it sees).
 * @category Variants
 */
export interface Skyscraper {
  /** The rule, as the model's JSON names it. */
  type: 'skyscraper';
  /** The side of the grid the clue stands on, and so the end the line is read from. */
  side: ClueSide;
  /** The row (left, right) or column (top, bottom), 0-based. */
  index: number;
  /** How many digits are larger than every digit before them, read from the clue. */
  count: number;
}

// ---- lines (each a path: every cell a king's move from the one before, no cell twice) ----

/**
 * A thermometer: digits strictly increase from the bulb (`cells[0]`) along the line.
 * @category Variants
 */
export interface Thermometer {
  /** The rule, as the model's JSON names it. */
  type: 'thermometer';
  /** The cells from the bulb to the tip. */
  cells: number[];
}

/**
 * A slow thermometer: digits never decrease from the bulb (`cells[0]`) along the line.
 * @category Variants
 */
export interface SlowThermometer {
  /** The rule, as the model's JSON names it. */
  type: 'slowThermometer';
  /** The cells from the bulb to the tip. */
  cells: number[];
}

/**
 * A German whispers line: neighbours on the line differ by at least `difference` (default ⌈N/2⌉: 5 on 9×9).
 * @category Variants
 */
export interface Whispers {
  /** The rule, as the model's JSON names it. */
  type: 'whispers';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
  /** The least difference between neighbours on the line (default ⌈N/2⌉: 5 on 9×9; Dutch whispers: 4). */
  difference?: number;
}

/**
 * A renban line: its digits all differ and form a set of consecutive numbers, in any order.
 * @category Variants
 */
export interface Renban {
  /** The rule, as the model's JSON names it. */
  type: 'renban';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * A palindrome line: it reads the same from either end (the i-th cell equals the i-th from the end).
 * @category Variants
 */
export interface Palindrome {
  /** The rule, as the model's JSON names it. */
  type: 'palindrome';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * An entropic line: any three cells in a row along it hold a low, a middle and a high digit
 * (1–3, 4–6, 7–9 on 9×9; on other sizes low and high take ⌊N/3⌋ digits each when the middle
 * then keeps as many or one more, else ⌈N/3⌉: 1 | 2–3 | 4 on 4×4, 1–3 | 4–5 | 6–8 on 8×8).
 * @category Variants
 */
export interface Entropic {
  /** The rule, as the model's JSON names it. */
  type: 'entropic';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * A modular line: any three cells in a row along it hold digits of three different remainders mod 3.
 * @category Variants
 */
export interface Modular {
  /** The rule, as the model's JSON names it. */
  type: 'modular';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * A nabner line: its digits all differ and no two of them are consecutive (they differ by 2 or more).
 * @category Variants
 */
export interface Nabner {
  /** The rule, as the model's JSON names it. */
  type: 'nabner';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * A zipper line: cells at the same distance from its middle add up to one sum; on a line of
 * odd length that sum is the middle cell's digit.
 * @category Variants
 */
export interface Zipper {
  /** The rule, as the model's JSON names it. */
  type: 'zipper';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * A lockout line: its end cells (diamonds) differ by at least ⌊N/2⌋ (4 on 9×9) and every cell
 * between them holds a digit outside their range (neither between them nor equal to either).
 * @category Variants
 */
export interface Lockout {
  /** The rule, as the model's JSON names it. */
  type: 'lockout';
  /** The cells of the line, from one end (diamond) to the other. */
  cells: number[];
}

/**
 * A double arrow: a line whose end cells (its circles) add up to the sum of the cells between them.
 * @category Variants
 */
export interface DoubleArrow {
  /** The rule, as the model's JSON names it. */
  type: 'doubleArrow';
  /** The cells of the line, from one end (circle) to the other. */
  cells: number[];
}

/**
 * A between line: the digits on the line between its two ends lie strictly between the digits
 * of the ends (f-puzzles' circles at the ends), whichever end is the larger.
 * @category Variants
 */
export interface Between {
  /** The rule, as the model's JSON names it. */
  type: 'between';
  /** The cells of the line, from one end (circle) to the other. */
  cells: number[];
}

/**
 * A region-sum line: the borders of boxes (or jigsaw regions) cut the line into segments, each
 * a maximal run of consecutive line cells in one region, and every segment has the same sum.
 * @category Variants
 */
export interface RegionSum {
  /** The rule, as the model's JSON names it. */
  type: 'regionSum';
  /** The line's cells in order from one end, each a king's move from the one before. */
  cells: number[];
}

/**
 * Clones: two sets of cells of the same length (f-puzzles draws them as one shape and its copy)
 * hold the same digits cell by cell: `cells[i]` and `clone[i]` are equal.
 * @category Variants
 */
export interface Clone {
  /** The rule, as the model's JSON names it. */
  type: 'clone';
  /** The cells of the shape. */
  cells: number[];
  /** The cells of its copy: `clone[i]` holds the digit of `cells[i]`. */
  clone: number[];
}

// ---- cell rules ----

/**
 * Odd or even cells (f-puzzles' grey circles and squares).
 * @category Variants
 */
export interface Parity {
  /** Odd or even cells. */
  type: 'odd' | 'even';
  /** The cells, each holding an odd (even) digit. */
  cells: number[];
}

/**
 * Minimum or maximum cells: a minimum cell's digit is less than the digit of each cell
 * orthogonally next to it, a maximum cell's greater.
 * @category Variants
 */
export interface Extremum {
  /** Minimum or maximum cells. */
  type: 'minimum' | 'maximum';
  /** The cells, each less (greater) than its orthogonal neighbours. */
  cells: number[];
}

/**
 * Indexer cells ("1-5-9" puzzles mark columns 1, 5 and 9 as column indexers). A column indexer
 * in row r, column c holding v puts c in column v of row r; a row indexer in row r, column c
 * holding v puts r in row v of column c; a box indexer at position i of its region holding v
 * puts i at position v of that region (positions 1 … N in reading order, as for disjoint groups).
 * @category Variants
 */
export interface Indexer {
  /** Which kind of indexer: row, column or box. */
  type: 'rowIndexer' | 'columnIndexer' | 'boxIndexer';
  /** The indexer cells. */
  cells: number[];
}

/**
 * A quadruple (f-puzzles' circle on the corner of four cells): every digit listed is in the
 * cells, a digit listed twice twice; the cells may hold other digits too when fewer are listed.
 * @category Variants
 */
export interface Quadruple {
  /** The rule, as the model's JSON names it. */
  type: 'quadruple';
  /** The cells around the circle (f-puzzles: the 2×2 block). */
  cells: number[];
  /** The digits that must be in the cells; one listed twice appears twice. */
  digits: number[];
}
