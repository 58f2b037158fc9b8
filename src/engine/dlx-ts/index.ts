/**
 * dlx-ts: the general-size Dancing Links engine in pure TypeScript (box sizes n = 2…8, boards
 * 4×4 to 64×64), the twin of the WebAssembly DLX engine. Both follow the counting rules of
 * {@link GeneralSearch} so that they agree on count, first solution and nodes.
 *
 * Owns: the factory and this overview. The parts:
 *   links.ts   the exact-cover matrix in Knuth's DLX1 layout; cover / uncover
 *   search.ts  Algorithm X as a resumable loop; givens; node counting; input checks
 *   sanity.ts  a full check of every link (tests only)
 *
 * Algorithm: Knuth's Algorithm X with dancing links (TAOCP vol. 4B, 7.2.2.1, "DLX1"),
 * written from that description. Sudoku as exact cover, C = N² cells, 4C items, N·C options:
 *
 *   items    [0, C) cell filled │ [C, 2C) row×digit │ [2C, 3C) column×digit │ [3C, 4C) box×digit
 *   option   (cell, d), id = cell*N + (d-1) → items cell, C + r*N + d-1, 2C + c*N + d-1,
 *            3C + b*N + d-1 (b = (r/n|0)*n + (c/n|0)), inserted in ascending id
 *
 * Data: nodes are indices into flat Int32Arrays, never objects. 4×4 example (n = 2, C = 16,
 * 64 items, headers 1…64), option ids 0 (r0c0 = 1) and 1 (r0c0 = 2):
 *
 *   node     0      1 … 64       65     66  67  68  69   70    71  72  73  74   75   …
 *   role     root   headers      spc    ─── option 0 ──   spc   ─── option 1 ──   spc
 *   TOP             (unused)     0      1   17  33  49   -1    1   18  34  50   -2
 *   ULINK           last in col         ↑ previous in column  66  ↑                71
 *   DLINK           first in col 69     ↓ next in column      74  ↓                …
 *
 *   LLINK/RLINK (items 0…64):  root 0 ⇄ 1 ⇄ 2 ⇄ … ⇄ 64 ⇄ 0   (covered items are skipped)
 *   LEN (items 0…64):          options left in each item's column
 *
 *   column of item 1 (cell r0c0):   header 1 ⇅ 66 ⇅ 71 ⇅ 76 ⇅ 81 ⇅ header 1   (digits 1…4)
 *
 * Search: cover the givens' items; then repeatedly choose an item (the first, in item order,
 * with the fewest options left), cover it,
 * and try its options top to bottom (each try is one node),
 * covering the option's other items; uncover in exact reverse order on the way back.
 * Options excluded by `candidates` (bit d-1 of the cell's lo/hi words clear) are never
 * inserted; a given whose option is missing or clashes with another given gives 0 solutions.
 */
import type { GeneralSearch } from '../general-types.js';
import { DlxSearch } from './search.js';

export { DlxSearch } from './search.js';

/** A {@link GeneralSearch} that can also check its own links (tests only). */
export interface CheckedSearch extends GeneralSearch {
  /**
   * Verifies every link: LLINK/RLINK inverse on the active items, ULINK/DLINK inverse and TOP
   * on every list, LEN = list length, visible options whole, spacers. Walks the whole matrix.
   * @returns true when consistent.
   * @throws {Error} describing the first broken link.
   */
  sanityCheck(): boolean;
}

/** Creates a TypeScript DLX search (`name` 'dlx-ts', `kind` 'dlx'); reusable across puzzles. */
export function createDlxSearch(): CheckedSearch {
  return new DlxSearch();
}
