/**
 * One measurement of a JavaScript/WebAssembly engine (ours or lisudoku-solver) on one set of
 * variant puzzles, in a fresh process started by bench/variants.mjs.
 *
 * Owns: the measuring loop and the line protocol, which peers/pencilmark_worker.py repeats for
 * Python. Does not own: checking answers, restarting after a puzzle ran over its cap, or the
 * report (the runner, lib/run-engine.mjs, does those).
 *
 * Job (JSON on stdin): `{ engine, entries: [{ puzzle, fpuzzles }], indices, sample, seconds,
 * maxPasses }`. `entries` is the whole set; `indices` the puzzles to run, in order.
 *
 * Protocol (stdout): `@@P {i, pass, count, solution?, guesses?, cpu, wall}` per puzzle and pass
 * (milliseconds; the solution only in pass 0), `@@P {i, pass: 0, unsupported}` for a puzzle the
 * engine cannot express, then `@@RESULT {passes}`.
 *
 * Passes: pass 0 runs every index once (it is also the JIT warm-up, and the answers the runner
 * checks); with `sample` it stops once `seconds` have gone by (the puzzles done are the sample).
 * Then further passes over the same puzzles while they fit in `seconds` (at most `maxPasses` in
 * all); the runner keeps each puzzle's least time. Timed per puzzle: `adapter.count(input)`,
 * where `input` is the engine's own input made untimed by `adapter.prepare` (f-puzzles JSON
 * text for ours, a constraints object for lisudoku, whose call serialises it to JSON for its
 * Rust side): the engine's parsing and set-up are inside the timed region.
 *
 * Clocks: `process.cpuUsage()` (user + system; the runner starts this worker with V8's
 * `--single-threaded`, so the process's CPU time is the measuring thread's) and
 * `performance.now()` (wall).
 */
import { emitResult } from '../lib/protocol.mjs';
import { loadEngine } from './lib/engines.mjs';

const job = JSON.parse(await readStdin());
const adapter = await loadEngine(job.engine);

/** A puzzle's line, `@@P {json}`. */
const emitPass = (obj) => process.stdout.write(`@@P ${JSON.stringify(obj)}\n`);

/** One timed count. */
function timed(input) {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const answer = adapter.count(input);
  const wall = performance.now() - w0;
  const c = process.cpuUsage(c0);
  return { answer, cpu: (c.user + c.system) / 1000, wall };
}

const inputs = new Map();
const started = performance.now();
for (const i of job.indices) {
  let input;
  try {
    input = adapter.prepare(job.entries[i]);
  } catch (err) {
    if (err?.name !== 'UnsupportedRule') throw err;
    emitPass({ i, pass: 0, unsupported: err.message });
    continue;
  }
  const { answer, cpu, wall } = timed(input);
  emitPass({ i, pass: 0, count: answer.count, solution: answer.solution ?? null, guesses: answer.guesses ?? null, cpu, wall });
  inputs.set(i, input);
  if (job.sample && performance.now() - started > job.seconds * 1000) break;
}
let passes = 1;
const first = performance.now() - started;
while (passes < job.maxPasses && inputs.size && performance.now() - started + first <= job.seconds * 1000) {
  for (const [i, input] of inputs) {
    const { answer, cpu, wall } = timed(input);
    emitPass({ i, pass: passes, count: answer.count, cpu, wall });
  }
  passes++;
}
emitResult({ passes });

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}
