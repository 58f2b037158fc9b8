/**
 * The variant engine's program buffer: where the TypeScript side writes a compiled program
 * (layout: src/variant/compile/program.ts), the check of every offset and index the engine
 * will follow, and what loading derives from it (section addresses, relation tables expanded
 * to whole masks, the cage combinations of the size). The twin of
 * src/engine/variant-ts/program.ts and tables.ts.
 *
 * Owns: PROGRAM (grown only when a longer program arrives), {@link checkProgram},
 * {@link loadProgram} and the loaded state. Does not own: propagation or search.
 *
 * Once {@link checkProgram} has passed, every section offset, cell, relation, house and rule
 * id in the program is in range, so the engine reads them with `unchecked` (the `checked`
 * build re-checks each one).
 *
 *   RELATION_TABLE   R × 2^N u16: entry (r << N) + m = union of relation r's masks over the digits of m
 *   COMBO_START      COMBO_KEYS + 1 i32: combinations of key k·64 + sum at [start[key], start[key+1])
 *   COMBO_MASKS      2^N i32: every digit set, grouped by key, ascending inside a group
 */
import {
  COMBO_KEYS,
  H_CELL_HOUSES,
  H_CELLS,
  H_FORMAT,
  H_HOUSES,
  H_INIT,
  H_LENGTH,
  H_PAIRS,
  H_PEERS,
  H_RELATIONS,
  H_RULES,
  H_SIZE,
  H_WATCH,
  HEADER_WORDS,
  MAX_CELLS,
  MAX_COEF,
  MAX_TARGET,
  PROGRAM_FORMAT,
  RULE_ARROW,
  RULE_CAGE,
  RULE_LINEAR,
  RULE_REGION_SUM,
  RULE_RENBAN,
  RULE_BETWEEN,
  RULE_LOCKOUT,
  RULE_SKYSCRAPER,
  RULE_X_SUM,
  RULE_QUADRUPLE,
  RULE_SANDWICH,
} from './layout';
import { i32At, setI32At } from '../memory';

/** The program loaded ({@link loadProgram}): every table below is built from it. */
export let PROGRAM = new StaticArray<i32>(16384);
/** Where the TypeScript side writes the next program; {@link loadProgram} swaps it with PROGRAM. */
let INCOMING = new StaticArray<i32>(16384);
/**
 * The address of PROGRAM's words, for a loop that reads many: V8 loads a mutable global
 * (PROGRAM) again at every use, a local once.
 */
@inline export function programAddress(): usize {
  return changetype<usize>(PROGRAM);
}
/** Word `at` of the program at `program` ({@link programAddress}). */
@inline export function wordIn(program: usize, at: i32): i32 {
  return load<i32>(program + (<usize>at << 2));
}

/**
 * The buffer for the next program, holding at least `words` words (a new, larger buffer when
 * it is short: its old content is dropped); {@link loadProgram} reads it.
 */
export function reserveProgram(words: i32): usize {
  if (words > INCOMING.length) INCOMING = new StaticArray<i32>(words);
  return changetype<usize>(INCOMING);
}

export let N: i32 = 0;
export let C: i32 = 0;
/** All digits, (1 << N) − 1. */
export let ALL: i32 = 0;
export let INIT: i32 = 0;
/** Start of the PEERS cell sets (3 words per cell). */
export let PEERS: i32 = 0;
export let PAIRS: i32 = 0;
/** First cell of house 0 (past the count word). */
export let HOUSES: i32 = 0;
export let HOUSE_COUNT: i32 = 0;
export let CELL_HOUSES: i32 = 0;
/** First record offset (past the count word). */
export let RULES: i32 = 0;
export let RULE_COUNT: i32 = 0;
export let WATCH: i32 = 0;

export let RELATION_TABLE = new StaticArray<u16>(0);
/** The number of relations in RELATION_TABLE. */
export let RELATION_COUNT: i32 = 0;
/** The cells of each house as a cell set (3 words per house, as PEERS). */
export let HOUSE_MASKS = new StaticArray<i32>(3 * 64);
/**
 * The houses each cage rule meets in two or more cells: rule r's are
 * CAGE_HOUSE_WORDS[CAGE_HOUSE_START[r] … CAGE_HOUSE_START[r + 1]), per house its count n of
 * cells outside the cage, then those n cells (as the TypeScript twin's
 * LoadedProgram.cageHouseWords).
 */
