/**
 * The variant generator, for the worker (./dispatch.ts, by dynamic import, on the first
 * `generateVariant`): a chunk of its own, so a worker's hints and classic puzzles do not load
 * it (its shapes, grids and the variant geometry it draws on), nor does it load the
 * human-style solver.
 *
 * Owns: that seam and nothing else.
 */
export { generateVariant } from '../variant/generate/index.js';
