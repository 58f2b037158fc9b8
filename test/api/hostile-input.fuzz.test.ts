/**
 * Hostile input against the whole classic API, from the outside (the package entry and
 * `sudoku-wasm/stream`): wrong types, NaN, Infinity, -0, huge numbers, strings with NUL, lone
 * surrogates, byte-order marks, arrays with holes, typed arrays of every kind (shared and
 * detached buffers too), frozen and Proxy objects, getters that throw, `__proto__` keys.
 *
 * The rule checked after every call: it returns, or throws an error of the package's documented
 * classes (TypeError, RangeError, SudokuParseError, LogicError, the budget errors) and never an
 * internal one (a WebAssembly trap, "Cannot read properties of undefined", "… is not a
 * function"); a getter of the caller's that throws may throw through. And the next call with a
 * known puzzle (9×9 and 16×16, their solutions and counts known) still gets the right answer:
 * nothing of a bad call stays behind in the engines or the WebAssembly memory.
 *
 * Seeded (fast-check), a few thousand calls: a few seconds. Variant inputs are fuzzed in
 * test/variant/. Every solving call gets a budget (`maxNodes`, `timeoutMs`) when the options are
 * not the fuzzed argument, so an open board cannot make a run long.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import * as stream from '../../src/stream/index';
import { readFixtures } from '../support/fixtures';

const NINE = readFixtures('fast9.txt').find((f) => f.count === 1 && f.solution !== undefined)!;
const SIXTEEN = readFixtures('board-16.txt').find((f) => f.count === 1 && f.solution !== undefined)!;
const P9 = NINE.text;
const P16 = SIXTEEN.text;
const SEED = 20261205;
const RUNS = 20;

/** Thrown by the caller's own getters in these tests: it may come out of any call as it is. */
class CallerError extends Error {}

/** A Uint8Array whose buffer was transferred away (length 0, every access empty). */
function detached(length: number): Uint8Array {
  const cells = new Uint8Array(length);
  structuredClone(cells.buffer, { transfer: [cells.buffer] });
  return cells;
}

const digits9 = () => Array.from(P9, (c) => (c === '.' ? 0 : Number(c)));

/** Values no call takes as they are, each a different way to be wrong. */
const CONSTANTS: readonly unknown[] = [
  undefined,
  null,
  NaN,
  Infinity,
  -Infinity,
  -0,
  1e308,
  2 ** 53,
  -1,
  0.5,
  10n,
  Symbol('s'),
  true,
  '',
  ' ',
  '\0'.repeat(81),
  '\uFEFF' + P9,
  '\uD800'.repeat(81),
  '😀'.repeat(81),
  P9 + '\0',
  P9.slice(0, 80),
  P9 + P9,
  '0'.repeat(200_000),
  `${'0'.repeat(81)}\n`.repeat(500),
  {},
  [],
  new Array(81),
  new Array(81).fill(NaN),
  new Array(81).fill(-1),
  new Array(81).fill('5'),
  new Array(80).fill(0),
  Object.freeze(digits9()),
  new Proxy(digits9(), {}),
  new Proxy(digits9(), {
    get: (target, key, receiver) => {
      if (key === '40') throw new CallerError('getter');
      return Reflect.get(target, key, receiver);
    },
  }),
  new Proxy({}, { get: () => { throw new CallerError('getter'); } }), // prettier-ignore
  { get length() { throw new CallerError('length'); } }, // prettier-ignore
  { length: 2 ** 32 - 1 },
  { length: -1 },
  { length: NaN },
  JSON.parse('{"__proto__": {"n": 3}, "size": 9}'),
  { n: 3, cells: new Uint8Array(80) },
  { n: 9, cells: new Uint8Array(81) },
  { n: 3, cells: null },
  new Float64Array(81).fill(0.5),
  new Uint16Array(81).fill(300),
  new Int8Array(81).fill(-1),
  new Uint8ClampedArray(81),
  new Uint8Array(0),
  new Uint8Array(4096),
  new Uint8Array(new SharedArrayBuffer(81)),
  detached(81),
  new ArrayBuffer(81),
  new DataView(new ArrayBuffer(81)),
  new Map(),
  new Set([1]),
  new Date(0),
  /x/,
  () => 1,
  Promise.resolve(1),
];

