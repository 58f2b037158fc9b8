/**
 * Node budgets as the modules' exports take them: a JavaScript number.
 *
 * Owns: {@link budgetOf}, shared by the core's general engines (index.ts) and the variant
 * engine (variants.ts).
 */

/** Clamps a JS number of nodes to a u64 budget (≥ 1; huge values mean no budget). */
export function budgetOf(maxNodes: f64): u64 {
  if (!(maxNodes >= 1)) return 1;
  return maxNodes >= 1.8e19 ? u64.MAX_VALUE : <u64>maxNodes;
}
