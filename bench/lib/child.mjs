/**
 * Runs one worker script in a fresh `node --expose-gc` process (plus any V8 flags the caller
 * asks for) and collects its result line.
 *
 * Owns: spawning, the wall-clock kill switch (SIGKILL after `timeoutS`), and turning the
 * worker's `@@RESULT {json}` line, a timeout, or a crash into one result object. Does not own:
 * what the worker measures (worker.mjs, sizes-worker.mjs) or the run matrix (run.mjs, sizes.mjs).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { RESULT_MARK } from './protocol.mjs';
import { BENCH_DIR } from './puzzles.mjs';

/**
 * @param {string} script worker file name inside bench/, e.g. `worker.mjs`
 * @param {string[]} args its arguments
 * @param {object} o
 * @param {number} o.timeoutS kill the worker after this many seconds
 * @param {object} o.base fields every result carries (variant, set, limit)
 * @param {string[]} [o.nodeArgs] further node/V8 flags, before the script
 * @returns {Promise<object>} `{ ...base, status, ... }`: the worker's result, or status
 *   `timeout` / `error` with a `reason`
 */
export function runWorker(script, args, { timeoutS, base, nodeArgs = [] }) {
  const argv = ['--expose-gc', ...nodeArgs, join(BENCH_DIR, script), ...args];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, argv, { cwd: BENCH_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutS * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((l) => l.startsWith(RESULT_MARK));
      if (timedOut) resolve({ ...base, status: 'timeout', reason: `killed after ${timeoutS} s` });
      else if (line) resolve({ ...base, ...JSON.parse(line.slice(RESULT_MARK.length)) });
      else resolve({ ...base, status: 'error', reason: `worker exited ${code}: ${stderr.trim().split('\n').slice(-2).join(' | ')}` });
    });
  });
}
