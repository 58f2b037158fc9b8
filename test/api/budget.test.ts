/**
 * Budgets on searches that would otherwise run (practically) forever: a 25×25 count, or a 9×9
 * count to a huge limit on fast9, that the search cannot finish gets a clear "budget
 * exhausted" answer, never a hang.
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { runWithin, runWithinAsync, type Resumable } from '../../src/api/budget';
import { BudgetExhaustedError, countSolutions, countSolutionsAsync, solveInto, validate, validateAll, validateAsync, validateByteLines, validateLines } from '../../src/index';

const EMPTY_25 = '.'.repeat(625); // more solutions than any search can count
const EMPTY_9 = '.'.repeat(81);
/** A unique 9×9 puzzle that fast9 guesses on. */
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe.each(['wasm', 'ts'] as const)('budgets, backend %s', (backend) => {
  it.each(['bitmask', 'dlx'] as const)('maxNodes stops a 25×25 count (%s)', (engine) => {
    const error = catchError(() => countSolutions(EMPTY_25, 1_000_000_000, { backend, engine, maxNodes: 3000 }));
    expect(error).toBeInstanceOf(BudgetExhaustedError);
    expect(error).toMatchObject({ reason: 'nodes', guesses: 3000 });
  });

  it('timeoutMs stops a 25×25 count', () => {
    const started = performance.now();
    const error = catchError(() => countSolutions(EMPTY_25, 1_000_000_000, { backend, timeoutMs: 50 }));
    expect(error).toMatchObject({ name: 'BudgetExhaustedError', reason: 'time' });
    expect(performance.now() - started).toBeLessThan(5000); // stopped, not merely slow
  });

  it('timeoutMs 0 is no time left, not "no budget" (SolveOptions.timeoutMs)', async () => {
    expect(validate(EMPTY_25, { backend, timeoutMs: 0 })).toMatchObject({ status: 'unknown', stopped: 'time' });
    expect(await validateAsync(EMPTY_25, { backend, timeoutMs: 0 })).toMatchObject({ status: 'unknown', stopped: 'time' });
    expect(validateLines([EMPTY_25], { backend, timeoutMs: 0 })[0]).toMatchObject({ status: 'unknown', stopped: 'time' });
    expect(catchError(() => countSolutions(EMPTY_9, 1_000_000_000, { backend, timeoutMs: 0 }))).toMatchObject({ reason: 'time' });
  });

  it('an AbortSignal stops countSolutionsAsync while it runs', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(countSolutionsAsync(EMPTY_25, 1_000_000_000, { backend, signal: controller.signal })).rejects.toMatchObject({
      name: 'BudgetExhaustedError',
      reason: 'aborted',
    });
  });

  it('timeoutMs stops a 9×9 count on fast9 (sync, async, solveInto)', async () => {
    for (const run of [
      () => countSolutions(EMPTY_9, 1_000_000_000, { backend, timeoutMs: 50 }),
      () => countSolutionsAsync(EMPTY_9, 1_000_000_000, { backend, timeoutMs: 50 }),
      () => solveInto(new Uint8Array(81), new Uint8Array(81), 1_000_000_000, { backend, timeoutMs: 50 }),
    ]) {
      const started = performance.now();
      const error = await settle(run);
      expect(error).toMatchObject({ name: 'BudgetExhaustedError', reason: 'time' });
      expect((error as BudgetExhaustedError).found).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('an AbortSignal stops a 9×9 countSolutionsAsync on fast9 while it runs', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(countSolutionsAsync(EMPTY_9, 1_000_000_000, { backend, signal: controller.signal })).rejects.toMatchObject({
      name: 'BudgetExhaustedError',
      reason: 'aborted',
    });
  });

  it('a 9×9 search paused by the async form is not disturbed by calls in between', async () => {
    const sparse = '1........'.padEnd(81, '.'); // 9! × … solutions: counting 60,000 takes many slices
    const alone = countSolutions(sparse, 60_000, { backend });
    const running = countSolutionsAsync(sparse, 60_000, { backend, timeoutMs: 60_000 });
    const between: number[] = [];
    for (let i = 0; i < 20; i++) {
      between.push(countSolutions(EMPTY_9, 3000, { backend }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await running).toBe(alone);
    expect(between.every((n) => n === 3000)).toBe(true);
  });

  it('a 9×9 batch under timeoutMs gives every puzzle the verdict of a search on its own', () => {
    // the batch call gives each puzzle one slice of guesses; one that needs more (the sparse
    // count takes many slices) is searched again on its own under the clock
    const sparse = '1........'.padEnd(81, '.');
    const lines = [HARD, sparse, '123'.padEnd(81, '.'), HARD.replace('.', '1'), sparse];
    const options = { backend, limit: 10_000 } as const;
    const plain = validateLines(lines, options);
    expect(plain[1]).toMatchObject({ status: 'multiple', count: 10_000 });
    expect(plain[1].guesses).toBeGreaterThan(4096);
    const bytes = new TextEncoder().encode(lines.join('\n'));
    const starts = Int32Array.from(lines, (_, i) => i * 82);
    const ranges = { starts, ends: starts.map((s) => s + 81), numbers: Int32Array.from(lines, (_, i) => i + 1) };
    const timed = { ...options, timeoutMs: 60_000 };
    expect(validateLines(lines, timed)).toEqual(plain);
    expect(validateByteLines(bytes, ranges, timed)).toEqual(plain);
    expect(validateAll(lines, timed)).toEqual(plain.map(({ line: _, ...verdict }) => verdict));
    // a node budget under one slice still stops the sparse count by guesses
    const small = validateLines(lines, { ...timed, maxNodes: 100 });
    expect(small[1]).toMatchObject({ status: 'multiple', stopped: 'nodes', guesses: 100 });
  });

  it('a 9×9 batch under timeoutMs stops the puzzle that runs out of time, and only it', () => {
    const started = performance.now();
    const verdicts = validateLines([HARD, EMPTY_9, HARD], { backend, limit: 1_000_000_000, timeoutMs: 50 });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(verdicts[1]).toMatchObject({ status: 'multiple', stopped: 'time' });
    expect(verdicts[0]).toEqual({ ...validate(HARD, { backend }), line: 1 });
    expect(verdicts[2]).toEqual({ ...verdicts[0], line: 3 });
  });

  it('a verdict says unknown, and why, instead of a wrong answer', async () => {
    const v = validate(EMPTY_25, { backend, engine: 'dlx', maxNodes: 10 });
    expect(v).toMatchObject({ status: 'unknown', stopped: 'nodes', size: 25 });
    const aborted = await validateAsync(EMPTY_25, { backend, signal: AbortSignal.abort() });
    expect(aborted).toMatchObject({ status: 'unknown', stopped: 'aborted' });
    expect(validate(EMPTY_9, { backend, maxNodes: 1 }).status).toMatch(/unknown|multiple/);
  });

  it('concurrent async searches on the shared engines queue and all finish', async () => {
    const puzzles = Array.from({ length: 4 }, () => countSolutionsAsync(EMPTY_25, 3, { backend }));
    expect(await Promise.all(puzzles)).toEqual([3, 3, 3, 3]);
  });

  it('timeoutMs counts from the call, also for an async search queued behind others', async () => {
    const started = performance.now();
    const ends: number[] = [];
    const counts = [0, 1, 2, 3].map((i) =>
      countSolutionsAsync(EMPTY_25, 1_000_000_000, { backend, timeoutMs: 100 }).catch((error: unknown) => {
        ends[i] = performance.now() - started;
        return error;
      }),
    );
    for (const error of await Promise.all(counts)) expect(error).toMatchObject({ name: 'BudgetExhaustedError', reason: 'time' });
    // one after the other, each given its 100 ms when its turn came, the last ended after 400 ms
    expect(Math.max(...ends)).toBeLessThan(380);
  });

  it('an async search waiting for its turn ends when its signal aborts or its time runs out', async () => {
    const first = new AbortController();
    const running = countSolutionsAsync(EMPTY_25, 1_000_000_000, { backend, signal: first.signal }).catch((error: unknown) => error);
    const second = new AbortController();
    setTimeout(() => second.abort(), 20);
    const started = performance.now();
    // both used to wait for the first search, which has no other budget than its signal
    const waiting = await Promise.all([
      validateAsync(EMPTY_25, { backend, signal: second.signal }),
      validateAsync(EMPTY_25, { backend, timeoutMs: 40 }),
    ]);
    expect(waiting).toEqual([
      { status: 'unknown', count: 0, guesses: 0, size: 25, stopped: 'aborted' },
      { status: 'unknown', count: 0, guesses: 0, size: 25, stopped: 'time' },
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    first.abort();
    expect(await running).toMatchObject({ name: 'BudgetExhaustedError', reason: 'aborted' });
    expect(await countSolutionsAsync(EMPTY_25, 3, { backend })).toBe(3); // and the queue goes on
  });

  it('async searches waiting on one signal add one listener to it, not one each', async () => {
    const signal = new AbortController().signal;
    const counts = Array.from({ length: 30 }, () => countSolutionsAsync(EMPTY_25, 20, { backend, signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getEventListeners(signal, 'abort').length).toBeLessThanOrEqual(1); // Node warns past 10
    expect(await Promise.all(counts)).toEqual(counts.map(() => 20));
  });
});

/** What `f` throws or rejects with (sync or async), undefined when it returns. */
async function settle(f: () => unknown): Promise<unknown> {
  try {
    await f();
  } catch (error) {
    return error;
  }
  return undefined;
}

function catchError(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('prepass option', () => {
  it.each(['fast9', 'bitmask', 'dlx'] as const)('gives the same verdicts with engine %s', (engine) => {
    const puzzles = [
      '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
      '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
      '3................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
    ];
    for (const p of puzzles) {
      const plain = validate(p, { engine });
      const reduced = validate(p, { engine, prepass: true });
      expect([reduced.status, reduced.count]).toEqual([plain.status, plain.count]);
      if (plain.status === 'unique') expect(reduced.solution).toBe(plain.solution);
    }
  });
});

describe('async 9×9 calls in parallel', () => {
  it('each gets its own solution', async () => {
    const a = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const b = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
    const [va, vb] = await Promise.all([validateAsync(a), validateAsync(b)]);
    expect(va.solution).toBe(validate(a).solution);
    expect(vb.solution).toBe(validate(b).solution);
    expect(va.solution).not.toBe(vb.solution);
  });
});

describe('slices under a time budget', () => {
  /** A search that never ends, each node taking `msPerNode` of CPU. */
  function slowSearch(msPerNode: number): Resumable {
    let nodes = 0;
    return {
      run(maxNodes) {
        const end = performance.now() + maxNodes * msPerNode;
        while (performance.now() < end);
        nodes += maxNodes;
        return 'paused';
      },
      get nodes() {
        return nodes;
      },
    };
  }

  it('stop a search whose nodes are slow near its deadline, sync and async', async () => {
    for (const run of [runWithin, runWithinAsync]) {
      const started = performance.now();
      expect(await run(slowSearch(0.2), { timeoutMs: 20 })).toBe('time');
      expect(performance.now() - started).toBeLessThan(200); // slices of 4,096 nodes: 819 ms
    }
  });
});
