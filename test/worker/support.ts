/**
 * Shared by the worker tests: the fixtures (real puzzles with known answers), the built files
 * they run (worker_threads cannot load .ts, so the tests run dist/: `npm run build`), and
 * {@link rejection} for calls that must reject.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A built file of the package. */
export const distFile = (file: string): string => fileURLToPath(new URL(`../../dist/${file}`, import.meta.url));

/** Throws a clear error when the build is missing (rather than a module-not-found deep inside). */
export function requireBuild(): void {
  for (const file of ['worker/index.js', 'worker/entry.js', 'index.js']) {
    if (!existsSync(distFile(file))) throw new Error(`dist/${file} is missing: run \`npm run build\` first (the worker tests run the built package)`);
  }
}

/** One solution. */
export const UNIQUE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** No solution, no conflicting givens (test/fixtures/fast9.txt). */
export const NONE = '7.8...3.....2.1...5.........4.....263...5.......1...9..9.6....4....7.5...........';
/** Two solutions or more. */
export const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
/** A conflict: 5 twice in row 1 (CONFLICT, cells 1 and 2). */
export const CONFLICT = '55' + '.'.repeat(79);
/** A bad character in cell 4 (BAD_CHAR, column 4). */
export const BAD_CHAR = '123x' + '.'.repeat(77);
/** Rated Hard, hardest XY-Wing (README). */
export const HARD = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
/** A textbook easy puzzle (classic backtracking finishes it quickly). */
export const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** The empty grid: counting its solutions to a big limit runs for minutes (an abortable call). */
export const EMPTY = '.'.repeat(81);

/** What `promise` rejects with; fails the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to reject, but it resolved');
}