/** A valid puzzle with one character replaced, removed or added: the near misses a parser meets. */
const nearMiss = fc
  .tuple(fc.constantFrom(P9, P16), fc.nat(300), fc.string({ unit: 'binary', minLength: 0, maxLength: 3 }), fc.constantFrom('replace', 'insert', 'cut'))
  .map(([text, at, piece, how]) => {
    const i = at % text.length;
    if (how === 'cut') return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + piece + text.slice(how === 'replace' ? i + 1 : i);
  });

/** Arrays of cells near 81 and 256 long, with values around the valid range. */
const nearCells = fc.oneof(
  fc.array(fc.oneof(fc.integer({ min: -3, max: 70 }), fc.constantFrom(NaN, 0.5, -0, Infinity, undefined, null, '1')), { minLength: 79, maxLength: 83 }),
  fc.array(fc.integer({ min: 0, max: 17 }), { minLength: 255, maxLength: 257 }),
  fc.uint8Array({ minLength: 80, maxLength: 82, max: 12 }),
);

/** Option records: known keys and a few others, with values of every kind. */
const OPTION_KEYS = [
  'backend', 'engine', 'maxNodes', 'maxGuesses', 'timeoutMs', 'signal', 'prepass', 'size', 'alphabet', 'limit', 'firstLine',
  'lineNumbers', 'largeBoardMaxNodes', 'solutions', 'seed', 'count', 'level', 'symmetry', 'techniques', 'exclude', 'scale',
  'transform', 'style', 'n', 'cells', '__proto__', 'constructor', 'toString', 'engin',
]; // prettier-ignore
const optionValue = fc.oneof(fc.constantFrom(...CONSTANTS.filter((v) => typeof v !== 'string' || v.length < 1000)), fc.integer({ min: -2, max: 70 }), fc.string({ maxLength: 8 }));
const hostileOptions = fc.oneof(
  fc.dictionary(fc.constantFrom(...OPTION_KEYS), optionValue, { maxKeys: 3 }),
  fc.constantFrom(...CONSTANTS),
);

/** Any hostile value. */
const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONSTANTS) },
  { weight: 2, arbitrary: nearMiss },
  { weight: 2, arbitrary: nearCells },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hostileOptions },
);

/** What a search call gets as options when the options are not the fuzzed argument. */
const BOUNDED = { maxNodes: 20_000, timeoutMs: 300 } as const;

/** Messages of errors that come from inside the package, not from its checks. */
const INTERNAL =
  /unreachable|out of bounds|Cannot read prop|Cannot set prop|is not a function|is not iterable|is not a constructor|Maximum call stack|Invalid array length|Invalid typed array length|Cannot convert|Cannot mix BigInt|undefined is not|null is not|detached ArrayBuffer|Cannot perform/i;

function expectDocumentedError(name: string, error: unknown): void {
  if (error instanceof CallerError) return;
  const what = `${name}: ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : String(error)}`;
  expect(error, what).toBeInstanceOf(Error);
  expect(error, what).not.toBeInstanceOf(WebAssembly.RuntimeError);
  expect(INTERNAL.test((error as Error).message), what).toBe(false);
  const documented =
    error instanceof TypeError ||
    error instanceof RangeError ||
    error instanceof api.SudokuParseError ||
    error instanceof api.LogicError ||
    error instanceof api.BudgetExhaustedError ||
    error instanceof api.ForcingBudgetError ||
    error instanceof api.StepSearchTimeUp;
  expect(documented, what).toBe(true);
}

/** The known 9×9 answer, after each call (the 16×16 one and the other engines after each test). */
function expectKnownAnswers(after: string): void {
  if (api.validate(P9).solution !== NINE.solution) expect.fail(`9×9 answer wrong after ${after}`);
}

/** The known answers on every engine and backend, and a count and a batch, after a test's calls. */
function expectAllKnownAnswers(after: string): void {
  for (const backend of ['wasm', 'ts'] as const) {
    for (const engine of ['auto', 'bitmask', 'dlx'] as const) {
      const nine = api.validate(P9, { backend, engine });
      expect(`${nine.status} ${nine.solution === NINE.solution}`, `9×9 (${backend}, ${engine}) after ${after}`).toBe('unique true');
      const sixteen = api.validate(P16, { backend, engine });
      expect(`${sixteen.status} ${sixteen.solution === SIXTEEN.solution}`, `16×16 (${backend}, ${engine}) after ${after}`).toBe('unique true');
    }
  }
  expect(api.countSolutions('.'.repeat(81), 7), `count after ${after}`).toBe(7);
  expect(api.validateLines([P9, '.'.repeat(81), P16]).map((v) => v.status), `batch after ${after}`).toEqual(['unique', 'multiple', 'unique']);
}

