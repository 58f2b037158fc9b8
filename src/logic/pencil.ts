/**
 * Candidate grids in and out of text: a puzzle, a puzzle plus removed candidates (HoDoKu's
 * library form), and pencil-mark grids (the flat N³ form, `[..]` brackets, or the
 * space-separated grid that HoDoKu and Sudoku Explainer copy out).
 *
 * Owns: {@link gridFromPuzzle}, {@link gridFromRemoved}, {@link gridFromPencilMarks},
 * {@link readPencilMarks}, {@link formatPencilMarks}, and their errors (a `SudokuParseError` naming the cell). Does not
 * own: the grid itself (`grid.ts`) or reading puzzles (the text layer, `src/api/input.ts`).
 *
 * Pencil-mark forms, 9×9 shown (other sizes use the board alphabet, 1-9 A-Z …):
 *
 *   flat       N³ characters, N per cell: the digit where it is a candidate, `.` or `0` where
 *              not. A cell with one digit is a placed digit.
 *              `1.3......` `....5....` … (729 characters for 9×9)
 *   brackets   one token per cell: a digit (placed) or `[…]` (its candidates; `[7]` is a
 *              cell with one candidate left, not yet placed): `[13]5[2489]…`. The only
 *              form that keeps a lone candidate apart from a placed digit.
 *   grid       whitespace-separated tokens, one per cell, each its candidates; a lone digit is
 *              placed. Frame characters `| - + . : * '` and `=` between tokens are ignored.
 *              .----------------.-----------.
 *              | 13   5    2489 | …         |
 *
 * A candidate that a placed digit in the same house already rules out is dropped (it cannot be
 * true); a cell left with no candidate, two placed digits in one house, or a symbol that is not a
 * digit of the board is an error that names the cell.
 */
import { ALNUM_SYMBOLS } from '../text/alphabet.js';
import { checkKeys, checkSolveValues, choice, nameCall, show, SOLVE_OPTION_KEYS } from '../api/options.js';
import { parseAny } from '../api/input.js';
import { serializable } from '../api/error-json.js';
import type { PuzzleInput, SolveOptions } from '../api/types.js';
import { charAt, quoteChar } from '../text/chars.js';
import { SudokuParseError } from '../text/parse-error.js';
import { conflictError } from '../text/messages.js';
import { CandidateGrid, bit, digitsOf, popcount } from './grid.js';
import type { Candidate } from './types.js';
import { cellName } from './words.js';

/**
 * The candidate grid of a puzzle: its clues as givens, every candidate the clues allow.
 * @param puzzle the puzzle: text (a line or a grid) or N² numbers 0…N
 * @param options `size` and `alphabet`, as for the puzzle functions (how the text is read)
 * @throws {SudokuParseError} for input that is not a puzzle (the text layer's messages)
 * @throws {RangeError} for boards larger than 25×25
 * @example
 * ```ts
 * import { formatPencilMarks, gridFromPuzzle } from 'sudoku-wasm';
 *
 * const grid = gridFromPuzzle('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
 * formatPencilMarks(grid, 'brackets'); // → '[45][4578]3[49]2[147]6[5789][57]9[24678]…'
 * ```
 * @category Pencil marks and player grids
 */
export function gridFromPuzzle(puzzle: PuzzleInput, options?: SolveOptions): CandidateGrid {
  try {
    checkKeys(options, SOLVE_OPTION_KEYS, 'gridFromPuzzle');
    checkSolveValues(options, 'gridFromPuzzle');
    const board = parseAny(puzzle, options);
    return CandidateGrid.fromBoard(board.n, board.cells);
  } catch (error) {
    throw nameCall(error, 'gridFromPuzzle'); // the shared checks below, named
  }
}

