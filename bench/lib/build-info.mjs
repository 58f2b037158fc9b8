/**
 * Which build of our package a run measured, and a frozen copy of it.
 *
 * Owns: the provenance line of a report (when dist/index.js was built, the repo commit, whether
 * src/ or assembly/ had uncommitted changes) and the snapshot that sizes.mjs's workers load
 * (`bench/out/dist-snapshot/index.js`, via `$SUDOKU_WASM_DIST`; see ours.mjs `distPath`), so a
 * rebuild during a run cannot mix two builds in one report. Does not own: building (the root
 * `npm run build`).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR } from './puzzles.mjs';

const ROOT = join(BENCH_DIR, '..');
const DIST = join(ROOT, 'dist', 'index.js');

/** @returns {string} e.g. "dist/ built 2026-11-21T08:12:03Z; repo at commit e0b8ab7, src/ or assembly/ with uncommitted changes" */
export function buildInfo() {
  let built;
  try {
    built = `dist/ built ${statSync(DIST).mtime.toISOString().replace(/\.\d+Z$/, 'Z')}`;
  } catch {
    return 'dist/ missing';
  }
  try {
    const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'src', 'assembly') !== '';
    return `${built}; repo at commit ${commit}${dirty ? ', src/ or assembly/ with uncommitted changes' : ''}`;
  } catch {
    return built;
  }
}

/**
 * Copies dist/ (one module per file since issue 19: the whole folder, the WASM embedded in it)
 * to bench/out/dist-snapshot/ and points `$SUDOKU_WASM_DIST` at the copy's index.js, for this
 * process and the workers it spawns.
 * @returns {string | null} {@link buildInfo} of the copied build, or null when dist/ is missing
 */
export function snapshotBuild() {
  if (!existsSync(DIST)) return null;
  const info = buildInfo();
  const dir = join(BENCH_DIR, 'out', 'dist-snapshot');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(ROOT, 'dist'), dir, { recursive: true });
  process.env.SUDOKU_WASM_DIST = join(dir, 'index.js');
  return info;
}