/** Calls `call`, checks what it threw, and the known answers after it. */
function attempt(name: string, call: () => unknown): void {
  try {
    call();
  } catch (error) {
    expectDocumentedError(name, error);
  }
  expectKnownAnswers(name);
}

async function attemptAsync(name: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    expectDocumentedError(name, error);
  }
  expectKnownAnswers(name);
}

/** An easy puzzle (singles only) for the logic calls, whose steps are quick. */
const EASY = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
const grid = api.gridFromPuzzle(EASY);
const step = api.nextStep(EASY)!;
const bytes9 = new TextEncoder().encode(P9);

/**
 * Every synchronous export that takes input, each place of an argument as one call of a hostile
 * `v`, the other arguments valid (a search gets a budget when the options are not `v`).
 */
const CALLS: Record<string, ((v: unknown) => unknown)[]> = {
  solve: [(v) => api.solve(v as never, BOUNDED), (v) => api.solve(P9, v as never)],
  someSolution: [(v) => api.someSolution(v as never, BOUNDED), (v) => api.someSolution(P9, v as never)],
  countSolutions: [(v) => api.countSolutions(v as never, 2, BOUNDED), (v) => api.countSolutions(P9, v as never, BOUNDED), (v) => api.countSolutions(P9, 2, v as never)],
  isUnique: [(v) => api.isUnique(v as never, BOUNDED), (v) => api.isUnique(P9, v as never)],
  validate: [(v) => api.validate(v, BOUNDED), (v) => api.validate(P9, v as never)],
  solveInto: [
    (v) => api.solveInto(v as never, new Uint8Array(81), 2, BOUNDED),
    (v) => api.solveInto(NINE.cells, v as never),
    (v) => api.solveInto(NINE.cells, new Uint8Array(81), v as never),
    (v) => api.solveInto(NINE.cells, new Uint8Array(81), 2, v as never),
  ],
  validateLines: [(v) => api.validateLines(v as never, BOUNDED), (v) => api.validateLines([v, P9] as never, BOUNDED), (v) => api.validateLines([P9], v as never)],
  validateText: [(v) => api.validateText(v as never, BOUNDED), (v) => api.validateText(P9, v as never)],
  validateAll: [(v) => api.validateAll([v, P9] as never, BOUNDED), (v) => api.validateAll(v as never, BOUNDED), (v) => api.validateAll([P9], v as never)],
  validateByteLines: [
    (v) => api.validateByteLines(v as never, { starts: [0], ends: [81], numbers: [1] }),
    (v) => api.validateByteLines(bytes9, v as never),
    (v) => api.validateByteLines(bytes9, { starts: v, ends: [81], numbers: [1] } as never),
    (v) => api.validateByteLines(bytes9, { starts: [0], ends: v, numbers: [1] } as never),
    (v) => api.validateByteLines(bytes9, { starts: [0], ends: [81], numbers: v } as never),
    (v) => api.validateByteLines(bytes9, { starts: [0], ends: [81], numbers: [1] }, v as never),
  ],
  parsePuzzle: [(v) => api.parsePuzzle(v as never), (v) => api.parsePuzzle(P9, v as never)],
  parseBoard: [(v) => api.parseBoard(v as never), (v) => api.parseBoard(P16, v as never)],
  tryParseLine: [(v) => api.tryParseLine(v as never, new Uint8Array(81), 0), (v) => api.tryParseLine(P9, v as never, 0), (v) => api.tryParseLine(P9, new Uint8Array(81), v as never), (v) => api.tryParseLine(P9, new Uint8Array(81), 0, v as never)],
  tryParseBoardLine: [
    (v) => api.tryParseBoardLine(v as never, 4, new Uint8Array(256), 0),
    (v) => api.tryParseBoardLine(P16, v as never, new Uint8Array(256), 0),
    (v) => api.tryParseBoardLine(P16, 4, new Uint8Array(256), 0, v as never),
    (v) => api.tryParseBoardLine(P16, 4, new Uint8Array(256), 0, 1, v as never),
  ],
  isPuzzleLine: [(v) => api.isPuzzleLine(v as never)],
  formatLine: [(v) => api.formatLine(v as never)],
  formatGrid: [(v) => api.formatGrid(v as never), (v) => api.formatGrid(NINE.cells, v as never)],
  formatBoard: [(v) => api.formatBoard(v as never), (v) => api.formatBoard({ n: 3, cells: NINE.cells }, v as never)],
  findConflict: [(v) => api.findConflict(v as never)],
  findBoardConflict: [(v) => api.findBoardConflict(v as never, 3), (v) => api.findBoardConflict(NINE.cells, v as never)],
  canonicalize: [(v) => api.canonicalize(v as never), (v) => api.canonicalize(P9, v as never)],
  transform: [(v) => api.transform(v as never), (v) => api.transform(P9, v as never)],
  randomTransform: [(v) => api.randomTransform(v as never, 1), (v) => api.randomTransform(P9, v as never)],
  generateSync: [(v) => api.generateSync(v as never), (v) => api.generateSync(typeof v === 'object' && v !== null && !Array.isArray(v) ? { count: 1, seed: 1, timeoutMs: 300, ...v } : (v as never))],
  generateGrid: [(v) => api.generateGrid(v as never, { seed: 1 }), (v) => api.generateGrid(3, v as never)],
  generatePuzzle: [(v) => api.generatePuzzle(v as never, { seed: 1 }), (v) => api.generatePuzzle(2, v as never)],
  sudokuGraph: [(v) => api.sudokuGraph(v as never)],
  cellPeers: [(v) => api.cellPeers(v as never, 0), (v) => api.cellPeers(3, v as never)],
  graphToJSON: [(v) => api.graphToJSON(v as never), (v) => api.graphToJSON(2, v as never)],
  graphToDot: [(v) => api.graphToDot(v as never), (v) => api.graphToDot(2, v as never)],
  colorOf: [(v) => api.colorOf(v as never, 1), (v) => api.colorOf(9, v as never)],
  paletteFor: [(v) => api.paletteFor(v as never)],
  formatColors: [(v) => api.formatColors(v as never), (v) => api.formatColors({ n: 3, cells: NINE.cells }, v as never)],
  backtrack: [(v) => api.backtrack(v as never, { maxRecursions: 20_000 }), (v) => api.backtrack(EASY, v as never)],
  backtrackRuns: [
    (v) => api.backtrackRuns(v as never, new Uint8Array(16), 1),
    (v) => api.backtrackRuns(2, v as never, 1),
    (v) => api.backtrackRuns(2, new Uint8Array(16), v as never),
    (v) => api.backtrackRuns(2, new Uint8Array(16), 1, v as never),
  ],
  backtrackTrace: [(v) => api.backtrackTrace(v as never, { maxEvents: 1000 }), (v) => api.backtrackTrace(EASY, v as never)],
  decodeTraceEvent: [(v) => api.decodeTraceEvent(v as never)],
  logicSolve: [(v) => api.logicSolve(v as never, { timeoutMs: 300 }), (v) => api.logicSolve(EASY, v as never)],
  nextStep: [(v) => api.nextStep(v as never, { timeoutMs: 300 }), (v) => api.nextStep(EASY, v as never)],
  hint: [(v) => api.hint(v as never, { timeoutMs: 300 }), (v) => api.hint(EASY, v as never)],
  findAll: [(v) => api.findAll(v as never, ['naked-single'], { timeoutMs: 300 }), (v) => api.findAll(EASY, v as never, { timeoutMs: 300 }), (v) => api.findAll(EASY, ['naked-single'], v as never)],
  applyStep: [(v) => api.applyStep(v as never, step), (v) => api.applyStep(EASY, v as never)],
  rate: [(v) => api.rate(v as never, { timeoutMs: 300 }), (v) => api.rate(EASY, v as never)],
  playerGrid: [(v) => api.playerGrid(v as never), (v) => api.playerGrid({ puzzle: EASY, entered: v } as never), (v) => api.playerGrid({ puzzle: EASY, marks: v } as never)],
  gridOf: [(v) => api.gridOf(v as never), (v) => api.gridOf(EASY, v as never)],
  findMistake: [(v) => api.findMistake(v as never, NINE.solution!), (v) => api.findMistake(EASY, v as never)],
  gridFromPuzzle: [(v) => api.gridFromPuzzle(v as never), (v) => api.gridFromPuzzle(EASY, v as never)],
  gridFromRemoved: [(v) => api.gridFromRemoved(v as never), (v) => api.gridFromRemoved(EASY, v as never)],
  gridFromPencilMarks: [(v) => api.gridFromPencilMarks(v as never), (v) => api.gridFromPencilMarks(api.formatPencilMarks(grid), v as never)],
  formatPencilMarks: [(v) => api.formatPencilMarks(v as never), (v) => api.formatPencilMarks(grid, v as never)],
  formatRemoved: [(v) => api.formatRemoved(v as never)],
  notation: [(v) => api.notation(v as never, 9), (v) => api.notation(step, v as never)],
  digitName: [(v) => api.digitName(v as never, 9), (v) => api.digitName(1, v as never)],
  techniqueById: [(v) => api.techniqueById(v as never)],
  seLengthModifier: [(v) => api.seLengthModifier(v as never)],
  getEngine: [(v) => api.getEngine(v as never)],
  getGeneralSearch: [(v) => api.getGeneralSearch(v as never), (v) => api.getGeneralSearch('dlx', v as never)],
  validateJob: [(v) => stream.validateJob(v as never, BOUNDED), (v) => stream.validateJob({ seq: 0, bytes: bytes9, firstLine: 1, lineCount: 1, cuts: [] }, v as never)],
  jobLines: [(v) => stream.jobLines(v as never)],
  LineChunker: [(v) => new stream.LineChunker(v as never).end(), (v) => new stream.LineChunker().push(v as never)],
};

