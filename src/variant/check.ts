/**
 * The gate every variant puzzle passes before an engine sees it: {@link checkVariant} checks a
 * model and returns its canonical copy.
 *
 * Owns: the checks of a puzzle as a whole (version, size, givens, jigsaw regions, givens
 * repeated in a house), dispatching each constraint to its rule module, and the canonical form.
 * Does not own: any rule's checks (./rules/), reading a format (./formats/, which end in
 * {@link completeVariant} too), or solving.
 *
 * Errors and puzzles with no solution: a problem of structure is an error, a problem of
 * arithmetic is a puzzle, which the engine answers with no solution.
 *
 *   error (SudokuParseError)                             a puzzle with no solution (`none`)
 *   ──────────────────────────────────────────────────   ─────────────────────────────────────────
 *   JSON that is not JSON, a value of the wrong type     a sum no digits can make (a cage of two
 *   an unknown rule, field or version (never dropped)      summing to 2, a 3-digit pill on a
 *   a size other than 4 … 9                                2-cell shaft, a little killer of 100)
 *   givens of the wrong length or with a bad character   a kropki value no pair meets (white 9)
 *   a cell outside the grid, a cell name that is none    a thermometer longer than N cells
 *   a cell twice in a cage, line, region or circle       a cell both odd and even, a given that
 *   a line that is not a path (king's moves)               breaks a rule other than its houses
 *   a dot, X or V between cells that do not share a side  givens repeated in an extra region,
 *   more cells in an all-different set (cage, extra        a diagonal, a cage (the engine finds
 *     region, renban) than digits                          them at once)
 *   jigsaw regions that are not N labels on N cells
 *   a little killer that is not a whole diagonal
 *   an arrow with no shaft, or a shaft that overlaps
 *     its circle or does not start next to it
 *   a given repeated in a row, column, box or jigsaw
 *     region (`CONFLICT`, as for classic puzzles)
 *
 * Every clue number is an integer 0 … 2³¹ − 1 (../json.ts MAX_CLUE): a range error is an
 * error; a number in range that no digits meet is arithmetic.
 *
 * The canonical form (what every reader returns, and `formatVariant` in ./formats/model-json.ts
 * writes):
 * - `version: 1`, then `size`, `givens` (`.` for an empty cell), `regions` (only when they are
 *   not the standard boxes of the size: regions equal to the boxes, under any labels, are
 *   dropped), `constraints`, then `title`, `author`, `rules` when present (./metadata.ts; empty
 *   text is absent);
 * - constraints grouped by rule in the registry's order (./rules/index.ts), each rule's in
 *   input order (kropki dots, whispers lines: those f-puzzles keeps in one field together, in
 *   the order the fields first appear); a rule of the whole grid (anti-knight, a diagonal, …)
 *   kept once; odd and even cells merged into one constraint each; default values (kropki 1 and 2, the whispers
 *   difference of the size) left out; each constraint's keys in the model's order.
 * Two inputs that mean the same puzzle under these rules give equal models, so a round trip
 * through f-puzzles is an identity on checked models.
 */

import type { Constraint, VariantPuzzle } from './model.js';
import { VARIANT_VERSION } from './model.js';
import type { VariantGrid } from './grid.js';
import { isVariantSize, variantGrid } from './grid.js';
import { readModelTexts, withTexts } from './metadata.js';
import { childPath, isJsonObject, onlyKeys, readArray, readObject } from './json.js';
import { NO_CONFLICT, scanConflict } from '../board/conflicts.js';
import { RULES, rulePosition, ruleTypes } from './rules/index.js';
import { show } from '../api/show.js';
import { serializable } from '../api/error-json.js';
import { charAt } from '../text/chars.js';
import { digitsToString } from '../text/digits.js';
import { givensCharError, jsonTypeError, jsonValueError, regionLabelError, unsupportedError, variantConflictError, variantCountError, VARIANT_SIZE_WANTED, variantSizeError } from '../text/variant-messages.js';

/**
 * {@link checkVariant} for the writers (`formatVariant`, `toFpuzzles`, the links): an argument
 * that is no object at all (a string, a number, an array, `null`) is the caller's wrong type, a
 * `TypeError` naming the call (`sudoku-wasm: formatVariant: puzzle: expected a VariantPuzzle …,
 * got the string "…"`), and so is f-puzzles JSON (an object with a `grid` and no `givens`), which
 * is read into the model by `parseVariant`; a model's problems stay `SudokuParseError`s with
 * their path.
 * @param input the writer's argument
 * @param where the writer's name
 */
