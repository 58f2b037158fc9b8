/**
 * The part of the library a worker loads on the first call that needs it (./dispatch.ts, by
 * dynamic import): the human-style solver (hint, nextStep, logicSolve, rate) and the generator,
 * which rates what it makes (the steps on variant puzzles: ./library-variant-logic.ts). A bundler splits it into its own chunk, so
 * a page's worker starts with the engines only (measured for the demo page: docs/page.md).
 *
 * The WireGrid conversions come with it: only the solver's calls read or write that form, and
 * they bring the pencil-mark formats (./wire-text.ts).
 *
 * Owns: that seam and nothing else.
 */
export { checkLogicCallOptions, hint, logicSolve, nextStep } from '../logic/solver.js';
export { rate } from '../logic/rate.js';
export { generate } from '../generate/generate.js';
export { fromWireGrid, toWireGrid } from './wire-text.js';
