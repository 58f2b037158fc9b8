/**
 * The native reference: tdoku builds in `../shared/native/` (beside the puzzle folder), for
 * measuring only (never shipped, never called by the package; see that folder's README).
 *
 * Owns: finding the builds and running one on a puzzle file. Does not own: what it is compared
 * with (engine-worker.mjs measures our engine the same way) or the report.
 *
 * A build's driver counts every puzzle of the file to LIMIT, REPEATS passes, and prints
 *   FILE n=1465 limit=2 cpu_rate=80460 wall_rate=80455 guesses=9.12 countsum=1465
 * (cpu_rate: puzzles per second of its thread's CPU time, best pass).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The builds, in table order: the 128-bit one is the fair reference for WebAssembly SIMD128. */
export const NATIVE_BUILDS = [
  { id: 'tdoku-v2', file: 'tdoku-count-v2', label: 'tdoku 128-bit (x86-64-v2: SSE4.2)' },
  { id: 'tdoku-native', file: 'tdoku-count-native', label: 'tdoku native (-march=native: AVX-512)' },
];

/** The native folder beside a puzzle folder, or null when it is not there. */
export function nativeDir(puzzleDir) {
  const dir = join(dirname(puzzleDir), 'native');
  return existsSync(join(dir, NATIVE_BUILDS[0].file)) ? dir : null;
}

/**
 * Runs one build on a file.
 * @returns {{ status: 'ok', n: number, cpuRate: number, wallRate: number, guesses: number, countsum: number } | { status: 'error', reason: string, unsupported?: true }}
 *   (`unsupported`: this CPU cannot run the build at all)
 */
export function runNative(dir, build, file, limit, repeats = 3) {
  const bin = join(dir, build.file);
  if (!existsSync(bin)) return { status: 'error', reason: `${bin} not found` };
  const r = spawnSync(bin, [file, String(limit), String(repeats)], { encoding: 'utf8', timeout: 600_000 });
  const m = /n=(\d+) limit=(\d+) cpu_rate=(\d+) wall_rate=(\d+) guesses=([\d.]+) countsum=(\d+)/.exec(r.stdout ?? '');
  if (r.signal === 'SIGILL') {
    // a -march=native build run on a CPU without the instructions it was compiled for
    return { status: 'error', unsupported: true, reason: 'killed by SIGILL: this CPU lacks instructions the build uses' };
  }
  if (r.signal) return { status: 'error', reason: `killed by ${r.signal}` };
  if (r.status !== 0 || !m) return { status: 'error', reason: `exit ${r.status}: ${(r.stderr || r.stdout || '').trim().slice(0, 200)}` };
  return { status: 'ok', n: Number(m[1]), cpuRate: Number(m[3]), wallRate: Number(m[4]), guesses: Number(m[5]), countsum: Number(m[6]) };
}
