/**
 * The exact-cover matrix of an n²×n² Sudoku in Knuth's DLX1 layout: flat i32 arrays indexed
 * by node number, no objects, no pointers.
 *
 * Owns: building the matrix for a board (with optional candidate restrictions), cover and
 * uncover, and a link sanity check. Does not own: the search (search.ts).
 *
 * Items (constraints), 4C of them for C = N² cells, numbered from 1 (0 is the root):
 *   1 + cell                   "cell is filled"                 [1, C]
 *   1 + C  + r*N + (d-1)       "digit d is in row r"            [C+1, 2C]
 *   1 + 2C + c*N + (d-1)       "digit d is in column c"         [2C+1, 3C]
 *   1 + 3C + b*N + (d-1)       "digit d is in box b"            [3C+1, 4C]
 * Options (rows): one per allowed (cell, digit), id = cell*N + (d-1), inserted in ascending id,
 * so every item's list runs in ascending option id. Each option has exactly 4 nodes, so the
 * options are stored at a fixed stride of 4 from B, the first multiple of 4 above I, instead
 * of Knuth's variable-length rows with spacer nodes between them:
 *
 *   node:  0 .. I        (pad)    B .. B+3       B+4 .. B+7     ...
 *          root, items            option 0       option 1
 *   TOP    (unused)               item numbers: cell, row-digit, column-digit, box-digit
 *   ULINK / DLINK: up / down in the item's list (an item's own ULINK / DLINK: tail / head)
 *   LLINK/RLINK: the doubly linked list of active items, on item numbers; LEN: options left.
 *
 * A node p's option is (p - B) >> 2 and its option mates are (p & ~3) | ((p + t) & 3) for
 * t = 1, 2, 3: the same cyclic order as Knuth's walk right through the spacer, with no walk.
 */
import { cells, side } from '../board/geometry';
import { BOARD_IN, allDigits, candidatesIn } from '../board/io';

export let itemCount: i32 = 0;
/**
 * Active items with no option left, kept up to date by every unlink and relink and by cover
 * and uncover (an item covered as an option mate may have none left), so the search sees a
 * dead end without scanning for it.
 */
export let emptyItems: i32 = 0;
/** B: the first option node (a multiple of 4 above the items). */
export let firstOptionNode: i32 = 0;
export let optionCount: i32 = 0;
export let TOP = new StaticArray<i32>(0);
export let ULINK = new StaticArray<i32>(0);
export let DLINK = new StaticArray<i32>(0);
export let LLINK = new StaticArray<i32>(0);
export let RLINK = new StaticArray<i32>(0);
export let LEN = new StaticArray<i32>(0);
/** OPTION_ID[j] = cell*N + (d-1) of the j-th inserted option. */
export let OPTION_ID = new StaticArray<i32>(0);
/** FIRST_NODE[id] = first node of option id, or -1 when the option was not inserted. */
export let FIRST_NODE = new StaticArray<i32>(0);

function reserve(items: i32, options: i32): void {
  const nodes = ((items + 4) & ~3) + 4 * options;
  if (TOP.length < nodes) {
    TOP = new StaticArray<i32>(nodes);
    ULINK = new StaticArray<i32>(nodes);
    DLINK = new StaticArray<i32>(nodes);
  }
  if (LLINK.length < items + 1) {
    LLINK = new StaticArray<i32>(items + 1);
    RLINK = new StaticArray<i32>(items + 1);
    LEN = new StaticArray<i32>(items + 1);
  }
  if (OPTION_ID.length < options) {
    OPTION_ID = new StaticArray<i32>(options);
    FIRST_NODE = new StaticArray<i32>(options);
  }
}

/** Digits given in each row, column and box (3N masks), for leaving out options they rule out. */
let GIVEN_IN_UNIT = new StaticArray<u64>(0);

