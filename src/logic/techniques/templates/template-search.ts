/**
 * Templates of one digit: every way to place a digit N times (once per row, column and box) on
 * cells where it is still a candidate or already placed; which cells lie in every such
 * placement and which candidates lie in none.
 *
 * Owns: {@link digitTemplates} (the per-row union of the digit's templates, found by a search
 * row by row with memo), {@link templateFacts} (for every digit: the cells every template holds
 * and the candidates no template holds, refined across digits). Does not own: steps and
 * sentences (`templates.ts`); the fish search uses the facts only to skip digits that no fish
 * can touch.
 *
 * A template is built row by row. The state before row r is the set of columns used so far and
 * the set of stacks used in the current band (a band's n rows take n different stacks, one per
 * box); from a state, a cell (r, c) may be taken when column c and its stack are free. A state
 * is "good" when some completion to the last row exists. Searching from the first row with a
 * memo of good and bad states visits only reachable states, and a cell lies in some template
 * exactly when it leads from a reachable state to a good one:
 *
 *   good(r, cols, stacks) = OR over free c in row r of good(r+1, cols ∪ {c}, stacks' )
 *   union[r]             |= c for every such c whose successor is good
 *
 * Every template holds one cell per row, so a row whose union is a single cell has that cell in
 * every template. 9×9 has at most 9·2⁹·2³ states (an array memo); 16×16 and 25×25 use a map
 * memo and give up (null) past {@link STATE_LIMIT} states (shared by the digits of one grid), so
 * a template step on those boards is found only when the candidates are few enough.
 *
 * Refinement across digits (HoDoKu's templates do this too): a cell in every template of digit
 * e holds e, so no template of another digit may use it; the facts are recomputed with those
 * cells forbidden until nothing changes.
 *
 * Sources: the "Templates" / "Pattern Overlay Method" pages of Sudopedia and SudokuWiki, and
 * HoDoKu's technique page on templates (Template Set, Template Delete).
 */
import type { CandidateGrid } from '../../grid.js';

/**
 * Most memo states on boards above 9×9 before the search gives up: per {@link templateFacts}
 * call, shared by every digit (an empty 16×16 digit needs some 40,000; 9×9 needs no limit).
 */
export const STATE_LIMIT = 60_000;

/** What is left of a state budget (shared by the searches of one {@link templateFacts} call). */
export interface StateBudget {
  states: number;
}

/** What the templates of one digit say. */
export interface DigitTemplates {
  /** Per row, the mask of columns that some template uses (0 for every row: no template). */
  union: Int32Array;
}

/** Reused memo for 9×9 (and smaller): 0 unknown, 1 good, 2 bad. */
let smallMemo: Int8Array | null = null;

/**
 * The per-row union of the templates of `digit`, with the cells in `forbidden` (a per-row
 * column mask, optional) unusable. Null when the search gave up (too many states).
 */
export function digitTemplates(
  grid: CandidateGrid,
  digit: number,
  forbidden?: Int32Array,
  budget: StateBudget = { states: STATE_LIMIT },
): DigitTemplates | null {
  const { n, N, cands, values } = grid;
  const b = 1 << (digit - 1);
  // allowed columns per row
  const allowed = new Int32Array(N);
  for (let r = 0; r < N; r++) {
    let m = 0;
    let placed = -1;
    for (let c = 0; c < N; c++) {
      const cell = r * N + c;
      if (values[cell] === digit) placed = c;
      else if ((cands[cell] & b) !== 0) m |= 1 << c;
    }
    allowed[r] = placed >= 0 ? 1 << placed : m & ~(forbidden ? forbidden[r] : 0);
  }
  const union = new Int32Array(N);
  const stackOf = new Int32Array(N);
  for (let c = 0; c < N; c++) stackOf[c] = (c / n) | 0;
  const span = 1 << n; // stack masks
  const small = N <= 9;
  let memo: Int8Array | null = null;
  let map: Map<number, boolean> | null = null;
  if (small) {
    const size = N * (1 << N) * span;
    if (!smallMemo || smallMemo.length < size) smallMemo = new Int8Array(size);
    memo = smallMemo;
    memo.fill(0, 0, size);
  } else map = new Map();
  let gaveUp = false;
  const good = (r: number, cols: number, stacks: number): boolean => {
    if (r === N) return true;
    // the key: rows and stacks fit in 53 bits for N ≤ 25 (5 + 25 + 5 bits)
    const key = (r * 2 ** N + (cols >>> 0)) * span + stacks;
    if (memo) {
      const v = memo[key];
      if (v !== 0) return v === 1;
    } else {
      const v = map!.get(key);
      if (v !== undefined) return v;
      if (--budget.states < 0) {
        gaveUp = true;
        return false;
      }
    }
    let ok = false;
    const last = (r + 1) % n === 0; // last row of a band: the next row starts a new band
    for (let m = allowed[r] & ~cols; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      const s = 1 << stackOf[c];
      if ((stacks & s) !== 0) continue;
      if (good(r + 1, cols | (1 << c), last ? 0 : stacks | s)) {
        ok = true;
        union[r] |= 1 << c;
      }
      if (gaveUp) return false;
    }
    if (memo) memo[key] = ok ? 1 : 2;
    else map!.set(key, ok);
    return ok;
  };
  good(0, 0, 0);
  return gaveUp ? null : { union };
}