/** A valid value for each place of each call: the guard that every place is reached (its other arguments are valid). */
const VALID: Record<string, unknown[]> = {
  solve: [P9, {}], someSolution: [P9, {}], countSolutions: [P9, 2, {}], isUnique: [P9, {}], validate: [P9, {}],
  solveInto: [NINE.cells, new Uint8Array(81), 2, {}], validateLines: [[P9], P9, {}], validateText: [P9, {}], validateAll: [P9, [P9], {}],
  validateByteLines: [bytes9, { starts: [0], ends: [81], numbers: [1] }, [0], [81], [1], {}],
  parsePuzzle: [P9, {}], parseBoard: [P16, {}], tryParseLine: [P9, new Uint8Array(81), 0, 1], tryParseBoardLine: [P16, 4, 1, 'alnum'],
  isPuzzleLine: [P9], formatLine: [NINE.cells], formatGrid: [NINE.cells, {}], formatBoard: [{ n: 3, cells: NINE.cells }, {}], findConflict: [NINE.cells],
  findBoardConflict: [NINE.cells, 3], canonicalize: [P9, {}], transform: [P9, {}], randomTransform: [P9, 1], generateSync: [{ count: 1, seed: 1 }, {}],
  generateGrid: [3, {}], generatePuzzle: [2, {}], sudokuGraph: [2], cellPeers: [3, 0], graphToJSON: [2, {}], graphToDot: [2, {}], colorOf: [9, 1],
  paletteFor: [9], formatColors: [{ n: 3, cells: NINE.cells }, {}], backtrack: [EASY, {}], backtrackRuns: [2, new Uint8Array(16), 1, {}],
  backtrackTrace: [EASY, {}], decodeTraceEvent: [129], logicSolve: [EASY, {}], nextStep: [EASY, {}], hint: [EASY, {}],
  findAll: [EASY, ['naked-single'], {}], applyStep: [EASY, step], rate: [EASY, {}], playerGrid: [{ puzzle: EASY }, NINE.cells.map(() => 0), undefined],
  gridOf: [EASY, {}], findMistake: [EASY, NINE.solution], gridFromPuzzle: [EASY, {}], gridFromRemoved: [EASY, ''],
  gridFromPencilMarks: [api.formatPencilMarks(grid), 9], formatPencilMarks: [grid, 'flat'], formatRemoved: [grid], notation: [step, 9],
  digitName: [1, 9], techniqueById: ['naked-single'], seLengthModifier: [4], getEngine: ['wasm'], getGeneralSearch: ['dlx', 'ts'],
  validateJob: [{ seq: 0, bytes: bytes9, firstLine: 1, lineCount: 1, cuts: [] }, {}], jobLines: [{ seq: 0, bytes: bytes9, firstLine: 1, lineCount: 1, cuts: [] }],
  LineChunker: [{}, bytes9],
}; // prettier-ignore

