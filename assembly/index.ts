/**
 * The core's ABI: numbers in, numbers out (pointers, counts, small integers). The variant
 * engine is a module of its own (variants.ts), which a page solving classic puzzles does not load.
 *
 * Owns: the exported functions and their contracts. The TypeScript side (src/wasm/core.ts)
 * is the only caller; it reads the buffer addresses once and keeps one view per buffer.
 * Does not own: solving (fast9/, bitmask/, dlx/, classic/), buffer layout (io.ts, board/io.ts).
 */
import { BATCH_CAPACITY, BUDGET_BIT, COUNTS, GUESSES, PUZZLES, SOLUTIONS } from './io';
import { countSolutions, guessCount, resumeSolutions, searchComplete } from './fast9/solver';
import { BOARD_IN, BOARD_OUT, CANDS_IN } from './board/io';
import * as bitmask from './bitmask/search';
import * as dlx from './dlx/search';
import { sanity } from './dlx/matrix';
import * as classic from './classic/backtrack';
import { OTHERS, otherCount, OUT, OUT_CAPACITY, TALLY, writeVerdicts } from './text/verdicts';
import { budgetOf } from './budget';
import { CELL_TABLE, countLines, LINE_CAPACITY, LINE_ENDS, LINE_SLOTS, LINE_STARTS, longestLine, readLines9, scanEnd, scanLines, scanSlots, TEXT, TEXT_CAPACITY } from './text/lines';

/** ABI version; the TS side refuses a module whose version it does not know. */
export function abiVersion(): i32 {
  return 10;
}
/** 1 in the SIMD128 build (asconfig targets `simd`, `checked`), 0 in the scalar one (`release`). */
export function simdBuild(): i32 {
  return ASC_FEATURE_SIMD ? 1 : 0;
}
/** How many puzzles one batch call takes at most. */
export function batchCapacity(): i32 {
  return BATCH_CAPACITY;
}
/** Address of the puzzle input buffer (capacity × 81 bytes). */
export function puzzlesPtr(): usize {
  return changetype<usize>(PUZZLES);
}
/** Address of the solution output buffer (capacity × 81 bytes). */
export function solutionsPtr(): usize {
  return changetype<usize>(SOLUTIONS);
}
/** Address of the i32 solution counts (capacity entries). */
export function countsPtr(): usize {
  return changetype<usize>(COUNTS);
}
/** Address of the u32 guess counts (capacity entries). */
export function guessesPtr(): usize {
  return changetype<usize>(GUESSES);
}

/**
 * Solves puzzles 0..n-1 of the input buffer with the fast 9×9 engine: counts solutions up to
 * `limit` (≥ 1), stopping a puzzle after `maxGuesses` guesses when that is non-zero.
 * `n` is clamped to [0, capacity]. Returns the number of puzzles processed.
 */
export function fast9Batch(n: i32, limit: i32, maxGuesses: u32): i32 {
  if (n < 0) n = 0;
  if (n > BATCH_CAPACITY) n = BATCH_CAPACITY;
  for (let i = 0; i < n; i++) {
    const count = countSolutions(PUZZLES, i * 81, limit, maxGuesses, SOLUTIONS);
    unchecked(COUNTS[i] = searchComplete ? count : count | BUDGET_BIT);
    unchecked(GUESSES[i] = guessCount);
  }
  return n;
}

/**
 * Goes on with the search of puzzle 0 of the last {@link fast9Batch} call of one puzzle that
 * stopped on its guess budget (COUNTS[0] has BUDGET_BIT), until `maxGuesses` guesses in all
 * (0: none); the same `limit`, and no other call of this module in between. Writes COUNTS[0],
 * GUESSES[0] and the first solution as fast9Batch does; returns the count.
 */
export function fast9Resume(limit: i32, maxGuesses: u32): i32 {
  const count = resumeSolutions(limit, maxGuesses, SOLUTIONS, 0);
  unchecked(COUNTS[0] = searchComplete ? count : count | BUDGET_BIT);
  unchecked(GUESSES[0] = guessCount);
  return count;
}

