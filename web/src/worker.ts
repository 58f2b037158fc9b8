/**
 * The demo page's worker script (web/dist/worker.js): the package's worker protocol with the
 * browser entry's defaults (the scalar build of the core, embedded; every board size; the
 * pre-pass), so the first load carries the engines and nothing else. The human-style solver and
 * the generator arrive as a chunk of their own on the first hint, rating, explanation or new
 * puzzle (the package's dispatch imports them then); the variant puzzles' readers, compiler and
 * engine as another on the first call that names a variant puzzle (model JSON, f-puzzles JSON or
 * a link: ./worker-variants.ts), which {@link withVariants} imports before that call and before
 * the first `generateVariant` (the page's New puzzle of a variant kind: the generator counts with
 * the variant engine).
 *
 * Owns: which builds the page's worker carries. Does not own: the transport
 * (src/worker/serve.ts) or the methods (src/worker/dispatch.ts).
 */
import { embeddedScalarBytes } from '../../src/wasm/embedded-scalar.js';
import { provideEmbedded } from '../../src/wasm/core.js';
import { useAllSizes, usePrepass } from '../../src/api/features.js';
import { dispatch } from '../../src/worker/dispatch.js';
import { startWorker, type Dispatch } from '../../src/worker/serve.js';

/** Whether a call's puzzle is a variant puzzle's text (JSON or a link) or object, not a classic line or board. */
const namesVariant = (args: readonly unknown[]): boolean => {
  const p = args[0];
  if (typeof p === 'string') return /^\s*[{[]/.test(p) || /:\/\/|^\s*[a-z\d-]+(?:\.[a-z\d-]+)+\//i.test(p);
  return typeof p === 'object' && p !== null && ('constraints' in p || 'grid' in p);
};

let variantsReady: Promise<unknown> | undefined;

/** `dispatch`, with the variant module imported (once) before the first call that names a variant puzzle or makes one. */
const withVariants: Dispatch = async (method, args) => {
  if (namesVariant(args) || method === 'generateVariant') await (variantsReady ??= import('./worker-variants.js'));
  return dispatch(method, args);
};

// the browser entry's defaults (src/defaults.ts), the variant puzzles on first use: their
// readers and compiler would only weigh on the first load
provideEmbedded({ scalar: embeddedScalarBytes });
useAllSizes();
usePrepass();
startWorker(withVariants);
