/**
 * The page of bench/browser-cpu.mjs (bundled by it into bench/out/browser-cpu/page.js, beside
 * the worker script entry.js): the same `validateLines` calls three ways, one round at a time
 * as the driver asks: the library on the page's own thread, the worker client as shipped, and
 * the worker client sending the lines as an array of strings (the protocol's `validateLines`
 * method, what the client posted before it packed them).
 */
import * as lib from '../../dist/index.js';
import { WorkerClient } from '../../dist/worker/client.js';
import { createWorkerSolver } from '../../dist/worker/index.js';
import { unpackVerdicts } from '../../dist/worker/verdicts.js';
import { batchesOf, round } from './work.mjs';

await lib.initWasm();
const solver = createWorkerSolver();
const client = new WorkerClient(new URL('./entry.js', import.meta.url));
await solver.ready();
await client.call('ping', []);

const sides = {
  direct: (batch, options) => lib.validateLines(batch, options),
  packed: (batch, options) => solver.validateLines(batch, options),
  array: (batch, options) => client.call('validateLines', [batch, options], undefined, [], unpackVerdicts),
};
let batches = [];

window.bench = {
  /** Keeps a set's lines, cut into batches (not timed). */
  load(lines, batch) {
    batches = batchesOf(lines, batch);
  },
  /** One round of one side, ms of wall time. */
  round(side, reps, options) {
    return round((batch) => sides[side](batch, options), batches, reps);
  },
};
document.title = 'ready';
