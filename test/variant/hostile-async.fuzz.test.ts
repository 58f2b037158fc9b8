/**
 * Hostile variant input through the async forms (`validateAsync`, `countSolutionsAsync`,
 * `trueCandidatesAsync`), the worker client (`sudoku-wasm/worker`: the search calls, `rate`,
 * `hint`, `logicSolve`), and `validateStream`: the mutated puzzles of ./support/hostile.ts (the
 * ones ./hostile-input.fuzz.test.ts gives the sync calls), under the plain budget and now and
 * then other options and limits, some of them wrong.
 *
 * The rule checked for every case: the async form answers what the sync call answers for the
 * same input and options (a node budget only, so that both stop at the same place), one call at
 * a time and several started together: the same value, or an error of the same class, `code`,
 * `path` and message, the message naming the async call (`countSolutionsAsync: …`); errors are
 * the package's own (a SudokuParseError, a budget stop, a LogicError, or a TypeError or
 * RangeError of its checks), never one from deep inside; the worker answers what the library
 * answers when called directly, errors and all, no worker dies, and after every batch of cases
 * it still answers a known puzzle; an AbortSignal stops an unbudgeted search promptly, in the
 * library and in the worker (also on mutated puzzles of very many solutions), and the worker
 * started again answers right; `validateStream` (one chunk or many, one thread or two) gives
 * each puzzle line the verdict `validateLines` gives it.
 *
 * Seeded, 100 cases per check (FUZZ_SEED and FUZZ_RUNS override them): the file takes about
 * 10 s. Seeds 1–13 and 20261207 passed at 200–300 runs.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as api from '../../src/index';
import { validateStream } from '../../src/stream/index';
import * as lib from '../../dist/index.js';
import { toWireGrid } from '../../dist/worker/index.js';
import { requireBuild } from '../worker/support';
import { suiteWorker } from '../worker/suite-worker';
import { CLASSIC, CLASSIC_SOLUTION, INTERNAL, KNOWN, MODELS, modelArb, mutated, mutationArb, mutateText, mutationsArb, sourceArb, textMutationArb } from './support/hostile';

requireBuild();

/** Seed and cases of each check (FUZZ_SEED and FUZZ_RUNS override them, for a longer hunt). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** A node budget only: a time budget would stop the sync and the async search at different places. */
const BUDGET = { maxNodes: 3_000 } as const;
/** How long an aborted search may go on after its signal (room for a loaded machine). */
const ABORT_MS = 1_000;

/** A hostile input: a mutated f-puzzles object or model, as an object or its JSON text, or a link mangled. */
const inputArb: fc.Arbitrary<string | Record<string, unknown>> = fc.oneof(
  fc.tuple(sourceArb, mutationsArb, fc.boolean()).map(([s, m, text]) => (text ? JSON.stringify(mutated(s, m)) : mutated(s, m))),
  fc.tuple(modelArb, mutationsArb, fc.boolean()).map(([s, m, text]) => (text ? JSON.stringify(mutated(s, m)) : mutated(s, m))),
  fc.tuple(sourceArb, fc.array(textMutationArb, { minLength: 1, maxLength: 2 })).map(([s, e]) => e.reduce(mutateText, api.toFpuzzlesLink(api.parseVariant(s)))),
);

/** Other options: the budget with one more option, some of them wrong (each call must refuse them the same way). */
const OPTIONS: unknown[] = [
  { ...BUDGET, engine: 'dlx' },
  { ...BUDGET, engine: 'fast9' },
  { ...BUDGET, engine: 'bitmask' },
  { ...BUDGET, engine: 'nope' },
  { ...BUDGET, prepass: true },
  { ...BUDGET, size: 9 },
  { ...BUDGET, size: 4 },
  { ...BUDGET, size: 0 },
  { ...BUDGET, alphabet: 'x' },
  { ...BUDGET, maxGuesses: 100 },
  { maxNodes: -1 },
  { maxNodes: 1.5 },
  { maxNodes: Number.NaN },
  { maxNodes: '5' },
  { ...BUDGET, bogus: 1 },
  { ...BUDGET, limit: 3 },
  { ...BUDGET, timeoutMs: -5 },
  null,
  5,
  'x',
];
/** The same, and signals (the worker client rejects an aborted signal's call at once, by design: library calls only). */
const LIBRARY_OPTIONS: unknown[] = [...OPTIONS, { ...BUDGET, signal: 'x' }, { ...BUDGET, signal: AbortSignal.abort() }];
/** Limits of a count, some of them wrong. */
const LIMITS: unknown[] = [1, 3, 0, -1, 1.5, Number.NaN, '2', 1e10];
/** Mostly the plain budget and limit 2, so that most cases reach the searches; one case in four has other options or limits. */
const optionsArb = (others: unknown[]): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: fc.constant(BUDGET), weight: 3 }, { arbitrary: fc.constantFrom(...others), weight: 1 });
const limitArb: fc.Arbitrary<unknown> = fc.oneof({ arbitrary: fc.constant(2), weight: 3 }, { arbitrary: fc.constantFrom(...LIMITS), weight: 1 });

