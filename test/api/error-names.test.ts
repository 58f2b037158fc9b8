/**
 * Every public function's argument errors name the function: `sudoku-wasm: <fn>: …`, also where
 * the check that fails is a shared one below it (the text, board, graph and canon layers word a
 * bad argument once for every caller; the entry names the call, `namingCall` in
 * src/api/options.ts), and a parse error stays a `SudokuParseError` as it is. `JSON.stringify`
 * keeps each one's name and message (its `toJSON`), as test/api/options.test.ts's audit checks
 * for the errors of options.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import * as stream from '../../src/stream/index';
import * as worker from '../../src/worker/index';

const EMPTY = '.'.repeat(81);
const BOARD = { n: 3, cells: new Uint8Array(81) };
const E16 = '.'.repeat(16);
const E256 = '.'.repeat(256);
const E625 = '.'.repeat(625);
/** A 17-clue puzzle (one solution). */
const P17 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** The byte ranges of one line, for validateByteLines. */
const oneRange = (bytes: Uint8Array) => ({ starts: new Int32Array([0]), ends: new Int32Array([bytes.length]), numbers: new Int32Array([1]) });
const AMBIGUOUS = /^expected options\.size to be 2 \(4×4\) or 16 \(16×16\), got the ambiguous 4$/;

/** [function, call, TypeError or RangeError, what the message goes on with after the name]. */
const CASES: [string, () => unknown, typeof TypeError | typeof RangeError, RegExp][] = [
  ['parseBoard', () => api.parseBoard(EMPTY, { size: 'x' as never }), TypeError, /^expected options\.size to be a box size 2-8/],
  ['parseBoard', () => api.parseBoard(EMPTY, { alphabet: 5 as never }), TypeError, /^expected options\.alphabet to be a string/],
  ['parseBoard', () => api.parseBoard(EMPTY, { line: 0 }), RangeError, /^expected options\.line to be a positive integer/],
  ['parsePuzzle', () => api.parsePuzzle(EMPTY, { line: -1 }), RangeError, /^expected options\.line/],
  ['formatBoard', () => api.formatBoard(5 as never), TypeError, /^expected board to be an object \{ n, cells \}, got the number 5$/],
  ['formatBoard', () => api.formatBoard({ n: 1, cells: [] } as never), RangeError, /^expected board\.n to be a box size/],
  ['formatBoard', () => api.formatBoard(BOARD, { style: 'x' as never }), TypeError, /^expected options\.style/],
  ['formatBoard', () => api.formatBoard(BOARD, { alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 9 symbols/],
  ['formatGrid', () => api.formatGrid(null as never), TypeError, /^expected cells to be an array of 81/],
  ['backtrack', () => api.backtrack(EMPTY, { size: 'x' as never }), TypeError, /^size: expected an integer from 2 to 64/],
  ['backtrack', () => api.backtrack(EMPTY, { size: 10 }), RangeError, /^size: expected a box size 2-8/],
  ['backtrack', () => api.backtrack('.'.repeat(256), { size: 16, alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 16 symbols/],
  ['backtrack', () => api.backtrack(EMPTY, { cellOrder: 'x' as never }), TypeError, /^cellOrder: expected 'reading' or 'mrv'/],
  ['backtrack', () => api.backtrack(EMPTY, { seed: -1 }), RangeError, /^seed: expected an integer/],
  ['backtrackTrace', () => api.backtrackTrace(EMPTY, { size: 4, maxEvents: 5 }), RangeError, /^expected options\.size to be 2 \(4×4\) or 16/],
  ['backtrackTrace', () => api.backtrackTrace(EMPTY, { maxEvents: 0 }), RangeError, /^maxEvents: expected an integer/],
  ['backtrackRuns', () => api.backtrackRuns(9, new Uint8Array(16), 1), RangeError, /^n: expected an integer from 2 to 8/],
  ['backtrackRuns', () => api.backtrackRuns(2, new Uint8Array(16), -1), RangeError, /^runs: expected an integer/],
  ['backtrackRuns', () => api.backtrackRuns(2, [] as never, 1), TypeError, /^cells: expected a Uint8Array/],
  ['cellPeers', () => api.cellPeers(100, 0), RangeError, /^expected n to be a box size from 2 to 8, got 100/],
  ['cellPeers', () => api.cellPeers(3, 81), RangeError, /^expected cell to be an integer 0-80, got 81/],
  ['cellPeers', () => api.cellPeers(3, null as never), TypeError, /^expected cell to be a number, got null$/],
  ['sudokuGraph', () => api.sudokuGraph(1), RangeError, /^expected n to be a box size from 2 to 8, got 1/],
  ['graphToDot', () => api.graphToDot(9), RangeError, /^expected n to be a box size/],
  ['graphToJSON', () => api.graphToJSON(1), RangeError, /^expected n to be a box size/],
  ['graphToDot', () => api.graphToDot('3' as never), TypeError, /^expected n to be a box size from 2 to 8, got the string "3"$/],
  ['sudokuGraph', () => api.sudokuGraph(null as never), TypeError, /^expected n to be a box size from 2 to 8, got null$/],
  ['formatBoard', () => api.formatBoard({ n: '3', cells: [] } as never), TypeError, /^expected board\.n to be a box size/],
  ['formatColors', () => api.formatColors({ n: 9, cells: [] } as never), RangeError, /^expected board\.n to be a box size/],
  ['formatColors', () => api.formatColors('x' as never), TypeError, /^expected board to be an object \{ n, cells \}, got the string "x"$/],
  ['colorOf', () => api.colorOf(99, 1), RangeError, /^expected side to be 4, 9, 16, 25, 36, 49 or 64, got 99/],
  ['colorOf', () => api.colorOf(9, 10), RangeError, /^expected digit to be an integer 0-9, got 10/],
  ['paletteFor', () => api.paletteFor(10), RangeError, /^expected side to be 4, 9/],
  // the solving calls: the reader's checks of size and alphabet, the engine's of the board
  ['solve', () => api.solve(E16, { size: 4 }), RangeError, AMBIGUOUS],
  ['solve', () => api.solve(E256, { size: 16, alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 16 symbols/],
  ['someSolution', () => api.someSolution(E256, { alphabet: '1123456789abcdef' }), RangeError, /^expected options\.alphabet to list distinct symbols/],
  ['countSolutions', () => api.countSolutions(E625, 2, { size: 25, alphabet: 'hex' }), RangeError, /^expected a board of at most 16×16 for options\.alphabet 'hex'/],
  ['trueCandidates', () => api.trueCandidates(E625, { size: 25, alphabet: 'hex' }), RangeError, /^expected a board of at most 16×16 for options\.alphabet 'hex'/],
  ['isUnique', () => api.isUnique(E256, { alphabet: '' }), RangeError, /^expected options\.alphabet to be 'auto', 'alnum', 'hex' or/],
  ['validate', () => api.validate(E256, { alphabet: '😀'.repeat(16) }), RangeError, /^expected options\.alphabet to hold symbols up to U\+FFFF/],
  ['validate', () => api.validate(E256, { engine: 'fast9' }), RangeError, /^engine 'fast9' solves 9×9 boards only, got 16×16$/],
  ['solveInto', () => api.solveInto(new Uint8Array(5), new Uint8Array(81)), RangeError, /^puzzle must be a Uint8Array of 81 cells, got a Uint8Array of 5$/],
  ['solveInto', () => api.solveInto(EMPTY as never, new Uint8Array(81)), RangeError, /^puzzle must be a Uint8Array of 81 cells, got the string "\.{81}"$/],
  ['validateLines', () => api.validateLines([E16], { size: 4 }), RangeError, AMBIGUOUS],
  ['validateLines', () => api.validateLines([E256], { size: 16, alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 16 symbols/],
  ['validateLines', () => api.validateLines([EMPTY], { lineNumbers: [1, 2] }), RangeError, /^lineNumbers must have one entry per line \(1\), got 2$/],
  ['validateText', () => api.validateText(E16, { size: 4 }), RangeError, AMBIGUOUS],
  ['validateAll', () => api.validateAll([E256], { size: 16, alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 16 symbols/],
  ['validateByteLines', () => { const b = new TextEncoder().encode(E16); return api.validateByteLines(b, oneRange(b), { size: 4 }); }, RangeError, AMBIGUOUS],
  ['validateByteLines', () => api.validateByteLines([] as never, oneRange(new Uint8Array(0))), TypeError, /^bytes must be a Uint8Array, got an array of 0$/],
  // the logic calls
  ['hint', () => api.hint(E16, { size: 4 }), RangeError, AMBIGUOUS],
  ['hint', () => api.hint(P17, { techniques: ['nope'] }), TypeError, /^techniques: unknown technique 'nope'; known: full-house/],
  ['nextStep', () => api.nextStep('.'.repeat(4096), { size: 64 }), RangeError, /^human-style logic works on boards of box size 2-5/],
  ['findAll', () => api.findAll(P17, 'x' as never), TypeError, /^techniques: expected an array of technique ids, got the string "x"$/],
  ['findAll', () => api.findAll(E16, undefined, { size: 4 }), RangeError, AMBIGUOUS],
  ['applyStep', () => api.applyStep(P17, { placements: [{ cell: 1, digit: 99 }], eliminations: [] } as never), RangeError, /^placement \{cell: 1, digit: 99\} is outside the 9×9 board$/],
  ['applyStep', () => api.applyStep(P17, { placements: [{ cell: 0, digit: 4 }], eliminations: [] } as never), RangeError, /^cannot place 4 in r1c1: it already holds 4$/],
  ['logicSolve', () => api.logicSolve(P17, { exclude: ['nope'] }), TypeError, /^exclude: unknown technique 'nope'/],
  ['logicSolve', () => api.logicSolve(E256, { size: 16, alphabet: 'abcd' }), RangeError, /^expected options\.alphabet to have 16 symbols/],
  ['rate', () => api.rate(E16, { size: 4 }), RangeError, AMBIGUOUS],
  ['rate', () => api.rate(P17, { techniques: ['nope'] }), TypeError, /^techniques: unknown technique 'nope'/],
  ['playerGrid', () => api.playerGrid({ puzzle: P17, entered: [1] }), RangeError, /^entered: expected 81 cells, got 1$/],
  ['playerGrid', () => api.playerGrid({ puzzle: P17, marks: [] }), RangeError, /^marks: expected 81 cells, got 0$/],
  ['gridFromPuzzle', () => api.gridFromPuzzle(E16, { size: 4 }), RangeError, AMBIGUOUS],
  ['gridFromPuzzle', () => api.gridFromPuzzle('.'.repeat(4096), { size: 64 }), RangeError, /^human-style logic works on boards/],
  // the generator
  ['generateSync', () => api.generateSync({ symmetry: 'x' as never }), TypeError, /^symmetry: expected 'none', 'rotate180', 'rotate90', 'mirror', 'diagonal' or 'antidiagonal', got the string "x"$/],
  ['generateSync', () => api.generateSync({ symmetry: null as never }), TypeError, /^symmetry: expected 'none', .*, got null$/],
  ['generateSync', () => api.generateSync({ level: 'x' as never }), TypeError, /^level: expected 'Easy', .*, got the string "x"$/],
  ['generateSync', () => api.generateSync({ size: 10 as never }), RangeError, /^size: expected 4, 9, 16, 25, 36, 49 or 64, got the number 10$/],
  ['generateSync', () => api.generateSync({ clues: 3 }), RangeError, /^3 clues: a 9×9 puzzle with one solution has at least 17$/],
  ['generateSync', () => api.generateSync({ score: { min: 0, max: 1 } }), RangeError, /^score\.max 1: every puzzle scores at least/],
  ['generateSync', () => api.generateSync({ pattern: 'x'.repeat(81), clues: 30 }), RangeError, /^give a pattern or a clue count, not both/],
  ['generateGrid', () => api.generateGrid(3, { method: 'x' as never }), TypeError, /^method: expected 'uniform' or 'transformed', got the string "x"$/],
  ['generateGrid', () => api.generateGrid(4, { method: 'uniform' }), RangeError, /^method 'uniform' supports 4×4 and 9×9 grids only, got 16×16$/],
  ['transform', () => api.transform(EMPTY, { rowOrder: [0, 0, 1, 2, 3, 4, 5, 6, 7] }), RangeError, /^expected rowOrder to be a permutation of 0-8/],
  ['randomTransform', () => api.randomTransform(EMPTY, NaN), TypeError, /^expected seed to be a finite number/],
  ['findBoardConflict', () => api.findBoardConflict(new Uint8Array(16), 9), RangeError, /^expected n to be a box size/],
  ['findBoardConflict', () => api.findBoardConflict([0, 0] as never, 2), TypeError, /^expected cells to be a Uint8Array, got an array of 2$/],
  ['findConflict', () => api.findConflict(null as never), TypeError, /^expected cells to be a Uint8Array of 81 values/],
  // the engines, the line readers and writers, pencil marks, SE's chain length
  ['getEngine', () => api.getEngine('x' as never), TypeError, /^backend: expected 'wasm' or 'ts', got the string "x"$/],
  ['getGeneralSearch', () => api.getGeneralSearch('x' as never), TypeError, /^kind: expected 'bitmask' or 'dlx', got the string "x"$/],
  ['getGeneralSearch', () => api.getGeneralSearch('dlx', 'gpu' as never), TypeError, /^backend: expected 'wasm' or 'ts', got the string "gpu"$/],
  ['formatLine', () => api.formatLine(5 as never), TypeError, /^expected cells to be an array of 81 numbers 0-9, got the number 5$/],
  ['formatLine', () => api.formatLine([1, 2]), RangeError, /^expected 81 cells, got 2$/],
  ['tryParseLine', () => api.tryParseLine(5 as never, new Uint8Array(81), 0), TypeError, /^expected text to be a string, got the number 5$/],
  ['tryParseLine', () => api.tryParseLine(EMPTY, new Int8Array(81) as never, 0), TypeError, /^expected out to be a Uint8Array, got an Int8Array$/],
  ['isPuzzleLine', () => api.isPuzzleLine(5 as never), TypeError, /^expected one line of text \(a string\), got the number 5$/],
  ['registerSeForcing', () => api.registerSeForcing(5 as never), TypeError, /^expected an object with a find function, got the number 5$/],
  ['tryParseLine', () => api.tryParseLine(EMPTY, new Uint8Array(3), 0), RangeError, /^expected out to have room for 81 cells/],
  ['tryParseBoardLine', () => api.tryParseBoardLine(E16, 9, new Uint8Array(16), 0), RangeError, /^expected n to be a box size from 2 to 8, got 9$/],
  ['tryParseBoardLine', () => api.tryParseBoardLine(E16, 2, new Uint8Array(16), 0, 1, 'ab'), RangeError, /^expected alphabet to be 'auto', 'alnum', 'hex' or 4, 9/],
  ['gridFromPencilMarks', () => api.gridFromPencilMarks(42 as never), TypeError, /^expected pencil-mark text, got the number 42$/],
  ['gridFromPencilMarks', () => api.gridFromPencilMarks(EMPTY, 10), RangeError, /^size: expected the side 4, 9, 16 or 25, got the number 10$/],
  ['toWireGrid', () => worker.toWireGrid(EMPTY as never), TypeError, /^expected a CandidateGrid, got the string "\.{81}"$/],
  ['toWireGrid', () => worker.toWireGrid([] as never), TypeError, /^expected a CandidateGrid, got an array of 0$/],
  ['fromWireGrid', () => worker.fromWireGrid({ size: 9 } as never), TypeError, /^expected a WireGrid \(\{ size, givens, removed \} or \{ size, pencil \}\), got an object with keys size$/],
  // the writers of variant puzzles: a puzzle that is no object is the caller's wrong type, not a parse error
  ['formatVariant', () => api.formatVariant(P17 as never), TypeError, new RegExp(`^puzzle: expected a VariantPuzzle \\(an object \\{ size, givens, constraints \\}\\), got the string "${P17.replaceAll('.', '\\.')}" \\(text is read with parseVariant first\\)$`)],
  ['toFpuzzles', () => api.toFpuzzles(5 as never), TypeError, /^puzzle: expected a VariantPuzzle \(an object \{ size, givens, constraints \}\), got the number 5$/],
  ['toFpuzzlesLink', () => api.toFpuzzlesLink(null as never), TypeError, /^puzzle: expected a VariantPuzzle .*, got null$/],
  // a long string is shown by its start and its length, not whole (a link can run to kilobytes)
  ['toFpuzzlesLink', () => api.toFpuzzlesLink(`https://sudokupad.app/fpuzzles${'N4Ig'.repeat(500)}` as never), TypeError, /got the string "https:\/\/sudokupad\.app\/fpuzzles(N4Ig){12}N4…" \(2,030 characters\) \(text is read/],
  ['toSudokuPadLink', () => api.toSudokuPadLink([1, 2] as never), TypeError, /^puzzle: expected a VariantPuzzle .*, got an array of 2$/],
  // f-puzzles JSON, as parsed, is read into the model first: the writers say so rather than refuse its grid
  ['toSudokuPadLink', () => api.toSudokuPadLink(api.toFpuzzles({ size: 4, givens: '.'.repeat(16), constraints: [] }) as never), TypeError, /^puzzle: expected a VariantPuzzle \(an object \{ size, givens, constraints \}\), got f-puzzles JSON \(an object with a grid\) \(f-puzzles JSON is read with parseVariant first\)$/],
  ['formatVariant', () => api.formatVariant({ size: 9, grid: [], antiknight: true } as never), TypeError, /got f-puzzles JSON \(an object with a grid\) \(f-puzzles JSON is read with parseVariant first\)$/],
  ['seLengthModifier', () => api.seLengthModifier(-1), RangeError, /^nodes: expected a node count \(integer ≥ 0\), got -1$/],
  ['decodeTraceEvent', () => api.decodeTraceEvent('x' as never), TypeError, /^event: expected an entry of a trace's events \(an Int32\), got string$/],
  ['gridFromRemoved', () => api.gridFromRemoved(5 as never), TypeError, /^givens: expected the library form's text, got the number 5$/],
  ['gridFromRemoved', () => api.gridFromRemoved(EMPTY, 5 as never), TypeError, /^removed: expected 'drc' tokens or an array of candidates, got the number 5$/],
  ['gridFromRemoved', () => api.gridFromRemoved(EMPTY, [{ cell: 81, digit: 1 }]), RangeError, /^removed\[0\]: expected \{ cell: 0-80, digit: 1-9 \}, got \{"cell":81,"digit":1\}$/],
  ['formatPencilMarks', () => api.formatPencilMarks(5 as never), TypeError, /^expected a CandidateGrid \(gridOf makes one from a puzzle or a player's grid\), got the number 5$/],
  ['formatRemoved', () => api.formatRemoved(EMPTY as never), TypeError, /^expected a CandidateGrid /],
  ['notation', () => api.notation(5 as never, 'x' as never), TypeError, /^N: expected the side of a board \(4, 9, 16, 25, 36, 49 or 64\), got /],
  ['digitName', () => api.digitName(5, 5), RangeError, /^N: expected the side of a board \(4, 9, 16, 25, 36, 49 or 64\), got 5$/],
  // the streams' calls that take no options
  ['LineChunker.push', () => new stream.LineChunker().push(EMPTY as never), TypeError, /^expected a Uint8Array, got the string/],
  ['validatePuzzleLines', () => stream.validatePuzzleLines(5 as never), TypeError, /^lines: expected an array of numbered lines \(\{ text, line, length \}\), got the number 5$/],
  ['validateJob', () => stream.validateJob(5 as never), TypeError, /^expected a job of LineChunker/],
];

describe('argument errors name the function', () => {
  it.each(CASES)('%s', (name, call, type, rest) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(type);
    const message = (error as Error).message;
    expect(message.startsWith(`sudoku-wasm: ${name}: `), message).toBe(true);
    expect(message.slice(`sudoku-wasm: ${name}: `.length)).toMatch(rest);
    const json = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
    expect({ name: json.name, message: json.message }, message).toEqual({ name: type.name, message });
  });

  it("a general search's methods name themselves (`sudoku-wasm: GeneralSearch.start: …`), on every kind and backend; the search stays the shared one", () => {
    const thrown = (call: () => unknown): Error => {
      try {
        call();
      } catch (error) {
        return error as Error;
      }
      throw new Error('no error');
    };
    for (const kind of ['bitmask', 'dlx'] as const) {
      for (const backend of ['wasm', 'ts'] as const) {
        const search = api.getGeneralSearch(kind, backend);
        expect(api.getGeneralSearch(kind, backend)).toBe(search);
        expect([search.name, search.kind]).toEqual([`${kind}-${backend}`, kind]);
        const size = thrown(() => search.start(9, new Uint8Array(4096), 1));
        expect([size.name, size.message]).toEqual(['RangeError', 'sudoku-wasm: GeneralSearch.start: box size must be 2..8, got 9']);
        const type = thrown(() => search.start(2, [0, 0] as never, 1));
        expect([type.name, type.message]).toEqual(['TypeError', 'sudoku-wasm: GeneralSearch.start: cells: expected a Uint8Array']);
        search.start(2, new Uint8Array(16), 1);
        expect([search.run(1000), search.count, search.nodes > 0]).toEqual(['done', 1, true]);
        const out = thrown(() => search.readSolution(new Uint8Array(15)));
        expect([out.name, out.message]).toEqual(['RangeError', 'sudoku-wasm: GeneralSearch.readSolution: out: expected 16, got 15']);
        const solution = new Uint8Array(16);
        expect(search.readSolution(solution)).toBe(true);
        expect(solution.every((d) => d >= 1 && d <= 4)).toBe(true);
      }
    }
  });

  it('the async calls and the async generator too (their promises reject with the named error)', async () => {
    const named = async (name: string, promise: Promise<unknown>, rest: RegExp) => {
      const error = await promise.then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message.startsWith(`sudoku-wasm: ${name}: `), (error as Error).message).toBe(true);
      expect((error as Error).message.slice(`sudoku-wasm: ${name}: `.length)).toMatch(rest);
    };
    await named('countSolutionsAsync', api.countSolutionsAsync(E16, 2, { size: 4 }), AMBIGUOUS);
    await named('trueCandidatesAsync', api.trueCandidatesAsync(E16, { size: 4 }), AMBIGUOUS);
    await named('validateAsync', api.validateAsync(E256, { size: 16, alphabet: 'abcd' }), /^expected options\.alphabet to have 16 symbols/);
    await named('generate', api.generate({ clues: 3 }), /^3 clues: a 9×9 puzzle with one solution has at least 17$/);
    await expect(api.generate({ symmetry: 'x' as never })).rejects.toThrow(
      new TypeError(`sudoku-wasm: generate: symmetry: expected 'none', 'rotate180', 'rotate90', 'mirror', 'diagonal' or 'antidiagonal', got the string "x"`),
    );
  });

  it('the stack names the call too, and a parse error stays as it is', () => {
    let error: Error | undefined;
    try {
      api.parseBoard(EMPTY, { size: 'x' as never });
    } catch (e) {
      error = e as Error;
    }
    expect(error!.stack).toContain('TypeError: sudoku-wasm: parseBoard: expected options.size');
    expect(() => api.parseBoard('11' + '.'.repeat(79))).toThrow(api.SudokuParseError);
    expect(() => api.parseBoard('11' + '.'.repeat(79))).toThrow(/^line 1: digit 1 appears twice/);
  });
});

/** What `call` throws (undefined when it returns). */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a budget that runs out is said by the call it stopped', () => {
  /** A puzzle that needs more than a few guesses (forum_hardest_1106's first). */
  const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
  const STOPPED = /^search stopped \(node budget exhausted\) after 3 guesses, 0 solutions found so far$/;

  it.each([
    ['countSolutions', () => api.countSolutions(HARD, 2, { maxNodes: 3 })],
    ['isUnique', () => api.isUnique(HARD, { maxNodes: 3 })],
    ['someSolution', () => api.someSolution(HARD, { maxNodes: 3 })],
    ['solveInto', () => api.solveInto(api.parsePuzzle(HARD), new Uint8Array(81), 2, { maxNodes: 3 })],
  ] as const)('%s', (name, call) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(api.BudgetExhaustedError);
    const message = (error as Error).message;
    expect(message.startsWith(`sudoku-wasm: ${name}: `), message).toBe(true);
    expect(message.slice(`sudoku-wasm: ${name}: `.length)).toMatch(STOPPED);
    expect(error).toMatchObject({ found: 0, guesses: 3, reason: 'nodes' });
  });

  it('countSolutionsAsync, aborted', async () => {
    const error = await api.countSolutionsAsync(HARD, 2, { signal: AbortSignal.abort() }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(api.BudgetExhaustedError);
    expect((error as Error).message).toMatch(/^sudoku-wasm: countSolutionsAsync: search stopped \(aborted\) after 0 guesses/);
  });

  it.each([
    ['generate', () => api.generate({ signal: AbortSignal.abort() })],
    ['generateSync', async () => api.generateSync({ signal: AbortSignal.abort() })],
    ['generateVariant', () => api.generateVariant({ rules: 'killer', signal: AbortSignal.abort() })],
    ['generateVariantSync', async () => api.generateVariantSync({ rules: 'killer', signal: AbortSignal.abort() })],
  ] as const)('%s, aborted: a GenerateBudgetError named so', async (name, call) => {
    const error = await call().then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(api.GenerateBudgetError);
    expect((error as Error).message).toMatch(new RegExp(`^sudoku-wasm: ${name}: generation stopped \\(aborted\\) after 0 attempts at puzzle 0 `));
  });
});

describe('a LogicError names the call, as the argument errors do', () => {
  /** Two solutions (a 17-clue puzzle's neighbour). */
  const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
  const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
  const SEVERAL = 'the puzzle has more than one solution, so no step can be explained';

  it.each([
    ['hint', 'several solutions', () => api.hint(MULTIPLE), 'multiple', SEVERAL],
    ['rate', 'several solutions', () => api.rate(MULTIPLE), 'multiple', SEVERAL],
    ['rate', "several solutions, scale 'se'", () => api.rate(MULTIPLE, { scale: 'se' }), 'multiple', SEVERAL],
    ['hint', 'a variant puzzle with several solutions', () => api.hint({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKing' }] }), 'multiple', SEVERAL],
    ['rate', 'its time budget', () => api.rate(HARD, { timeoutMs: 0 }), 'unknown', 'the time budget (timeoutMs: 0) ran out'],
  ] as const)('%s, %s', (name, _what, call, reason, rest) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(api.LogicError);
    expect((error as InstanceType<typeof api.LogicError>).reason).toBe(reason);
    expect((error as Error).message.startsWith(`sudoku-wasm: ${name}: ${rest}`), (error as Error).message).toBe(true);
  });
});

describe('a ForcingBudgetError names the call, as the argument errors do', () => {
  it('nextStep, nested forcing nets on the empty grid said to be unique', () => {
    // the caller's unique: true skips the open-grid check, so the search runs and outgrows its budget
    const error = thrown(() => api.nextStep('.'.repeat(81), { techniques: ['forcing-net-nested'], unique: true }));
    expect(error).toBeInstanceOf(api.ForcingBudgetError);
    expect((error as InstanceType<typeof api.ForcingBudgetError>).budget).toBe(api.DEFAULT_FORCING_BUDGET);
    expect((error as Error).message).toMatch(/^sudoku-wasm: nextStep: the forcing chain search derived more than \d+ facts/);
  }, 30_000);
});
