/**
 * The 37 published variant puzzles of ../shared/variants give their published solutions through
 * the API (`solve` on the f-puzzles object, its JSON text and its f-puzzles link) and through
 * the worker client (`sudoku-wasm/worker` on worker_threads, the built package). The CLI's run
 * over the same file is in test/cli/variants.test.ts.
 *
 * A node budget bounds each search, so a slow search fails here by name instead of running the
 * suite out of time.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseVariant, solve, toFpuzzlesLink, type FpuzzlesPuzzle } from '../../src/index';
import { createWorkerSolver, type WorkerSolver } from '../../dist/worker/index.js';
import { describeShared } from '../support/shared';
import { distFile, requireBuild } from '../worker/support';
import { readExamples } from './formats/helpers';

requireBuild();

/** Nodes a search may take: far above what any example needs. */
const MAX_NODES = 2_000_000;

describeShared('the published variant examples, through the API and the worker', (shared) => {
  const examples = readExamples(shared);
  let solver: WorkerSolver;
  beforeAll(() => {
    solver = createWorkerSolver({ worker: () => new Worker(distFile('worker/entry.js')) });
  });
  afterAll(() => solver.terminate());

  it('there are 37', () => {
    expect(examples).toHaveLength(37);
  });

  it.each(examples.map((e) => [e.title, e] as const))('%s', async (title, e) => {
    const published = e.solution.join('');
    const object = solve(e.fpuzzles as unknown as FpuzzlesPuzzle, { maxNodes: MAX_NODES });
    expect(object, title).toMatchObject({ status: 'unique', solution: published });
    expect(solve(e.line, { maxNodes: MAX_NODES }).solution, `${title}: JSON text`).toBe(published);
    expect(solve(toFpuzzlesLink(parseVariant(e.fpuzzles)), { maxNodes: MAX_NODES }).solution, `${title}: link`).toBe(published);
    expect(await solver.solve(e.line, { maxNodes: MAX_NODES }), `${title}: worker`).toMatchObject({ status: 'unique', solution: published });
  }, 60_000);
});
