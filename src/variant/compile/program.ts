/**
 * The variant program: the flat integer tables a compiled variant puzzle is, read by both
 * variant engines (assembly/variant/, src/engine/variant-ts/). This header is the one place
 * that documents the layout; {@link writeProgram} is the one place that writes it.
 *
 * Owns: the layout (header slots, section shapes, rule records and their type codes) and
 * packing the compiler's parts into words. Does not own: what the parts mean for each rule
 * (./index.ts and the modules it calls), or checking a program (each engine re-checks every
 * offset and index it will follow before it searches: assembly/variant/program.ts).
 *
 * Masks: bit v-1 stands for digit v (1…N), so a cell's candidates fit 9 bits.
 *
 *   header (16 words)                       sections (offsets are absolute word indices)
 *   ─────────────────────────────────       ─────────────────────────────────────────────────
 *   0  FORMAT       1                       INIT        C masks: the root candidates of each cell
 *   1  SIZE         N (4, 6, 8, 9)          PEERS       index | cells      (all-different peers)
 *   2  CELLS        C = N²                  PAIRS       index | (other, relation) pairs
 *   3  LENGTH       words in all            RELATIONS   R | R × N masks
 *   4  INIT         → section               HOUSES      H | H × N cells    (full all-different houses)
 *   5  PEERS        → section               CELL_HOUSES index | house ids
 *   6  PAIRS        → section               RULES       K | K record offsets | the records
 *   7  RELATIONS    → section               WATCH       index | rule ids   (rules a cell's change wakes)
 *   8  HOUSES       → section
 *   9  CELL_HOUSES  → section
 *   10 RULES        → section
 *   11 WATCH        → section
 *   12…15           0
 *
 * An "index" is C + 1 absolute offsets: the entries of cell c are words [index[c], index[c+1]),
 * one word each (PEERS, CELL_HOUSES, WATCH) or two (PAIRS: other cell, relation id). The
 * entries follow their index directly.
 *
 *   PEERS of c      every cell that must hold a digit other than c's (rows, columns, regions,
 *                   diagonals, extra regions, disjoint groups, killer cages, renban lines,
 *                   anti-knight and anti-king moves), each once, ascending.
 *   PAIRS of c      (o, r): whatever c holds, o may only hold digits that relation r allows for
 *                   them. Relation r is N masks: mask v-1 = the digits o allows when c holds v
 *                   (all rules on one ordered pair folded into one relation; relations with
 *                   equal masks share an id). The engines expand each relation to a table
 *                   indexed by c's whole candidate mask (2^N entries).
 *   HOUSES          groups of N cells whose digits all differ: each digit is in the house
 *                   exactly once, so a digit with one place left goes there (hidden single).
 *
 * Rule records (at the offsets the RULES section lists; k cells each, cells < C):
 *
 *   CAGE        1  k  sum     cell × k                  distinct digits adding up to sum
 *   LINEAR      2  k  target  cell × k  coef × k        Σ coef·digit = target (digits may repeat)
 *   RENBAN      3  k          cell × k                  distinct digits, consecutive as a set
 *   SANDWICH    4  k  sum     cell × k                  a row or column (k = N) in order: the
 *                                                       digits between the 1 and the N add up to sum
 *   REGION_SUM  5  k  s       end × s  cell × k         s segments (cells [end[j-1], end[j])),
 *                                                       each of distinct digits, all of one sum
 *
 * A rule runs when a cell it watches changes (WATCH lists the rule once per cell). A rule's
 * pruning may be stronger than its meaning needs, but when every cell is fixed it checks the
 * meaning exactly. Rules derived by the compiler (45 rule, innies and outies) are records
 * like any other: the engines cannot tell them apart.
 */

/** The layout version ({@link H_FORMAT}). */
export const PROGRAM_FORMAT = 1;
/** Words in the header. */
export const HEADER_WORDS = 16;

// header slots
export const H_FORMAT = 0;
export const H_SIZE = 1;
export const H_CELLS = 2;
export const H_LENGTH = 3;
export const H_INIT = 4;
export const H_PEERS = 5;
export const H_PAIRS = 6;
export const H_RELATIONS = 7;
export const H_HOUSES = 8;
export const H_CELL_HOUSES = 9;
export const H_RULES = 10;
export const H_WATCH = 11;

