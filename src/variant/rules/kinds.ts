/**
 * Three kinds of rule that differ only in their names: flags (a rule of the whole grid, on or
 * off), plain lines (a path of cells and nothing else) and cell marks (cells marked one by one:
 * odd, even, minimum, maximum). Their modules state their meaning and make themselves with
 * these factories.
 *
 * Owns: reading, checking, the canonical form and the f-puzzles form of a flag
 * (`antiknight: true`), of a plain line (`thermometer: [{ lines: [[names]] }]`, each line its
 * own constraint) and of a cell mark (`odd: [{ cell }]`, one entry per cell). Does not own: any
 * rule's meaning (its module).
 */

import type { Constraint } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { onlyKeys } from '../json.js';
import type { JsonObject } from '../json.js';
import {
  cellNameOf,
  cellNamesOf,
  forEachEntry,
  forEachLine,
  fpuzzlesLocate,
  pushEntry,
  readCell,
  readCells,
  readFlag,
} from '../formats/fpuzzles-values.js';
import { checkCount, checkDistinct, checkPath, firstOnly, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

/** The constraint types whose other fields are exactly `Fields` (derived from the model). */
type TypesWithFields<Fields extends string> = {
  [T in Constraint['type']]: [Exclude<keyof Extract<Constraint, { type: T }>, 'type'>] extends [Fields]
    ? [Fields] extends [Exclude<keyof Extract<Constraint, { type: T }>, 'type'>]
      ? T
      : never
    : never;
}[Constraint['type']];

/** A constraint with nothing but its type. */
type FlagConstraint = Extract<Constraint, { type: TypesWithFields<never> }>;

/**
 * A rule of the whole grid: `{ type }` in the model, kept once however often it is given.
 * @param type the model type
 * @param fpuzzles where f-puzzles keeps it: a flag `field` (`antiknight: true`) or an entry of
 *                 its `negative` list (`negative: ["ratio"]`)
 */
export function flagRule<C extends FlagConstraint>(
  type: C['type'],
  fpuzzles: { field: string } | { negative: string },
): RuleModule<C> {
  const make = (): C => ({ type }) as C;
  const isField = 'field' in fpuzzles;
  return {
    types: [type],
    fromModel(raw, path) {
      onlyKeys(raw, ['type'], path);
      return make();
    },
    normalise: firstOnly,
    fpuzzles: {
      ...(isField ? { fields: [fpuzzles.field] } : { negative: fpuzzles.negative }),
      read(field, value, _grid, out) {
        if (!isField || readFlag(value, field)) out.push(make());
      },
      write(_constraint, out) {
        if (isField) out[fpuzzles.field] = true;
        else pushEntry(out, 'negative', fpuzzles.negative);
      },
    },
  };
}

/** A constraint that is a list of cells and nothing else (not every one is a line: odd, even, extra regions). */
type LineConstraint = Extract<Constraint, { type: TypesWithFields<'cells'> }>;

/** What sets one plain line rule apart. */
export interface LineRuleOptions {
  /** The f-puzzles fields it is read from; the first is written. */
  fields: readonly string[];
  /** Fewest cells (a double arrow needs its two ends and a cell between them); absent: 1. */
  minCells?: number;
  /** Most cells (N for a line whose digits all differ); absent: no limit. */
  maxCells?: (grid: VariantGrid) => number;
  /** The rule, with the reason of `maxCells`, for the message (`a renban line (its digits all differ)`). */
  what: string;
  /** Whether a line changes nothing on a grid with the standard boxes; absent: one cell or none. */
  isVacuous?: (cells: readonly number[], grid: VariantGrid) => boolean;
}

/**
 * A plain line: `{ type, cells }` in the model, a path of 1 or more cells; in f-puzzles each
 * line of an entry's `lines` is its own constraint (a thermometer of two lines from one bulb is
 * two thermometers).
 * @param type the model type
 * @param options see {@link LineRuleOptions}
 */
export function lineRule<C extends LineConstraint>(type: C['type'], options: LineRuleOptions): RuleModule<C> {
  const check = (constraint: C, grid: VariantGrid, at: Locate): C => {
    checkCount(constraint.cells, options.minCells ?? 1, options.maxCells?.(grid) ?? grid.cellCount, options.what, at);
    checkPath(constraint.cells, grid, at);
    return constraint;
  };
  return {
    types: [type],
    fromModel(raw: JsonObject, path: string, grid: VariantGrid) {
      onlyKeys(raw, ['type', 'cells'], path);
      const at = modelLocate(path);
      return check({ type, cells: readModelCells(raw.cells, at, 'cells', grid) } as C, grid, at);
    },
    isVacuous: (constraint, grid) => options.isVacuous?.(constraint.cells, grid) ?? constraint.cells.length <= 1,
    fpuzzles: {
      fields: options.fields,
      read(field, value, grid, out) {
        forEachEntry(value, field, (entry, path) => {
          forEachLine(entry, path, grid, (cells, linePath) => {
            out.push(check({ type, cells } as C, grid, fpuzzlesLocate(linePath, { cells: '' })));
          });
        });
      },
      write(constraint, out, grid) {
        pushEntry(out, options.fields[0], { lines: [cellNamesOf(constraint.cells, grid)] });
      },
    },
  };
}

/** A constraint that marks cells (odd and even, minimum and maximum, indexers). */
type MarkConstraint = Extract<Constraint, { type: 'odd' | 'even' | 'minimum' | 'maximum' | 'rowIndexer' | 'columnIndexer' | 'boxIndexer' }>;

/** Where an f-puzzles field of cell marks differs from the plain form (`odd: [{ cell }]`, the field the model type). */
export interface CellMarkOptions {
  /** The f-puzzles field of each type, in the order of the types. */
  fields?: readonly string[];
  /** Entries of one or more cells each, `{ cells: [names] }` (written one cell per entry). */
  cellLists?: boolean;
}

/**
 * Cell marks of a few types (odd and even, minimum and maximum, the three indexers):
 * `{ type, cells }` in the model, 1 or more distinct cells; the canonical form has at most one
 * constraint of each type, each with its cells in the order first given (a cell given twice
 * across constraints kept once). In f-puzzles each type is a field of its own, one entry per
 * cell (`odd: [{ cell }]`; `rowindexer: [{ cells: [name] }]`).
 * @param types the model types, which are also their f-puzzles fields unless `options.fields`
 */
export function cellMarkRule<C extends MarkConstraint>(types: readonly C['type'][], options: CellMarkOptions = {}): RuleModule<C> {
  const fields = options.fields ?? types;
  /** One constraint of `type` with the cells of all of `constraints` of that type, first seen first. */
  const merged = (constraints: C[], type: C['type']): C[] => {
    const cells: number[] = [];
    const taken = new Set<number>();
    for (const constraint of constraints) {
      if (constraint.type !== type) continue;
      for (const cell of constraint.cells) {
        if (!taken.has(cell)) {
          taken.add(cell);
          cells.push(cell);
        }
      }
    }
    return cells.length === 0 ? [] : [{ type, cells } as C];
  };
  return {
    types,
    fromModel(raw, path, grid: VariantGrid) {
      onlyKeys(raw, ['type', 'cells'], path);
      const at = modelLocate(path);
      const cells = readModelCells(raw.cells, at, 'cells', grid);
      checkCount(cells, 1, grid.cellCount, `${/^[aeiou]/.test(String(raw.type)) ? 'an' : 'a'} ${raw.type} constraint`, at);
      checkDistinct(cells, grid, `this ${raw.type} constraint`, at);
      return { type: raw.type, cells } as C;
    },
    normalise: (constraints) => types.flatMap((type) => merged(constraints, type)),
    fpuzzles: {
      fields,
      read(field, value, grid, out) {
        const cells: number[] = [];
        forEachEntry(value, field, (entry, path) => {
          if (options.cellLists) cells.push(...readCells(entry.cells, `${path}.cells`, grid));
          else cells.push(readCell(entry.cell, `${path}.cell`, grid));
        });
        if (cells.length > 0) out.push({ type: types[fields.indexOf(field)], cells } as C);
      },
      write(constraint, out, grid) {
        const field = fields[types.indexOf(constraint.type)];
        for (const cell of constraint.cells) {
          pushEntry(out, field, options.cellLists ? { cells: [cellNameOf(cell, grid)] } : { cell: cellNameOf(cell, grid) });
        }
      },
    },
  };
}