export function checkVariantArgument(input: unknown, where: string): VariantPuzzle {
  const fpuzzles = isJsonObject(input) && input.grid !== undefined && input.givens === undefined;
  if (!isJsonObject(input) || fpuzzles) {
    const got = fpuzzles ? 'f-puzzles JSON (an object with a grid)' : show(input);
    const hint = fpuzzles ? ' (f-puzzles JSON is read with parseVariant first)' : typeof input === 'string' ? ' (text is read with parseVariant first)' : '';
    throw serializable(new TypeError(`sudoku-wasm: ${where}: puzzle: expected a VariantPuzzle (an object { size, givens, constraints }), got ${got}${hint}`));
  }
  return checkVariant(input);
}

/** The keys of a model object. */
const MODEL_KEYS = ['version', 'size', 'givens', 'regions', 'constraints', 'title', 'author', 'rules'] as const;

/**
 * Checks a variant puzzle in the model's shape (an object, as parsed from its JSON) and
 * returns its canonical copy (see the module header); the input is not changed.
 * @param input the puzzle
 * @throws SudokuParseError with the JSON path of the problem in `path`
 */
export function checkVariant(input: unknown): VariantPuzzle {
  const raw = readObject(input, '', 'a variant puzzle (an object)');
  onlyKeys(raw, MODEL_KEYS, '');
  readVersion(raw.version);
  const size = readSize(raw.size, 'size');
  const grid = variantGrid(size);
  const givens = readGivens(raw.givens, grid);
  let regions: number[] | undefined;
  if (raw.regions !== undefined) {
    const labels = readArray(raw.regions, 'regions', `an array of ${grid.cellCount} region labels`);
    if (labels.length !== grid.cellCount) throw variantCountError(labels.length, grid.cellCount, 'region labels', 'regions');
    regions = new Array<number>(labels.length);
    for (let cell = 0; cell < labels.length; cell++) regions[cell] = readRegionLabel(labels[cell], grid, `regions[${cell}]`);
  }
  const list = readArray(raw.constraints, 'constraints', 'an array of constraints');
  const constraints: Constraint[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) constraints[i] = readConstraint(list[i], `constraints[${i}]`, grid);
  const texts = readModelTexts(raw);
  return withTexts(completeVariant(grid, givens, regions, 'regions', constraints, givensPath, raw.givens as string), texts);
}

/**
 * A model of a classic 9×9 puzzle in its barest form, `{ size: 9, givens, constraints: [] }`
 * (`version: 1` allowed; no regions, nothing else), its givens read straight into 81 cells for
 * fast9, skipping the canonical copy {@link checkVariant} would make.
 * @param input any input
 * @param cells where the givens go (81 digits, 0 for an empty cell)
 * @returns whether the input was such a model and its givens hold no conflict: false for any
 *          other (read it with {@link checkVariant}, which then says any error of it)
 */
export function readBareClassicModel(input: unknown, cells: Uint8Array): boolean {
  if (!isJsonObject(input) || input.size !== 9 || 'grid' in input) return false;
  const { givens, constraints, version } = input;
  if (typeof givens !== 'string' || givens.length !== 81 || !Array.isArray(constraints) || constraints.length !== 0) return false;
  if (version !== undefined && version !== VARIANT_VERSION) return false;
  for (const key in input) if (key !== 'size' && key !== 'givens' && key !== 'constraints' && key !== 'version') return false;
  for (let i = 0; i < 81; i++) {
    const code = givens.charCodeAt(i);
    if (code >= 49 && code <= 57) cells[i] = code - 48;
    else if (code === 46 || code === 48) cells[i] = 0;
    else return false;
  }
  return scanConflict(cells, 0, 3) === NO_CONFLICT;
}

/** Where a model's givens are (the JSON path of a conflict). */
const givensPath = (): string => 'givens';

/** Refuses a version other than 1 (absent is 1). */
function readVersion(version: unknown): void {
  if (version === undefined || version === VARIANT_VERSION) return;
  if (typeof version !== 'number') throw jsonTypeError(`${VARIANT_VERSION}`, version, 'version');
  if (Number.isInteger(version) && version > VARIANT_VERSION) {
    throw unsupportedError({ kind: 'version', version, reads: VARIANT_VERSION }, 'version');
  }
  throw jsonValueError(`${VARIANT_VERSION}`, version, 'version');
}

