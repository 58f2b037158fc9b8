/**
 * One whole-process run of the local CLI (`node dist/cli.js ARGS > OUT`) under /usr/bin/time.
 *
 * Owns: the spawn, the measures (wall seconds, CPU seconds, peak RSS) and the summary line the
 * CLI writes on stderr. Shared by bulk.mjs and canon.mjs. Does not own: checking the output.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_DIR } from './puzzles.mjs';

export const CLI = join(BENCH_DIR, '..', 'dist', 'cli.js');

/**
 * Runs the CLI with `args`, its standard output to `out` (default /dev/null).
 * @returns {{ seconds: number, cpuSeconds: number, rssMiB: number, summary: string }}
 * @throws {Error} when the CLI exits with a status other than 0
 */
export function runCli(args, out = '/dev/null') {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', 'sh', '-c', 'out="$1"; shift; exec "$@" > "$out"', 'sh', out, process.execPath, CLI, ...args], {
    encoding: 'utf8',
  });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`sudoku-wasm ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  const lines = r.stderr.trim().split('\n');
  const [rss, user, system] = lines.pop().split(' ').map(Number);
  return { seconds, cpuSeconds: user + system, rssMiB: rss / 1024, summary: lines.find((l) => /^\w+: \d+ puzzles?/.test(l)) ?? '' };
}
