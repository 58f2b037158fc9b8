/**
 * The Node side of the browser bench, in its own process, driven round by round so that its
 * rounds alternate with the page's (both then see the same machine load): the same batches as
 * the page, through the library called directly (`validateLines` of dist/index.js) and through
 * the worker client over worker_threads (dist/worker/index.js); the same hint positions through
 * `hint` called directly.
 *
 *   node bench/browser/node-child.mjs JOB.json
 *     JOB: { sets: { case: lines[] }, reps: { case: n }, batches: { case: lines per call }, options, grids: WireGrid[] }
 *     prints `@@READY {checks}` (per set: the check of one pass, direct and via the thread),
 *     then answers each stdin line with one `@@ {json}` line:
 *       {"round": name, "kind": "direct" | "thread"}   → ms of one round
 *       {"hints": true}                                → { median, p95, n } (ms)
 *     and exits when stdin closes.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import * as lib from '../../dist/index.js';
import { createWorkerSolver, fromWireGrid } from '../../dist/worker/index.js';
import { batchesOf, checkOf, quantiles, round } from './work.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const client = createWorkerSolver();
await client.ready();

const batches = {};
const checks = {};
for (const [name, lines] of Object.entries(job.sets)) {
  batches[name] = batchesOf(lines, job.batches[name]);
  const viaThread = [];
  for (const batch of batches[name]) viaThread.push(await client.validateLines(batch, job.options));
  checks[name] = { direct: checkOf(batches[name].map((b) => lib.validateLines(b, job.options))), thread: checkOf(viaThread) };
}
const calls = {
  direct: (batch) => lib.validateLines(batch, job.options),
  thread: (batch) => client.validateLines(batch, job.options),
};

function hints() {
  const times = [];
  for (const g of job.grids) {
    const t0 = performance.now();
    lib.hint(fromWireGrid(g));
    times.push(performance.now() - t0);
  }
  return quantiles(times);
}

console.log(`@@READY ${JSON.stringify(checks)}`);
for await (const line of createInterface({ input: process.stdin })) {
  const ask = JSON.parse(line);
  const answer = ask.hints ? hints() : await round(calls[ask.kind], batches[ask.round], job.reps[ask.round]);
  console.log(`@@ ${JSON.stringify(answer)}`);
}
client.terminate();
