/**
 * Loading a variant program into the TypeScript engine: the check of every offset and index
 * the engine will follow (the same check as the WebAssembly engine's, so both refuse the same
 * programs), the section addresses, and the relation tables expanded to whole masks.
 *
 * Owns: {@link checkProgram} and {@link LoadedProgram}. Does not own: the layout
 * (src/variant/compile/program.ts documents it), propagation (propagate.ts).
 */
import {
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
} from '../../variant/compile/program.js';
import { comboTable, type ComboTable } from './tables.js';
import { bitCount } from '../bitmask-ts/bits.js';

/** Largest |coefficient| and |target| a LINEAR record may have (sums stay far inside 32 bits). */
export const MAX_COEF = 100_000;
export const MAX_TARGET = 100_000_000;

/** Whether an index section at `at` (C + 1 offsets, entries of `width` words, each < `bound`) is sound. */
function indexOk(w: Int32Array, at: number, C: number, length: number, width: number, bound: number): boolean {
  if (at < HEADER_WORDS || at + C + 1 > length) return false;
  let prev = at + C + 1;
  for (let c = 0; c <= C; c++) {
    const k = w[at + c];
    if (k < prev || k > length || (k - prev) % width !== 0) return false;
    prev = k;
  }
  for (let k = w[at]; k < w[at + C]; k += width) {
    if (w[k] < 0 || w[k] >= bound) return false;
  }
  return true;
}

/** Whether C cell sets of 3 words at `at` fit and name cells < C only. */
function cellSetsOk(w: Int32Array, at: number, C: number, length: number): boolean {
  if (at < HEADER_WORDS || at + 3 * C > length) return false;
  for (let j = 0; j < 3; j++) {
    const valid = C >= 32 * (j + 1) ? -1 : C > 32 * j ? (1 << (C - 32 * j)) - 1 : 0;
    for (let c = 0; c < C; c++) if ((w[at + 3 * c + j] & ~valid) !== 0) return false;
  }
  return true;
}

/** Whether every cell in words [from, from + k) is a cell (< C). */
function cellsOk(w: Int32Array, from: number, k: number, C: number): boolean {
  for (let i = from; i < from + k; i++) if (w[i] < 0 || w[i] >= C) return false;
  return true;
}

/**
 * Whether each house's cells are ascending (so distinct) and the CELL_HOUSES index (checked
 * by {@link indexOk}) is its inverse: cell c's list holds exactly the houses that hold c,
 * ascending. The engines read a house's cells from either side (the planes by house, the
 * masks by cell), so a program where the two disagree would run differently on each.
 */
function cellHousesOk(w: Int32Array, houses: number, H: number, N: number, cellHouses: number, C: number): boolean {
  if (w[cellHouses + C] - w[cellHouses] !== H * N) return false;
  if (nextOfCell.length < C) nextOfCell = new Int32Array(C);
  for (let c = 0; c < C; c++) nextOfCell[c] = w[cellHouses + c];
  for (let h = 0; h < H; h++) {
    let previous = -1;
    for (let k = houses + 1 + h * N; k < houses + 1 + (h + 1) * N; k++) {
      const c = w[k];
      if (c <= previous) return false;
      previous = c;
      const at = nextOfCell[c]++;
      if (at >= w[cellHouses + c + 1] || w[at] !== h) return false;
    }
  }
  return true;
}
/** Scratch of {@link cellHousesOk}: where each cell's list is read next. */
let nextOfCell = new Int32Array(81);

