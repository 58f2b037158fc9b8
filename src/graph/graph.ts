/**
 * The Sudoku graph of one board size: vertices, edges and vertex names.
 *
 * Owns: {@link sudokuGraph} (the edge list, in a fixed order) and the rNcM vertex labels.
 * Does not own: which cells are peers (`peers.ts`), serialising (`export.ts`) or colours
 * (`colors.ts`).
 *
 * N² vertices (the cells, 0-based in reading order), each of degree D = 3n² - 2n - 1, so
 * N²·D/2 undirected edges, each listed once as [a, b] with a < b, sorted by a then b:
 *
 *   n   board    vertices   degree     edges
 *   2   4×4           16        7         56
 *   3   9×9           81       20        810
 *   4   16×16        256       39      4,992
 *   5   25×25        625       64     20,000
 *   6   36×36      1,296       95     61,560
 *   7   49×49      2,401      132    158,466
 *   8   64×64      4,096      175    358,400
 *
 * A solved board is a proper colouring of this graph with N colours (the digits): no edge joins
 * two cells of the same digit. A puzzle is a partial colouring to complete.
 */

import { checkBoxSize } from '../board/sizes.js';
import { checkCell, peerTable } from './peers.js';
import { namingCall } from '../api/options.js';

/**
 * The Sudoku graph of one board size, from {@link sudokuGraph}.
 * @category Graph and colours
 */
export interface SudokuGraph {
  /** Box size n, 2–8. */
  readonly n: number;
  /** Side N = n²: the number of colours of a solved board. */
  readonly side: number;
  /** Number of vertices, N² (vertex i is cell i in reading order). */
  readonly vertices: number;
  /** Degree of every vertex, 3n² - 2n - 1. */
  readonly degree: number;
  /** The N²·D/2 edges, each once as [a, b] with a < b, sorted by a then b. */
  readonly edges: Array<[number, number]>;
  /**
   * The name of a vertex: `r1c1` for cell 0, `r9c9` for cell 80 on 9×9 (1-based row, column).
   * @throws RangeError for a cell outside the board; TypeError for a non-number
   */
  label(cell: number): string;
}

/**
 * The rNcM label of a cell (1-based row and column).
 * @param cell 0-based cell index (checked by the caller)
 * @param side N
 */
export function cellLabel(cell: number, side: number): string {
  const r = (cell / side) | 0;
  return `r${r + 1}c${cell - r * side + 1}`;
}

/**
 * Builds the Sudoku graph of a board size: one vertex per cell, one edge per pair of peers
 * (same row, column or box). Each call builds a fresh edge list (358,400 pairs for 64×64).
 * @param n box size, 2–8 (3 for 9×9)
 * @returns `{ n, side, vertices, degree, edges, label }`; `edges.length` is N²·D/2 (810 for
 *          9×9)
 * @throws RangeError unless `n` is an integer 2–8
 * @example
 * ```ts
 * import { sudokuGraph } from 'sudoku-wasm';
 *
 * const graph = sudokuGraph(3); // 9×9
 * graph.vertices; // → 81
 * graph.degree; // → 20
 * graph.edges.length; // → 810
 * graph.edges[0]; // → [0, 1]
 * graph.label(80); // → 'r9c9'
 * ```
 * @category Graph and colours
 */
export function sudokuGraph(n: number): SudokuGraph {
  return namingCall('sudokuGraph', () => {
    checkBoxSize(n, 'n');
    const side = n * n;
    const vertices = side * side;
    const degree = 3 * n * n - 2 * n - 1;
    const table = peerTable(n);
    const edges = new Array<[number, number]>((vertices * degree) / 2);
    const later = new Uint16Array(degree); // the peers of a past a, sorted
    let k = 0;
    for (let a = 0; a < vertices; a++) {
      let m = 0;
      for (let j = a * degree; j < (a + 1) * degree; j++) if (table[j] > a) later[m++] = table[j];
      const sorted = later.subarray(0, m).sort();
      for (let j = 0; j < m; j++) edges[k++] = [a, sorted[j]];
    }
    return {
      n,
      side,
      vertices,
      degree,
      edges,
      label(cell: number): string {
        checkCell(cell, n, 'cell');
        return cellLabel(cell, side);
      },
    };
  });
}