// ---- 9×9 lines straight from bytes (text/lines.ts) ----

/** Address of the text buffer (textCapacity() bytes). */
export function textPtr(): usize {
  return changetype<usize>(TEXT);
}
/** Bytes the text buffer holds. */
export function textCapacity(): i32 {
  return TEXT_CAPACITY;
}
/** Address of the 256-entry i8 table: a byte's value as a 9×9 cell, -1 when none. */
export function cellTablePtr(): usize {
  return changetype<usize>(CELL_TABLE);
}
/** Addresses of the line ranges (i32 starts, i32 ends) and of the slots out (i32), capacity entries each. */
export function lineStartsPtr(): usize {
  return changetype<usize>(LINE_STARTS);
}
export function lineEndsPtr(): usize {
  return changetype<usize>(LINE_ENDS);
}
export function lineSlotsPtr(): usize {
  return changetype<usize>(LINE_SLOTS);
}
/** Reads lines 0..n-1 of the text into the puzzle buffer (see text/lines.ts); returns how many were read. */
export function readLines(n: i32): i32 {
  return readLines9(n);
}
/** Line records one {@link validateText} call writes at most (the line arrays' length). */
export function lineCapacity(): i32 {
  return LINE_CAPACITY;
}

/**
 * A chunk of whole lines in one call: splits text[from, len) into line records, reads the
 * plain 9×9 puzzle lines (text/lines.ts scanLines: `final`, `inputStart` as there) and counts
 * their solutions as {@link fast9Batch} does (slot s: COUNTS[s], GUESSES[s], SOLUTIONS[s·81…]).
 * With `ascii`, the solutions are written as the characters '1'…'9' instead of 1…9.
 * Returns the number of line records; {@link textEnd} and {@link textSlots} say where it
 * stopped and how many slots it filled.
 */
export function validateText(from: i32, len: i32, final: i32, inputStart: i32, limit: i32, maxGuesses: u32, ascii: i32): i32 {
  const records = scanLines(from, len, final != 0, inputStart != 0);
  const slots = scanSlots;
  fast9Batch(slots, limit, maxGuesses);
  if (ascii != 0) {
    // only the solutions of counts >= 1 are meaningful; the others are left as they were
    for (let s = 0; s < slots; s++) {
      if ((unchecked(COUNTS[s]) & ~BUDGET_BIT) == 0) continue;
      const at = s * 81;
      for (let c = 0; c < 81; c++) unchecked((SOLUTIONS[at + c] = unchecked(SOLUTIONS[at + c]) + 0x30));
    }
  }
  return records;
}
/**
 * Counts the `\n` of text[0, len) (text/lines.ts countLines); {@link textLongest} gives the
 * longest line met, in bytes.
 */
export function textLines(len: i32): i32 {
  return countLines(len);
}
/** The longest line the last {@link textLines} call met. */
export function textLongest(): i32 {
  return longestLine;
}
/** Where the last {@link validateText} call stopped: the text index of the first line it left. */
export function textEnd(): i32 {
  return scanEnd;
}
/** Puzzle slots the last {@link validateText} call filled. */
export function textSlots(): i32 {
  return scanSlots;
}

/** Address of the verdict text buffer ({@link outCapacity} bytes; text/verdicts.ts). */
export function outPtr(): usize {
  return changetype<usize>(OUT);
}
export function outCapacity(): i32 {
  return OUT_CAPACITY;
}
/** Address of the (record, offset) pairs of the lines left to JavaScript (lineCapacity() pairs). */
export function othersPtr(): usize {
  return changetype<usize>(OTHERS);
}
/** Address of the tally of the lines written (5 f64: by status, then the guesses). */
export function tallyPtr(): usize {
  return changetype<usize>(TALLY);
}
/**
 * Writes the CLI's plain lines of the records of the last {@link validateText} call
 * (text/verdicts.ts `writeVerdicts`, same arguments); returns the bytes written, and
 * {@link verdictOthers} the pairs left to JavaScript.
 */
