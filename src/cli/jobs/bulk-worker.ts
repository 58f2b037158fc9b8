/**
 * Worker-thread entry of the bulk pipeline (bundled to dist/bulk-worker.js beside dist/cli.js;
 * the library streams of dist/stream/ start it too): runs the jobs src/stream/pool.ts sends, with this thread's own
 * WebAssembly instance. Two kinds of job, told apart by the settings: the CLI's (job.ts: text
 * out) and the library streams' (src/stream/threads.ts: verdicts out).
 *
 * Owns: the message loop only. Protocol: `workerData` = {@link WorkerStart} (the job settings
 * and, when the caller has one, the compiled WebAssembly module, adopted before any job); each
 * message is a {@link JobMessage} (its spare buffer, if any, is kept for the texts:
 * out-buffers.ts); each reply a {@link WorkerReply} (the job's result, or the error it threw,
 * which the main thread reports as an internal error).
 *
 * Test hook (for the "a worker killed mid-run loses nothing" tests, never set otherwise):
 * `SUDOKU_WASM_TEST_KILL_LINE=N` makes the thread exit while it holds the job with line N, on
 * that job's first attempt; `N:always` on every attempt.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LineJob } from '../../stream/chunks.js';
import type { JobMessage, PoolResult, WorkerReply, WorkerStart } from '../../stream/pool.js';
import { isStreamJob, toWire } from '../../stream/threads.js';
import { jobTable } from '../../stream/validate-stream.js';
import { adoptModule } from '../../wasm/core.js';
import { asBytes, jobRunner, type JobSettings } from './job.js';
import { giveBack } from './out-buffers.js';
import { loadAllParts, loadPartsFor } from '../lazy-parts.js';

const port = parentPort;
if (port === null) throw new Error('sudoku-wasm: bulk-worker.js runs as a worker thread only');
const start = workerData as WorkerStart;
if (start.module !== undefined) adoptModule(start.module);
const run = runnerFor(start.settings);
const kill = killHook(process.env.SUDOKU_WASM_TEST_KILL_LINE);

port.on('message', ({ job, attempt, spare }: JobMessage) => {
  if (spare !== undefined) giveBack(spare);
  if (kill && job.firstLine <= kill.line && kill.line < job.firstLine + job.lineCount && (kill.always || attempt === 1)) process.exit(70);
  run(job).then(
    ({ result, transfer }) => port.postMessage({ ok: true, result } satisfies WorkerReply, transfer),
    (error: unknown) => port.postMessage({ ok: false, seq: job.seq, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply),
  );
});

port.postMessage({ ready: true } satisfies WorkerReply);

/**
 * Runs the jobs of `settings`' kind: the library streams' (verdicts) or the CLI's (text, as
 * bytes to transfer). Gives the result and the buffers to transfer with it.
 */
function runnerFor(settings: unknown): (job: LineJob) => Promise<{ result: PoolResult; transfer: ArrayBuffer[] }> {
  // the library streams' jobs answer every line as the Node entry does: with every part
  // loaded; the CLI's load what their command needs (../lazy-parts.ts)
  if (isStreamJob(settings)) {
    const ready = loadAllParts();
    return async (job) => {
      await ready;
      return toWire(jobTable(job, settings.stream));
    };
  }
  const ready = loadPartsFor((settings as JobSettings).request);
  const runner = jobRunner(settings as JobSettings);
  return async (job) => {
    await ready;
    return asBytes(await runner.run(job));
  };
}

function killHook(value: string | undefined): { line: number; always: boolean } | undefined {
  const match = /^(\d+)(:always)?$/.exec(value ?? '');
  return match ? { line: Number(match[1]), always: match[2] !== undefined } : undefined;
}