/** What templates say about a whole grid, per digit. */
export interface TemplateFacts {
  /**
   * Per digit (index digit-1): the empty cells in every template of the digit (it must go
   * there), ascending; empty when the search gave up.
   */
  set: number[][];
  /** Per digit: the cells whose candidate digit is in no template (it can go), ascending. */
  del: number[][];
  /** Per digit: false when the search gave up (nothing is known about that digit). */
  known: boolean[];
}

/**
 * The template facts of every digit, refined across digits: the cells another digit must take
 * are forbidden to a digit's templates, recomputed until no new such cell appears.
 */
export function templateFacts(grid: CandidateGrid): TemplateFacts {
  const { N, values, cands } = grid;
  const forbidden: Int32Array[] = Array.from({ length: N }, () => new Int32Array(N));
  const unions: (DigitTemplates | null)[] = new Array(N).fill(null);
  const dirty = new Array<boolean>(N).fill(true);
  const budget: StateBudget = { states: STATE_LIMIT };
  // digits with fewer candidates first: they cost least and are the likeliest to say something
  const count = new Array<number>(N + 1).fill(0);
  for (let cell = 0; cell < grid.C; cell++) for (let m = cands[cell]; m !== 0; m &= m - 1) count[32 - Math.clz32(m & -m)]++;
  const order = Array.from({ length: N }, (_, i) => i + 1).sort((a, b) => count[a] - count[b] || a - b);
  for (let round = 0; round < N + 1 && dirty.some(Boolean); round++) {
    for (const d of order) if (dirty[d - 1]) unions[d - 1] = digitTemplates(grid, d, forbidden[d - 1], budget);
    dirty.fill(false);
    // cells forced for digit d become forbidden for every other digit
    for (let d = 1; d <= N; d++) {
      const t = unions[d - 1];
      if (!t) continue;
      for (let r = 0; r < N; r++) {
        const u = t.union[r];
        if (u === 0 || (u & (u - 1)) !== 0) continue;
        const c = 31 - Math.clz32(u);
        if (values[r * N + c] !== 0) continue;
        for (let e = 1; e <= N; e++) {
          if (e === d || (cands[r * N + c] & (1 << (e - 1))) === 0 || (forbidden[e - 1][r] & (1 << c)) !== 0) continue;
          forbidden[e - 1][r] |= 1 << c;
          dirty[e - 1] = true;
        }
      }
    }
  }
  const set: number[][] = [];
  const del: number[][] = [];
  const known: boolean[] = [];
  for (let d = 1; d <= N; d++) {
    const t = unions[d - 1];
    const s: number[] = [];
    const x: number[] = [];
    known.push(t !== null);
    if (t) {
      const b = 1 << (d - 1);
      for (let r = 0; r < N; r++) {
        const u = t.union[r];
        for (let c = 0; c < N; c++) {
          const cell = r * N + c;
          if ((cands[cell] & b) === 0) continue;
          if ((u & (1 << c)) === 0) x.push(cell);
          else if (u === 1 << c) s.push(cell);
        }
      }
    }
    set.push(s);
    del.push(x);
  }
  return { set, del, known };
}
