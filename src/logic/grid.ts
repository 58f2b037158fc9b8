/**
 * The candidate grid (pencil marks): what human-style solving works on.
 *
 * Owns: the state of a board mid-solve for box sizes n = 2…5 (4×4 to 25×25): which cells were
 * given, which were placed since, and which digits each empty cell may still take; placing a
 * digit (which removes it from the cell's peers) and removing one candidate. Does not own:
 * reading or writing pencil-mark text (`pencil.ts`), finding steps (`techniques/`), or
 * judging a grid against its solution (`solver.ts`).
 *
 * Candidates are one 32-bit mask per cell, so the largest digit is 32 and the largest board
 * 25×25 (n = 5). Boards of 36×36 and more are solved by the engines, not by logic.
 *
 *   cands[cell]   bit d-1 set  ⇔  digit d is still a candidate of the empty cell
 *                 e.g. 9×9, cands = 0b1_0000_0101 → {1, 3, 9}; 0 for every filled cell
 *   values[cell]  0 = empty, 1…N = the digit in the cell (given or placed)
 *   givens[cell]  1 where the digit was a clue of the puzzle, 0 where it was placed by solving
 *
 * Units (houses) and peers come from the shared tables of the board layer and the graph:
 *
 *   unit u   [0, N) row u  ·  [N, 2N) column u-N  ·  [2N, 3N) box u-2N   (src/board/geometry.ts)
 *   peers    D = 3n² - 2n - 1 per cell (20 on 9×9)                      (src/graph/peers.ts)
 */
import { geometryOf, type Geometry } from '../board/geometry.js';
import { peerTable } from '../graph/peers.js';

/**
 * The largest box size human-style logic handles: one 32-bit mask per cell holds 25 digits.
 * @category Pencil marks and player grids
 */
export const MAX_LOGIC_BOX = 5;

/** Number of set bits of a 32-bit mask. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The digit (1-based) of the lowest set bit of a non-zero mask. */
export function lowestDigit(mask: number): number {
  return 32 - Math.clz32(mask & -mask);
}

/** The digits (1-based, ascending) of a mask. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowestDigit(m));
  return out;
}

/** True when a mask holds exactly two digits (a bivalue cell's candidates). */
export function isPair(mask: number): boolean {
  const rest = mask & (mask - 1);
  return rest !== 0 && (rest & (rest - 1)) === 0;
}

/** The mask of one digit (1-based). */
export function bit(digit: number): number {
  return 1 << (digit - 1);
}

/**
 * A candidate grid: givens, placed digits and the candidates of every empty cell.
 * @category Pencil marks and player grids
 */
export class CandidateGrid {
  /** Box size, 2…5. */
  readonly n: number;
  /** Side = number of digits = cells per house, n². */
  readonly N: number;
  /** Number of cells, N². */
  readonly C: number;
  /** Mask of every digit, (1 << N) - 1. */
  readonly all: number;
  /** Units and each cell's units (shared, read-only). */
  readonly geometry: Geometry;
  /** Peers of every cell, D per cell (shared, read-only). */
  readonly peers: Uint16Array;
  /** Peers per cell, D = 3n² − 2n − 1. */
  readonly degree: number;
  /** Digit per cell, 0 = empty. */
  readonly values: Uint8Array;
  /** 1 where the cell's digit is a clue. */
  readonly givens: Uint8Array;
  /** Candidate mask per cell (0 for filled cells). */
  readonly cands: Int32Array;

  /**
   * An empty grid (every cell empty, every digit a candidate). Use the importers in
   * `pencil.ts` or {@link CandidateGrid.fromBoard} to make a real one.
   * @param n box size 2…5
   */
  constructor(n: number) {
    if (!Number.isInteger(n) || n < 2 || n > MAX_LOGIC_BOX) {
      throw new RangeError(
        `sudoku-wasm: human-style logic works on boards of box size 2-${MAX_LOGIC_BOX} (4×4 to 25×25), got box size ${String(n)}`,
      );
    }
    this.n = n;
    this.N = n * n;
    this.C = this.N * this.N;
    this.all = this.N === 32 ? -1 : (1 << this.N) - 1;
    this.geometry = geometryOf(n);
    this.peers = peerTable(n);
    this.degree = 3 * n * n - 2 * n - 1;
    this.values = new Uint8Array(this.C);
    this.givens = new Uint8Array(this.C);
    this.cands = new Int32Array(this.C).fill(this.all);
  }

