/**
 * The worker client's `generateVariant` (src/worker/dispatch.ts, the variant generator loaded
 * with the human-style solver: ./library-logic.ts), against the built package: the same puzzle
 * as the library's for the same seed and options (a `maxLevel` too: the worker loads the
 * variant steps for it), the library's errors for bad options (their
 * classes and messages), its time budget run out in the worker, and `signal` stopping it.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lib from '../../dist/index.js';
import { createWorkerSolver, type GenerateVariantOptions, type WorkerSolver } from '../../dist/worker/index.js';
import { distFile, rejection, requireBuild } from './support';

requireBuild();

/** What a direct call throws. */
async function thrown(run: () => Promise<unknown>): Promise<Error> {
  return rejection(run());
}

/** Options no puzzle meets (an X puzzle needs givens), without a time budget: the generator draws again until stopped. */
const ENDLESS: GenerateVariantOptions = { rules: 'x', clues: { max: 0 }, timeoutMs: 0 };

describe('worker client (worker_threads): generateVariant', () => {
  const workers: Worker[] = [];
  const start = (): Worker => (workers.push(new Worker(distFile('worker/entry.js'))), workers[workers.length - 1]);
  let solver: WorkerSolver;
  beforeAll(() => {
    solver = createWorkerSolver({ worker: start });
  });
  afterAll(() => solver.terminate());

  it('makes the puzzle the library makes from the same seed and options', async () => {
    const cases: GenerateVariantOptions[] = [
      { rules: 'killer', seed: 8 },
      { rules: ['x', 'thermo'], seed: 3 },
      { rules: 'kropki', size: 6, seed: 1, clues: { min: 0, max: 4 } },
      // a level: the worker loads the variant steps for it (none were asked for before)
      { rules: 'thermo', seed: 2, maxLevel: 'hard' },
    ];
    for (const options of cases) {
      const remote = await solver.generateVariant(options);
      expect(remote, JSON.stringify(options)).toEqual(await lib.generateVariant(options));
      expect(lib.countSolutions(remote.puzzle, 2)).toBe(1);
    }
  });

  it('bad options: the error the library throws, its class and message (naming generateVariant)', async () => {
    const bad: unknown[] = [
      { rules: 'sudokuX' },
      { rules: 'windoku', size: 6 },
      { rules: 'killer', clues: { min: 9, max: 3 } },
      { rules: 'killer', colour: 'red' },
      { rules: 'killer', seed: -1 },
      { rules: 'killer', maxLevel: 'fair' },
      undefined,
    ];
    for (const options of bad) {
      const direct = await thrown(() => lib.generateVariant(options as GenerateVariantOptions));
      const remote = await rejection(solver.generateVariant(options as GenerateVariantOptions));
      expect(remote.constructor, String(options)).toBe(direct.constructor);
      expect(remote.message).toBe(direct.message);
      expect(remote.message).toMatch(/^sudoku-wasm: generateVariant: /);
    }
  });

  it('its time budget runs out in the worker: a GenerateBudgetError, as the library gives', async () => {
    const options = { ...ENDLESS, timeoutMs: 30 };
    const direct = await thrown(() => lib.generateVariant(options));
    const remote = await rejection(solver.generateVariant(options));
    expect(direct).toBeInstanceOf(lib.GenerateBudgetError);
    expect(remote).toBeInstanceOf(lib.GenerateBudgetError);
    expect((remote as lib.GenerateBudgetError).reason).toBe('time');
  });

  it('aborting its signal stops the worker: the call rejects with the reason, the next call runs in a fresh worker', async () => {
    await solver.ready();
    const before = workers.length;
    const controller = new AbortController();
    const reason = new Error('enough');
    const running = solver.generateVariant({ ...ENDLESS, signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    expect(await rejection(running)).toBe(reason);
    expect((await solver.generateVariant({ rules: 'killer', seed: 8 })).seed).toBe(8);
    expect(workers.length).toBe(before + 1); // the running one terminated, one fresh
    // an aborted signal rejects at once, with its reason
    expect(await rejection(solver.generateVariant({ rules: 'killer', seed: 8, signal: AbortSignal.abort(reason) }))).toBe(reason);
  });
});
