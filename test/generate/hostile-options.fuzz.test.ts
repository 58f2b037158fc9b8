/**
 * Hostile options through the generators: `generate` / `generateSync` and `generateVariant` /
 * `generateVariantSync`, each option now and then of the wrong type, NaN, ±Infinity, negative,
 * fractional or huge, a level in odd case or misspelt, rules repeated, misspelt or unknown, a
 * size no family is made on, clue bounds crossed, a signal aborted before the call or no signal
 * at all, unknown keys (`__proto__` too), under tiny time and attempt budgets.
 *
 * The rule checked for every case: the outcome is a TypeError or RangeError whose message names
 * the call and an option it was given (`sudoku-wasm: generateSync: size: …`), a budget stop
 * (GenerateBudgetError: time, attempts, or the signal aborted before the call), or puzzles that
 * are valid (one solution, the solution given, the size asked for); the sync and the async form
 * agree (the same error, the async one naming its call, or the same puzzles; a time stop may come
 * earlier or later in one of them, or the other reach its attempt budget first); no call runs
 * much past its time budget; and the worker client's `generate` and `generateVariant` answer
 * as the async form (options without a signal; a value that cannot be posted, a symbol or a
 * function, is its own TypeError naming the call), no worker dies, and it still makes a known
 * puzzle afterwards.
 *
 * Seeded, 100 cases each (FUZZ_SEED and FUZZ_RUNS override them): the file takes about 15 s on
 * a 2-core machine. Seeds 1–6 and 20261207 passed at 200 cases.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as lib from '../../src/index';
import { INTERNAL } from '../variant/support/hostile';
import { requireBuild } from '../worker/support';
import { suiteWorker } from '../worker/suite-worker';

requireBuild();

const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** How far past its time budget a call may end (a slow machine, a slice of work between two clock reads). */
const SLACK_MS = 3_000;

/** Numbers of every awkward kind, and values of other types. */
const ODD: unknown[] = [undefined, null, Number.NaN, Infinity, -Infinity, -1, -0, 1.5, 2 ** 31, 2 ** 53, 1e308, '1', '', true, [], {}, [1], Symbol('s'), 10n];

/** A signal aborted before the call ('aborted'), one never aborted ('fresh'), and values that are none. */
const SIGNALS: unknown[] = ['aborted', 'fresh', 'fresh', 'x', {}, { aborted: true }];
const signalOf = (value: unknown): unknown => (value === 'aborted' ? AbortSignal.abort() : value === 'fresh' ? new AbortController().signal : value);

/**
 * Options of up to four keys: each value mostly one the option takes (`valid`), else a hostile
 * one (`hostile`, or a value of {@link ODD}); keys the generator does not know are among the keys.
 */
function optionsArb(valid: Record<string, unknown[]>, hostile: Record<string, unknown[]>): fc.Arbitrary<Record<string, unknown>> {
  return fc.array(fc.constantFrom(...Object.keys(valid)), { maxLength: 4 }).chain((keys) =>
    fc
      .tuple(...keys.map((k) => fc.oneof({ arbitrary: fc.constantFrom(...valid[k]), weight: 3 }, { arbitrary: fc.constantFrom(...(hostile[k] ?? []), ...ODD), weight: 1 })))
      .map((values) => {
        const options: Record<string, unknown> = {};
        // an own __proto__ key, as JSON.parse makes one
        keys.forEach((k, i) => Object.defineProperty(options, k, { value: k === 'signal' ? signalOf(values[i]) : values[i], enumerable: true, configurable: true, writable: true }));
        return options;
      }),
  );
}

/** Keys no generator knows (drawn as rarely as one option). */
const UNKNOWN = { bogus: [1], Size: [9], __proto__: [{ size: 4 }] };