export function verdictLines(records: i32, firstLine: f64, command: i32, limit: i32, keep: i32): i32 {
  return writeVerdicts(records, firstLine, command, limit, keep);
}
/** Records the last {@link verdictLines} call left to JavaScript. */
export function verdictOthers(): i32 {
  return otherCount;
}

// ---- general sizes (box size n = 2…8): one board at a time, resumable searches ----

/** Address of the general board input (4096 bytes, values 0…N). */
export function boardInPtr(): usize {
  return changetype<usize>(BOARD_IN);
}
/** Address of the optional candidate masks (4096 × 2 u32: low, high word; bit d-1 = digit d). */
export function candsInPtr(): usize {
  return changetype<usize>(CANDS_IN);
}
/** Address of the general solution output (4096 bytes, values 1…N). */
export function boardOutPtr(): usize {
  return changetype<usize>(BOARD_OUT);
}

/** Box size n is valid for the general engines. */
function validBox(n: i32): bool {
  return n >= 2 && n <= 8;
}

/** Starts a bitmask search of box size n (2…8) on the board input; 0 on success, -1 for a bad n. */
export function bitmaskStart(n: i32, limit: i32, useCandidates: i32): i32 {
  if (!validBox(n)) return -1;
  bitmask.start(n, limit, useCandidates != 0);
  return 0;
}
/** Runs at most `maxNodes` more nodes: 0 = done, 1 = paused. */
export function bitmaskRun(maxNodes: f64): i32 {
  return bitmask.run(budgetOf(maxNodes));
}
/** Solutions found so far by the bitmask search. */
export function bitmaskCount(): i32 {
  return bitmask.solutionCount;
}
/** Nodes (candidates tried at branching cells) so far. */
export function bitmaskNodes(): f64 {
  return <f64>bitmask.nodeCount;
}

/** Starts a Dancing Links search of box size n (2…8) on the board input; 0 on success, -1 for a bad n. */
export function dlxStart(n: i32, limit: i32, useCandidates: i32): i32 {
  if (!validBox(n)) return -1;
  dlx.start(n, limit, useCandidates != 0);
  return 0;
}
/** Runs at most `maxNodes` more nodes: 0 = done, 1 = paused. */
export function dlxRun(maxNodes: f64): i32 {
  return dlx.run(budgetOf(maxNodes));
}
/** Solutions found so far by the DLX search. */
export function dlxCount(): i32 {
  return dlx.solutionCount;
}
/** Nodes (options tried at search levels) so far. */
export function dlxNodes(): f64 {
  return <f64>dlx.nodeCount;
}
/**
 * Solves boards 0..count-1 of box size n (2…8), packed N² bytes each in the fast9 buffers
 * (PUZZLES in, SOLUTIONS out, COUNTS with BUDGET_BIT, GUESSES = nodes clamped to u32), with the
 * bitmask engine (`kind` 0) or DLX (`kind` 1), each search up to `limit` solutions and
 * `maxNodes` nodes. For many small boards: one call instead of four per board (measured on
 * the 4×4 fixtures through validateLines: see src/api/board-batch.ts). `count` is clamped to
 * what the buffers hold (min(capacity, capacity·81 / N²)). Returns the boards processed, or
 * -1 for a bad n or kind.
 */
