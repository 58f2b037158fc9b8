/**
 * The CLI's first worker thread, started before the CLI has loaded: imported first by main.ts,
 * so this runs before the rest of the bundle's modules, and the thread boots on the idle core
 * while the main thread loads, compiles the core and reads the first chunk. run.ts' pool takes
 * it (pool.ts `early`) and sends it its settings.
 *
 * Owns: guessing from the raw arguments whether a run will want threads (validate, solve or count
 * of a file bigger than one job, not `--threads 1`, on more than one core), and stopping an
 * unused thread. A wrong guess costs only the thread's start-up on the other core: the pool
 * starts its threads itself when none was started here. Does not own: the arguments' meaning
 * (args.ts) or the pool (pool.ts).
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { DEFAULT_JOB_BYTES } from '../stream/chunks.js';
import { startWorker } from '../stream/pool.js';

/** Commands whose jobs are fast enough that a thread's start-up is a visible part of a run. */
const COMMANDS = new Set(['validate', 'solve', 'count']);

let early: Worker | undefined = wantsThreads(process.argv.slice(2)) ? startWorker(new URL('./bulk-worker.js', import.meta.url)) : undefined;
// until a pool takes it, it must not keep the process alive; one that dies first is not given out
early?.unref();
early?.once('exit', () => (early = undefined));

/** Whether `argv` looks like a run over a file of more than one job on more than one thread. */
function wantsThreads(argv: readonly string[]): boolean {
  if (!COMMANDS.has(argv[0] ?? '') || argv.some((a) => a === '-h' || a === '--help')) return false;
  const at = argv.findIndex((a) => a === '--threads' || a.startsWith('--threads='));
  const threads = at < 0 ? availableParallelism() : Number(argv[at].startsWith('--threads=') ? argv[at].slice(10) : argv[at + 1]);
  if (!(threads > 1)) return false;
  const path = argv[argv.length - 1];
  try {
    return path !== '-' && statSync(path).size > DEFAULT_JOB_BYTES;
  } catch {
    return false;
  }
}

/** The thread started early, once (the caller owns it from then on), if one was started. */
export function takeEarlyWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker;
}
