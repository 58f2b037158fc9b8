/**
 * The page worker's variant puzzles, imported by ./worker.ts before the first call that names
 * one: the browser entry's `useVariants()` (the readers, the compiler and the variant engine's
 * scalar build, embedded), so that chunk arrives only with the first variant puzzle.
 *
 * Owns: that one call, nothing else (src/variants-embedded.ts pairs the parts).
 */
import { useVariants } from '../../src/variants-embedded.js';

useVariants();