export let CAGE_HOUSE_START = new StaticArray<i32>(64);
export let CAGE_HOUSE_WORDS = new StaticArray<i32>(1024);
/** Scratch of {@link cageHouses}: a cage's cells as a cell set, the rule that last met each house. */
const IN_CAGE = new StaticArray<i32>(3);
let HOUSE_SEEN = new StaticArray<i32>(64);
export const COMBO_START: usize = memory.data((COMBO_KEYS + 1) * 4, 16);
export const COMBO_MASKS: usize = memory.data((512 + 3) * 4, 16); // + 3: a four-lane load at the last set stays inside (rules.ts)
let comboSize: i32 = 0;
/** Scratch of {@link buildCombos}: the next free slot of each key's group. */
const COMBO_FILL: usize = memory.data(COMBO_KEYS * 4, 16);

/** Word `at` of the program (every module of the core reads the program through this or {@link wordIn}). */
@inline export function word(at: i32): i32 {
  return wordIn(programAddress(), at);
}

/** Whether an index section at `at` (C + 1 offsets, entries of `width` words whose first word is < bound) is sound. */
function indexOk(at: i32, cells: i32, length: i32, width: i32, bound: i32): bool {
  if (at < HEADER_WORDS || at + cells + 1 > length) return false;
  let prev = at + cells + 1;
  for (let c = 0; c <= cells; c++) {
    const k = word(at + c);
    if (k < prev || k > length || (k - prev) % width != 0) return false;
    prev = k;
  }
  for (let k = word(at); k < word(at + cells); k += width) {
    const v = word(k);
    if (v < 0 || v >= bound) return false;
  }
  return true;
}

/** Whether `cells` cell sets of 3 words at `at` fit and name cells < `cells` only. */
function cellSetsOk(at: i32, cells: i32, length: i32): bool {
  if (at < HEADER_WORDS || at + 3 * cells > length) return false;
  for (let j = 0; j < 3; j++) {
    const valid = cells >= 32 * (j + 1) ? -1 : cells > 32 * j ? (1 << (cells - 32 * j)) - 1 : 0;
    for (let c = 0; c < cells; c++) if ((word(at + 3 * c + j) & ~valid) != 0) return false;
  }
  return true;
}

function cellsOk(from: i32, k: i32, cells: i32): bool {
  for (let i = from; i < from + k; i++) {
    const v = word(i);
    if (v < 0 || v >= cells) return false;
  }
  return true;
}

/** Scratch of {@link cellHousesOk}: where each cell's list is read next. */
const NEXT_OF_CELL: usize = memory.data(MAX_CELLS * 4, 16);

/** Whether each house's cells are ascending and the CELL_HOUSES index is their inverse (the twin's cellHousesOk). */
function cellHousesOk(houses: i32, H: i32, side: i32, cellHouses: i32, cells: i32): bool {
  if (word(cellHouses + cells) - word(cellHouses) != H * side) return false;
  for (let c = 0; c < cells; c++) setI32At(NEXT_OF_CELL, c, word(cellHouses + c));
  for (let h = 0; h < H; h++) {
    let previous = -1;
    for (let k = houses + 1 + h * side, end = k + side; k < end; k++) {
      const c = word(k);
      if (c <= previous) return false;
      previous = c;
      const at = i32At(NEXT_OF_CELL, c);
      if (at >= word(cellHouses + c + 1) || word(at) != h) return false;
      setI32At(NEXT_OF_CELL, c, at + 1);
    }
  }
  return true;
}

