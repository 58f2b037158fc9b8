/**
 * Hostile grids through the worker client's logic calls (`nextStep`, `hint`, and `logicSolve`
 * and `rate` on puzzle text): classic puzzle text with odd characters (NUL, lone surrogates,
 * byte-order marks, emoji, cut short), candidate grids the library takes as they are (cells
 * with no candidate left, wrong and repeated digits placed over the givens, 4×4 and 9×9),
 * WireGrids with their text or size mangled, players' grids with wrong fields, mutated variant
 * puzzles and values of the wrong type, now and then with wrong options.
 *
 * The rule checked for every case: the worker answers what the library answers for the same
 * argument (a WireGrid: for the grid `fromWireGrid` reads from it), the same value or an error of
 * the same class, `code` and message; an error is one of the package's own, a TypeError or
 * RangeError naming the call (`sudoku-wasm: hint: …`), never one from deep inside or one that
 * names another function; no worker dies, and after every batch the worker still solves and
 * hints a known puzzle.
 *
 * Seeded, 120 cases (FUZZ_SEED and FUZZ_RUNS override them): the file takes about 13 s on a
 * 2-core machine. Seeds 1–6 and 20261207 passed at 400 cases.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as lib from '../../dist/index.js';
import { fromWireGrid, isWireGrid, toWireGrid } from '../../dist/worker/index.js';
import { EASY, HARD, requireBuild, UNIQUE } from './support';
import { suiteWorker } from './suite-worker';
import { CLASSIC, CLASSIC_SOLUTION, INTERNAL, mutated, mutateText, mutationsArb, sourceArb, textMutationArb } from '../variant/support/hostile';

requireBuild();

const SEED = Number(process.env.FUZZ_SEED ?? 20261207);
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

/** A 4×4 puzzle with one solution. */
const FOUR = '1...' + '..3.' + '.4..' + '...2';
/** Puzzles whose grids are played: each has logic steps to find. */
const PUZZLES = [HARD, EASY, UNIQUE, FOUR];

/** A change to a candidate grid the library takes as it is: a candidate removed (a cell may lose all), or a digit placed (wrong or repeated ones too). */
const editArb = fc.record({ kind: fc.constantFrom('eliminate', 'eliminate', 'eliminate', 'place', 'empty'), cell: fc.nat(), digit: fc.nat() });

/** A candidate grid of a puzzle, played on by the edits. */
const gridArb = fc.tuple(fc.constantFrom(...PUZZLES), fc.array(editArb, { maxLength: 12 })).map(([puzzle, edits]) => {
  const grid = lib.gridFromPuzzle(puzzle);
  for (const { kind, cell: at, digit: d } of edits) {
    const cell = at % grid.C;
    const digit = 1 + (d % grid.N);
    if (grid.values[cell] !== 0) continue;
    if (kind === 'place') grid.place(cell, digit);
    else if (kind === 'eliminate') grid.eliminate(cell, digit);
    else for (let k = 1; k <= grid.N; k++) grid.eliminate(cell, k);
  }
  return grid;
});

/** A WireGrid with a field mangled: its text, its size, or a field of the wrong type. */
const wireArb = fc
  .tuple(gridArb, fc.array(textMutationArb, { maxLength: 2 }), fc.constantFrom(undefined, 0, -1, 4, 9, 16, 25, 1.5, Number.NaN, 1e9, '9'))
  .map(([grid, edits, size]) => {
    const wire = toWireGrid(grid) as Record<string, unknown>;
    const field = 'pencil' in wire ? 'pencil' : edits.length % 2 === 0 ? 'givens' : 'removed';
    wire[field] = edits.reduce(mutateText, wire[field] as string);
    if (size !== undefined) wire.size = size;
    return wire;
  });

/**
 * Puzzle text with odd characters: whitespace the readers skip (a byte-order mark, a no-break
 * space) before it, a trailing field after it (a NUL, an emoji, a lone surrogate), and up to
 * three characters cut, replaced or put in anywhere.
 */
const textArb = fc
  .tuple(
    fc.constantFrom(...PUZZLES),
    fc.constantFrom('', ' ', '\uFEFF', '\t', '\u00A0', '\u0000'),
    fc.constantFrom('', '\r', ' x', ' \u0000', ' 😀', ' \uD800', '\u0000'),
    fc.array(textMutationArb, { maxLength: 3 }),
  )
  .map(([puzzle, before, after, edits]) => edits.reduce(mutateText, before + puzzle + after));

