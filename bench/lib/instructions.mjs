/**
 * Machine instructions of one Node run (or of a native program), counted by valgrind
 * (cachegrind's instruction count, no cache simulation): a cost that other processes on a
 * shared machine do not disturb. V8 runs single-threaded with WebAssembly compiled by its
 * optimising tier only (`--no-liftoff`), so two runs of the same work agree closely; a tool
 * takes the difference of two runs (P1 and P2 passes of its work) to cancel Node's start and
 * the compilers. Instructions are x86 instructions of V8's compiled code: a proxy for time (a
 * SIMD instruction counts one, a cache miss nothing).
 *
 * Owns: running valgrind and reading its count. Used by ../fast9/instructions.mjs and
 * ../variants/instructions.mjs.
 */
import { spawn } from 'node:child_process';

/**
 * Instructions of `node [flags] ...nodeArgs` under valgrind (runs can go side by side: the
 * count does not depend on the load).
 * @param {string[]} nodeArgs the script and its arguments
 * @returns {Promise<number>}
 */
export function instructionsOf(nodeArgs) {
  // --predictable and fixed seeds: the same garbage collections and hash tables in every run
  const node = ['--single-threaded', '--no-liftoff', '--predictable', '--hash-seed=1', '--random-seed=1'];
  return programInstructions(process.execPath, [...node, ...nodeArgs]);
}

/**
 * Instructions of one run of any program under valgrind (a native build of
 * `../shared/native`, say, beside our engine on the same file).
 * @param {string} program the executable
 * @param {string[]} args its arguments
 * @returns {Promise<number>}
 */
export function programInstructions(program, args) {
  // --smc-check: V8 writes code at run time into memory that is not a file
  const valgrind = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', '--smc-check=all-non-file'];
  return new Promise((done, fail) => {
    const child = spawn('valgrind', [...valgrind, program, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => fail(new Error(`valgrind could not start (${e.message}): install it (Debian: apt-get install valgrind)`)));
    child.on('close', (code) => {
      const m = /I\s+refs:\s+([\d,]+)/.exec(err);
      if (code !== 0 || !m) fail(new Error(`valgrind on ${program} ${args.join(' ')}: exit ${code} ${err.slice(-300)}`));
      else done(Number(m[1].replace(/,/g, '')));
    });
  });
}
