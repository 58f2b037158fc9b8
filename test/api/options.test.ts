/**
 * Options are checked the same way everywhere: one table with a row per public function that
 * takes an options object (every entry: the package, `sudoku-wasm/stream`, `sudoku-wasm/worker`
 * and the worker's calls). Each row says the function's name in messages and its known keys;
 * every row must
 *   - reject an unknown key with a TypeError naming the function, the key and every known key,
 *   - name the nearest known key of a slip ("did you mean 'engine'?"),
 *   - reject options that are not an object, showing the value with its type,
 * and every exported function is either in the table or in the list of those without options.
 * A row's `bad` shows one wrong value with its type ("got the string \"5\""); every key given as
 * undefined is accepted as if absent (the option types allow it, for `exactOptionalPropertyTypes`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import * as stream from '../../src/stream/index';
import * as worker from '../../src/worker/index';
import { nearest, show } from '../../src/api/options';
import { LineChunker } from '../../src/stream/chunks';

const P = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLVED = api.solve(P).solution!;

const SOLVE = ['backend', 'engine', 'maxNodes', 'maxGuesses', 'timeoutMs', 'signal', 'prepass', 'size', 'alphabet'];
const BATCH = [...SOLVE, 'limit', 'firstLine', 'lineNumbers', 'largeBoardMaxNodes', 'solutions'];
const TEXT = BATCH.filter((k) => k !== 'firstLine' && k !== 'lineNumbers');
const LOGIC = [...SOLVE, 'techniques', 'exclude', 'unique', 'onStuck', 'maxSteps', 'alsInChains'];
const GENERATE = ['size', 'level', 'score', 'technique', 'symmetry', 'minimal', 'clues', 'pattern', 'seed', 'count', 'timeoutMs', 'maxAttempts', 'signal', 'gridMethod', 'techniques', 'exclude', 'rate', 'maxNodesPerCheck', 'backend'];
const VARIANT = ['rules', 'size', 'seed', 'clues', 'maxLevel', 'timeoutMs', 'signal'];
const RUNS = ['cellOrder', 'digitOrder', 'seed', 'maxRecursions', 'backend'];
const BACKTRACK = [...RUNS, 'limit', 'size', 'alphabet'];
const STREAM = [...TEXT, 'jobBytes', 'maxLineBytes', 'threads'];

/** A row: the name in messages, its known keys, a call with the given options, and one wrong value. */
interface Row {
  name: string;
  keys: readonly string[];
  call: (options: unknown) => unknown;
  bad?: { key: string; value: unknown };
}

const bytes = new TextEncoder().encode(P);
const ranges = { starts: [0], ends: [81], numbers: [1] };
const job = new LineChunker().end()[0] ?? { seq: 0, bytes, firstLine: 1, cuts: [] };

