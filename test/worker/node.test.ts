/**
 * The worker client in Node (`worker_threads`), against the built package: every call answers
 * what the library answers when called directly, errors keep their class and fields, aborts
 * (before and during a call) reject with the signal's reason and the next call works, a dead
 * worker rejects its call with WorkerCrashedError and is replaced, terminate() rejects what is
 * pending, and every thread started has exited at the end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lib from '../../dist/index.js';
import { createWorkerSolver, decodeTraceEvent, toWireGrid, WorkerCrashedError, WorkerTerminatedError, type WorkerSolver } from '../../dist/worker/index.js';
import { backtrackTrace } from '../../src/classic/index';
import { BAD_CHAR, CONFLICT, EASY, EMPTY, HARD, MULTIPLE, NONE, UNIQUE, distFile, rejection, requireBuild } from './support';

requireBuild();

/** A killer puzzle (the unique 17-clue one, a cage its solution meets): the variant engine's. */
const KILLER_9: lib.VariantPuzzle = { size: 9, givens: UNIQUE, constraints: [{ type: 'killer', cells: [0, 1, 2], sum: 12 }] };

/** Every thread the factories started, and the ones that have exited. */
const started: Worker[] = [];
const exited = new Set<Worker>();
const exitedAll = (): Promise<void[]> =>
  Promise.all(started.map((w) => (exited.has(w) ? Promise.resolve() : new Promise<void>((resolve) => w.once('exit', () => resolve())))));

/** A factory of workers running `script`, each one recorded. */
function factory(script = distFile('worker/entry.js')): () => Worker {
  return () => {
    const worker = new Worker(script);
    started.push(worker);
    worker.once('exit', () => exited.add(worker));
    return worker;
  };
}

