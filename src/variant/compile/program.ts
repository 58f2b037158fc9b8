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
 *   1  SIZE         N (4 … 9)               PEERS       3 × C words: each cell's peers as a cell set
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
 * one word each (CELL_HOUSES, WATCH) or two (PAIRS: other cell, relation id). The entries
 * follow their index directly.
 *
 *   PEERS of c      every cell that must hold a digit other than c's (rows, columns, regions,
 *                   diagonals, extra regions, disjoint groups, killer cages, renban lines,
 *                   anti-knight and anti-king moves), as a cell set of 3 words (cell 32·j + i
 *                   is bit i of word 3c + j; c itself and cells ≥ C not set).
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
 *   ARROW       6  k  apart   circle  cell × (k − 1)    the circle's digit is the sum of the
 *                                                       shaft's; apart = 1 when the shaft's
 *                                                       cells are all peers (digits all differ)
 *   QUADRUPLE   7  k  m       cell × k  digit × m       each digit listed (ascending, 1 ≤ m ≤ k)
 *                                                       is in the cells, one listed twice twice
 *   BETWEEN     8  k  0       cell × k                  a line (k ≥ 3): the digits of cells 2 …
 *                                                       k − 1 lie strictly between those of
 *                                                       cells 1 and k
 *   X_SUM       9  k  sum     cell × k                  a row or column (k = N) in the order its
 *                                                       clue reads it: its first X digits, X the
 *                                                       first one, add up to sum
 *   SKYSCRAPER  10 k  count   cell × k                  the same line: count digits are larger
 *                                                       than every digit before them
 *   LOCKOUT     11 k  0       cell × k                  a line (k ≥ 3): the digits of cells 2 …
 *                                                       k − 1 lie outside the range of those of
 *                                                       cells 1 and k (neither between nor equal)
 *
 * A rule runs when a cell it watches changes (WATCH lists the rule once per cell). A rule's
 * pruning may be stronger than its meaning needs, but when every cell is fixed it checks the
 * meaning exactly. Rules derived by the compiler (45 rule, innies and outies) are records
 * like any other: the engines cannot tell them apart.
 */

import { HEADER_WORDS, H_CELLS, H_CELL_HOUSES, H_FORMAT, H_HOUSES, H_INIT, H_LENGTH, H_PAIRS, H_PEERS, H_RELATIONS, H_RULES, H_SIZE, H_WATCH, PROGRAM_FORMAT } from './program-header.js';

// the header's slots and size: ./program-header.ts (the classic worker reads the size slot
// without loading the rest of this module's code into its first chunk)
export * from './program-header.js';

// rule type codes (word 0 of a record)
export const RULE_CAGE = 1;
export const RULE_LINEAR = 2;
export const RULE_RENBAN = 3;
export const RULE_SANDWICH = 4;
export const RULE_REGION_SUM = 5;
export const RULE_ARROW = 6;
export const RULE_QUADRUPLE = 7;
export const RULE_BETWEEN = 8;
export const RULE_X_SUM = 9;
export const RULE_SKYSCRAPER = 10;
export const RULE_LOCKOUT = 11;

/** What the compiler hands to {@link writeProgram}: every section in its working form. */
export interface ProgramParts {
  /** Side N. */
  size: number;
  /** Root candidates of each cell (C masks). */
  init: Int32Array;
  /** Peers of each cell as a cell set: 3 words per cell (./geometry.ts), the cell itself not set. */
  peerBits: Uint32Array;
  /** Ordered pairs that carry a relation, as keys cell · C + other, ascending. */
  pairKeys: ArrayLike<number>;
  /** The relation id of each pair key. */
  pairRelations: ArrayLike<number>;
  /** Relations, N masks each, concatenated. */
  relations: ArrayLike<number>;
  /** Houses, N cells each. */
  houses: readonly ArrayLike<number>[];
  /** Rule records, each complete (type code first). */
  rules: readonly ArrayLike<number>[];
}

// Working memory of writeProgram, reused by every compile (one at a time): typed arrays are
// costly to allocate in V8 (measured: a classic 9×9 compile spent a third of its time there).
const houseCounts = new Int32Array(81);
const watchCounts = new Int32Array(81);
const seen = new Int32Array(81);
const next = new Int32Array(81);

