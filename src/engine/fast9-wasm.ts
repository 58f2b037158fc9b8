/**
 * The fast9 engine over the WebAssembly core: the {@link Engine} contract mapped onto the
 * core's fixed batch buffers.
 *
 * Owns: chunking batches to the core's capacity and copying cells in and answers out; for
 * lines given as bytes, copying each group of lines (at most capacity lines whose bytes fit the
 * core's text buffer) in once and letting the core read them (assembly/text/lines.ts); for a
 * chunk of whole lines, copying it in once per text-buffer window and letting the core split,
 * read and count its lines (`countTextLines`) and write the CLI's plain lines (`verdictLines`).
 * Does not own: instantiation or views (src/wasm/core.ts), the search (assembly/fast9/).
 */
import type { WasmCore } from '../wasm/core.js';
import { BYTE_CELLS } from '../text/parse-line.js';
import { BUDGET_EXHAUSTED_BIT, type Engine, type TextLines } from './types.js';

/** Builds a fast9 engine on a core (the shared embedded one, or a test build). */
export function createWasmEngine(core: WasmCore, name = 'fast9-wasm'): Engine {
  const { exports, capacity } = core;
  let lastGuesses = 0;
  let lastComplete = true;
  let tableIn: Int8Array | undefined; // the cell table last copied into the core
  // countTextLines: the window of `held` in the core's text buffer
  let held: Uint8Array | undefined;
  let heldBase = 0;
  let heldLength = 0;
  /** The answer of puzzle slot 0 (a count, its budget bit, guesses, the first solution) after a one-puzzle call. */
  const takeAnswer = (solutionOut: Uint8Array): number => {
    const { solutions, counts, guesses } = core.views();
    const raw = counts[0];
    const found = raw & ~BUDGET_EXHAUSTED_BIT;
    lastComplete = (raw & BUDGET_EXHAUSTED_BIT) === 0;
    lastGuesses = guesses[0];
    if (found > 0) solutionOut.set(solutions.subarray(0, 81));
    return found;
  };
  const fillTable = (cellTable: Int8Array, into: Int8Array): void => {
    if (tableIn === cellTable) return;
    into.set(cellTable);
    tableIn = cellTable;
  };

  return {
    name,
    get lastGuesses() {
      return lastGuesses;
    },
    get lastComplete() {
      return lastComplete;
    },
    countInto(cells, limit, solutionOut, maxGuesses = 0) {
      core.views().puzzles.set(cells.subarray(0, 81));
      exports.fast9Batch(1, limit, maxGuesses);
      return takeAnswer(solutionOut);
    },
    resumeInto(limit, solutionOut, maxGuesses = 0) {
      exports.fast9Resume(limit, maxGuesses);
      return takeAnswer(solutionOut);
    },
    countBatch(cells, n, limit, solutionsOut, countsOut, guessesOut, maxGuesses = 0) {
      const { puzzles, solutions, counts, guesses } = core.views();
      for (let start = 0; start < n; start += capacity) {
        const size = Math.min(capacity, n - start);
        puzzles.set(cells.subarray(start * 81, (start + size) * 81));
        exports.fast9Batch(size, limit, maxGuesses);
        solutionsOut.set(solutions.subarray(0, size * 81), start * 81);
        countsOut.set(counts.subarray(0, size), start);
        guessesOut.set(guesses.subarray(0, size), start);
      }
    },
    countByteLines(bytes, starts, ends, n, cellTable, limit, out, maxGuesses = 0) {
      const v = core.views();
      fillTable(cellTable, v.cellTable);
      held = undefined; // the text buffer is overwritten
      const room = v.text.length;
      let read = 0;
      for (let i = 0; i < n; ) {
        // a group: lines from i on, at most `capacity`, whose bytes fit the text buffer
        const base = starts[i];
        let top = base;
        let j = i;
        while (j < n && j - i < capacity && Math.max(top, ends[j]) - base <= room) top = Math.max(top, ends[j++]);
        if (j === i) {
          out.slots[i++] = -1; // longer than the buffer: read as text
          continue;
        }
        v.text.set(bytes.subarray(base, top));
        for (let k = i; k < j; k++) {
          v.lineStarts[k - i] = starts[k] - base; // a line before `base` is outside: not read
          v.lineEnds[k - i] = ends[k] - base;
        }
        const got = exports.readLines(j - i);
        if (got > 0) {
          exports.fast9Batch(got, limit, maxGuesses);
          out.cells.set(v.puzzles.subarray(0, got * 81), read * 81);
          out.solutions?.set(v.solutions.subarray(0, got * 81), read * 81);
          out.counts.set(v.counts.subarray(0, got), read);
          out.guesses.set(v.guesses.subarray(0, got), read);
        }
        for (let k = i; k < j; k++) {
          const slot = v.lineSlots[k - i];
          out.slots[k] = slot < 0 ? -1 : read + slot;
        }
        read += got;
        i = j;
      }
      return read;
    },
    countTextLines(bytes, from, inputStart, limit, maxGuesses, asciiSolutions) {
      const v = core.views();
      fillTable(BYTE_CELLS, v.cellTable);
      let records = 0;
      for (let attempt = 0; attempt < 2 && records === 0; attempt++) {
        // a later call on the same bytes goes on in the window already copied in (by the call
        // before, or by countLines: a job counted, then read)
        if (attempt > 0 || held !== bytes || from < heldBase || from >= heldBase + heldLength) {
          if (attempt > 0 && from === heldBase) break; // the window already starts here: a line longer than the buffer
          heldBase = from;
          heldLength = Math.min(v.text.length, bytes.length - from);
          v.text.set(bytes.subarray(from, from + heldLength));
          held = bytes;
        }
        const final = heldBase + heldLength === bytes.length ? 1 : 0;
        records = exports.validateText(from - heldBase, heldLength, final, inputStart && heldBase === 0 ? 1 : 0, limit, maxGuesses, asciiSolutions ? 1 : 0);
      }
      const answer: TextLines = {
        records,
        next: records === 0 ? from : heldBase + exports.textEnd(),
        base: heldBase,
        starts: v.lineStarts,
        ends: v.lineEnds,
        slots: v.lineSlots,
        filled: records === 0 ? 0 : exports.textSlots(),
        counts: v.counts,
        guesses: v.guesses,
        solutions: v.solutions,
      };
      return answer;
    },
    verdictLines(records, firstLine, command, limit, keep) {
      const v = core.views();
      const bytes = exports.verdictLines(records, firstLine, command, limit, keep);
      return { bytes, out: v.out, otherCount: exports.verdictOthers(), others: v.others, tally: v.tally };
    },
    countLines(bytes) {
      const v = core.views();
      if (bytes.length > v.text.length) return undefined;
      v.text.set(bytes);
      // countTextLines of these bytes from 0 finds them in the buffer (the text is not changed by counting)
      held = bytes;
      heldBase = 0;
      heldLength = bytes.length;
      const newlines = exports.textLines(bytes.length);
      return { newlines, longest: exports.textLongest() };
    },
  };
}