function ruleOk(at: i32, side: i32, cells: i32, length: i32): bool {
  if (at < HEADER_WORDS || at + 3 > length) return false;
  const type = word(at);
  const k = word(at + 1);
  if (k < 1 || k > cells) return false;
  if (type == RULE_CAGE) {
    const sum = word(at + 2);
    return k <= side && sum >= 0 && sum < 64 && at + 3 + k <= length && cellsOk(at + 3, k, cells);
  }
  if (type == RULE_LINEAR) {
    const target = word(at + 2);
    if (target < -MAX_TARGET || target > MAX_TARGET || at + 3 + 2 * k > length) return false;
    for (let i = at + 3 + k; i < at + 3 + 2 * k; i++) {
      const c = word(i);
      if (c < -MAX_COEF || c > MAX_COEF) return false;
    }
    return cellsOk(at + 3, k, cells);
  }
  if (type == RULE_RENBAN) return k <= side && at + 2 + k <= length && cellsOk(at + 2, k, cells);
  if (type == RULE_SANDWICH) return k == side && at + 3 + k <= length && cellsOk(at + 3, k, cells);
  if (type == RULE_X_SUM || type == RULE_SKYSCRAPER) {
    const clue = word(at + 2);
    return k == side && clue >= 1 && clue <= (type == RULE_X_SUM ? 45 : side) && at + 3 + k <= length && cellsOk(at + 3, k, cells);
  }
  if (type == RULE_ARROW) {
    const apart = word(at + 2);
    return k >= 2 && (apart == 0 || apart == 1) && at + 3 + k <= length && cellsOk(at + 3, k, cells);
  }
  if (type == RULE_BETWEEN || type == RULE_LOCKOUT) return k >= 3 && word(at + 2) == 0 && at + 3 + k <= length && cellsOk(at + 3, k, cells);
  if (type == RULE_QUADRUPLE) {
    const m = word(at + 2);
    if (m < 1 || m > k || at + 3 + k + m > length) return false;
    for (let i = at + 3 + k, prev = 1; i < at + 3 + k + m; i++) {
      const d = word(i);
      if (d < prev || d > side) return false;
      prev = d;
    }
    return cellsOk(at + 3, k, cells);
  }
  if (type == RULE_REGION_SUM) {
    const s = word(at + 2);
    if (s < 1 || s > k || at + 3 + s + k > length) return false;
    let prev = 0;
    for (let j = 0; j < s; j++) {
      const end = word(at + 3 + j);
      if (end <= prev || end > k || end - prev > side) return false;
      prev = end;
    }
    return prev == k && cellsOk(at + 3 + s, k, cells);
  }
  return false;
}

/**
 * Whether the first `length` words of PROGRAM are a sound program (the checks of
 * src/engine/variant-ts/program.ts `checkProgram`, one for one).
 */
export function checkProgram(length: i32): bool {
  if (length < HEADER_WORDS || length > PROGRAM.length) return false;
  const side = word(H_SIZE);
  const cells = word(H_CELLS);
  if (word(H_FORMAT) != PROGRAM_FORMAT || word(H_LENGTH) != length) return false;
  if (side < 4 || side > 9 || cells != side * side) return false;
  const init = word(H_INIT);
  if (init < HEADER_WORDS || init + cells > length) return false;
  const rel = word(H_RELATIONS);
  if (rel < HEADER_WORDS || rel >= length) return false;
  const R = word(rel);
  if (R < 0 || R > (length - rel - 1) / side) return false;
  const houses = word(H_HOUSES);
  if (houses < HEADER_WORDS || houses >= length) return false;
  const H = word(houses);
  if (H < 0 || H > (length - houses - 1) / side || !cellsOk(houses + 1, H * side, cells)) return false;
  const rules = word(H_RULES);
  if (rules < HEADER_WORDS || rules >= length) return false;
  const K = word(rules);
  if (K < 0 || K > length - rules - 1) return false;
  for (let r = 0; r < K; r++) if (!ruleOk(word(rules + 1 + r), side, cells, length)) return false;
  if (!cellSetsOk(word(H_PEERS), cells, length)) return false;
  if (!indexOk(word(H_CELL_HOUSES), cells, length, 1, H)) return false;
  if (!cellHousesOk(houses, H, side, word(H_CELL_HOUSES), cells)) return false;
  if (!indexOk(word(H_WATCH), cells, length, 1, K)) return false;
  if (!indexOk(word(H_PAIRS), cells, length, 2, cells)) return false;
  const pairs = word(H_PAIRS);
  for (let k = word(pairs) + 1; k < word(pairs + cells); k += 2) {
    const r = word(k);
    if (r < 0 || r >= R) return false;
  }
  return true;
}

