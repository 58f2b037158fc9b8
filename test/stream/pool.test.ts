/**
 * WorkerPool.hasRoom (src/stream/pool.ts): whether a started thread would take a job now, as
 * the CLI asks before it runs a job on its own thread instead (src/cli/run.ts). Runs the built
 * worker script (dist/bulk-worker.js, made by `npm run build`) with stream jobs.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LineJob } from '../../src/stream/chunks';
import { WorkerPool } from '../../src/stream/pool';
import { nameCall } from '../../src/api/options';

const workerUrl = new URL('../../dist/bulk-worker.js', import.meta.url);

beforeAll(() => {
  if (!existsSync(fileURLToPath(workerUrl))) throw new Error(`${fileURLToPath(workerUrl)} is missing: run \`npm run build\` first (npm test does)`);
});

const HARD = '98.7..6..75..6......6..8...5......4...9.8.7.....3....24....1.....7.9.5.3..587.4..';

function job(seq: number, lines: number): LineJob {
  const bytes = new TextEncoder().encode(Array.from({ length: lines }, () => HARD).join('\n') + '\n');
  return { seq, bytes, firstLine: 1 + seq * lines, lineCount: lines, cuts: [] };
}

describe('WorkerPool.hasRoom', () => {
  it('is false until a thread has started, false while every thread holds its inFlight jobs (or the fewer asked), true again when one is answered', async () => {
    const pool = new WorkerPool<{ stream: object }, { seq: number }>(1, workerUrl, { stream: {} }, (j) => ({ seq: j.seq }), undefined, 2);
    try {
      expect(pool.hasRoom()).toBe(false); // not started yet
      await pool.whenStarted();
      expect(pool.hasRoom()).toBe(true);
      const first = pool.run(job(0, 200));
      expect(pool.hasRoom()).toBe(true); // one held of two
      expect(pool.hasRoom(1)).toBe(false); // but not fewer than one
      const second = pool.run(job(1, 200));
      expect(pool.hasRoom()).toBe(false); // both held
      expect(pool.hasRoom(5)).toBe(false); // more asked than the thread's own limit: its limit holds
      const third = pool.run(job(2, 1)); // queued: still no room
      expect(pool.hasRoom()).toBe(false);
      await first;
      expect(pool.hasRoom()).toBe(false); // the queued job took the place the first left
      await Promise.all([second, third]);
      expect(pool.hasRoom()).toBe(true);
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe('WorkerPool, closed', () => {
  it('refuses a job with an error of the package: the call that ran the pool names itself in front (as validateStream does), and JSON keeps it', async () => {
    const pool = new WorkerPool<{ stream: object }, { seq: number }>(0, workerUrl, { stream: {} }, (j) => ({ seq: j.seq }));
    await pool.close();
    const error = await pool.run(job(0, 1)).then(() => undefined, (e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ name: 'Error', message: 'sudoku-wasm: the worker pool is closed' });
    const named = nameCall(error, 'validateStream') as Error;
    expect(JSON.parse(JSON.stringify(named))).toEqual({ name: 'Error', message: 'sudoku-wasm: validateStream: the worker pool is closed' });
  });
});
