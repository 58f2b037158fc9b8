/**
 * Access to the shared data folder that sits beside the repository (`../shared`: benchmark
 * puzzle sets, the HoDoKu regression library). It is not part of a clone, so tests that need
 * it must skip, saying why, when it is absent.
 *
 * Owns: locating the folder (`SUDOKU_SHARED_DIR` overrides the default) and {@link describeShared}.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/** Where the folder is expected: `$SUDOKU_SHARED_DIR`, else `<repo>/../shared`. */
export const sharedCandidate: string =
  process.env.SUDOKU_SHARED_DIR || fileURLToPath(new URL('../../../shared', import.meta.url));

/** The absolute path of the shared folder, or null when it is absent. */
export const sharedDir: string | null =
  existsSync(sharedCandidate) && statSync(sharedCandidate).isDirectory() ? sharedCandidate : null;

/** A path inside the shared folder, or null when the folder is absent. */
export function sharedPath(...parts: string[]): string | null {
  return sharedDir === null ? null : join(sharedDir, ...parts);
}

/**
 * `describe` for suites that read the shared folder: the body receives its path. When the
 * folder is absent the suite is skipped, with one placeholder test whose name gives the reason.
 */
export function describeShared(name: string, body: (dir: string) => void): void {
  if (sharedDir !== null) {
    const dir = sharedDir;
    describe(name, () => body(dir));
  } else {
    // The body is not run (it may read files while collecting); one placeholder carries the reason.
    const reason = `shared data folder not found at ${sharedCandidate} (set SUDOKU_SHARED_DIR)`;
    console.warn(`skipping "${name}": ${reason}`);
    describe.skip(name, () => {
      it(`skipped: ${reason}`, () => {});
    });
  }
}