/** A player's grid with a field wrong now and then. */
const playerArb = fc.record({
  puzzle: fc.oneof(fc.constantFrom(...PUZZLES), textArb, fc.constantFrom(null, 5, [], {})),
  entered: fc.constantFrom(undefined, '1'.repeat(81), '.'.repeat(81), '.'.repeat(80) + 'x', Array(81).fill(10), [], 5, null, '\u0000'.repeat(81)),
  marks: fc.constantFrom(undefined, [], Array(81).fill([]), Array(81).fill(null), Array(81).fill([0, 10]), 'x', 7),
}).map((player) => Object.fromEntries(Object.entries(player).filter(([, v]) => v !== undefined)));

/** Values of the wrong type, or of the wrong size. */
const WRONG: unknown[] = [
  null, undefined, 5, '', ' ', [], {}, new Uint8Array(81), Array(81).fill(10), Array(81).fill(Number.NaN), Array(16).fill(0), { puzzle: CLASSIC, bogus: 1 }, { size: 9 },
  // the shape the client posts a grid in, not a grid's contents: the library's answer for the object
  { candidateGrid: 5 },
  { candidateGrid: { n: 3, values: new Uint8Array(81).fill(10), givens: new Uint8Array(81), cands: new Int32Array(81) } },
];

/** A hostile grid argument (a candidate grid, a WireGrid, text, a player's grid, a variant puzzle or a wrong value). */
const argumentArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: gridArb, weight: 3 },
  { arbitrary: wireArb, weight: 3 },
  { arbitrary: textArb, weight: 3 },
  { arbitrary: playerArb, weight: 2 },
  { arbitrary: fc.tuple(sourceArb, mutationsArb).map(([s, m]) => mutated(s, m)), weight: 1 },
  { arbitrary: fc.constantFrom(...WRONG), weight: 1 },
);

/** Options of the logic calls, some of them wrong; mostly none. */
const OPTIONS: unknown[] = [{ unique: true }, { level: 'vague' }, { level: 'nope' }, { techniques: ['naked-single', 'hidden-single'] }, { techniques: ['nope'] }, { exclude: ['full-house'] }, { maxSteps: 2 }, { bogus: 1 }, { size: 4 }, { size: 0 }, null, 5];
const optionsArb = fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.constantFrom(...OPTIONS), weight: 1 });

/** What a call gave: its value, or its error's class, code and message. */
type Outcome = { value: unknown } | { error: { name: string; code?: string; message: string } };

function errorOf(error: unknown): Outcome {
  if (!(error instanceof Error)) return { error: { name: typeof error, message: String(error) } };
  const e = error as Error & { code?: string };
  return { error: { name: e.name, ...(e.code === undefined ? {} : { code: e.code }), message: e.message } };
}

function outcomeSync(f: () => unknown): Outcome {
  try {
    return { value: f() };
  } catch (error) {
    return errorOf(error);
  }
}

async function outcomeAsync(f: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await f() };
  } catch (error) {
    return errorOf(error);
  }
}

/** Errors a hostile grid may give (a ForcingBudgetError: a grid too open for the forcing techniques). */
const EXPECTED_ERRORS = ['SudokuParseError', 'LogicError', 'TypeError', 'RangeError', 'ForcingBudgetError'];

const tally: Record<string, number> = {};
afterAll(() => console.info(`worker hostile logic outcomes: ${JSON.stringify(tally)}`));

/** Counts the outcome and fails when its error is not one a hostile case may give, or names another call. */
function expectAllowed(outcome: Outcome, call: string, what: string): void {
  const value = 'value' in outcome ? (outcome.value as { kind?: string; status?: string; level?: string } | null) : null;
  const kind = `${call} ${'error' in outcome ? outcome.error.name : value === null ? 'null' : (value.kind ?? value.status ?? value.level ?? 'step')}`;
  tally[kind] = (tally[kind] ?? 0) + 1;
  if (!('error' in outcome)) return;
  const { name, message } = outcome.error;
  const shown = `${call} ${what}: ${name}: ${message.slice(0, 300)}`;
  expect(EXPECTED_ERRORS, shown).toContain(name);
  expect(INTERNAL.test(message), shown).toBe(false);
  if (name === 'TypeError' || name === 'RangeError') expect(message.startsWith(`sudoku-wasm: ${call}: `), shown).toBe(true);
}

/** The library's argument for what the worker got: a WireGrid's grid (or `fromWireGrid`'s error). */
function libraryArgument(input: unknown): { value: unknown } | { error: unknown } {
  if (!isWireGrid(input)) return { value: input };
  try {
    return { value: fromWireGrid(input) };
  } catch (error) {
    return { error };
  }
}

const label = (input: unknown): string => {
  if (input instanceof lib.CandidateGrid) return `grid ${Array.from(input.values).join('')} cands ${Array.from(input.cands).join(',')}`;
  return (typeof input === 'string' ? JSON.stringify(input) : (JSON.stringify(input) ?? String(input))).slice(0, 300);
};