describe('worker client (worker_threads): every call gives the library answer', () => {
  let solver: WorkerSolver;
  beforeAll(() => {
    solver = createWorkerSolver({ worker: factory(), name: 'sudoku-test' });
  });
  afterAll(() => solver.terminate());

  it('ready() starts the worker and says it has WebAssembly', async () => {
    expect(await solver.ready()).toEqual({ webAssembly: true });
  });

  it('solve, validate, someSolution, countSolutions, isUnique on unique, none and multiple puzzles', async () => {
    for (const p of [UNIQUE, NONE, MULTIPLE]) {
      expect(await solver.solve(p)).toEqual(lib.solve(p));
      expect(await solver.validate(p)).toEqual(lib.validate(p));
      expect(await solver.someSolution(p)).toBe(lib.someSolution(p));
      expect(await solver.countSolutions(p, 5)).toBe(lib.countSolutions(p, 5));
      expect(await solver.countSolutions(p)).toBe(lib.countSolutions(p));
      expect(await solver.isUnique(p)).toBe(lib.isUnique(p));
    }
    expect((await solver.solve(UNIQUE)).status).toBe('unique');
    expect((await solver.validate(NONE)).status).toBe('none');
    expect((await solver.validate(MULTIPLE)).status).toBe('multiple');
  });

  it('a parse error arrives as a SudokuParseError with its code and fields', async () => {
    for (const bad of [CONFLICT, BAD_CHAR]) {
      const error = await rejection(solver.solve(bad));
      let direct: lib.SudokuParseError | undefined;
      try {
        lib.solve(bad);
      } catch (e) {
        direct = e as lib.SudokuParseError;
      }
      expect(error).toBeInstanceOf(lib.SudokuParseError);
      expect(error.name).toBe('SudokuParseError');
      expect(error.message).toBe(direct!.message);
      expect((error as lib.SudokuParseError).toJSON()).toEqual(direct!.toJSON());
    }
    const conflict = (await rejection(solver.solve(CONFLICT))) as lib.SudokuParseError;
    expect([conflict.code, conflict.cells, conflict.digit, conflict.house]).toEqual(['CONFLICT', [1, 2], 5, 'row']);
    const badChar = (await rejection(solver.solve(BAD_CHAR))) as lib.SudokuParseError;
    expect([badChar.code, badChar.line, badChar.column, badChar.cell, badChar.char]).toEqual(['BAD_CHAR', 1, 4, 4, 'x']);
  });

  it('an invalid verdict carries its error as a SudokuParseError', async () => {
    const verdict = await solver.validate(CONFLICT);
    expect(verdict.status).toBe('invalid');
    expect(verdict.error).toBeInstanceOf(lib.SudokuParseError);
    expect(verdict.error!.toJSON()).toEqual(lib.validate(CONFLICT).error!.toJSON());
  });

  it('TypeError, RangeError, LogicError and BudgetExhaustedError keep their class, message and fields', async () => {
    const range = await rejection(solver.countSolutions(UNIQUE, 0));
    expect(range).toBeInstanceOf(RangeError);
    expect(range.message).toMatch(/limit/);
    const type = await rejection(solver.rate(UNIQUE, { techniques: 'x-wing' as unknown as string[] }));
    expect(type).toBeInstanceOf(TypeError);
    const logic = (await rejection(solver.rate(MULTIPLE))) as lib.LogicError;
    expect(logic).toBeInstanceOf(lib.LogicError);
    expect([logic.name, logic.reason]).toEqual(['LogicError', 'multiple']);
    const budget = (await rejection(solver.countSolutions(EMPTY, 1000, { maxNodes: 5 }))) as lib.BudgetExhaustedError;
    expect(budget).toBeInstanceOf(lib.BudgetExhaustedError);
    expect([budget.name, budget.reason, budget.guesses > 0]).toEqual(['BudgetExhaustedError', 'nodes', true]);
  });

  it('ForcingBudgetError keeps its class and budget (nested forcing nets on the empty grid said to be unique)', async () => {
    // the caller's unique: true skips the open-grid check, so the search runs and outgrows its budget
    const error = (await rejection(solver.nextStep(EMPTY, { techniques: ['forcing-net-nested'], unique: true }))) as lib.ForcingBudgetError;
    expect(error).toBeInstanceOf(lib.ForcingBudgetError);
    expect([error.name, error.budget]).toEqual(['ForcingBudgetError', lib.DEFAULT_FORCING_BUDGET]);
    expect(error.message).toMatch(/^sudoku-wasm: nextStep: the forcing chain search/);
  }, 30_000);

  it("argument errors come back naming the caller's method, as the library names them", async () => {
    const cases: [string, Promise<unknown>, RegExp][] = [
      ['solve', solver.solve('.'.repeat(16), { size: 4 }), /expected options\.size to be 2 \(4×4\) or 16 \(16×16\), got the ambiguous 4$/],
      ['validate', solver.validate('.'.repeat(256), { engine: 'fast9' }), /engine 'fast9' solves 9×9 boards only, got 16×16$/],
      ['countSolutions', solver.countSolutions('.'.repeat(256), 2, { size: 16, alphabet: 'abcd' }), /expected options\.alphabet to have 16 symbols/],
      ['trueCandidates', solver.trueCandidates(UNIQUE, { limit: 2 } as never), /unknown option 'limit'/],
      ['trueCandidates', solver.trueCandidates(UNIQUE, { timeoutMs: -1 }), /timeoutMs/],
      // the packed lines are read by validateByteLines in the worker: the caller called validateLines
      ['validateLines', solver.validateLines(['.'.repeat(256)], { size: 16, alphabet: 'abcd' }), /expected options\.alphabet to have 16 symbols/],
      ['validateLines', solver.validateLines([UNIQUE], { limit: 0 }), /limit: expected an integer from 1/],
      ['hint', solver.hint(UNIQUE, { techniques: ['nope'] }), /unknown technique 'nope'/],
      ['logicSolve', solver.logicSolve('.'.repeat(16), { size: 4 }), /got the ambiguous 4$/],
      ['rate', solver.rate(UNIQUE, { techniques: ['nope'] }), /unknown technique 'nope'/],
      ['generate', solver.generate({ symmetry: 'spiral' as never }), /symmetry: expected 'none', .*, got the string "spiral"/],
      // options that do not apply to a variant puzzle, as the library refuses them
      ['solve', solver.solve(KILLER_9, { alphabet: 'hex' }), /^sudoku-wasm: solve: alphabet: applies to classic boards only .*, got the string "hex"$/],
      ['isUnique', solver.isUnique(JSON.stringify(KILLER_9), { prepass: true }), /^sudoku-wasm: isUnique: prepass: applies to classic puzzles only/],
    ];
    for (const [name, promise, rest] of cases) {
      const error = await rejection(promise);
      expect(error.message.startsWith(`sudoku-wasm: ${name}: `), error.message).toBe(true);
      expect(error.message).toMatch(rest);
    }
  });

  it('a bad WireGrid with bad options: the options are refused first, as the library refuses them before reading a grid', async () => {
    const badWire = { size: 9, givens: 'xyz', removed: '' } as never; // no 81 cells
    const badOptions = [{ bogus: 1 }, { techniques: ['nope'] }, { maxNodes: -1 }, { unique: 'yes' }, 5, { level: 'loud' }] as never[];
    for (const name of ['hint', 'nextStep', 'logicSolve'] as const) {
      for (const options of badOptions) {
        if (name !== 'hint' && (options as { level?: unknown }).level !== undefined) continue; // level is hint's
        const library = (() => {
          try {
            lib[name]('not a puzzle', options);
          } catch (error) {
            return error as Error;
          }
          throw new Error(`${name} took ${JSON.stringify(options)}`);
        })();
        const error = await rejection(solver[name](badWire, options));
        expect([error.name, error.message], `${name} ${JSON.stringify(options)}`).toEqual([library.name, library.message]);
      }
    }
  });

  it('an argument structured clone cannot carry rejects that call only, with a TypeError naming it', async () => {
    const error = await rejection(solver.validate(() => UNIQUE));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^sudoku-wasm: validate: an argument cannot be sent to the worker \(DataCloneError: .*could not be cloned/);
    expect((error.cause as Error).name).toBe('DataCloneError');
    expect((await solver.validate(UNIQUE)).status).toBe('unique');
    const proxied = await rejection(solver.countSolutions(new Proxy({}, {}) as never));
    expect(proxied.message).toMatch(/^sudoku-wasm: countSolutions: an argument cannot be sent to the worker/);
  });

  it('an argument too deep to send (a hostile JSON body) rejects that call only, with a TypeError naming it', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(lib.validate(deep).status).toBe('invalid'); // the library reads it; the message cannot carry it
    const error = await rejection(solver.validate(deep));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/^sudoku-wasm: validate: an argument cannot be sent to the worker \(RangeError: Maximum call stack size exceeded\)/);
    expect((error.cause as Error).name).toBe('RangeError');
    expect((await solver.validate(UNIQUE)).status).toBe('unique');
  });

  it('validateLines and validateText: one verdict per line, as the library gives', async () => {
    const lines = [UNIQUE, NONE, MULTIPLE, CONFLICT, '# comment'];
    expect(await solver.validateLines(lines)).toEqual(lib.validateLines(lines));
    const text = lines.join('\n');
    const verdicts = await solver.validateText(text, { limit: 3 });
    expect(verdicts).toEqual(lib.validateText(text, { limit: 3 }));
    expect(verdicts.map((v) => v.status)).toEqual(['unique', 'none', 'multiple', 'invalid']);
    expect(verdicts[3].error).toBeInstanceOf(lib.SudokuParseError);
  });

  it('variant puzzles (a model, f-puzzles JSON, a link) and variant lines: the library answer', async () => {
    const killer = { size: 9 as const, givens: UNIQUE, constraints: [{ type: 'killer' as const, cells: [0, 1, 2], sum: 20 }] };
    const antiKnight = { size: 9 as const, givens: EMPTY, constraints: [{ type: 'antiKnight' as const }] };
    for (const p of [killer, antiKnight, JSON.stringify(lib.toFpuzzles(killer)), lib.toFpuzzlesLink(antiKnight)]) {
      expect(await solver.validate(p)).toEqual(lib.validate(p));
      expect(await solver.solve(p)).toEqual(lib.solve(p));
      expect(await solver.countSolutions(p, 3)).toBe(lib.countSolutions(p, 3));
    }
    const lines = [UNIQUE, JSON.stringify(killer), '{"size"', lib.toFpuzzlesLink(antiKnight)];
    expect(await solver.validateLines(lines)).toEqual(lib.validateLines(lines));
  });

  it('trueCandidates: the library answer on classic and variant puzzles, a budget stop included', async () => {
    const open = { size: 4 as const, givens: '..3434..21..43..', constraints: [] }; // two solutions: r2c3, r2c4, r4c3, r4c4 hold 1 or 2
    const killer = { size: 9 as const, givens: UNIQUE, constraints: [{ type: 'killer' as const, cells: [0, 1, 2], sum: 20 }] };
    for (const p of [UNIQUE, NONE, MULTIPLE, open, killer, lib.toFpuzzlesLink(open)]) expect(await solver.trueCandidates(p)).toEqual(lib.trueCandidates(p));
    expect((await solver.trueCandidates(open)).differing).toEqual([6, 7, 14, 15]);
    const stopped = await solver.trueCandidates('.'.repeat(256), { size: 16, maxNodes: 2000 });
    expect(stopped).toMatchObject({ status: 'unknown', stopped: 'nodes' });
    expect(stopped).toEqual(lib.trueCandidates('.'.repeat(256), { size: 16, maxNodes: 2000 }));
  });

  it('verdicts of every kind cross intact (sizes, budget stops, errors, no line numbers)', async () => {
    const lines = ['..434321.2343412', '.'.repeat(256), UNIQUE, MULTIPLE, BAD_CHAR, ''];
    const options = { maxNodes: 5, limit: 3 };
    const verdicts = await solver.validateLines(lines, options);
    expect(verdicts).toEqual(lib.validateLines(lines, options));
    expect(verdicts[0]).toMatchObject({ size: 4, status: 'unique' });
    expect(verdicts[1]).toMatchObject({ size: 16, status: 'unknown', stopped: 'nodes' });
    const noSolutions = await solver.validateLines(lines, { solutions: false });
    expect(noSolutions).toEqual(lib.validateLines(lines, { solutions: false }));
    expect(noSolutions.every((v) => v.solution === undefined)).toBe(true);
    expect(await solver.validateLines([])).toEqual([]);
  });

  it('validateLines with line numbers, non-ASCII lines, a non-string entry and a bad lineNumbers: as the library', async () => {
    const lines = [UNIQUE, `é${UNIQUE.slice(1)}`, MULTIPLE, `12\uD800${'.'.repeat(78)}`];
    expect(await solver.validateLines(lines, { firstLine: 10 })).toEqual(lib.validateLines(lines, { firstLine: 10 }));
    const ascii = [UNIQUE, NONE, BAD_CHAR];
    const options = { lineNumbers: [5, 9, 2], limit: 3 };
    expect(await solver.validateLines(ascii, options)).toEqual(lib.validateLines(ascii, options));
    const mixed = [UNIQUE, 42 as unknown as string];
    expect(await solver.validateLines(mixed)).toEqual(lib.validateLines(mixed));
    const error = await rejection(solver.validateLines(ascii, { lineNumbers: [1] }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe('sudoku-wasm: validateLines: lineNumbers must have one entry per line (3), got 1');
  });

  it('validateBytes transfers its buffer (detached afterwards) and answers as validateText', async () => {
    const text = [UNIQUE, '', NONE, MULTIPLE, BAD_CHAR].join('\r\n');
    const bytes = new TextEncoder().encode(text);
    const verdicts = await solver.validateBytes(bytes);
    expect(bytes.byteLength).toBe(0);
    expect(bytes.buffer.byteLength).toBe(0);
    expect(verdicts).toEqual(lib.validateText(text));
    expect(verdicts.map((v) => v.line)).toEqual([1, 3, 4, 5]);
  });

  it('hint and nextStep on a known position, from a CandidateGrid, a WireGrid and puzzle text', async () => {
    const grid = lib.gridFromPuzzle(HARD);
    const vague = await solver.hint(grid, { level: 'vague' });
    expect(vague).toEqual(lib.hint(grid, { level: 'vague' }));
    expect(vague.text).toBe('Look for a hidden single in box 6.');
    expect(await solver.hint(toWireGrid(grid))).toEqual(lib.hint(grid));
    expect(await solver.hint(HARD)).toEqual(lib.hint(grid));
    const step = await solver.nextStep(grid);
    expect(step).toEqual(lib.nextStep(grid));
    expect(step).not.toBeNull();
    // a grid in play: after the first step, the hint is the library's on that grid
    const played = lib.applyStep(grid, step!);
    expect(await solver.hint(played)).toEqual(lib.hint(played));
  });

  it("a player's grid ({ puzzle, entered, marks }) crosses as data: its mistakes are the library's", async () => {
    // EASY's r1c3 is 4; 2 is allowed by its peers but wrong.
    const at = (cell: number, digit: string): string => '.'.repeat(cell) + digit + '.'.repeat(80 - cell);
    const wrong = { puzzle: EASY, entered: at(2, '2') };
    for (const level of ['vague', 'concrete'] as const) {
      const got = await solver.hint(wrong, { level });
      expect(got).toEqual(lib.hint(wrong, { level }));
      expect(got).toMatchObject({ kind: 'mistake', mistake: 'wrong-digit', cells: [2], digit: 2 });
    }
    expect((await solver.hint(wrong, { level: 'vague' })).text).not.toContain('4');
    expect((await solver.hint(wrong, { level: 'concrete' })).text).toContain('4');
    // two 1s entered in row 1 (r1c3, r1c4): both cells and the row
    const repeated = { puzzle: EASY, entered: `..11${'.'.repeat(77)}` };
    const conflict = await solver.hint(repeated);
    expect(conflict).toEqual(lib.hint(repeated));
    expect(conflict).toMatchObject({ kind: 'mistake', mistake: 'conflict', cells: [2, 3], digit: 1, houses: [{ kind: 'row', index: 0 }] });
    // pencil marks without the true candidate of r1c3 (4)
    const marks = Array.from({ length: 81 }, (_, c) => (c === 2 ? [1, 2] : null));
    const removed = { puzzle: EASY, marks };
    expect(await solver.hint(removed)).toEqual(lib.hint(removed));
    expect(await solver.hint(removed)).toMatchObject({ kind: 'mistake', mistake: 'removed-candidate', cells: [2] });
  });

  it('logicSolve: the same steps and status, the grid as a WireGrid', async () => {
    const result = await solver.logicSolve(HARD);
    const direct = lib.logicSolve(HARD);
    expect(result.status).toBe('solved');
    expect(result.steps).toEqual(direct.steps);
    expect(result.solution).toBe(direct.solution);
    expect(result.grid).toEqual(toWireGrid(direct.grid));
    const none = await solver.logicSolve(MULTIPLE);
    expect(none.status).toBe('multiple');
  });

  it('rate and generate (seeded)', async () => {
    expect(await solver.rate(HARD)).toEqual(lib.rate(HARD));
    // typed as the library's overloads: scale 'se' gives an SeRating (er, ep, ed), not a Rating
    const se: lib.SeRating = await solver.rate(HARD, { scale: 'se' });
    expect(se).toEqual(lib.rate(HARD, { scale: 'se' }));
    const options = { seed: 42, count: 2, level: 'Easy' as const };
    const made = await solver.generate(options);
    expect(made).toEqual(await lib.generate(options));
    expect(made).toHaveLength(2);
  });

  it('backtrackTrace: the trace of the library function, events in an Int32Array', async () => {
    const options = { digitOrder: 'shuffled' as const, seed: 3 };
    const trace = await solver.backtrackTrace(EASY, options);
    expect(trace.events).toBeInstanceOf(Int32Array);
    expect(trace).toEqual(backtrackTrace(EASY, options));
    const run = lib.backtrack(EASY, options);
    expect([trace.recursions, trace.backtracks, trace.solution]).toEqual([run.recursions, run.backtracks, run.solution]);
    // the page can replay it with the client's decodeTraceEvent
    const cells = Array.from(EASY, (c) => (c === '.' ? 0 : Number(c)));
    for (const e of trace.events) {
      const { place, cell, digit } = decodeTraceEvent(e);
      cells[cell] = place ? digit : 0;
    }
    expect(cells.join('')).toBe(run.solution);
  });
});