/** Throws unless removal `i` is a candidate of a 9×9 grid: cell 0–80, digit 1–9. */
function checkCandidate(candidate: Candidate, i: number): void {
  const { cell, digit } = (candidate ?? {}) as Partial<Candidate>;
  if (Number.isInteger(cell) && cell! >= 0 && cell! < 81 && Number.isInteger(digit) && digit! >= 1 && digit! <= 9) return;
  const message = `sudoku-wasm: gridFromRemoved: removed[${i}]: expected { cell: 0-80, digit: 1-9 }, got ${typeof candidate === 'object' && candidate !== null ? JSON.stringify(candidate) : show(candidate)}`;
  throw serializable(typeof cell === 'number' && typeof digit === 'number' ? new RangeError(message) : new TypeError(message));
}

/**
 * HoDoKu's library form: a 9×9 line of clues where `+5` marks a digit placed while solving
 * (not a clue), and the candidates removed since, as `drc` tokens (`836` = 8 is not a
 * candidate of r3c6) or as {@link Candidate}s.
 * @throws {SudokuParseError} naming the cell of a bad token or of a cell left without candidates
 * @throws {TypeError} / {RangeError} for arguments of another kind, or a removal that is no
 *   candidate of a 9×9 grid (cell 0–80, digit 1–9)
 * @category Pencil marks and player grids
 */
export function gridFromRemoved(givens: string, removed: string | readonly Candidate[] = []): CandidateGrid {
  if (typeof givens !== 'string') throw serializable(new TypeError(`sudoku-wasm: gridFromRemoved: givens: expected the library form's text, got ${show(givens)}`));
  if (typeof removed !== 'string' && !Array.isArray(removed)) {
    throw serializable(new TypeError(`sudoku-wasm: gridFromRemoved: removed: expected 'drc' tokens or an array of candidates, got ${show(removed)}`));
  }
  const cells = new Uint8Array(81);
  const placed = new Uint8Array(81);
  let cell = 0;
  for (let i = 0; i < givens.length; i++) {
    const ch = givens[i];
    if (ch === '+') {
      if (cell < 81) placed[cell] = 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') continue;
    if (cell >= 81) throw new SudokuParseError('TOO_MANY_CELLS', `more than 81 cells in the givens (at column ${i + 1})`, { column: i + 1 });
    if (ch >= '1' && ch <= '9') cells[cell] = ch.charCodeAt(0) - 48;
    else if (ch !== '.' && ch !== '0') {
      const shown = charAt(givens, i); // a whole character, also past U+FFFF, as the puzzle parser shows it
      throw new SudokuParseError('BAD_CHAR', `${cellName(cell, 9)} (column ${i + 1}): ${quoteChar(shown)} is not a digit, '.' or '+'`, {
        column: i + 1,
        cell: cell + 1,
        char: shown,
      });
    }
    cell++;
  }
  if (cell < 81) throw new SudokuParseError('TOO_FEW_CELLS', `expected 81 cells in the givens, got ${cell}`);
  const grid = gridFromPuzzle(cells); // checks conflicting digits
  for (let c = 0; c < 81; c++) if (placed[c]) grid.givens[c] = 0;
  const list = typeof removed === 'string' ? parseCandidateTokens(removed) : removed;
  list.forEach(checkCandidate);
  for (const { cell: c, digit } of list) {
    grid.eliminate(c, digit);
    if (grid.values[c] === 0 && grid.cands[c] === 0) {
      throw new SudokuParseError('BAD_VALUE', `${cellName(c, 9)} has no candidate left after the removals`, { cell: c + 1 });
    }
  }
  return grid;
}

/**
 * `drc` tokens (digit, row, column, 1–9 each), separated by spaces: `114 615` = 1 at r1c4, 6 at r1c5.
 * @throws {SudokuParseError} for a token that is not three digits 1–9
 */
export function parseCandidateTokens(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const token of text.split(/[\s,]+/)) {
    if (token === '') continue;
    if (!/^[1-9]{3}$/.test(token)) {
      throw new SudokuParseError('BAD_VALUE', `'${token}' is not a candidate token (digit, row, column, each 1-9)`);
    }
    out.push({ digit: token.charCodeAt(0) - 48, cell: (token.charCodeAt(1) - 49) * 9 + token.charCodeAt(2) - 49 });
  }
  return out;
}

