/**
 * One worker client for a describe block of the fuzz tests, over the built worker script: started
 * before its tests, terminated after them, counting the workers it started (1 at the end: none
 * died or was restarted).
 *
 * Owns: that setup, one copy for every fuzz file that checks the worker against the library.
 * Import it after `requireBuild()` has run (./support.ts): it loads dist/.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll } from 'vitest';
import { createWorkerSolver, type WorkerSolver } from '../../dist/worker/index.js';
import { distFile } from './support';

/** The block's worker client (`solver`, valid inside its tests) and how many workers it started. */
export interface SuiteWorker {
  readonly solver: WorkerSolver;
  readonly started: number;
}

/** Registers the hooks of a block's worker client; call it inside `describe`. */
export function suiteWorker(): SuiteWorker {
  let solver: WorkerSolver | undefined;
  let started = 0;
  beforeAll(() => {
    solver = createWorkerSolver({ worker: () => (started++, new Worker(distFile('worker/entry.js'))) });
  });
  afterAll(() => solver?.terminate());
  return {
    get solver() {
      if (solver === undefined) throw new Error('suiteWorker: the solver is started before the tests of its block');
      return solver;
    },
    get started() {
      return started;
    },
  };
}