const ROWS: Row[] = [
  { name: 'solve', keys: SOLVE, call: (o) => api.solve(P, o as never), bad: { key: 'engine', value: 5 } },
  { name: 'someSolution', keys: SOLVE, call: (o) => api.someSolution(P, o as never) },
  { name: 'countSolutions', keys: SOLVE, call: (o) => api.countSolutions(P, 2, o as never), bad: { key: 'maxNodes', value: '5' } },
  { name: 'countSolutionsAsync', keys: SOLVE, call: (o) => api.countSolutionsAsync(P, 2, o as never) },
  { name: 'trueCandidates', keys: SOLVE, call: (o) => api.trueCandidates(P, o as never) },
  { name: 'trueCandidatesAsync', keys: SOLVE, call: (o) => api.trueCandidatesAsync(P, o as never) },
  { name: 'isUnique', keys: SOLVE, call: (o) => api.isUnique(P, o as never) },
  { name: 'validate', keys: SOLVE, call: (o) => api.validate(P, o as never) },
  { name: 'validateAsync', keys: SOLVE, call: (o) => api.validateAsync(P, o as never) },
  { name: 'solveInto', keys: SOLVE, call: (o) => api.solveInto(api.parsePuzzle(P), new Uint8Array(81), 2, o as never) },
  { name: 'validateLines', keys: BATCH, call: (o) => api.validateLines([P], o as never), bad: { key: 'limit', value: '2' } },
  { name: 'validateByteLines', keys: BATCH, call: (o) => api.validateByteLines(bytes, ranges, o as never) },
  { name: 'validateText', keys: TEXT, call: (o) => api.validateText(P, o as never) },
  { name: 'validateAll', keys: BATCH, call: (o) => api.validateAll([P], o as never) },
  { name: 'parsePuzzle', keys: ['line'], call: (o) => api.parsePuzzle(P, o as never) },
  { name: 'parseVariant', keys: ['line'], call: (o) => api.parseVariant(P, o as never), bad: { key: 'line', value: '3' } },
  { name: 'parseBoard', keys: ['size', 'alphabet', 'line'], call: (o) => api.parseBoard(P, o as never) },
  { name: 'formatGrid', keys: ['empty', 'separators'], call: (o) => api.formatGrid(api.parsePuzzle(P), o as never) },
  { name: 'formatBoard', keys: ['style', 'alphabet', 'empty'], call: (o) => api.formatBoard(api.parseBoard(P), o as never), bad: { key: 'style', value: 7 } },
  { name: 'generate', keys: GENERATE, call: (o) => api.generate(o as never), bad: { key: 'count', value: '3' } },
  { name: 'generateSync', keys: GENERATE, call: (o) => api.generateSync(o as never) },
  { name: 'generateVariant', keys: VARIANT, call: (o) => api.generateVariant(o as never), bad: { key: 'rules', value: '3' } },
  { name: 'generateVariantSync', keys: VARIANT, call: (o) => api.generateVariantSync(o as never) },
  { name: 'generateGrid', keys: ['seed', 'backend', 'method'], call: (o) => api.generateGrid(2, o as never) },
  { name: 'generatePuzzle', keys: ['seed', 'backend', 'maxNodesPerCheck', 'minClues', 'method'], call: (o) => api.generatePuzzle(2, o as never) },
  { name: 'graphToJSON', keys: ['grid'], call: (o) => api.graphToJSON(2, o as never) },
  { name: 'graphToDot', keys: ['grid'], call: (o) => api.graphToDot(2, o as never) },
  { name: 'formatColors', keys: ['ansi'], call: (o) => api.formatColors(api.parseBoard(SOLVED), o as never) },
  { name: 'canonicalize', keys: ['transform'], call: (o) => api.canonicalize(P, o as never) },
  { name: 'transform', keys: ['rowOrder', 'colOrder', 'transpose', 'digits'], call: (o) => api.transform(P, o as never), bad: { key: 'transpose', value: 'yes' } },
  { name: 'backtrack', keys: BACKTRACK, call: (o) => api.backtrack(P, o as never), bad: { key: 'seed', value: '1' } },
  { name: 'backtrackRuns', keys: RUNS, call: (o) => api.backtrackRuns(2, new Uint8Array(16), 1, o as never) },
  { name: 'backtrackTrace', keys: [...BACKTRACK.filter((k) => k !== 'backend'), 'maxEvents'], call: (o) => api.backtrackTrace(P, o as never) },
  { name: 'logicSolve', keys: LOGIC, call: (o) => api.logicSolve(EASY, o as never), bad: { key: 'unique', value: 'yes' } },
  { name: 'nextStep', keys: LOGIC, call: (o) => api.nextStep(EASY, o as never) },
  { name: 'hint', keys: [...LOGIC, 'level'], call: (o) => api.hint(EASY, o as never), bad: { key: 'level', value: 'medium' } },
  { name: 'findAll', keys: LOGIC, call: (o) => api.findAll(EASY, ['naked-single'], o as never) },
  { name: 'rate', keys: [...LOGIC.filter((k) => k !== 'onStuck' && k !== 'maxSteps'), 'scale'], call: (o) => api.rate(EASY, o as never) },
  { name: 'gridFromPuzzle', keys: SOLVE, call: (o) => api.gridFromPuzzle(P, o as never) },
  { name: 'playerGrid', keys: SOLVE, call: (o) => api.playerGrid({ puzzle: P }, o as never) },
  { name: 'gridOf', keys: SOLVE, call: (o) => api.gridOf(P, o as never) },
  { name: 'initWasm', keys: ['url', 'bytes', 'module', 'response'], call: (o) => api.initWasm(o as never) },
  { name: 'validateStream', keys: STREAM, call: (o) => stream.validateStream([P], o as never).next(), bad: { key: 'jobBytes', value: '64' } },
  { name: 'validateTransform', keys: STREAM.filter((k) => k !== 'signal'), call: (o) => stream.validateTransform(o as never) },
  { name: 'validateJob', keys: BATCH, call: (o) => stream.validateJob(job, o as never) },
  { name: 'validatePuzzleLines', keys: BATCH, call: (o) => stream.validatePuzzleLines([{ text: P, line: 1, length: 81 }], o as never) },
  { name: 'LineChunker', keys: ['jobBytes', 'jobLines', 'maxLineBytes', 'countLines'], call: (o) => new stream.LineChunker(o as never) },
  { name: 'createWorkerSolver', keys: ['worker', 'name'], call: (o) => worker.createWorkerSolver(o as never) },
];