/**
 * Writes an index at `at` for entries grouped by cell (`counts[c]` words for cell c, C cells);
 * `fill` then writes cell c's words at next[c], next[c] + 1 … Returns the next free word.
 */
function writeGrouped(words: Int32Array, at: number, C: number, counts: Int32Array, fill: (next: Int32Array) => void): number {
  let k = at + C + 1;
  for (let c = 0; c < C; c++) {
    words[at + c] = k;
    next[c] = k;
    k += counts[c];
  }
  words[at + C] = k;
  fill(next);
  return k;
}

/** Packs the parts into the documented layout. */
export function writeProgram(parts: ProgramParts): Int32Array {
  const N = parts.size;
  const C = N * N;
  const { peerBits, pairKeys, pairRelations, houses, rules } = parts;
  houseCounts.fill(0);
  watchCounts.fill(0);
  seen.fill(-1);
  for (let h = 0; h < houses.length; h++) {
    const house = houses[h];
    for (let k = 0; k < N; k++) houseCounts[house[k]]++;
  }
  // rules watching each cell: each rule once per cell, in id order
  let watchTotal = 0;
  let rulesLength = 1 + rules.length;
  for (let id = 0; id < rules.length; id++) {
    const record = rules[id];
    rulesLength += record.length;
    const first = ruleCellsFirst(record);
    for (let i = first; i < first + record[1]; i++) {
      const cell = record[i];
      if (seen[cell] !== id) {
        seen[cell] = id;
        watchCounts[cell]++;
        watchTotal++;
      }
    }
  }
  const length =
    HEADER_WORDS +
    C +
    3 * C +
    (C + 1 + 2 * pairKeys.length) +
    (1 + parts.relations.length) +
    (1 + houses.length * N) +
    (C + 1 + houses.length * N) +
    rulesLength +
    (C + 1 + watchTotal);
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
  words.set(peerBits.subarray(0, 3 * C), at);
  at += 3 * C;
  // the pair keys ascend, so each cell's pairs follow one another: the index counts them
  words[H_PAIRS] = at;
  let entry = at + C + 1;
  for (let c = 0, i = 0; c < C; c++) {
    words[at + c] = entry;
    for (const end = (c + 1) * C; i < pairKeys.length && pairKeys[i] < end; i++) {
      words[entry++] = pairKeys[i] - c * C;
      words[entry++] = pairRelations[i];
    }
  }
  words[at + C] = entry;
  at = entry;
  words[H_RELATIONS] = at;
  words[at++] = parts.relations.length / N;
  for (let i = 0; i < parts.relations.length; i++) words[at++] = parts.relations[i];
  words[H_HOUSES] = at;
  words[at++] = houses.length;
  for (let h = 0; h < houses.length; h++) {
    const house = houses[h];
    for (let k = 0; k < N; k++) words[at++] = house[k];
  }
  words[H_CELL_HOUSES] = at;
  at = writeGrouped(words, at, C, houseCounts, (next) => {
    for (let h = 0; h < houses.length; h++) {
      const house = houses[h];
      for (let k = 0; k < N; k++) words[next[house[k]]++] = h;
    }
  });
  words[H_RULES] = at;
  words[at] = rules.length;
  let record = at + 1 + rules.length;
  for (let id = 0; id < rules.length; id++) {
    const r = rules[id];
    words[at + 1 + id] = record;
    for (let i = 0; i < r.length; i++) words[record++] = r[i];
  }
  at = record;
  words[H_WATCH] = at;
  seen.fill(-1);
  at = writeGrouped(words, at, C, watchCounts, (next) => {
    for (let id = 0; id < rules.length; id++) {
      const r = rules[id];
      const first = ruleCellsFirst(r);
      for (let i = first; i < first + r[1]; i++) {
        const cell = r[i];
        if (seen[cell] !== id) {
          seen[cell] = id;
          words[next[cell]++] = id;
        }
      }
    }
  });
  return words;
}

/** Where the cells of a rule record begin (k = record[1] of them). */
export function ruleCellsFirst(record: ArrayLike<number>): number {
  return record[0] === RULE_REGION_SUM ? 3 + record[2] : record[0] === RULE_RENBAN ? 2 : 3;
}
