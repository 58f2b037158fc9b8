/**
 * The demo page's worker script (web/dist/worker.js): the package's worker protocol with the
 * browser entry's defaults (the scalar build of the core, embedded; every board size), so the
 * first load carries the engines and nothing else. The human-style solver and the generator
 * arrive as a chunk of their own on the first hint, rating, explanation or new puzzle (the
 * package's dispatch imports them then).
 *
 * Owns: which builds the page's worker carries. Does not own: the transport
 * (src/worker/serve.ts) or the methods (src/worker/dispatch.ts).
 */
import '../../src/defaults.js';
import { dispatch } from '../../src/worker/dispatch.js';
import { startWorker } from '../../src/worker/serve.js';

startWorker(dispatch);