/**
 * Builds the matrix for the current geometry, restricted by CANDS_IN when asked. Options that
 * the givens rule out (another digit in a given cell, a digit given elsewhere in the row,
 * column or box) are not inserted: covering the givens would hide exactly those, so the search
 * is the same (same nodes), but a board with many givens builds a much smaller matrix.
 * Measured, µs/puzzle at limit 2: 17_clue 72.6 → 60.2, forum_hardest_1106 1750 → 1616,
 * 25×25 fixtures 3490 → 2890.
 */
export function buildMatrix(n: i32, useCandidates: bool): void {
  const N = side, C = cells, I = 4 * C;
  itemCount = I;
  reserve(I, C * N);
  if (GIVEN_IN_UNIT.length < 3 * N) GIVEN_IN_UNIT = new StaticArray<u64>(3 * N);
  for (let u = 0; u < 3 * N; u++) unchecked(GIVEN_IN_UNIT[u] = 0);
  for (let cell = 0; cell < C; cell++) {
    const v = <i32>unchecked(BOARD_IN[cell]);
    if (v < 1 || v > N) continue;
    const r = cell / N, c = cell % N, b = (r / n) * n + c / n;
    const bit: u64 = <u64>1 << <u64>(v - 1);
    unchecked(GIVEN_IN_UNIT[r] = unchecked(GIVEN_IN_UNIT[r]) | bit);
    unchecked(GIVEN_IN_UNIT[N + c] = unchecked(GIVEN_IN_UNIT[N + c]) | bit);
    unchecked(GIVEN_IN_UNIT[2 * N + b] = unchecked(GIVEN_IN_UNIT[2 * N + b]) | bit);
  }
  for (let i = 0; i <= I; i++) {
    unchecked(LLINK[i] = i - 1);
    unchecked(RLINK[i] = i + 1);
    unchecked(ULINK[i] = i);
    unchecked(DLINK[i] = i);
    unchecked(LEN[i] = 0);
  }
  unchecked(LLINK[0] = I);
  unchecked(RLINK[I] = 0);

  const B = (I + 4) & ~3;
  firstOptionNode = B;
  let options = 0;
  const all = allDigits(N);
  for (let cell = 0; cell < C; cell++) {
    const r = cell / N, c = cell % N, b = (r / n) * n + c / n;
    const v = <i32>unchecked(BOARD_IN[cell]);
    const ruledOut = unchecked(GIVEN_IN_UNIT[r]) | unchecked(GIVEN_IN_UNIT[N + c]) | unchecked(GIVEN_IN_UNIT[2 * N + b]);
    const open = v >= 1 && v <= N ? <u64>1 << <u64>(v - 1) : all & ~ruledOut;
    const allowed = useCandidates ? open & candidatesIn(cell) : open;
    for (let d = 0; d < N; d++) {
      const id = cell * N + d;
      if (!((allowed >> <u64>d) & 1)) {
        unchecked(FIRST_NODE[id] = -1);
        continue;
      }
      const first = B + 4 * options;
      appendNode(first, 1 + cell);
      appendNode(first + 1, 1 + C + r * N + d);
      appendNode(first + 2, 1 + 2 * C + c * N + d);
      appendNode(first + 3, 1 + 3 * C + b * N + d);
      unchecked(OPTION_ID[options] = id);
      unchecked(FIRST_NODE[id] = first);
      options++;
    }
  }
  optionCount = options;
  emptyItems = 0;
  for (let i = 1; i <= I; i++) if (unchecked(LEN[i]) == 0) emptyItems++;
}

/** Appends node x at the bottom of item i's list. */
@inline function appendNode(x: i32, item: i32): void {
  const last = unchecked(ULINK[item]);
  unchecked(TOP[x] = item);
  unchecked(ULINK[x] = last);
  unchecked(DLINK[x] = item);
  unchecked(DLINK[last] = x);
  unchecked(ULINK[item] = x);
  unchecked(LEN[item] = unchecked(LEN[item]) + 1);
}

/** True while item i is in the active list. */
@inline export function isActive(item: i32): bool {
  return unchecked(RLINK[unchecked(LLINK[item])]) == item;
}

/**
 * Removes the other nodes of p's option from their item lists. (Tried: raw `load`/`store` on
 * base pointers hoisted into locals, measured 10% faster on forum_hardest_1106, but the checked
 * build could no longer re-check those accesses; kept the checked StaticArray form.)
 */