/** Options of the human-style calls, some of them wrong or not theirs (`rate` takes no `maxSteps`). */
const LOGIC_OPTIONS: unknown[] = [
  { maxSteps: 3 },
  { maxSteps: 0 },
  { maxSteps: -1 },
  { onStuck: 'guess' },
  { onStuck: 'nope' },
  { unique: false },
  { level: 'concrete' },
  { level: 'vague' },
  { level: 7 },
  { techniques: ['naked-single'] },
  { exclude: ['hidden-single'] },
  { scale: 'se' },
  { scale: 'hodoku' },
  { bogus: true },
  null,
  'x',
];

/** Models of 8×8 and 9×9 with their givens cleared: searches of very many solutions (what an abort stops). */
const EMPTIED = MODELS.filter((m) => (m.size as number) >= 8).map((m) => ({ ...m, givens: '.'.repeat((m.size as number) ** 2) }) as unknown as api.VariantPuzzle);

/** What a call gave: its value, or its error's class, code, path and message. */
type Outcome = { value: unknown } | { error: { name: string; code?: string; path?: string; message: string } };

/** The outcome of a thrown value. */
function errorOf(error: unknown): Outcome {
  if (!(error instanceof Error)) return { error: { name: typeof error, message: String(error) } };
  const e = error as Error & { code?: string; path?: string };
  return { error: { name: e.constructor.name, code: e.code, path: e.path, message: e.message } };
}

/** A verdict as plain data (its error an {@link Outcome}). */
function plainVerdict(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || !('status' in v)) return v;
  const { error, ...rest } = v as { error?: unknown };
  return error === undefined ? rest : { ...rest, error: errorOf(error) };
}

/** What a sync call gives. */
function outcomeSync(call: () => unknown): Outcome {
  try {
    return { value: plainVerdict(call()) };
  } catch (error) {
    return errorOf(error);
  }
}

/** What an async call gives. */
async function outcomeAsync(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: plainVerdict(await call()) };
  } catch (error) {
    return errorOf(error);
  }
}

/** The sync call's outcome as its async form must give it: the errors' messages naming `asyncName` where they name `name`. */
function renamed(outcome: Outcome, name: string, asyncName: string): Outcome {
  const rename = (o: Outcome): Outcome => ('error' in o ? { error: { ...o.error, message: o.error.message.replaceAll(`${name}:`, `${asyncName}:`) } } : o);
  if ('value' in outcome && typeof outcome.value === 'object' && outcome.value !== null && 'error' in outcome.value) {
    const v = outcome.value as { error: Outcome };
    return { value: { ...v, error: rename(v.error) } };
  }
  return rename(outcome);
}

/** Errors a hostile input or options may give (TypeError and RangeError from the package's checks, `sudoku-wasm: …`; one from deep inside is a defect). */
const EXPECTED_ERRORS = ['SudokuParseError', 'BudgetExhaustedError', 'LogicError', 'TypeError', 'RangeError'];

/** How often each call gave each kind of outcome, so that the checks are seen to reach the searches and the errors. */
const tally: Record<string, number> = {};
afterAll(() => console.info(`variant hostile async outcomes: ${JSON.stringify(tally)}`));

/** Counts the outcome and fails when its error is not one a hostile case may give. */
function expectAllowed(outcome: Outcome, what: string): void {
  const kind = `${what.split(' ')[0]} ${'error' in outcome ? outcome.error.name : typeof outcome.value === 'object' && outcome.value !== null && 'status' in outcome.value ? outcome.value.status : 'value'}`;
  tally[kind] = (tally[kind] ?? 0) + 1;
  if (!('error' in outcome)) return;
  const { name, message } = outcome.error;
  const shown = `${what}: ${name}: ${message.slice(0, 300)}`;
  expect(EXPECTED_ERRORS, shown).toContain(name);
  expect(INTERNAL.test(message), shown).toBe(false);
  if (name === 'TypeError' || name === 'RangeError') expect(message.startsWith('sudoku-wasm: '), shown).toBe(true);
}

