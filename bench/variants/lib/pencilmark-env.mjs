/**
 * The Python virtual environment that runs pencilmark: bench/variants/.venv-pencilmark/
 * (git-ignored), created on first use with the pinned version.
 *
 * Owns: finding or making the environment and saying why it cannot. Does not own: running the
 * worker (./run-engine.mjs).
 *
 * pencilmark 1.0.0rc1 is a pre-release (the only version published), so it is installed with
 * `pip install pencilmark==1.0.0rc1` (an exact pin needs no `--pre`). It ships binary wheels
 * (C++ core, pybind11) for CPython 3.10 and later.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANTS_DIR } from './sets.mjs';

export const PENCILMARK_VERSION = '1.0.0rc1';
const VENV = join(VARIANTS_DIR, '.venv-pencilmark');
const PYTHON = join(VENV, 'bin', 'python');

/**
 * The venv's python, made and filled when missing or holding another version.
 * @param {(line: string) => void} log progress messages
 * @returns {{ python: string } | { missing: string }}
 */
export function pencilmarkPython(log) {
  try {
    if (installedVersion() === PENCILMARK_VERSION) return { python: PYTHON };
    if (!existsSync(PYTHON)) {
      log(`creating ${VENV} (python3 -m venv)`);
      execFileSync(process.env.PYTHON ?? 'python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
    }
    log(`installing pencilmark==${PENCILMARK_VERSION} into it`);
    execFileSync(PYTHON, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `pencilmark==${PENCILMARK_VERSION}`], { stdio: 'inherit' });
    const v = installedVersion();
    return v === PENCILMARK_VERSION ? { python: PYTHON } : { missing: `pencilmark ${v ?? 'absent'} after install` };
  } catch (err) {
    return { missing: `cannot set up pencilmark: ${String(err.message).split('\n')[0]}` };
  }
}

function installedVersion() {
  if (!existsSync(PYTHON)) return null;
  try {
    return execFileSync(PYTHON, ['-c', 'import pencilmark; print(pencilmark.__version__)'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}