/** Whether the rule record at `at` is sound (fits, known type, cells in range, numbers bounded). */
function ruleOk(w: Int32Array, at: number, N: number, C: number, length: number): boolean {
  if (at < HEADER_WORDS || at + 3 > length) return false;
  const type = w[at];
  const k = w[at + 1];
  if (k < 1 || k > C) return false;
  switch (type) {
    case RULE_CAGE:
      return k <= N && w[at + 2] >= 0 && w[at + 2] < 64 && at + 3 + k <= length && cellsOk(w, at + 3, k, C);
    case RULE_LINEAR: {
      if (w[at + 2] < -MAX_TARGET || w[at + 2] > MAX_TARGET || at + 3 + 2 * k > length) return false;
      for (let i = at + 3 + k; i < at + 3 + 2 * k; i++) if (w[i] < -MAX_COEF || w[i] > MAX_COEF) return false;
      return cellsOk(w, at + 3, k, C);
    }
    case RULE_RENBAN:
      return k <= N && at + 2 + k <= length && cellsOk(w, at + 2, k, C);
    case RULE_SANDWICH:
      return k === N && at + 3 + k <= length && cellsOk(w, at + 3, k, C);
    case RULE_X_SUM:
    case RULE_SKYSCRAPER:
      return k === N && w[at + 2] >= 1 && w[at + 2] <= (type === RULE_X_SUM ? 45 : N) && at + 3 + k <= length && cellsOk(w, at + 3, k, C);
    case RULE_ARROW:
      return k >= 2 && (w[at + 2] === 0 || w[at + 2] === 1) && at + 3 + k <= length && cellsOk(w, at + 3, k, C);
    case RULE_BETWEEN:
    case RULE_LOCKOUT:
      return k >= 3 && w[at + 2] === 0 && at + 3 + k <= length && cellsOk(w, at + 3, k, C);
    case RULE_QUADRUPLE: {
      const m = w[at + 2];
      if (m < 1 || m > k || at + 3 + k + m > length) return false;
      for (let i = at + 3 + k, prev = 1; i < at + 3 + k + m; i++) {
        if (w[i] < prev || w[i] > N) return false;
        prev = w[i];
      }
      return cellsOk(w, at + 3, k, C);
    }
    case RULE_REGION_SUM: {
      const s = w[at + 2];
      if (s < 1 || s > k || at + 3 + s + k > length) return false;
      let prev = 0;
      for (let j = 0; j < s; j++) {
        const end = w[at + 3 + j];
        if (end <= prev || end > k || end - prev > N) return false;
        prev = end;
      }
      return prev === k && cellsOk(w, at + 3 + s, k, C);
    }
  }
  return false;
}

/**
 * Whether a program's first `length` words are sound for the engines: its own length fits,
 * the format and size are known, every offset, cell, relation, house and rule id the engine
 * will follow stays inside the program, and the houses by cell are the houses' own cells.
 * Checked before every search, by both engines.
 */
export function checkProgram(w: Int32Array, length: number): boolean {
  if (length < HEADER_WORDS || length > w.length) return false;
  const N = w[H_SIZE];
  const C = w[H_CELLS];
  if (w[H_FORMAT] !== PROGRAM_FORMAT || w[H_LENGTH] !== length) return false;
  if (N < 4 || N > 9 || C !== N * N) return false;
  const init = w[H_INIT];
  if (init < HEADER_WORDS || init + C > length) return false;
  const rel = w[H_RELATIONS];
  if (rel < HEADER_WORDS || rel >= length) return false;
  const R = w[rel];
  if (R < 0 || R > (length - rel - 1) / N) return false;
  const houses = w[H_HOUSES];
  if (houses < HEADER_WORDS || houses >= length) return false;
  const H = w[houses];
  if (H < 0 || H > (length - houses - 1) / N || !cellsOk(w, houses + 1, H * N, C)) return false;
  const rules = w[H_RULES];
  if (rules < HEADER_WORDS || rules >= length) return false;
  const K = w[rules];
  if (K < 0 || K > length - rules - 1) return false;
  for (let r = 0; r < K; r++) if (!ruleOk(w, w[rules + 1 + r], N, C, length)) return false;
  if (!cellSetsOk(w, w[H_PEERS], C, length)) return false;
  if (!indexOk(w, w[H_CELL_HOUSES], C, length, 1, H)) return false;
  if (!cellHousesOk(w, houses, H, N, w[H_CELL_HOUSES], C)) return false;
  if (!indexOk(w, w[H_WATCH], C, length, 1, K)) return false;
  if (!indexOk(w, w[H_PAIRS], C, length, 2, C)) return false;
  // relation ids of the pairs (the index check above bounded only the other cells)
  const pairs = w[H_PAIRS];
  for (let k = w[pairs] + 1; k < w[pairs + C]; k += 2) if (w[k] < 0 || w[k] >= R) return false;
  return true;
}

/** A checked program's section addresses and expanded relations. */
export class LoadedProgram {
  N = 0;
  C = 0;
  /** All digits: (1 << N) − 1. */
  all = 0;
  words: Int32Array = new Int32Array(0);
  init = 0;
  /** Start of the PEERS cell sets (3 words per cell). */
  peers = 0;
  pairs = 0;
  houses = 0;
  houseCount = 0;
  cellHouses = 0;
  rules = 0;
  ruleCount = 0;
  watch = 0;
  /** Relation r's table: entry (r << N) + m = digits the other cell allows when this one may hold mask m. */
  relationTable: Uint16Array = new Uint16Array(0);
  /** The cells of each house as a cell set (3 words per house, as PEERS). */
  houseMasks: Int32Array = new Int32Array(0);
  /**
   * The houses each cage rule meets in two or more cells (see {@link cageHouses}): rule r's
   * are the words cageHouseWords[cageHouseStart[r] … cageHouseStart[r + 1]), per house its
   * count n of cells outside the cage, then those n cells; none for other rules.
   */
  cageHouseStart: Int32Array = new Int32Array(0);
  cageHouseWords: Int32Array = new Int32Array(0);
  /** The cage combinations of size N. */
  combos: ComboTable = comboTable(9);