const classicArb = optionsArb(
  {
    size: [4, 9, 9, 16],
    level: ['easy', 'EASY', 'eAsY', 'Medium', 'hard'],
    score: [{ min: 0, max: 2000 }, { max: 1000 }, { min: -Infinity }],
    technique: ['naked-single', 'hidden-single', 'Hidden Single', '0002'],
    symmetry: ['rotate180', 'mirror', 'none'],
    minimal: [true, false],
    clues: [30, 40, 81],
    pattern: ['x'.repeat(81), 'x'.repeat(40) + '.'.repeat(41), Array(81).fill(true)],
    seed: [0, 1, 7, 2 ** 32 - 1],
    count: [1, 2],
    timeoutMs: [1, 50, 300],
    maxAttempts: [1, 2, 5],
    signal: SIGNALS,
    gridMethod: ['uniform', 'transformed'],
    techniques: [['naked-single', 'hidden-single'], ['naked-single', 'naked-single', 'hidden-single']],
    exclude: [['x-wing'], [], ['x-wing', 'x-wing']],
    rate: [true, false],
    maxNodesPerCheck: [1, 100],
    backend: ['wasm', 'ts'],
    ...UNKNOWN,
  },
  {
    size: [0, 3, 25, 1e9, '9'],
    level: ['extreme ', 'nope', 5],
    score: [{ min: Number.NaN }, { min: 5, max: 1 }, { mn: 1 }, { max: '5' }],
    technique: ['x-wing', 'nope', 'unique-rectangle-1'],
    symmetry: ['ROTATE180', 'nope'],
    minimal: ['yes', 1],
    clues: [0, 82, 1e9, '30', 17],
    pattern: ['.'.repeat(81), 'x'.repeat(16), 'x'.repeat(80), Array(81).fill(2), 'é'.repeat(81)],
    seed: [2 ** 32],
    count: [0, 2 ** 30],
    timeoutMs: [0x7fffffff + 1],
    maxAttempts: [0, 0x7fffffff + 1],
    gridMethod: ['UNIFORM', 'nope'],
    techniques: [[], ['nope'], 'naked-single', [5]],
    exclude: [['nope'], 'x-wing'],
    rate: ['true'],
    maxNodesPerCheck: [0, '5'],
    backend: ['WASM', 'nope'],
  },
);

const variantArb = optionsArb(
  {
    rules: ['killer', ['killer', 'killer'], 'kropki', ['thermo', 'xv'], 'sandwich', 'x'],
    size: [4, 6, 6, 8],
    seed: [0, 1, 7, 2 ** 32 - 1],
    clues: [{ min: 5 }, { max: 30 }, { max: 1e3 }],
    maxLevel: ['easy', 'EASY', 'Hard', 'extreme'],
    timeoutMs: [1, 50, 300],
    signal: SIGNALS,
    ...UNKNOWN,
  },
  {
    rules: [['Killer'], 'KILLER', ['nope'], ['thermo', 'nope'], ['windoku'], ['killer', 5], [], ['x', 'jigsaw']],
    size: [0, 3, 5, 10, 1e9, '6'],
    seed: [2 ** 32],
    clues: [{ min: 10, max: 5 }, { min: -1 }, { min: Number.NaN }, { mni: 1 }, { max: 1e9 }, 5],
    maxLevel: ['nope', 5],
    timeoutMs: [0x7fffffff + 1],
  },
);

/** The drawn options over a base (a seed and small budgets, where the draw does not set them), its own keys kept as they are. */
function withBase(drawn: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  const options = { ...base };
  for (const key of Object.keys(drawn)) Object.defineProperty(options, key, { value: drawn[key], enumerable: true, configurable: true, writable: true });
  return options;
}

type Outcome = { value: unknown } | { error: { name: string; message: string; reason?: string } };

function errorOf(error: unknown): Outcome {
  if (!(error instanceof Error)) return { error: { name: typeof error, message: String(error) } };
  const reason = (error as { reason?: string }).reason;
  return { error: { name: error.name, message: error.message, ...(reason === undefined ? {} : { reason }) } };
}

const tally: Record<string, number> = {};
afterAll(() => console.info(`hostile generate options outcomes: ${JSON.stringify(tally)}`));

