/**
 * The part of the library a worker loads on the first call that needs it (./dispatch.ts, by
 * dynamic import): the batch validators (validateLines, validateByteLines, validateText) and the
 * classic backtracking trace. A bundler splits it into its own chunk, so a worker that answers
 * single puzzles (the demo page's at load) starts without them (measured for the demo page:
 * docs/design/page.md, "The cold load by module").
 *
 * Owns: that seam and nothing else.
 */
export { validateByteLines, validateLines, validateText } from '../api/batch.js';
export { backtrackTrace } from '../classic/index.js';