  /** Loads a program; false (nothing loaded) when {@link checkProgram} refuses it. */
  load(words: Int32Array): boolean {
    const length = words.length > HEADER_WORDS ? words[H_LENGTH] : 0;
    if (!checkProgram(words, length)) return false;
    const N = (this.N = words[H_SIZE]);
    this.C = words[H_CELLS];
    this.all = (1 << N) - 1;
    this.combos = comboTable(N);
    this.words = words;
    this.init = words[H_INIT];
    this.peers = words[H_PEERS];
    this.pairs = words[H_PAIRS];
    this.houses = words[H_HOUSES] + 1;
    this.houseCount = words[words[H_HOUSES]];
    this.cellHouses = words[H_CELL_HOUSES];
    this.rules = words[H_RULES] + 1;
    this.ruleCount = words[words[H_RULES]];
    this.watch = words[H_WATCH];
    const H = this.houseCount;
    if (this.houseMasks.length < 3 * H) this.houseMasks = new Int32Array(3 * H);
    const hm = this.houseMasks;
    hm.fill(0, 0, 3 * H);
    for (let h = 0; h < H; h++) {
      for (let k = this.houses + h * N; k < this.houses + (h + 1) * N; k++) hm[3 * h + (words[k] >> 5)] |= 1 << (words[k] & 31);
    }
    this.cageHouses();
    const rel = words[H_RELATIONS];
    const R = words[rel];
    const size = 1 << N;
    if (this.relationTable.length < R * size) this.relationTable = new Uint16Array(R * size);
    const table = this.relationTable;
    for (let r = 0; r < R; r++) {
      const base = r * size;
      const masks = rel + 1 + r * N;
      table[base] = 0;
      for (let m = 1; m < size; m++) {
        const low = m & -m;
        table[base + m] = table[base + (m ^ low)] | words[masks + 31 - Math.clz32(low)];
      }
    }
    return true;
  }

  /**
   * Lists, for each cage rule, the houses it meets in two or more cells, with their cells
   * outside the cage.
   */
  private cageHouses(): void {
    const w = this.words;
    const K = this.ruleCount;
    const N = this.N;
    if (this.cageHouseStart.length < K + 1) this.cageHouseStart = new Int32Array(K + 1);
    // room: at most one list of N + 1 words per house of each cage cell
    let room = 0;
    for (let r = 0; r < K; r++) {
      const at = w[this.rules + r];
      if (w[at] !== RULE_CAGE) continue;
      for (let i = at + 3; i < at + 3 + w[at + 1]; i++) room += (w[this.cellHouses + w[i] + 1] - w[this.cellHouses + w[i]]) * (N + 1);
    }
    if (this.cageHouseWords.length < room) this.cageHouseWords = new Int32Array(room);
    if (houseSeen.length < this.houseCount) houseSeen = new Int32Array(this.houseCount);
    houseSeen.fill(-1, 0, this.houseCount);
    const out = this.cageHouseWords;
    let n = 0;
    for (let r = 0; r < K; r++) {
      this.cageHouseStart[r] = n;
      const at = w[this.rules + r];
      if (w[at] !== RULE_CAGE) continue;
      const first = at + 3;
      const end = first + w[at + 1];
      inCage.fill(0);
      for (let i = first; i < end; i++) inCage[w[i] >> 5] |= 1 << (w[i] & 31);
      for (let i = first; i < end; i++) {
        for (let j = w[this.cellHouses + w[i]]; j < w[this.cellHouses + w[i] + 1]; j++) {
          const h = w[j];
          if (houseSeen[h] === r) continue;
          houseSeen[h] = r;
          // a house with one cell of the cage is left out: a digit with no other place there
          // is that cell's hidden single, which the house scan places (the design note's
          // "Killer cages")
          const hm = this.houseMasks;
          if (bitCount(inCage[0] & hm[3 * h]) + bitCount(inCage[1] & hm[3 * h + 1]) + bitCount(inCage[2] & hm[3 * h + 2]) < 2) continue;
          const count = n++;
          for (let c = this.houses + h * N; c < this.houses + (h + 1) * N; c++) {
            if (((inCage[w[c] >> 5] >>> (w[c] & 31)) & 1) === 0) out[n++] = w[c];
          }
          out[count] = n - count - 1;
        }
      }
    }
    this.cageHouseStart[K] = n;
  }
}

/** Scratch of {@link LoadedProgram.cageHouses}: a cage's cells as a cell set, the rule that last met each house. */
const inCage = new Int32Array(3);
let houseSeen = new Int32Array(64);
