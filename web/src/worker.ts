/**
 * The demo page's worker script (web/dist/worker.js): the package's worker protocol with the
 * browser entry's defaults (the scalar build of the core, embedded; every board size; the
 * pre-pass) but the variant puzzles, so the
 * first load carries the engines and nothing else. The human-style solver and the generator
 * arrive as a chunk of their own on the first hint, rating, explanation or new puzzle (the
 * package's dispatch imports them then).
 *
 * Owns: which builds the page's worker carries. Does not own: the transport
 * (src/worker/serve.ts) or the methods (src/worker/dispatch.ts).
 */
import { embeddedScalarBytes } from '../../src/wasm/embedded-scalar.js';
import { provideEmbedded } from '../../src/wasm/core.js';
import { useAllSizes, usePrepass } from '../../src/api/features.js';
import { dispatch } from '../../src/worker/dispatch.js';
import { startWorker } from '../../src/worker/serve.js';

// the browser entry's defaults (src/defaults.ts) but the variant puzzles, which the page does not
// offer: their readers and compiler would only weigh on the first load
provideEmbedded({ scalar: embeddedScalarBytes });
useAllSizes();
usePrepass();
startWorker(dispatch);
