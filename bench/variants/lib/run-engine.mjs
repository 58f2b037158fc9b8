/**
 * One engine on one set: runs its worker process (restarting it past a puzzle that ran over the
 * cap), checks every answer, and sums up the times.
 *
 * Owns: the per-puzzle cap, the checks (count to 2 equal to the set's, every solution valid by
 * ./check.mjs and equal to the known one, the same count in every pass), and the figures of one
 * row. Does not own: the measuring loop (../worker.mjs, ../peers/pencilmark_worker.py) or the
 * report (./report.mjs).
 *
 * Figures, from each puzzle's least time over its passes (CPU time; wall time kept in the JSON):
 * `rate` = puzzles ÷ the sum of their times; `slowest` = the largest of them; `guesses` = mean
 * guesses per puzzle where the engine reports them. Puzzles the engine cannot express are
 * `unsupported` and left out; when every puzzle is, the row is n/a.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { RESULT_MARK } from '../../lib/protocol.mjs';
import { checkSolution } from './check.mjs';
import { VARIANTS_DIR } from './sets.mjs';

/**
 * @param {object} engine `{ id, runtime }` of lib/engines.mjs
 * @param {object[]} entries the set's entries (lib/sets.mjs)
 * @param {object} o
 * @param {number[]} o.order puzzle indices in run order
 * @param {boolean} o.sample stop the first pass once `seconds` have gone by
 * @param {number} o.seconds time budget of the measurement
 * @param {number} o.capS a puzzle still running after this many seconds (wall) is stopped
 * @param {number} o.maxPasses passes at most
 * @param {string} [o.python] the venv's python, for the python runtime
 * @returns {Promise<object>} `{ status: 'ok' | 'failed' | 'n/a' | 'error', ... }`
 */
export async function runEngine(engine, entries, { order, sample, seconds, capS, maxPasses, python }) {
  const perPuzzle = new Map(); // i → { count, solution, guesses, cpu, wall, passes }
  const unsupported = new Map();
  const capped = [];
  let passes = maxPasses;
  let remaining = order;
  const started = Date.now();
  while (remaining.length) {
    const left = Math.max(1, seconds - (Date.now() - started) / 1000);
    const run = await runWorker(engine, entries, { indices: remaining, sample, seconds: left, maxPasses: capped.length ? 1 : maxPasses, capS, python });
    for (const p of run.lines) {
      if (p.unsupported) {
        unsupported.set(p.i, p.unsupported);
        continue;
      }
      const seen = perPuzzle.get(p.i);
      if (!seen) {
        perPuzzle.set(p.i, { count: p.count, solution: p.solution, guesses: p.guesses, cpu: p.cpu, wall: p.wall, passes: 1, counts: [p.count] });
      } else {
        seen.cpu = Math.min(seen.cpu, p.cpu);
        seen.wall = Math.min(seen.wall, p.wall);
        seen.passes++;
        seen.counts.push(p.count);
      }
    }
    if (run.error) return { status: 'error', reason: run.error };
    if (run.result) passes = Math.min(passes, run.result.passes);
    if (!run.killed) break;
    // The puzzle running when the cap struck: the first of this run's indices without an answer.
    const done = new Set([...perPuzzle.keys(), ...unsupported.keys()]);
    const at = remaining.findIndex((i) => !done.has(i));
    if (at < 0) break; // killed during a later pass: keep what the first pass measured
    capped.push(remaining[at]);
    passes = 1;
    remaining = remaining.slice(at + 1);
    if (sample && (Date.now() - started) / 1000 > seconds) break;
  }
  return summarise(entries, perPuzzle, unsupported, capped, { passes, capS, sampled: sample && perPuzzle.size + capped.length < order.length - unsupported.size });
}

/** Checks the answers and computes the row's figures. */
function summarise(entries, perPuzzle, unsupported, capped, { passes, capS, sampled }) {
  const failures = [];
  for (const [i, p] of perPuzzle) {
    const e = entries[i];
    const reason = answerProblem(e, p);
    if (reason) failures.push({ puzzle: e.id, reason });
  }
  const measured = [...perPuzzle.entries()];
  if (!measured.length && !capped.length) {
    const why = unsupported.size ? [...unsupported.values()][0] : 'no puzzle measured';
    return { status: 'n/a', reason: why, unsupported: unsupported.size };
  }
  const times = Object.fromEntries(measured.map(([i, p]) => [entries[i].id, { cpuMs: p.cpu, wallMs: p.wall, count: p.count, guesses: p.guesses }]));
  for (const i of capped) times[entries[i].id] = { capped: true };
  const sum = (key) => measured.reduce((s, [, p]) => s + p[key], 0);
  const slowest = measured.reduce((a, b) => (b[1].cpu > a[1].cpu ? b : a), measured[0] ?? [null, { cpu: NaN }]);
  const withGuesses = measured.filter(([, p]) => Number.isFinite(p.guesses));
  return {
    status: failures.length ? 'failed' : 'ok',
    failures,
    n: measured.length,
    capped: capped.map((i) => entries[i].id),
    capS,
    unsupported: unsupported.size,
    unsupportedReason: unsupported.size ? [...unsupported.values()][0] : undefined,
    sampled,
    passes,
    cpuMs: sum('cpu'),
    wallMs: sum('wall'),
    rate: measured.length / (sum('cpu') / 1000),
    wallRate: measured.length / (sum('wall') / 1000),
    slowest: slowest[0] === null ? null : { puzzle: entries[slowest[0]].id, cpuMs: slowest[1].cpu },
    guesses: withGuesses.length ? withGuesses.reduce((s, [, p]) => s + p.guesses, 0) / withGuesses.length : null,
    times,
  };
}

/** Why an answer is wrong, or null. */
export function answerProblem(entry, p) {
  if (p.counts.some((c) => c !== p.count)) return `counts differ between passes: ${p.counts.join(', ')}`;
  if (p.count !== entry.count) return `count ${p.count}, expected ${entry.count}`;
  if (p.count >= 1 && p.solution) {
    const bad = checkSolution(entry.puzzle, p.solution);
    if (bad) return `invalid solution: ${bad}`;
  }
  if (entry.count === 1 && p.solution !== entry.solution) return p.solution ? 'solution differs from the known one' : 'no solution returned';
  return null;
}

/** Runs one worker process and collects its lines; kills it when a puzzle runs over the cap. */
function runWorker(engine, entries, { indices, sample, seconds, maxPasses, capS, python }) {
  const job = { engine: engine.id, indices, sample, seconds, maxPasses };
  const [cmd, args] = engine.runtime === 'python'
    ? [python, [join(VARIANTS_DIR, 'peers', 'pencilmark_worker.py')]]
    : [process.execPath, ['--single-threaded', join(VARIANTS_DIR, 'worker.mjs')]];
  if (engine.runtime === 'python') job.fpuzzles = entries.map((e) => e.fpuzzles);
  else job.entries = entries;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const lines = [];
    let result = null;
    let buffer = '';
    let stderr = '';
    let killed = false;
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, capS * 1000);
    };
    arm();
    child.stdout.on('data', (d) => {
      buffer += d;
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('@@P ')) {
          lines.push(JSON.parse(line.slice(4)));
          arm();
        } else if (line.startsWith(RESULT_MARK)) {
          result = JSON.parse(line.slice(RESULT_MARK.length));
        }
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      clearTimeout(timer);
      const error = !killed && !result ? `worker exited ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : null;
      resolve({ lines, result, killed, error });
    });
    child.stdin.end(JSON.stringify(job));
  });
}