/**
 * A size of a variant grid.
 * @param value the value
 * @param path its path
 */
export function readSize(value: unknown, path: string): VariantGrid['size'] {
  if (isVariantSize(value)) return value;
  if (typeof value === 'number') throw variantSizeError(value, path);
  throw jsonTypeError(VARIANT_SIZE_WANTED, value, path);
}

/**
 * A region label of the model or of f-puzzles: an integer 0 … N−1.
 * @param value the value
 * @param grid the grid
 * @param path its path
 */
export function readRegionLabel(value: unknown, grid: VariantGrid, path: string): number {
  const expected = `a region label 0-${grid.size - 1}`;
  if (typeof value !== 'number') throw jsonTypeError(expected, value, path);
  if (!Number.isInteger(value) || value < 0 || value >= grid.size) throw jsonValueError(expected, value, path);
  return value + 0; // -0 as 0 (see ./json.ts readInteger)
}

/** The givens of the model: N² characters, `1`…`N` or `.`/`0`; as digits, 0 for empty ({@link scratchGivens}). */
function readGivens(value: unknown, grid: VariantGrid): Uint8Array {
  if (typeof value !== 'string') {
    throw jsonTypeError(`a string of ${grid.cellCount} cells (1-${grid.size}, or . or 0 for an empty cell)`, value, 'givens');
  }
  const digits = scratchGivens(grid);
  const length = value.length;
  for (let i = 0; i < length && i < grid.cellCount; i++) {
    const code = value.charCodeAt(i);
    if (code >= 49 && code < 49 + grid.size) digits[i] = code - 48;
    else if (code !== 46 && code !== 48) throw givensCharError(charAt(value, i), i, grid.size, '. or 0', 'givens');
  }
  if (length !== grid.cellCount) throw variantCountError([...value].length, grid.cellCount, 'cells', 'givens');
  return digits;
}

/**
 * A zeroed array of N² digits for a reader's givens, valid until the next reader asks for one
 * (every reader hands it to {@link completeVariant} at once, which keeps nothing of it): a fresh
 * typed array per puzzle was a third of the time of reading a classic model.
 * @param grid the grid
 */
export function scratchGivens(grid: VariantGrid): Uint8Array {
  const digits = (givensScratch[grid.size] ??= new Uint8Array(grid.cellCount));
  return digits.fill(0);
}

/** The arrays of {@link scratchGivens}, one per size. */
const givensScratch: Uint8Array[] = [];

/** One constraint of the model's JSON, read by its rule's module. */
function readConstraint(value: unknown, path: string, grid: VariantGrid): Constraint {
  const raw = readObject(value, path, 'a constraint (an object with a type)');
  const type = raw.type;
  if (typeof type !== 'string') throw jsonTypeError('a constraint type (a string)', type, childPath(path, 'type'));
  const position = rulePosition(type);
  if (position < 0) throw unsupportedError({ kind: 'type', type, types: ruleTypes() }, childPath(path, 'type'));
  return RULES[position].fromModel(raw, path, grid);
}

/**
 * The end of every reader: checks the regions' shape and the givens against their houses, and
 * returns the canonical puzzle.
 * @param grid the grid
 * @param givens N² digits, 0 for an empty cell
 * @param regions N² region labels 0 … N−1 (each already in range), or undefined for the boxes
 * @param regionsPath the JSON path of the regions, for a label on the wrong number of cells
 * @param constraints the constraints, each checked by its module
 * @param givenPath the JSON path of the given in a cell, for a `CONFLICT`
 * @param text the givens as the input wrote them, when it wrote them as text: kept when it is
 *   already canonical (no `0` for an empty cell)
 */
export function completeVariant(
  grid: VariantGrid,
  givens: Uint8Array,
  regions: number[] | undefined,
  regionsPath: string,
  constraints: Constraint[],
  givenPath: (cell: number) => string,
  text?: string,
): VariantPuzzle {
  if (regions !== undefined) {
    checkRegionCounts(regions, grid, regionsPath);
    if (isStandardBoxes(regions, grid)) regions = undefined;
  }
  checkGivenConflicts(givens, regions, grid, givenPath);
  const canonical = constraints.length === 0 ? [] : canonicalConstraints(constraints, grid);
  const givensOut = text !== undefined && text.indexOf('0') < 0 ? text : givensText(givens);
  return regions === undefined
    ? { version: VARIANT_VERSION, size: grid.size, givens: givensOut, constraints: canonical }
    : { version: VARIANT_VERSION, size: grid.size, givens: givensOut, regions: regions.slice(), constraints: canonical };
}

