/**
 * The command line of the current run, as a reader can retype it: `node bench/run.mjs --quick`,
 * prefixed with `cd bench &&` when not run from the repo root.
 *
 * Owns: quoting and the relative paths. Does not own: option parsing (lib/args.mjs).
 */
import { join, relative } from 'node:path';
import { BENCH_DIR } from './puzzles.mjs';

export function commandLine() {
  const root = join(BENCH_DIR, '..');
  const cwd = relative(root, process.cwd()) || '.';
  const script = relative(process.cwd(), process.argv[1]) || 'run.mjs';
  const quoted = process.argv.slice(2).map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`));
  return `${cwd === '.' ? '' : `cd ${cwd} && `}node ${script}${quoted.length ? ` ${quoted.join(' ')}` : ''}`;
}
