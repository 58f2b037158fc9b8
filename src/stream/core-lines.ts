/**
 * A job of whole lines answered by the WebAssembly core in one call per chunk: the core splits
 * the lines, skips blank and comment lines, reads the plain 9×9 puzzle lines and counts their
 * solutions (assembly/text/lines.ts `scanLines`, assembly/index.ts `validateText`), writing one
 * record per line; this module turns the records into a {@link VerdictTable} without an object
 * or a string per line.
 *
 * Owns: when the core path applies ({@link coreEngine}: the 9×9 batch path of
 * `validateByteLines` on the WebAssembly engine), feeding a job's bytes to the core's text
 * buffer (a job larger than the buffer in several windows, each ending after a whole line), and
 * the lines the core leaves: every line it did not read (not a plain 9×9 line, or a length
 * that is another size's) and every line it answered with no solution and no conflict among
 * its givens or stopped by the node budget goes to `validateByteLines`, so its verdict, error
 * message included, is the library's to the byte; a line whose givens conflict gets the
 * library's verdict from its conflict ({@link recordConflict}, `conflictVerdict`: no parsing
 * or search again). Does not own: the line rules (the
 * core; lines.ts `jobLineRanges` is their twin, test/stream/core-lines.test.ts compares them),
 * where jobs end (chunks.ts), formatting.
 *
 * Measured (`validate --threads 1` on a million transformed 17-clue lines, a shared 2-core
 * EPYC, CPU time in alternation with the old pipeline): 3.40–3.51 s before (line ranges, a
 * verdict object and a formatted string per line), 3.06–3.24 s after; the engine alone takes
 * 2.56–2.7 s. V8 profile after: the engine 88% of the main thread, this module, the table and
 * the formatting about 5%, the core's line reading under 1%.
 */
// the Node entry's registrations (embedded builds, TypeScript engines), not the entry itself
// (scripts/build.mjs, `emitModules`, says why)
import '../defaults-node.js';
import { conflictVerdict, validateByteLines } from '../api/batch.js';
import { NO_CONFLICT, scanConflict } from '../board/conflicts.js';
import { readLineBytes } from '../text/parse-line.js';
import { withoutStacks } from '../text/parse-error.js';
import type { BatchOptions } from '../api/types.js';
import { getEngine } from '../engine/registry.js';
import { BUDGET_EXHAUSTED_BIT, type Engine, type TextLines } from '../engine/types.js';
import { batchGuesses } from '../api/options.js';
import type { LineChunker, LineCounter, LineJob } from './chunks.js';
import { isSkippedRange, lineRangeAt } from './lines.js';
import { MULTIPLE, OTHER, tableColumns, UNIQUE, UNKNOWN, WITH_SOLUTION, type NumberedVerdict, type VerdictTable } from './verdict-table.js';

/** LINE_SLOTS values of assembly/text/lines.ts. */
const SKIPPED = -2;

/** Most solutions a batch may look for (the library's `limit` range, src/api/options.ts). */
const MAX_LIMIT = 0x3fffffff;

/** True for a whole number from `min` to {@link MAX_LIMIT}. */
function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_LIMIT;
}

/**
 * The engine that reads these options' jobs itself, or undefined: the WebAssembly engine, 9×9
 * (no `size` or 9), fast9 (engine 'auto' or 'fast9'), no pre-pass or signal (the options under
 * which `validateByteLines` itself lets the core read lines), and a valid limit and budgets
 * (anything else goes the library's way, which names what is wrong). Under `timeoutMs` the core
 * gives each line one slice of guesses (api/options.ts `batchGuesses`) and a line that needs more
 * goes to `validateByteLines`, which searches it under the clock.
 */
export function coreEngine(options: BatchOptions): Engine | undefined {
  const { size, engine, backend, limit, maxNodes, maxGuesses } = options;
  if (size !== undefined && size !== 3 && size !== 9) return undefined;
  if (engine !== undefined && engine !== 'auto' && engine !== 'fast9') return undefined;
  if (options.prepass || options.signal !== undefined) return undefined;
  const { timeoutMs } = options;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 0 && timeoutMs <= 0x7fffffff)) return undefined;
  if (backend !== undefined && backend !== 'wasm') return undefined;
  if ((limit !== undefined && !isCount(limit, 1)) || (maxNodes !== undefined && !isCount(maxNodes, 0))) return undefined;
  if (maxNodes === undefined && maxGuesses !== undefined && !isCount(maxGuesses, 0)) return undefined;
  const found = getEngine(backend);
  return found.countTextLines === undefined ? undefined : found;
}

/** The cells of the line the last {@link recordConflict} call found a conflict in (81 values, 0 empty). */
export const CONFLICT_CELLS: Uint8Array = new Uint8Array(81);

/**
 * The first conflict among the givens of record `k` of `found` (packed as `scanConflict` packs
 * it, the cells in {@link CONFLICT_CELLS}) when the core read the line and counted it 0 (no
 * budget stop), else `NO_CONFLICT`. The cells are read again from the line's bytes by
 * `readLineBytes`, the twin of the core's reading rule: 81 table look-ups, where handing out
 * the core's own cells would cost every page bytes (fast9-wasm.ts is on all of them).
 * @param bytes the bytes `found` was read from
 */
