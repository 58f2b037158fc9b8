/**
 * The contract of a rule module, and the checks of cells that several rules share.
 *
 * Owns: {@link RuleModule} (what every module under ./ provides: reading its constraints from
 * the model's JSON, their checks, their canonical form, reading and writing f-puzzles), the
 * {@link Locate} function that names the place of a problem in the input's own terms, and the
 * shared structure checks (cells of the grid, distinct cells, paths, orthogonal pairs, counts).
 * Does not own: any rule's meaning (its module), the registry (./index.ts) or the formats'
 * plumbing (../formats/).
 *
 * One check, two inputs: a module checks a constraint once it has cell indices, and reports
 * a problem through `at(field, index)`. The model's reader passes `at` = `constraints[3].cells[2]`
 * style paths; the f-puzzles reader passes the f-puzzles path of the same element
 * (`thermometer[1].lines[0][2]`), so both inputs get errors in their own terms from one check.
 */

import { cellCountError, cellIndexError, jsonTypeError, notOrthogonalError, notPathError, repeatedCellError } from '../../text/variant-messages.js';
import type { Constraint } from '../model.js';
import { areKingNeighbours, areOrthogonal } from '../grid.js';
import type { VariantGrid } from '../grid.js';
import type { JsonObject } from '../json.js';

/**
 * The JSON path, in the input's own terms, of a field of a constraint (`field`) or of one of
 * its elements (`field`, `index`). Fields are the model's names (`cells`, `sum`, `circle`).
 */
export type Locate = (field: string, index?: number) => string;

/** The {@link Locate} of a constraint of the model's JSON at `path` (`constraints[3]`); the model's fields are identifiers. */
export function modelLocate(path: string): Locate {
  return (field, index) => (index === undefined ? `${path}.${field}` : `${path}.${field}[${index}]`);
}

/**
 * The f-puzzles JSON a writer fills: `size`, `grid`, then one array (or flag) per field.
 * @category Variants
 */
export interface FpuzzlesPuzzle {
  /** Side N of the grid. */
  size: number;
  /** N rows of N cells. */
  grid: FpuzzlesCell[][];
  /** The puzzle's title (the model's `title`). */
  title?: string;
  /** Who set the puzzle (the model's `author`). */
  author?: string;
  /** The rules as the setter words them (the model's `rules`). */
  ruleset?: string;
  [field: string]: unknown;
}

/**
 * One cell of f-puzzles' `grid` as this library writes it.
 * @category Variants
 */
export interface FpuzzlesCell {
  /** The cell's digit, when it has one. */
  value?: number;
  /** Whether the digit is a given (else the player's). */
  given?: boolean;
  /** The 0-based jigsaw region of the cell, when the regions are drawn; `null` in a grid without boxes. */
  region?: number | null;
}

/** What one rule module provides; `C` is the union of the constraint types it owns. */
export interface RuleModule<C extends Constraint = Constraint> {
  /** The model `type`s this module owns. */
  readonly types: readonly C['type'][];
  /**
   * Reads one constraint of the model's JSON (its `type` is one of {@link types}) and checks it.
   * @param raw the constraint object
   * @param path its JSON path (`constraints[3]`)
   * @param grid the grid
   */
  fromModel(raw: JsonObject, path: string, grid: VariantGrid): C;
  /**
   * The canonical form of all the constraints of this module in a puzzle, in input order: the
   * same rule given twice kept once, default values left out, parity cells merged. Absent:
   * the constraints as they are.
   */
  normalise?(constraints: C[], grid: VariantGrid): C[];
  /** Whether a constraint changes nothing on a grid whose houses are the standard ones. Absent: never. */
  isVacuous?(constraint: C, grid: VariantGrid): boolean;
  /** Reading and writing f-puzzles JSON. */
  readonly fpuzzles: {
    /** The top-level f-puzzles fields this module reads. */
    readonly fields?: readonly string[];
    /** The entry of f-puzzles' `negative` list this module reads (`ratio`, `xv`). */
    readonly negative?: string;
    /**
     * Reads a field (one of {@link fields}; for {@link negative}, the entry) into constraints.
     * @param field the field's name
     * @param value its value
     * @param grid the grid
     * @param out where to add the constraints read
     */
    read(field: string, value: unknown, grid: VariantGrid, out: Constraint[]): void;
    /**
     * Adds a constraint to f-puzzles JSON.
     * @param constraint a checked, canonical constraint
     * @param out the puzzle being written
     * @param grid the grid
     */
    write(constraint: C, out: FpuzzlesPuzzle, grid: VariantGrid): void;
  };
}

/**
 * Cell indices of the model's JSON: an array of integers 0 … N²−1.
 * @param value the array
 * @param at the place of the constraint's fields (paths are built only for an error)
 * @param field the field holding the array (`cells`)
 * @param grid the grid
 */
