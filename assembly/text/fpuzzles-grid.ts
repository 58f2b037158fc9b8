/**
 * The grid of f-puzzles JSON read straight from the text's bytes, so that reading a variant
 * puzzle does not make the N² cell objects `JSON.parse` would (they were about half of reading
 * an X-sudoku: docs/design/variant-engine.md, "Reading f-puzzles text").
 *
 * Owns: {@link scanGrid}, which finds the top-level `"grid"` member and reads it, and the
 * buffers below. Does not own: what the cells mean or their errors (the reader,
 * src/variant/formats/fpuzzles.ts, through src/variant/formats/fpuzzles-grid-scan.ts, which
 * parses the rest of the text with `JSON.parse` and checks the cells against the size).
 *
 * A fast path only: it reads the common shape exactly and gives up (-1) on anything else, and
 * the caller then reads the whole text the ordinary way, which also gives any error. So a
 * text it reads must mean what `JSON.parse` and the reader make of it:
 *
 *   {  members before the grid: "name": scalar    (a string, an integer, true, false, null)
 *      "grid": [ row, … ]          rows of cells, all as long as there are rows (at most 9)
 *      … the rest                   not read here (the caller's JSON.parse checks it)
 *   }
 *   row   = [ cell, … ]
 *   cell  = { member, … }          "value": n and "region": n (n an integer of at most 3
 *                                  digits), "given": true | false, any other name (cosmetic):
 *                                  a scalar or a flat array of scalars; a name met twice
 *                                  keeps its last value, as in JSON
 *
 * It reads tokens ({@link next}): the punctuation, strings, integers (`0`, or 1-9 and at most
 * two more digits, after an optional '-'; no fraction or exponent) and the three literals.
 *
 * Every byte before the grid's end is ASCII (so byte offsets are the text's UTF-16 offsets),
 * strings hold no escape and no control character, whitespace is JSON's (space, tab, CR, LF).
 *
 *   GRID_TEXT    GRID_TEXT_CAPACITY bytes + 8   the text's first bytes (UTF-8), then a 0 that
 *                                                stops every loop (it is no token's byte)
 *   GRID_CELLS   3 × 81 bytes                   per cell, row by row: value (0: none), given
 *                                                (0 / 1), region (255: none)
 *   GRID_DIGITS  81 bytes                       a classic grid's givens ({@link classicDigits}):
 *                                                the digit, 0 for a cell not given
 */

/** Bytes of text the scan reads at most (a 9×9 grid with values, givens and regions is about 3 KB). */
export const GRID_TEXT_CAPACITY: i32 = 16 * 1024;
/** The text, its 0, and 7 bytes that an eight-byte read at the 0 may meet. */
export const GRID_TEXT: usize = memory.data(GRID_TEXT_CAPACITY + 8);
/** Most rows, and cells in a row, of a grid (9 × 9). */
const MAX_ROWS: i32 = 9;
export const GRID_CELLS: usize = memory.data(3 * MAX_ROWS * MAX_ROWS);
export const GRID_DIGITS: usize = memory.data(81);
/** Where the last {@link scanGrid} found the grid's value: GRID_TEXT[gridStart, gridEnd). */
export let gridStart: i32 = 0;
export let gridEnd: i32 = 0;

// tokens: a punctuation byte stands for itself; the others
const BAD: i32 = 0; // anything else, the end of the text included
const STRING: i32 = 1;
const INTEGER: i32 = 2;
const NULL: i32 = 3;
const TRUE: i32 = 4;
const FALSE: i32 = 5;
const OPEN_OBJECT: i32 = 123, CLOSE_OBJECT: i32 = 125, OPEN_ARRAY: i32 = 91, CLOSE_ARRAY: i32 = 93, COLON: i32 = 58, COMMA: i32 = 44;
/** Returned by the readers below when the text is not of the shape read here. */
const NO: i32 = -1;

// the token {@link next} read last: it starts at `start`; `value` is an integer's (its digits,
// without the sign) or a string's length; `at` is the offset after it
let at: i32 = 0;
let start: i32 = 0;
let value: i32 = 0;

