/**
 * The derived rules of ./derive.ts found by the variant module (assembly/variant/derive.ts,
 * its twin): the same rules in the same order, in about a third of the TypeScript walk's time (a
 * generated killer: 12 µs against 36; its compile 48 → 34 µs). Used wherever the module is at
 * hand; without it (no WebAssembly, a strict CSP, `useTypeScriptEngines`), or for a puzzle past
 * its buffers, ./derive.ts walks in TypeScript.
 *
 * Owns: writing the compiler's parts into the module's input and reading its rules back (the
 * layout: assembly/variant/derive.ts). Does not own: the walk, the limits (./derive.ts).
 */
import { viewsOver } from '../../wasm/instance.js';
import { variantCoreIfAvailable, type VariantExports } from '../../wasm/variant-core.js';
import type { CompiledParts } from './index.js';
import { RULE_LINEAR } from './program.js';

/** The limits ./derive.ts walks with, handed to the module. */
export interface DeriveLimits {
  maxCells: number;
  maxCageCells: number;
  maxUnion: number;
}

/**
 * Adds the derived rules to `parts.rules` (and fixes single cells in `parts.init`) in the
 * module: false when a derivation proves the puzzle impossible, undefined when the module is
 * not at hand or the puzzle does not fit its buffers (nothing was changed: derive in
 * TypeScript).
 */
export function deriveInModule(parts: CompiledParts, limits: DeriveLimits): boolean | undefined {
  const core = variantCoreIfAvailable();
  if (core === undefined) return undefined;
  const { N, C, cages, houses, houseMasks, regions } = parts;
  const H = houses.length;
  const x = core.exports;
  const input = buffers(x).input;
  let words = 6 + 3 * H + C;
  for (const cage of cages) words += 2 + cage.cells.length;
  if (words > input.length) return undefined;
  input[0] = N;
  input[1] = H;
  input[2] = cages.length;
  input[3] = limits.maxCells;
  input[4] = limits.maxCageCells;
  input[5] = limits.maxUnion;
  input.set(houseMasks.subarray(0, 3 * H), 6);
  let at = 6 + 3 * H;
  for (let c = 0; c < C; c++) input[at++] = regions[c];
  for (const cage of cages) {
    input[at++] = cage.sum;
    input[at++] = cage.cells.length;
    for (const c of cage.cells) input[at++] = c;
  }
  if (x.derive() < 0) return undefined;
  const out = buffers(x).output;
  const end = out[3];
  for (let i = 0, at = 4; i < out[1]; i++) {
    const n = out[at + 1];
    const length = 3 + (out[at] === RULE_LINEAR ? 2 * n : n);
    const rule: number[] = [];
    for (let j = at; j < at + length; j++) rule.push(out[j]);
    parts.rules.push(rule);
    at += length;
  }
  for (let i = 0, at = end; i < out[2]; i++, at += 2) parts.init[out[at]] &= out[at + 1];
  return out[0] === 1;
}

/**
 * Views over the module's derivation buffers (made again when memory grows). Kept here, not
 * among the module's views (../../wasm/variant-abi.ts), so that a page that only reads classic
 * f-puzzles text does not carry them.
 */
let views: { exports: VariantExports; get: () => { input: Int32Array; output: Int32Array } } | undefined;
function buffers(x: VariantExports): { input: Int32Array; output: Int32Array } {
  if (views?.exports !== x) {
    const get = viewsOver(x.memory, (buffer) => ({
      input: new Int32Array(buffer, x.deriveInPtr(), x.deriveInWords()),
      output: new Int32Array(buffer, x.deriveOutPtr(), x.deriveOutWords()),
    }));
    views = { exports: x, get };
  }
  return views.get();
}