describe('worker client (worker_threads): abort, crash, terminate', () => {
  it('an already-aborted signal rejects at once and posts nothing', async () => {
    const solver = createWorkerSolver({ worker: factory() });
    const before = started.length;
    const reason = new Error('not wanted');
    const error = await rejection(solver.solve(UNIQUE, { signal: AbortSignal.abort(reason) }));
    expect(error).toBe(reason);
    const plain = await rejection(solver.solve(UNIQUE, { signal: AbortSignal.abort() }));
    expect(plain.name).toBe('AbortError');
    expect(started.length).toBe(before); // no worker was even started
    expect((await solver.solve(UNIQUE)).status).toBe('unique');
    solver.terminate();
  });

  it('aborting a running call terminates its worker; queued calls go on in a fresh one', async () => {
    const solver = createWorkerSolver({ worker: factory() });
    await solver.ready();
    const before = started.length;
    const controller = new AbortController();
    const long = solver.countSolutions(EMPTY, 1e9, { signal: controller.signal });
    const queued = solver.solve(UNIQUE);
    const aborted = solver.generate({ level: 'Extreme', count: 5, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(long);
    expect(error.name).toBe('AbortError');
    expect((await rejection(aborted)).name).toBe('AbortError'); // queued and aborted: never ran
    expect((await queued).status).toBe('unique');
    expect(started.length).toBe(before + 1); // one fresh worker
    await new Promise((resolve) => setImmediate(resolve));
    expect(exited.has(started[before - 1])).toBe(true); // the old one is gone
    expect(await solver.isUnique(UNIQUE)).toBe(true);
    solver.terminate();
  });

  it('aborting a running trueCandidates terminates its worker; the next call works', async () => {
    const solver = createWorkerSolver({ worker: factory() });
    await solver.ready();
    const before = started.length;
    const controller = new AbortController();
    const long = solver.trueCandidates('.'.repeat(625), { size: 25, signal: controller.signal }); // runs for minutes
    const queued = solver.trueCandidates(MULTIPLE);
    setTimeout(() => controller.abort(), 50);
    expect((await rejection(long)).name).toBe('AbortError');
    expect(await queued).toEqual(lib.trueCandidates(MULTIPLE));
    expect(started.length).toBe(before + 1); // one fresh worker
    solver.terminate();
  });

  it('aborting a generate with a hard level stops it', async () => {
    const solver = createWorkerSolver({ worker: factory() });
    const error = await rejection(solver.generate({ level: 'Extreme', count: 50, signal: AbortSignal.timeout(100) }));
    expect(error.name).toBe('TimeoutError');
    expect((await solver.validate(MULTIPLE)).status).toBe('multiple');
    solver.terminate();
  });

  for (const how of ['exit', 'throw'] as const) {
    it(`a worker that dies (${how === 'exit' ? 'process.exit' : 'an uncaught exception'}) rejects its call with WorkerCrashedError; the next call works`, async () => {
      const make = factory(fileURLToPath(new URL('./fixtures/crashing-entry.mjs', import.meta.url)));
      let raw: Worker | undefined;
      const solver = createWorkerSolver({
        worker: () => {
          raw = make();
          return raw;
        },
      });
      await solver.ready();
      raw!.postMessage({ test: how }); // handled before the call below: it dies first
      const error = (await rejection(solver.solve(UNIQUE))) as WorkerCrashedError;
      expect(error).toBeInstanceOf(WorkerCrashedError);
      expect(error.method).toBe('solve');
      expect(error.message).toMatch(how === 'exit' ? /^sudoku-wasm: solve: the worker crashed: it exited with code 7$/ : /^sudoku-wasm: solve: the worker crashed: Error: boom from the test worker/);
      expect((await solver.solve(UNIQUE)).status).toBe('unique');
      solver.terminate();
    });
  }

  it('pending counts the calls queued or running: what a pool picks its least busy client by', async () => {
    const solver = createWorkerSolver({ worker: factory() });
    expect(solver.pending).toBe(0);
    const controller = new AbortController();
    const calls = [solver.validate(UNIQUE), solver.validate(MULTIPLE, { signal: controller.signal }), solver.isUnique(UNIQUE)];
    expect(solver.pending).toBe(3);
    controller.abort(); // a queued call leaves the queue
    expect(solver.pending).toBe(2);
    await Promise.allSettled(calls);
    expect(solver.pending).toBe(0);
    const refused = solver.validate('55', { signal: AbortSignal.abort() }); // rejected at once: never counted
    expect(solver.pending).toBe(0);
    await expect(refused).rejects.toThrow();
    solver.terminate();
    expect(solver.pending).toBe(0);
  });

  it('a worker terminated from outside mid-call rejects that call; queued calls go on', async () => {
    let raw: Worker | undefined;
    const make = factory();
    const solver = createWorkerSolver({
      worker: () => {
        raw = make();
        return raw;
      },
    });
    await solver.ready();
    const long = solver.countSolutions(EMPTY, 1e9);
    const next = solver.countSolutions(MULTIPLE, 3);
    setTimeout(() => void raw!.terminate(), 50);
    const error = await rejection(long);
    expect(error).toBeInstanceOf(WorkerCrashedError);
    expect(error.message).toMatch(/^sudoku-wasm: countSolutions: the worker crashed: it exited with code 1$/);
    expect(await next).toBe(lib.countSolutions(MULTIPLE, 3));
    solver.terminate();
  });

  it("an error a worker raises after its call was aborted (its message still on the way) does not crash the process", () => {
    // in a process of its own: an 'error' event nobody listens to is the process's uncaught exception
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-wasm-late-error-'));
    const worker = join(dir, 'throws-late.cjs');
    const main = join(dir, 'main.mjs');
    writeFileSync(worker, `require('node:worker_threads').parentPort.on('message', () => { throw new Error('late'); });\n`);
    writeFileSync(main, `
      import { Worker } from 'node:worker_threads';
      import { createWorkerSolver } from ${JSON.stringify(pathToFileURL(distFile('worker/index.js')).href)};
      const solver = createWorkerSolver({ worker: () => new Worker(${JSON.stringify(worker)}) });
      const controller = new AbortController();
      const call = solver.ready({ signal: controller.signal }).catch((e) => e.name);
      await new Promise((resolve) => setImmediate(resolve)); // the call is posted
      const until = Date.now() + 1_000;
      while (Date.now() < until); // the worker starts and throws meanwhile: its error event waits in the queue
      controller.abort();
      console.log(await call);
      await new Promise((resolve) => setTimeout(resolve, 200));
      solver.terminate();
      console.log('alive');
    `);
    try {
      const run = spawnSync(process.execPath, [main], { encoding: 'utf8', timeout: 20_000 });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: 'AbortError\nalive\n', stderr: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a worker given as an instance serves until it dies, then calls reject clearly', async () => {
    const solver = createWorkerSolver({ worker: factory()() });
    expect(await solver.isUnique(UNIQUE)).toBe(true);
    const controller = new AbortController();
    const long = solver.countSolutions(EMPTY, 1e9, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await rejection(long)).name).toBe('AbortError');
    expect((await rejection(solver.solve(UNIQUE))).message).toMatch(/^sudoku-wasm: solve: the worker given as an instance .* cannot be restarted; pass a factory/);
    solver.terminate();
  });

  it('terminate() rejects the running and the queued calls, and every later call', async () => {
    const solver = createWorkerSolver({ worker: factory() });
    await solver.ready();
    const running = solver.countSolutions(EMPTY, 1e9);
    const queued = solver.solve(UNIQUE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    solver.terminate();
    for (const [call, method] of [[running, 'countSolutions'], [queued, 'solve']] as const) {
      const error = (await rejection(call)) as WorkerTerminatedError;
      expect(error).toBeInstanceOf(WorkerTerminatedError);
      expect(error.message).toBe(`sudoku-wasm: ${method}: pending when the worker solver was terminated`);
    }
    const late = (await rejection(solver.isUnique(UNIQUE))) as WorkerTerminatedError;
    expect(late).toBeInstanceOf(WorkerTerminatedError);
    expect(late.message).toBe('sudoku-wasm: isUnique: called after the worker solver was terminated');
  });

  it("errors name the call as the caller made it, not its wire name (validateLines, ready)", async () => {
    const solver = createWorkerSolver({ worker: factory() });
    const lines = Array.from({ length: 50_000 }, () => UNIQUE);
    const running = solver.validateLines(lines);
    const queued = solver.ready();
    solver.terminate();
    for (const [call, method, when] of [[running, 'validateLines', 'pending when'], [queued, 'ready', 'pending when'], [solver.validateLines([UNIQUE]), 'validateLines', 'called after']] as const) {
      const error = (await rejection(call)) as WorkerTerminatedError;
      expect(error).toBeInstanceOf(WorkerTerminatedError);
      expect(error.method).toBe(method);
      expect(error.message).toBe(`sudoku-wasm: ${method}: ${when} the worker solver was terminated`);
    }
  });

  it('the default worker is the package entry beside the client', async () => {
    const solver = createWorkerSolver();
    expect((await solver.solve(UNIQUE)).solution).toBe(lib.solve(UNIQUE).solution);
    solver.terminate();
  });

  it('on a Node without process.getBuiltinModule (before 20.16) the worker still reads its .wasm files', async () => {
    // a thread that runs the package's entry with the getter gone, as Node 20.0-20.15 has it
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-wasm-old-node-'));
    const script = join(dir, 'old-node-entry.mjs');
    writeFileSync(script, `delete process.getBuiltinModule;\nawait import(${JSON.stringify(pathToFileURL(distFile('worker/entry.js')).href)});\n`);
    try {
      const solver = createWorkerSolver({ worker: factory(script) });
      expect((await solver.solve(UNIQUE)).solution).toBe(lib.solve(UNIQUE).solution);
      const killer = { size: 9, givens: UNIQUE, constraints: [{ type: 'killer', cells: [0, 1], sum: 17 }] } as const;
      expect(await solver.countSolutions(killer, 2)).toBe(lib.countSolutions(killer, 2));
      solver.terminate();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every thread started has exited', async () => {
    expect(started.length).toBeGreaterThan(8);
    await exitedAll();
    expect(exited.size).toBe(started.length);
  });
});