describe('hostile input to every classic export: a documented error, then the right answers', () => {
  it('every place of every call is reached: with a valid value there, the call succeeds', () => {
    expect(Object.keys(VALID).sort()).toEqual(Object.keys(CALLS).sort());
    for (const [name, calls] of Object.entries(CALLS)) {
      expect(calls.length, name).toBe(VALID[name].length);
      calls.forEach((call, place) => expect(() => call(VALID[name][place]), `${name} #${place}`).not.toThrow());
    }
  });

  it.each(Object.keys(CALLS))('%s', (name) => {
    CALLS[name].forEach((call, place) => {
      fc.assert(
        fc.property(hostile, (v) => attempt(`${name} #${place}`, () => call(v))),
        { seed: SEED, numRuns: RUNS },
      );
    });
    expectAllKnownAnswers(name);
  });

  it('every constant in every place of every call', () => {
    for (const [name, calls] of Object.entries(CALLS)) {
      calls.forEach((call, place) => CONSTANTS.forEach((value, i) => attempt(`${name} #${place} constant ${i}`, () => call(value))));
    }
    expectAllKnownAnswers('every call');
  }, 60_000);
});

describe('the async forms: hostile input, and many calls at once aborted at random times', () => {
  it('hostile input: the same errors, as rejections', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (a, b) => {
        await attemptAsync('countSolutionsAsync', () => api.countSolutionsAsync(a as never, 2, BOUNDED));
        await attemptAsync('countSolutionsAsync options', () => api.countSolutionsAsync(P9, 2, b as never));
        await attemptAsync('validateAsync', () => api.validateAsync(a, BOUNDED));
        await attemptAsync('validateAsync options', () => api.validateAsync(P9, b as never));
        await attemptAsync('generate', () => api.generate(typeof a === 'object' && a !== null ? { count: 1, timeoutMs: 300, ...a } : (a as never)));
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expectAllKnownAnswers('the async forms');
  });

  it('concurrent searches with aborts: each answers right, or stops as documented', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ kind: fc.nat(4), backend: fc.constantFrom('wasm', 'ts'), engine: fc.constantFrom('auto', 'bitmask', 'dlx'), abortAfter: fc.option(fc.nat(15)) }), {
          minLength: 5,
          maxLength: 25,
        }),
        async (calls) => {
          const runs = calls.map(async ({ kind, backend, engine, abortAfter }) => {
            const controller = new AbortController();
            if (abortAfter === 0) controller.abort();
            else if (abortAfter !== null) setTimeout(() => controller.abort(new CallerError('stop')), abortAfter);
            const options = { signal: controller.signal, backend, engine: kind === 2 ? 'auto' : engine } as const;
            try {
              if (kind === 0) expect(await api.countSolutionsAsync('.'.repeat(256), 300, options)).toBe(300);
              else if (kind === 1) {
                const verdict = await api.validateAsync(P16, options);
                if (verdict.status !== 'unknown') expect(verdict.solution).toBe(SIXTEEN.solution);
                else expect(verdict.stopped).toBe('aborted');
              } else if (kind === 2) {
                const verdict = await api.validateAsync(P9, options);
                if (verdict.status !== 'unknown') expect(verdict.solution).toBe(NINE.solution);
                else expect(verdict.stopped).toBe('aborted');
              } else if (kind === 3) expect(await api.countSolutionsAsync('.'.repeat(81), 500, options)).toBe(500);
              else expect(await api.generate({ count: 3, seed: 7, signal: options.signal, backend })).toHaveLength(3);
            } catch (error) {
              expect(error, String(error)).toBeInstanceOf(api.BudgetExhaustedError);
              expect((error as api.BudgetExhaustedError).reason).toBe('aborted');
            }
          });
          await Promise.all(runs);
          expectAllKnownAnswers('concurrent aborted searches');
        },
      ),
      { seed: SEED, numRuns: 8 },
    );
  }, 30_000);
});
