/**
 * What every Node build registers for classic puzzles: both builds of the core, embedded
 * (SIMD128 where the probe validates, scalar elsewhere), and the optional parts of the solving
 * calls that classic boards use (every size, the pre-pass: src/api/features.ts). The Node entry
 * (src/defaults-node.ts) adds the variant layer and the TypeScript engines at once; the CLI
 * (src/cli/defaults-cli.ts) adds them when a run needs them (src/cli/lazy-parts.ts).
 *
 * Owns: that group of registrations, as a function: importing this module does nothing. Does
 * not own: decoding (src/wasm/embedded-*.ts) or compiling (src/wasm/core.ts), which wait for
 * the first call that needs them.
 */
import { useAllSizes, usePrepass } from './api/features.js';
import { provideEmbedded } from './wasm/core.js';
import { embeddedScalarBytes } from './wasm/embedded-scalar.js';
import { embeddedSimdBytes } from './wasm/embedded-simd.js';

/** Registers the core's embedded builds, boards of every size and the pre-pass. */
export function useNodeClassic(): void {
  provideEmbedded({ simd: embeddedSimdBytes, scalar: embeddedScalarBytes });
  useAllSizes();
  usePrepass();
}
