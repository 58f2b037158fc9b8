/**
 * The parts of the library that the CLI loads when a run needs them, not at start (a shell
 * script calls `sudoku-wasm solve PUZZLE` once per puzzle: bench/startup.mjs): the variant
 * layer with the variant module (src/defaults-node-variants.ts), on the first variant line of
 * `validate`, `solve` or `count` (jobs/job.ts runs that job again once it is loaded), and the
 * TypeScript engines for `--backend ts` or where WebAssembly does not run. Every other command
 * loads both before its first job, as the Node entry does at import. The variant puzzles'
 * human-style steps come only when a run needs them (a variant line of `explain`, `hint` or
 * `rate`; `generate --variant --max-level`).
 *
 * Owns: those loads (each once per thread) and which command needs which. Does not own: the
 * registrations at start (./defaults-cli.ts) or the parts themselves.
 */
import { provideTsEngines } from '../engine/registry.js';
import { wasmByDefault } from '../wasm/core.js';
import type { BackendName, CommandName } from './options/args.js';

let variants: Promise<void> | undefined;
let variantLogic: Promise<void> | undefined;
let tsEngines: Promise<void> | undefined;

/** Loads the variant layer and the variant module's builds (once). */
export function loadVariants(): Promise<void> {
  return (variants ??= import('../defaults-node-variants.js').then(({ useNodeVariants }) => useNodeVariants()));
}

/** Loads the human-style steps on variant puzzles (once): `explain`, `hint` and `rate` on a variant line, `generate --variant --max-level`. */
export function loadVariantLogic(): Promise<void> {
  return (variantLogic ??= import('../api/use-variant-logic.js').then(({ useVariantLogic }) => useVariantLogic()));
}

/** Loads the TypeScript engines (once). */
export function loadTsEngines(): Promise<void> {
  return (tsEngines ??= import('../engine/ts-engines.js').then(({ TS_ENGINES }) => provideTsEngines(TS_ENGINES)));
}

/** Loads every part the Node entry registers at import. */
export async function loadAllParts(): Promise<void> {
  await Promise.all([loadVariants(), loadTsEngines()]);
}

/** Whether `command` loads the variant layer on its first variant line only (see the header). */
export function loadsVariantsOnDemand(command: CommandName): boolean {
  return command === 'validate' || command === 'solve' || command === 'count';
}

/** Loads what a run of `command` with `backend` needs before its first job (see the header). */
export async function loadPartsFor(request: { readonly command: CommandName; readonly backend: BackendName | undefined }): Promise<void> {
  if (!loadsVariantsOnDemand(request.command)) return loadAllParts();
  if (request.backend === 'ts' || !wasmByDefault()) await loadTsEngines();
}
