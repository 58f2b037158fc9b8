/**
 * What the Node entry (src/index.ts; also the CLI, its worker threads and the tests) brings
 * beyond the shared API: both builds of the core and of the variant module, embedded (SIMD128
 * where the probe validates, scalar elsewhere), the TypeScript engines, which answer where WebAssembly is missing or
 * on `backend: 'ts'`, and the optional parts of the solving calls (boards of every size, the
 * pre-pass, variant puzzles: src/api/features.ts). Bytes cost nothing in Node, so nothing is left out. One of the two
 * modules of the package with a side effect on import (with defaults.ts): package.json
 * `sideEffects` names them.
 *
 * Owns: those registrations. Does not own: decoding (src/wasm/embedded-*.ts), compiling
 * (src/wasm/core.ts, src/wasm/variant-core.ts), choosing an engine (src/engine/registry.ts), all of which wait for the
 * first call that needs them.
 */
import { provideTsEngines } from './engine/registry.js';
import { TS_ENGINES } from './engine/ts-engines.js';
import { provideEmbedded } from './wasm/core.js';
import { embeddedScalarBytes } from './wasm/embedded-scalar.js';
import { embeddedSimdBytes } from './wasm/embedded-simd.js';
import { embeddedVariantsScalarBytes } from './wasm/embedded-variants-scalar.js';
import { embeddedVariantsSimdBytes } from './wasm/embedded-variants-simd.js';
import { provideEmbeddedVariants } from './wasm/variant-core.js';
import { useAllSizes, usePrepass } from './api/features.js';
import { useVariants } from './api/use-variants.js';

provideEmbedded({ simd: embeddedSimdBytes, scalar: embeddedScalarBytes });
provideEmbeddedVariants({ simd: embeddedVariantsSimdBytes, scalar: embeddedVariantsScalarBytes });
provideTsEngines(TS_ENGINES);
useAllSizes();
usePrepass();
useVariants();
