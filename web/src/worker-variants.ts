/**
 * The page worker's variant puzzles, imported by ./worker.ts before the first call that names
 * one or asks for a new one: the browser entry's `useVariants()` (the readers, the compiler and
 * the variant engine's scalar build, embedded), so that chunk arrives only with the first variant
 * puzzle; and {@link newVariantText}, the page's New puzzle of a variant kind.
 *
 * Owns: that call and the page's variant generation (the package's `generateVariant`, its
 * puzzle written as the package's model JSON). Does not own: the generator (src/variant/generate/)
 * or rating (the worker's `rate`, called by the page once the puzzle is in play).
 */
import { useVariants } from '../../src/variants-embedded.js';
import { generateVariant, type GenerateVariantOptions } from '../../src/variant/generate/index.js';
import { formatVariant } from '../../src/variant/index.js';

/** What the page's New puzzle of a variant kind gets back from the worker. */
export interface NewVariant {
  /** The puzzle as the package's model JSON (what `App.loadText` reads, as a pasted one). */
  text: string;
  /** The seed it was made from. */
  seed: number;
}

/** Makes a variant puzzle (the package's `generateVariant`) and writes it as model JSON. */
export async function newVariantText(options: Pick<GenerateVariantOptions, 'rules' | 'size' | 'seed'>): Promise<NewVariant> {
  const made = await generateVariant({ rules: options.rules, size: options.size, seed: options.seed });
  return { text: formatVariant(made.puzzle), seed: made.seed };
}

useVariants();
