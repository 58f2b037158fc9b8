/**
 * Puzzle files: where they live and how to read them.
 *
 * Owns: locating the shared puzzle directory (`--puzzles DIR`, `$SUDOKU_PUZZLES`, or the first
 * `shared/puzzles` found walking up from bench/) and parsing one file into normalised 81-char
 * strings ('.' = empty, '1'..'9' = given). Does not own: sampling, solving or checking.
 *
 * Format (see shared/puzzles/README.md): one puzzle per line, '.' or '0' for an empty cell,
 * lines starting with '#' and blank lines skipped, CRLF or LF, optional trailing blank line.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the bench/ folder, wherever the process was started from. */
export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Finds the puzzle directory. An explicit directory wins; otherwise walk up from bench/
 * looking for `shared/puzzles` (the repo lives at <root>/main, the data at <root>/shared).
 * @param {string | undefined} explicit value of `--puzzles`
 * @returns {string} absolute directory path
 */
export function findPuzzleDir(explicit) {
  const wanted = explicit ?? process.env.SUDOKU_PUZZLES;
  if (wanted) {
    const dir = resolve(wanted);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new Error(`puzzle directory not found: ${dir}`);
    }
    return dir;
  }
  for (let dir = BENCH_DIR; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'puzzles');
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error('could not find shared/puzzles above bench/; pass --puzzles DIR');
}

/**
 * A file of the shared puzzle directory ({@link findPuzzleDir} without `--puzzles`), for the
 * scripts that skip, saying so, where the public sets are absent.
 * @param {string} name the file's name, e.g. `17_clue.txt`
 * @returns {string | null} its path, or null when the directory or the file is missing
 */
export function sharedPuzzleFile(name) {
  let dir;
  try {
    dir = findPuzzleDir();
  } catch {
    return null;
  }
  const file = join(dir, name);
  return existsSync(file) ? file : null;
}

/** Puzzle files (`*.txt`) of a directory, sorted by name. */
export function listPuzzleFiles(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f));
}

/** Short name of a puzzle file, used in tables and on the command line: `17_clue`. */
export function setName(file) {
  return basename(file).replace(/\.txt$/, '');
}

/**
 * Reads one puzzle file.
 * @param {string} file path
 * @returns {string[]} puzzles as 81-char strings over '.123456789'
 * @throws {Error} with the 1-based line number when a line is not a 9×9 puzzle
 */
export function loadPuzzles(file) {
  const lines = readFileSync(file, 'latin1').split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^[0-9.]{81}$/.test(line)) {
      throw new Error(`${basename(file)}:${i + 1}: expected 81 chars of 0-9 or '.', got ${JSON.stringify(line.slice(0, 90))}`);
    }
    out.push(line.replaceAll('0', '.'));
  }
  return out;
}

/**
 * Whether every puzzle of a set has several solutions (so a limit-2 count must be 2).
 * serg_benchmark is the only such set; a `multi` in the name marks any future one.
 */
export function expectsMultipleSolutions(file) {
  const name = setName(file);
  return name.startsWith('serg_benchmark') || name.includes('multi');
}

/**
 * A strided sample of `sample` puzzles of the file at `path`, written once beside it
 * (`x.sample-N.txt`); the file itself when it holds no more than that (or `sample` is 0).
 * @returns the path to measure
 */
export function sampledCopy(path, sample) {
  const puzzles = loadPuzzles(path);
  if (!sample || sample >= puzzles.length) return path;
  const sampled = path.replace(/\.txt$/, `.sample-${sample}.txt`);
  if (!existsSync(sampled)) {
    const step = puzzles.length / sample;
    writeFileSync(sampled, Array.from({ length: sample }, (_, i) => puzzles[Math.floor(i * step)]).join('\n') + '\n');
  }
  return sampled;
}
