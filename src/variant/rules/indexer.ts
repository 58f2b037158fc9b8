/**
 * Indexer cells: the digit of an indexer cell says where, along its row, column or region, the
 * indexer's own position goes.
 *
 *   column indexer at (r, c) holding v   row r, column v holds c   ("1-5-9": columns 1, 5, 9)
 *   row indexer at (r, c) holding v      column c, row v holds r
 *   box indexer at position i holding v  position v of the same region holds i
 *
 * Rows, columns and positions count from 1; a position is the place of a cell in its region in
 * reading order (on standard boxes: left to right, top to bottom), as for disjoint groups.
 *
 * Model `{ type: 'rowIndexer' | 'columnIndexer' | 'boxIndexer', cells }`, 1 or more distinct
 * cells; the canonical form has at most one constraint of each type. f-puzzles
 * `rowindexer`, `columnindexer`, `boxindexer` (the fields of the f-puzzles constraint
 * extension): `[{ cells: [names] }]`, written one cell per entry. The engines read each
 * indexer as N "if this holds v, that holds d" relations, one for each cell it can point at.
 */

import type { Indexer } from '../model.js';
import { cellMarkRule } from './kinds.js';

/** The indexer rule module. */
export const indexer = /*@__PURE__*/ cellMarkRule<Indexer>(['rowIndexer', 'columnIndexer', 'boxIndexer'], {
  fields: ['rowindexer', 'columnindexer', 'boxindexer'],
  cellLists: true,
});