export function recordConflict(bytes: Uint8Array, found: TextLines, k: number): number {
  const slot = found.slots[k];
  if (slot < 0 || found.counts[slot] !== 0) return NO_CONFLICT;
  readLineBytes(bytes, found.base + found.starts[k], found.base + found.ends[k], CONFLICT_CELLS, 0);
  return scanConflict(CONFLICT_CELLS, 0, 3);
}

/**
 * The verdicts of `job` (one row per puzzle line, in order) as found by the core, or undefined
 * when the core does not answer under `options` ({@link coreEngine}) or the job holds a line
 * the chunker cut (those go the string way, validate-stream.ts `readJob`).
 * @param options batch options with the pipeline's defaults applied
 */
export function coreTable(job: LineJob, options: BatchOptions): VerdictTable | undefined {
  const engine = job.cuts.length > 0 ? undefined : coreEngine(options);
  if (engine === undefined) return undefined;
  const limit = options.limit ?? 2;
  const maxGuesses = batchGuesses(options);
  const withSolutions = options.solutions !== false;
  const { bytes } = job;
  const { lines, kinds, counts, guesses, solutionAt, solutions } = tableColumns(job.lineCount, withSolutions ? job.lineCount : 0);
  const slow: number[] = []; // row, start, end of each line left to validateByteLines
  const conflicts: (number | NumberedVerdict)[] = []; // row, verdict of each line whose givens conflict
  let n = 0;
  let skipped = 0;
  let line = job.firstLine;
  let solved = 0; // solutions copied so far
  const inputStart = job.firstLine === 1;
  for (let pos = 0; pos < bytes.length; ) {
    const found = engine.countTextLines!(bytes, pos, inputStart, limit, maxGuesses, withSolutions);
    const { records, base, slots } = found;
    if (records === 0) {
      // a line longer than the engine's text buffer: read here
      const { start, end, next } = lineRangeAt(bytes, pos, inputStart);
      if (isSkippedRange(bytes, start, end)) skipped++;
      else {
        lines[n] = line;
        kinds[n] = OTHER;
        slow.push(n++, start, end);
      }
      line++;
      pos = next;
      continue;
    }
    const first = solved;
    if (withSolutions) {
      solutions.set(found.solutions.subarray(0, found.filled * 81), first * 81);
      solved += found.filled;
    }
    for (let k = 0; k < records; k++, line++) {
      const slot = slots[k];
      if (slot === SKIPPED) {
        skipped++;
        continue;
      }
      const i = n++;
      lines[i] = line;
      if (slot >= 0) {
        const raw = found.counts[slot];
        if (raw > 0 && (raw & BUDGET_EXHAUSTED_BIT) === 0) {
          kinds[i] = raw >= 2 ? MULTIPLE : limit >= 2 ? UNIQUE : UNKNOWN;
          counts[i] = raw;
          guesses[i] = found.guesses[slot];
          if (withSolutions) {
            kinds[i] |= WITH_SOLUTION;
            solutionAt[i] = first + slot;
          }
          continue;
        }
      }
      kinds[i] = OTHER;
      const conflict = recordConflict(bytes, found, k);
      if (conflict !== NO_CONFLICT) {
        // givens in conflict: the library's verdict, without reading and solving the line again
        conflicts.push(i, withoutStacks(() => conflictVerdict(conflict, CONFLICT_CELLS, 0, line) as NumberedVerdict));
        continue;
      }
      slow.push(i, base + found.starts[k], base + found.ends[k]);
    }
    pos = found.next;
  }
  let others: (number | NumberedVerdict)[] = conflicts;
  if (slow.length > 0) {
    const count = slow.length / 3;
    const starts = new Int32Array(count);
    const ends = new Int32Array(count);
    const numbers = new Int32Array(count);
    for (let k = 0; k < count; k++) {
      starts[k] = slow[3 * k + 1];
      ends[k] = slow[3 * k + 2];
      numbers[k] = lines[slow[3 * k]];
    }
    const found = validateByteLines(bytes, { starts, ends, numbers }, options);
    others = [];
    // both lists in row order: merged
    let c = 0;
    for (let k = 0; k < count; k++) {
      for (; c < conflicts.length && (conflicts[c] as number) < slow[3 * k]; c += 2) others.push(conflicts[c], conflicts[c + 1]);
      others.push(slow[3 * k], found[k] as NumberedVerdict);
    }
    for (; c < conflicts.length; c += 2) others.push(conflicts[c], conflicts[c + 1]);
  }
  return { seq: job.seq, skipped, n, lines, kinds, counts, guesses, solutionAt, solutions: solutions.subarray(0, solved * 81), others };
}

/**
 * The core's line counter for a {@link LineChunker} (`ChunkerOptions.countLines`), or undefined
 * where the engine of `backend` has none (the chunker then counts with `indexOf`).
 * Measured (V8 profile, validate --threads 1, a million 17-clue lines): the search per line
 * took about 1.5% of the run.
 */
export function coreLineCounter(backend?: BatchOptions['backend']): LineCounter | undefined {
  if (backend !== undefined && backend !== 'wasm') return undefined;
  let engine: Engine;
  try {
    engine = getEngine(backend);
  } catch {
    return undefined; // no WebAssembly here: the calls that need it say so
  }
  const count = engine.countLines;
  return count === undefined ? undefined : (bytes) => count.call(engine, bytes);
}