export function readModelCells(value: unknown, at: Locate, field: string, grid: VariantGrid): number[] {
  if (!Array.isArray(value)) throw jsonTypeError('an array of cells (integers, 0-based, in reading order)', value, at(field));
  const cells = new Array<number>(value.length);
  for (let i = 0; i < value.length; i++) {
    const cell = value[i];
    if (typeof cell !== 'number') throw jsonTypeError(`a cell 0-${grid.cellCount - 1}`, cell, at(field, i));
    if (!Number.isInteger(cell) || cell < 0 || cell >= grid.cellCount) throw cellIndexError(cell, grid.size, at(field, i));
    cells[i] = cell + 0; // -0 as 0 (see ../json.ts readInteger)
  }
  return cells;
}

/** Scratch for {@link checkDistinct}: the generation a cell was last seen in (made on first use). */
let seen: Uint32Array | undefined;
let generation = 0;

/**
 * Refuses a cell listed twice.
 * @param cells the cells
 * @param grid the grid
 * @param what the set, for the message (`this cage`)
 * @param at the place of an element (`at('cells', i)`)
 * @param field the field of the cells (`cells`)
 * @param offset the index in `field` of `cells[0]` (1 for an arrow's shaft within its f-puzzles line)
 */
export function checkDistinct(
  cells: readonly number[],
  grid: VariantGrid,
  what: string,
  at: Locate,
  field = 'cells',
  offset = 0,
): void {
  if (seen === undefined || seen.length < grid.cellCount) seen = new Uint32Array(Math.max(81, grid.cellCount));
  if (++generation === 0xffffffff) {
    seen.fill(0);
    generation = 1;
  }
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (seen[cell] === generation) throw repeatedCellError(cell, grid.size, what, at(field, i + offset));
    seen[cell] = generation;
  }
}

/**
 * Refuses a line that is not a path: each cell a king's move from the one before, no cell twice.
 * @param cells the cells, in line order
 * @param grid the grid
 * @param at the place of an element
 * @param field the field of the cells
 * @param offset the index in `field` of `cells[0]`
 */
export function checkPath(cells: readonly number[], grid: VariantGrid, at: Locate, field = 'cells', offset = 0): void {
  for (let i = 1; i < cells.length; i++) {
    if (!areKingNeighbours(cells[i - 1], cells[i], grid.size)) {
      if (cells[i - 1] === cells[i]) throw repeatedCellError(cells[i], grid.size, 'this line', at(field, i + offset));
      throw notPathError(cells[i - 1], cells[i], grid.size, at(field, i + offset));
    }
  }
  checkDistinct(cells, grid, 'this line', at, field, offset);
}

/**
 * Refuses a pair of cells that do not share a side.
 * @param cells the pair
 * @param grid the grid
 * @param mark the mark between them, for the message (`a kropki dot`)
 * @param at the place of the pair (`at('cells')`)
 */
export function checkOrthogonalPair(cells: readonly number[], grid: VariantGrid, mark: string, at: Locate): void {
  if (cells.length !== 2) throw cellCountError(cells.length, 2, 2, mark, at('cells'));
  if (!areOrthogonal(cells[0], cells[1], grid.size)) throw notOrthogonalError(cells[0], cells[1], grid.size, mark, at('cells'));
}

/**
 * Refuses too few or too many cells.
 * @param cells the cells
 * @param min fewest
 * @param max most
 * @param what the rule with the reason of the bound, for the message
 * @param at the place of the cells (`at('cells')`)
 * @param field the field of the cells
 */
export function checkCount(cells: readonly number[], min: number, max: number, what: string, at: Locate, field = 'cells'): void {
  if (cells.length < min || cells.length > max) throw cellCountError(cells.length, min, max, what, at(field));
}

/** Whether all `cells` lie in one row, one column or one standard box. */
export function inOneHouse(cells: readonly number[], grid: VariantGrid): boolean {
  if (cells.length === 0) return true;
  const size = grid.size;
  const row = (cells[0] / size) | 0;
  const column = cells[0] % size;
  const box = grid.boxes[cells[0]];
  let sameRow = true;
  let sameColumn = true;
  let sameBox = true;
  for (const cell of cells) {
    sameRow &&= ((cell / size) | 0) === row;
    sameColumn &&= cell % size === column;
    sameBox &&= grid.boxes[cell] === box;
  }
  return sameRow || sameColumn || sameBox;
}

/**
 * The constraints of a rule that f-puzzles writes to more than one field, in input order except
 * that those of one field come together, the fields in the order they first appear. f-puzzles
 * keeps one array per field, so this is the order its JSON reads back in (a white dot, a black
 * dot and a white dot are read as the two white dots, then the black one).
 * @param constraints the rule's constraints, in input order
 * @param fieldOf the f-puzzles field a constraint is written to
 */
export function groupByField<C extends Constraint>(constraints: C[], fieldOf: (constraint: C) => string): C[] {
  const groups = new Map<string, C[]>();
  for (const constraint of constraints) {
    const field = fieldOf(constraint);
    const group = groups.get(field);
    if (group === undefined) groups.set(field, [constraint]);
    else group.push(constraint);
  }
  return groups.size <= 1 ? constraints : [...groups.values()].flat();
}

/** Keeps the first of equal flag constraints (`antiKnight` twice is `antiKnight`). */
export function firstOnly<C extends Constraint>(constraints: C[]): C[] {
  return constraints.length <= 1 ? constraints : [constraints[0]];
}