/** An options object for a failure's message (symbols and bigints shown, the signal by its state). */
const label = (options: Record<string, unknown>): string =>
  `{ ${Object.keys(options)
    .map((k) => `${k}: ${k === 'signal' && options[k] instanceof AbortSignal ? `signal(${(options[k] as AbortSignal).aborted ? 'aborted' : 'fresh'})` : typeof options[k] === 'symbol' || typeof options[k] === 'bigint' ? String(options[k]) : JSON.stringify(options[k])}`)
    .join(', ')} }`;

/**
 * Runs the sync and the async form on the options and checks the rule of the header; returns
 * the async form's outcome and, unless a time budget stopped either, whether it is to be
 * compared exactly.
 */
async function expectAgreement(
  drawn: Record<string, unknown>,
  options: Record<string, unknown>,
  sync: [string, (o: never) => unknown],
  async: [string, (o: never) => Promise<unknown>],
  budgetMs: number,
): Promise<{ outcome: Outcome; exact: boolean }> {
  const what = label(options);
  const run = async (name: string, f: () => unknown): Promise<Outcome> => {
    const started = performance.now();
    let outcome: Outcome;
    try {
      outcome = { value: await f() };
    } catch (error) {
      outcome = errorOf(error);
    }
    const elapsed = performance.now() - started;
    expect(elapsed, `${name} ${what}: took ${elapsed.toFixed(0)} ms`).toBeLessThan(budgetMs + SLACK_MS);
    const kind = `${name} ${'error' in outcome ? `${outcome.error.name}${outcome.error.reason ? ` ${outcome.error.reason}` : ''}` : 'made'}`;
    tally[kind] = (tally[kind] ?? 0) + 1;
    if ('error' in outcome) {
      const { name: errorName, message } = outcome.error;
      const shown = `${name} ${what}: ${errorName}: ${message}`;
      expect(['TypeError', 'RangeError', 'GenerateBudgetError'], shown).toContain(errorName);
      expect(INTERNAL.test(message), shown).toBe(false);
      expect(message.startsWith(`sudoku-wasm: ${name}: `), shown).toBe(true);
      if (errorName !== 'GenerateBudgetError') {
        // an option drawn, named: its key (or the singular: 'clue count' for clues), or its value
        // where the fault is the base's other option ("size: expected 9 for 'windoku'")
        const quoted = Object.values(drawn).flat().filter((v): v is string => typeof v === 'string' && v !== '');
        const named = Object.keys(drawn).some((key) => message.includes(key) || message.includes(key.replace(/s$/, ''))) || quoted.some((v) => message.includes(`'${v}'`));
        expect(named, `${shown}: names none of the options given`).toBe(true);
      }
    }
    return outcome;
  };
  const fromSync = await run(sync[0], () => sync[1](options as never));
  const fromAsync = await run(async[0], () => async[1](options as never));
  const timeStop = (o: Outcome) => 'error' in o && o.error.reason === 'time';
  if (timeStop(fromSync) || timeStop(fromAsync)) {
    // a time stop in one of them: the other made puzzles, or stopped too, by the clock or at the
    // attempt budget (which the faster one reached first)
    const other = timeStop(fromSync) ? fromAsync : fromSync;
    if ('error' in other) expect(['time', 'nodes'], `${what}: ${other.error.message}`).toContain(other.error.reason);
    return { outcome: fromAsync, exact: false };
  }
  const renamed = 'error' in fromSync ? { error: { ...fromSync.error, message: fromSync.error.message.replace(`sudoku-wasm: ${sync[0]}: `, `sudoku-wasm: ${async[0]}: `) } } : fromSync;
  expect(fromAsync, what).toEqual(renamed);
  return { outcome: fromAsync, exact: true };
}

/**
 * The worker client's outcome for options without a signal (the worker takes none as an
 * option: it stops the worker): the library's async outcome, but for a time stop in either, or a
 * value that cannot be posted (a symbol, a function), which the client refuses by name.
 */