  /**
   * The grid of a puzzle: its clues as givens, candidates computed from them. Conflicting
   * clues are not checked here (the callers parse with the text layer, which does).
   * @param n box size
   * @param cells N² values, 0 = empty
   */
  static fromBoard(n: number, cells: ArrayLike<number>): CandidateGrid {
    const grid = new CandidateGrid(n);
    for (let cell = 0; cell < grid.C; cell++) {
      const v = cells[cell];
      if (v !== 0) {
        grid.place(cell, v);
        grid.givens[cell] = 1;
      }
    }
    return grid;
  }

  /** An independent copy. */
  clone(): CandidateGrid {
    const copy = new CandidateGrid(this.n);
    copy.values.set(this.values);
    copy.givens.set(this.givens);
    copy.cands.set(this.cands);
    return copy;
  }

  /** True when `digit` is a candidate of `cell` (false for filled cells). */
  has(cell: number, digit: number): boolean {
    return (this.cands[cell] & (1 << (digit - 1))) !== 0;
  }

  /** Number of candidates of `cell` (0 for filled cells). */
  count(cell: number): number {
    return popcount(this.cands[cell]);
  }

  /** The row (0-based) of a cell. */
  row(cell: number): number {
    return (cell / this.N) | 0;
  }

  /** The column (0-based) of a cell. */
  col(cell: number): number {
    return cell % this.N;
  }

  /** The box (0-based) of a cell. */
  box(cell: number): number {
    return this.geometry.cellUnits[3 * cell + 2] - 2 * this.N;
  }

  /** The cells of unit u (rows 0…N-1, columns N…2N-1, boxes 2N…3N-1), a shared view. */
  unitCells(u: number): Int32Array {
    return this.geometry.units.subarray(u * this.N, u * this.N + this.N);
  }

  /**
   * Where `digit` may still go in unit u: bit k set ⇔ the unit's k-th cell (in reading order)
   * has it as a candidate.
   */
  positions(u: number, digit: number): number {
    const units = this.geometry.units;
    const b = 1 << (digit - 1);
    let mask = 0;
    for (let k = 0, at = u * this.N; k < this.N; k++) if ((this.cands[units[at + k]] & b) !== 0) mask |= 1 << k;
    return mask;
  }

  /** True when cells a and b (distinct) share a house. */
  sees(a: number, b: number): boolean {
    const u = this.geometry.cellUnits;
    return u[3 * a] === u[3 * b] || u[3 * a + 1] === u[3 * b + 1] || u[3 * a + 2] === u[3 * b + 2];
  }

  /**
   * Pushes onto `out` every candidate of `digits` (a mask) in a cell that sees every cell of
   * `cells` (non-empty) and is neither one of them nor in `exclude`: what a pattern whose ends
   * are `cells` removes. Returns how many were pushed (unsorted: steps sort their eliminations).
   */
  seeingAll(cells: ArrayLike<number>, digits: number, out: { cell: number; digit: number }[], exclude?: ArrayLike<number>): number {
    const { peers, degree: D, cands } = this;
    let count = 0;
    for (let k = cells[0] * D, end = k + D; k < end; k++) {
      const p = peers[k];
      const m = cands[p] & digits;
      if (m === 0) continue;
      let ok = true;
      for (let i = 1; i < cells.length && ok; i++) ok = p !== cells[i] && this.sees(p, cells[i]);
      if (exclude) for (let i = 0; i < exclude.length && ok; i++) ok = p !== exclude[i];
      if (!ok) continue;
      for (let rest = m; rest !== 0; rest &= rest - 1) {
        out.push({ cell: p, digit: lowestDigit(rest) });
        count++;
      }
    }
    return count;
  }

  /** Number of empty cells. */
  emptyCount(): number {
    let empty = 0;
    for (let cell = 0; cell < this.C; cell++) if (this.values[cell] === 0) empty++;
    return empty;
  }

  /** True when every cell holds a digit. */
  isSolved(): boolean {
    return this.values.indexOf(0) < 0;
  }

  /**
   * Puts `digit` in `cell` and removes it from the candidates of the cell's peers.
   * The cell must be empty; whether the digit was a candidate is not checked.
   */
  place(cell: number, digit: number): void {
    this.values[cell] = digit;
    this.cands[cell] = 0;
    const keep = ~(1 << (digit - 1));
    const D = this.degree;
    for (let k = cell * D, end = k + D; k < end; k++) this.cands[this.peers[k]] &= keep;
  }

  /** Removes `digit` from the candidates of `cell`; returns whether it was one. */
  eliminate(cell: number, digit: number): boolean {
    const b = 1 << (digit - 1);
    if ((this.cands[cell] & b) === 0) return false;
    this.cands[cell] &= ~b;
    return true;
  }

  /** The values as N² numbers (0 = empty). */
  toBoard(): Uint8Array {
    return this.values.slice();
  }
}
