/**
 * The worker client's human-style calls on a variant puzzle (`hint`, `nextStep`, `logicSolve`,
 * `rate` through src/worker/dispatch.ts), against the built package: each answers what the library
 * answers when called directly, a variant `logicSolve` result keeps its digits and candidates
 * (no grid), and the library's errors arrive as their classes.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lib from '../../dist/index.js';
import { createWorkerSolver, type WorkerSolver } from '../../dist/worker/index.js';
import { KILLER } from '../variant/logic/fixtures.js';
import { distFile, requireBuild } from './support';

requireBuild();

describe('worker client (worker_threads): variant hints and step-by-step solving', () => {
  let solver: WorkerSolver;
  const workers: Worker[] = [];
  beforeAll(() => {
    solver = createWorkerSolver({ worker: () => (workers.push(new Worker(distFile('worker/entry.js'))), workers[workers.length - 1]) });
  });
  afterAll(() => solver.terminate());

  it('logicSolve gives what the library gives: steps, digits, candidates, solution', async () => {
    const direct = lib.logicSolve(KILLER);
    const remote = await solver.logicSolve(KILLER);
    expect(remote).toEqual(direct);
    expect(remote.values).toBeInstanceOf(Uint8Array);
    expect(remote.candidates).toBeInstanceOf(Int32Array);
    expect(await solver.logicSolve(JSON.stringify(KILLER))).toEqual(direct);
  });

  it('hint and nextStep give what the library gives, on the puzzle and on a player grid', async () => {
    const entered = '2' + '.'.repeat(35);
    for (const level of ['vague', 'concrete'] as const) {
      expect(await solver.hint(KILLER, { level })).toEqual(lib.hint(KILLER, { level }));
      expect(await solver.hint({ puzzle: KILLER, entered }, { level })).toEqual(lib.hint({ puzzle: KILLER, entered }, { level }));
    }
    expect(await solver.nextStep(KILLER)).toEqual(lib.nextStep(KILLER));
  });

  it('rate gives what the library gives: the variant scale, for the model and its JSON (a fresh worker: rate loads the variant steps itself)', async () => {
    const fresh = createWorkerSolver({ worker: () => (workers.push(new Worker(distFile('worker/entry.js'))), workers[workers.length - 1]) });
    try {
      const direct = lib.rate(KILLER);
      expect(direct.scale).toBe('variant');
      expect(await fresh.rate(KILLER)).toEqual(direct);
      expect(await fresh.rate(JSON.stringify(KILLER))).toEqual(direct);
      await expect(fresh.rate(KILLER, { scale: 'se' } as never)).rejects.toThrow(/^sudoku-wasm: rate: scale: a variant puzzle is rated on the variant scale/);
    } finally {
      fresh.terminate();
    }
  });

  it('errors arrive as their classes: a classic-only option, several solutions', async () => {
    await expect(solver.hint(KILLER, { techniques: ['naked-single'] })).rejects.toThrow(
      new TypeError('sudoku-wasm: hint: techniques: a variant puzzle is solved by the variant steps, which take no list of classic techniques, got an array of 1'),
    );
    await expect(solver.hint({ ...KILLER, givens: '.'.repeat(36) })).rejects.toBeInstanceOf(lib.LogicError);
  });
});
