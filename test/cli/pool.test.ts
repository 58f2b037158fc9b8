/**
 * The pipeline's thread handling in process (src/cli/run.ts, pool.ts): when worker threads
 * cannot start at all, the jobs run on the calling thread and nothing is lost.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseArgs, type RunRequest } from '../../src/cli/options/args';
import { Sink } from '../../src/cli/write/output';
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

/** An input read into `reuse` buffers in turn, as input.ts reads files: a chunk is overwritten `reuse` reads later. */
function reusedChunks(text: string, size: number, reuse: number) {
  const bytes = new TextEncoder().encode(text);
  const buffers = Array.from({ length: reuse }, () => new Uint8Array(size));
  return (async function* () {
    for (let k = 0, at = 0; at < bytes.length; k++, at += size) {
      const piece = bytes.subarray(at, at + size);
      const buffer = buffers[k % reuse];
      buffer.set(piece);
      await new Promise((resolve) => setImmediate(resolve)); // a read takes a turn of the event loop
      yield buffer.subarray(0, piece.length);
    }
  })();
}

describe('an input that reuses its buffers', () => {
  it('is not read past a chunk whose jobs are still in flight (Input.reuse): the output of one thread', async () => {
    const HARD = '98.7..6..75..6......6..8...5......4...9.8.7.....3....24....1.....7.9.5.3..587.4..';
    const block = (count: number) => Array.from({ length: count }, () => HARD).join('\n') + '\n';
    const text = [0, 1, 2, 3, 4].map(() => block(300) + 'z'.repeat(100_000) + '\n').join('');
    const one = await run(parseArgs(['validate', '--threads', '1']) as RunRequest, text);
    let out = '';
    const sink = new Sink(new Writable({ write: (chunk, _enc, done) => ((out += chunk.toString()), done()) }));
    const workerUrl = new URL('../../dist/bulk-worker.js', import.meta.url);
    await runCommand({
      request: parseArgs(['validate', '--threads', '2']) as RunRequest,
      input: { name: 'test', chunks: reusedChunks(text, 8192, 2), reuse: 2, close: () => {} },
      sink,
      workerUrl,
      jobBytes: 4096,
    });
    expect(out).toBe(one.out);
  }, 60_000);
});

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
