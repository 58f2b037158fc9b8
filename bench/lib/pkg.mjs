/**
 * Installed versions of the peer packages.
 *
 * Owns: reading `version` from bench/node_modules/<name>/package.json by path, which works even
 * for packages whose `exports` map hides `./package.json`. Does not own: installing anything.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR } from './puzzles.mjs';

/** @param {string} name npm package name, e.g. `@algorithm.ts/sudoku` */
export function installedVersion(name) {
  const file = join(BENCH_DIR, 'node_modules', ...name.split('/'), 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}
