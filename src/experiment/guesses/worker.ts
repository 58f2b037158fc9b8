/**
 * Worker-thread entry of the experiment (bundled to dist/experiment-worker.js): receives units,
 * runs them, sends back their results.
 *
 * Owns: the message loop only. Protocol: `workerData` = {@link UnitParameters}; each message
 * in is a {@link Unit}, each message out the {@link UnitResult} of that unit (its tables'
 * buffers transferred, not copied), or `{ id, error }` when the unit threw.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Unit } from './plan.js';
import { runUnit, type UnitParameters } from './unit.js';
import { loadAllParts } from '../../cli/lazy-parts.js';

const port = parentPort;
if (port === null) throw new Error('sudoku-wasm: experiment-worker.js runs as a worker thread only');
const parameters = workerData as UnitParameters;

// every part the Node entry registers (the CLI's build loads them when a run needs them)
const ready = loadAllParts();

const answer = (unit: Unit): void => {
  try {
    const r = runUnit(unit, parameters);
    const buffers = [r.shuffledRecursions.values, r.shuffledRecursions.counts, r.shuffledBacktracks.values, r.shuffledBacktracks.counts].map((a) => a.buffer as ArrayBuffer);
    port.postMessage(r, buffers);
  } catch (error) {
    port.postMessage({ id: unit.id, error: error instanceof Error ? error.message : String(error) });
  }
};

port.on('message', (unit: Unit) => void ready.then(() => answer(unit)));