describe('hostile grids: the worker client answers nextStep and hint as the library', () => {
  const worker = suiteWorker();

  async function expectWorkerAnswers(after: string): Promise<void> {
    expect(await worker.solver.solve(CLASSIC), `worker after ${after}`).toMatchObject({ status: 'unique', solution: CLASSIC_SOLUTION });
    expect(await worker.solver.hint(HARD, { level: 'vague' }), `worker after ${after}`).toEqual(lib.hint(HARD, { level: 'vague' }));
  }

  it('nextStep and hint: the library outcome, errors and all, and errors naming the call', async () => {
    const cases = fc.sample(fc.tuple(argumentArb, optionsArb), { seed: SEED, numRuns: RUNS });
    for (let batch = 0; batch < cases.length; batch += 20) {
      for (const [input, options] of cases.slice(batch, batch + 20)) {
        const what = `${label(input)} options ${String(JSON.stringify(options))}`;
        const argument = libraryArgument(input);
        for (const call of ['nextStep', 'hint'] as const) {
          const remote = await outcomeAsync(() => worker.solver[call](input as never, options as never));
          if ('error' in argument) {
            // a WireGrid that does not read: the reader's error, named by the call when it names one
            const expected = errorOf(argument.error) as { error: { name: string; code?: string; message: string } };
            const named = { ...expected.error, message: expected.error.message.replace(/^sudoku-wasm: \w+: /, `sudoku-wasm: ${call}: `) };
            expectAllowed(remote, call, what);
            if (options === undefined) expect(remote, `${call} ${what}`).toEqual({ error: named });
            continue;
          }
          const direct = outcomeSync(() => lib[call](argument.value as never, options as never));
          expectAllowed(direct, call, what);
          expect(remote, `${call} ${what}`).toEqual(direct);
        }
      }
      await expectWorkerAnswers(`batch ${batch / 20}`);
    }
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  }, 60_000);

  it("grids the text forms cannot carry answer as the library's: a cell with no candidate, a digit placed twice, a 4×4 grid in play", async () => {
    const emptied = lib.gridFromPuzzle(EASY);
    for (let digit = 1; digit <= 9; digit++) emptied.eliminate(2, digit); // r1c3 (a 4) has no candidate left
    const repeated = lib.gridFromPuzzle(EASY);
    repeated.place(2, 5); // a second 5 in row 1: the player's mistake
    const four = lib.gridFromPuzzle(FOUR);
    four.place(1, 2); // placed by the player, not a given (wrong: the solution has 3 there)
    for (const [grid, hinted] of [[emptied, 'removed-candidate'], [repeated, 'conflict'], [four, 'wrong-digit']] as const) {
      expect(await worker.solver.hint(grid), hinted).toEqual(lib.hint(grid));
      expect(lib.hint(grid), hinted).toMatchObject({ kind: 'mistake', mistake: hinted });
      expect(await worker.solver.nextStep(grid), hinted).toEqual(lib.nextStep(grid));
    }
    // a grid changed after the call, while the call waits, is not seen
    const later = lib.gridFromPuzzle(HARD);
    const pending = worker.solver.nextStep(later);
    later.place(0, 1);
    expect(await pending).toEqual(lib.nextStep(HARD));
  });

  it('errors of a WireGrid that does not read, and of a player\'s grid, name the call', async () => {
    const error = await worker.solver.nextStep({ size: 0, pencil: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toBe('sudoku-wasm: nextStep: size: expected the side 4, 9, 16 or 25, got the number 0');
    expect(() => lib.hint({ puzzle: EASY, bogus: 1 } as never)).toThrow("sudoku-wasm: hint: the player's grid: unknown key 'bogus'; known: puzzle, entered, marks");
  });

  it('logicSolve and rate on odd puzzle text: the library outcome', async () => {
    const cases = fc.sample(fc.tuple(textArb, optionsArb), { seed: SEED + 1, numRuns: Math.ceil(RUNS / 3) });
    for (const [input, options] of cases) {
      const what = `${label(input)} options ${String(JSON.stringify(options))}`;
      const logic = outcomeSync(() => lib.logicSolve(input, options as never));
      expectAllowed(logic, 'logicSolve', what);
      const expected = 'value' in logic ? { value: { ...(logic.value as object), grid: toWireGrid((logic.value as lib.LogicSolveResult).grid) } } : logic;
      expect(await outcomeAsync(() => worker.solver.logicSolve(input, options as never)), `logicSolve ${what}`).toEqual(expected);
      const rating = outcomeSync(() => lib.rate(input, options as never));
      expectAllowed(rating, 'rate', what);
      expect(await outcomeAsync(() => worker.solver.rate(input, options as never)), `rate ${what}`).toEqual(rating);
    }
    await expectWorkerAnswers('logicSolve and rate');
    expect(worker.started, 'a worker died or was restarted').toBe(1);
  }, 60_000);
});