@inline function byteAt(i: i32): u32 {
  return <u32>load<u8>(GRID_TEXT + <usize>i);
}
/** Four bytes at `i` as a little-endian u32 (at the text's end: its 0 and what follows, which match no word below). */
@inline function fourAt(i: i32): u32 {
  return load<u32>(GRID_TEXT + <usize>i);
}
// words, as fourAt gives their first four letters
const WORD_TRUE: u32 = 0x65757274; // "true"
const WORD_FALS: u32 = 0x736c6166; // "fals" + e
const WORD_NULL: u32 = 0x6c6c756e; // "null"
const WORD_GRID: u32 = 0x64697267; // "grid"
const WORD_VALU: u32 = 0x756c6176; // "valu" + e
const WORD_GIVE: u32 = 0x65766967; // "give" + n
const WORD_REGI: u32 = 0x69676572; // "regi" + on

/** Reads the token after `at` (JSON whitespace skipped): its kind, with start, value and at set. */
function next(): i32 {
  let i = at;
  let b = byteAt(i);
  while (b == 32 || b == 10 || b == 13 || b == 9) b = byteAt(++i);
  start = i;
  at = i + 1;
  // punctuation first: most tokens of a grid are
  if (b == 123 || b == 125 || b == 44 || b == 91 || b == 93 || b == 58) return <i32>b;
  if (b == 34) {
    // a string: no escape, no control or non-ASCII byte
    b = byteAt(++i);
    while (b != 34) {
      if (b == 92 || b < 32 || b >= 128) return BAD;
      b = byteAt(++i);
    }
    at = i + 1;
    value = i - start - 1;
    return STRING;
  }
  if (b == 116 || b == 102 || b == 110) {
    const four = fourAt(i);
    at = i + 4;
    if (four == WORD_TRUE) return TRUE;
    if (four == WORD_NULL) return NULL;
    if (four != WORD_FALS || byteAt(i + 4) != 101) return BAD;
    at = i + 5;
    return FALSE;
  }
  if (b == 45) {
    b = byteAt(++i);
    if (b - 48 > 9) return BAD;
  }
  if (b - 48 <= 9) {
    // an integer as JSON writes it, of at most 3 digits
    let n = <i32>(b - 48);
    b = byteAt(++i);
    if (n != 0) {
      for (let k = 0; k < 2 && b - 48 <= 9; k++) {
        n = n * 10 + <i32>(b - 48);
        b = byteAt(++i);
      }
    }
    if (b - 48 <= 9 || b == 46 || b == 101 || b == 69) return BAD;
    at = i;
    value = n;
    return INTEGER;
  }
  return BAD;
}

/** Whether a token is a scalar (what a cosmetic member or a member before the grid may hold). */
@inline function isScalar(token: i32): bool {
  return token >= STRING && token <= FALSE;
}

/** The cell being read: its value (0: none), given flag and region (255: none). */
let cellValue: i32 = 0, cellGiven: i32 = 0, cellRegion: i32 = 255;

/**
 * Reads the value of the member whose name starts at `nameStart` (its quote; `nameLength`
 * letters), after its ':', into the cell being read ('value', 'given', 'region'; any other name
 * is cosmetic and skipped): false when it is not of the header's shape.
 */
function readMember(nameStart: i32, nameLength: i32): bool {
  const four = fourAt(nameStart + 1);
  const token = next();
  if (nameLength == 5 && four == WORD_GIVE && byteAt(nameStart + 5) == 110) {
    if (token != TRUE && token != FALSE) return false;
    cellGiven = token == TRUE ? 1 : 0;
    return true;
  }
  const isValue = nameLength == 5 && four == WORD_VALU && byteAt(nameStart + 5) == 101;
  if (isValue || (nameLength == 6 && four == WORD_REGI && load<u16>(GRID_TEXT + <usize>(nameStart + 5)) == 0x6e6f)) {
    if (token != INTEGER || byteAt(start) == 45 || value > 254) return false;
    if (isValue) cellValue = value;
    else cellRegion = value;
    return true;
  }
  // cosmetic: a scalar or a flat array of scalars
  if (token != OPEN_ARRAY) return isScalar(token);
  let t = next();
  while (t != CLOSE_ARRAY) {
    if (!isScalar(t)) return false;
    t = next();
    if (t == COMMA) {
      t = next();
      if (t == CLOSE_ARRAY) return false; // [1,]
    } else if (t != CLOSE_ARRAY) return false;
  }
  return true;
}

