/**
 * The pipeline's thread handling in process (src/cli/run.ts, pool.ts): when worker threads
 * cannot start at all, the jobs run on the calling thread and nothing is lost.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseArgs, type RunRequest } from '../../src/cli/args';
import { Sink } from '../../src/cli/output';
import { runCommand } from '../../src/cli/run';

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

async function run(request: RunRequest, text: string, workerUrl?: URL) {
  let out = '';
  const sink = new Sink(new Writable({ write: (chunk, _enc, done) => ((out += chunk.toString()), done()) }));
  const bytes = new TextEncoder().encode(text);
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += 50_000) yield bytes.subarray(i, i + 50_000);
  }
  const result = await runCommand({ request, input: { name: 'test', chunks: chunks(), close: () => {} }, sink, workerUrl });
  return { out, result };
}

describe('worker threads that cannot start', () => {
  it('leave their jobs to the calling thread: the same output as --threads 1, and the reason', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => (i % 5 === 0 ? 'garbage' : UNIQUE)).join('\n') + '\n';
    const one = await run(parseArgs(['validate', '--threads', '1']) as RunRequest, text);
    const missing = new URL('file:///nonexistent/sudoku-wasm/bulk-worker.js');
    const two = await run(parseArgs(['validate', '--threads', '2']) as RunRequest, text, missing);
    expect(two.out).toBe(one.out);
    expect(two.out.split('\n').filter(Boolean)).toHaveLength(3000);
    expect(two.result.threadsUnavailable).toMatch(/^worker threads keep dying \(worker thread error: /);
  });
});