@inline function hide(p: i32): void {
  const first = p & ~3;
  unlink(first | ((p + 1) & 3));
  unlink(first | ((p + 2) & 3));
  unlink(first | ((p + 3) & 3));
}

/** Puts back what {@link hide} removed, in reverse order. */
@inline function unhide(p: i32): void {
  const first = p & ~3;
  relink(first | ((p + 3) & 3));
  relink(first | ((p + 2) & 3));
  relink(first | ((p + 1) & 3));
}

/** Takes node q out of its item's list (its own links stay, for {@link relink}). */
@inline function unlink(q: i32): void {
  const x = unchecked(TOP[q]);
  const u = unchecked(ULINK[q]), d = unchecked(DLINK[q]);
  unchecked(DLINK[u] = d);
  unchecked(ULINK[d] = u);
  const len = unchecked(LEN[x]) - 1;
  unchecked(LEN[x] = len);
  emptyItems += <i32>(len == 0);
}

/** Puts node q back between the neighbours it still points to. */
@inline function relink(q: i32): void {
  const x = unchecked(TOP[q]);
  const u = unchecked(ULINK[q]), d = unchecked(DLINK[q]);
  unchecked(DLINK[u] = q);
  unchecked(ULINK[d] = q);
  const len = unchecked(LEN[x]);
  emptyItems -= <i32>(len == 0);
  unchecked(LEN[x] = len + 1);
}

/** Covers item i: hides every option that contains it and unlinks it from the item list. */
export function cover(i: i32): void {
  let p = unchecked(DLINK[i]);
  while (p != i) {
    hide(p);
    p = unchecked(DLINK[p]);
  }
  const l = unchecked(LLINK[i]), r = unchecked(RLINK[i]);
  unchecked(RLINK[l] = r);
  unchecked(LLINK[r] = l);
  emptyItems -= <i32>(unchecked(LEN[i]) == 0);
}

/** Exactly undoes {@link cover}(i). */
export function uncover(i: i32): void {
  const l = unchecked(LLINK[i]), r = unchecked(RLINK[i]);
  unchecked(RLINK[l] = i);
  unchecked(LLINK[r] = i);
  emptyItems += <i32>(unchecked(LEN[i]) == 0);
  let p = unchecked(ULINK[i]);
  while (p != i) {
    unhide(p);
    p = unchecked(ULINK[p]);
  }
}

/**
 * Checks every link of the current matrix: active items form a doubly linked ring through the
 * root; each active item's list is a doubly linked ring of nodes whose TOP is the item and whose
 * length is LEN; {@link emptyItems} counts the active items whose list is empty. Returns 0
 * when sound, else a positive code naming the first broken rule.
 */
export function sanity(): i32 {
  if (itemCount == 0) return 0; // no matrix built yet
  let count = 0, empty = 0;
  let i = unchecked(RLINK[0]);
  let prev = 0;
  while (i != 0) {
    if (i < 1 || i > itemCount || count++ > itemCount) return 1; // item ring escapes or loops
    if (unchecked(LLINK[i]) != prev) return 2; // LLINK is not the inverse of RLINK
    let length = 0;
    let p = unchecked(DLINK[i]);
    let up = i;
    while (p != i) {
      if (p <= itemCount || length > optionCount) return 3; // list escapes or loops
      if (unchecked(TOP[p]) != i) return 4; // a node in the wrong list
      if (unchecked(ULINK[p]) != up) return 5; // ULINK is not the inverse of DLINK
      up = p;
      p = unchecked(DLINK[p]);
      length++;
    }
    if (unchecked(ULINK[i]) != up) return 5;
    if (length != unchecked(LEN[i])) return 6; // LEN does not match the list
    if (length == 0) empty++;
    prev = i;
    i = unchecked(RLINK[i]);
  }
  if (unchecked(LLINK[0]) != prev) return 2;
  if (empty != emptyItems) return 7; // the running count of empty items is off
  return 0;
}
