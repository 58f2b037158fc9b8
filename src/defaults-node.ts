/**
 * What the Node entry (src/index.ts; also the library's streams and the tests; the CLI's build puts
 * src/cli/defaults-cli.ts in its place) brings
 * beyond the shared API: both builds of the core and of the variant module, embedded (SIMD128
 * where the probe validates, scalar elsewhere), the TypeScript engines, which answer where WebAssembly is missing or
 * on `backend: 'ts'`, and the optional parts of the solving calls (boards of every size, the
 * pre-pass, variant puzzles and the human-style calls on them: src/api/features.ts, src/api/use-variants.ts,
 * src/api/use-variant-logic.ts). Bytes cost nothing in Node, so nothing is left out. One of the two
 * modules of the package with a side effect on import (with defaults.ts): package.json
 * `sideEffects` names them.
 *
 * Owns: those registrations. Does not own: the groups it calls (src/defaults-node-classic.ts,
 * src/defaults-node-variants.ts: the CLI uses them apart, src/cli/defaults-cli.ts), decoding
 * (src/wasm/embedded-*.ts), compiling (src/wasm/core.ts, src/wasm/variant-core.ts), choosing an
 * engine (src/engine/registry.ts), all of which wait for the first call that needs them.
 */
import { provideTsEngines } from './engine/registry.js';
import { TS_ENGINES } from './engine/ts-engines.js';
import { useNodeClassic } from './defaults-node-classic.js';
import { useNodeVariants } from './defaults-node-variants.js';
import { useVariantLogic } from './api/use-variant-logic.js';

useNodeClassic();
useNodeVariants();
useVariantLogic();
provideTsEngines(TS_ENGINES);
