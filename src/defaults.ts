/**
 * What the browser entry (src/browser.ts) brings beyond the shared API: the scalar build of the
 * core, embedded, and the optional parts of the solving calls (boards of every size, the
 * pre-pass: src/api/features.ts), so that it does everything with no setting. The scalar build runs on every engine with WebAssembly, SIMD128 or not; the
 * TypeScript engines are left to `useTypeScriptEngines()` (src/engine/typescript.ts) and the
 * variant puzzles to `useVariants()` (their readers, lz-string and compiler: about 18 KB gzipped,
 * and the variant engine's WebAssembly module: src/variants-embedded.ts; bench/bundle-sizes.mjs),
 * so a page that only solves classic puzzles does not carry them. One of the two modules of the package with a side
 * effect on import (with defaults-node.ts): package.json `sideEffects` names them.
 *
 * Owns: those registrations. Does not own: decoding (src/wasm/embedded-scalar.ts), compiling
 * (src/wasm/core.ts), choosing an engine (src/engine/registry.ts), all of which wait for the
 * first call that needs them.
 */
import { embeddedScalarBytes } from './wasm/embedded-scalar.js';
import { provideEmbedded } from './wasm/core.js';
import { useAllSizes, usePrepass } from './api/features.js';

provideEmbedded({ scalar: embeddedScalarBytes });
useAllSizes();
usePrepass();