/** Candidates as `drc` tokens, HoDoKu's order (digit, then cell). 9×9 only. */
export function formatCandidateTokens(list: readonly Candidate[]): string {
  return [...list]
    .sort((a, b) => a.digit - b.digit || a.cell - b.cell)
    .map(({ cell, digit }) => `${digit}${((cell / 9) | 0) + 1}${(cell % 9) + 1}`)
    .join(' ');
}

/** Symbols of digits 1…N on a board of side N (1-9, then A-Z …). */
function symbols(N: number): string {
  return ALNUM_SYMBOLS.slice(0, N);
}

function boxOfSide(N: number): number | null {
  for (let n = 2; n <= 5; n++) if (n * n === N) return n;
  return null;
}

/**
 * A candidate grid from pencil-mark text in any of the three forms (see the module header).
 * Every cell's digits count as given (the text cannot tell clues from placed digits).
 * @param text the pencil marks
 * @param size the side N (4, 9, 16, 25) when it cannot be inferred from the number of cells
 * @throws {SudokuParseError} naming the cell at fault, or for a number of cells that is no
 *   board's (not `size`² when `size` is given)
 * @throws {TypeError} when `text` is not a string or `size` not a number
 * @throws {RangeError} when `size` is not 4, 9, 16 or 25
 * @category Pencil marks and player grids
 */
export function gridFromPencilMarks(text: string, size?: number): CandidateGrid {
  let tokens: { sets: number[]; open: boolean[] };
  try {
    tokens = readTokens(text, size);
  } catch (error) {
    throw nameCall(error, 'gridFromPencilMarks'); // the argument checks below, named
  }
  const { sets, open } = tokens;
  const C = sets.length;
  const N = Math.round(Math.sqrt(C));
  const n = boxOfSide(N)!;
  const grid = new CandidateGrid(n);
  // place the lone digits first, checking houses, then intersect the candidates
  for (let cell = 0; cell < C; cell++) {
    const mask = sets[cell];
    if (mask === 0) throw new SudokuParseError('BAD_VALUE', `${cellName(cell, N)} has no candidate`, { cell: cell + 1 });
    if (popcount(mask) !== 1 || open[cell]) continue;
    const digit = digitsOf(mask)[0];
    if (!grid.has(cell, digit)) {
      const other = clash(grid, cell, digit); // placed before, so other < cell
      const house = Math.floor(other / N) === Math.floor(cell / N) ? 'row' : other % N === cell % N ? 'column' : 'box';
      throw conflictError({ cells: [other, cell], digit, house }, n, undefined, undefined);
    }
    grid.place(cell, digit);
    grid.givens[cell] = 1;
  }
  for (let cell = 0; cell < C; cell++) {
    if (grid.values[cell] !== 0) continue;
    grid.cands[cell] &= sets[cell];
    if (grid.cands[cell] === 0) {
      throw new SudokuParseError(
        'BAD_VALUE',
        `${cellName(cell, N)} has no candidate left: each of ${digitsOf(sets[cell]).join(', ')} is placed in one of its houses`,
        { cell: cell + 1 },
      );
    }
  }
  return grid;
}

/**
 * Pencil-mark text (any of the three forms) as one candidate mask per cell (bit d−1 = digit d),
 * without placing anything: what a player's marks keep (`player.ts`).
 * @param size the side N the text must have
 * @throws {SudokuParseError} for a symbol that is not a digit or another number of cells
 */
export function readPencilMarks(text: string, size: number): number[] {
  return readTokens(text, size).sets;
}

/** The placed cell that holds `digit` among `cell`'s peers. */
function clash(grid: CandidateGrid, cell: number, digit: number): number {
  const D = grid.degree;
  for (let k = cell * D; k < cell * D + D; k++) if (grid.values[grid.peers[k]] === digit) return grid.peers[k];
  return cell;
}

/**
 * Splits pencil-mark text into one candidate mask per cell; `open` marks cells written as a
 * candidate set in brackets (`[5]` is a cell with one candidate left, `5` a placed digit).
 */