export function generalBatch(kind: i32, n: i32, count: i32, limit: i32, maxNodes: f64): i32 {
  if (!validBox(n) || (kind != 0 && kind != 1)) return -1;
  const cells = n * n * n * n;
  const room = min(BATCH_CAPACITY, (BATCH_CAPACITY * 81) / cells);
  if (count < 0) count = 0;
  if (count > room) count = room;
  const budget = budgetOf(maxNodes);
  for (let i = 0; i < count; i++) {
    const at = i * cells;
    for (let c = 0; c < cells; c++) unchecked(BOARD_IN[c] = unchecked(PUZZLES[at + c]));
    let found: i32, nodes: u64, paused: bool;
    if (kind == 0) {
      bitmask.start(n, limit, false);
      paused = bitmask.run(budget) != bitmask.DONE;
      found = bitmask.solutionCount;
      nodes = bitmask.nodeCount;
    } else {
      dlx.start(n, limit, false);
      paused = dlx.run(budget) != dlx.DONE;
      found = dlx.solutionCount;
      nodes = dlx.nodeCount;
    }
    unchecked(COUNTS[i] = paused ? found | BUDGET_BIT : found);
    unchecked(GUESSES[i] = nodes > <u64>u32.MAX_VALUE ? u32.MAX_VALUE : <u32>nodes);
    if (found > 0) for (let c = 0; c < cells; c++) unchecked(SOLUTIONS[at + c] = unchecked(BOARD_OUT[c]));
  }
  return count;
}

/**
 * Link sanity check of the DLX matrix: 0 when sound, a positive rule code otherwise. Compiled
 * in only where asserts are (the `checked` build); the release build returns -1.
 */
export function dlxSanity(): i32 {
  if (ASC_NO_ASSERT) return -1;
  return sanity();
}

// ---- classic backtracking, instrumented (classic/backtrack.ts has the counted search) ----

/** A JS number of recursions as a u64 budget: below 1, NaN or ≥ 1.8·10^19 (about 2^64) mean no budget. */
function recursionBudget(maxRecursions: f64): u64 {
  if (!(maxRecursions >= 1) || maxRecursions >= 1.8e19) return 0;
  return <u64>maxRecursions;
}

/**
 * One classic backtracking search of box size n (2…8) over the board input, writing the first
 * solution to the board output. cellOrder 0 = reading, 1 = mrv; digitOrder 0 = ascending,
 * 1 = descending, 2 = shuffled (mulberry32 seeded with `seed`). Stops after `limit` (≥ 1)
 * solutions or when a call of step() would exceed `maxRecursions` (0 = no budget).
 * Returns the solution count, -1 for a bad n (nothing else checked: the TS side validates).
 */
export function classicRun(n: i32, cellOrder: i32, digitOrder: i32, seed: u32, limit: i32, maxRecursions: f64): i32 {
  if (!validBox(n)) return -1;
  return classic.runOnce(n, cellOrder, digitOrder, seed, limit, recursionBudget(maxRecursions));
}
/**
 * `runs` classic searches (limit 1) of the same board input, the PRNG seeded once and chained
 * across runs; run i's recursions and backtracks go to the classic output at 2i and 2i + 1.
 * `runs` is clamped to [0, capacity]. Returns the runs done, -1 for a bad n.
 */
export function classicRuns(n: i32, cellOrder: i32, digitOrder: i32, seed: u32, runs: i32, maxRecursions: f64): i32 {
  if (!validBox(n)) return -1;
  return classic.runMany(n, cellOrder, digitOrder, seed, runs, recursionBudget(maxRecursions));
}
/** Recursions (calls of step()) of the last classic run. */
export function classicRecursions(): f64 {
  return <f64>classic.recursions;
}
/** Backtracks (placed digits taken back) of the last classic run. */
export function classicBacktracks(): f64 {
  return <f64>classic.backtracks;
}
/** 1 when the budget stopped the last classic run, else 0. */
export function classicStopped(): i32 {
  return classic.stopped ? 1 : 0;
}
/** Runs of the last classicRuns batch that the budget stopped. */
export function classicStoppedRuns(): i32 {
  return classic.stoppedRuns;
}
/** The PRNG state now (a u32 returned as f64, so JS reads it unsigned without `>>> 0`). */
export function classicSeed(): f64 {
  return <f64>classic.rngState;
}
/** Address of the classic output (capacity × 2 f64: recursions, backtracks per run). */
export function classicOutPtr(): usize {
  return changetype<usize>(classic.CLASSIC_OUT);
}
/** Runs one classicRuns call takes at most. */
export function classicOutCapacity(): i32 {
  return classic.CLASSIC_CAPACITY;
}