/** Refuses region labels that are not each on N cells. */
function checkRegionCounts(regions: readonly number[], grid: VariantGrid, path: string): void {
  const counts = new Uint8Array(grid.size);
  for (const label of regions) counts[label]++;
  for (let label = 0; label < grid.size; label++) {
    if (counts[label] !== grid.size) throw regionLabelError(label, counts[label], grid.size, path);
  }
}

/** Whether regions make exactly the standard boxes, under any labels. */
function isStandardBoxes(regions: readonly number[], grid: VariantGrid): boolean {
  const boxOfLabel = new Int8Array(grid.size).fill(-1);
  for (let cell = 0; cell < regions.length; cell++) {
    const label = regions[cell];
    if (boxOfLabel[label] === -1) boxOfLabel[label] = grid.boxes[cell];
    else if (boxOfLabel[label] !== grid.boxes[cell]) return false;
  }
  return true;
}

/**
 * Refuses a given digit twice in a row, column, or box (jigsaw region). The first conflict is
 * the one whose second cell comes first in reading order; for that cell a row beats a column,
 * which beats a box, as for classic puzzles (src/board/conflicts.ts).
 */
function checkGivenConflicts(
  givens: Uint8Array,
  regions: readonly number[] | undefined,
  grid: VariantGrid,
  givenPath: (cell: number) => string,
): void {
  const size = grid.size;
  const stride = size + 1;
  const jigsaw = regions !== undefined;
  // 1 + the first cell holding a digit, per kind of house, house and digit:
  //   firstHolder[kind · N(N + 1) + house · (N + 1) + digit]     kind 0 row, 1 column, 2 box
  const block = size * stride;
  const firstHolder = (firstHolderScratch ??= new Uint8Array(3 * 9 * 10));
  firstHolder.fill(0, 0, 3 * block);
  for (let cell = 0; cell < givens.length; cell++) {
    const digit = givens[cell];
    if (digit === 0) continue;
    const row = (cell / size) | 0;
    const column = cell - row * size;
    const box = jigsaw ? regions[cell] : grid.boxes[cell];
    const rowSlot = row * stride + digit;
    const columnSlot = block + column * stride + digit;
    const boxSlot = 2 * block + box * stride + digit;
    const first = firstHolder[rowSlot] || firstHolder[columnSlot] || firstHolder[boxSlot];
    if (first !== 0) {
      const kind = firstHolder[rowSlot] !== 0 ? 0 : firstHolder[columnSlot] !== 0 ? 1 : 2;
      const house = kind === 0 ? row : kind === 1 ? column : box;
      throw variantConflictError(first - 1, cell, digit, HOUSE_KINDS[kind], house, jigsaw, size, givenPath(cell));
    }
    firstHolder[rowSlot] = firstHolder[columnSlot] = firstHolder[boxSlot] = cell + 1;
  }
}

/** Scratch of {@link checkGivenConflicts}: 3 kinds × 9 houses × 10 digits at most (made on first use). */
let firstHolderScratch: Uint8Array | undefined;
const HOUSE_KINDS = ['row', 'column', 'box'] as const;

/** Givens as text: `1`…`N`, `.` for an empty cell. */
function givensText(givens: Uint8Array): string {
  return digitsToString(givens, 0, givens.length, '.');
}

/** Constraints grouped in registry order, each group in its module's canonical form. */
function canonicalConstraints(constraints: readonly Constraint[], grid: VariantGrid): Constraint[] {
  const groups: Constraint[][] = [];
  for (const constraint of constraints) (groups[rulePosition(constraint.type)] ??= []).push(constraint);
  const out: Constraint[] = [];
  for (let position = 0; position < RULES.length; position++) {
    const group = groups[position];
    if (group === undefined) continue;
    const normalise = RULES[position].normalise;
    out.push(...(normalise === undefined ? group : normalise(group, grid)));
  }
  return out;
}
