/**
 * What the classic backtracking suites share: the backends (one suite factory over all of them),
 * settings with defaults, board text → cells, and a plain solution checker.
 *
 * Owns: {@link CLASSIC_BACKENDS}: the TypeScript twin, the WASM release build, and the WASM
 * build that re-checks every `unchecked()` access (asconfig target `checked`).
 */
import { runClassicTs } from '../../src/classic/backtrack-ts';
import { runClassicManyWasm, runClassicWasm } from '../../src/classic/backtrack-wasm';
import type { ClassicRun, ClassicSettings } from '../../src/classic/types';
import { wasmCore, type WasmCore } from '../../src/wasm/core';
import { checked } from '../engine-general/engines';

/** Per-run counters of a batch, as every backend reports them. */
export interface ManyRuns {
  recursions: number[];
  backtracks: number[];
  seed: number;
  stopped: number;
}

export interface ClassicBackend {
  readonly name: string;
  run(n: number, cells: Uint8Array, settings: ClassicSettings): ClassicRun;
  runs(n: number, cells: Uint8Array, settings: ClassicSettings, count: number): ManyRuns;
}

function wasmBackend(name: string, core: () => WasmCore): ClassicBackend {
  return {
    name,
    run: (n, cells, settings) => runClassicWasm(core(), n, cells, settings),
    runs(n, cells, settings, count) {
      const recursions = new Float64Array(count);
      const backtracks = new Float64Array(count);
      const { seed, stopped } = runClassicManyWasm(core(), n, cells, settings, recursions, backtracks);
      return { recursions: Array.from(recursions), backtracks: Array.from(backtracks), seed, stopped };
    },
  };
}

/** The TS twin's batch: a loop of single runs, the seed passed on (what the API does). */
function tsRuns(n: number, cells: Uint8Array, settings: ClassicSettings, count: number): ManyRuns {
  const out: ManyRuns = { recursions: [], backtracks: [], seed: settings.seed, stopped: 0 };
  for (let i = 0; i < count; i++) {
    const run = runClassicTs(n, cells, { ...settings, seed: out.seed, limit: 1 });
    out.recursions.push(run.recursions);
    out.backtracks.push(run.backtracks);
    out.seed = run.seed;
    if (run.stopped) out.stopped++;
  }
  return out;
}

export const TS_BACKEND: ClassicBackend = { name: 'ts', run: runClassicTs, runs: tsRuns };
export const WASM_BACKEND = wasmBackend('wasm', wasmCore);
export const CHECKED_BACKEND = wasmBackend('wasm-checked', checked);
export const CLASSIC_BACKENDS: readonly ClassicBackend[] = [TS_BACKEND, WASM_BACKEND, CHECKED_BACKEND];

/** Settings with the API's defaults for whatever is not given. */
export function settings(partial: Partial<ClassicSettings> = {}): ClassicSettings {
  return { cellOrder: 'reading', digitOrder: 'ascending', seed: 1, limit: 1, maxRecursions: 0, ...partial };
}

export const CELL_ORDERS = ['reading', 'mrv'] as const;
export const DIGIT_ORDERS = ['ascending', 'descending', 'shuffled'] as const;

/** Board text with 1-9 and '.'/'0' (4×4 and 9×9) → cells. */
export function cellsOf(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  return Uint8Array.from(clean, (ch) => (ch === '.' ? 0 : Number(ch)));
}

/** Cells → text with '.' for empty (4×4 and 9×9 only). */
export function textOf(cells: ArrayLike<number>): string {
  return Array.from(cells, (v) => (v === 0 ? '.' : String(v))).join('');
}

/** True when `solution` is a complete valid grid of box size n that keeps every given of `cells`. */
export function isValidSolution(n: number, cells: ArrayLike<number>, solution: ArrayLike<number>): boolean {
  const N = n * n;
  if (solution.length < N * N) return false;
  const seen = new Set<string>();
  for (let i = 0; i < N * N; i++) {
    const v = solution[i];
    if (!(v >= 1 && v <= N)) return false;
    if (cells[i] >= 1 && cells[i] <= N && cells[i] !== v) return false;
    const r = Math.floor(i / N);
    const c = i % N;
    const b = Math.floor(r / n) * n + Math.floor(c / n);
    for (const key of [`r${r}:${v}`, `c${c}:${v}`, `b${b}:${v}`]) {
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

/** The shifted-rows complete grid of box size n (one definition, shared with the general engines' tests). */
export { patternGrid } from '../support/pattern';