/** Functions that take no options object (positional arguments only), by entry. */
const WITHOUT_OPTIONS = {
  api: [
    'findConflict', 'formatLine', 'isPuzzleLine', 'tryParseLine', 'getEngine', 'getGeneralSearch', 'tryParseBoardLine',
    'findBoardConflict', 'cellPeers', 'sudokuGraph', 'colorOf', 'paletteFor', 'hasWebAssembly', 'useTypeScriptEngines',
    'useAllSizes', 'usePrepass', 'decodeTraceEvent', 'applyStep', 'registerSeForcing', 'seLengthModifier', 'gridFromRemoved',
    'gridFromPencilMarks', 'formatPencilMarks', 'formatRemoved', 'techniqueById', 'notation', 'digitName', 'findMistake',
    'randomTransform', 'formatVariant', 'toFpuzzles', 'toFpuzzlesLink', 'toSudokuPadLink', 'useVariants', 'useVariantLogic',
  ],
  stream: ['jobLineRanges', 'jobLines', 'liveWorkerThreads'],
  worker: ['toWireGrid', 'fromWireGrid', 'isWireGrid', 'decodeTraceEvent'],
};

/** The error `call` throws, or its promise rejects with (undefined when it succeeds). */
async function errorOf(call: () => unknown): Promise<Error | undefined> {
  try {
    const result = call();
    if (result && typeof (result as Promise<unknown>).then === 'function') await result;
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

/** A slip of `key` that is not itself a key: its last letter dropped. */
const slip = (key: string): string => key.slice(0, -1);

describe('option checks, one table over every export', () => {
  it('covers every exported function of every entry', () => {
    const named = new Set(ROWS.map((r) => r.name));
    const functions = (entry: object) => Object.entries(entry).filter(([, v]) => typeof v === 'function' && !/^[A-Z]/.test(v.name)).map(([k]) => k);
    const uncovered = (entry: object, without: readonly string[]) => functions(entry).filter((name) => !named.has(name) && !without.includes(name));
    expect(uncovered(api, WITHOUT_OPTIONS.api)).toEqual([]);
    expect(uncovered(stream, WITHOUT_OPTIONS.stream)).toEqual([]);
    expect(uncovered(worker, WITHOUT_OPTIONS.worker)).toEqual([]);
  });

  it.each(ROWS)('$name: an unknown key is a TypeError naming it and every known key', async ({ name, keys, call }) => {
    const error = await errorOf(() => call({ bogusOption: 1 }));
    expect(error).toBeInstanceOf(TypeError);
    expect(error!.message).toBe(
      `sudoku-wasm: ${name}: unknown ${name === 'initWasm' ? 'key' : 'option'} 'bogusOption'; known: ${keys.join(', ')}`,
    );
  });

  it.each(ROWS)('$name: a DataView, an ArrayBuffer, a Date or a RegExp as options is a TypeError naming the call', async ({ name, call }) => {
    for (const [value, shown] of [[new DataView(new ArrayBuffer(8)), 'a DataView'], [new ArrayBuffer(8), 'an ArrayBuffer'], [new Date(0), 'a Date'], [/x/, 'a RegExp']] as const) {
      const error = await errorOf(() => call(value));
      expect(error, `${name}: ${shown}`).toBeInstanceOf(TypeError);
      expect(error!.message).toBe(`sudoku-wasm: ${name}: expected ${name === 'initWasm' ? 'an object' : 'an options object'}, got ${shown}`);
    }
  });

  it.each(ROWS)('$name: a slip names the nearest key', async ({ name, keys, call }) => {
    for (const key of keys.filter((k) => k.length >= 4 && !keys.includes(slip(k)))) {
      const error = await errorOf(() => call({ [slip(key)]: 1 }));
      expect(error, `${name}: ${slip(key)}`).toBeInstanceOf(TypeError);
      expect(error!.message, name).toContain(`'${slip(key)}' (did you mean '${key}'?)`);
    }
  });

  it.each(ROWS)('$name: options that are not an object are a TypeError showing the value', async ({ name, call }) => {
    for (const [value, shown] of [
      [5, 'the number 5'],
      ['fast', 'the string "fast"'],
      [null, 'null'],
      [[1], 'an array of 1'],
    ] as const) {
      const error = await errorOf(() => call(value));
      expect(error, `${name}(${String(value)})`).toBeInstanceOf(TypeError);
      expect(error!.message).toMatch(new RegExp(`^sudoku-wasm: ${name}: expected an (options )?object, got ${shown.replace(/[[\]]/g, '\\$&')}`));
    }
  });

  // the option types say `key?: T | undefined` (a caller with exactOptionalPropertyTypes may pass
  // `{ signal: maybeSignal }`): each key given as undefined is as if it were absent
  it.each(ROWS.filter((r) => r.name !== 'initWasm'))('$name: every key given as undefined is as if absent', async ({ name, keys, call }) => {
    const error = await errorOf(() => call(Object.fromEntries(keys.map((key) => [key, undefined]))));
    const without = await errorOf(() => call(undefined)); // the row's own arguments may be refused (validateJob's job)
    expect(error?.message, name).toBe(without?.message);
  });

  it.each(ROWS.filter((r) => r.bad))('$name: a wrong value is shown with its type', async ({ call, bad }) => {
    const error = await errorOf(() => call({ [bad!.key]: bad!.value }));
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain(`got ${show(bad!.value)}`);
    expect(show(bad!.value)).toMatch(/^the (string|number) /);
  });

  /** One wrong value per shared solving option (and per batch option), and the error it must give. */
  const WRONG_SOLVE: [string, unknown, ErrorConstructor][] = [
    ['backend', 'foo', TypeError],
    ['engine', 'foo', TypeError],
    ['maxNodes', -1, RangeError],
    ['maxGuesses', 'x', TypeError],
    ['timeoutMs', 'x', TypeError],
    ['timeoutMs', -1, RangeError],
    ['timeoutMs', Number.NaN, RangeError],
    ['signal', {}, TypeError],
    ['signal', 5, TypeError],
    ['prepass', 'yes', TypeError],
    ['size', 'x', TypeError],
    ['size', 10, RangeError],
    ['alphabet', 42, TypeError],
  ];
  const WRONG_BATCH: [string, unknown, ErrorConstructor][] = [
    ['limit', '2', TypeError],
    ['firstLine', 'x', TypeError],
    ['lineNumbers', 5, TypeError],
    ['largeBoardMaxNodes', -1, RangeError],
    ['solutions', 'no', TypeError],
  ];
  const SOLVING = ROWS.filter((r) => SOLVE.every((k) => r.keys.includes(k) || k === 'signal'));

  it('the rows that take the solving options are every solving, batch, stream and logic call', () => {
    expect(SOLVING.map((r) => r.name)).toEqual([
      'solve', 'someSolution', 'countSolutions', 'countSolutionsAsync', 'trueCandidates', 'trueCandidatesAsync', 'isUnique', 'validate', 'validateAsync', 'solveInto',
      'validateLines', 'validateByteLines', 'validateText', 'validateAll', 'logicSolve', 'nextStep', 'hint', 'findAll', 'rate',
      'gridFromPuzzle', 'playerGrid', 'gridOf', 'validateStream', 'validateTransform', 'validateJob', 'validatePuzzleLines',
    ]);
  });

  it.each(SOLVING)('$name: every wrong value of a solving or batch option is said, naming the call and the option', async ({ name, keys, call }) => {
    for (const [key, value, kind] of [...WRONG_SOLVE, ...WRONG_BATCH].filter(([key]) => keys.includes(key))) {
      const error = await errorOf(() => call({ [key]: value }));
      expect(error, `${name}: ${key}: ${show(value)}`).toBeInstanceOf(kind);
      expect(error!.message, `${name}: ${key}`).toMatch(new RegExp(`^sudoku-wasm: ${name}: ${key}: expected .*, got ${show(value).replace(/[{}[\]]/g, '\\$&')}$`));
    }
  });

  it.each(SOLVING)('$name: maxNodes and its other name maxGuesses, given two budgets, are refused; the same budget twice is taken', async ({ name, call }) => {
    const error = await errorOf(() => call({ maxNodes: 5, maxGuesses: 3 }));
    expect(error, name).toBeInstanceOf(RangeError);
    expect(error!.message).toBe(`sudoku-wasm: ${name}: maxGuesses: another name of maxNodes, given another budget (maxNodes: 5, maxGuesses: 3); give one`);
    // (a row's own arguments may be refused: validateJob's job)
    expect((await errorOf(() => call({ maxNodes: 100_000, maxGuesses: 100_000 })))?.message ?? '', name).not.toMatch(/maxGuesses|maxNodes/);
  });

  it('a wrong option is said before the input is read, whatever the input', async () => {
    for (const call of [
      () => api.validate('xx', { maxNodes: -1 }),
      () => api.validateAsync('xx', { timeoutMs: 'x' as never }),
      () => api.solve('xx', { engine: 'foo' as never }),
      () => api.countSolutions({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' }] }, 2, { signal: {} as never }),
      () => api.validateLines(['xx'], { backend: 'foo' as never }),
      () => api.validateAll(['xx'], { solutions: 'no' as never }),
      () => api.validateText('xx', { prepass: 1 as never }),
    ]) {
      const error = await errorOf(call);
      expect(error, String(call)).toBeInstanceOf(Error);
      expect(error!.name, String(call)).toMatch(/^(TypeError|RangeError)$/);
    }
  });

  it('a limit passed as a string is said to be one', () => {
    expect(() => api.countSolutions(P, '5' as never)).toThrow(new TypeError('sudoku-wasm: countSolutions: limit: expected an integer from 1 to 1073741823, got the string "5"'));
    expect(() => api.countSolutions(P, 0)).toThrow(new RangeError('sudoku-wasm: countSolutions: limit: expected an integer from 1 to 1073741823, got the number 0'));
  });

  it.each(['generate', 'generateSync'] as const)('%s: a wrong value of an option is said as the solving options say theirs, `key: expected …, got …`', async (name) => {
    const call = (options: object) => (name === 'generate' ? api.generate(options as never) : api.generateSync(options as never));
    for (const [key, value] of [['size', 6], ['level', 'hardd'], ['level', 3], ['symmetry', 'spin'], ['technique', 'telepathy'], ['technique', 7], ['clues', 0], ['seed', -1], ['count', 0], ['timeoutMs', -1]] as const) {
      const error = await errorOf(() => call({ [key]: value }));
      expect(error, `${key}: ${show(value)}`).toBeDefined();
      expect(error!.message, `${key}: ${show(value)}`).toMatch(new RegExp(`^sudoku-wasm: ${name}: ${key}: expected .*, got ${show(value)}$`));
      // as the README says: a slip is a TypeError, a number out of range a RangeError
      expect(error!.name, `${key}: ${show(value)}`).toBe(typeof value === 'number' && key !== 'level' && key !== 'technique' ? 'RangeError' : 'TypeError');
    }
  });

  it('an unknown technique id is said as a slip of its option: a TypeError naming the call, the option, the id and the nearest id', () => {
    const wrong = (call: () => unknown) => errorOf(call) as Promise<Error | undefined>;
    return Promise.all([
      wrong(() => api.rate(P, { techniques: ['nope'] })).then((error) => {
        expect(error).toBeInstanceOf(TypeError);
        expect(error!.message).toMatch(/^sudoku-wasm: rate: techniques: unknown technique 'nope'; known: full-house, naked-single, /);
      }),
      wrong(() => api.hint(P, { exclude: ['x-wign'] })).then((error) => {
        expect(error).toBeInstanceOf(TypeError);
        expect(error!.message).toMatch(/^sudoku-wasm: hint: exclude: unknown technique 'x-wign' \(did you mean 'x-wing'\?\); known: /);
      }),
    ]);
  });

  it('the calls the issue named', () => {
    expect(() => api.solve(P, { engin: 'dlx' } as never)).toThrow(/solve: unknown option 'engin' \(did you mean 'engine'\?\)/);
    expect(() => api.generateSync({ levle: 'hard' } as never)).toThrow(/generateSync: unknown option 'levle' \(did you mean 'level'\?\)/);
  });

  it.each(ROWS)('$name: every option given a value of no type it takes (a symbol) is refused, naming the call, the option and the value', async ({ name, keys, call }) => {
    for (const key of keys) {
      const error = await errorOf(() => call({ [key]: Symbol('s') }));
      expect(error, `${name}: ${key}`).toBeDefined();
      expect(error!.name, `${name}: ${key}: ${error!.message}`).toMatch(/^(TypeError|RangeError)$/);
      expect(error!.message, `${name}: ${key}`).toMatch(new RegExp(`^sudoku-wasm: ${name}: `));
      expect(error!.message, `${name}: ${key}`).toContain(key);
      expect(error!.message, `${name}: ${key}`).toMatch(/, got a symbol($|[ ;(])/);
      // the key as every other option's: `solve: engine: expected …`, not `hint: options.level: …`
      expect(error!.message, `${name}: ${key}`).not.toMatch(/^sudoku-wasm: \w+: options\./);
    }
  });

  it('a container passed as options is refused as such, at once, however large', () => {
    const cells = new Uint8Array(1_000_000);
    expect(() => api.validate(P, cells as never)).toThrow(new TypeError('sudoku-wasm: validate: expected an options object, got a Uint8Array'));
    expect(() => api.solve(P, new Map() as never)).toThrow(new TypeError('sudoku-wasm: solve: expected an options object, got a Map'));
    expect(() => api.countSolutions(P, 2, new Set() as never)).toThrow(new TypeError('sudoku-wasm: countSolutions: expected an options object, got a Set'));
    expect(() => api.logicSolve(P, new Int32Array(8) as never)).toThrow(new TypeError('sudoku-wasm: logicSolve: expected an options object, got an Int32Array'));
  });

  it('many unknown keys: the first few are named, the rest counted; a long key is cut', () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`key${i}`, 1]));
    const error = (() => {
      try {
        api.solve(P, many as never);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect(error!.message).toMatch(/^sudoku-wasm: solve: unknown options 'key0', 'key1', 'key2', 'key3', 'key4' and 99995 more; known: backend, /);
    expect(() => api.solve(P, { ['x'.repeat(1_000_000)]: 1 } as never)).toThrow(new RegExp(`unknown option '${'x'.repeat(40)}…'; known`));
  });

  it('types and runtime agree on the level: Hard and hard are both accepted', () => {
    const lower: api.GenerateOptions = { level: 'easy', seed: 1 };
    const upper: api.GenerateOptions = { level: 'Easy', seed: 1 };
    expect(api.generateSync(lower)[0].level).toBe('Easy');
    expect(api.generateSync(upper)[0].level).toBe('Easy');
    // @ts-expect-error: a level that is not HoDoKu's is refused by the type, as by the runtime
    const wrong: api.GenerateOptions = { level: 'Impossible' };
    expect(() => api.generateSync(wrong)).toThrow(TypeError);
  });

  it('nearest: a slip of up to two edits, never a far-off key', () => {
    expect(nearest('engin', SOLVE)).toBe('engine');
    expect(nearest('maxnodes', SOLVE)).toBe('maxNodes');
    expect(nearest('levle', GENERATE)).toBe('level');
    expect(nearest('timeout', SOLVE)).toBe('timeoutMs');
    expect(nearest('x', SOLVE)).toBeUndefined();
    expect(nearest('colour', SOLVE)).toBeUndefined();
  });

  it('show: each value with its type', () => {
    expect([show('5'), show(5), show(true), show(null), show(undefined), show([1, 2]), show(new Map()), show({}), show(() => 1), show(2n)]).toEqual([
      'the string "5"',
      'the number 5',
      'the boolean true',
      'null',
      'undefined',
      'an array of 2',
      'a Map',
      'an object',
      'a function',
      'the bigint 2n',
    ]);
  });
});

/**
 * The audit: per public function, one option of the wrong type and one out of range (where it has
 * a number or a choice with a range), each a TypeError or RangeError that names the function and
 * the option, and that `JSON.stringify` keeps (name and message), as every error of the package.
 */
const WRONG: Record<string, { type: [string, unknown]; range?: [string, unknown] }> = {
  solve: { type: ['engine', 5], range: ['maxNodes', -1] },
  someSolution: { type: ['backend', 5], range: ['timeoutMs', -1] },
  countSolutions: { type: ['maxNodes', '5'], range: ['maxGuesses', 1.5] },
  countSolutionsAsync: { type: ['prepass', 1], range: ['size', 10] },
  trueCandidates: { type: ['alphabet', 5], range: ['maxNodes', -1] },
  trueCandidatesAsync: { type: ['signal', 5], range: ['timeoutMs', 2 ** 40] },
  isUnique: { type: ['engine', 'x'], range: ['maxNodes', -1] },
  validate: { type: ['size', 'x'], range: ['size', 1] },
  validateAsync: { type: ['timeoutMs', 'x'], range: ['maxNodes', -1] },
  solveInto: { type: ['backend', 'x'], range: ['maxNodes', -1] },
  validateLines: { type: ['limit', '2'], range: ['limit', 0] },
  validateByteLines: { type: ['solutions', 'no'], range: ['firstLine', -1] },
  validateText: { type: ['largeBoardMaxNodes', 'x'], range: ['largeBoardMaxNodes', -1] },
  validateAll: { type: ['lineNumbers', 5], range: ['lineNumbers', [-1]] },
  parsePuzzle: { type: ['line', '3'], range: ['line', -1] },
  parseVariant: { type: ['line', '3'], range: ['line', -1] },
  parseBoard: { type: ['size', '2'], range: ['size', 10] },
  formatGrid: { type: ['separators', 'yes'] },
  formatBoard: { type: ['style', 7] },
  generate: { type: ['count', '3'], range: ['count', 0] },
  generateSync: { type: ['seed', 'x'], range: ['seed', -1] },
  generateVariant: { type: ['rules', 3], range: ['seed', -1] },
  generateVariantSync: { type: ['timeoutMs', 'x'], range: ['timeoutMs', -1] },
  generateGrid: { type: ['method', 5], range: ['seed', 1.5] },
  generatePuzzle: { type: ['seed', 'x'], range: ['minClues', 100] },
  graphToJSON: { type: ['grid', 5] },
  graphToDot: { type: ['grid', 5] },
  formatColors: { type: ['ansi', 'x'] },
  canonicalize: { type: ['transform', 'x'] },
  transform: { type: ['transpose', 'yes'], range: ['rowOrder', [0, 1, 2, 3, 4, 5, 6, 7, 9]] },
  backtrack: { type: ['seed', '1'], range: ['limit', 0] },
  backtrackRuns: { type: ['cellOrder', 5], range: ['maxRecursions', -1] },
  backtrackTrace: { type: ['maxEvents', 'x'], range: ['maxEvents', -1] },
  logicSolve: { type: ['unique', 'yes'], range: ['maxSteps', -1] },
  nextStep: { type: ['techniques', 5], range: ['maxNodes', -1] },
  hint: { type: ['level', 5], range: ['maxNodes', -1] },
  findAll: { type: ['exclude', 5], range: ['maxNodes', -1] },
  rate: { type: ['scale', 5], range: ['maxNodes', -1] },
  gridFromPuzzle: { type: ['size', 'x'], range: ['size', 10] },
  playerGrid: { type: ['size', 'x'], range: ['size', 10] },
  gridOf: { type: ['size', 'x'], range: ['size', 10] },
  initWasm: { type: ['bytes', 5] },
  validateStream: { type: ['jobBytes', '64'], range: ['jobBytes', -1] },
  validateTransform: { type: ['threads', 'x'], range: ['threads', -1] },
  validateJob: { type: ['limit', 'x'], range: ['limit', 0] },
  validatePuzzleLines: { type: ['limit', 'x'], range: ['limit', 0] },
  LineChunker: { type: ['countLines', 5], range: ['jobLines', 0] },
  createWorkerSolver: { type: ['name', 5] },
};

/** The checks every refused option must pass: its class, a message naming the call and the option, and its JSON. */
function expectNamed(error: Error | undefined, kind: typeof TypeError | typeof RangeError, name: string, key: string, what: string): void {
  expect(error, what).toBeInstanceOf(kind);
  expect(error!.message, what).toMatch(new RegExp(`^sudoku-wasm: ${name}: `));
  expect(error!.message, what).toContain(key);
  const json = JSON.parse(JSON.stringify(error)) as Record<string, unknown>;
  expect({ name: json.name, message: json.message }, what).toEqual({ name: kind.name, message: error!.message });
}

describe('option checks, the audit: a wrong type and a value out of range per public function', () => {
  it('has a row for every function of the table above', () => {
    expect(Object.keys(WRONG).sort()).toEqual(ROWS.map((r) => r.name).sort());
  });

  it.each(ROWS)('$name: a wrong type is a TypeError, a value out of range a RangeError, each naming the call and the option', async ({ name, call }) => {
    const { type, range } = WRONG[name];
    expectNamed(await errorOf(() => call({ [type[0]]: type[1] })), TypeError, name, type[0], `${name}: ${type[0]}: ${show(type[1])}`);
    if (range) expectNamed(await errorOf(() => call({ [range[0]]: range[1] })), RangeError, name, range[0], `${name}: ${range[0]}: ${show(range[1])}`);
  });

  it.each(ROWS)('$name: an unknown key and options that are not an object keep their message in JSON', async ({ name, call }) => {
    expectNamed(await errorOf(() => call({ bogusOption: 1 })), TypeError, name, 'bogusOption', `${name}: bogusOption`);
    expectNamed(await errorOf(() => call(5)), TypeError, name, '', `${name}: 5`);
  });
});

describe('option checks of the worker client: the same messages, as rejections', () => {
  // the calls run in a worker thread on the built package (test/worker/ has the rest of the client)
  const CALLS: [string, (s: worker.WorkerSolver, o: unknown) => Promise<unknown>][] = [
    ['ready', (s, o) => s.ready(o as never)],
    ['solve', (s, o) => s.solve(P, o as never)],
    ['validate', (s, o) => s.validate(P, o as never)],
    ['someSolution', (s, o) => s.someSolution(P, o as never)],
    ['countSolutions', (s, o) => s.countSolutions(P, 2, o as never)],
    ['isUnique', (s, o) => s.isUnique(P, o as never)],
    ['trueCandidates', (s, o) => s.trueCandidates(P, o as never)],
    ['validateLines', (s, o) => s.validateLines([P], o as never)],
    ['validateText', (s, o) => s.validateText(P, o as never)],
    ['validateBytes', (s, o) => s.validateBytes(bytes.slice(), o as never)],
    ['hint', (s, o) => s.hint(EASY, o as never)],
    ['nextStep', (s, o) => s.nextStep(EASY, o as never)],
    ['logicSolve', (s, o) => s.logicSolve(EASY, o as never)],
    ['rate', (s, o) => s.rate(EASY, o as never)],
    ['generate', (s, o) => s.generate(o as never)],
    ['generateVariant', (s, o) => s.generateVariant(o as never)],
    ['backtrackTrace', (s, o) => s.backtrackTrace(P, o as never)],
  ];

  /** Per call, an option of the wrong type and one out of range (the library's own, checked in the worker). */
  const WORKER_WRONG: Record<string, { type?: [string, unknown]; range?: [string, unknown] }> = {
    ready: {},
    solve: { type: ['engine', 5], range: ['maxNodes', -1] },
    validate: { type: ['size', 'x'], range: ['size', 10] },
    someSolution: { type: ['backend', 5], range: ['timeoutMs', -1] },
    countSolutions: { type: ['maxNodes', '5'], range: ['maxGuesses', 1.5] },
    isUnique: { type: ['prepass', 1], range: ['maxNodes', -1] },
    trueCandidates: { type: ['alphabet', 5], range: ['maxNodes', -1] },
    validateLines: { type: ['limit', '2'], range: ['limit', 0] },
    validateText: { type: ['solutions', 'no'], range: ['largeBoardMaxNodes', -1] },
    validateBytes: { type: ['limit', '2'], range: ['limit', 0] },
    hint: { type: ['level', 5], range: ['maxNodes', -1] },
    nextStep: { type: ['techniques', 5], range: ['maxNodes', -1] },
    logicSolve: { type: ['unique', 'yes'], range: ['maxSteps', -1] },
    rate: { type: ['scale', 5], range: ['maxNodes', -1] },
    generate: { type: ['count', '3'], range: ['count', 0] },
    generateVariant: { type: ['rules', 3], range: ['seed', -1] },
    backtrackTrace: { type: ['maxEvents', 'x'], range: ['maxEvents', -1] },
  };

  it('every call rejects an unknown key and a non-object with a TypeError naming the call', async () => {
    const { existsSync } = await import('node:fs');
    const script = new URL('../../dist/worker/entry.js', import.meta.url);
    if (!existsSync(script)) throw new Error('dist/worker/entry.js is missing: run `npm run build` first');
    const { Worker } = await import('node:worker_threads');
    const solver = worker.createWorkerSolver({ worker: () => new Worker(script) });
    try {
      expect(Object.keys(solver).filter((k) => k !== 'terminate' && k !== 'pending').sort()).toEqual(CALLS.map(([name]) => name).sort());
      for (const [name, call] of CALLS) {
        const unknown = await errorOf(() => call(solver, { maxNode: 1 }));
        expect(unknown, name).toBeInstanceOf(TypeError);
        expect(unknown!.message, name).toMatch(new RegExp(`^sudoku-wasm: ${name}: unknown option 'maxNode'`));
        if (!['ready', 'generate', 'generateVariant', 'backtrackTrace'].includes(name)) expect(unknown!.message, name).toContain("(did you mean 'maxNodes'?)");
        const notObject = await errorOf(() => call(solver, 5));
        expect(notObject, name).toBeInstanceOf(TypeError);
        expect(notObject!.message, name).toBe(`sudoku-wasm: ${name}: expected an options object, got the number 5`);
        const notSignal = await errorOf(() => call(solver, { signal: {} }));
        expect(notSignal, name).toBeInstanceOf(TypeError);
        expect(notSignal!.message, name).toBe(`sudoku-wasm: ${name}: signal: expected an AbortSignal, got an object`);
        // the audit's checks, as the library's (the worker answers with the same errors, and JSON keeps them)
        for (const error of [unknown, notObject, notSignal]) expectNamed(error, TypeError, name, '', `${name}: JSON`);
        const { type, range } = WORKER_WRONG[name];
        if (type) expectNamed(await errorOf(() => call(solver, { [type[0]]: type[1] })), TypeError, name, type[0], `${name}: ${type[0]}`);
        if (range) expectNamed(await errorOf(() => call(solver, { [range[0]]: range[1] })), RangeError, name, range[0], `${name}: ${range[0]}`);
      }
    } finally {
      solver.terminate();
    }
  }, 60_000);
});

describe('the documentation (hover text) of the one-puzzle calls', () => {
  it('says that malformed options throw, also for validate, which classifies any input without throwing', () => {
    const source = readFileSync(new URL('../../src/api/single.ts', import.meta.url), 'utf8');
    const calls = [...source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\nexport (?:async )?function (\w+)\([^)]*options\?: SolveOptions/g)];
    expect(calls.map((m) => m[2])).toEqual(['solve', 'someSolution', 'countSolutions', 'countSolutionsAsync', 'isUnique', 'validate', 'validateAsync', 'solveInto']);
    for (const [, doc, name] of calls) expect(doc, name).toMatch(/@throws \{TypeError\}.*options/);
    expect(() => api.validate(P, { maxNodes: 'x' } as never)).toThrow(TypeError);
  });
});
