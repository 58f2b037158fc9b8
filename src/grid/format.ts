/**
 * Writing a grid as text: the 81-character line of bulk files and the 9-line human grid.
 *
 * Owns: {@link formatLine} and {@link formatGrid}. Does not own reading (`parse.ts`); both outputs
 * parse back to the same cells with `parsePuzzle` when `empty` is one of `.` `0` `-` `_`.
 *
 *   formatLine → 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
 *
 *   formatGrid → 5 3 . | . 7 . | . . .       (separators: true, the default)
 *                6 . . | 1 9 5 | . . .
 *                . 9 8 | . . . | . 6 .
 *                ------+-------+------
 *                …
 */

/** Options of {@link formatGrid}. */
export interface FormatGridOptions {
  /** Character for an empty cell (default `.`). */
  empty?: string;
  /** Draw `|` between boxes and `------+-------+------` between bands (default true). */
  separators?: boolean;
}

const ROW_SEPARATOR = '------+-------+------';

/** Character codes of one line, reused so that formatting allocates only the result string. */
const lineCodes = new Uint16Array(81);

/** Checks `cells` and `empty`; returns the code of `empty`. */
function check(cells: ArrayLike<number>, empty: string): number {
  if (cells.length !== 81) throw new RangeError(`expected 81 cells, got ${cells.length}`);
  if (typeof empty !== 'string' || empty.length !== 1) {
    throw new RangeError(`expected empty to be one character, got ${JSON.stringify(empty)}`);
  }
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (v !== v >>> 0 || v > 9) {
      throw new RangeError(`expected cell values 0-9, got ${String(v)} in cell ${i + 1}`);
    }
  }
  return empty.charCodeAt(0);
}

/**
 * The 81-character line of a grid, as in bulk puzzle files.
 * @param cells 81 values 0–9 in reading order, 0 = empty
 * @param empty the character for an empty cell, default `.`
 * @returns 81 characters, no line break
 * @throws RangeError when `cells` is not 81 integers 0–9 or `empty` is not one character
 */
export function formatLine(cells: ArrayLike<number>, empty = '.'): string {
  const emptyCode = check(cells, empty);
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    lineCodes[i] = v === 0 ? emptyCode : 48 + v;
  }
  return String.fromCharCode.apply(null, lineCodes as unknown as number[]);
}

/**
 * The grid as 9 lines of space-separated cells, for people.
 * @param cells 81 values 0–9 in reading order, 0 = empty
 * @param options `empty` (default `.`) and `separators` (default true)
 * @returns the lines joined with `\n`, no trailing line break
 * @throws RangeError when `cells` is not 81 integers 0–9 or `empty` is not one character
 */
export function formatGrid(cells: ArrayLike<number>, options?: FormatGridOptions): string {
  const empty = options?.empty ?? '.';
  const separators = options?.separators ?? true;
  check(cells, empty);
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (separators && (r === 3 || r === 6)) lines.push(ROW_SEPARATOR);
    let row = '';
    for (let c = 0; c < 9; c++) {
      if (c > 0) row += separators && (c === 3 || c === 6) ? ' | ' : ' ';
      const v = cells[r * 9 + c];
      row += v === 0 ? empty : String(v);
    }
    lines.push(row);
  }
  return lines.join('\n');
}