// rule type codes (word 0 of a record)
export const RULE_CAGE = 1;
export const RULE_LINEAR = 2;
export const RULE_RENBAN = 3;
export const RULE_SANDWICH = 4;
export const RULE_REGION_SUM = 5;

/** What the compiler hands to {@link writeProgram}: every section as plain arrays. */
export interface ProgramParts {
  /** Side N. */
  size: number;
  /** Root candidates of each cell (C masks). */
  init: ArrayLike<number>;
  /** Peers of each cell (C lists). */
  peers: ArrayLike<number>[];
  /** Pairs of each cell (C lists of other, relation, other, relation …). */
  pairs: ArrayLike<number>[];
  /** Relations, N masks each, concatenated. */
  relations: ArrayLike<number>;
  /** Houses, N cells each, concatenated. */
  houses: ArrayLike<number>;
  /** Rule records, each complete (type code first). */
  rules: ArrayLike<number>[];
}

/** Writes a C + 1 index and its entries at `at`; returns the next free word. */
function writeIndexed(words: Int32Array, at: number, lists: ArrayLike<number>[]): number {
  const C = lists.length;
  let next = at + C + 1;
  for (let c = 0; c < C; c++) {
    words[at + c] = next;
    words.set(lists[c], next);
    next += lists[c].length;
  }
  words[at + C] = next;
  return next;
}

/** Length of a C + 1 index with its entries. */
function indexedLength(lists: ArrayLike<number>[]): number {
  let n = lists.length + 1;
  for (const list of lists) n += list.length;
  return n;
}

/** Packs the parts into the documented layout. */
export function writeProgram(parts: ProgramParts): Int32Array {
  const N = parts.size;
  const C = N * N;
  const houseCount = parts.houses.length / N;
  const relationCount = parts.relations.length / N;
  // houses of each cell, and rules watching each cell, in ascending id order
  const cellHouses: number[][] = Array.from({ length: C }, () => []);
  for (let h = 0; h < houseCount; h++) for (let k = 0; k < N; k++) cellHouses[parts.houses[h * N + k]].push(h);
  const watch: number[][] = Array.from({ length: C }, () => []);
  parts.rules.forEach((record, id) => {
    for (const cell of ruleCells(record)) {
      const list = watch[cell];
      if (list[list.length - 1] !== id) list.push(id);
    }
  });
  let rulesLength = 1 + parts.rules.length;
  for (const record of parts.rules) rulesLength += record.length;
  const length =
    HEADER_WORDS +
    C +
    indexedLength(parts.peers) +
    indexedLength(parts.pairs) +
    1 +
    parts.relations.length +
    1 +
    parts.houses.length +
    indexedLength(cellHouses) +
    rulesLength +
    indexedLength(watch);
  const words = new Int32Array(length);
  words[H_FORMAT] = PROGRAM_FORMAT;
  words[H_SIZE] = N;
  words[H_CELLS] = C;
  words[H_LENGTH] = length;
  let at = HEADER_WORDS;
  words[H_INIT] = at;
  words.set(parts.init, at);
  at += C;
  words[H_PEERS] = at;
  at = writeIndexed(words, at, parts.peers);
  words[H_PAIRS] = at;
  at = writeIndexed(words, at, parts.pairs);
  words[H_RELATIONS] = at;
  words[at++] = relationCount;
  words.set(parts.relations, at);
  at += parts.relations.length;
  words[H_HOUSES] = at;
  words[at++] = houseCount;
  words.set(parts.houses, at);
  at += parts.houses.length;
  words[H_CELL_HOUSES] = at;
  at = writeIndexed(words, at, cellHouses);
  words[H_RULES] = at;
  words[at] = parts.rules.length;
  let record = at + 1 + parts.rules.length;
  parts.rules.forEach((r, id) => {
    words[at + 1 + id] = record;
    words.set(r, record);
    record += r.length;
  });
  at = record;
  words[H_WATCH] = at;
  at = writeIndexed(words, at, watch);
  return words;
}

/** The cells a rule record reads (the engines wake it when one of them changes). */
export function ruleCells(record: ArrayLike<number>): number[] {
  const k = record[1];
  const first = record[0] === RULE_REGION_SUM ? 3 + record[2] : record[0] === RULE_RENBAN ? 2 : 3;
  return Array.prototype.slice.call(record, first, first + k) as number[];
}