// `"value":` and `,"given":true}` as little-endian words: a given cell written compactly is
// the first, a digit 1-9, the second (8 + 1 + 8 + 4 + 2 bytes after its '{')
const VALUE_MEMBER: u64 = 0x3a2265756c617622; // "value":
const GIVEN_TRUE_0: u64 = 0x226e65766967222c; // ,"given"
const GIVEN_TRUE_1: u32 = 0x7572743a; // :tru
const GIVEN_TRUE_2: u16 = 0x7d65; // e}
const COMPACT_GIVEN_LENGTH: i32 = 23;

/**
 * Whether the cell after its '{' at `i` is `"value":d,"given":true}` with d 1-9, exactly (what
 * the general reading makes of those bytes, read at once). Every load stays before the text's
 * 0 or stops at a byte that differs: the text holds no 0.
 */
@inline function isCompactGiven(i: i32): bool {
  const p = GRID_TEXT + <usize>i;
  return (
    load<u64>(p) == VALUE_MEMBER &&
    <u32>load<u8>(p, 8) - 49 <= 8 &&
    load<u64>(p, 9) == GIVEN_TRUE_0 &&
    load<u32>(p, 17) == GIVEN_TRUE_1 &&
    load<u16>(p, 21) == GIVEN_TRUE_2
  );
}

/** Reads the cell after its '{' into GRID_CELLS[3k …]; false when it is not of the shape. */
function readCell(k: i32): bool {
  cellValue = 0;
  cellGiven = 0;
  cellRegion = 255;
  // `{}`, most cells of most grids, without a call
  let t = CLOSE_OBJECT;
  if (byteAt(at) == CLOSE_OBJECT) at++;
  else if (isCompactGiven(at)) {
    // `{"value":d,"given":true}`, the givens as f-puzzles writes them, without a call
    cellValue = <i32>byteAt(at + 8) - 48;
    cellGiven = 1;
    at += COMPACT_GIVEN_LENGTH;
  } else t = next();
  if (t != CLOSE_OBJECT) {
    for (;;) {
      if (t != STRING) return false;
      const nameStart = start;
      const nameLength = value;
      if (next() != COLON || !readMember(nameStart, nameLength)) return false;
      t = next();
      if (t == CLOSE_OBJECT) break;
      if (t != COMMA) return false;
      t = next();
    }
  }
  const cell = GRID_CELLS + <usize>(3 * k);
  store<u8>(cell, <u8>cellValue);
  store<u8>(cell, <u8>cellGiven, 1);
  store<u8>(cell, <u8>cellRegion, 2);
  return true;
}

/**
 * Reads compact cells from `at`, just after a cell's '{': `}` (an empty cell) or
 * `"value":d,"given":true}`, then `,{` and the next, with a local cursor (the global `at` is a
 * load and a store at every use), into GRID_CELLS from cell k, at most `room` cells. Stops
 * at the first cell of another shape or past the room (`at` after its '{'), or after the first
 * cell not followed by `,{` (`at` after its '}'), and returns how many cells it read.
 */
function readCompactCells(k: i32, room: i32): i32 {
  let i = at;
  let read = 0;
  while (read < room) {
    let cellValue: u32 = 0, cellGiven: u32 = 0;
    if (byteAt(i) == CLOSE_OBJECT) i++;
    else if (isCompactGiven(i)) {
      cellValue = byteAt(i + 8) - 48;
      cellGiven = 1;
      i += COMPACT_GIVEN_LENGTH;
    } else break;
    const cell = GRID_CELLS + <usize>(3 * (k + read));
    store<u16>(cell, <u16>(cellValue | (cellGiven << 8)));
    store<u8>(cell, 255, 2);
    read++;
    if (load<u16>(GRID_TEXT + <usize>i) != 0x7b2c) break; // `,{`
    i += 2;
  }
  at = i;
  return read;
}

