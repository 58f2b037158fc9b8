/**
 * Worker-thread entry of `sudoku-wasm generate` (bundled to dist/generate-worker.js beside
 * dist/cli.js): makes the puzzles generate-threads.ts asks for, by index.
 *
 * Owns: the message loop only. Protocol: `workerData` = {@link GenerateWorkerStart} (the run's
 * options and the compiled WebAssembly module, adopted before any work); each message in is a
 * puzzle index; each reply a {@link GenerateReply}: the puzzle, or the error its attempts ended
 * with (a budget that ran out, or a defect).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { GenerateBudgetError, generateAt } from '../../generate/generate.js';
import { adoptModule } from '../../wasm/core.js';
import { loadAllParts } from '../lazy-parts.js';
import type { GenerateReply, GenerateWorkerStart } from './generate-threads.js';

const port = parentPort;
if (port === null) throw new Error('sudoku-wasm: generate-worker.js runs as a worker thread only');
const start = workerData as GenerateWorkerStart;
adoptModule(start.module);

// every part the Node entry registers (the CLI's build loads them when a run needs them)
const ready = loadAllParts();

const answer = (index: number): void => {
  try {
    port.postMessage({ index, puzzle: generateAt(start.options, index) } satisfies GenerateReply);
  } catch (error) {
    const budget = error instanceof GenerateBudgetError;
    const message = error instanceof Error ? (budget ? error.message : (error.stack ?? error.message)) : String(error);
    port.postMessage({ index, error: message, budget } satisfies GenerateReply);
  }
};

port.on('message', (index: number) => void ready.then(() => answer(index)));