/** A case's input, shortened, for a failure's message. */
const label = (input: unknown): string => (typeof input === 'string' ? input : JSON.stringify(input)).slice(0, 200);

/** Fails when the library's engines no longer give the known answers. */
function expectKnownAnswers(after: string): void {
  const variant = api.validate(KNOWN.input);
  if (variant.status !== 'unique' || variant.solution !== KNOWN.solution) expect.fail(`variant answer wrong after ${after}: ${variant.status}`);
  const classic = api.validate(CLASSIC);
  if (classic.status !== 'unique' || classic.solution !== CLASSIC_SOLUTION) expect.fail(`classic answer wrong after ${after}: ${classic.status}`);
}

describe('hostile variant input: the async forms answer as the sync calls', () => {
  it('validateAsync, countSolutionsAsync and trueCandidatesAsync give the sync outcome, errors naming their call', async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, optionsArb(LIBRARY_OPTIONS), limitArb, async (input, options, limit) => {
        const what = `${label(input)} options ${String(JSON.stringify(options))} limit ${String(limit)}`;
        const o = options as api.SolveOptions;
        const p = input as api.AnyPuzzle;
        const sync = outcomeSync(() => api.validate(input, o));
        expectAllowed(sync, `validate ${what}`);
        expect(await outcomeAsync(() => api.validateAsync(input, o)), what).toEqual(renamed(sync, 'validate', 'validateAsync'));
        const count = outcomeSync(() => api.countSolutions(p, limit as number, o));
        expectAllowed(count, `countSolutions ${what}`);
        expect(await outcomeAsync(() => api.countSolutionsAsync(p, limit as number, o)), what).toEqual(renamed(count, 'countSolutions', 'countSolutionsAsync'));
        const candidates = outcomeSync(() => api.trueCandidates(p, o));
        expectAllowed(candidates, `trueCandidates ${what}`);
        expect(await outcomeAsync(() => api.trueCandidatesAsync(p, o)), what).toEqual(renamed(candidates, 'trueCandidates', 'trueCandidatesAsync'));
        expectKnownAnswers(what);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 60_000);

  it('async calls started together (queued on the shared engines) each give the sync outcome', async () => {
    const groups = fc.sample(fc.array(inputArb, { minLength: 2, maxLength: 6 }), { seed: SEED + 4, numRuns: Math.ceil(RUNS / 5) });
    for (const inputs of groups) {
      const expected = inputs.map((input) => [
        renamed(outcomeSync(() => api.validate(input, BUDGET)), 'validate', 'validateAsync'),
        renamed(outcomeSync(() => api.countSolutions(input as api.AnyPuzzle, 2, BUDGET)), 'countSolutions', 'countSolutionsAsync'),
        renamed(outcomeSync(() => api.trueCandidates(input as api.AnyPuzzle, BUDGET)), 'trueCandidates', 'trueCandidatesAsync'),
      ]);
      const got = await Promise.all(
        inputs.map((input) =>
          Promise.all([
            outcomeAsync(() => api.validateAsync(input, BUDGET)),
            outcomeAsync(() => api.countSolutionsAsync(input as api.AnyPuzzle, 2, BUDGET)),
            outcomeAsync(() => api.trueCandidatesAsync(input as api.AnyPuzzle, BUDGET)),
          ]),
        ),
      );
      expect(got, inputs.map(label).join('\n')).toEqual(expected);
    }
    expectKnownAnswers('calls started together');
  }, 60_000);

  it('an AbortSignal stops an unbudgeted async search promptly: unknown, aborted', async () => {
    const inputs = EMPTIED.slice(0, 6);
    let aborted = 0;
    for (const input of inputs) {
      const started = performance.now();
      const found = await api.countSolutionsAsync(input, 1e9, { signal: AbortSignal.timeout(30) }).then(
        (n) => n,
        (e: unknown) => e,
      );
      expect(performance.now() - started, label(input)).toBeLessThan(30 + ABORT_MS);
      if (typeof found !== 'number') {
        expect(found, label(input)).toBeInstanceOf(api.BudgetExhaustedError);
        expect((found as api.BudgetExhaustedError).reason, label(input)).toBe('aborted');
        aborted++;
      }
      const between = performance.now();
      const candidates = await api.trueCandidatesAsync(input, { signal: AbortSignal.timeout(30) });
      expect(performance.now() - between, label(input)).toBeLessThan(30 + ABORT_MS);
      if (candidates.status === 'unknown') expect(candidates.stopped, label(input)).toBe('aborted');
    }
    expect(aborted, 'no count ran long enough to be aborted').toBeGreaterThan(0);
    expectKnownAnswers('aborts');
  }, 30_000);
});

describe('hostile variant input: the worker client answers as the library', () => {
  const worker = suiteWorker();

  /** Fails when the worker no longer answers the known puzzles right. */
  async function expectWorkerAnswers(after: string): Promise<void> {
    const variant = await worker.solver.validate(KNOWN.input);
    if (variant.status !== 'unique' || variant.solution !== KNOWN.solution) expect.fail(`worker: variant answer wrong after ${after}: ${variant.status}`);
    expect(await worker.solver.solve(CLASSIC), `worker after ${after}`).toMatchObject({ status: 'unique', solution: CLASSIC_SOLUTION });
  }

  it('solve, validate, someSolution, countSolutions, isUnique, trueCandidates: the library outcome, errors and all', async () => {
    const cases = fc.sample(fc.tuple(inputArb, optionsArb(OPTIONS), limitArb), { seed: SEED + 1, numRuns: RUNS });
    for (let batch = 0; batch < cases.length; batch += 10) {
      for (const [input, options, limit] of cases.slice(batch, batch + 10)) {
        const what = `${label(input)} options ${String(JSON.stringify(options))} limit ${String(limit)}`;
        const p = input as lib.AnyPuzzle;
        const o = options as lib.SolveOptions;
        const n = limit as number;
        const calls: [string, () => unknown, () => Promise<unknown>][] = [
          ['solve', () => lib.solve(p, o), () => worker.solver.solve(p, o)],
          ['validate', () => lib.validate(input, o), () => worker.solver.validate(input, o)],
          ['someSolution', () => lib.someSolution(p, o), () => worker.solver.someSolution(p, o)],
          ['countSolutions', () => lib.countSolutions(p, n, o), () => worker.solver.countSolutions(p, n, o)],
          ['isUnique', () => lib.isUnique(p, o), () => worker.solver.isUnique(p, o)],
          ['trueCandidates', () => lib.trueCandidates(p, o), () => worker.solver.trueCandidates(p, o)],
        ];
        for (const [name, direct, remote] of calls) {
          const expected = outcomeSync(direct);
          expectAllowed(expected, `${name} ${what}`);
          expect(await outcomeAsync(remote), `${name} ${what}`).toEqual(expected);
        }
      }
      await expectWorkerAnswers(`batch ${batch / 10}`);
    }
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  }, 60_000);

  it('rate, hint and logicSolve: the library outcome, errors and all', async () => {
    const cases = fc.sample(fc.tuple(inputArb, fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: fc.constantFrom(...LOGIC_OPTIONS), weight: 1 })), { seed: SEED + 2, numRuns: RUNS });
    for (let batch = 0; batch < cases.length; batch += 10) {
      for (const [input, options] of cases.slice(batch, batch + 10)) {
        const what = `${label(input)} options ${String(JSON.stringify(options))}`;
        const p = input as never;
        const o = options as never;
        const calls: [string, () => unknown, () => Promise<unknown>][] = [
          ['rate', () => lib.rate(p, o), () => worker.solver.rate(p, o)],
          ['hint', () => lib.hint(p, o), () => worker.solver.hint(p, o)],
          // a classic puzzle's grid comes back as a WireGrid (WorkerLogicSolveResult)
          ['logicSolve', () => wireGrid(lib.logicSolve(p, o)), () => worker.solver.logicSolve(p, o)],
        ];
        for (const [name, direct, remote] of calls) {
          const expected = outcomeSync(direct);
          expectAllowed(expected, `${name} ${what}`);
          expect(await outcomeAsync(remote), `${name} ${what}`).toEqual(expected);
        }
      }
      await expectWorkerAnswers(`logic batch ${batch / 10}`);
    }
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  }, 60_000);

  it('an AbortSignal stops a running unbudgeted count promptly; a fresh worker then answers right', async () => {
    const inputs = EMPTIED.slice(0, 3);
    for (const input of inputs) {
      await worker.solver.ready();
      const before = performance.now();
      const reason = new Error('stop');
      const outcome = await worker.solver.countSolutions(input as never, 1e9, { signal: timeoutWith(reason, 50) }).then(
        (n) => n,
        (e: unknown) => e,
      );
      expect(performance.now() - before, label(input)).toBeLessThan(50 + ABORT_MS);
      tally[`abort worker ${typeof outcome}`] = (tally[`abort worker ${typeof outcome}`] ?? 0) + 1;
      if (typeof outcome !== 'number') expect(outcome, label(input)).toBe(reason);
      else expect(outcome, `${label(input)}: counted to the end in 50 ms`).toBeLessThan(1e9);
      await expectWorkerAnswers(`abort of ${label(input)}`);
    }
  }, 30_000);
  it('an AbortSignal stops a hostile input\'s unbudgeted count promptly, or it ends first with the library\'s outcome', async () => {
    // 8×8 and 9×9 models, their givens cleared, mutated once: many of them have very many solutions
    const inputs = fc.sample(
      fc.tuple(fc.constantFrom(...EMPTIED), mutationArb).map(([m, mutation]) => mutated(m as unknown as Record<string, unknown>, [mutation])),
      { seed: SEED + 5, numRuns: Math.ceil(RUNS / 4) },
    );
    for (let batch = 0; batch < inputs.length; batch += 5) {
      for (const input of inputs.slice(batch, batch + 5)) {
        const p = input as lib.AnyPuzzle;
        // the library's answer under a tiny budget: its error when the input is refused
        const refused = outcomeSync(() => lib.countSolutions(p, 1e9, { maxNodes: 1 }));
        const reason = new Error('stop');
        await worker.solver.ready(); // the worker an abort terminated is started again before the clock starts
        const before = performance.now();
        const got = await outcomeAsync(() => worker.solver.countSolutions(p, 1e9, { signal: timeoutWith(reason, 20) }));
        expect(performance.now() - before, label(input)).toBeLessThan(20 + ABORT_MS);
        const kind = `hostile abort ${'error' in got ? (got.error.message === 'stop' ? 'stopped' : 'refused') : 'counted'}`;
        tally[kind] = (tally[kind] ?? 0) + 1;
        // stopped (a loaded machine may stop even a refusal), refused as the library refuses it, or counted
        if ('error' in got && got.error.message === reason.message) expect(got, label(input)).toEqual(errorOf(reason));
        else if ('error' in refused && refused.error.name !== 'BudgetExhaustedError') expect(got, label(input)).toEqual(refused);
        else expect(typeof ('value' in got ? got.value : got), label(input)).toBe('number');
      }
      await expectWorkerAnswers(`aborts of batch ${batch / 5}`);
    }
  }, 60_000);
});