/** Reads the grid after its '[': its number of rows, with gridEnd after its ']', or NO. */
function readGrid(): i32 {
  let rows = 0, width = -1, k = 0;
  for (;;) {
    if (next() != OPEN_ARRAY || rows == MAX_ROWS) return NO;
    let cells = 0;
    let t = next();
    if (t != CLOSE_ARRAY) {
      for (;;) {
        if (t == OPEN_OBJECT) {
          const read = readCompactCells(k, MAX_ROWS - cells);
          k += read;
          cells += read;
          if (read > 0 && byteAt(at - 1) == CLOSE_OBJECT) {
            // it stopped after a cell: at its ']', a ',' or the cell of another shape after it
            t = next();
            if (t == CLOSE_ARRAY) break;
            if (t != COMMA) return NO;
            t = next();
            continue;
          }
        }
        if (t != OPEN_OBJECT || cells == MAX_ROWS || !readCell(k)) return NO;
        k++;
        cells++;
        // `,{` between two cells of compact text, without the calls
        if (load<u16>(GRID_TEXT + <usize>at) == 0x7b2c) {
          at += 2;
          continue;
        }
        t = next();
        if (t == CLOSE_ARRAY) break;
        if (t != COMMA) return NO;
        t = next();
      }
    }
    if (width < 0) width = cells;
    else if (cells != width) return NO;
    rows++;
    t = next();
    if (t == CLOSE_ARRAY) break;
    if (t != COMMA) return NO;
  }
  if (width != rows) return NO;
  gridEnd = at;
  return rows;
}

/**
 * Scans GRID_TEXT[0, length) for an f-puzzles object whose members before `"grid"` are
 * scalars and reads the grid (the header's shape): its number of rows (as many cells each),
 * with GRID_CELLS filled and gridStart / gridEnd set, or -1 when the text is not of that shape.
 */
export function scanGrid(length: i32): i32 {
  if (length < 0 || length > GRID_TEXT_CAPACITY) return NO;
  store<u8>(GRID_TEXT + <usize>length, 0);
  at = 0;
  if (next() != OPEN_OBJECT) return NO;
  for (;;) {
    if (next() != STRING) return NO;
    const isGrid = value == 4 && fourAt(start + 1) == WORD_GRID;
    if (next() != COLON) return NO;
    if (isGrid) break;
    // a scalar before the grid ("size": 9); JSON.parse reads it again with the rest of the text
    if (!isScalar(next()) || next() != COMMA) return NO;
  }
  if (next() != OPEN_ARRAY) return NO;
  gridStart = start;
  return readGrid();
}

/** Digits seen per row, column and box by {@link classicDigits}: 27 masks of bits 1-9. */
const SEEN: usize = memory.data(27 * 2);

/**
 * Whether the grid of the last {@link scanGrid} (of `rows` rows) is a classic one: 9 rows, no
 * region, every given a digit 1-9, no digit twice in a row, column or box. Its givens are then
 * in GRID_DIGITS (0 for a cell not given); a grid that is not gets the full reading, which says
 * what is wrong with it.
 */
export function classicDigits(rows: i32): bool {
  if (rows != 9) return false;
  memory.fill(SEEN, 0, 27 * 2);
  for (let k = 0; k < 81; k++) {
    const cell = GRID_CELLS + <usize>(3 * k);
    if (load<u8>(cell, 2) != 255) return false;
    let digit: u32 = 0;
    if (load<u8>(cell, 1) != 0) {
      digit = <u32>load<u8>(cell);
      if (digit - 1 > 8) return false;
      const row = k / 9;
      const column = k - 9 * row;
      const rowSeen = SEEN + <usize>(2 * row);
      const columnSeen = SEEN + <usize>(2 * (9 + column));
      const boxSeen = SEEN + <usize>(2 * (18 + (row / 3) * 3 + column / 3));
      const bit: u32 = 1 << digit;
      if (((<u32>load<u16>(rowSeen) | <u32>load<u16>(columnSeen) | <u32>load<u16>(boxSeen)) & bit) != 0) return false;
      store<u16>(rowSeen, <u16>(load<u16>(rowSeen) | bit));
      store<u16>(columnSeen, <u16>(load<u16>(columnSeen) | bit));
      store<u16>(boxSeen, <u16>(load<u16>(boxSeen) | bit));
    }
    store<u8>(GRID_DIGITS + <usize>k, <u8>digit);
  }
  return true;
}
