/**
 * The human-style steps on variant puzzles, for the worker (./dispatch.ts, by dynamic import,
 * on the first `hint`, `nextStep`, `logicSolve` or `rate` whose puzzle is a variant one): a chunk of
 * their own, so a worker's classic hints do not load them (they run the variant rule handlers,
 * which the TypeScript engines' chunk holds too).
 *
 * Owns: that seam and nothing else.
 */
export { useVariantLogic } from '../api/use-variant-logic.js';