/** Builds COMBO_START / COMBO_MASKS for side N (kept while N stays the same). */
function buildCombos(side: i32): void {
  if (comboSize == side) return;
  comboSize = side;
  const subsets = 1 << side;
  for (let key = 0; key <= COMBO_KEYS; key++) setI32At(COMBO_START, key, 0);
  for (let mask = 0; mask < subsets; mask++) {
    const key = comboKey(mask);
    setI32At(COMBO_START, key + 1, i32At(COMBO_START, key + 1) + 1);
  }
  for (let key = 0; key < COMBO_KEYS; key++) {
    setI32At(COMBO_START, key + 1, i32At(COMBO_START, key + 1) + i32At(COMBO_START, key));
  }
  // fill each group in ascending mask order, counting from its start
  for (let key = 0; key < COMBO_KEYS; key++) setI32At(COMBO_FILL, key, i32At(COMBO_START, key));
  for (let mask = 0; mask < subsets; mask++) {
    const key = comboKey(mask);
    const at = i32At(COMBO_FILL, key);
    setI32At(COMBO_FILL, key, at + 1);
    setI32At(COMBO_MASKS, at, mask);
  }
}

/** k · 64 + sum of a digit set. */
function comboKey(mask: i32): i32 {
  let k = 0, sum = 0;
  for (let v = 1; v <= 9; v++) {
    if ((mask >> (v - 1)) & 1) {
      k++;
      sum += v;
    }
  }
  return k * 64 + sum;
}

/** Loads the checked program of `length` words (false when {@link checkProgram} refuses it). */
export function loadProgram(length: i32): bool {
  const loaded = PROGRAM;
  PROGRAM = INCOMING;
  INCOMING = loaded;
  if (loadedLength == length && length <= PROGRAM.length && sameButRootMasks(changetype<usize>(loaded), length)) return true;
  loadedLength = -1;
  if (!checkProgram(length)) return false;
  N = word(H_SIZE);
  C = word(H_CELLS);
  ALL = (1 << N) - 1;
  INIT = word(H_INIT);
  PEERS = word(H_PEERS);
  PAIRS = word(H_PAIRS);
  HOUSES = word(H_HOUSES) + 1;
  HOUSE_COUNT = word(HOUSES - 1);
  CELL_HOUSES = word(H_CELL_HOUSES);
  RULES = word(H_RULES) + 1;
  RULE_COUNT = word(RULES - 1);
  WATCH = word(H_WATCH);
  buildCombos(N);
  if (HOUSE_MASKS.length < 3 * HOUSE_COUNT) HOUSE_MASKS = new StaticArray<i32>(3 * HOUSE_COUNT);
  for (let k = 0; k < 3 * HOUSE_COUNT; k++) unchecked((HOUSE_MASKS[k] = 0));
  for (let h = 0; h < HOUSE_COUNT; h++) {
    for (let k = HOUSES + h * N, end = HOUSES + (h + 1) * N; k < end; k++) {
      const cell = word(k);
      const at = 3 * h + (cell >> 5);
      unchecked((HOUSE_MASKS[at] = unchecked(HOUSE_MASKS[at]) | (1 << (cell & 31))));
    }
  }
  cageHouses();
  const rel = word(H_RELATIONS);
  const R = word(rel);
  RELATION_COUNT = R;
  const size = 1 << N;
  if (RELATION_TABLE.length < R * size) RELATION_TABLE = new StaticArray<u16>(R * size);
  for (let r = 0; r < R; r++) {
    const base = r * size;
    const masks = rel + 1 + r * N;
    unchecked((RELATION_TABLE[base] = 0));
    for (let m = 1; m < size; m++) {
      const low = m & -m;
      unchecked((RELATION_TABLE[base + m] = unchecked(RELATION_TABLE[base + (m ^ low)]) | <u16>word(masks + ctz(low))));
    }
  }
  loadedLength = length;
  return true;
}

/**
 * The length of the program loaded last (−1: none, or its checks failed). A program equal to
 * it in every word but its root masks (INIT) is loaded already: checked, with the same tables
 * built from it, so {@link loadProgram} only swaps the buffers. The compiler hands out such
 * programs for puzzles that share their rules with the one before
 * (src/variant/compile/rule-set-cache.ts): an X puzzle's start then takes 4.4 µs, not 7.6.
 */
let loadedLength: i32 = -1;