/** `logicSolve`'s result as the worker sends it: a classic puzzle's grid as a WireGrid. */
function wireGrid(result: lib.LogicSolveResult | lib.VariantLogicSolveResult): unknown {
  return 'grid' in result && result.grid !== undefined ? { ...result, grid: toWireGrid(result.grid) } : result;
}

/** A signal aborted with `reason` after `ms`. */
function timeoutWith(reason: unknown, ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(reason), ms);
  return controller.signal;
}

describe('hostile variant input: validateStream answers each line as validateLines', () => {
  it('mutated variant lines mixed with classic ones, one chunk and chunks cut anywhere', async () => {
    const lines = fc
      .sample(fc.oneof(inputArb.map((i) => (typeof i === 'string' ? i : JSON.stringify(i))), fc.constant(CLASSIC)), { seed: SEED + 3, numRuns: RUNS })
      .map((line) => line.replace(/[\r\n]/g, ' '));
    const text = lines.join('\n') + '\n';
    // the stream reads UTF-8: a lone surrogate of a line arrives as U+FFFD
    const batch = lib.validateLines(lines.map((line) => Buffer.from(line).toString()), BUDGET);
    const expected = lines.flatMap((line, i) => (line.trim() === '' || line.startsWith('#') ? [] : [`${i + 1} ${JSON.stringify(plainVerdict({ ...batch[i], line: undefined }))}`]));
    const chunks = [text.slice(0, 1000), text.slice(1000, 1001), text.slice(1001, 5000), text.slice(5000)];
    for (const [source, threads] of [[[text], 1], [chunks, 1], [chunks, 2]] as const) {
      const got: string[] = [];
      for await (const v of validateStream(source, { ...BUDGET, threads })) got.push(`${v.line} ${JSON.stringify(plainVerdict({ ...v, line: undefined }))}`);
      expect(got).toEqual(expected);
    }
    expectKnownAnswers('validateStream');
  }, 30_000);
});