function readTokens(text: string, size?: number): { sets: number[]; open: boolean[] } {
  if (typeof text !== 'string') throw new TypeError(`sudoku-wasm: expected pencil-mark text, got ${show(text)}`);
  if (size !== undefined && (typeof size !== 'number' || boxOfSide(size) === null)) {
    const message = `sudoku-wasm: size: expected the side 4, 9, 16 or 25, got ${show(size)}`;
    throw typeof size === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const compact = text.replace(/\s+/g, '');
  // flat: N³ characters of digits and '.'/'0' only
  for (const N of size ? [size] : [4, 9, 16, 25]) {
    if (compact.length === N * N * N && !/[[\]|]/.test(compact)) {
      const syms = symbols(N);
      const masks: number[] = [];
      for (let cell = 0; cell < N * N; cell++) {
        let mask = 0;
        for (let k = 0; k < N; k++) {
          const ch = compact[cell * N + k];
          if (ch === '.' || ch === '0') continue;
          const d = syms.indexOf(ch) + 1;
          if (d === 0) throw badSymbol(ch, cell, N);
          mask |= bit(d);
        }
        masks.push(mask);
      }
      return { sets: masks, open: masks.map(() => false) };
    }
  }
  const tokens: string[] = [];
  const open: boolean[] = [];
  if (text.includes('[')) {
    const re = /\[([^\]]*)\]|([^\s[\]|])/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      tokens.push(m[1] ?? m[2]);
      open.push(m[1] !== undefined);
    }
  } else {
    for (const raw of text.split(/[\s|]+/)) {
      const token = raw.replace(/[-+.:*'=]/g, '');
      if (token !== '') tokens.push(token);
    }
  }
  const N = size ?? Math.round(Math.sqrt(tokens.length));
  if (boxOfSide(N) === null || tokens.length !== N * N) {
    const cells = size === undefined ? '16, 81, 256 or 625 cells' : `${size * size} cells for ${size}×${size}`;
    throw new SudokuParseError(
      tokens.length < (size === undefined ? 81 : size * size) ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
      `pencil marks: expected one token per cell (${cells}), got ${tokens.length}`,
    );
  }
  const syms = symbols(N);
  const sets = tokens.map((token, cell) => {
    let mask = 0;
    for (const ch of token) {
      const d = syms.indexOf(ch) + 1;
      if (d === 0) throw badSymbol(ch, cell, N);
      mask |= bit(d);
    }
    return mask;
  });
  return { sets, open: open.length > 0 ? open : sets.map(() => false) };
}

function badSymbol(ch: string, cell: number, N: number): SudokuParseError {
  return new SudokuParseError(
    'BAD_CHAR',
    `${cellName(cell, N)}: '${ch}' is not a digit of a ${N}×${N} board (${symbols(N)[0]}-${symbols(N)[N - 1]})`,
    { cell: cell + 1, char: ch },
  );
}

/**
 * The pencil-mark forms {@link formatPencilMarks} writes.
 * @category Pencil marks and player grids
 */
export type PencilMarkStyle = 'grid' | 'brackets' | 'flat';

const PENCIL_MARK_STYLES: readonly PencilMarkStyle[] = ['grid', 'brackets', 'flat'];

/** Throws unless `grid` is a {@link CandidateGrid} (the text forms out read its arrays directly). */
function checkGrid(grid: unknown, where: string): void {
  if (!(grid instanceof CandidateGrid)) {
    throw serializable(new TypeError(`sudoku-wasm: ${where}: expected a CandidateGrid (gridOf makes one from a puzzle or a player's grid), got ${show(grid)}`));
  }
}

/**
 * The grid as pencil marks. `grid` (default) is the space-separated grid with box lines, padded
 * per column; `brackets` one line with `[…]` around candidate sets; `flat` N³ characters.
 * Read back by {@link gridFromPencilMarks} (placed digits and clues both come back as clues).
 * @param grid the grid (from {@link gridFromPuzzle}, {@link applyStep}, {@link playerGrid} …)
 * @param style `grid` (default), `brackets` or `flat`
 * @throws {TypeError} when `grid` is not a CandidateGrid or `style` is not one of the three
 * @example
 * ```ts
 * import { formatPencilMarks, gridFromPuzzle } from 'sudoku-wasm';
 *
 * const grid = gridFromPuzzle('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
 * // the default style: a grid with box lines; row 1 is its second line
 * formatPencilMarks(grid).split('\n')[1]; // → '| 45    4578    3   | 49   2      147  | 6   5789   57     |'
 * formatPencilMarks(grid, 'brackets'); // → '[45][4578]3[49]2[147]6[5789][57]9[24678]…'
 * ```
 * @category Pencil marks and player grids
 */
export function formatPencilMarks(grid: CandidateGrid, style?: PencilMarkStyle): string {
  checkGrid(grid, 'formatPencilMarks');
  style = choice(style, PENCIL_MARK_STYLES, 'grid', 'formatPencilMarks: style');
  const { N, n, C } = grid;
  const syms = symbols(N);
  const token = (cell: number): string =>
    grid.values[cell] !== 0 ? syms[grid.values[cell] - 1] : digitsOf(grid.cands[cell]).map((d) => syms[d - 1]).join('');
  if (style === 'flat') {
    let out = '';
    for (let cell = 0; cell < C; cell++) {
      for (let d = 1; d <= N; d++) {
        const on = grid.values[cell] === d || (grid.values[cell] === 0 && grid.has(cell, d));
        out += on ? syms[d - 1] : '.';
      }
    }
    return out;
  }
  if (style === 'brackets') {
    let out = '';
    for (let cell = 0; cell < C; cell++) out += grid.values[cell] !== 0 ? token(cell) : `[${token(cell)}]`;
    return out;
  }
  const width: number[] = [];
  for (let c = 0; c < N; c++) {
    let w = 1;
    for (let r = 0; r < N; r++) w = Math.max(w, token(r * N + c).length);
    width.push(w);
  }
  const rule = (left: string, mid: string, right: string): string => {
    const stacks: string[] = [];
    for (let s = 0; s < n; s++) {
      let len = 0;
      for (let c = s * n; c < s * n + n; c++) len += width[c] + 2;
      stacks.push('-'.repeat(len + 1));
    }
    return left + stacks.join(mid) + right;
  };
  const lines = [rule('.', '.', '.')];
  for (let r = 0; r < N; r++) {
    let line = '|';
    for (let c = 0; c < N; c++) {
      line += ` ${token(r * N + c).padEnd(width[c])} `;
      if (c % n === n - 1) line += ' |';
    }
    lines.push(line);
    if (r % n === n - 1) lines.push(r === N - 1 ? rule("'", "'", "'") : rule(':', '+', ':'));
  }
  return lines.join('\n');
}

/**
 * A 9×9 grid in HoDoKu's library form, the inverse of {@link gridFromRemoved}: the digits
 * (`+` before each one placed while solving) and the candidates removed since, as `drc` tokens.
 * @throws {RangeError} for boards other than 9×9
 * @throws {TypeError} when `grid` is not a CandidateGrid
 * @category Pencil marks and player grids
 */
export function formatRemoved(grid: CandidateGrid): { givens: string; removed: string } {
  checkGrid(grid, 'formatRemoved');
  if (grid.N !== 9) throw new RangeError(`sudoku-wasm: the library form is for 9×9 grids, got ${grid.N}×${grid.N}`);
  let givens = '';
  for (let cell = 0; cell < 81; cell++) {
    const v = grid.values[cell];
    givens += v === 0 ? '.' : grid.givens[cell] ? String(v) : `+${v}`;
  }
  const plain = CandidateGrid.fromBoard(3, grid.values);
  const removed: Candidate[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (grid.values[cell] !== 0) continue;
    for (const digit of digitsOf(plain.cands[cell] & ~grid.cands[cell])) removed.push({ cell, digit });
  }
  return { givens, removed: removed.map(({ cell, digit }) => `${digit}${((cell / 9) | 0) + 1}${(cell % 9) + 1}`).join(' ') };
}