/** Whether the first `length` words of PROGRAM equal those at `loaded` but for INIT. */
function sameButRootMasks(loaded: usize, length: i32): bool {
  const program = programAddress();
  // the header first: equal, it puts INIT at the same words in both
  if (!sameWords(program, loaded, 0, HEADER_WORDS)) return false;
  const init = load<i32>(loaded + (<usize>H_INIT << 2));
  const end = init + load<i32>(loaded + (<usize>H_CELLS << 2));
  return sameWords(program, loaded, HEADER_WORDS, init) && sameWords(program, loaded, end, length);
}

/** Whether words [from, to) are equal at `a` and `b`. */
function sameWords(a: usize, b: usize, from: i32, to: i32): bool {
  let i = from;
  for (; i + 2 <= to; i += 2) if (load<u64>(a + (<usize>i << 2)) != load<u64>(b + (<usize>i << 2))) return false;
  return i == to || load<i32>(a + (<usize>i << 2)) == load<i32>(b + (<usize>i << 2));
}

/**
 * Lists, for each cage rule, the houses it meets in two or more cells, with their cells
 * outside the cage.
 */
function cageHouses(): void {
  const K = RULE_COUNT;
  if (CAGE_HOUSE_START.length < K + 1) CAGE_HOUSE_START = new StaticArray<i32>(K + 1);
  // room: at most one list of N + 1 words per house of each cage cell
  let room = 0;
  for (let r = 0; r < K; r++) {
    const at = word(RULES + r);
    if (word(at) != RULE_CAGE) continue;
    for (let i = at + 3, end = at + 3 + word(at + 1); i < end; i++) {
      room += (word(CELL_HOUSES + word(i) + 1) - word(CELL_HOUSES + word(i))) * (N + 1);
    }
  }
  if (CAGE_HOUSE_WORDS.length < room) CAGE_HOUSE_WORDS = new StaticArray<i32>(room);
  if (HOUSE_SEEN.length < HOUSE_COUNT) HOUSE_SEEN = new StaticArray<i32>(HOUSE_COUNT);
  for (let h = 0; h < HOUSE_COUNT; h++) unchecked((HOUSE_SEEN[h] = -1));
  let n = 0;
  for (let r = 0; r < K; r++) {
    unchecked((CAGE_HOUSE_START[r] = n));
    const at = word(RULES + r);
    if (word(at) != RULE_CAGE) continue;
    const first = at + 3;
    const end = first + word(at + 1);
    unchecked((IN_CAGE[0] = 0));
    unchecked((IN_CAGE[1] = 0));
    unchecked((IN_CAGE[2] = 0));
    for (let i = first; i < end; i++) {
      const cell = word(i);
      unchecked((IN_CAGE[cell >> 5] = unchecked(IN_CAGE[cell >> 5]) | (1 << (cell & 31))));
    }
    for (let i = first; i < end; i++) {
      for (let j = word(CELL_HOUSES + word(i)), last = word(CELL_HOUSES + word(i) + 1); j < last; j++) {
        const h = word(j);
        if (unchecked(HOUSE_SEEN[h]) == r) continue;
        unchecked((HOUSE_SEEN[h] = r));
        // a house with one cell of the cage is left out: a digit with no other place there is
        // that cell's hidden single, which the house scan places (the design note's "Killer
        // cages")
        const shared =
          popcnt(unchecked(IN_CAGE[0]) & unchecked(HOUSE_MASKS[3 * h])) +
          popcnt(unchecked(IN_CAGE[1]) & unchecked(HOUSE_MASKS[3 * h + 1])) +
          popcnt(unchecked(IN_CAGE[2]) & unchecked(HOUSE_MASKS[3 * h + 2]));
        if (shared < 2) continue;
        // the house's cells outside the cage, ascending (the order of its HOUSES list)
        const count = n++;
        for (let j = 0; j < 3; j++) {
          for (let x = unchecked(HOUSE_MASKS[3 * h + j]) & ~unchecked(IN_CAGE[j]); x != 0; x &= x - 1) {
            unchecked((CAGE_HOUSE_WORDS[n++] = 32 * j + <i32>ctz(x)));
          }
        }
        unchecked((CAGE_HOUSE_WORDS[count] = n - count - 1));
      }
    }
  }
  unchecked((CAGE_HOUSE_START[K] = n));
}