async function expectWorkerAgrees(remote: () => Promise<unknown>, library: { outcome: Outcome; exact: boolean }, name: string, what: string): Promise<void> {
  let got: Outcome;
  try {
    got = { value: await remote() };
  } catch (error) {
    got = errorOf(error);
  }
  tally[`worker ${name} ${'error' in got ? got.error.name : 'made'}`] = (tally[`worker ${name} ${'error' in got ? got.error.name : 'made'}`] ?? 0) + 1;
  if ('error' in got && got.error.message.startsWith(`sudoku-wasm: ${name}: an argument cannot be sent to the worker`)) return;
  const timeStop = (o: Outcome) => 'error' in o && o.error.reason === 'time';
  if (!library.exact || timeStop(got) || timeStop(library.outcome)) {
    if ('error' in got) expect(['time', 'nodes'], `worker ${what}: ${got.error.message}`).toContain(got.error.reason);
    return;
  }
  expect(got, `worker ${what}`).toEqual(library.outcome);
}

describe('hostile options: the generators refuse them by name, or make valid puzzles, the sync and async forms and the worker alike', () => {
  const worker = suiteWorker();

  /** Fails when a worker died or was restarted, or no longer makes a known puzzle. */
  async function expectWorkerAnswers(): Promise<void> {
    expect(await worker.solver.generate({ seed: 7 })).toEqual(lib.generateSync({ seed: 7 }));
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  }

  it('generate and generateSync', async () => {
    for (const drawn of fc.sample(classicArb, { seed: SEED, numRuns: RUNS })) {
      const options = withBase(drawn, { seed: 1, timeoutMs: 300, maxAttempts: 30 });
      const budget = typeof options.timeoutMs === 'number' && options.timeoutMs > 0 && options.timeoutMs <= 300 ? options.timeoutMs : 300;
      const library = await expectAgreement(drawn, options, ['generateSync', lib.generateSync], ['generate', lib.generate], budget * 2);
      if (!('signal' in drawn)) await expectWorkerAgrees(() => worker.solver.generate(options), library, 'generate', label(options));
      const made = 'value' in library.outcome ? (library.outcome.value as lib.GeneratedPuzzle[]) : [];
      for (const p of made) {
        const verdict = lib.validate(p.puzzle, { maxNodes: 200_000 });
        expect(verdict.status, `${label(options)}: ${p.puzzle}`).toBe('unique');
        expect(verdict.solution, label(options)).toBe(p.solution);
        expect(p.puzzle.length, label(options)).toBe(typeof options.size === 'number' ? options.size ** 2 : p.puzzle.length);
      }
    }
    await expectWorkerAnswers();
  }, 90_000);

  it('generateVariant and generateVariantSync', async () => {
    for (const drawn of fc.sample(variantArb, { seed: SEED + 1, numRuns: RUNS })) {
      const options = withBase(drawn, { rules: 'killer', size: 6, seed: 1, timeoutMs: 300 });
      const budget = typeof options.timeoutMs === 'number' && options.timeoutMs > 0 && options.timeoutMs <= 300 ? options.timeoutMs : 300;
      const library = await expectAgreement(drawn, options, ['generateVariantSync', lib.generateVariantSync], ['generateVariant', lib.generateVariant], budget);
      if (!('signal' in drawn)) await expectWorkerAgrees(() => worker.solver.generateVariant(options as never), library, 'generateVariant', label(options));
      if (!('value' in library.outcome)) continue;
      const made = library.outcome.value as lib.GeneratedVariant;
      const verdict = lib.validate(made.puzzle, { maxNodes: 200_000 });
      expect(verdict.status, label(options)).toBe('unique');
      expect(verdict.solution, label(options)).toBe(made.solution);
      expect(made.puzzle.size, label(options)).toBe(options.size ?? 9);
    }
    await expectWorkerAnswers();
  }, 90_000);
});
